/**
 * Calibration family: building, fire-safety and electrical inspection reports (an EICR-style
 * condition report, a fire safety inspection, a building condition survey; a DGUV V3
 * Prüfprotokoll or Brandschutzbegehung; a rapport de vérification) from UK, US, DE and FR
 * inspection firms. As a form of label lines with a defects table, as a covering letter
 * where the counts, dates and the worst finding sit in sentences, or as tables (details,
 * a per-floor summary with a total row, the defects with their codes). What makes it hard:
 * the inspection date beside the report date, the previous inspection, a remedial deadline
 * and the next due date; items inspected beside defects found and urgent ones (and per-floor
 * counts beside the total); the report number beside a certificate number, a job number and
 * the client's order number; the inspector beside the reviewer and the site contact; the
 * premises' town beside the inspection firm's and the client's; the inspection fee beside
 * the re-inspection fee; a certificate that is not issued when the result is not satisfactory.
 */
import { addDays, fmtDate, fmtMoney, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

const shuffle = <T>(r: Rng, xs: readonly T[]): T[] => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((o) => o.x);
const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k]));

type Kind = 0 | 1 | 2; // electrical, fire, building
/** Label words per locale (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  t0: ['Electrical Installation Condition Report|Periodic Inspection Report – Electrical Installation', 'Electrical Inspection Report|Electrical Safety Inspection Report', 'Prüfprotokoll Elektrische Anlage (DGUV V3)|Prüfbericht Elektroinstallation|E-Check Prüfbericht', 'Rapport de vérification périodique des installations électriques|Rapport de contrôle électrique'],
  t1: ['Fire Safety Inspection Report|Fire Safety Audit – Inspection Report', 'Fire Safety Inspection Report|Fire & Life Safety Inspection Report', 'Brandschutzbegehung – Prüfbericht|Bericht zur Brandschutzprüfung', 'Rapport de visite de sécurité incendie|Rapport de vérification incendie'],
  t2: ['Building Condition Inspection Report|Building Safety Inspection Report', 'Building Inspection Report|Property Condition Inspection Report', 'Bericht Gebäudebegehung|Bauwerksprüfung – Prüfbericht', 'Rapport d’inspection du bâtiment|Rapport de visite technique du bâtiment'],
  i0: ['Circuits tested|Circuits inspected', 'Circuits inspected|Circuits tested', 'Geprüfte Stromkreise|Anzahl geprüfter Stromkreise', 'Circuits contrôlés|Nombre de circuits vérifiés'], i1: ['Items inspected|Fire safety items checked', 'Devices inspected|Items inspected', 'Geprüfte Einrichtungen|Anzahl Prüfpunkte', 'Équipements vérifiés|Points de contrôle'], i2: ['Elements inspected|Building elements checked', 'Components inspected|Items inspected', 'Geprüfte Bauteile|Anzahl Prüfpunkte', 'Éléments inspectés|Points contrôlés'],
  site: ['Premises|Site|Site address', 'Property|Site|Facility', 'Objekt|Prüfobjekt|Liegenschaft', 'Site|Établissement|Adresse du site'], client: ['Client|Prepared for|Commissioned by', 'Client|Prepared for', 'Auftraggeber|Kunde', 'Donneur d’ordre|Client'],
  contact: ['Site contact|Responsible person|Occupier', 'Site contact|Building manager', 'Ansprechpartner vor Ort|Hausmeister', 'Contact sur site|Responsable du site'], insp: ['Inspector|Inspected by|Inspecting engineer', 'Inspector|Inspected by', 'Prüfer|Geprüft von|Sachverständiger', 'Vérificateur|Inspecteur|Technicien'],
  rev: ['Reviewed by|Authorised by|Qualified supervisor', 'Reviewed by|Approved by', 'Freigabe|Geprüft und freigegeben', 'Validé par|Approuvé par'], co: ['Inspection company|Contractor', 'Inspection company|Inspected by (firm)', 'Prüfunternehmen|Prüfstelle', 'Organisme de contrôle|Société'],
  on: ['Date of inspection|Inspection date|Date(s) of inspection', 'Inspection date|Date of inspection', 'Prüfdatum|Datum der Prüfung|Begehung am', 'Date de la visite|Date d’intervention|Vérification effectuée le'], issued: ['Date of report|Report issued|Date issued', 'Report date|Date issued', 'Berichtsdatum|Erstellt am', 'Date du rapport|Rapport établi le'],
  prev: ['Previous inspection|Date of last inspection', 'Previous inspection|Last inspected', 'Letzte Prüfung|Vorherige Prüfung', 'Dernière vérification|Visite précédente'], next: ['Next inspection due|Next inspection recommended by|Recommended date of next inspection', 'Next inspection due|Re-inspection due', 'Nächste Prüfung fällig|Nächster Prüftermin|Wiederholungsprüfung bis', 'Prochaine vérification|Prochaine visite avant le|Date de la prochaine vérification'],
  no: ['Report no.|Report reference|Report number', 'Report #|Report No.', 'Berichtsnummer|Prüfbericht-Nr.|Protokoll-Nr.', 'N° de rapport|Rapport n°|Référence du rapport'], job: ['Job no.|Our ref.', 'Job #|Work order', 'Auftragsnummer|Unser Zeichen', 'N° d’affaire|Notre réf.'], po: ['Client order no.|Your PO', 'PO #|Client PO', 'Bestellnummer Kunde|Ihre Bestellung', 'Bon de commande client|Votre commande'],
  cert: ['Certificate no.|Certificate number', 'Certificate #|Certificate No.', 'Prüfplakette Nr.|Zertifikat-Nr.', 'Attestation n°|N° de certificat'], noCert: ['Certificate: not issued – remedial work required', 'Certificate: not issued – corrections required', 'Prüfplakette: nicht erteilt – Mängelbeseitigung erforderlich', 'Attestation : non délivrée – travaux à réaliser'],
  defects: ['Defects recorded|Number of defects|Observations recorded', 'Deficiencies found|Number of deficiencies', 'Festgestellte Mängel|Anzahl Mängel', 'Anomalies relevées|Nombre d’anomalies'], urgent: ['of which urgent|Urgent defects', 'Urgent deficiencies|of which urgent', 'davon dringend|Dringende Mängel', 'dont urgentes|Anomalies urgentes'],
  result: ['Overall assessment|Overall condition|Result', 'Overall result|Inspection result', 'Gesamtergebnis|Prüfergebnis', 'Avis global|Conclusion|Résultat'], fee: ['Inspection fee|Fee for this inspection', 'Inspection fee|Fee', 'Prüfgebühr|Kosten der Prüfung', 'Coût de la vérification|Honoraires'], refee: ['Re-inspection fee|Fee for re-inspection', 'Re-inspection fee|Follow-up inspection fee', 'Nachprüfung|Gebühr Nachprüfung', 'Contre-visite|Coût de la contre-visite'],
  item: ['No.|Item', '#|Item', 'Nr.|Pos.', 'N°|Réf.'], obs: ['Observation|Defect|Finding', 'Deficiency|Finding|Observation', 'Mangel|Feststellung|Befund', 'Anomalie|Observation|Constat'], code: ['Code|Classification', 'Priority|Rating', 'Einstufung|Mangelklasse', 'Priorité|Classement'], within: ['Action within (days)|Rectify within (days)', 'Correct within (days)|Days to correct', 'Frist (Tage)|Beseitigung binnen (Tage)', 'Délai (jours)|À traiter sous (jours)'],
  area: ['Area|Location', 'Area|Floor', 'Bereich|Geschoss', 'Zone|Niveau'], total: ['Total', 'Total', 'Gesamt|Summe', 'Total'], summary: ['Summary of inspection|Summary', 'Summary|Inspection summary', 'Zusammenfassung|Übersicht', 'Synthèse|Résumé'], found: ['Observations|Schedule of defects', 'Deficiencies|Findings', 'Mängelliste|Feststellungen', 'Liste des anomalies|Observations'],
};
const FLOORS = ['Ground floor|First floor|Basement|Second floor', 'First floor|Second floor|Basement|Third floor', 'Erdgeschoss|1. Obergeschoss|Keller|2. Obergeschoss', 'Rez-de-chaussée|1er étage|Sous-sol|2e étage'];
/** Codes per locale: [top, urgent, minor, further investigation], two sets; and what each asks ([action days]). */
const CODES = [['C1|C2|C3|FI', 'Priority 1|Priority 2|Priority 3|Investigate'], ['Immediate hazard|Repair required|Recommended|Further evaluation', 'Safety hazard|Urgent repair|Maintenance item|Evaluate'], ['A – Gefahr im Verzug|B – dringend|C – Empfehlung|Weitere Prüfung', 'Sofort|Kurzfristig|Hinweis|Untersuchung erforderlich'], ['Danger immédiat|Urgent|Recommandation|Investigation complémentaire', 'Priorité 1|Priorité 2|Priorité 3|À approfondir']];
const DAYS = [0, 28, 180, 30];
/** Findings: per kind, per language (English, German, French): serious | minor | to investigate. */
const FIND: Array<Array<[string, string, string]>> = [
  [['Exposed live conductors at the distribution board in the plant room.|No RCD protection for socket outlets likely to supply portable equipment outdoors.|Damaged socket outlet with signs of overheating in the kitchen.|Absence of main protective bonding to the incoming gas pipe.|Incorrect polarity at the lighting circuit in the first-floor corridor.', 'Circuit chart at the consumer unit is missing or out of date.|Cable clips missing on the surface wiring in the loft.|Older rewireable fuses still in use in the sub-board.|Warning notice for mixed wiring colours not fitted.|Blanking plate missing on an unused way of the distribution board.', 'Insulation resistance on circuit 7 is below the expected value and the cause could not be traced.|The circuit feeding the outbuilding could not be identified.'],
    ['Berührbare aktive Teile in der Unterverteilung im Technikraum.|Steckdosen im Außenbereich ohne Fehlerstrom-Schutzeinrichtung.|Überhitzte und beschädigte Steckdose in der Teeküche.|Fehlender Schutzpotentialausgleich an der Gasleitung.|Vertauschte Polarität am Beleuchtungsstromkreis im Flur des 1. Obergeschosses.', 'Das Stromkreisverzeichnis in der Verteilung fehlt oder ist veraltet.|Die Leitungsbefestigung im Dachboden ist unzureichend.|Die Abdeckung eines freien Platzes in der Verteilung fehlt.|Die Beschriftung der Schutzeinrichtungen ist unvollständig.|In der Unterverteilung sind noch veraltete Schraubsicherungen eingesetzt.', 'Der Isolationswiderstand im Stromkreis 7 ist zu niedrig, die Ursache konnte nicht ermittelt werden.|Der Stromkreis zum Nebengebäude konnte nicht zugeordnet werden.'],
    ['Conducteurs actifs accessibles dans le tableau divisionnaire du local technique.|Prises de courant extérieures non protégées par un dispositif différentiel 30 mA.|Prise de courant détériorée présentant des traces d’échauffement dans la cuisine.|Absence de liaison équipotentielle principale sur la canalisation de gaz.|Inversion de polarité sur le circuit d’éclairage du couloir du 1er étage.', 'Le schéma unifilaire du tableau est absent ou non à jour.|La fixation des câbles dans les combles est insuffisante.|Un obturateur manque sur un emplacement libre du tableau.|Le repérage des dispositifs de protection est incomplet.|Des fusibles à tabatière anciens subsistent dans le tableau divisionnaire.', 'La résistance d’isolement du circuit 7 est insuffisante et son origine n’a pas été déterminée.|Le circuit alimentant l’annexe n’a pas pu être identifié.']],
  [['The fire door to the main stairwell is wedged open and its self-closer is disconnected.|The final exit door on the ground floor is locked with a key and cannot be opened from inside.|The fire alarm panel shows an uncleared fault on zone 3.|Combustible waste is stored beneath the escape staircase.|Emergency lighting in the basement corridor failed the duration test.', 'The fire action notice in reception is faded and should be replaced.|The kitchen fire extinguisher is overdue for its annual service.|Fire door signage is missing on the second-floor landing.|Intumescent strips on the store room door have been painted over.|Weekly alarm test entries in the fire log book are incomplete.', 'Fire stopping around service penetrations above the ceiling could not be inspected.|The compartment wall in the roof void could not be accessed.'],
    ['Die Brandschutztür zum Treppenraum wird mit einem Keil offen gehalten, der Türschließer ist ausgehängt.|Der Notausgang im Erdgeschoss ist verschlossen und von innen nicht zu öffnen.|Die Brandmeldezentrale zeigt eine nicht behobene Störung in Meldergruppe 3.|Unter der Fluchttreppe lagern brennbare Abfälle.|Die Sicherheitsbeleuchtung im Kellerflur hat den Funktionstest nicht bestanden.', 'Der Flucht- und Rettungsplan im Empfang ist verblasst und zu erneuern.|Der Feuerlöscher in der Küche ist überfällig für die Wartung.|Die Kennzeichnung der Brandschutztür im 2. Obergeschoss fehlt.|Die Dichtungen der Lagerraumtür sind überstrichen.|Das Prüfbuch der Brandmeldeanlage ist unvollständig geführt.', 'Die Abschottungen der Leitungsdurchführungen oberhalb der Decke konnten nicht eingesehen werden.|Die Brandwand im Dachraum war nicht zugänglich.'],
    ['La porte coupe-feu de l’escalier principal est maintenue ouverte par une cale et son ferme-porte est déposé.|La porte de sortie de secours du rez-de-chaussée est fermée à clé et ne peut être ouverte de l’intérieur.|Le tableau de signalisation incendie affiche un défaut non acquitté sur la zone 3.|Des déchets combustibles sont stockés sous l’escalier d’évacuation.|L’éclairage de sécurité du couloir du sous-sol a échoué à l’essai d’autonomie.', 'Les consignes de sécurité affichées à l’accueil sont effacées et doivent être remplacées.|L’extincteur de la cuisine n’a pas fait l’objet de sa vérification annuelle.|La signalétique de la porte coupe-feu du 2e étage est absente.|Les joints intumescents de la porte du local de stockage sont recouverts de peinture.|Le registre de sécurité est incomplet pour les essais hebdomadaires de l’alarme.', 'Les calfeutrements des traversées au-dessus du faux plafond n’ont pas pu être vérifiés.|Le mur coupe-feu des combles n’était pas accessible.']],
  [['A large diagonal crack above the rear window lintel indicates movement of the wall.|The balcony balustrade on the third floor is loose and below the required height.|Several roof tiles above the main entrance are displaced and may fall.|Corroded reinforcement is exposed on the underside of the car park deck.|The handrail is missing on the external stair to the basement.', 'Gutters along the north elevation are blocked with vegetation.|There is minor cracking to the render around the front door.|Sealant around the ground-floor windows has perished.|Paintwork to the external joinery is weathered.|A rainwater downpipe is loose at the rear corner.', 'Damp staining to the ceiling of flat 4 was noted but the source of water ingress was not established.|Settlement of the rear extension should be monitored by a structural engineer.'],
    ['Ein diagonaler Riss über dem Sturz des rückwärtigen Fensters deutet auf Bewegungen im Mauerwerk hin.|Das Balkongeländer im 3. Obergeschoss ist lose und zu niedrig.|Mehrere Dachziegel über dem Haupteingang sind verrutscht und drohen herabzufallen.|An der Unterseite der Parkdeckdecke liegt korrodierte Bewehrung frei.|An der Außentreppe zum Keller fehlt der Handlauf.', 'Die Dachrinnen an der Nordseite sind verstopft.|Im Bereich der Eingangstür zeigen sich feine Putzrisse.|Die Fugenabdichtung der Fenster im Erdgeschoss ist spröde.|Der Anstrich der Holzfenster ist verwittert.|Das Fallrohr an der Rückseite ist lose.', 'An der Decke der Wohnung 4 wurden Feuchtigkeitsflecken festgestellt, die Ursache des Wassereintritts ist nicht geklärt.|Die Setzungen des Anbaus sollten von einem Tragwerksplaner beobachtet werden.'],
    ['Une fissure en diagonale au-dessus du linteau de la fenêtre arrière signale un mouvement du mur.|Le garde-corps du balcon du 3e étage est descellé et de hauteur insuffisante.|Plusieurs tuiles au-dessus de l’entrée principale sont déplacées et risquent de tomber.|Des armatures corrodées sont apparentes en sous-face de la dalle du parking.|La main courante est absente sur l’escalier extérieur menant au sous-sol.', 'Les gouttières de la façade nord sont obstruées par la végétation.|L’enduit présente des microfissures autour de la porte d’entrée.|Les joints d’étanchéité des fenêtres du rez-de-chaussée sont dégradés.|La peinture des menuiseries extérieures est usée.|Une descente d’eaux pluviales est mal fixée à l’angle arrière.', 'Des traces d’humidité ont été relevées au plafond du logement 4 sans que l’origine des infiltrations soit déterminée.|Les tassements de l’extension arrière doivent être suivis par un bureau d’études structure.']],
];
/** The result as each locale writes it: satisfactory | unsatisfactory | further investigation. */
const RESULT = [['SATISFACTORY|Satisfactory', 'UNSATISFACTORY|Unsatisfactory', 'FURTHER INVESTIGATION REQUIRED|Further investigation required'], ['Satisfactory|Pass', 'Unsatisfactory|Fail – corrections required', 'Further evaluation required|Inconclusive – further investigation required'], ['in Ordnung|keine wesentlichen Mängel', 'nicht in Ordnung|mangelhaft – Mängel beseitigen', 'weitere Untersuchung erforderlich|offen – weitere Prüfung erforderlich'], ['Satisfaisant|Conforme', 'Non satisfaisant|Non conforme', 'Investigations complémentaires nécessaires|Avis réservé – investigations complémentaires']];
const RESULT_OPTS = [['Satisfactory', 'Unsatisfactory', 'Further investigation'], ['satisfactory', 'unsatisfactory', 'further investigation required'], ['Pass', 'Fail', 'Further investigation needed']];
/** Premises: name, street, city, postcode. */
const SITES = [
  "Riverside Business Centre=Unit 4, Riverside Way=Reading=RG1 8DB|St Anne's Primary School=Church Lane=Norwich=NR3 1AB|The Maltings Care Home=12 Malt Street=Leeds=LS9 8QJ|Harbour View Apartments=1-40 Quay Road=Plymouth=PL1 2JD|Kingsway Medical Practice=88 Kingsway=Derby=DE22 3LX",
  'Lakeside Office Park, Building B=2200 Lakeside Blvd=Columbus=OH 43215|Maple Grove Elementary School=415 Maple Ave=Madison=WI 53703|Cedar Point Apartments=1800 Cedar Point Rd=Raleigh=NC 27605|Hillcrest Community Church=72 Hillcrest Dr=Boulder=CO 80302|Bayside Distribution Center=5100 Industrial Pkwy=Savannah=GA 31401',
  'Gewerbehof Am Hafen=Hafenstraße 12=Bremen=28195|Grundschule Lindenau=Schulweg 3=Leipzig=04179|Seniorenresidenz Rosengarten=Rosenstraße 21=Heidelberg=69117|Wohnanlage Schillerpark=Schillerstraße 41-45=Mainz=55116|Bürohaus Mainzer Landstraße=Mainzer Landstraße 150=Frankfurt am Main=60311',
  'Centre d’affaires du Port=12 quai de la Fosse=Nantes=44000|École élémentaire Jules Ferry=3 rue de l’École=Tours=37000|Résidence Les Tilleuls=21 avenue des Tilleuls=Lyon=69003|Entrepôt logistique Sud=5 rue de Copenhague=Vitrolles=13127|Maison de santé du Parc=8 place du Parc=Rennes=35000',
];
/** Inspection firms per locale and kind: name=town. */
const FIRMS = [['Sparkright Electrical Testing Ltd=Swindon|Voltcheck Services Ltd=Coventry', 'Apex Fire Safety Services Ltd=Bristol|Beacon Fire Protection Ltd=Sheffield', 'Hallmark Building Surveys Ltd=Oxford|Castlegate Surveyors LLP=Chester'], ['Brightline Electrical Inspections LLC=Dayton|Volt Pro Inspection Services=Tulsa', 'Sentinel Fire & Life Safety Inc.=Denver|Guardian Fire Inspections LLC=Charlotte', 'Keystone Property Inspections LLC=Milwaukee|TrueNorth Building Consultants=Atlanta'], ['Elektro-Prüfdienst Weber GmbH=Hannover|VoltCheck Prüftechnik GmbH=Kassel', 'Brandschutz Nord GmbH=Hamburg|Feuerwehrtechnik Krause GmbH=Erfurt', 'Ingenieurbüro Hartmann & Partner=Stuttgart|Bauwerksprüfung Lenz GmbH=Würzburg'], ['Contrôle Électrique Atlantique=Angers|Vérifélec SAS=Orléans', 'Sécurité Incendie Provence=Aix-en-Provence|Protecfeu Contrôle SARL=Lille', 'Bureau d’études Girard=Poitiers|Expertises Bâtiment Rhône=Villeurbanne']];
/** The owner or manager of each site above (same order): name=town. */
const CLIENTS = ['Riverside Estates Ltd=London|Norfolk County Council=Norwich|Elmwood Care Group Ltd=Harrogate|Quayside Property Management Ltd=Exeter|Kingsway Healthcare LLP=Nottingham', 'Lakeside Realty Partners LLC=Cleveland|Madison Metropolitan School District=Madison|Cedar Point Property Management=Durham|Hillcrest Community Church Trustees=Longmont|Bayside Logistics Inc.=Atlanta', 'Hafen Immobilien GmbH=Hamburg|Stadt Leipzig – Amt für Gebäudemanagement=Leipzig|Rosengarten Pflege gGmbH=Mannheim|Hausverwaltung Kunz GmbH=Wiesbaden|Landstraße Office GmbH & Co. KG=Offenbach am Main', 'SCI du Port=Saint-Nazaire|Ville de Tours=Tours|Cabinet Rivière Syndic=Villeurbanne|Logisud SAS=Marseille|SCM Maison de santé du Parc=Rennes'];
const PEOPLE = ['Mark Jennings|Sarah Cole|Imran Hussain|Gareth Lloyd|Nicola Webb|Paul Denton|Aisha Khan', 'Travis Coleman|Maria Gonzalez|Derek Hale|Jennifer Park|Luis Ortega|Karen Whitfield|Anthony Russo', 'Thomas Becker|Sabine Krüger|Jan Wolff|Petra Lange|Murat Aydin|Claudia Franke|Uwe Schrader', 'Laurent Garnier|Nathalie Roussel|Karim Benali|Isabelle Perrin|Olivier Masson|Sandrine Colin|Bruno Lefèvre'];
const QUAL = [['Approved Electrician|NICEIC QS', 'Fire Risk Assessor, IFE registered|Fire Safety Engineer', 'MRICS Building Surveyor|Chartered Building Surveyor'], ['Licensed Master Electrician|Certified Electrical Inspector', 'Certified Fire Inspector I|Fire Protection Specialist', 'Certified Building Inspector|Licensed Home Inspector'], ['Elektrofachkraft|Elektromeister', 'Brandschutzbeauftragter|Sachverständiger für Brandschutz', 'Dipl.-Ing. (FH) Bauingenieur|Sachverständiger für Gebäudeschäden'], ['Technicien habilité|Vérificateur électricien', 'Technicien SSIAP 3|Préventionniste', 'Ingénieur structure|Expert bâtiment']];
/** Sentences per language (English, German, French). */
const T: Record<string, [string, string, string]> = {
  dear: ['Dear {contactL},', 'Sehr geehrte Damen und Herren,', 'Madame, Monsieur,'],
  intro: ['Following our inspection of {site}, {street}, {city} on {on}, please find enclosed our report {no}.|We carried out the {kindW} inspection at {site}, {street}, {city} on {on}; our report reference is {no}.', 'am {on} haben wir die {kindW} im Objekt {site}, {street}, {pc} {city} durchgeführt. Anbei erhalten Sie unseren Bericht {no}.', 'nous avons procédé le {on} à la {kindW} du site {site}, {street}, {pc} {city}. Vous trouverez ci-joint notre rapport n° {no}.'],
  counts: ['In total {items} {itemW} were inspected and {n} defects were recorded, {u} of which require urgent action.|We inspected {items} {itemW}; {n} defects were found, including {u} classed as urgent.', 'Insgesamt wurden {items} {itemW} geprüft und {n} Mängel festgestellt, davon {u} mit dringendem Handlungsbedarf.', 'Au total, {items} {itemW} ont été vérifiés et {n} anomalies relevées, dont {u} urgentes.'],
  none: ['In total {items} {itemW} were inspected and no defects were recorded.', 'Insgesamt wurden {items} {itemW} geprüft; Mängel wurden nicht festgestellt.', 'Au total, {items} {itemW} ont été vérifiés ; aucune anomalie n’a été relevée.'],
  worst: ['The most serious finding was the following: {worst}|Of greatest concern: {worst}', 'Besonders schwerwiegend ist folgender Befund: {worst}', 'L’anomalie la plus grave est la suivante : {worst}'],
  result: ['Overall, we assess the result of this inspection as {res}.|Our overall assessment: {res}.', 'Das Gesamtergebnis der Prüfung lautet: {res}.', 'Avis global : {res}.'],
  next: ['The next inspection should take place no later than {next}.|We recommend that the next inspection is carried out by {next}.', 'Die nächste Prüfung ist spätestens am {next} durchzuführen.', 'La prochaine vérification devra intervenir au plus tard le {next}.'],
  remedy: ['Urgent items must be rectified by {fix}.', 'Dringende Mängel sind bis zum {fix} zu beseitigen.', 'Les anomalies urgentes doivent être levées avant le {fix}.'],
  fees: ['Our fee for this inspection is {fee} plus {tax}. A re-inspection after remedial work will be charged at {refee} plus {tax}.|The inspection has been invoiced at {fee} + {tax}; any re-inspection is charged at {refee} + {tax}.', 'Die Kosten dieser Prüfung betragen {fee} zzgl. MwSt.; eine Nachprüfung nach Mängelbeseitigung berechnen wir mit {refee} zzgl. MwSt.', 'Le coût de la présente vérification s’élève à {fee} HT ; une contre-visite après travaux sera facturée {refee} HT.'],
  feeOnly: ['Our fee for this inspection is {fee} plus {tax}.', 'Die Kosten dieser Prüfung betragen {fee} zzgl. MwSt.', 'Le coût de la présente vérification s’élève à {fee} HT.'],
  bye: ['Yours sincerely,', 'Mit freundlichen Grüßen', 'Veuillez agréer, Madame, Monsieur, nos salutations distinguées.'],
};
const KIND_W = [['electrical|fire safety|building condition', 'Prüfung der elektrischen Anlage|Brandschutzbegehung|Gebäudebegehung', 'vérification des installations électriques|visite de sécurité incendie|inspection technique du bâtiment'], ['circuits|items|building elements', 'Stromkreise|Einrichtungen|Bauteile', 'circuits|équipements|éléments']];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['id_alphanumeric', [['insurance_policy_no', 'building insurance policy number'], ['policyNumber', '']]], ['number', [['year_built', 'year the building was constructed'], ['constructionYear', '']]], ['number', [['occupant_capacity', 'maximum number of occupants'], ['occupancy limit', '']]], ['url', [['report_link', 'link to the report online'], ['portalUrl', '']]], ['text', [['fire_authority', 'local fire authority responsible'], ['fireService', '']]]];

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const [loc, lang] = [LOCALES[li], [0, 0, 1, 2][li]];
  const alt = (s: string) => pick(r, s.split('|'));
  const w = (key: string) => alt(W[key][li]);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const byCode = chance(r, 0.1);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const k = int(r, 0, 2) as Kind;
  const si = int(r, 0, 4);
  const [site, street, city, pc] = SITES[li].split('|')[si].split('=');
  const [firm, firmTown] = alt(FIRMS[li][k]).split('=');
  const [client, clientTown] = CLIENTS[li].split('|')[si].split('=');
  const [inspector, reviewer, contact] = shuffle(r, PEOPLE[li].split('|'));
  const qual = alt(QUAL[li][k]);
  const codes = (li === 0 && k !== 0 ? CODES[0][1] : pick(r, CODES[li])).split('|'); // C1-C3 codes are for electrical reports
  // Findings: the result decides the codes; the most serious finding is the only one of its class.
  const outcome = pick(r, [0, 0, 1, 1, 1, 2]);
  const [hi, lo, fi] = FIND[k][lang].map((s) => shuffle(r, s.split('|')));
  const top = outcome === 1 ? (chance(r, 0.6) ? 0 : 1) : -1;
  const found: Array<[string, number]> = [];
  if (outcome === 1) found.push([hi[0], top], ...hi.slice(1, 1 + (top === 0 ? int(r, 0, 2) : 0)).map((s): [string, number] => [s, 1]));
  if (outcome === 2) found.push([fi[0], 3]);
  found.push(...lo.slice(0, int(r, outcome === 0 ? 0 : 1, 3)).map((s): [string, number] => [s, 2]));
  const worst = outcome === 0 ? null : found[0][0];
  const defects = shuffle(r, found);
  const n = defects.length;
  const urgent = defects.filter(([, c]) => c < 2).length;
  const items = [int(r, 12, 48), int(r, 20, 90), int(r, 15, 60)][k];
  const on = randomDate(r, 2017, 2025);
  const issued = addDays(on, int(r, 1, 10));
  const years = [pick(r, [1, 3, 5]), 1, pick(r, [1, 2, 5])][k];
  const next = new Date(Date.UTC(on.getUTCFullYear() + years, on.getUTCMonth(), on.getUTCDate()));
  const prev = addDays(new Date(Date.UTC(on.getUTCFullYear() - years, on.getUTCMonth(), on.getUTCDate())), int(r, -12, 12));
  const fixBy = addDays(issued, 28);
  const yr = on.getUTCFullYear();
  const no = pick(r, [`${['EICR', 'FSI', 'BCI'][k]}-${yr}-${int(r, 1000, 9999)}`, `R${String(yr).slice(2)}/${int(r, 100, 999)}`, `${int(r, 10, 99)}-${int(r, 10000, 99999)}`]);
  const certNo = `${pick(r, ['C', 'CERT-', 'Z-'])}${int(r, 100000, 999999)}`;
  const hasCert = outcome === 0;
  const job = `${String(yr).slice(2)}-${int(r, 1000, 9999)}`;
  const po = `${pick(r, ['PO', 'BE', 'BC'])}${int(r, 10000, 99999)}`;
  const fee = int(r, 18, 140) * 5;
  const hasRefee = chance(r, 0.65);
  const refee = Math.min(int(r, 12, 40) * 5, fee - 10) + pick(r, [0, 0, 0.5]);
  const resOpts = pick(r, RESULT_OPTS);
  const resText = alt(RESULT[li][outcome]);
  const c: Record<string, string | number> = { site, street, city, pc, on: date(on), no, kindW: KIND_W[0][lang].split('|')[k], items, itemW: KIND_W[1][lang].split('|')[k], n, u: urgent, worst: worst ?? '', res: resText, next: date(next), fix: date(fixBy), fee: money(fee), refee: money(refee), contactL: contact, tax: li === 1 ? 'tax' : 'VAT' };

  const ask = new Ask(r);
  const roles: Array<[boolean, () => void]> = [
    [false, () => ask.field('text', [['site_name', 'name of the building or premises inspected'], ['premisesName', ''], ['property inspected', 'which site the report is about']], site)],
    [false, () => ask.field('text', [['site_city', 'town of the inspected premises (not the inspection company’s town)'], ['premisesCity', ''], ['location', 'city where the inspected building is']], city)],
    [false, () => ask.field('text', [['commissioned_by', 'organisation that ordered the inspection'], ['customerName', ''], ['client organisation', 'the inspection company’s customer']], client)],
    [false, () => ask.field('text', [['inspector_name', 'person who carried out the inspection'], ['inspectedBy', ''], ['engineer', 'name of the inspector (not the person who reviewed the report)']], inspector)],
    [false, () => ask.field('text', [['inspection_company', 'firm that carried out the inspection'], ['contractor', ''], ['inspecting firm', 'company name of the inspector']], firm)],
    [false, () => ask.field('date', [['inspection_date', 'day the inspection took place'], ['dateOfVisit', ''], ['date inspected', 'when the site was inspected (not the report date)']], isoOf(on))],
    [false, () => ask.field('id_alphanumeric', [['report_number', 'reference number of this report'], ['reportId', ''], ['report ref', '']], no)],
    [false, () => ask.field('number', [['defect_count', 'total number of defects or observations found'], ['numberOfDefects', ''], ['defects found', 'how many defects were recorded in total']], n)],
    [false, () => ask.field('number', [['urgent_defects', 'number of defects requiring urgent or immediate action'], ['urgentCount', ''], ['critical issues', 'how many findings are dangerous or urgent']], urgent)],
    [false, () => ask.field('single_select', [['overall_result', 'overall outcome of the inspection'], ['outcome', ''], ['assessment', 'overall condition verdict']], resOpts[outcome], resOpts)],
    [false, () => ask.field('date', [['next_inspection_due', 'date the next inspection is due'], ['nextDueDate', ''], ['re-inspect by', 'recommended date of the next periodic inspection']], isoOf(next))],
    [!hasRefee, () => ask.field('currency', [['reinspection_fee', 'charge for a re-inspection after repairs'], ['revisitFee', ''], ['follow-up visit cost', '']], hasRefee ? refee : null)],
    ...(outcome === 0 && n > 0 ? [] : [[worst === null, () => ask.field('verbatim', [['most_serious_finding', 'the most serious defect, quoted as written'], ['worstIssue', ''], ['key finding', 'sentence describing the most severe problem']], worst)] as [boolean, () => void]]),
    [!hasCert, () => ask.field('id_alphanumeric', [['certificate_number', 'number of the certificate issued'], ['certNo', ''], ['certificate id', '']], hasCert ? certNo : null)],
    [false, () => ask.field('number', [['items_inspected', 'number of items, circuits or elements checked'], ['inspectedCount', '']], items)],
    [false, () => ask.field('currency', [['inspection_fee', 'price charged for this inspection, before tax'], ['inspectionCost', '']], fee)],
  ];
  const want = int(r, 12, 14);
  let nulls = 0;
  const keep = new Set<number>();
  for (const i of shuffle(r, roles.map((_, j) => j))) {
    if (keep.size >= want) break;
    if (roles[i][0] && nulls >= 2) continue;
    nulls += roles[i][0] ? 1 : 0;
    keep.add(i);
  }
  roles.forEach(([, f], i) => keep.has(i) && f());
  for (const [nt, nw] of shuffle(r, NEVER)) if (nulls === 0 || (nulls < 2 && chance(r, 0.4))) (nulls++, ask.field(nt, nw, null));

  const kv = (label: string, value: string, above = false): Block => ({ kind: 'kv', label, value, above });
  const para = (text: string): Block => ({ kind: 'para', text });
  const say = (key: string) => fill(alt(T[key][lang]), c);
  const siteLines = [site, street, ...[[city, pc], [`${city}, ${pc}`], [`${pc} ${city}`], [`${pc} ${city}`]][li]];
  const firmLine = `${firm} · ${firmTown}`;
  const defectRows = defects.map(([s, code], i) => [String(i + 1), s, codes[code], code === 2 ? '–' : String(DAYS[code] || (lang === 0 ? 'immediately' : lang === 1 ? 'sofort' : 'immédiat'))]);
  const defectTable: Block[] = n ? [{ kind: 'title', text: w('found') }, { kind: 'table', header: [w('item'), w('obs'), w('code'), w('within')], rows: defectRows }] : [];
  const certBlock: Block = hasCert ? kv(w('cert'), certNo) : { kind: 'lines', lines: [w('noCert')] };
  const feeBlock = para(hasRefee ? say('fees') : say('feeOnly'));
  const refs: Block[] = shuffle(r, [kv(w('no'), no), ...(chance(r, 0.6) ? [kv(w('job'), job)] : []), ...(chance(r, 0.5) ? [kv(w('po'), po)] : [])]);
  const signs: Block = { kind: 'lines', lines: [`${w('insp')}: ${inspector}, ${qual}`, `${w('rev')}: ${reviewer}`, `${w('issued')}: ${date(issued)}`] };
  const clientBlock: Block[] = [kv(w('client'), '', true), { kind: 'lines', lines: [client, clientTown] }];
  const layout = int(r, 0, 2);
  let blocks: Block[];
  if (layout === 0) {
    // A form: label lines, the summary counts, the defects table.
    blocks = [{ kind: 'title', text: firm }, { kind: 'lines', lines: [firmTown] }, { kind: 'title', text: w(`t${k}`) }, ...refs, kv(w('site'), '', true), { kind: 'lines', lines: siteLines }, ...clientBlock, kv(w('contact'), contact),
      kv(w('on'), date(on)), ...(chance(r, 0.5) ? [kv(w('prev'), date(prev))] : []), kv(w('insp'), inspector), kv(w(`i${k}`), String(items)), kv(w('defects'), String(n)), kv(w('urgent'), String(urgent)), kv(w('result'), resText, chance(r, 0.3)),
      ...defectTable, ...(urgent ? [para(say('remedy'))] : []), kv(w('next'), date(next)), certBlock, feeBlock, signs];
  } else if (layout === 1) {
    // A covering letter: the counts, the worst finding, the result and the next date in sentences.
    const body = [say('intro'), n ? say('counts') : say('none'), ...(worst ? [say('worst')] : []), say('result'), ...(urgent ? [say('remedy')] : []), say('next')];
    blocks = [{ kind: 'title', text: firm }, { kind: 'lines', lines: [firmTown, date(issued)] }, { kind: 'lines', lines: [client, ...(chance(r, 0.5) ? [`${['FAO', 'Attn:', 'z. Hd.', 'À l’attention de'][li]} ${contact}`] : []), clientTown] },
      kv(w('no'), no), { kind: 'title', text: w(`t${k}`) }, { kind: 'lines', lines: [fill(T.dear[lang], c)] }, ...body.map(para), ...(chance(r, 0.5) ? defectTable : [{ kind: 'lines' as const, lines: defects.map(([s, code]) => `${codes[code]}: ${s}`) }]),
      certBlock, feeBlock, { kind: 'lines', lines: [T.bye[lang], '', inspector, qual, firm] }, ...(chance(r, 0.5) ? [kv(w('rev'), reviewer)] : [])];
  } else {
    // Tables: details, a per-floor summary with a total row, the defects.
    const floors = shuffle(r, FLOORS[li].split('|')).slice(0, int(r, 2, 3));
    const split = (total: number, parts: number) => { const cut = shuffle(r, Array.from({ length: total + 1 }, (_, i) => i)).slice(0, parts - 1).sort((a, b) => a - b); return [...cut, total].map((x, i) => x - ([0, ...cut][i])); };
    const fItems = split(items - floors.length, floors.length).map((x) => x + 1);
    const fDef = split(n, floors.length);
    const fUrg = fDef.map(() => 0);
    for (let u = urgent, i = 0; u > 0; i = (i + 1) % floors.length) if (fUrg[i] < fDef[i]) { fUrg[i]++; u--; }
    const details: Block = { kind: 'table', header: ['', ''], rows: shuffle(r, [[w('site'), `${site}, ${siteLines.slice(1).join(', ')}`], [w('client'), client], [w('on'), date(on)], [w('insp'), `${inspector} (${qual})`], [w('co'), firmLine], ...(chance(r, 0.5) ? [[w('prev'), date(prev)]] : [])]) };
    const summary: Block = { kind: 'table', header: [w('area'), w(`i${k}`), w('defects'), w('urgent')], rows: [...floors.map((f, i) => [f, String(fItems[i]), String(fDef[i]), String(fUrg[i])]), [w('total'), String(items), String(n), String(urgent)]] };
    blocks = [{ kind: 'title', text: w(`t${k}`) }, ...refs, details, { kind: 'title', text: w('summary') }, summary, kv(w('result'), resText), ...defectTable, ...(urgent ? [para(say('remedy'))] : []), para(say('next')), certBlock, feeBlock, signs, { kind: 'lines', lines: [firmLine] }];
  }
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const inspectionReports: Family = { name: 'inspection-report', kind: 'report', split: 'calibration', formats: ['pdf', 'docx', 'txt', 'html'], make };
