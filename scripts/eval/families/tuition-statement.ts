/**
 * Training family: fee statements and invoices that schools, colleges, universities and
 * language schools send to parents or students, in UK, US, DE and FR wording and calendars
 * (terms, semesters, trimestres). The institution heads the page; the bill payer sits in
 * an address block, the student beside a class or year group; a student id beside the
 * invoice number and a family account number, the statement date, term dates and a due date
 * (on a label line or in a sentence); a fees table (tuition, registration, books, trips,
 * meals, extras) or a dated account ledger (charges and credits), a discount or scholarship
 * (an amount, at times with its percentage), a payment already received, the balance,
 * an instalment plan, the payment methods accepted and a late fee in prose.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';
import { alt, askSome, digits, fill, r2, sameAmount, shuffle } from './remittance-advice.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Fee Statement|Statement of Fees|Invoice – School Fees|Termly Account', 'Tuition Statement|Student Account Statement|Tuition Invoice|Billing Statement', 'Gebührenrechnung|Rechnung Schulgeld|Zahlungsaufforderung Studiengebühren|Kursgebühren – Rechnung', "Relevé de frais de scolarité|Facture de scolarité|Avis d'échéance – frais de scolarité"],
  billTo: ['Bill to|Account holder|Fee payer', 'Bill to|Responsible party|Billed to', 'Rechnungsempfänger|Zahlungspflichtige/r|An', 'Facturé à|Responsable légal|Payeur'],
  student: ['Pupil|Student|Pupil name', 'Student|Student name', 'Schüler/in|Studierende/r|Teilnehmer/in', 'Élève|Étudiant(e)|Nom de l’élève'],
  sid: ['Pupil ID|Student no.|Admission no.', 'Student ID|ID #', 'Matrikelnummer|Schülernummer|Teilnehmer-Nr.', 'N° élève|Identifiant élève|N° étudiant'],
  inv: ['Invoice no.|Statement no.|Reference', 'Invoice #|Statement #|Bill no.', 'Rechnungsnummer|Rechnungs-Nr.|Beleg-Nr.', 'N° de facture|Facture n°|Référence'],
  fam: ['Family account|Account no.', 'Family ID|Account #', 'Kundennummer|Debitor-Nr.', 'N° famille|Compte famille'],
  cls: ['Year group|Form|Class', 'Grade|Class|Program', 'Klasse|Studiengang|Kurs', 'Classe|Niveau|Formation'],
  term: ['Term|Fees for|Billing period', 'Term|Semester|Billing term', 'Semester|Zeitraum|Abrechnungszeitraum', 'Période|Trimestre|Période facturée'],
  dates: ['Term dates|Term runs', 'Semester dates|Classes run', 'Vorlesungszeit|Kurszeitraum', 'Dates du trimestre|Période de cours'],
  on: ['Date|Statement date|Invoice date', 'Statement date|Date|Billing date', 'Rechnungsdatum|Datum', 'Date|Date du relevé|Émis le'],
  due: ['Due date|Payment due|Please pay by', 'Due date|Payment due by|Amount due by', 'Fällig am|Zahlbar bis|Zahlungsziel', "Date d'échéance|À régler avant le|Échéance"],
  desc: ['Description|Item', 'Description|Item', 'Position|Bezeichnung|Leistung', 'Désignation|Libellé'], amt: ['Amount|£|Fee', 'Amount|Amount (USD)', 'Betrag|EUR', 'Montant|Montant (€)'],
  date: ['Date', 'Date|Posted', 'Datum|Buchungstag', 'Date'], charge: ['Charges|Debit', 'Charges|Debits', 'Soll|Belastung', 'Débit|Montant dû'], credit: ['Credits|Credit', 'Credits|Payments/Credits', 'Haben|Gutschrift', 'Crédit|Règlements'],
  tuition: ['Tuition fees|Tuition|School fees', 'Tuition|Tuition & instruction|Instruction', 'Studiengebühr|Schulgeld|Kursgebühr', 'Frais de scolarité|Scolarité|Contribution des familles'],
  reg: ['Registration fee|Enrolment fee', 'Registration fee|Enrollment fee', 'Einschreibegebühr|Anmeldegebühr', "Frais d'inscription|Droits d'inscription"],
  books: ['Books and materials|Textbooks & stationery', 'Books & supplies|Textbooks', 'Lehrmaterial|Bücher und Skripte', 'Fournitures et manuels|Livres scolaires'],
  trips: ['Educational visits|School trips|Residential trip', 'Field trips|Activity fee|Class trip', 'Exkursionen|Studienfahrt', 'Sorties pédagogiques|Voyage scolaire'],
  meals: ['Lunches|School meals|Catering', 'Meal plan|Lunch program', 'Mensa-Essen|Verpflegung', 'Restauration scolaire|Cantine|Demi-pension'],
  extra: ['Individual music lessons|After-school club|Sports kit', 'Athletics fee|Technology fee|Lab fee', 'Semesterbeitrag|IT-Pauschale|Prüfungsgebühr', 'Activités périscolaires|Assurance scolaire|Sortie au théâtre'],
  pctDisc: ['Sibling discount|Staff discount|Early payment discount', 'Sibling discount|Multi-child discount|Pay-in-full discount', 'Geschwisterrabatt|Frühbucherrabatt', 'Réduction fratrie|Remise famille nombreuse'],
  amtDisc: ['Bursary|Scholarship award|Academic scholarship', 'Scholarship|Merit scholarship|Financial aid grant', 'Stipendium|Leistungsstipendium|Ermäßigung', 'Bourse|Bourse au mérite|Aide de la fondation'],
  paid: ['Payment received – thank you|Less deposit paid|Payments received', 'Payment received|Less deposit|Payments/credits', 'Zahlungseingang|abzgl. Anzahlung|Bereits gezahlt', 'Acompte versé|Règlement reçu|Déjà réglé'],
  sub: ['Total fees|Subtotal|Total charges', 'Total charges|Subtotal', 'Summe Gebühren|Zwischensumme', 'Total des frais|Sous-total'],
  bal: ['Balance due|Amount now due|Balance outstanding', 'Balance due|Amount due|Current balance', 'Offener Betrag|Zu zahlen|Restbetrag', 'Solde à payer|Reste dû|Montant à régler'],
  ways: ['Payment methods|How to pay|We accept', 'Payment options|Ways to pay|Accepted payments', 'Zahlungsmöglichkeiten|Zahlungsarten', 'Moyens de paiement|Modes de règlement acceptés'],
  plan: ['Instalment plan|Payment plan', 'Installment plan|Payment plan', 'Ratenzahlung|Ratenplan', 'Paiement échelonné|Échéancier'],
  office: ['Bursar|Bursary Office|Fees Office', 'Business Office|Student Accounts Office|Bursar', 'Studierendensekretariat|Buchhaltung|Verwaltung', 'Service comptabilité|Économat|Secrétariat'],
};
/** Institutions per locale, each with its kind: s(chool), u(niversity or college), l(anguage school). */
const INST = ["St Aldhelm's Preparatory School#s|Wexcombe College#s|Linden House School#s|Bayswater English Language Centre#l|Harrowdene High School#s", 'Westbrook Academy#s|Holy Cross Preparatory School#s|Lakemont College#u|Brookline Language Institute#l|Cedar Valley Montessori#s', 'Private Hochschule Nordstadt#u|Sprachschule Lingua Viva#l|Internationale Schule Rheinblick#s|Akademie für Gestaltung Elbufer#u', 'Collège Sainte-Thérèse#s|École internationale Bordeaux-Lac#s|Institut de langues Lumière#l|Lycée privé Saint-Exupéry#s'];
const ADDR = [[['Church Lane', 'Wexcombe', 'Wiltshire SN8 3QR'], ['42 Porchester Road', 'London W2 5DP']], [['1800 Westbrook Road', 'Greenwich, CT 06830'], ['55 Lakemont Ave', 'Ithaca, NY 14850']], [['Rheinuferstraße 18', '53173 Bonn'], ['Elbchaussee 212', '22605 Hamburg']], [['12 avenue de la Libération', '33000 Bordeaux'], ['8 rue Saint-Exupéry', '69006 Lyon']]];
const HOMES = [[['7 Larch Close', 'Marlborough', 'SN8 1TJ'], ['Flat 3, 28 Kensington Gardens Square', 'London W2 4BH']], [['34 Orchard Lane', 'Stamford, CT 06903'], ['118 Cayuga Heights Rd', 'Ithaca, NY 14850']], [['Lindenweg 8', '53175 Bonn'], ['Am Hang 21', '22587 Hamburg']], [['5 allée Monet', '33200 Bordeaux'], ['17 rue Vendôme', '69006 Lyon']]];
const KIDS = ['Oliver|Amelia|Harry|Isla|Freddie|Poppy', 'Ethan|Madison|Noah|Chloe|Mason|Avery', 'Lukas|Hannah|Jonas|Lea|Felix|Marie', 'Louis|Chloé|Hugo|Inès|Lucas|Manon'];
/** Parents' first names per locale, women then men, and the titles that go with them. */
const ADULTS = [['Karen|Helen|Sarah', 'Paul|Richard|Andrew'], ['Jennifer|Laura|Angela', 'Michael|David|Brian'], ['Sabine|Katrin|Nicole', 'Thomas|Stefan|Andreas'], ['Sophie|Isabelle|Nathalie', 'Laurent|Olivier|Frédéric']];
const SURN = ['Dawson|Pemberton|Hughes|Okafor|Whitaker', 'Sullivan|Nguyen|Ramirez|Bennett|Kowalski', 'Hoffmann|Schäfer|Wagner|Krüger|Zimmermann', 'Lambert|Moreau|Fontaine|Girard|Rousseau'];
const TITLES = [['Mrs|Ms|Dr', 'Mr|Dr'], ['Mrs.|Ms.|Dr.', 'Mr.|Dr.'], ['Frau', 'Herr'], ['Mme', 'M.']];
const CLASSES: Array<Record<string, string>> = [
  { s: 'Year 7|Year 9|Year 11|Lower Sixth', u: 'Foundation Year|BTEC Business, Year 1', l: 'General English B2|IELTS Preparation|Business English C1' },
  { s: 'Grade 6|Grade 9|Grade 11|Kindergarten', u: 'B.S. Biology, Sophomore|Undergraduate, Junior year|B.A. Economics, Freshman', l: 'ESL Level 3|Intensive English B1' },
  { s: 'Klasse 8b|Klasse 10a|Jahrgangsstufe 11', u: 'B.A. Medienwirtschaft, 3. Semester|M.A. Design, 1. Semester|B.Sc. Informatik, 5. Semester', l: 'Deutsch B1 Intensivkurs|Deutsch C1 Abendkurs' },
  { s: 'Classe de 4e B|Seconde 2|Terminale générale|CM2', u: 'Licence 2 Gestion|Master 1 Finance', l: 'Anglais niveau B2|Français langue étrangère A2' },
];
/** Terms per locale: the name written, its start (month, day), and whether it starts the school year. */
const TERMS: Array<Array<[string, number, number]>> = [[['Autumn Term', 8, 4], ['Spring Term', 0, 6], ['Summer Term', 3, 20]], [['Fall Semester', 7, 26], ['Spring Semester', 0, 13], ['Summer Session', 5, 2]], [['Wintersemester', 9, 1], ['Sommersemester', 3, 1]], [['1er trimestre', 8, 2], ['2e trimestre', 0, 6], ['3e trimestre', 3, 7]]];
const TERM_OPTS = [[['Autumn term', 'Spring term', 'Summer term']], [['Fall', 'Spring', 'Summer']], [['Wintersemester', 'Sommersemester'], ['Winter semester', 'Summer semester']], [['1er trimestre', '2e trimestre', '3e trimestre'], ['Term 1', 'Term 2', 'Term 3']]];
const METHODS = [['bank transfer|BACS transfer', 'wire transfer|ACH bank transfer', 'Überweisung|Banküberweisung', 'virement bancaire|virement'], ['debit or credit card|card', 'credit card|debit/credit card', 'Kreditkarte|EC- oder Kreditkarte', 'carte bancaire|CB'], ['cheque', 'check', 'Scheck', 'chèque'], ['Direct Debit', 'automatic monthly debit|AutoPay', 'SEPA-Lastschrift|Lastschrift', 'prélèvement automatique|prélèvement SEPA'], ['cash at the Bursary', 'cash at the Business Office', 'Barzahlung im Sekretariat', 'espèces au secrétariat']];
const METHOD_OPTS = [['Bank transfer', 'Card', 'Cheque', 'Direct debit', 'Cash'], ['Transfer', 'Credit/debit card', 'Check', 'Automatic debit', 'Cash']];
const FEES: Record<string, [number, number, number, number]> = { tuition: [7000, 12000, 3200, 1800], reg: [150, 250, 120, 90], books: [180, 260, 90, 120], trips: [240, 300, 160, 140], meals: [520, 900, 340, 420], extra: [160, 220, 90, 75] };
const T: Record<string, [string[], string[], string[]]> = {
  intro: [['{dear}, please find below the fees for {student} for the {term}.', '{dear}, this statement sets out the charges for {student} for {term}.'], ['{dear}, nachfolgend erhalten Sie die Gebührenaufstellung für {student} für das {term}.'], ['{dear}, veuillez trouver ci-dessous le détail des frais de scolarité de {student} pour le {term}.']],
  due: [['Fees are payable in full by {due}.', 'Please ensure payment reaches us no later than {due}.', 'The balance should be settled on or before {due}.'], ['Bitte überweisen Sie den offenen Betrag bis zum {due}.', 'Der Betrag ist bis spätestens {due} zu begleichen.'], ['Merci de régler le solde avant le {due}.', 'Le règlement doit nous parvenir au plus tard le {due}.']],
  plan: [['Alternatively, the balance may be paid in {k} monthly instalments of {inst}{last}, the first falling due on {first}.', 'You may also spread the balance over {k} instalments of {inst}{last}, starting {first}.'], ['Auf Wunsch kann der offene Betrag in {k} monatlichen Raten zu je {inst}{last} beglichen werden; die erste Rate ist am {first} fällig.'], ['Le solde peut être réglé en {k} mensualités de {inst}{last}, la première étant exigible le {first}.']],
  last: [[', with a final instalment of {lastAmt}', ' (final instalment {lastAmt})'], [' (Schlussrate {lastAmt})'], [' (dernière échéance : {lastAmt})']],
  fee: [['A late payment charge of {fee} will be added to accounts not settled by the due date.', 'Fees not received by the due date will incur an administration charge of {fee}.'], ['Bei Zahlungsverzug wird eine Mahngebühr von {fee} erhoben.', 'Für verspätete Zahlungen berechnen wir eine Bearbeitungsgebühr von {fee}.'], ['Tout retard de paiement entraînera des frais de relance de {fee}.', 'Des frais de {fee} seront appliqués en cas de retard de paiement.']],
  pct: [['Overdue balances attract interest of {pct} per month.', 'A surcharge of {pct} of the outstanding balance applies to late payments.'], ['Für verspätete Zahlungen berechnen wir Verzugszinsen von {pct} pro Monat.'], ['Une pénalité de {pct} du montant restant dû sera appliquée en cas de retard.']],
  disc: [['A {what} of {pct} has been applied to the tuition fee.', 'The tuition fee shown has been reduced by a {pct} {what}.'], ['Auf die Gebühr wurde ein {what} von {pct} gewährt.'], ['Une {what} de {pct} a été appliquée sur les frais de scolarité.']],
  ways: [['We accept payment by {list}.', 'Payment can be made by {list}.'], ['Zahlung ist möglich per {list}.'], ['Nous acceptons les règlements par {list}.']],
};
/** How users ask for one fee line other than tuition. */
const NAMED: Record<string, (label: string) => Array<[string, string]>> = {
  reg: () => [['registration_fee', 'one-off charge for enrolling'], ['enrolment_charge', '']], books: () => [['books_cost', 'charge for textbooks and materials'], ['materials_fee', '']],
  trips: () => [['trip_charge', 'cost of outings or trips this term'], ['excursions', 'amount billed for trips']], meals: () => [['meals_charge', 'lunch or catering cost'], ['food', 'what is charged for meals']],
  extra: (label) => [['extra_charge', `amount billed for ${label.toLowerCase()}`], ['additional_item', `cost of the ${label.toLowerCase()} line`]],
};
const AND = [' and ', ' and ', ' oder ', ' ou '];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [
  ['text', [['form_tutor', "name of the student's class teacher"], ['homeroom_teacher', '']]], ['currency', [['transport_fee', 'school bus charge'], ['bus_cost', '']]],
  ['date', [['enrolment_date', 'when the student first enrolled'], ['admission_date', '']]], ['id_alphanumeric', [['vat_number', "the school's VAT or tax number"], ['tax_id', '']]], ['date', [['date_of_birth', "student's birthday"], ['dob', '']]],
];
/** A bill payer's name with or without a title ("Mrs Karen Dawson", "Karen Dawson"). */
const untitled = (v: unknown) => String(v).replace(/^\s*(mr|mrs|ms|dr|herr|frau|m|mme)\.?\s+/i, '').replace(/\s+/g, ' ').trim().toLowerCase();

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const lang = [0, 0, 1, 2][li];
  const w = (key: string) => alt(r, W[key][li]);
  const say = (key: string, c: Record<string, string | number>) => fill(pick(r, T[key][lang]), c).replace(/instalment/g, li === 1 ? 'installment' : 'instalment');
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const byCode = chance(r, 0.2);
  const n = (x: number) => fmtNumber(x, loc.numbers);
  const pctOf = (x: number) => `${fmtNumber(x, loc.numbers, x % 1 ? 1 : 0)}${li >= 2 ? '\u00a0%' : '%'}`;
  const [inst, instKind] = alt(r, INST[li]).split('#');
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const surname = alt(r, SURN[li]);
  const student = `${alt(r, KIDS[li])} ${surname}`;
  const [g, psurname] = [int(r, 0, 1), chance(r, 0.8) ? surname : alt(r, SURN[li])];
  const [parentName, title] = [`${alt(r, ADULTS[li][g])} ${psurname}`, alt(r, TITLES[li][g])];
  const titled = chance(r, 0.6);
  const parent = titled ? `${title} ${parentName}` : parentName;
  const dear = [titled ? `Dear ${title} ${psurname}` : `Dear ${parentName}`, titled ? `Dear ${title} ${psurname}` : `Dear ${parentName}`, g ? `Sehr geehrter Herr ${psurname}` : `Sehr geehrte Frau ${psurname}`, g ? 'Monsieur' : 'Madame'][li];
  const ti = int(r, 0, TERMS[li].length - 1);
  const [tName, tm, td] = TERMS[li][ti];
  const yr = int(r, 2019, 2025);
  const start = new Date(Date.UTC(yr, tm, td));
  const end = addDays(start, pick(r, [li === 2 ? 120 : 77, li === 2 ? 130 : 84, 90]));
  const sy = tm >= 7 ? `${yr}/${String(yr + 1).slice(2)}` : `${yr - 1}/${String(yr).slice(2)}`;
  const term = [`${tName} ${yr}`, `${tName} ${yr}`, ti === 0 ? `${tName} ${sy}` : `${tName} ${yr}`, `${tName} ${sy.replace('/', '-20')}`][li];
  const issued = addDays(start, -int(r, 25, 60));
  const due = chance(r, 0.5) ? addDays(start, -int(r, 0, 10)) : addDays(issued, pick(r, [14, 21, 28, 30]));
  const sid = pick(r, [[`S${digits(r, 6)}`, `${yr - int(r, 0, 6)}${digits(r, 4)}`], [`${digits(r, 8)}`, `STU-${digits(r, 5)}`], [`${int(r, 3, 7)}${digits(r, 6)}`, `TN-${digits(r, 5)}`], [`EL${digits(r, 5)}`, `${yr}${digits(r, 5)}`]][li]);
  const invNo = pick(r, [`FEE-${yr}-${digits(r, 4)}`, `INV${digits(r, 6)}`, `TF/${yr}/${int(r, 100, 9999)}`, [`SF${digits(r, 5)}`, `${digits(r, 7)}`, `RE-${yr}-${digits(r, 4)}`, `FAC-${digits(r, 5)}`][li]]);
  const fam = pick(r, [`FAM${digits(r, 4)}`, `${int(r, 10000, 69999)}`, `A-${digits(r, 5)}`]);
  const cls = alt(r, CLASSES[li][instKind]);
  // Fees: tuition always, 2-4 others around their usual size; then a discount, a payment received, the balance.
  const scale = (k: string) => r2(Math.round(FEES[k][li] * (0.6 + r() * 0.8)) + pick(r, [0, 0, 0.5]));
  const keys = ['tuition', ...shuffle(r, ['reg', 'books', 'trips', 'meals', 'extra']).slice(0, int(r, 2, 4))];
  const fees = keys.map((k) => ({ k, label: w(k), amt: k === 'tuition' ? r2(Math.round(FEES.tuition[li] * (0.6 + r() * 0.8) / 10) * 10) : scale(k) }));
  const tuition = fees[0].amt;
  const subtotal = r2(fees.reduce((t, f) => t + f.amt, 0));
  const dk = pick(r, ['pct', 'pct', 'amt', 'none'] as const);
  const pct = pick(r, [5, 10, 15, 25, 50]);
  const disc = dk === 'pct' ? r2((tuition * pct) / 100) : dk === 'amt' ? Math.max(1, Math.round((tuition * pick(r, [0.1, 0.2, 0.3, 0.5])) / 50)) * 50 : 0;
  const discLabel = dk === 'pct' ? w('pctDisc') : w('amtDisc');
  const paid = chance(r, 0.6) ? r2(Math.round((subtotal - disc) * pick(r, [0.1, 0.2, 0.25, 0.3]) / 50) * 50) : 0;
  const paidOn = addDays(issued, -int(r, 20, 80));
  const balance = r2(subtotal - disc - paid);
  const k = chance(r, 0.6) ? pick(r, [2, 3, 3, 4, 5, 6, 10]) : 0;
  const each = k ? r2(Math.floor((balance / k) * 100) / 100) : 0;
  const lastAmt = r2(balance - each * (k - 1));
  const [feeKind, lateFee, latePct] = [pick(r, ['fee', 'pct'] as const), pick(r, [25, 35, 50, 75, 100]), pick(r, [1, 1.5, 2, 3])];
  const ways = shuffle(r, [0, 1, 2, 3, 4]).slice(0, int(r, 2, 4)).sort();
  const mOpts = pick(r, METHOD_OPTS);
  const tOpts = pick(r, TERM_OPTS[li]);
  const named = pick(r, fees.slice(1));

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['school', 'name of the school or university billing'], ['institution', ''], ['education_provider', 'who issued the fee statement']], inst),
    () => ask.field('text', [['student_name', 'the pupil the fees are for'], ['learner', ''], ['child', 'name of the student, not the parent']], student),
    () => { ask.compare[ask.field('text', [['bill_payer', 'parent or guardian responsible for paying'], ['guardian_name', ''], ['invoiced_person', 'who the bill is addressed to']], parent)] = (v) => untitled(v) === untitled(parent); },
    () => ask.field('id_alphanumeric', [['student_id', "the student's number at the institution"], ['pupil_number', ''], ['learner_ref', 'id of the student, not the invoice']], sid),
    () => ask.field('id_alphanumeric', [['invoice_number', 'number of this fee invoice'], ['statement_ref', ''], ['bill_no', 'reference of the statement']], invNo),
    () => chance(r, 0.5) ? ask.field('single_select', [['term', 'which term or semester is billed'], ['academic_period', '']], tOpts[ti], tOpts) : ask.field('text', [['billing_term', 'term or semester the fees cover, with the year'], ['period_billed', '']], term),
    () => ask.field('date', [['statement_date', 'date the statement was issued'], ['issued_on', ''], ['bill_date', 'when the invoice was made out']], isoOf(issued)),
    () => ask.field('date', [['due_date', 'last day to pay the fees'], ['pay_by', ''], ['deadline', 'when payment must be made']], isoOf(due)),
    () => chance(r, 0.5) ? ask.field('currency', [['tuition_fee', 'tuition charge before any discount'], ['tuition', '']], tuition) : ask.field('currency', NAMED[named.k](named.label), named.amt),
    () => ask.field('currency', [['balance_due', 'what is still owed after discounts and payments'], ['amount_outstanding', ''], ['to_pay', 'remaining amount to pay']], balance),
    () => ask.field('multi_select', [['accepted_payment_methods', 'ways the fees can be paid'], ['how_to_pay', ''], ['payment_options', 'methods the school accepts']], ways.map((i) => mOpts[i]), mOpts),
    () => feeKind === 'fee' ? ask.field('currency', [['late_fee', 'charge added when paying late'], ['late_payment_penalty', '']], lateFee) : ask.field('percentage', [['late_interest', 'rate charged on overdue fees'], ['late_penalty_rate', '']], latePct),
    () => ask.field('currency_symbol', [['currency', ''], ['fee_currency', 'currency the fees are billed in']], loc.currency.code),
    () => ask.field('currency', [['total_fees', 'all charges before discounts and payments'], ['gross_charges', '']], subtotal),
    ...(disc ? [() => dk === 'pct' && chance(r, 0.5) ? ask.field('percentage', [['discount_rate', 'percentage taken off the tuition'], ['reduction_pct', '']], pct) : (ask.compare[ask.field('currency', [['discount', 'discount, bursary or scholarship amount deducted'], ['scholarship_amount', ''], ['reduction', 'money taken off the fees']], disc)] = sameAmount(disc))] : []),
    ...(paid ? [() => { ask.compare[ask.field('currency', [['amount_paid', 'payments already received'], ['already_paid', ''], ['deposit', 'money paid before this statement']], paid)] = sameAmount(paid); }] : []),
    ...(k ? [() => chance(r, 0.5) ? ask.field('number', [['instalments', 'number of instalments offered'], ['installment_count', '']], k) : ask.field('currency', [['instalment_amount', 'amount of each monthly instalment'], ['monthly_payment', '']], each)] : []),
  ];
  askSome(r, roles, 10, 12);
  const [nt, nw] = pick(r, NEVER); // a field the statement never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const [addr, home] = [pick(r, ADDR[li]), pick(r, HOMES[li])];
  const ledger = chance(r, 0.3);
  const dueProse = chance(r, 0.45);
  const c = { dear, student, term, due: date(due), k, inst: money(each), last: lastAmt !== each ? fill(pick(r, T.last[lang]), { lastAmt: money(lastAmt) }) : '', first: date(due), fee: money(lateFee), pct: pctOf(latePct), what: discLabel.toLowerCase() };
  const wayWords = ways.map((i) => alt(r, METHODS[i][li]));
  const list = wayWords.length > 1 ? `${wayWords.slice(0, -1).join(', ')}${AND[li]}${wayWords[wayWords.length - 1]}` : wayWords[0];
  const discRowLabel = dk === 'pct' && chance(r, 0.6) ? `${discLabel} (${pctOf(pct)})` : discLabel;
  const paidLabel = `${w('paid')}${chance(r, 0.5) ? ` ${date(paidOn)}` : ''}`;
  let sums: Block[];
  if (ledger) {
    const rows = [...fees.map((f) => [date(issued), f.label, n(f.amt), '']), ...(disc ? [[date(issued), discRowLabel, '', n(disc)]] : []), ...(paid ? [[date(paidOn), w('paid'), '', n(paid)]] : [])];
    sums = [{ kind: 'table', header: [w('date'), w('desc'), w('charge'), w('credit')], rows }, kv(w('bal'), money(balance))];
  } else {
    const rows = fees.map((f) => [f.label, n(f.amt)]);
    const tail: Array<[string, string]> = [[w('sub'), n(subtotal)], ...(disc ? [[discRowLabel, `-${n(disc)}`] as [string, string]] : []), ...(paid ? [[paidLabel, `-${n(paid)}`] as [string, string]] : []), [w('bal'), money(balance)]];
    sums = chance(r, 0.5) ? [{ kind: 'table', header: [w('desc'), w('amt')], rows: [...rows, ...tail] }] : [{ kind: 'table', header: [w('desc'), w('amt')], rows }, ...tail.map(([a, b]) => kv(a, b))];
  }
  const discNote = dk === 'pct' && !discRowLabel.includes('%') ? [para(say('disc', { ...c, pct: pctOf(pct) }))] : [];
  const meta = shuffle(r, [kv(w('on'), date(issued)), kv(w('inv'), invNo), kv(w('sid'), sid), ...(chance(r, 0.5) ? [kv(w('fam'), fam)] : []), ...(dueProse ? [] : [kv(w('due'), date(due))])]);
  const who: Block[] = chance(r, 0.5) ? [kv(w('student'), student), kv(w('cls'), cls), kv(w('term'), term)] : [{ kind: 'table', header: [w('student'), w('cls'), w('term')], rows: [[student, cls, term]] }];
  const termDates = chance(r, 0.5) ? [kv(w('dates'), `${date(start)} – ${date(end)}`)] : [];
  const billTo: Block[] = [{ kind: 'kv', label: w('billTo'), value: '', above: true }, { kind: 'lines', lines: [parent, ...home] }];
  const head: Block[] = chance(r, 0.6) ? [{ kind: 'title', text: inst }, { kind: 'lines', lines: addr }, { kind: 'title', text: w('title') }] : [{ kind: 'title', text: w('title') }, { kind: 'lines', lines: [inst, ...addr] }];
  const howPay: Block = chance(r, 0.5) ? para(say('ways', { list })) : kv(w('ways'), list[0].toUpperCase() + list.slice(1));
  const planBlock: Block[] = k ? [chance(r, 0.6) ? para(say('plan', c)) : kv(w('plan'), `${k} × ${money(each)}${c.last}`)] : [];
  const late = para(say(feeKind, c));
  const blocks: Block[] = [
    ...head, ...(chance(r, 0.5) ? [...billTo, ...meta] : [...meta, ...billTo]), ...(chance(r, 0.35) ? [para(say('intro', c))] : []), ...who, ...termDates,
    ...sums, ...discNote, ...(dueProse ? [para(say('due', c))] : []), ...planBlock, ...shuffle(r, [howPay, late]),
    { kind: 'lines', lines: [alt(r, ['Accounts Office|The Bursar', 'Student Accounts|Business Office', 'Ihre Verwaltung|Mit freundlichen Grüßen, die Buchhaltung', 'Le service comptabilité|L’économat'][li]), `${inst} – ${w('office')}`] },
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const tuitionStatements: Family = { name: 'tuition-statement', kind: 'trade', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
