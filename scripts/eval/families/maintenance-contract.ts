/**
 * Training family: service and maintenance contracts for lifts, boilers, air conditioning,
 * IT equipment and fire alarm systems, in UK, US, DE and FR wording. The service company
 * (often on the letterhead) and the customer in either order (label blocks, a parties
 * sentence or a two-column table), a contract number beside a site reference and a customer
 * account number, the site address beside both parties' own addresses, a start date with an
 * end date, a term ("three (3) years") or both, planned visits per year, response times by
 * priority (emergency beside routine, as a table, lines or prose), an equipment schedule
 * (item, make and model, serial number, year installed), the annual fee with how often it is
 * invoiced and the instalment, out-of-hours rates, a price review capped at a percentage
 * beside late-payment interest and VAT, the termination notice, and one field never stated.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import { renderText, type Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';
import { durationIn, spell } from './statement-of-work.ts';
import { fill, LAWS, pctOf, r2, shuffle } from './venue-hire.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Maintenance Agreement|Service and Maintenance Contract|Planned Maintenance Agreement', 'Service Agreement|Preventive Maintenance Contract|Maintenance Service Agreement', 'Wartungsvertrag|Service- und Wartungsvertrag|Instandhaltungsvertrag', 'Contrat de maintenance|Contrat d’entretien|Contrat de maintenance préventive'],
  co: ['Contractor|Service provider|Maintenance contractor', 'Service Provider|Contractor|Vendor', 'Auftragnehmer|Wartungsfirma|Dienstleister', 'Prestataire|Le prestataire|Société de maintenance'], cust: ['Customer|Client|Building owner', 'Customer|Client|Owner', 'Auftraggeber|Kunde', 'Client|Le client|Maître d’ouvrage'],
  no: ['Contract no.|Agreement number|Contract ref.', 'Contract #|Agreement No.|Contract number', 'Vertragsnummer|Vertrags-Nr.', 'N° de contrat|Contrat n°|Référence contrat'], site: ['Site ref.|Site no.|Site code', 'Site ID|Location #|Site number', 'Objekt-Nr.|Anlagenstandort-Nr.|Objektnummer', 'Réf. site|N° de site|Code site'],
  acct: ['Customer account no.|Account number|Your account', 'Account #|Customer No.|Customer ID', 'Kundennummer|Kunden-Nr.|Debitor', 'N° client|Compte client|Code client'], made: ['Date of agreement|Dated|Signed on', 'Effective as of|Agreement date|Dated', 'Datum|Vertragsdatum|Ausgestellt am', 'Date du contrat|Fait le|Établi le'],
  addr: ['Site address|Installation address|Premises', 'Service location|Site address|Equipment location', 'Anlagenstandort|Objektanschrift|Standort', 'Adresse du site|Lieu d’intervention|Site'], start: ['Start date|Commencement date|Contract start', 'Start date|Commencement date|Effective date', 'Vertragsbeginn|Beginn|Laufzeit ab', 'Date de prise d’effet|Début du contrat|Date de début'],
  end: ['End date|Expiry date|Contract end', 'End date|Expiration date|Term ends', 'Vertragsende|Laufzeit bis|Ende', 'Date d’échéance|Fin du contrat|Date de fin'], term: ['Initial term|Contract period|Duration', 'Term|Initial term|Contract term', 'Laufzeit|Mindestlaufzeit|Vertragsdauer', 'Durée|Durée initiale|Durée du contrat'],
  visits: ['Planned visits per year|Service visits p.a.|Routine visits per year', 'PM visits per year|Scheduled visits per year|Inspections per year', 'Wartungen pro Jahr|Wartungsbesuche jährlich|Inspektionen/Jahr', 'Visites préventives par an|Nombre de visites annuelles|Visites par an'], prio: ['Priority|Call category', 'Priority|Call type', 'Priorität|Störungsart', 'Priorité|Type d’appel'], resp: ['Response time|Attendance within', 'Response time|On site within', 'Reaktionszeit|Vor Ort innerhalb', 'Délai d’intervention|Sur site sous'],
  emerg: ['Emergency|Emergency (P1)|Urgent – 24/7', 'Emergency|Priority 1|Critical', 'Notfall|Störung Prio 1|Notdienst', 'Urgence|Priorité 1|Dépannage urgent'], routine: ['Non-urgent|Routine fault|Priority 2', 'Non-emergency|Standard|Priority 2', 'Normale Störung|Prio 2|Standard', 'Non urgent|Priorité 2|Standard'],
  item: ['Equipment|Item / location|Asset', 'Equipment|Asset|Unit', 'Anlage|Gerät|Bezeichnung', 'Équipement|Désignation|Matériel'], model: ['Make / model|Manufacturer & model|Model', 'Make/Model|Model|Manufacturer / model', 'Hersteller / Typ|Fabrikat / Typ|Typ', 'Marque / modèle|Modèle|Fabricant / type'],
  serial: ['Serial no.|Serial number|S/N', 'Serial #|Serial No.|S/N', 'Seriennummer|Fabriknummer|Serien-Nr.', 'N° de série|Numéro de série|N° série'], year: ['Installed|Year installed|Year', 'Year installed|Installed', 'Baujahr|Inbetriebnahme', 'Année|Mise en service|Année d’installation'],
  sched: ['Schedule 1 – Equipment covered|Equipment schedule|Covered equipment', 'Exhibit A – Covered Equipment|Equipment list|Schedule of equipment', 'Anlage 1 – Wartungsumfang|Anlagenverzeichnis|Geräteliste', 'Annexe 1 – Liste des équipements|Équipements couverts|Inventaire du matériel'],
  fee: ['Annual contract price|Annual charge|Annual maintenance fee', 'Annual fee|Annual contract value|Yearly service fee', 'Jährliche Wartungspauschale|Jahrespauschale|Wartungsentgelt p. a.', 'Redevance annuelle|Prix annuel du contrat|Forfait annuel'], freq: ['Invoiced|Payment frequency|Billing', 'Billing frequency|Payment schedule|Billed', 'Zahlungsweise|Abrechnung|Fälligkeit', 'Facturation|Périodicité de paiement|Échéancier'],
  inst: ['Instalment|Amount per invoice|Each instalment', 'Installment amount|Per invoice|Payment amount', 'Rate|Betrag je Rate|Teilbetrag', 'Montant par échéance|Échéance|Montant facturé'], ooh: ['Out-of-hours labour rate|Call-out rate (evenings/weekends)|Additional hours', 'After-hours labor rate|Overtime rate|Emergency labor rate', 'Stundensatz außerhalb der Arbeitszeit|Notdienstpauschale|Zuschlag Nacht/Wochenende', 'Taux horaire hors heures ouvrées|Intervention hors horaires|Taux astreinte'],
  sign: ['Signed for the Contractor|For the Contractor|Signed on behalf of the Contractor', 'For the Service Provider|By (Service Provider)|Authorized signature', 'Für den Auftragnehmer|Unterschrift Auftragnehmer', 'Pour le prestataire|Signature du prestataire'], signC: ['Signed for the Customer|For the Customer', 'For the Customer|By (Customer)', 'Für den Auftraggeber|Unterschrift Auftraggeber', 'Pour le client|Bon pour accord, le client'],
};
/** Kinds of equipment: the contract's word per language, service companies per locale, items [en, de, fr, models], visits, emergency hours. */
const KINDS: Array<{ eq: [string, string, string]; cos: [string, string, string, string]; items: Array<[string, string, string, string]>; visits: number[]; hours: number[] }> = [
  { eq: ['lifts and lifting equipment', 'Aufzugsanlagen', 'ascenseurs'], cos: ['Northern Lift Services Ltd|Apex Elevators Ltd', 'Summit Elevator Co.|Liberty Lift Service LLC', 'Aufzugstechnik Brenner GmbH|LiftService Nord GmbH', 'Ascenseurs Delorme SAS|Élévation Services SARL'], visits: [4, 6, 12], hours: [1, 2, 4],
    items: [['Passenger lift 1', 'Personenaufzug 1', 'Ascenseur 1', 'KONE MonoSpace 500|Schindler 3300|Otis Gen2 Life'], ['Passenger lift 2', 'Personenaufzug 2', 'Ascenseur 2', 'KONE MonoSpace 500|Schindler 3300|Otis Gen2 Life'], ['Goods lift', 'Lastenaufzug', 'Monte-charge', 'Schindler 2600 Cargo|Stannah SG1000'], ['Platform lift (reception)', 'Plattformlift (Empfang)', 'Élévateur PMR (accueil)', 'Stannah Midilift SL|Gartec GPL6000|Aritco 6000']] },
  { eq: ['boilers and heating plant', 'Heizungsanlagen', 'chaudières et installations de chauffage'], cos: ['Warmline Heating Services Ltd|Gascraft Engineering Ltd', 'Comfort Mechanical Inc.|Blue Flame Boiler Service LLC', 'Heiztechnik Sommer GmbH|Wärmeservice Albrecht KG', 'Thermique Services SARL|Chauffage Girard & Fils'], visits: [1, 2], hours: [4, 6, 8],
    items: [['Boiler 1 (plant room)', 'Heizkessel 1 (Heizraum)', 'Chaudière 1 (chaufferie)', 'Ideal Evomax 2 80|Viessmann Vitodens 200-W|Buderus Logamax plus GB162|Hamworthy Wessex ModuMax'], ['Boiler 2 (plant room)', 'Heizkessel 2 (Heizraum)', 'Chaudière 2 (chaufferie)', 'Ideal Evomax 2 80|Viessmann Vitodens 200-W|Buderus Logamax plus GB162|Hamworthy Wessex ModuMax'], ['Hot water cylinder', 'Warmwasserspeicher', 'Ballon d’eau chaude', 'Andrews MAXXflo EVO|Viessmann Vitocell 100-V|Stiebel Eltron SHO AC 80'], ['Pressurisation unit', 'Druckhaltestation', 'Groupe de maintien de pression', 'Reflex Reflexomat|Flamco Flexcon PA|Grundfos MPC-E']] },
  { eq: ['air conditioning and ventilation systems', 'Klima- und Lüftungsanlagen', 'installations de climatisation et de ventilation'], cos: ['Coolair Building Services Ltd|Airflow HVAC Ltd', 'Polar Air Mechanical LLC|Metro HVAC Services Inc.', 'Klimatechnik Wendt GmbH|Lufttechnik Krämer GmbH', 'Clim’Air Services SAS|Aéro Confort SARL'], visits: [2, 4], hours: [4, 8, 24],
    items: [['Rooftop unit RTU-1', 'Dachzentrale RLT-1', 'Centrale de toiture CTA-1', 'Trane Voyager|Carrier 50XC|Lennox e-Baltic'], ['Air handling unit AHU-2', 'Lüftungsgerät RLT-2', 'Centrale de traitement d’air CTA-2', 'Systemair Topvex TR09|Swegon Gold RX 12'], ['Split unit – server room', 'Split-Klimagerät Serverraum', 'Split salle serveur', 'Mitsubishi Electric PUZ-ZM100|Daikin FTXM35R|Fujitsu ASYG12KMTB'], ['VRF outdoor unit', 'VRF-Außeneinheit', 'Unité extérieure DRV', 'Daikin RXYQ12U|Mitsubishi Electric PUHY-P250|Toshiba MMY-MAP1406']] },
  { eq: ['IT and office equipment', 'IT-Systeme und Bürogeräte', 'équipements informatiques et bureautiques'], cos: ['Bluegate IT Support Ltd|Copyline Systems Ltd', 'Keystone Tech Services LLC|OfficeCare Solutions Inc.', 'Datenwerk Systemhaus GmbH|Bürotechnik Lenz GmbH', 'Infogérance Martin SAS|Bureautique Vallet SARL'], visits: [4, 12], hours: [2, 4, 8],
    items: [['Multifunction printer (2nd floor)', 'Multifunktionsdrucker (2. OG)', 'Copieur multifonction (2e étage)', 'Canon imageRUNNER ADVANCE C5840i|HP LaserJet Enterprise M611|Ricoh IM C3000'], ['Core switch', 'Core-Switch', 'Switch cœur de réseau', 'Cisco Catalyst 9300-48P|HPE Aruba 6300M|Juniper EX4400'], ['File server', 'Dateiserver', 'Serveur de fichiers', 'Dell PowerEdge R650|HPE ProLiant DL380 Gen10|Lenovo ThinkSystem SR650'], ['UPS (comms room)', 'USV (Technikraum)', 'Onduleur (local technique)', 'APC Smart-UPS SRT 3000|Eaton 9PX 3000'], ['Firewall', 'Firewall', 'Pare-feu', 'Fortinet FortiGate 100F|Sophos XGS 2100|Palo Alto PA-440']] },
  { eq: ['fire detection and alarm systems', 'Brandmeldeanlagen', 'systèmes de détection et d’alarme incendie'], cos: ['Guardian Fire Protection Ltd|Beacon Fire & Security Ltd', 'Sentinel Fire Systems Inc.|Redline Fire Alarm Co.', 'Brandschutz Keller GmbH|Sicherheitstechnik Vogt GmbH', 'Protection Incendie Rivière SAS|Sécurité Feu Lambert SARL'], visits: [2, 4], hours: [4, 8, 24],
    items: [['Fire alarm control panel', 'Brandmelderzentrale', 'Centrale incendie', 'Advanced MxPro 5|Kentec Syncro AS|Gent Vigilon|Notifier ID3000|Esser IQ8Control'], ['Repeater panel (reception)', 'Feuerwehr-Anzeigetableau', 'Tableau répétiteur (accueil)', 'Kentec Syncro View|Advanced MxPro 5 Repeater'], ['Emergency lighting central battery', 'Sicherheitsbeleuchtung Zentralbatterie', 'Bloc central d’éclairage de sécurité', 'Ceag ZB-S|Cooper CGLine+|Inotec CPS 220'], ['Smoke vent controller', 'RWA-Steuerzentrale', 'Coffret de désenfumage', 'Colt Firecontrol|SE Controls OS2|D+H RZN 4408']] },
];
const CUSTOMERS = ['Harrowgate Housing Association|St Aidan’s Academy Trust|Pennine House Hotel Ltd|Wrenfield Business Park Management Ltd', 'Oakridge Property Management LLC|Cedar Falls School District|Lakeside Medical Plaza Inc.|Bayview Apartments HOA', 'Wohnungsbaugenossenschaft Lindenhof eG|Hotel am Stadtpark GmbH|Praxisklinik Nordstadt MVZ GmbH|Gymnasium am Wall (Stadt Lüneburg)', 'Résidence Les Tilleuls (syndic Foncia Est)|Clinique du Parc SAS|Hôtel Bellevue SARL|Collège Jean Moulin'];
/** Addresses [street, town, postcode] per locale. */
const PLACES: Array<Array<[string, string, string]>> = [
  [['Unit 4, Calder Way', 'Wakefield', 'WF2 7AW'], ['28 Mill Street', 'Macclesfield', 'SK11 6NN'], ['Pennine House, Station Road', 'Skipton', 'BD23 1ER'], ['41 Queen’s Drive', 'Swindon', 'SN3 1AR'], ['The Old Foundry, Canal Wharf', 'Leeds', 'LS11 5PS']],
  [['1200 Commerce Blvd, Suite 4', 'Dayton, OH', '45402'], ['88 Lakeview Terrace', 'Madison, WI', '53703'], ['455 Harbor Drive', 'Norfolk, VA', '23510'], ['3100 W Colfax Ave', 'Denver, CO', '80204'], ['17 Elm Street', 'Burlington, VT', '05401']],
  [['Industriestraße 12', 'Bielefeld', '33609'], ['Am Stadtpark 3', 'Lüneburg', '21335'], ['Lindenallee 40', 'Kassel', '34117'], ['Hafenweg 7', 'Bremen', '28217'], ['Bahnhofstraße 19', 'Regensburg', '93047']],
  [['12 rue de l’Industrie', 'Villeurbanne', '69100'], ['5 avenue du Parc', 'Rennes', '35000'], ['ZA des Forges, lot 9', 'Besançon', '25000'], ['48 boulevard Gambetta', 'Limoges', '87000'], ['3 place de la République', 'Angers', '49100']],
];
const PEOPLE = ['Gareth Pryce|Helen Oduya|Neil Brannigan|Sarah Whitcombe|Tom Ellery', 'Dana Whitaker|Marcus Fiore|Lisa Cheng|Robert Quinlan|Tanya Ruiz', 'Jens Hartmann|Silke Brandes|Volker Ritter|Nadine Kühn|Oliver Stamm', 'Sébastien Garnier|Claire Vasseur|Hugo Renard|Nadia Benali|Pascal Thiery'];
const FREQ_OPTS = [['Monthly', 'Quarterly', 'Six-monthly', 'Annually'], ['Every month', 'Every quarter', 'Twice a year', 'Once a year'], ['Monthly in advance', 'Quarterly in advance', 'Half-yearly', 'Annually in advance']];
const FREQ: Array<[number, string, string, string, string]> = [[12, 'monthly|by monthly direct debit', 'monthly|monthly by ACH', 'monatlich|monatlich im Voraus', 'mensuellement|par prélèvement mensuel'], [4, 'quarterly in advance|quarterly', 'quarterly|quarterly in advance', 'vierteljährlich im Voraus|quartalsweise', 'trimestriellement|par trimestre à échoir'], [2, 'six-monthly in advance|half-yearly', 'semi-annually|twice yearly', 'halbjährlich im Voraus|halbjährlich', 'semestriellement|par semestre'], [1, 'annually in advance|in one annual payment', 'annually in advance|in one annual installment', 'jährlich im Voraus|einmal jährlich', 'annuellement|en une seule échéance annuelle']];
/** Sentences per language (English, German, French); {names} are filled in. */
const T: Record<string, [string[], string[], string[]]> = {
  parties: [['This agreement is made on {made} between {a} and {b}.', 'THIS SERVICE AGREEMENT dated {made} is made between {a} and {b}.'], ['Zwischen {a} und {b} wird am {made} folgender Wartungsvertrag geschlossen.'], ['Le présent contrat est conclu le {made} entre {a} et {b}.']],
  defCo: [['{co} ("the {coL}")', '{co}, hereinafter "the {coL}"'], ['{co} (nachfolgend „Auftragnehmer“)'], ['{co}, ci-après « le Prestataire »']], defCu: [['{cu} ("the {cuL}")', '{cu}, hereinafter "the {cuL}"'], ['{cu} (nachfolgend „Auftraggeber“)'], ['{cu}, ci-après « le Client »']],
  scope: [['The {coL} shall service and maintain the {eq} listed in the equipment schedule at the site, in accordance with the manufacturers’ recommendations.', 'The {coL} will keep the {eq} listed in the equipment schedule in safe working order.'], ['Der Auftragnehmer übernimmt die Wartung und Inspektion der nachstehend aufgeführten {eq} am genannten Standort.'], ['Le Prestataire assure l’entretien et la maintenance préventive des {eq} figurant en annexe sur le site désigné au présent contrat.']],
  term: [['This agreement starts on {start} and runs for {term}.', 'The agreement commences on {start} for an initial term of {term}, and continues thereafter until terminated.'], ['Der Vertrag beginnt am {start} und hat eine Laufzeit von {term}.', 'Vertragsbeginn ist der {start}; die Mindestlaufzeit beträgt {termN}.'], ['Le contrat prend effet le {start} pour une durée de {term}.', 'Le présent contrat est conclu pour une durée initiale de {term} à compter du {start}.']],
  both: [['The contract runs for {term}, from {start} to {end}.', 'Term: {term} commencing {start} and expiring on {end}.'], ['Die Laufzeit beträgt {termN} vom {start} bis zum {end}.'], ['Le contrat est conclu pour {term}, du {start} au {end}.']],
  dates: [['The agreement commences on {start} and expires on {end}.', 'Service under this contract begins on {start} and ends on {end}.'], ['Der Vertrag läuft vom {start} bis zum {end}.'], ['Le contrat court du {start} au {end}.']],
  visits: [['The {coL} will carry out {v} planned maintenance {vn} per year at dates agreed with the {cuL}.', 'Preventive maintenance: {v} {vn} per year, each with a written service report.'], ['Der Auftragnehmer führt {v} planmäßige {vn} pro Jahr durch und übergibt jeweils ein Prüfprotokoll.'], ['Le Prestataire effectue {v} {vn} de maintenance préventive par an, chacune suivie d’un rapport d’intervention.']],
  resp: [['In an emergency an engineer will attend within {h} hours of the call, 24 hours a day; other faults will be attended within {h2} hours during normal working hours.', 'Emergency call-outs: on site within {h} hours (24/7). Non-urgent faults: within {h2} working hours.'], ['Bei Notfällen ist ein Techniker innerhalb von {h} Stunden vor Ort (24/7); sonstige Störungen werden innerhalb von {h2} Stunden werktags bearbeitet.'], ['En cas d’urgence, un technicien intervient sur site dans un délai de {h} heures, 24 h/24 ; les autres pannes sont traitées sous {h2} heures ouvrées.']],
  pay: [['The annual contract price of {fee} is invoiced {freq}.', 'The {cuL} shall pay {fee} per year, invoiced {freq}. Invoices are payable within 30 days.'], ['Die Jahrespauschale von {fee} zzgl. {vat} MwSt. wird {freq} in Rechnung gestellt.'], ['La redevance annuelle de {fee} HT est facturée {freq}.']],
  review: [['The contract price may be reviewed on each anniversary of the start date; any increase shall not exceed {cap} or the annual rise in CPI, whichever is lower.', 'Prices are fixed for the first year and may then be increased once a year by no more than {cap}.'], ['Eine Preisanpassung ist einmal jährlich zum Vertragsjahrestag möglich; die Erhöhung darf {cap} nicht übersteigen.', 'Die Pauschale kann jährlich angepasst werden, höchstens jedoch um {cap}.'], ['Le prix est révisable chaque année à la date anniversaire du contrat, dans la limite de {cap} par an.', 'La redevance pourra être révisée annuellement ; la hausse ne pourra excéder {cap}.']],
  late: [['Interest on late payments is charged at {late} per annum.', 'Overdue sums bear interest at {late} a year.'], ['Verzugszinsen: {late} p. a.'], ['Tout retard de paiement entraîne des pénalités au taux de {late} l’an.']],
  notice: [['Either party may terminate this agreement by giving the other written notice of {notice}.', 'After the initial term, the agreement may be ended by either party with a notice period of {notice}.'], ['Der Vertrag kann von beiden Seiten mit einer Frist von {notice} schriftlich gekündigt werden.', 'Kündigungsfrist: {noticeN} zum Ende der Laufzeit.'], ['Chaque partie peut résilier le contrat moyennant un préavis de {notice} par lettre recommandée.']],
  law: [['This agreement is governed by {law}.'], ['Es gilt {law}.'], ['Le présent contrat est régi par le {law}.']],
};
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['url', [['website', 'web address of the service company'], ['contractor_site', '']]], ['id_alphanumeric', [['insurance_policy_no', 'public liability insurance policy number'], ['policy_number', '']]], ['date', [['last_inspection', 'date of the last statutory inspection'], ['previous_service_date', '']]], ['percentage', [['parts_discount', 'discount on spare parts'], ['discount_on_parts', '']]]];

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const [loc, lang] = [LOCALES[li], [0, 0, 1, 2][li]];
  const L = (['en', 'en', 'de', 'fr'] as const)[li];
  const w = (key: string) => pick(r, W[key][li].split('|'));
  const alt = (s: string) => pick(r, s.split('|'));
  const say = (key: string, c: Record<string, string | number>) => fill(pick(r, T[key][lang]), c);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const byCode = chance(r, 0.2);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const pc = (p: number) => pctOf(li, p);
  const k = pick(r, KINDS);
  const co = alt(k.cos[li]);
  const cu = alt(CUSTOMERS[li]);
  const [coAddr, cuAddr, siteAddr] = shuffle(r, PLACES[li]);
  const addr = ([st, town, post]: [string, string, string]) => (li >= 2 ? [st, `${post} ${town}`] : li === 1 ? [st, `${town} ${post}`] : chance(r, 0.6) ? [st, town, post] : [st, `${town} ${post}`]);
  const siteName = pick(r, [['Main building', 'Main building', 'Hauptgebäude', 'Bâtiment principal'][li], ['Block A', 'Building A', 'Haus A', 'Bâtiment A'][li], cu.replace(/ (Ltd|LLC|Inc\.|GmbH|SAS|SARL|eG)$/, '')]);
  const start = randomDate(r, 2017, 2025);
  const made = addDays(start, -int(r, 5, 45));
  const years = pick(r, [1, 2, 3, 3, 5]);
  const months = years === 1 && chance(r, 0.4) ? 12 : 0;
  const end = addDays(new Date(Date.UTC(start.getUTCFullYear() + years, start.getUTCMonth(), start.getUTCDate())), -1);
  const term = months ? spell(r, L, 12, 'month') : spell(r, L, years, 'year');
  const termStyle = pick(r, ['term', 'dates', 'both'] as const);
  const yr = made.getUTCFullYear();
  const contractNo = pick(r, [`MC-${yr}-${pad(int(r, 1, 99))}${int(r, 10, 99)}`, `SC/${yr % 100}/${int(r, 1000, 9999)}`, `${pick(r, ['WV', 'CM', 'PM'])}${int(r, 100000, 999999)}`]);
  const siteRef = pick(r, [`SITE-${int(r, 1000, 9999)}`, `S/${int(r, 100, 9999)}`, `${pick(r, ['LOC', 'OBJ', 'ST'])}-${int(r, 100, 999)}`]);
  const acct = pick(r, [`ACC-${int(r, 10000, 99999)}`, `${int(r, 100000, 999999)}`, `C${int(r, 1000, 9999)}-${pick(r, ['A', 'B', 'K'])}`]);
  const visits = pick(r, k.visits);
  const [hEm, hRt] = [pick(r, k.hours), pick(r, [24, 48, 72])];
  const freqAt = int(r, 0, 3);
  const [perYear, fText] = [FREQ[freqAt][0], alt(FREQ[freqAt][li + 1] as string)];
  const fee = int(r, 12, 400) * 30;
  const inst = r2(fee / perYear);
  const ooh = int(r, 12, 30) * 5;
  const cap = pick(r, [2.5, 3, 3.5, 4, 5, 6]);
  const late = pick(r, [[8, 4], [1.5, 1], [9, 5], [10, 12]][li]);
  const vat = [20, 0, 19, 20][li];
  const [noticeN, noticeU] = pick(r, [[1, 'month'], [3, 'month'], [6, 'month'], [90, 'day'], [30, 'day']] as Array<[number, string]>);
  const notice = spell(r, L, noticeN, noticeU);
  const nom = (s: string) => (L === 'de' ? s.replace(/(Jahr|Monat|Tag)en$/, '$1e').replace(/^einem /, 'ein ') : s);
  const items = shuffle(r, k.items).slice(0, int(r, 2, 4)).map((it) => ({ en: it[0], name: it[lang], model: alt(it[3]), serial: pick(r, [`${pick(r, ['SN', 'S', 'K'])}${int(r, 1000000, 9999999)}`, `${int(r, 10, 99)}-${int(r, 100000, 999999)}`, `${pick(r, ['AX', 'QT', 'ML', 'ZR'])}${int(r, 100, 999)}${pick(r, ['B', 'F', 'K'])}${int(r, 1000, 9999)}`]), year: int(r, 2005, start.getUTCFullYear()) }));
  const target = pick(r, items);
  const slug = target.en.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
  const [coL, cuL] = [alt('Contractor|Service Provider|Company'), alt('Customer|Client')];
  const law = pick(r, LAWS[li]);
  const c: Record<string, string | number> = { made: date(made), co, cu, coL, cuL, eq: k.eq[lang], start: date(start), end: date(end), term, termN: nom(term), v: visits, vn: [['visit', 'visits'], ['Wartung', 'Wartungen'], ['visite', 'visites']][lang][visits === 1 ? 0 : 1], h: hEm, h2: hRt, fee: money(fee), freq: fText, vat: pc(vat), cap: pc(cap), late: pc(late), notice, noticeN: nom(notice), law: law[0] };
  const [fOpts] = [pick(r, FREQ_OPTS)];

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['service_company', 'company that carries out the maintenance'], ['contractor', ''], ['maintenance_provider', 'who services the equipment, not the customer']], co),
    () => ask.field('text', [['customer', 'organisation the equipment is maintained for'], ['client_name', ''], ['site_owner', 'who pays for the maintenance']], cu),
    () => { const p = int(r, 0, 3); p < 2 ? ask.field('id_alphanumeric', [['contract_number', 'number of this maintenance contract'], ['agreement_id', ''], ['contract_ref', 'contract reference, not the site or account number']], contractNo) : p === 2 ? ask.field('id_alphanumeric', [['site_reference', 'reference of the site or location'], ['site_id', '']], siteRef) : ask.field('id_alphanumeric', [['account_number', "customer's account number with the contractor"], ['customer_no', '']], acct); },
    () => chance(r, 0.5) ? ask.field('text', [['site_postcode', 'postcode / zip of the site being serviced'], ['installation_zip', ''], ['postal_code_of_site', 'postcode where the equipment is installed']], siteAddr[2]) : ask.field('text', [['site_town', 'town or city of the serviced site'], ['installation_city', ''], ['location_town', 'where the equipment is, town only']], siteAddr[1].replace(/, [A-Z]{2}$/, '')),
    () => ask.field('date', [['start_date', 'when the contract begins'], ['commencement_date', ''], ['service_from', 'first day of cover']], isoOf(start)),
    () => termStyle === 'dates' || (termStyle === 'both' && chance(r, 0.5))
      ? ask.field('date', [['end_date', 'when the contract expires'], ['expiry', ''], ['cover_until', 'last day of the contract']], isoOf(end))
      : (ask.compare[ask.field('text', [['contract_term', 'how long the contract runs'], ['duration', ''], ['initial_period', 'length of the initial term']], term)] = (v) => durationIn(v) === durationIn(term)),
    () => ask.field('number', [['visits_per_year', 'number of planned service visits each year'], ['annual_visits', ''], ['maintenance_visits', 'how many routine visits a year']], visits),
    () => ask.field('number', [['emergency_response_hours', 'hours within which an engineer attends an emergency'], ['urgent_response_time', 'emergency call-out response (hours)'], ['p1_response', '']], hEm),
    () => ask.field('currency', [['annual_fee', 'yearly contract price'], ['yearly_cost', ''], ['contract_value_per_year', 'what the customer pays per year, not per instalment']], fee),
    () => ask.field('single_select', [['payment_frequency', 'how often the fee is invoiced'], ['billing_cycle', ''], ['invoice_interval', 'how often the customer pays']], fOpts[freqAt], fOpts),
    () => ask.field('percentage', [['price_increase_cap', 'maximum yearly price rise'], ['max_uplift', ''], ['review_cap', 'limit on the annual price review']], cap),
    () => chance(r, 0.5) ? ask.field('id_alphanumeric', [[`${slug}_serial`, `serial number of the ${target.en}`], ['serial_number', `S/N of ${target.en}`]], target.serial) : ask.field('text', [['model', `make and model of the ${target.en}`], [`${slug}_model`, `model of ${target.en}`]], target.model),
    () => { ask.compare[ask.field('text', [['termination_notice', 'notice needed to end the contract'], ['notice_period', ''], ['cancellation_notice', 'how much notice to terminate']], notice)] = (v) => durationIn(v) === durationIn(notice); },
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 10, 12)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER);
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const [coLines, cuLines] = [[co, ...addr(coAddr)], [cu, ...addr(cuAddr)]];
  const coFirst = chance(r, 0.6);
  const letterhead = chance(r, 0.5);
  const partyStyle = int(r, 0, 2);
  const parties: Block[] = partyStyle === 0
    ? (coFirst ? [[w('co'), coLines], [w('cust'), cuLines]] : [[w('cust'), cuLines], [w('co'), coLines]]).flatMap(([l, ls]): Block[] => [{ kind: 'kv', label: l as string, value: '', above: true }, { kind: 'lines', lines: ls as string[] }])
    : partyStyle === 1
      ? [para(say('parties', { ...c, a: coFirst ? say('defCo', c) : say('defCu', c), b: coFirst ? say('defCu', c) : say('defCo', c) })), ...(letterhead ? [] : [{ kind: 'lines' as const, lines: coLines }]), { kind: 'lines', lines: cuLines }]
      : [{ kind: 'table', header: coFirst ? [w('co'), w('cust')] : [w('cust'), w('co')], rows: Array.from({ length: Math.max(coLines.length, cuLines.length) }, (_, i) => coFirst ? [coLines[i] ?? '', cuLines[i] ?? ''] : [cuLines[i] ?? '', coLines[i] ?? '']) }];
  const ids = shuffle(r, [kv(w('no'), contractNo), kv(w('site'), siteRef), kv(w('acct'), acct)]);
  const head: Block[] = [...(letterhead ? [{ kind: 'title' as const, text: co }, { kind: 'lines' as const, lines: addr(coAddr).concat(chance(r, 0.5) ? [[`Tel 0113 496 0${int(r, 100, 999)}`, `Tel (555) 201-${int(r, 1000, 9999)}`, `Tel. 0521 98 76 ${int(r, 100, 999)}`, `Tél. 02 41 88 ${int(r, 10, 99)} ${int(r, 10, 99)}`][li]] : []) }] : []), { kind: 'title', text: w('title') }, ...ids.slice(0, 2), ...(partyStyle !== 1 ? [kv(w('made'), date(made))] : [])];
  const site: Block[] = [{ kind: 'kv', label: w('addr'), value: '', above: true }, { kind: 'lines', lines: [siteName, ...addr(siteAddr)] }, ids[2]];
  const termBlocks: Block[] = chance(r, 0.5) ? [para(say(termStyle, c))] : [kv(w('start'), date(start)), ...(termStyle !== 'dates' ? [kv(w('term'), nom(term))] : []), ...(termStyle !== 'term' ? [kv(w('end'), date(end))] : [])];
  const hrs = (h: number) => [`${h} hours`, `${h} hours`, `${h} Stunden`, `${h} heures`][li];
  const respL = w('resp');
  const service: Block[] = pick(r, [
    [para(say('scope', c)), para(say('visits', c)), para(say('resp', c))],
    [para(say('scope', c)), kv(w('visits'), String(visits)), { kind: 'table', header: [w('prio'), respL], rows: [[w('emerg'), hrs(hEm)], [w('routine'), hrs(hRt)]] }],
    [kv(w('visits'), String(visits)), kv(`${respL} – ${w('emerg')}`, hrs(hEm)), kv(`${respL} – ${w('routine')}`, hrs(hRt)), para(say('scope', c))],
  ]);
  const equip: Block[] = [{ kind: 'title', text: w('sched') }, { kind: 'table', header: [w('item'), w('model'), w('serial'), w('year')], rows: items.map((i) => [i.name, i.model, i.serial, String(i.year)]) }];
  const charges: Block[] = chance(r, 0.5)
    ? [kv(w('fee'), `${money(fee)}${[' + VAT', '', ` zzgl. ${pc(vat)} MwSt.`, ' HT'][li]}`), kv(w('freq'), fText), ...(perYear > 1 ? [kv(w('inst'), money(inst))] : []), kv(w('ooh'), `${money(ooh)}${[' per hour', '/hour', ' je Stunde', ' / heure'][li]}`)]
    : [para(`${say('pay', c)}${perYear > 1 ? ` ${[`Each instalment is ${money(inst)}.`, `Each installment is ${money(inst)}.`, `Die Rate beträgt ${money(inst)}.`, `Chaque échéance s’élève à ${money(inst)}.`][li]}` : ''}`), para([`Work outside normal hours is charged at ${money(ooh)} per hour.`, `After-hours labor is billed at ${money(ooh)} per hour.`, `Arbeiten außerhalb der Regelarbeitszeit werden mit ${money(ooh)} je Stunde berechnet.`, `Les interventions hors heures ouvrées sont facturées ${money(ooh)} de l’heure.`][li])];
  const clauses = [say('review', c), say('late', c), say('notice', c), ...(chance(r, 0.6) ? [say('law', c)] : [])];
  const numbered = chance(r, 0.6);
  const terms: Block[] = [{ kind: 'title', text: [['Terms', 'General conditions'], ['Terms', 'General Terms'], ['Vertragsbedingungen', 'Allgemeine Bestimmungen'], ['Conditions générales', 'Clauses du contrat']][li][int(r, 0, 1)] }, ...clauses.map((t, i) => para(numbered ? `${i + 1}. ${t}` : t))];
  const [p1, p2] = shuffle(r, PEOPLE[li].split('|'));
  const signs: Block = { kind: 'lines', lines: [`${w('sign')}: ${p1}`, `${w('signC')}: ${p2}`, `${W.made[li].split('|')[0]}: ${date(made)}`] };
  const blocks: Block[] = [...head, ...parties, ...site, ...termBlocks, ...(chance(r, 0.5) ? [...service, ...equip] : [...equip, ...service]), ...charges, ...terms, signs];
  const text = renderText(blocks);
  for (const [name, g] of Object.entries(ask.gold)) if ((g === term || g === notice) && !text.includes(g)) ask.gold[name] = nom(g); // a German label line writes the nominative
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const maintenanceContracts: Family = { name: 'maintenance-contract', kind: 'contract', split: 'train', formats: ['pdf', 'html', 'docx', 'txt'], make };
