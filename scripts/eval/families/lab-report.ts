/**
 * Calibration family: laboratory test reports — medical (blood chemistry and counts), drinking-water
 * and soil analyses — in UK, US, DE and FR styles and wording. The laboratory heads the report with
 * its address and an accreditation number (a header line, a label or a footnote); the patient (date
 * of birth, hospital number, requesting doctor, a doctor copied in) or the client (address block,
 * contact) follows; a sample id beside a report number and an order or requisition number (label
 * lines or a one-row table); the dates sampled, received and reported (label lines, a table or a
 * sentence, sometimes a printed date too); a results table (analyte, result, unit, reference range or
 * limit, an H/L flag; sometimes the previous result or the method) or result lines; a comment; the
 * authorising scientist's signature beside another person who analysed or sampled.
 */
import { addDays, fmtDate, fmtNumber, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

/** Label words per locale (UK, US, DE, FR); alternatives split by '|'. A trailing 0/1/2 is per kind of report (medical, water, soil). */
const W: Record<string, [string, string, string, string]> = {
  title0: ['Laboratory Report|Pathology Report|Clinical Biochemistry and Haematology Report', 'Laboratory Report|Lab Results|Clinical Laboratory Report', 'Laborbefund|Befundbericht|Laborbericht', "Compte rendu d'analyses|Résultats d'examens biologiques|Compte rendu de biologie médicale"],
  title1: ['Water Analysis Report|Certificate of Analysis – Drinking Water|Water Quality Test Report', 'Water Quality Report|Certificate of Analysis|Drinking Water Test Report', 'Prüfbericht Trinkwasser|Trinkwasseranalyse|Prüfbericht Wasseruntersuchung', "Rapport d'analyse d'eau|Bulletin d'analyse – Eau destinée à la consommation|Rapport d'essai – Qualité de l'eau"],
  title2: ['Soil Analysis Report|Certificate of Analysis – Soil|Soil Test Report', 'Soil Test Report|Soil Analysis Report|Certificate of Analysis', 'Prüfbericht Bodenuntersuchung|Bodenanalyse|Untersuchungsbericht Boden', "Rapport d'analyse de terre|Bulletin d'analyse de sol|Rapport d'essai – Sol"],
  who: ['Patient|Patient name|Name', 'Patient|Patient Name|Name', 'Patient/in|Name|Patient', 'Patient(e)|Nom du patient|Nom'], client: ['Client|Customer|Report to', 'Client|Report to|Customer', 'Auftraggeber|Kunde|Einsender', "Client|Demandeur|Donneur d'ordre"],
  dob: ['Date of birth|DOB', 'DOB|Date of Birth', 'Geb.-Datum|Geburtsdatum', 'Né(e) le|Date de naissance'], pid: ['NHS no.|Hospital no.', 'MRN|Patient ID', 'Pat.-Nr.|Patienten-ID', 'N° patient|IPP'],
  doc: ['Requested by|Referring clinician|Requesting GP', 'Ordering physician|Ordering provider|Referring physician', 'Einsender|Anfordernder Arzt|Überweisender Arzt', 'Prescripteur|Médecin prescripteur|Demandé par'],
  copy: ['Copy to|cc', 'cc|Copy to', 'Kopie an|Nachrichtlich an', 'Copie à|Copie'], contact: ['Contact|Client contact', 'Contact|Project contact', 'Ansprechpartner|Kontakt', 'Interlocuteur|Contact'], fao: ['FAO', 'Attn:', 'z. Hd.', "À l'attention de"],
  sample: ['Sample ID|Lab no.|Specimen no.|Sample no.', 'Specimen ID|Accession #|Sample ID', 'Proben-Nr.|Labornummer|Probennummer', 'N° échantillon|N° de prélèvement|Réf. échantillon'],
  report: ['Report no.|Report number|Certificate no.', 'Report #|Report No.|Certificate #', 'Bericht-Nr.|Befund-Nr.|Berichtsnummer', 'N° de rapport|Rapport n°|N° de dossier'],
  order: ['Order no.|Requisition no.|Request no.', 'Requisition #|Order #|Req. No.', 'Auftrags-Nr.|Anforderungs-Nr.|Auftragsnummer', 'N° de commande|N° de demande|N° de bon'],
  sampled: ['Collected|Date collected|Date sampled|Sampled on', 'Collected|Collection date|Date sampled', 'Entnahme|Probenahme|Entnahmedatum', 'Prélevé le|Date de prélèvement'],
  received: ['Received|Date received|Received in lab', 'Received|Date received|Lab receipt', 'Eingang|Probeneingang|Eingangsdatum', 'Reçu le|Date de réception|Réception au laboratoire'],
  reported: ['Reported|Date reported|Report date', 'Reported|Report date|Date reported', 'Befunddatum|Berichtsdatum|Ausgestellt am', 'Date du compte rendu|Édité le|Date du rapport'], printed: ['Printed|Printed on', 'Printed|Print date', 'Gedruckt am|Druckdatum', 'Imprimé le'],
  desc0: ['Specimen|Sample type', 'Specimen type|Specimen', 'Material|Probenmaterial', 'Nature du prélèvement|Échantillon'], desc1: ['Sampling point|Sample description', 'Sample location|Sample description', 'Entnahmestelle|Probenbezeichnung', 'Point de prélèvement|Désignation'], desc2: ['Field / location|Sample description', 'Field ID|Sample location', 'Schlag / Fläche|Probenbezeichnung', 'Parcelle|Désignation'],
  test0: ['Test|Analyte|Investigation', 'Test|Analyte|Component', 'Untersuchung|Analyt|Parameter', 'Analyse|Examen|Paramètre'], test: ['Determinand|Parameter|Analyte', 'Analyte|Parameter|Contaminant', 'Parameter|Prüfparameter|Messgröße', 'Paramètre|Analyse|Élément dosé'],
  result: ['Result|Value', 'Result|Value', 'Ergebnis|Wert|Messwert', 'Résultat|Valeur'], unit: ['Units|Unit', 'Units|Unit', 'Einheit', 'Unité|Unités'], prev: ['Previous|Last result', 'Prior result|Previous', 'Vorwert|Letzter Wert', 'Antériorité|Résultat antérieur'], method: ['Method|Test method', 'Method|Method ref.', 'Verfahren|Prüfverfahren|Methode', 'Méthode|Mode opératoire'],
  range0: ['Reference range|Ref. range|Normal range', 'Reference Range|Ref. Interval|Normal Range', 'Referenzbereich|Normbereich|Ref.-Bereich', 'Valeurs de référence|Intervalle de référence|Normes'], range1: ['PCV|Limit|Regulatory limit', 'MCL|Limit|EPA MCL', 'Grenzwert|Grenzwert TrinkwV', 'Limite de qualité|Limite|Référence de qualité'], range2: ['Target range|Guideline|Optimum', 'Optimum range|Target|Sufficiency range', 'Zielbereich|Richtwert|Optimalbereich', 'Valeur souhaitable|Plage optimale|Référence'],
  flag: ['Flag|H/L|Abn', 'Flag|H/L|Status', 'Bewertung|Kennz.|Bew.', 'Interprétation|Alerte|Interp.'], comment: ['Comment|Comments|Interpretation|Lab comment', 'Comment|Comments|Interpretation|Notes', 'Kommentar|Bemerkung|Befundkommentar|Beurteilung', 'Commentaire|Conclusion|Interprétation|Observations'],
  auth: ['Authorised by|Validated by|Reported by', 'Approved by|Reviewed and released by|Authorized by', 'Freigegeben von|Validiert durch|Technische Freigabe', 'Validé par|Signataire|Approuvé par'], other: ['Analysed by|Tested by|Sampled by', 'Analyzed by|Sampled by|Tested by', 'Analysiert von|Probenahme durch|Prüfer', 'Analysé par|Prélevé par|Technicien'],
  accL0: ['UKAS no.|Accreditation no.', 'CLIA #|CLIA ID', 'Akkreditierung|DAkkS-Nr.', 'Accréditation|N° COFRAC'], accL1: ['UKAS no.|Accreditation no.', 'Lab ID|Certification no.', 'Akkreditierung|DAkkS-Nr.', 'Accréditation|N° COFRAC'], end: ['End of report|*** End of report ***|Results relate only to the items tested.', 'End of report|*** Final report ***|Results relate only to the samples tested.', 'Ende des Berichts|Die Ergebnisse beziehen sich ausschließlich auf die untersuchten Proben.', 'Fin du compte rendu|Les résultats ne concernent que les échantillons soumis à l’essai.'],
};
/** Accreditation lines: per locale, medical then environmental; {n} is the number. */
const ACC: [string[], string[]][] = [
  [['UKAS accredited medical laboratory No. {n}', 'Accredited to ISO 15189 by UKAS, medical laboratory number {n}.'], ['UKAS accredited testing laboratory No. {n}', 'This laboratory is accredited by UKAS, testing laboratory number {n}.']],
  [['CLIA No. {n}', 'CLIA-certified laboratory, CLIA ID {n}.'], ['NELAP accredited, Lab ID {n}', 'State-certified drinking water laboratory, certificate no. {n}.']],
  [['Akkreditiert nach DIN EN ISO 15189, DAkkS {n}', 'Durch die DAkkS akkreditiertes medizinisches Labor ({n}).'], ['Akkreditiert nach DIN EN ISO/IEC 17025, DAkkS {n}', 'Durch die DAkkS akkreditiertes Prüflaboratorium ({n}).']],
  [['Accréditation COFRAC n° {n}', 'Laboratoire accrédité COFRAC selon la norme NF EN ISO 15189 (n° {n}).'], ['Accréditation COFRAC Essais n° {n}', 'Laboratoire accrédité par le COFRAC, accréditation n° {n}.']],
];
/** Analytes: the user's word, names (UK|US|DE|FR), SI unit, low, high, decimals, then the same in US units. A null low is a limit; a high of 0 means none allowed. */
type An = [string, string, string, number | null, number, number, string, number | null, number, number];
const ANALYTES: An[][] = [[
  ['haemoglobin', 'Haemoglobin|Hemoglobin|Hämoglobin|Hémoglobine', 'g/L', 130, 175, 0, 'g/dL', 13.5, 17.5, 1], ['white cell count', 'White cell count|WBC|Leukozyten|Leucocytes', '10^9/L', 4, 11, 1, 'K/uL', 4.5, 11, 1], ['platelets', 'Platelets|Platelet count|Thrombozyten|Plaquettes', '10^9/L', 150, 400, 0, 'K/uL', 150, 400, 0], ['sodium', 'Sodium|Sodium|Natrium|Sodium', 'mmol/L', 133, 146, 0, 'mEq/L', 135, 145, 0],
  ['potassium', 'Potassium|Potassium|Kalium|Potassium', 'mmol/L', 3.5, 5.3, 1, 'mEq/L', 3.5, 5.1, 1], ['creatinine', 'Creatinine|Creatinine|Kreatinin|Créatinine', 'µmol/L', 59, 104, 0, 'mg/dL', 0.7, 1.3, 2], ['fasting glucose', 'Glucose (fasting)|Glucose, fasting|Glukose nüchtern|Glycémie à jeun', 'mmol/L', 3.9, 5.5, 1, 'mg/dL', 70, 99, 0], ['cholesterol', 'Total cholesterol|Cholesterol, total|Cholesterin gesamt|Cholestérol total', 'mmol/L', null, 5, 1, 'mg/dL', null, 200, 0],
  ['ALT', 'ALT|ALT (SGPT)|GPT (ALT)|ALAT', 'U/L', null, 41, 0, 'U/L', null, 41, 0], ['TSH', 'TSH|TSH|TSH basal|TSH', 'mU/L', 0.27, 4.2, 2, 'uIU/mL', 0.45, 4.5, 2], ['ferritin', 'Ferritin|Ferritin|Ferritin|Ferritine', 'µg/L', 30, 400, 0, 'ng/mL', 30, 400, 0], ['CRP', 'CRP|C-reactive protein|CRP|Protéine C réactive', 'mg/L', null, 5, 1, 'mg/L', null, 10, 1],
  ['HbA1c', 'HbA1c|Hemoglobin A1c|HbA1c|HbA1c', 'mmol/mol', 20, 41, 0, '%', 4, 5.6, 1], ['vitamin D', 'Vitamin D (25-OH)|Vitamin D, 25-Hydroxy|25-OH-Vitamin D|Vitamine D (25-OH)', 'nmol/L', 50, 175, 0, 'ng/mL', 30, 100, 0],
], [
  ['pH', 'pH|pH|pH-Wert|pH', '', 6.5, 9.5, 1, '', 6.5, 8.5, 1], ['conductivity', 'Conductivity (20 °C)|Specific conductance|Elektrische Leitfähigkeit (25 °C)|Conductivité à 25 °C', 'µS/cm', null, 2500, 0, 'µS/cm', null, 1500, 0], ['nitrate', 'Nitrate (as NO3)|Nitrate (as N)|Nitrat|Nitrates', 'mg/L', null, 50, 1, 'mg/L', null, 10, 2], ['nitrite', 'Nitrite (as NO2)|Nitrite (as N)|Nitrit|Nitrites', 'mg/L', null, 0.5, 2, 'mg/L', null, 1, 2],
  ['iron', 'Iron|Iron|Eisen|Fer total', 'µg/L', null, 200, 0, 'mg/L', null, 0.3, 2], ['manganese', 'Manganese|Manganese|Mangan|Manganèse', 'µg/L', null, 50, 0, 'mg/L', null, 0.05, 3], ['lead', 'Lead|Lead|Blei|Plomb', 'µg/L', null, 10, 1, 'µg/L', null, 15, 1], ['copper', 'Copper|Copper|Kupfer|Cuivre', 'mg/L', null, 2, 2, 'mg/L', null, 1.3, 2],
  ['arsenic', 'Arsenic|Arsenic|Arsen|Arsenic', 'µg/L', null, 10, 1, 'µg/L', null, 10, 1], ['fluoride', 'Fluoride|Fluoride|Fluorid|Fluorures', 'mg/L', null, 1.5, 2, 'mg/L', null, 4, 2], ['chloride', 'Chloride|Chloride|Chlorid|Chlorures', 'mg/L', null, 250, 0, 'mg/L', null, 250, 0], ['turbidity', 'Turbidity|Turbidity|Trübung|Turbidité', 'NTU', null, 4, 2, 'NTU', null, 1, 2],
  ['ammonium', 'Ammonium (as NH4)|Ammonia (as N)|Ammonium|Ammonium', 'mg/L', null, 0.5, 2, 'mg/L', null, 0.5, 2], ['E. coli', 'E. coli|E. coli|Escherichia coli|Escherichia coli', 'CFU/100 mL', null, 0, 0, 'MPN/100 mL', null, 0, 0],
], [
  ['soil pH', 'pH (water)|pH|pH (CaCl2)|pH eau', '', 6, 7, 1, '', 6, 7, 1], ['phosphorus', 'Phosphorus (Olsen P)|Phosphorus (Bray P1)|Phosphor (P2O5, CAL)|Phosphore (P2O5 Olsen)', 'mg/kg', 16, 25, 0, 'ppm', 20, 40, 0], ['potassium', 'Potassium (K)|Potassium (K)|Kalium (K2O)|Potassium (K2O)', 'mg/kg', 121, 240, 0, 'ppm', 120, 200, 0], ['magnesium', 'Magnesium (Mg)|Magnesium|Magnesium (Mg)|Magnésium (MgO)', 'mg/kg', 51, 100, 0, 'ppm', 50, 120, 0],
  ['organic matter', 'Organic matter (LOI)|Organic matter|Humusgehalt|Matière organique', '%', 3, 6, 1, '%', 3, 6, 1], ['total nitrogen', 'Total nitrogen|Total nitrogen|Gesamtstickstoff|Azote total', '%', 0.15, 0.3, 2, '%', 0.15, 0.3, 2], ['lead', 'Lead|Lead|Blei|Plomb', 'mg/kg', null, 200, 0, 'ppm', null, 400, 0], ['zinc', 'Zinc|Zinc|Zink|Zinc', 'mg/kg', null, 300, 0, 'ppm', null, 300, 0],
  ['copper', 'Copper|Copper|Kupfer|Cuivre', 'mg/kg', null, 135, 0, 'ppm', null, 135, 0], ['cadmium', 'Cadmium|Cadmium|Cadmium|Cadmium', 'mg/kg', null, 3, 1, 'ppm', null, 3, 1], ['CEC', 'CEC|Cation exchange capacity|KAK|CEC (Metson)', 'meq/100 g', 10, 25, 1, 'meq/100 g', 10, 25, 1],
]];
const FLAGS = [[['H', 'L'], ['HIGH', 'LOW']], [['H', 'L'], ['High', 'Low']], [['H', 'L'], ['+', '-'], ['↑', '↓'], ['hoch', 'niedrig']], [['H', 'B'], ['↑', '↓'], ['haut', 'bas']]];
const FLAG_OPTS = [['High', 'Low', 'Normal'], ['Above range', 'Below range', 'Within range'], ['Flagged high', 'Flagged low', 'Not flagged']];
export const PEOPLE = ['Sarah Mitchell|Owen Gallagher|Priya Patel|Fiona MacLeod|Tom Ashworth|Helen Quigley|Raj Mehta|Alison Carr|Graham Pike|Nora Feeney|Imran Siddiqui|Rebecca Thornton', 'Megan Carter|Luis Ramirez|Tyler Brooks|Jasmine Reed|Kevin Nguyen|Rachel Goldberg|Linda Alvarez|Greg Thompson|Denise Walker|Marcus Bell|Karen Yoon|Frank Delgado', 'Katrin Vogel|Stefan Hofmann|Miriam Krause|Tobias Wendt|Anja Lorenz|Felix Brandt|Ursula Neumann|Jürgen Haas|Petra Schulte|Dieter Kraus|Sabine Roth|Henrik Lange', 'Camille Moreau|Julien Lefebvre|Sophie Marchand|Nicolas Faure|Élodie Chevalier|Antoine Roux|Isabelle Mercier|Philippe Garnier|Nathalie Blanc|Hervé Dumas|Claire Fontaine|Patrick Morel'];
export const ADDRESSES = ['Unit 4, Kingsway Business Park|Leeds LS10 1AB;14 Primrose Hill|Bath BA1 2JX;Old Mill Yard, Station Road|Hexham NE46 1ET;Riverside House, 2 Quay Street|Exeter EX2 4AN', '2150 Lakeshore Drive|Madison, WI 53703;48 Elm Court, Suite 300|Tulsa, OK 74103;901 Commerce Blvd|Dayton, OH 45402;77 Route 9|Easton, NY 12834', 'Lindenweg 8|04109 Leipzig;Am Hang 21|50667 Köln;Industriestraße 14|74523 Schwäbisch Hall;Hauptstraße 3|83022 Rosenheim', '12 rue des Lilas|69002 Lyon;5 allée Monet|44000 Nantes;ZA des Ecluses, 3 rue Ampère|26000 Valence;8 place de la Mairie|38680 Saint-Julien'];
const LABS = [['Northgate Pathology Services|Severnside Clinical Laboratories|Meridian Diagnostics Ltd', 'Aqualytix Laboratories Ltd|Wessex Environmental Testing|Fenland Agricultural Labs'], ['Lakeshore Clinical Laboratory|Summit Reference Labs|Bayview Diagnostic Laboratory', 'Clearwater Analytical Inc.|Prairie Soil & Water Lab|TriState Environmental Testing'], ['MVZ Labor Dr. Brandt & Kollegen|Laborzentrum Rhein-Main MVZ|Laborpraxis am Stadtpark', 'Institut für Wasser- und Bodenanalytik GmbH|Umweltlabor Nordheide GmbH|Agrarlabor Hohenlohe GmbH'], ['Laboratoire BioSanté Rhône|Laboratoire Pasteur-Vauban|LBM Biolam Atlantique', "Aqualab Bretagne|Laboratoire Départemental d'Analyses de la Drôme|Agro-Sol Analyses SAS"]];
const CLIENTS = ['Hill Top Farm|Glenmore Estate Partnership|Kingsbridge Primary School|Severn Valley Homes Ltd', 'Cedar Creek Dairy LLC|Ridgeway Builders Inc.|Maple Grove Elementary School|Town of Easton Water Dept.', 'Hofgut Lindenau|Gemeindewerke Altdorf|Bauträger Kramer GmbH|Kita Sonnenschein e.V.', 'EARL des Trois Chênes|Commune de Saint-Julien|SCI Les Vignes du Lac|Camping Les Pins'];
const DESCS = [['Serum|Whole blood (EDTA)|Clotted blood', 'Kitchen tap (cold)|Borehole 2, raw water|Storage tank outlet', 'Long Acre, 0–15 cm|Paddock 3, topsoil|Plot B, 0–30 cm'], ['Serum|Whole blood (EDTA)|Plasma', 'Kitchen faucet, first draw|Well head, raw|Service line', 'Field 7 North, 0–6 in.|Garden bed A, topsoil'], ['Serum|EDTA-Blut|Vollblut', 'Küche, Kaltwasserhahn|Brunnen 2, Rohwasser|Hausanschluss', 'Schlag Am Weiher, 0–30 cm|Flurstück 112, Oberboden'], ['Sérum|Sang total (EDTA)|Plasma', 'Robinet cuisine (eau froide)|Forage F2, eau brute|Sortie réservoir', 'Parcelle Les Grands Prés, 0–30 cm|Îlot 4, horizon de surface']];
const ROLES = [['Consultant Clinical Scientist|Consultant Biochemist|Biomedical Scientist', 'Senior Chemist|Laboratory Manager|Technical Manager'], ['Laboratory Director|Medical Technologist, MT(ASCP)|Pathologist', 'Laboratory Director|QA Manager|Senior Chemist'], ['Ärztliche Leitung|Laborleitung|Medizinische Validation', 'Prüfleitung|Laborleitung|Technische Leitung'], ['Biologiste médical|Biologiste responsable|Pharmacien biologiste', 'Responsable technique|Ingénieur de laboratoire|Responsable du laboratoire']];
/** Comments by language (English, German, French): when some result is flagged, when none is, and either way; "m:" only on medical reports, "e:" only on the others, "s:" only on soil. */
const COMMENTS: [string[], string[], string[]][] = [
  [['m:Results outside the reference range are flagged; please review in the clinical context.', 'e:One or more parameters are outside the stated limit or target range; a repeat sample is advised.', 'm:Abnormal results have been telephoned to the requesting clinician.'], ['m:All results are within the reference range.', 'e:The sample complies with the limits for all parameters tested.', 'e:No parameter exceeds the stated limit or target.'], ['e:Sample received in good condition and analysed within the stated holding time.', 's:Results are reported on a dry-weight basis.', 'This report supersedes any preliminary results issued by telephone.', 'm:Sample slightly haemolysed; some results may be affected.']],
  [['m:Auffällige Werte sind gekennzeichnet; bitte im klinischen Zusammenhang beurteilen.', 'e:Mindestens ein Parameter liegt außerhalb des Grenz- oder Zielbereichs; eine Nachbeprobung wird empfohlen.', 'm:Die auffälligen Befunde wurden dem Einsender telefonisch mitgeteilt.'], ['m:Alle Werte liegen im Referenzbereich.', 'e:Die Probe entspricht für alle untersuchten Parameter den Anforderungen.', 'e:Kein Parameter überschreitet den Grenz- oder Richtwert.'], ['e:Die Probe ging in einwandfreiem Zustand im Labor ein.', 's:Die Ergebnisse beziehen sich auf die Trockenmasse.', 'Dieser Bericht ersetzt alle vorab telefonisch übermittelten Ergebnisse.', 'm:Probe leicht hämolytisch; einzelne Werte können beeinflusst sein.']],
  [['m:Les résultats hors normes sont signalés ; à interpréter selon le contexte clinique.', 'e:Au moins un paramètre est hors des limites ou de la plage de référence ; un nouveau prélèvement est conseillé.', 'm:Les résultats anormaux ont été communiqués par téléphone au prescripteur.'], ['m:Tous les résultats sont dans les valeurs de référence.', "e:L'échantillon est conforme aux limites pour l'ensemble des paramètres analysés."], ["e:L'échantillon a été reçu en bon état et analysé dans les délais.", 's:Les résultats sont exprimés sur matière sèche.', 'Ce compte rendu annule et remplace tout résultat provisoire transmis par téléphone.', 'm:Échantillon légèrement hémolysé ; certains résultats peuvent être affectés.']],
];
const DATES = [['Sample taken {s}, received {r}, reported {p}.', 'The sample was collected on {s} and received by the laboratory on {r}. This report was issued on {p}.'], ['Probenahme am {s}, Eingang im Labor am {r}, Bericht erstellt am {p}.', 'Die Probe wurde am {s} entnommen und ging am {r} im Labor ein; Befunddatum: {p}.'], ['Échantillon prélevé le {s}, reçu au laboratoire le {r} ; rapport établi le {p}.', 'Prélèvement du {s}, réception le {r}, compte rendu édité le {p}.']];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [
  ['currency', [['test_fee', 'price charged for the analysis'], ['invoice_amount', '']]], ['date', [['retest_date', 'when the next sample should be taken'], ['follow_up_due', '']]],
  ['url', [['results_portal', 'web address where the results can be viewed'], ['lab_website', '']]], ['text', [['courier', 'company that brought the sample to the lab'], ['transport_by', '']]],
];
export const alt = (r: Rng, s: string) => pick(r, s.split('|'));
export const shuffle = <T>(r: Rng, xs: T[]): T[] => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((y) => y.x);
export const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k]));
/** A person's name compared without a title or degree ("Dr. med.", "Mme", ", MD"). */
const bare = (v: unknown) => String(v).replace(/^\s*(?:(?:dr|prof|pr|mr|mrs|ms|mme|m|herr|frau)\.?\s+)+(?:med\.\s+)?/i, '').replace(/,?\s*(?:md|phd)\.?\s*$/i, '').replace(/[\s.]+$/, '').replace(/\s+/g, ' ').trim().toLowerCase();
export const sameName = (gold: string) => (v: unknown) => bare(v) === bare(gold);

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const [lang, kind, us] = [[0, 0, 1, 2][li], pick(r, [0, 0, 1, 2]), li === 1]; // kind: 0 medical, 1 water, 2 soil
  const env = kind > 0 ? 1 : 0;
  const w = (key: string) => alt(r, W[key][li]);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant); // one written form per report
  const n = (x: number, d: number) => fmtNumber(x, loc.numbers, d);
  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const unitOf = (u: string) => (li === 2 ? u.replace('CFU', 'KBE').replace(/L\b/g, 'l') : li === 3 ? u.replace('CFU', 'UFC') : u);
  const people = shuffle(r, PEOPLE[li].split('|'));
  const dr = (p: string) => [`Dr ${p}`, pick(r, [`Dr. ${p}`, `${p}, MD`]), pick(r, [`Dr. med. ${p}`, `Dr. ${p}`]), `Dr ${p}`][li];
  const lab = alt(r, LABS[li][env]);
  const [labAddr, cliAddr] = shuffle(r, ADDRESSES[li].split(';')).map((a) => a.split('|'));
  const yy = int(r, 2019, 2025);
  const sampled = randomDate(r, yy, yy);
  const received = addDays(sampled, env ? int(r, 0, 2) : int(r, 0, 1));
  const reported = addDays(received, env ? int(r, 3, 14) : int(r, 0, 3));
  const printed = addDays(reported, int(r, 1, 6));
  const dob = randomDate(r, 1938, 2006);
  const acc = [String(int(r, 1000, 9999)), env ? `E${int(r, 10000, 99999)}` : `${pad(int(r, 1, 52))}D${int(r, 1000000, 9999999)}`, `D-${env ? 'PL' : 'ML'}-${int(r, 10000, 19999)}-${pad(int(r, 1, 9))}-00`, `${env ? 1 : 8}-${int(r, 1000, 6999)}`][li];
  const sampleId = pick(r, [`${'BWS'[kind]}${String(yy).slice(2)}-${int(r, 10000, 99999)}`, String(int(r, 1000000, 9999999)), `${'HWS'[kind]}${int(r, 100000, 999999)}`]);
  const reportNo = pick(r, [`R${String(yy).slice(2)}-${int(r, 1000, 99999)}`, `${['LR', 'LR', 'PB', 'RA'][li]}-${int(r, 10000, 99999)}`, `${yy}/${int(r, 1000, 9999)}`]);
  const orderNo = pick(r, [`ORD-${int(r, 100000, 999999)}`, `RQ${int(r, 1000000, 9999999)}`, `${['PO', 'PO', 'A', 'BC'][li]}${int(r, 10000, 99999)}`]);
  const patientId = [`${int(r, 400, 799)} ${int(r, 100, 999)} ${int(r, 1000, 9999)}`, `${int(r, 10000000, 99999999)}`, `${int(r, 100000, 999999)}`, `${int(r, 1000000000, 1999999999)}`][li];
  const [patient, doctorName, authName, otherName, copyName] = people;
  const doctor = env ? doctorName : dr(doctorName); // the requesting doctor, or the client's contact
  const [client, auth] = [env ? alt(r, CLIENTS[li]) : patient, kind === 0 && chance(r, 0.6) ? dr(authName) : authName];
  const role = alt(r, ROLES[li][env]);

  // Results: each row's value drawn in or out of its range; the flag is read from the rounded value.
  const flags = pick(r, FLAGS[li]);
  const rows = shuffle(r, ANALYTES[kind]).slice(0, int(r, 5, kind === 1 ? 10 : 8)).map((a) => {
    const [unit, lo, hi, d] = us ? [a[6], a[7], a[8], a[9]] : [a[2], a[3], a[4], a[5]];
    const out = chance(r, env ? 0.18 : 0.25) ? (lo !== null && chance(r, 0.4) ? 'L' : 'H') : '';
    const raw = out === 'H' ? (hi === 0 ? int(r, 1, 40) : hi * (1.08 + r() * 0.6)) : out === 'L' ? lo! * (0.55 + r() * 0.35) : hi === 0 ? 0 : (lo ?? 0) + (hi - (lo ?? 0)) * (0.1 + r() * 0.8);
    const v = Number(raw.toFixed(d));
    const flag = lo !== null && v < lo ? 'L' : v > hi ? 'H' : '';
    const lod = Number((hi / 20).toFixed(d));
    const lt = env && lo === null && !flag && lod > 0 && chance(r, 0.2); // below the detection limit: "<0.5"
    const range = hi === 0 ? '0' : lo === null ? `${pick(r, ['<', '≤', ['max.', 'max.', 'max.', 'max.'][li]])} ${n(hi, d)}` : `${n(lo, d)}${pick(r, [' - ', '–', ' – '])}${n(hi, d)}`;
    return { key: a[0], name: a[1].split('|')[li], unit: unitOf(unit), d, v, flag, lt, lod, range, prev: Number((v * (0.8 + r() * 0.3)).toFixed(d)), method: [`TM${int(r, 10, 199)}`, `SOP ${int(r, 100, 999)}`, `PV-${int(r, 10, 99)}`, `MO-${int(r, 100, 999)}`][li] };
  });
  const flagged = rows.filter((x) => x.flag).length;
  const candidates = rows.filter((x) => !x.lt);
  const target = chance(r, 0.5) && candidates.some((x) => x.flag) ? pick(r, candidates.filter((x) => x.flag)) : pick(r, candidates);
  const tk = target.key;
  const comment = pick(r, [...COMMENTS[lang][flagged ? 0 : 1], ...COMMENTS[lang][2]].filter((c) => !/^[mes]:/.test(c) || c.startsWith(env ? 'e:' : 'm:') || (kind === 2 && c.startsWith('s:')))).replace(/^[mes]:/, '');
  const opts = pick(r, FLAG_OPTS);

  const ask = new Ask(r);
  const who = (g: string) => (kind === 0 ? sameName(g) : null);
  const named = (type: FieldType, ways: Array<[string, string]>, gold: string, cmp: ((v: unknown) => boolean) | null) => { const f = ask.field(type, ways, gold); if (cmp) ask.compare[f] = cmp; };
  const roles: Array<() => void> = [
    () => ask.field('text', [['laboratory', 'lab that carried out the tests'], ['testing_lab', ''], ['issued_by', 'name of the laboratory issuing the report']], lab),
    () => kind === 0 ? named('text', [['patient_name', 'person the sample was taken from'], ['patient', ''], ['who_was_tested', 'name of the patient']], client, null) : ask.field('text', [['client', 'customer who ordered the analysis'], ['customer_name', ''], ['report_for', 'organisation the results are reported to, not the lab']], client),
    () => ask.field('id_alphanumeric', [['sample_id', 'identifier of the sample or specimen'], ['specimen_number', ''], ['lab_sample_ref', 'number the lab gave the sample']], sampleId),
    () => ask.field('id_alphanumeric', [['report_number', 'number of this report'], ['certificate_no', ''], ['report_ref', 'reference of the report document, not the sample']], reportNo),
    () => ask.field('id_alphanumeric', [['order_number', 'order or requisition number of the request'], ['requisition', ''], ['request_ref', 'number of the test request']], orderNo),
    () => ask.field('date', [['sample_date', 'when the sample was taken'], ['collection_date', ''], ['date_sampled', 'day of sampling']], isoOf(sampled)),
    () => ask.field('date', [['received_date', 'when the lab received the sample'], ['arrived_at_lab', ''], ['lab_receipt_date', 'date of receipt at the laboratory']], isoOf(received)),
    () => ask.field('date', [['report_date', 'date the results were reported'], ['issued_on', ''], ['results_date', 'when the report was issued (not printed)']], isoOf(reported)),
    () => ask.field('number', [[`${tk.replace(/[ .]+/g, '_')}_result`, `measured ${tk} value`], [`${tk} level`, ''], [`${tk} value`, `the number reported for ${tk}, without the unit`]], target.v),
    ...(target.unit ? [() => ask.field('text', [[`${tk.replace(/[ .]+/g, '_')}_unit`, `unit the ${tk} result is given in`], [`${tk} units`, ''], [`unit of ${tk}`, 'unit of measurement']], target.unit)] : []),
    () => ask.field('single_select', [[`${tk.replace(/[ .]+/g, '_')}_flag`, `is the ${tk} result high, low or normal`], [`${tk} status`, ''], [`${tk} abnormal?`, `whether ${tk} is flagged outside the ${env ? 'limit' : 'reference range'}`]], opts[target.flag === 'H' ? 0 : target.flag === 'L' ? 1 : 2], opts),
    () => ask.field('number', [['abnormal_results', `how many results are outside the ${env ? 'limits' : 'reference range'}`], ['flagged_count', 'number of tests flagged high or low'], ['out_of_range', '']], flagged),
    () => named('text', kind === 0 ? [['referring_doctor', 'doctor who ordered the tests'], ['requesting_physician', ''], ['ordered_by', 'clinician who requested the tests, not the lab signatory']] : [['client_contact', 'person at the client to contact'], ['contact_person', ''], ['attention_of', 'who the report is addressed to at the client']], doctor, who(doctor)),
    () => ask.field('id_alphanumeric', [['accreditation_no', 'lab accreditation or certification number'], ['lab_cert_number', ''], ['accreditation', 'number under which the laboratory is accredited']], acc),
    () => named('text', [['authorised_by', 'scientist who signed off the results'], ['signatory', ''], ['approved_by', 'person who validated the report, not who analysed it']], auth, sameName(auth)),
    () => ask.field('verbatim', [['lab_comment', "the laboratory's comment, word for word"], ['interpretation', 'comment on the results as written'], ['remarks', '']], comment),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 10, 13)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the report never states
  ask.field(nt, nw, null);

  // Layout.
  const accText = fill(pick(r, ACC[li][env]), { n: acc });
  const accAt = int(r, 0, 2); // in the header, as a label, or as a footnote
  const head: Block[] = [{ kind: 'title', text: lab }, { kind: 'lines', lines: labAddr }, ...(accAt === 0 ? [para(accText)] : accAt === 1 ? [kv(w(`accL${env}`), acc)] : [])];
  const title: Block = { kind: 'title', text: w(`title${kind}`) };
  const drs: Block[] = [kv(w('doc'), doctor), ...(chance(r, 0.4) ? [kv(w('copy'), dr(copyName))] : [])];
  const whoBlock: Block[] = kind === 0
    ? chance(r, 0.5) ? [kv(w('who'), patient), kv(w('dob'), date(dob)), kv(w('pid'), patientId), ...drs]
      : [{ kind: 'lines', lines: [patient, `${w('dob')}: ${date(dob)}`, `${w('pid')}: ${patientId}`] }, ...drs]
    : chance(r, 0.5) ? [{ kind: 'kv', label: w('client'), value: '', above: true }, { kind: 'lines', lines: [client, `${W.fao[li]} ${doctor}`, ...cliAddr] }]
      : [kv(w('client'), client), { kind: 'lines', lines: cliAddr }, kv(w('contact'), doctor)];
  const idPairs: Array<[string, string]> = shuffle(r, [[w('sample'), sampleId], [w('report'), reportNo], [w('order'), orderNo]]);
  const ids: Block[] = chance(r, 0.3) ? [{ kind: 'table', header: idPairs.map((p) => p[0]), rows: [idPairs.map((p) => p[1])] }] : idPairs.map(([a, b]) => kv(a, b));
  const at = () => (kind === 0 && chance(r, 0.5) ? ` ${pad(int(r, 7, 17))}:${pad(int(r, 0, 59))}` : '');
  const datePairs: Array<[string, string]> = [[w('sampled'), date(sampled) + at()], [w('received'), date(received) + at()], [w('reported'), date(reported)]];
  const dateForm = int(r, 0, 2);
  const dates: Block[] = dateForm === 0 ? datePairs.map(([a, b]) => kv(a, b)) : dateForm === 1 ? [{ kind: 'table', header: datePairs.map((p) => p[0]), rows: [datePairs.map((p) => p[1])] }] : [para(fill(pick(r, DATES[lang]), { s: date(sampled), r: date(received), p: date(reported) }))];
  const desc = kv(w(`desc${kind}`), alt(r, DESCS[li][kind]));
  const [hi, lo] = flags;
  const extra = kind === 0 ? (chance(r, 0.3) ? 'prev' : '') : chance(r, 0.4) ? 'method' : '';
  const cols = [w(kind === 0 ? 'test0' : 'test'), w('result'), w('unit'), w(`range${kind}`), w('flag'), ...(extra ? [w(extra)] : [])];
  const flagFirst = chance(r, 0.3); // "Result | Flag | Units | Range"
  const order = flagFirst ? [0, 1, 4, 2, 3, 5] : [0, 1, 2, 3, 4, 5];
  const cells = (x: (typeof rows)[number]) => [x.name, x.lt ? `<${n(x.lod, x.d)}` : n(x.v, x.d), x.unit || '', x.range, x.flag === 'H' ? hi : x.flag === 'L' ? lo : '', ...(extra === 'prev' ? [n(x.prev, x.d)] : extra === 'method' ? [x.method] : [])];
  const results: Block = chance(r, 0.2) && !extra
    ? { kind: 'lines', lines: rows.map((x) => `${x.name}: ${cells(x)[1]}${x.unit ? ` ${x.unit}` : ''} (${x.range})${x.flag ? ` ${x.flag === 'H' ? hi : lo}` : ''}`) }
    : { kind: 'table', header: order.filter((i) => i < cols.length).map((i) => cols[i]), rows: rows.map((x) => order.filter((i) => i < cols.length).map((i) => cells(x)[i])) };
  const legend: Block[] = hi !== 'H' || chance(r, 0.3) ? [para([`${hi} = above and ${lo} = below the ${env ? 'limit or target range' : 'reference range'}.`, `${hi} = above and ${lo} = below the ${env ? 'limit or target range' : 'reference range'}.`, `${hi} = oberhalb, ${lo} = unterhalb des ${env ? 'Grenz- bzw. Zielbereichs' : 'Referenzbereichs'}.`, `${hi} = supérieur, ${lo} = inférieur aux ${env ? 'limites' : 'valeurs de référence'}.`][li])] : [];
  const cmt: Block = pick(r, [kv(w('comment'), comment), { kind: 'kv', label: w('comment'), value: comment, above: true }, para(`${w('comment')}: ${comment}`)]);
  const other: Block[] = env || chance(r, 0.5) ? [kv(w('other'), otherName)] : [];
  const sign: Block[] = pick(r, [
    [kv(w('auth'), `${auth}, ${role}`)], [kv(w('auth'), auth), ...(chance(r, 0.5) ? [kv(w('reported'), date(reported))] : [])],
    [{ kind: 'lines', lines: ['______________________', auth, role] }], [{ kind: 'lines', lines: [`${w('auth')}:`, auth, `(${role})`] }],
  ]);
  const foot: Block[] = [...(accAt === 2 ? [para(accText)] : []), ...(chance(r, 0.3) ? [kv(w('printed'), date(printed))] : []), ...(chance(r, 0.5) ? [para(w('end'))] : [])];
  const meta = chance(r, 0.5) ? [...ids, ...dates] : [...dates, ...ids];
  const top = chance(r, 0.6) ? [...head, title] : [title, ...head];
  const blocks: Block[] = [...top, ...(chance(r, 0.5) ? [...whoBlock, ...meta] : [...meta, ...whoBlock]), desc, results, ...legend, ...(chance(r, 0.5) ? [cmt, ...other, ...sign] : [...other, cmt, ...sign]), ...foot];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const labReports: Family = { name: 'lab-report', kind: 'financial statement', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
