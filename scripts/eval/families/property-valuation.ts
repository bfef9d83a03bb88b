/**
 * Calibration family: property valuation and survey reports written for a lender (a UK
 * mortgage valuation, a US appraisal, a German Wertgutachten, a French rapport d'expertise).
 * The valuer's firm heads the report or signs it, the lender or client it is prepared for
 * sits beside the applicant; the report reference beside the lender's case number; the date
 * of instruction, of inspection and of the report; the property (address lines, type,
 * bedrooms beside bathrooms, floor area beside the plot), the market value beside the
 * reinstatement cost, the price the applicant says he is paying and the loan asked for;
 * tenure; a table or a list of comparable sales; a remark on condition. Label lines,
 * two-column tables or sentences. Flats sometimes carry no rebuild figure (block policy),
 * remortgages no purchase price.
 */
import { addDays, fmtDate, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

/** Picks one of the '|'-separated alternatives. */
export const alt = (r: Rng, s: string) => pick(r, s.split('|'));
/** Fills {names} in a template. */
export const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k]));
/** Keeps lo..hi of the roles, in a random choice, and asks them in their own order. */
export function askSome(r: Rng, roles: Array<() => void>, lo: number, hi: number): void {
  const keep = new Set(roles.map((_, i) => ({ i, k: r() })).sort((a, b) => a.k - b.k).slice(0, int(r, lo, hi)).map((x) => x.i));
  roles.forEach((f, i) => keep.has(i) && f());
}
/** An amount with its currency written with or without cents, by symbol or ISO code. */
export function moneyOf(n: number, l: (typeof LOCALES)[number], byCode: boolean, decimals: number): string {
  const num = fmtNumber(n, l.numbers, decimals);
  const c = l.currency;
  return byCode ? (c.before ? `${c.code} ${num}` : `${num} ${c.code}`) : c.before ? `${c.symbol}${num}` : `${num} ${c.symbol}`;
}

/** Label words per locale (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Mortgage Valuation Report|Valuation Report for Mortgage Purposes|Residential Valuation Report', 'Residential Appraisal Report|Appraisal Report – Single Unit Residential|Summary Appraisal Report', 'Wertgutachten|Gutachten über den Verkehrswert|Beleihungswertermittlung', "Rapport d'expertise immobilière|Rapport d'évaluation|Expertise en valeur vénale"],
  client: ['Lender|Prepared for|Client', 'Lender/Client|Client|Intended user', 'Auftraggeber|Auftraggeberin|Erstellt für', 'Client|Établissement prêteur|Mandant'],
  firm: ['Valuer firm|Valuers|Surveyors', 'Appraisal company|Appraiser firm', 'Sachverständigenbüro|Gutachter', "Cabinet d'expertise|Expert"],
  app: ['Applicant(s)|Applicant|Borrower', 'Borrower|Borrower(s)|Applicant', 'Antragsteller|Darlehensnehmer|Kreditnehmer', 'Emprunteur|Demandeur|Emprunteur(s)'],
  ref: ['Our reference|Report ref.|Valuation reference', 'Appraisal file no.|File #|Report ID', 'Gutachten-Nr.|Unser Zeichen|Az.', 'Notre référence|Réf. rapport|N° de rapport'],
  case: ['Lender reference|Application no.|Mortgage case no.', 'Loan number|Lender case no.|Loan #', 'Vorgangs-Nr. der Bank|Darlehensantrag Nr.|Ihr Zeichen', 'Dossier banque n°|N° de dossier de prêt|Votre référence'],
  instr: ['Date of instruction|Instructed', 'Order date|Assignment received', 'Auftrag vom|Auftragsdatum', 'Date de la mission|Mission reçue le'],
  insp: ['Date of inspection|Inspected on|Inspection date', 'Effective date of appraisal|Inspection date|Date of inspection', 'Ortsbesichtigung am|Besichtigungstermin|Tag der Ortsbesichtigung', 'Date de visite|Visite effectuée le|Date de la visite'],
  rep: ['Date of report|Report date|Report issued', 'Date of report|Date of signature and report', 'Datum des Gutachtens|Gutachten erstellt am|Ausfertigung vom', 'Date du rapport|Rapport établi le|Fait le'],
  addr: ['Property address|Address of property|The property', 'Subject property|Property address|Subject', 'Objektanschrift|Bewertungsobjekt|Lage des Objekts', 'Adresse du bien|Bien expertisé|Situation du bien'],
  type: ['Property type|Type of property|Description', 'Property type|Design (style)|Type', 'Objektart|Gebäudeart|Art des Objekts', 'Type de bien|Nature du bien|Typologie'],
  beds: ['Bedrooms|No. of bedrooms', 'Bedrooms|Bedroom count', 'Schlafzimmer|Anzahl Schlafzimmer', 'Chambres|Nombre de chambres'],
  baths: ['Bathrooms|Bath/shower rooms', 'Bathrooms|Baths', 'Badezimmer|Bäder', "Salles d'eau|Salles de bains"],
  area: ['Gross internal floor area|Approx. floor area|Floor area', 'Gross living area|GLA|Above-grade living area', 'Wohnfläche|Wohnfläche ca.|Wohn-/Nutzfläche', 'Surface habitable|Surface (loi Carrez)|Superficie habitable'],
  plot: ['Site area|Plot size', 'Site area|Lot size', 'Grundstücksgröße|Grundstücksfläche', 'Surface du terrain|Terrain'],
  tenure: ['Tenure', 'Property rights appraised|Interest appraised', 'Eigentumsform|Rechtsform des Eigentums', 'Régime juridique|Nature des droits'],
  mv: ['Market value|Market value in present condition|Valuation', 'Opinion of market value|Appraised value|Indicated value', 'Verkehrswert (Marktwert)|Marktwert|Verkehrswert', 'Valeur vénale|Valeur de marché|Valeur vénale retenue'],
  rc: ['Reinstatement cost|Reinstatement cost (insurance)|Buildings insurance reinstatement figure', 'Estimated replacement cost new|Insurable value (cost new)', 'Wiederherstellungswert (Versicherung)|Neubauwert für Versicherungszwecke', 'Valeur de reconstruction à neuf|Coût de reconstruction (assurance)'],
  pp: ['Purchase price (as stated)|Purchase price|Stated purchase price', 'Contract price|Sale price per contract', 'Kaufpreis lt. Antragsteller|Vereinbarter Kaufpreis', "Prix d'acquisition déclaré|Prix de vente convenu"],
  loan: ['Loan amount|Advance requested', 'Loan amount|Mortgage amount', 'Darlehensbetrag|Beantragtes Darlehen', 'Montant du prêt|Prêt sollicité'],
  comps: ['Comparable evidence|Comparable sales|Market evidence', 'Sales comparison approach|Comparable sales', 'Vergleichsverkäufe|Vergleichswerte', 'Termes de comparaison|Ventes comparables'],
  cAddr: ['Address|Comparable', 'Address|Comparable', 'Objekt|Lage', 'Adresse|Bien'], cDate: ['Date sold|Sale date|Completed', 'Date of sale|Sale date', 'Verkauf am|Datum', 'Date de vente|Vendu le'], cPrice: ['Price|Sale price', 'Sale price|Price', 'Kaufpreis|Preis', 'Prix|Prix de vente'],
  cond: ['General remarks on condition|Condition|General condition', 'Condition of the improvements|Comments on condition', 'Baulicher Zustand|Zustand', "État général|Observations sur l'état"],
  signed: ['Signed|Valuer', 'Appraiser|Signature', 'Sachverständiger|Unterschrift', "L'expert|Signature"],
};
const TYPES: Array<[string, string, string, string]> = [
  ['Detached house|Detached two-storey house', 'Detached single-family home|Single-family detached residence', 'Freistehendes Einfamilienhaus|Einfamilienhaus, freistehend', 'Maison individuelle|Pavillon individuel'],
  ['Semi-detached house|Semi-detached two-storey house', 'Duplex (one half)|Twin home (semi-detached)', 'Doppelhaushälfte', "Maison jumelée|Maison mitoyenne d'un côté"],
  ['Mid-terrace house|End-of-terrace house|Terraced house', 'Townhouse (row)|Row house', 'Reihenmittelhaus|Reihenendhaus', 'Maison de ville en bande|Maison mitoyenne'],
  ['Purpose-built flat|Converted flat|Ground-floor flat', 'Condominium unit|Condo apartment', 'Eigentumswohnung|Etagenwohnung', 'Appartement|Appartement en copropriété'],
];
const TYPE_OPTS = [['Detached', 'Semi-detached', 'Terraced', 'Flat'], ['Detached house', 'Semi-detached house', 'Terraced / townhouse', 'Flat / apartment', 'Other'], ['detached', 'semi-detached', 'mid/end terrace', 'apartment']];
const TENURE: [string, string][] = [['Freehold', 'Leasehold – unexpired term {y} years|Leasehold ({y} years unexpired)'], ['Fee simple', 'Leasehold ({y} years remaining)'], ['Volleigentum|Alleineigentum', 'Erbbaurecht (Restlaufzeit {y} Jahre)'], ['Pleine propriété', 'Bail emphytéotique ({y} ans restant à courir)']];
const TENURE_OPTS = [['Freehold', 'Leasehold'], ['freehold', 'leasehold', 'commonhold'], ['Freehold', 'Leasehold', 'Share of freehold']];
const FIRMS = ['Hartley Finch Chartered Surveyors|Ashdown & Pryce LLP|Kingsmead Survey & Valuation Ltd|Beacon Property Surveyors', 'Summit Ridge Appraisal Group|Clearview Valuation Services LLC|Harbor Point Appraisals Inc.|Prairie State Appraisal Co.', 'Sachverständigenbüro Dr. Weber & Kollegen|Immobilienbewertung Krüger GmbH|Gutachterbüro Hansen|Wertermittlung Brandt & Partner', 'Cabinet Lemaire Expertises|Expertim Conseil SAS|Cabinet Bertin & Associés|Évalimmo Ouest'];
const LENDERS = ['Northern Shires Building Society|Albion Mortgages plc|Thamesbank Home Loans|Severn Vale Building Society', 'Cascade Federal Credit Union|Lakeshore Home Lending LLC|First Prairie Bank, N.A.|Bluestem Mortgage Corp.', 'Sparkasse Rheinland-Mitte|Volksbank Weserbergland eG|Hanse Hypothekenbank AG|Raiffeisenbank Oberland eG', 'Crédit Régional du Rhône|Banque Alpine de Crédit|Caisse Mutuelle de Bretagne|Société Lyonnaise de Prêts'];
const PEOPLE = ['Thomas Reilly|Anna Okoye|Gareth Price|Fiona Maclean|Imran Shah|Rachel Turner|Owen Baxter|Lucy Fairbairn', 'Jennifer Ortiz|Michael Brennan|Keisha Howard|Ryan Caldwell|Laura Nguyen|Derek Simmons|Amanda Ruiz|Scott Whitaker', 'Katrin Hoffmann|Florian Berger|Julia Wagner|Tobias Schneider|Miriam Keller|Andreas Vogel|Lena Hartmann|Sven Richter', 'Camille Lefebvre|Julien Marchand|Élodie Bernard|Antoine Rey|Sophie Girard|Nicolas Faure|Manon Chevalier|Hugo Mallet'];
const VALUERS = ['Jane Porter MRICS|David Ellwood FRICS|Sarah Kemp MRICS, RICS Registered Valuer', 'Mark Delaney, Certified Residential Appraiser|Teresa Lyons, SRA|Paul Jensen, Certified General Appraiser', 'Dipl.-Ing. Stefan Kühn|Dr. Ulrike Brandt|Markus Seidel (DIAZert)', 'Marie Durand, expert immobilier|Pierre Vasseur, expert agréé|Laure Dumont, MRICS'];
const STREETS = ['Whitby Road|Alder Close|Queensway|Meadow Rise|Kingsley Avenue|Orchard Lane|Sandford Street', 'Hawthorne Blvd|Maple Street|Cedar Lane|Ridgeview Drive|Elm Avenue|Juniper Court|Oakmont Road', 'Lindenstraße|Am Mühlbach|Goethestraße|Birkenweg|Schillerring|Kastanienallee|Talstraße', 'rue des Acacias|avenue Jean Jaurès|allée des Peupliers|rue Victor Hugo|impasse du Moulin|rue Pasteur|boulevard Carnot'];
const TOWNS: Array<Array<[string, string]>> = [[['Bristol', 'BS6 7QR'], ['Leeds', 'LS8 2JP'], ['Reading', 'RG4 5AX'], ['Norwich', 'NR2 3DL'], ['Exeter', 'EX4 6NA']], [['Portland, OR', '97214'], ['Austin, TX', '78704'], ['Columbus, OH', '43214'], ['Madison, WI', '53705']], [['Bonn', '53115'], ['Freiburg im Breisgau', '79102'], ['Münster', '48143'], ['Kassel', '34117']], [['Rennes', '35000'], ['Dijon', '21000'], ['Angers', '49100'], ['Toulouse', '31400']]];
const COND = [
  ['The property is in fair condition commensurate with its age and type, although the timber windows require some overhaul.', 'Evidence of rising damp was noted to the rear reception room wall and should be investigated by a specialist contractor.', 'The roof covering appears to be in reasonable order, but the chimney stack requires repointing.', 'The kitchen and bathroom fittings are dated and would benefit from modernisation.', 'Some cracking was noted above the bay window; this appears longstanding and non-progressive.'],
  ['The subject is in average condition with no physical deficiencies observed that affect livability.', 'The roof shows wear consistent with its age; the remaining economic life is estimated at five years.', 'Minor deferred maintenance was observed, including peeling exterior paint and a cracked driveway.', 'The kitchen was updated recently; the bathrooms are original and show normal wear.'],
  ['Das Objekt befindet sich in einem altersgemäß durchschnittlichen Zustand; an der Fassade sind kleinere Putzschäden erkennbar.', 'Im Kellergeschoss wurden Feuchtigkeitsspuren festgestellt, deren Ursache fachkundig geklärt werden sollte.', 'Die Heizungsanlage ist veraltet und dürfte mittelfristig zu erneuern sein.', 'Bäder und Küche entsprechen nicht mehr dem heutigen Standard.'],
  ['Le bien est en bon état général, hormis quelques traces d’humidité en pied de mur dans le séjour.', 'La toiture présente des tuiles déplacées qu’il conviendra de reprendre à court terme.', 'Les menuiseries extérieures en simple vitrage sont vétustes et à remplacer.', 'L’installation électrique mériterait une mise aux normes.'],
];
/** Sentences per locale (UK, US, DE, FR). */
const T: Record<string, [string[], string[], string[], string[]]> = {
  intro: [['We have been instructed by {lender} to inspect and value the above property in connection with a mortgage application by {app}.', 'In accordance with instructions received from {lender} on {instr}, we inspected the property on {insp} on behalf of the applicant, {app}.'], ['This appraisal was prepared for {lender} in connection with a mortgage loan to {app}. The subject was inspected on {insp}.', 'The intended user of this report is {lender}; the borrower is {app}. The assignment was received on {instr}.'], ['Im Auftrag der {lender} vom {instr} wurde das Objekt am {insp} besichtigt. Antragsteller ist {app}.', 'Die {lender} hat uns mit der Bewertung des nachstehenden Objekts im Rahmen des Darlehensantrags von {app} beauftragt.'], ['Mandatés par {lender}, nous avons procédé le {insp} à la visite du bien désigné ci-dessous, dans le cadre de la demande de prêt de {app}.', 'Mission confiée par {lender} le {instr} ; emprunteur : {app}.']],
  desc: [['The property is a {type} providing {beds} bedrooms and {baths} bathroom(s), with a {areaWord} of approximately {area}.', 'A {type} with {beds} bedrooms; {areaWord} approx. {area}.'], ['The subject is a {type} with {beds} bedrooms, {baths} baths and {area} of gross living area.'], ['Das Bewertungsobjekt ({type}) verfügt über {beds} Schlafzimmer und {baths} Bad/Bäder; die Wohnfläche beträgt ca. {area}.', 'Objekt: {type} mit {beds} Schlafzimmern, {baths} Bad/Bädern und ca. {area} Wohnfläche.'], ['Le bien ({type}) comprend {beds} chambres et {baths} salle(s) d’eau, pour une surface habitable d’environ {area}.']],
  value: [['In our opinion the market value of the property in its present condition as at {insp} is {mv}.', 'We are of the opinion that the market value with vacant possession is {mv}.'], ['Based on the sales comparison approach, the opinion of market value as of {insp} is {mv}.'], ['Den Verkehrswert (Marktwert) zum Wertermittlungsstichtag {insp} schätzen wir auf {mv}.'], ['Nous estimons la valeur vénale du bien, libre de toute occupation, à {mv} à la date du {insp}.']],
  rc: [['The reinstatement cost for insurance purposes is assessed at {rc}.', 'For buildings insurance we recommend a reinstatement figure of not less than {rc}.'], ['The estimated replacement cost new, for insurance purposes, is {rc}.'], ['Der Wiederherstellungswert für Versicherungszwecke wird mit {rc} angesetzt.'], ['La valeur de reconstruction à neuf, à des fins d’assurance, est estimée à {rc}.']],
  pp: [['The applicant advises that the agreed purchase price is {pp}.', 'We are informed that the purchase price is {pp}.'], ['The contract price reported by the lender is {pp}.'], ['Der Kaufpreis beträgt laut Angabe des Antragstellers {pp}.'], ['Le prix d’acquisition déclaré par l’emprunteur s’élève à {pp}.']],
  remo: [['We understand this is a remortgage; no purchase price has been disclosed.'], ['This is a refinance transaction; there is no contract of sale.'], ['Es handelt sich um eine Anschlussfinanzierung; ein Kaufpreis liegt nicht vor.'], ['Il s’agit d’un refinancement ; aucun prix d’acquisition n’est communiqué.']],
  block: [['Reinstatement cost: not applicable – the building is insured under a block policy.'], ['Replacement cost: not developed – the HOA master policy covers the structure.'], ['Wiederherstellungswert: entfällt (Gebäudeversicherung der Eigentümergemeinschaft).'], ['Valeur de reconstruction : sans objet (assurance de l’immeuble souscrite par le syndic).']],
};
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['text', [['council_tax_band', 'council tax or property tax band of the home'], ['tax_band', '']]], ['number', [['year_built', 'year the property was constructed'], ['construction_year', '']]], ['currency', [['service_charge', 'yearly service charge for the building'], ['ground_rent', 'annual ground rent payable']]], ['text', [['epc_rating', 'energy performance rating of the home'], ['energy_class', '']]], ['date', [['completion_date', 'date the purchase is due to complete'], ['move_in_date', '']]]];
const r100 = (x: number, step: number) => Math.round(x / step) * step;

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const w = (key: string) => alt(r, W[key][li]);
  const say = (key: string, c: Record<string, string | number>) => fill(pick(r, T[key][li]), c);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const [byCode, decimals] = [chance(r, 0.25), chance(r, 0.2) ? 2 : 0];
  const money = (x: number) => moneyOf(x, loc, byCode, decimals);
  const firm = alt(r, FIRMS[li]);
  const lender = alt(r, LENDERS[li]);
  const valuer = alt(r, VALUERS[li]);
  const names = PEOPLE[li].split('|').map((p) => ({ p, k: r() })).sort((a, b) => a.k - b.k).map((x) => x.p);
  const applicant = chance(r, 0.3) ? `${names[0]} ${['and', 'and', 'und', 'et'][li]} ${names[1]}` : names[0];
  const [town, post] = pick(r, TOWNS[li]);
  const streets = STREETS[li].split('|').map((s) => ({ s, k: r() })).sort((a, b) => a.k - b.k).map((x) => x.s);
  const at = (s: string, n: number) => (li === 2 ? `${s} ${n}` : `${n} ${s}`);
  const kind = pick(r, [0, 0, 1, 1, 2, 3, 3]);
  const flat = kind === 3;
  const unitNo = int(r, 1, 24);
  const street = at(streets[0], int(r, 2, 180));
  const line1 = flat ? [`Flat ${unitNo}, ${street}`, `${street}, Unit ${unitNo}`, `${street} (Wohnung Nr. ${unitNo})`, `${street}, appt ${unitNo}`][li] : street;
  const addrLines = li >= 2 ? [line1, `${post} ${town}`] : li === 1 ? [line1, `${town} ${post}`] : [line1, town, post];
  const townName = town.replace(/, [A-Z]{2}$/, '');
  const typeText = alt(r, TYPES[kind][li]);
  const [typeOpts, tenOpts] = [pick(r, TYPE_OPTS), pick(r, TENURE_OPTS)];
  const lease = flat ? (li === 0 ? chance(r, 0.85) : chance(r, 0.1)) : chance(r, 0.08);
  const tenureText = fill(alt(r, TENURE[li][lease ? 1 : 0]), { y: int(r, 60, 125) });
  const beds = flat ? int(r, 1, 3) : int(r, 2, 5);
  const baths = int(r, 1, Math.min(3, beds));
  const m2 = beds * (li === 1 ? 24 : 17) + int(r, 18, li === 1 ? 70 : 45) + (li >= 2 && chance(r, 0.4) ? 0.5 : 0);
  const sqft = Math.round(m2 * 10.764);
  const unit = li === 1 ? 'sqft' : li === 0 ? pick(r, ['m2', 'sqft', 'both']) : 'm2';
  const m2Text = `${fmtNumber(m2, loc.numbers, m2 % 1 ? 1 : 0)}${li >= 2 ? ' m²' : pick(r, [' m²', ' sq m'])}`;
  const sqText = `${fmtNumber(sqft, loc.numbers, 0)} sq ft`;
  const areaText = unit === 'm2' ? m2Text : unit === 'sqft' ? sqText : `${m2Text} (${sqText})`;
  const askSq = unit === 'sqft' || (unit === 'both' && chance(r, 0.5));
  const plot = flat ? null : int(r, 150, 900);
  const [lo, hi] = [[2500, 5500], [1600, 4300], [2800, 6500], [2000, 5000]][li]; // a price per m² in the region
  const mv = r100(m2 * int(r, lo, hi), 5000);
  const block = flat && chance(r, 0.35);
  const rc = block ? null : r100(mv * (0.5 + r() * 0.35), 1000);
  const remo = chance(r, 0.2);
  const pp = remo ? null : mv + pick(r, [0, 0, 5000, 2500, -5000, 10000, 7500]);
  const loan = r100(mv * pick(r, [0.6, 0.75, 0.8, 0.85, 0.9]), 500);
  const instr = randomDate(r, 2018, 2025);
  const insp = addDays(instr, int(r, 2, 12));
  const rep = addDays(insp, int(r, 0, 9));
  const comps = [1, 2, 3].map((i) => ({ addr: at(streets[i], int(r, 2, 150)), sold: addDays(insp, -int(r, 25, 330)), price: r100(mv * (0.88 + r() * 0.24), 500), beds: Math.max(1, beds + int(r, -1, 1)) }));
  const target = pick(r, comps);
  const remark = pick(r, COND[li]);
  const ref = pick(r, [`VAL/${int(r, 10000, 99999)}`, `${rep.getUTCFullYear()}-${int(r, 1000, 9999)}`, `HF${int(r, 100000, 999999)}`, `G-${int(r, 100, 999)}/${String(rep.getUTCFullYear()).slice(2)}`]);
  const caseNo = pick(r, [`${int(r, 10000000, 99999999)}`, `MA-${int(r, 100000, 999999)}`, `${int(r, 100, 999)}-${int(r, 1000000, 9999999)}`, `DL${int(r, 1000000, 9999999)}`]);

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['valuer', 'firm that carried out the valuation'], ['surveyor_company', ''], ['valuation_firm', 'company of the surveyor or appraiser, not the bank'], ['appraiser', 'who did the survey (business name)']], firm),
    () => ask.field('text', [['lender', 'bank or building society the report is for'], ['client', 'who commissioned the valuation'], ['mortgage_lender', ''], ['prepared_for', 'institution the report is addressed to']], lender),
    () => ask.field('text', [['applicant', 'person applying for the mortgage'], ['borrower_name', ''], ['customer', 'name of the bank customer buying or refinancing']], applicant),
    () => chance(r, 0.5) ? ask.field('text', [['postcode', 'postal code of the property valued'], ['zip', ''], ['property_postal_code', 'post code of the home being valued']], post) : ask.field('text', [['town', 'city where the property is'], ['property_city', ''], ['location', 'town of the property being valued']], townName),
    () => chance(r, 0.5) ? ask.field('id_alphanumeric', [['report_ref', "valuer's own reference for this report"], ['survey_reference', ''], ['valuation_no', 'number of the valuation report']], ref) : ask.field('id_alphanumeric', [['lender_case_number', "bank's application or case reference"], ['mortgage_application_no', ''], ['loan_ref', 'reference the lender uses for the loan']], caseNo),
    () => ask.field('date', [['inspection_date', 'day the valuer visited the property'], ['visit_date', ''], ['surveyed_on', 'when the property was inspected']], isoOf(insp)),
    () => ask.field('date', [['report_date', 'date the report was signed or issued'], ['issued_on', ''], ['valuation_report_date', 'date of the report itself, not of the visit']], isoOf(rep)),
    () => ask.field('single_select', [['property_type', 'kind of dwelling'], ['house_type', ''], ['dwelling', 'what sort of home it is']], typeOpts[kind], typeOpts),
    () => ask.field('number', [['bedrooms', 'number of bedrooms'], ['beds', ''], ['no_of_bedrooms', 'how many bedrooms the home has']], beds),
    () => ask.field('number', askSq ? [['floor_area_sqft', 'internal floor area in square feet'], ['size_sq_ft', '']] : unit === 'both' ? [['floor_area_m2', 'floor area in square metres'], ['size_sqm', '']] : [['floor_area', 'internal floor area of the home'], ['living_space', ''], ['size', 'how big the dwelling is (floor area)']], askSq ? sqft : m2),
    () => ask.field('currency', [['market_value', "valuer's opinion of value"], ['valuation', ''], ['value_of_property', 'what the property is worth according to the report'], ['appraised_value', '']], mv),
    () => ask.field('currency', [['rebuild_cost', 'cost to rebuild for insurance'], ['insurance_value', ''], ['reinstatement', 'figure recommended for buildings insurance']], rc),
    () => ask.field('currency', [['purchase_price', 'price the applicant is paying'], ['agreed_price', ''], ['sale_price', 'price agreed with the seller']], pp),
    () => ask.field('single_select', [['tenure', 'freehold or leasehold'], ['ownership_type', ''], ['title_type', 'how the property is held']], tenOpts[lease ? 1 : 0], tenOpts),
    () => ask.field('currency', [['comparable_price', `sale price of the comparable at ${target.addr}`], ['comp_sold_for', `what ${target.addr} sold for`]], target.price),
    () => ask.field('verbatim', [['condition_comment', "valuer's remark on the condition, word for word"], ['condition_notes', ''], ['state_of_repair', 'the sentence about the condition exactly as written']], remark),
    () => ask.field('currency_symbol', [['currency', ''], ['valuation_currency', 'currency of the figures']], loc.currency.code),
    () => ask.field('currency', [['loan_amount', 'mortgage amount applied for'], ['advance', 'how much the applicant wants to borrow']], loan),
  ];
  askSome(r, roles, 10, 13);
  const [nt, nw] = pick(r, NEVER);
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const c = { lender, app: applicant, instr: date(instr), insp: date(insp), type: li < 2 ? typeText.toLowerCase() : typeText, beds, baths, area: areaText, areaWord: alt(r, 'gross internal floor area|floor area|internal floor area'), mv: money(mv), rc: rc === null ? '' : money(rc), pp: pp === null ? '' : money(pp) };
  const prose = chance(r, 0.45);
  const letterhead = chance(r, 0.55);
  const head: Block[] = letterhead ? [{ kind: 'title', text: firm }, { kind: 'title', text: w('title') }] : [{ kind: 'title', text: w('title') }, kv(w('firm'), firm)];
  const ids: Block[] = [kv(w('ref'), ref), kv(w('case'), caseNo)];
  const intro = say('intro', c);
  const parties: Block[] = prose ? [para(intro)] : [kv(w('client'), lender), kv(w('app'), applicant), ...(chance(r, 0.5) ? [kv(w('instr'), date(instr))] : [])];
  const dates: Block[] = [...(prose && intro.includes(c.insp) && chance(r, 0.5) ? [] : [kv(w('insp'), date(insp))]), kv(w('rep'), date(rep))];
  const address: Block[] = [{ kind: 'kv', label: w('addr'), value: '', above: true }, { kind: 'lines', lines: chance(r, 0.2) ? [addrLines.join(', ')] : addrLines }];
  const facts: Array<[string, string]> = [[w('type'), typeText], [w('beds'), String(beds)], [w('baths'), String(baths)], [w('area'), areaText], ...(plot ? [[w('plot'), li === 1 ? `${fmtNumber(Math.round(plot * 10.764), loc.numbers, 0)} sq ft` : `${plot} m²`] as [string, string]] : []), [w('tenure'), tenureText]];
  const details: Block[] = prose
    ? [para(say('desc', c)), kv(w('tenure'), tenureText), ...(plot && chance(r, 0.5) ? [kv(w('plot'), facts[4][1])] : [])]
    : chance(r, 0.4) ? [{ kind: 'table', header: ['', ''], rows: facts }] : facts.map(([a, b]) => kv(a, b));
  const money3: Block[] = prose
    ? [para(`${say('value', c)} ${rc === null ? say('block', c) : say('rc', c)}`), para(pp === null ? say('remo', c) : say('pp', c)), kv(w('loan'), money(loan))]
    : [kv(w('mv'), money(mv)), rc === null ? para(say('block', c)) : kv(w('rc'), money(rc)), pp === null ? para(say('remo', c)) : kv(w('pp'), money(pp)), kv(w('loan'), money(loan))];
  const compRows = comps.map((x) => [x.addr, String(x.beds), date(x.sold), money(x.price)]);
  const compBlock: Block[] = [{ kind: 'title', text: w('comps') }, chance(r, 0.7)
    ? { kind: 'table', header: [w('cAddr'), W.beds[li].split('|')[0], w('cDate'), w('cPrice')], rows: compRows }
    : { kind: 'lines', lines: compRows.map(([a, b, d, p]) => `${a} – ${b} ${['bed', 'BR', 'SZ', 'ch.'][li]}, ${d}: ${p}`) }];
  const cond: Block[] = pick(r, [[{ kind: 'title', text: w('cond') }, para(remark)], [{ kind: 'kv', label: w('cond'), value: remark, above: true }], [kv(w('cond'), remark)]]);
  const sign: Block[] = [{ kind: 'lines', lines: [`${w('signed')}: ${valuer}`, ...(letterhead ? [] : [firm]), `${W.rep[li].split('|')[0]}: ${date(rep)}`] }];
  const top = chance(r, 0.5) ? [...ids, ...parties, ...dates] : [...parties, ...dates, ...ids];
  const body = chance(r, 0.5) ? [...address, ...details, ...cond, ...money3, ...compBlock] : [...address, ...details, ...money3, ...compBlock, ...cond];
  return { blocks: [...head, ...top, ...body, ...sign], fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const propertyValuations: Family = { name: 'property-valuation', kind: 'financial statement', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
