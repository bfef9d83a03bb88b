/**
 * Training family: employee expense and travel claims in UK, US, DE and FR styles and
 * wording. The company heads the form; a claim number beside a cost centre (sometimes a
 * project code), the claimant with staff number and department (label lines or a small
 * table), trip dates as a range or departure / return, the purpose of the trip, an items
 * table (date, category, description, amount, VAT, receipt) with a mileage row (distance
 * × rate, sometimes in its own section with the car's registration) and at times one
 * item in a foreign currency with its exchange rate; a per-diem allowance, then total,
 * advance and balance to reimburse, how it is paid, the claimant's declaration with the
 * submission date, and the manager's approval beside a finance check (three people).
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Expense Claim Form|Travel and Expenses Claim|Staff Expense Claim', 'Expense Report|Travel Expense Report|Employee Reimbursement Request', 'Reisekostenabrechnung|Spesenabrechnung|Auslagenerstattung', 'Note de frais|État de frais de déplacement|Demande de remboursement de frais'],
  claim: ['Claim no.|Claim reference|Form ref.', 'Report #|Report ID|Request no.', 'Abrechnungs-Nr.|Vorgangsnummer', 'N° de note|Référence|N° de demande'], cc: ['Cost centre|Charge to cost centre|Cost code', 'Cost center|Charge code|Cost ctr.', 'Kostenstelle|KST', 'Centre de coût|Centre analytique|Imputation'],
  proj: ['Project code|Project', 'Project #|Project code', 'Projektnummer|Projekt', 'Code projet|Projet'], emp: ['Employee|Claimant|Name', 'Employee|Employee name|Submitted by', 'Mitarbeiter/in|Name|Antragsteller/in', 'Salarié|Nom du collaborateur|Demandeur'],
  empNo: ['Staff no.|Payroll no.|Employee ID', 'Employee ID|Emp. #|Badge no.', 'Personalnummer|Pers.-Nr.', 'Matricule|N° salarié'], dept: ['Department|Team', 'Department|Division', 'Abteilung|Bereich', 'Service|Département'],
  period: ['Trip dates|Period of claim|Travel period', 'Trip dates|Travel dates|Period covered', 'Reisezeitraum|Zeitraum der Reise', 'Période du déplacement|Dates de la mission'],
  out: ['Departure|Date of departure|Travelled out', 'Departure date|Trip start', 'Beginn der Reise|Abreise', 'Date de départ|Départ le'], back: ['Return|Date of return|Travelled back', 'Return date|Trip end', 'Ende der Reise|Rückkehr', 'Date de retour|Retour le'],
  purpose: ['Purpose of journey|Reason for travel|Business purpose', 'Business purpose|Purpose of trip', 'Reisezweck|Anlass der Reise', 'Objet de la mission|Motif du déplacement'],
  date: ['Date', 'Date', 'Datum|Belegdatum', 'Date'], cat: ['Category|Type|Expense type', 'Category|Expense type', 'Kategorie|Kostenart', 'Catégorie|Nature|Type de frais'], desc: ['Description|Details', 'Description|Merchant / details', 'Beschreibung|Bezeichnung', 'Description|Détail|Libellé'],
  amt: ['Amount|Gross', 'Amount|Total', 'Betrag|Brutto', 'Montant TTC|Montant'], vat: ['VAT|VAT incl.', 'Tax', 'MwSt.|USt.|davon MwSt.', 'TVA|dont TVA'], rcpt: ['Receipt|Receipt?|Rcpt', 'Receipt|Receipt attached', 'Beleg|Beleg vorhanden', 'Justificatif|Reçu joint'],
  yes: ['Yes|Y', 'Yes|Y', 'Ja', 'Oui'], no: ['No|N', 'No|N', 'Nein', 'Non'],
  mile: ['Mileage claim|Business mileage', 'Mileage log|Personal vehicle mileage', 'Fahrten mit Privat-PKW|Kilometergeld', 'Indemnités kilométriques|Frais de véhicule personnel'], route: ['Journey|Route', 'Route|Trip', 'Strecke|Fahrtstrecke', 'Trajet|Itinéraire'],
  dist: ['Business miles|Miles claimed|Total miles', 'Miles driven|Business miles', 'Gefahrene km|Kilometer', 'Kilomètres parcourus|Distance (km)'], rate: ['Rate per mile|Mileage rate|HMRC rate', 'Rate per mile|IRS rate', 'Satz pro km|km-Satz', 'Taux kilométrique|Barème par km'],
  reg: ['Vehicle reg.|Car registration', 'License plate|Vehicle plate', 'Kennzeichen|Amtl. Kennzeichen', "Immatriculation|N° d'immatriculation"], see: ['see mileage section|see mileage details below', 'see mileage log', 'siehe Fahrtenaufstellung', 'voir détail kilométrique'],
  pd: ['Subsistence allowance|Day allowance|Per diem', 'Per diem|M&IE per diem|Daily allowance', 'Verpflegungspauschale|Tagegeld', 'Indemnités journalières|Forfait repas'], days: ['day|days', 'day|days', 'Tag|Tage', 'jour|jours'],
  sub: ['Subtotal|Receipted expenses', 'Subtotal|Itemized expenses', 'Zwischensumme|Summe Belege', 'Sous-total|Total des dépenses'], vatSum: ['Total VAT|VAT included', 'Tax included', 'enthaltene MwSt.|MwSt. gesamt', 'dont TVA|TVA totale'],
  total: ['Total claimed|Total claim|Total expenses', 'Total expenses|Report total|Total amount', 'Gesamtbetrag|Summe der Reisekosten|Gesamtkosten', 'Total des frais|Total TTC|Montant total'],
  adv: ['Less advance|Cash advance|Advance received', 'Less cash advance|Advance', 'abzgl. Vorschuss|Reisekostenvorschuss|erhaltener Vorschuss', 'Avance perçue|Moins avance|Acompte versé'],
  due: ['Amount due to employee|Balance to reimburse|Net amount payable', 'Amount due employee|Balance due|Reimbursement due', 'Auszahlungsbetrag|Erstattungsbetrag|Noch zu erstatten', 'Net à rembourser|Solde à rembourser|Montant à rembourser'],
  how: ['Payment method|To be paid by|Reimbursement', 'Reimbursement method|Payment via', 'Auszahlung|Erstattung über|Zahlungsweg', 'Mode de remboursement|Règlement par'],
  appr: ['Approved by|Authorised by|Line manager', 'Approved by|Manager approval|Approver', 'Genehmigt von|Freigabe durch|Vorgesetzte/r', 'Validé par|Approuvé par|Responsable hiérarchique'],
  apprOn: ['Date approved|Approval date|Authorised on', 'Approval date|Date approved', 'Genehmigt am|Datum der Freigabe', 'Date de validation|Validé le'],
  subOn: ['Date submitted|Submitted on|Date of claim', 'Date submitted|Submission date|Report date', 'Eingereicht am|Datum der Abrechnung|Abgabedatum', 'Date de soumission|Soumis le|Date de la demande'],
  fin: ['Checked by (Finance)|Finance check|Processed by', 'Audited by|Finance review|Processed by', 'Geprüft (Buchhaltung)|Rechnerisch geprüft von|Bearbeitet von', 'Contrôlé par (comptabilité)|Vérifié par|Traité par'],
  finOn: ['Checked on|Processed on', 'Reviewed on|Processed on', 'Geprüft am|Bearbeitet am', 'Contrôlé le|Traité le'], sig: ['Signature|Signed', 'Employee signature|Signed', 'Unterschrift|Unterschrift Mitarbeiter/in', 'Signature du salarié|Signature'],
};
const CATS = ['hotel', 'mileage', 'meals', 'rail', 'taxi', 'flight', 'parking'];
const CAT: Record<string, [string, string, string, string]> = {
  hotel: ['Hotel|Accommodation', 'Lodging|Hotel', 'Übernachtung|Hotel', 'Hôtel|Hébergement'], mileage: ['Mileage|Car mileage', 'Mileage|Personal car', 'Kilometergeld|Fahrtkosten PKW', 'Indemnités kilométriques|Frais kilométriques'],
  meals: ['Meals|Food & drink', 'Meals|Meals & entertainment', 'Bewirtung|Restaurant', 'Repas|Restaurant'], rail: ['Rail|Train', 'Rail|Train', 'Bahn|Bahnfahrt', 'Train|Billet SNCF'],
  taxi: ['Taxi|Taxi/Uber', 'Taxi/Rideshare|Taxi', 'Taxi', 'Taxi|VTC'], flight: ['Air travel|Flights', 'Airfare', 'Flug|Flugticket', "Avion|Billet d'avion"], parking: ['Parking|Car park', 'Parking', 'Parken|Parkgebühren', 'Parking|Stationnement'],
};
const DESC: Record<string, [string, string, string, string]> = {
  hotel: ['Premier Inn Leeds City|Hilton Garden Inn Glasgow|Jurys Inn Birmingham', 'Courtyard Chicago Downtown|Hampton Inn Denver|Hyatt Place Atlanta', 'Hotel am Hafen, Hamburg|Motel One Stuttgart|IntercityHotel Kassel', 'Ibis Lille Centre|Mercure Bordeaux Gare|Novotel Marseille Vieux-Port'],
  meals: ['Dinner with client|Lunch with site team|Working breakfast', 'Team dinner with client|Lunch meeting|Dinner at airport', 'Geschäftsessen mit Kunde|Mittagessen Projektteam|Abendessen Gasthaus Zur Post', "Déjeuner client|Dîner d'équipe|Repas de travail"],
  rail: ['Return ticket Euston – Manchester|Off-peak return Bristol – Cardiff|Advance single York – London', 'Amtrak Boston – New York|Acela Washington – Philadelphia', 'ICE Frankfurt – Hamburg, 2. Klasse|Bahnticket München – Nürnberg', 'TGV Paris – Lille, aller-retour|TER Lyon – Grenoble'],
  taxi: ['Taxi station to office|Uber to client site', 'Uber to airport|Taxi hotel to venue', 'Taxi Bahnhof – Kunde|Taxi zum Flughafen', 'Taxi gare – client|Taxi aéroport'],
  flight: ['Heathrow – Edinburgh economy|Bristol – Belfast return', 'Economy ORD – DEN|Round trip ATL – BOS', 'München – Hamburg Economy|Köln – Berlin', 'Paris Orly – Marseille|Paris – Toulouse aller simple'],
  parking: ['Station car park, 2 days|NCP Leeds', 'Airport parking|Garage parking downtown', 'Parkhaus Hauptbahnhof|Parken Flughafen', 'Parking gare Part-Dieu|Parking aéroport'],
};
const ROUTES = ['Bristol – Cardiff and return|Leeds – Sheffield return|Office to Reading client site and back', 'Boston – Hartford round trip|Home office to Dayton plant and back', 'München – Augsburg und zurück|Köln – Bonn, Hin- und Rückfahrt', 'Lyon – Grenoble aller-retour|Nantes – Angers A/R'];
const VAT: Record<string, [number, number, number, number]> = { hotel: [20, 0, 7, 10], meals: [20, 0, 19, 10], rail: [0, 0, 7, 10], taxi: [0, 0, 7, 10], flight: [0, 0, 19, 10], parking: [20, 0, 19, 20] };
const COST: Record<string, [number, number]> = { hotel: [70, 165], meals: [12, 90], rail: [25, 180], taxi: [8, 45], flight: [90, 320], parking: [6, 35] };
const OPTS = [['Hotel', 'Mileage', 'Meals', 'Rail', 'Taxi', 'Flights', 'Parking'], ['Accommodation', 'Car mileage', 'Food and drink', 'Train travel', 'Taxis', 'Air travel', 'Parking']];
const FX: Record<string, Record<string, number>> = { GBP: { EUR: 0.856, USD: 0.789, CHF: 0.893 }, USD: { EUR: 1.085, GBP: 1.271, CAD: 0.734 }, EUR: { GBP: 1.169, CHF: 1.042, USD: 0.921 } };
/** A trip abroad: the city (English, German, French) and a hotel, a restaurant and a taxi paid there. */
const ABROAD: Record<string, [string, string]> = { EUR: ['Brussels|Brüssel|Bruxelles', 'Hotel Europa|Brasserie Roue d’Or|Taxi Bruxelles-Midi'], USD: ['New York|New York|New York', 'Marriott Marquis|Keens Steakhouse|Taxi JFK – Manhattan'], CHF: ['Zurich|Zürich|Zurich', 'Hotel Schweizerhof|Zunfthaus zur Waag|Taxi Zürich HB'], GBP: ['London|London|Londres', 'Strand Palace Hotel|Dishoom Covent Garden|Taxi Heathrow T5'], CAD: ['Toronto|Toronto|Toronto', 'Fairmont Royal York|Canoe Restaurant|Taxi Pearson Airport'] };
const ABROAD_PURPOSES = ['Supplier meeting in {c} and visit to the assembly plant|Represent the company at the partner summit in {c}', 'Partner meetings and plant tour in {c}|Present at the annual user conference in {c}', 'Lieferantenbesuch und Werksbesichtigung in {c}|Teilnahme an der Partnerkonferenz in {c}', "Visite fournisseur et de l'usine à {c}|Participation à la conférence partenaires à {c}"];
const PEOPLE = [['Hannah Whitfield', 'Owen Gallagher', 'Rebecca Thornton', 'Imran Siddiqui', 'Fiona MacLeod', 'Tom Ashworth'], ['Megan Carter', 'Luis Ramirez', 'Tyler Brooks', 'Jasmine Reed', 'Kevin Nguyen', 'Rachel Goldberg'], ['Katrin Vogel', 'Stefan Hofmann', 'Miriam Krause', 'Tobias Wendt', 'Anja Lorenz', 'Felix Brandt'], ['Camille Moreau', 'Julien Lefebvre', 'Sophie Marchand', 'Nicolas Faure', 'Élodie Chevalier', 'Antoine Roux']];
const ORGS = [['Brightwell Engineering Ltd', 'Calder Valley Foods Ltd', 'Ashby & Rowe LLP'], ['Pinecrest Analytics Inc.', 'Redline Freight LLC', 'Bluewater Medical Supply Inc.'], ['Nordlicht Anlagenbau GmbH', 'Weber & Söhne KG', 'Tessaro Software AG'], ['Groupe Valmont SAS', 'Atelier Duval SARL', 'Lumière Conseil SA']];
const DEPTS = ['Sales|Field Service|Operations|Internal Audit', 'Sales|Customer Success|Engineering', 'Vertrieb|Kundendienst|Einkauf', 'Commercial|Service client|Achats'];
const BOSSES = ['Line Manager|Head of Sales|Regional Director', 'Sales Manager|VP Operations|Team Lead', 'Abteilungsleitung|Bereichsleitung|Teamleitung', "Manager|Responsable d'équipe|Direction régionale"];
const PURPOSES = [
  'Client workshop with Harland Foods and site visit to the Doncaster warehouse|Attend the annual regional sales conference in Birmingham|Quarterly audit of the Glasgow branch accounts|Installation support for the new ticketing system at the Bristol office',
  'Attend the Midwest distributor summit in Chicago|Onboarding training for new field technicians in Denver|Quarterly business review with Pinecrest Health in Atlanta|Staff the company booth at the Boston MedTech trade show',
  'Teilnahme an der Fachmesse Logistik in Hamburg|Kundentermin bei den Stadtwerken Kassel zur Angebotsbesprechung|Schulung der Servicetechniker im Werk Regensburg|Jahresgespräch mit dem Lieferanten in Stuttgart',
  "Participation au salon de l'emballage à Lille|Audit du site de production de Clermont-Ferrand|Réunion de lancement du projet avec le client à Bordeaux|Formation des équipes commerciales de l'agence de Marseille",
];
const METHODS = [['Via payroll|Added to next salary payment|Payroll', 'Payroll|Added to next paycheck', 'Über die Gehaltsabrechnung|Mit dem nächsten Gehalt', 'Sur bulletin de paie|Avec le prochain salaire'], ['Bank transfer (BACS)|Bank transfer', 'Direct deposit (ACH)|Bank transfer', 'Banküberweisung|Überweisung auf das Gehaltskonto', 'Virement bancaire|Virement sur compte'], ['Cheque|By cheque', 'Check|Paper check', 'Scheck|Per Scheck', 'Chèque|Par chèque']];
const METHOD_OPTS = [['Payroll', 'Bank transfer', 'Cheque', 'Cash'], ['With salary', 'Bank transfer', 'Check', 'Petty cash', 'Corporate card credit']];
const DECL = ['I confirm that these expenses were incurred wholly and necessarily in the course of my duties and that receipts are attached where shown.', 'I certify that the above expenses were incurred for legitimate business purposes and have not been reimbursed elsewhere.', 'Ich versichere, dass die Angaben vollständig und richtig sind und die Kosten dienstlich veranlasst waren.', "Je certifie l'exactitude des frais déclarés, engagés dans le cadre de ma mission."];
const FXNOTE = ['Foreign currency amounts converted to sterling at the rate on the card statement.', "Foreign charges converted to USD at the card issuer's rate.", 'Fremdwährungsbeträge wurden zum Kurs der Kreditkartenabrechnung umgerechnet.', 'Les montants en devises sont convertis au taux du relevé de carte.'];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [
  ['id_alphanumeric', [['corporate_card_no', 'number of the company credit card used'], ['card_number', '']]], ['id_alphanumeric', [['hotel_confirmation', 'booking confirmation number of the hotel'], ['booking_code', '']]], ['text', [['iban', 'bank account the refund goes to'], ['payee_account', '']]],
];
const r2 = (x: number) => Math.round(x * 100) / 100;

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc); // indexes the W columns
  const w = (key: string) => pick(r, W[key][li].split('|'));
  const alt = (s: string) => pick(r, s.split('|'));
  const [style, variant, byCode] = [pick(r, loc.dates), r(), chance(r, 0.25)];
  const date = (d: Date) => fmtDate(d, style, () => variant); // one written form per claim
  const n = (x: number) => fmtNumber(x, loc.numbers);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const people = PEOPLE[li].map((p) => ({ p, k: r() })).sort((a, b) => a.k - b.k).map((x) => x.p);
  const [employee, approver, checker] = people;
  const [company, dept, bossRole] = [pick(r, ORGS[li]), alt(DEPTS[li]), alt(BOSSES[li])];
  const [start, nDays] = [randomDate(r, 2019, 2025), int(r, 2, 5)];
  const end = addDays(start, nDays - 1);
  const [submitted, advOn] = [addDays(end, int(r, 1, 20)), addDays(start, -int(r, 2, 10))];
  const approved = addDays(submitted, int(r, 1, 9));
  const [checked, yy] = [addDays(approved, int(r, 1, 6)), start.getUTCFullYear()];
  const claimNo = pick(r, [`${['EXP', 'ER', 'RK', 'NDF'][li]}-${yy}-${int(r, 100, 9999)}`, `EC${int(r, 10000, 99999)}`, `${int(r, 100, 999)}/${String(yy).slice(2)}`]);
  const cc = pick(r, [[`CC${int(r, 1000, 9999)}`, `${int(r, 100, 999)}-${pick(r, ['OPS', 'SAL', 'FIN'])}`], [`CC-${int(r, 1000, 9999)}`, `${int(r, 10, 99)}-${int(r, 1000, 9999)}`], [String(int(r, 4000, 4999)), `${int(r, 4000, 4999)}-${int(r, 10, 99)}`], [`CA${int(r, 100, 999)}`, `SA-${int(r, 6000, 6999)}`]][li]);
  const proj = chance(r, 0.5) ? pick(r, [`PRJ-${int(r, 1000, 9999)}`, `P${String(yy).slice(2)}-${int(r, 100, 999)}`, `WP${int(r, 100, 999)}`]) : null;
  const empNo = pick(r, [String(int(r, 10000, 99999)), `E${int(r, 1000, 9999)}`, `00${int(r, 1000, 9999)}`]);

  // Items: a mileage row or not, 2-5 others, one of them perhaps paid abroad in another currency.
  const [mileage, dist] = [chance(r, 0.65), int(r, 18, 340)];
  const rate = pick(r, [[0.45, 0.25], [0.67, 0.58, 0.56], [0.3, 0.38], [0.6, 0.64]][li]);
  const others = [...(chance(r, 0.7) ? ['hotel'] : []), ...Array.from({ length: int(r, 1, 4) }, () => pick(r, ['meals', 'rail', 'taxi', 'taxi', 'meals', 'flight', 'parking', 'hotel']))];
  const fc = chance(r, 0.3) ? pick(r, Object.keys(FX[loc.currency.code])) : null;
  const fx = fc ? Math.round(FX[loc.currency.code][fc] * (0.98 + r() * 0.04) * 10000) / 10000 : 0;
  const purpose = fc ? alt(ABROAD_PURPOSES[li]).replace('{c}', ABROAD[fc][0].split('|')[Math.max(0, li - 1)]) : alt(PURPOSES[li]);
  const abroadAt = fc ? others.findIndex((c) => c === 'hotel' || c === 'meals' || c === 'taxi') : -1;
  const fxText = (x: number) => fmtNumber(x, loc.numbers, 4);
  const rateText = li === 0 && chance(r, 0.3) ? `${Math.round(rate * 100)}p` : fmtMoney(rate, loc.currency, loc.numbers);
  const [unit, separate, route] = [['miles', pick(r, ['mi', 'miles']), 'km', 'km'][li], mileage && chance(r, 0.35), alt(ROUTES[li])];
  const plate = [`${pick(r, ['KP', 'LM', 'YA', 'BD'])}${int(r, 15, 24)} ${pick(r, ['XRT', 'HJN', 'OWE', 'FKL'])}`, `${int(r, 2, 9)}${pick(r, ['TRM', 'KXD', 'BLV'])}${int(r, 100, 999)}`, `${pick(r, ['M', 'K', 'HH', 'S'])}-${pick(r, ['AK', 'LW', 'RT'])} ${int(r, 100, 9999)}`, `${pick(r, ['GH', 'FR', 'EK'])}-${int(r, 100, 999)}-${pick(r, ['TK', 'LP', 'BZ'])}`][li];
  type Item = { on: Date; cat: string; desc: string; amt: number; vat: number | null; rcpt: boolean };
  const seen: Record<string, number> = {}; // each category's descriptions taken in turn
  const items: Item[] = others.map((cat, i) => {
    const [lo, hi] = COST[cat];
    const nights = cat === 'hotel' ? int(r, 1, Math.max(1, nDays - 1)) : 1;
    const base = r2((int(r, lo, hi) + pick(r, [0, 0.5, 0.2, 0.95, 0.4, 0.75])) * nights);
    const on = addDays(start, cat === 'hotel' ? 0 : int(r, 0, nDays - 1));
    const stay = cat === 'hotel' ? ` (${nights} ${[nights > 1 ? 'nights' : 'night', nights > 1 ? 'nights' : 'night', nights > 1 ? 'Nächte' : 'Nacht', nights > 1 ? 'nuits' : 'nuit'][li]})` : '';
    if (i === abroadAt) {
      const desc = `${ABROAD[fc!][1].split('|')[['hotel', 'meals', 'taxi'].indexOf(cat)]}${stay} – ${fc} ${n(base)} ${pick(r, ['@', ['at', 'at', 'Kurs', 'taux'][li]])} ${fxText(fx)}`;
      return { on, cat, desc, amt: r2(base * fx), vat: null, rcpt: true };
    }
    const v = VAT[cat][li];
    const descs = DESC[cat][li].split('|');
    return { on, cat, desc: descs[(seen[cat] = (seen[cat] ?? int(r, 0, 5)) + 1) % descs.length] + stay, amt: base, vat: v ? r2((base * v) / (100 + v)) : 0, rcpt: chance(r, 0.85) };
  });
  if (mileage) items.push({ on: addDays(start, int(r, 0, nDays - 1)), cat: 'mileage', desc: separate ? w('see') : `${route}, ${dist} ${unit} ${pick(r, ['@', '×', 'x'])} ${rateText}${pick(r, ['', `/${unit === 'km' ? 'km' : 'mile'}`])}`, amt: r2(dist * rate), vat: null, rcpt: false });
  items.sort((a, b) => a.on.getTime() - b.on.getTime());
  const itemsSum = r2(items.reduce((t, i) => t + i.amt, 0));
  const vatSum = r2(items.reduce((t, i) => t + (i.vat ?? 0), 0));
  const pdRate = chance(r, 0.55) ? pick(r, [[25, 15, 30], [59, 64, 74, 79], [28, 14], [20.2, 19.4]][li]) : 0;
  const pdDays = int(r, 1, nDays);
  const perDiem = r2(pdDays * pdRate);
  const total = r2(itemsSum + perDiem);
  const advance = total > 150 && chance(r, 0.55) ? pick(r, [50, 100, 150, 200, 250, 300, 400, 500].filter((a) => a < total * 0.7).concat([50])) : 0;
  const due = r2(total - advance);
  const [method, mOpts, cOpts] = [int(r, 0, 2), pick(r, METHOD_OPTS), pick(r, OPTS)];
  const present = CATS.filter((c) => items.some((i) => i.cat === c)).map((c) => cOpts[CATS.indexOf(c)]);

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['claimant', 'person claiming the expenses'], ['employee_name', ''], ['staff_member', 'who is being paid back']], employee),
    () => ask.field('id_alphanumeric', [['employee_number', "the claimant's staff or payroll number"], ['personnel_id', ''], ['worker_ref', 'internal id of the employee']], empNo),
    () => ask.field('text', [['signed_off_by', 'manager who authorised the claim'], ['approving_manager', ''], ['authoriser', 'name of the person who approved the expenses, not the claimant']], approver),
    () => proj && chance(r, 0.5) ? ask.field('id_alphanumeric', [['project', 'project the costs are charged to'], ['project_ref', '']], proj) : ask.field('id_alphanumeric', [['cost_center', 'budget code the expenses are booked against'], ['cost_centre_code', ''], ['charge_to', 'which cost centre pays']], cc),
    () => ask.field('id_alphanumeric', [['claim_id', 'reference number of this claim'], ['expense_report_no', ''], ['form_number', 'number of the claim form']], claimNo),
    () => chance(r, 0.5) ? ask.field('date', [['trip_start', 'first day of the trip'], ['travel_from', 'when the journey began'], ['departure', '']], isoOf(start)) : ask.field('date', [['trip_end', 'last day of the trip'], ['back_on', 'date the employee returned'], ['travel_until', '']], isoOf(end)),
    () => ask.field('date', [['submitted', 'date the employee handed in the claim'], ['claim_date', 'when the claim was made'], ['filed_on', '']], isoOf(submitted)),
    () => ask.field('date', [['manager_approval_date', 'when the manager signed off'], ['okayed_on', ''], ['authorisation_date', 'date the claim was authorised']], isoOf(approved)),
    () => ask.field('currency', [['total_expenses', 'everything claimed, before the advance is taken off'], ['claim_total', ''], ['gross_claim', 'sum of all costs on the form']], total),
    () => ask.field('currency', [['to_be_repaid', 'what the company still owes the employee'], ['net_reimbursement', 'amount paid back after the advance'], ['balance_owed', '']], due),
    () => ask.field('currency_symbol', [['currency', ''], ['claim_currency', 'currency the claim is paid in']], loc.currency.code),
    () => ask.field('single_select', [['payout_method', 'how the money reaches the employee'], ['reimbursed_via', ''], ['payment_route', 'how the claim will be settled']], mOpts[method], mOpts),
    () => ask.field('multi_select', [['expense_types', 'kinds of expense on the claim'], ['categories', ''], ['spend_categories', 'which types of cost appear in the items']], present, cOpts),
    () => ask.field('verbatim', [['trip_reason', 'why the trip was made, as written'], ['business_reason', 'purpose stated on the form, word for word']], purpose),
    ...(mileage ? [() => chance(r, 0.5) ? ask.field('number', [['distance', `${unit === 'km' ? 'kilometres' : 'miles'} driven in the employee's own car`], ['miles_or_km', 'distance claimed for mileage']], dist) : ask.field('currency', [['mileage_rate', 'amount paid per mile or km'], ['per_mile_allowance', '']], rate)] : []),
    ...(pdRate ? [() => chance(r, 0.5) ? ask.field('currency', [['daily_allowance', 'per-diem rate for one day'], ['per_day_rate', '']], pdRate) : ask.field('currency', [['per_diem_total', 'total of the daily allowances'], ['allowances', 'per diem claimed']], perDiem)] : []),
    ...(advance ? [() => ask.field('currency', [['advance', 'money already given to the employee before the trip'], ['prepaid_amount', ''], ['float_received', 'cash advance deducted']], advance)] : []),
    ...(fc ? [() => ask.field('number', [['fx_rate', 'conversion rate used for the foreign receipt'], ['exchange_rate', '']], fx)] : []),
    ...(separate ? [() => ask.field('id_alphanumeric', [['car_reg', 'registration of the car used'], ['number_plate', '']], plate)] : []),
  ];
  const keep = new Set(roles.map((_, i) => ({ i, k: r() })).sort((a, b) => a.k - b.k).slice(0, int(r, 10, 12)).map((x) => x.i));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the form never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const head: Block[] = chance(r, 0.6) ? [{ kind: 'title', text: company }, { kind: 'title', text: w('title') }] : [{ kind: 'title', text: w('title') }, { kind: 'lines', lines: [company] }];
  const ids: Block[] = [kv(w('claim'), claimNo), kv(w('cc'), cc), ...(proj ? [kv(w('proj'), proj)] : [])];
  const who: Block[] = chance(r, 0.3) ? [{ kind: 'table', header: [w('emp'), w('empNo'), w('dept')], rows: [[employee, empNo, dept]] }] : [kv(w('emp'), employee), kv(w('empNo'), empNo), ...(chance(r, 0.5) ? [kv(w('dept'), dept)] : [])];
  const range = li === 3 ? `du ${date(start)} au ${date(end)}` : `${date(start)}${pick(r, [' – ', ' - ', [' to ', ' to ', ' bis ', ' – '][li]])}${date(end)}`;
  const trip: Block[] = chance(r, 0.5) ? [kv(w('period'), range)] : [kv(w('out'), date(start)), kv(w('back'), date(end))];
  const why: Block[] = [pick(r, [kv(w('purpose'), purpose), { kind: 'kv', label: w('purpose'), value: purpose, above: true }, para(`${w('purpose')}: ${purpose}.`)])];
  const [vatCol, rcptCol] = [li !== 1 || chance(r, 0.3), chance(r, 0.8)];
  const catName = Object.fromEntries(CATS.map((c) => [c, alt(CAT[c][li])]));
  const table: Block = { kind: 'table',
    header: [w('date'), w('cat'), w('desc'), chance(r, 0.3) ? `${w('amt')} (${loc.currency.code})` : w('amt'), ...(vatCol ? [w('vat')] : []), ...(rcptCol ? [w('rcpt')] : [])],
    rows: items.map((i) => [date(i.on), catName[i.cat], i.desc, n(i.amt), ...(vatCol ? [i.vat === null ? '–' : n(i.vat)] : []), ...(rcptCol ? [i.cat === 'mileage' ? 'n/a' : i.rcpt ? W.yes[li].split('|')[0] : W.no[li].split('|')[0]] : [])]),
  };
  const mileBlock: Block[] = separate ? [{ kind: 'title', text: w('mile') }, kv(w('route'), route), kv(w('dist'), chance(r, 0.5) ? String(dist) : `${dist} ${unit}`), kv(w('rate'), rateText), kv(w('reg'), plate), kv(w('amt'), money(r2(dist * rate)))] : [];
  const pdText = chance(r, 0.5) ? `${pdDays} × ${money(pdRate)} = ${money(perDiem)}` : `${money(perDiem)} (${pdDays} ${W.days[li].split('|')[pdDays > 1 ? 1 : 0]} @ ${money(pdRate)})`;
  const sums: Array<[string, string]> = [
    ...(pdRate || chance(r, 0.3) ? [[w('sub'), n(itemsSum)] as [string, string]] : []), ...(vatCol && chance(r, 0.5) ? [[w('vatSum'), n(vatSum)] as [string, string]] : []),
    ...(pdRate ? [[w('pd'), pdText] as [string, string]] : []), [w('total'), money(total)], ...(advance ? [[w('adv'), chance(r, 0.5) ? n(advance) : `(${money(advance)})`] as [string, string]] : []), [w('due'), money(due)],
  ];
  const totals: Block[] = chance(r, 0.35) ? [{ kind: 'table', header: ['', ''], rows: sums }] : sums.map(([a, b]) => kv(a, b));
  const advNote = advance && chance(r, 0.6) ? [para([`An advance of ${money(advance)} was paid on ${date(advOn)} and has been deducted.`, `A cash advance of ${money(advance)} issued ${date(advOn)} is deducted from this report.`, `Der am ${date(advOn)} ausgezahlte Vorschuss von ${money(advance)} wurde verrechnet.`, `L'avance de ${money(advance)} versée le ${date(advOn)} est déduite.`][li])] : [];
  const how: Block = kv(w('how'), alt(METHODS[method][li]));
  const signed: Block[] = chance(r, 0.5)
    ? [para(DECL[li]), kv(w('sig'), employee), kv(w('subOn'), date(submitted))]
    : [para(`${DECL[li]} ${[`Submitted by ${employee} on ${date(submitted)}.`, `Submitted by ${employee} on ${date(submitted)}.`, `Eingereicht von ${employee} am ${date(submitted)}.`, `Soumise par ${employee} le ${date(submitted)}.`][li]}`)];
  const approval: Block[] = chance(r, 0.5)
    ? [kv(w('appr'), `${approver}${chance(r, 0.5) ? ` (${bossRole})` : ''}`), kv(w('apprOn'), date(approved))]
    : [para(pick(r, [[`Approved by ${approver} (${bossRole}) on ${date(approved)}.`, `${approver}, ${bossRole}, authorised this claim on ${date(approved)}.`], [`Approved by ${approver}, ${bossRole}, on ${date(approved)}.`, `Manager sign-off: ${approver} (${bossRole}), ${date(approved)}.`], [`Genehmigt durch ${approver} (${bossRole}) am ${date(approved)}.`, `Die Abrechnung wurde am ${date(approved)} von ${approver} (${bossRole}) freigegeben.`], [`Validée par ${approver} (${bossRole}) le ${date(approved)}.`, `Note de frais approuvée le ${date(approved)} par ${approver}, ${bossRole}.`]][li]))];
  const finance: Block[] = chance(r, 0.6) ? [kv(w('fin'), checker), kv(w('finOn'), date(checked))] : [];
  const meta = chance(r, 0.5) ? [...ids, ...who] : [...who, ...ids];
  const blocks: Block[] = [
    ...head, ...meta, ...(chance(r, 0.5) ? [...trip, ...why] : [...why, ...trip]), table, ...(fc ? [para(FXNOTE[li])] : []), ...mileBlock,
    ...totals, ...advNote, ...(chance(r, 0.5) ? [how, ...signed] : [...signed, how]), ...approval, ...finance,
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const expenseClaims: Family = { name: 'expense-claim', kind: 'payroll', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
