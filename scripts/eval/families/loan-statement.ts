/**
 * Calibration family: annual or periodic mortgage and loan statements, a lender to
 * its borrower(s). The lender's letterhead, the borrower and sometimes a joint
 * borrower in an address block, the loan account number beside a customer number,
 * a statement date, the period covered (written as one range) and the next payment
 * date; an opening balance, the interest charged, the payments received and a
 * closing balance, with the amount first borrowed nearby; the current rate beside
 * a previous rate, a reversion rate, an APRC or a tracker's base rate and margin;
 * the remaining term in months beside the original term; the rate type in the
 * lender's own words ("Standard Variable Rate (SVR)", "Festzins", "Taux révisable")
 * or as ticked boxes; arrears only when a payment was missed. Three layouts: a
 * key/value statement, a statement with summary grids, and a letter that states
 * the figures in prose above the transaction table (payments, interest, fees and
 * a running balance). UK, US, German and French wording.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block, Format } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

type Lang = 'en' | 'de' | 'fr';
type RateType = 'Fixed' | 'Variable' | 'Tracker';
const L = {
  en: {
    title: ['Annual Mortgage Statement', 'Mortgage Account Statement', 'Your loan statement', 'Annual Statement of Account'], borrower: ['Borrower', 'Account holder', 'Main borrower'], co: ['Joint borrower', 'Co-borrower', 'Second applicant'],
    account: ['Mortgage account number', 'Loan account no.', 'Loan number', 'Account number'], customer: ['Customer number', 'Customer ID', 'Client no.'], period: ['Statement period', 'Period covered', 'For the period'], stmt: ['Statement date', 'Date of statement', 'Issued'],
    next: ['Next payment due', 'Next payment date', 'Payment due on'], open: ['Opening balance', 'Balance at start of period', 'Balance brought forward'], close: ['Closing balance', 'Balance at end of period', 'Amount outstanding'], borrowed: ['Original loan amount', 'Amount borrowed', 'Original advance'],
    interest: ['Interest charged', 'Total interest this period', 'Interest added'], paid: ['Payments received', 'Total paid'], fees: ['Fees and charges', 'Charges'], payment: ['Monthly payment', 'Contractual monthly payment', 'Current monthly instalment'], rate: ['Interest rate', 'Current rate', 'Your rate'],
    type: ['Rate type', 'Product', 'Interest type'], term: ['Remaining term', 'Term left', 'Months remaining'], orig: ['Original term', 'Term at start'], arrears: ['Arrears', 'Amount overdue', 'Arrears balance'], summary: ['Summary', 'Your account at a glance'], details: ['Loan details', 'About your mortgage'],
    head: [['Date', 'Description', 'Debit', 'Credit', 'Balance'], ['Date', 'Transaction', 'Charged', 'Paid', 'Balance']], txInt: ['Interest', 'Interest charged'], txPay: ['Payment', 'Direct debit', 'Payment recd'], txFee: ['Arrears fee', 'Late fee'], txOther: ['Admin fee', 'Statement fee'], bf: ['Brought forward', 'Opening balance'], cf: ['Carried forward', 'Closing balance'],
    months: 'months', aprc: 'APRC', to: [' to ', ' - ', ' – '], sign: ['Yours sincerely,', 'Kind regards,'], boxes: ['Fixed', 'Variable', 'Tracker'],
    types: { Fixed: ['Fixed rate', 'Five-year fixed', '2-year fixed rate product'], Variable: ['Standard Variable Rate (SVR)', 'Variable rate'], Tracker: ['Base rate tracker', 'Lifetime tracker'] },
    missed: ['If you do not make a payment when it is due, we may charge you an arrears fee and your credit file may be affected.', 'Missing a payment could affect your credit rating and make it harder for you to borrow in the future.', 'Your home may be repossessed if you do not keep up repayments on your mortgage.'],
  },
  de: {
    title: ['Jahreskontoauszug Darlehen', 'Darlehenskontoauszug', 'Jahresauszug zu Ihrer Baufinanzierung'], borrower: ['Darlehensnehmer', 'Kreditnehmer'], co: ['Mitdarlehensnehmer', 'Zweiter Darlehensnehmer'],
    account: ['Darlehenskontonummer', 'Darlehensnummer', 'Vertragsnummer'], customer: ['Kundennummer', 'Kunden-Nr.'], period: ['Abrechnungszeitraum', 'Zeitraum'], stmt: ['Auszugsdatum', 'Erstellt am', 'Datum'],
    next: ['Nächste Rate fällig am', 'Nächste Fälligkeit'], open: ['Saldo zu Beginn', 'Anfangssaldo', 'Restschuld Periodenbeginn'], close: ['Restschuld', 'Saldo am Ende', 'Endsaldo'], borrowed: ['Ursprünglicher Darlehensbetrag', 'Nennbetrag', 'Darlehensbetrag'],
    interest: ['Belastete Zinsen', 'Zinsen im Zeitraum', 'Gezahlte Zinsen'], paid: ['Geleistete Zahlungen', 'Zahlungseingänge'], fees: ['Gebühren', 'Entgelte'], payment: ['Monatliche Rate', 'Monatsrate', 'Aktuelle Rate'], rate: ['Sollzinssatz', 'Zinssatz p.a.', 'Aktueller Sollzins'],
    type: ['Zinsart', 'Zinsvereinbarung'], term: ['Restlaufzeit', 'Verbleibende Laufzeit'], orig: ['Ursprüngliche Laufzeit', 'Gesamtlaufzeit'], arrears: ['Rückstand', 'Überfällige Beträge'], summary: ['Übersicht', 'Ihr Darlehen auf einen Blick'], details: ['Darlehensdaten', 'Vertragsdaten'],
    head: [['Datum', 'Buchungstext', 'Belastung', 'Gutschrift', 'Saldo'], ['Datum', 'Vorgang', 'Soll', 'Haben', 'Saldo']], txInt: ['Sollzinsen', 'Zinsen'], txPay: ['Rate', 'Lastschrift'], txFee: ['Mahngebühr', 'Verzugsentgelt'], txOther: ['Kontoentgelt', 'Auszugsentgelt'], bf: ['Saldovortrag', 'Anfangssaldo'], cf: ['Neuer Saldo', 'Endsaldo'],
    months: 'Monate', aprc: 'Effektiver Jahreszins', to: [' bis ', ' – '], sign: ['Mit freundlichen Grüßen'], boxes: ['Fest', 'Variabel', 'EURIBOR-gebunden'],
    types: { Fixed: ['Festzins', 'Sollzinsbindung (fest)', 'gebundener Sollzins'], Variable: ['Variabler Zinssatz', 'veränderlicher Sollzins'], Tracker: ['an den 3-Monats-EURIBOR gekoppelt', 'Referenzzins (EURIBOR + Marge)'] },
    missed: ['Wenn Sie eine Rate nicht fristgerecht zahlen, können Verzugszinsen und Mahngebühren anfallen.', 'Bei Zahlungsverzug sind wir berechtigt, Verzugszinsen in gesetzlicher Höhe zu berechnen und das Darlehen unter Umständen zu kündigen.', 'Nicht gezahlte Raten können der SCHUFA gemeldet werden und Ihre Kreditwürdigkeit beeinträchtigen.'],
  },
  fr: {
    title: ['Relevé annuel de prêt immobilier', 'Relevé de compte de prêt', 'Décompte annuel de votre crédit'], borrower: ['Emprunteur', 'Titulaire du prêt'], co: ['Co-emprunteur', 'Co-emprunteur(se)'],
    account: ['N° de prêt', 'Numéro de contrat de prêt', 'Référence du prêt'], customer: ['N° client', 'Identifiant client'], period: ['Période', 'Période du relevé'], stmt: ['Date du relevé', 'Édité le'],
    next: ['Prochaine échéance', 'Date de la prochaine échéance'], open: ['Solde initial', 'Capital dû en début de période', 'Solde au début'], close: ['Capital restant dû', 'Solde en fin de période', 'Solde final'], borrowed: ['Montant emprunté', 'Capital initial', 'Montant du prêt'],
    interest: ['Intérêts de la période', 'Total des intérêts', 'Intérêts prélevés'], paid: ['Versements reçus', 'Échéances payées'], fees: ['Frais', 'Frais et accessoires'], payment: ['Mensualité', 'Échéance mensuelle', "Montant de l'échéance"], rate: ['Taux nominal', "Taux d'intérêt", 'Taux actuel'],
    type: ['Type de taux', 'Nature du taux'], term: ['Durée restante', 'Échéances restantes'], orig: ['Durée initiale', 'Durée du prêt'], arrears: ['Impayés', 'Échéances impayées'], summary: ['Synthèse', 'Votre prêt en bref'], details: ['Caractéristiques du prêt', 'Votre contrat'],
    head: [['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'], ['Date', 'Opération', 'Débit', 'Crédit', 'Solde']], txInt: ['Intérêts', 'Intérêts débiteurs'], txPay: ['Échéance', 'Prélèvement'], txFee: ['Frais de retard', 'Pénalité'], txOther: ['Frais de gestion', 'Frais divers'], bf: ['Solde reporté', 'Solde initial'], cf: ['Nouveau solde', 'Solde final'],
    months: 'mois', aprc: 'TAEG', to: [' au ', ' – '], sign: ['Veuillez agréer nos salutations distinguées.', 'Cordialement,'], boxes: ['Fixe', 'Variable', 'Indexé'],
    types: { Fixed: ['Taux fixe', 'Taux fixe sur toute la durée'], Variable: ['Taux variable', 'Taux révisable'], Tracker: ["Taux indexé sur l'Euribor 3 mois", 'Taux indexé (Euribor + marge)'] },
    missed: ["En cas de défaut de paiement d'une échéance, des intérêts de retard seront appliqués et votre dossier pourra être inscrit au FICP.", "Tout retard de paiement peut entraîner la déchéance du terme et l'exigibilité immédiate du capital restant dû.", 'Une échéance impayée donne lieu à une indemnité de retard et peut être signalée à la Banque de France.'],
  },
};
const LENDERS = { UK: ['Northgate Building Society', 'Albion Home Loans plc', 'Severn Valley Mortgages Ltd'], US: ['Lakeshore Mortgage Company, LLC', 'Cedar Valley Federal Credit Union', 'Granite Peak Home Lending'], DE: ['Sparkasse Oberland-Süd', 'Hanseatische Baufinanz AG', 'Volksbank Mittelrhein eG'], FR: ['Crédit Foncier du Lac', "Banque Mutuelle de l'Ouest", 'Caisse Régionale Val-de-Loire'] };
const PEOPLE = { UK: [['James', 'Priya', 'Owen', 'Hannah'], ['Whitfield', 'Sharma', 'Lloyd', 'Carter']], US: [['Marcus', 'Jennifer', 'Luis', 'Tamara'], ['Dawson', 'Reyes', 'Kowalczyk', 'Hughes']], DE: [['Jonas', 'Katrin', 'Felix', 'Miriam'], ['Becker', 'Wolff', 'Hoffmann', 'Schreiber']], FR: [['Camille', 'Julien', 'Océane', 'Thierry'], ['Lefèvre', 'Morel', 'Garnier', 'Rousseau']] };
const PLACES = { UK: [['14 Marlowe Close', 'Reading', 'RG4 7BD'], ['7 Beech Grove', 'Leeds', 'LS6 2AP']], US: [['2218 Maple Avenue', 'Columbus, OH', '43215'], ['95 Harbor Road', 'Portland, ME', '04101']], DE: [['Birkenweg 12', 'Freiburg', '79100'], ['Am Stadtgraben 4', 'Kassel', '34117']], FR: [['8 allée des Cerisiers', 'Nantes', '44000'], ['21 rue Victor Hugo', 'Dijon', '21000']] };
/** US English where it differs from UK: product names, the APR, the warnings. */
const US = {
  types: { Fixed: ['Fixed rate', 'Fixed-rate period', 'Initial fixed-rate term'], Variable: ['Adjustable-rate (ARM)', 'Variable rate'], Tracker: ['Index-linked (SOFR + margin)', 'Indexed ARM'] }, aprc: 'APR',
  missed: ['If a payment is not received by the due date, a late charge may be applied and the missed payment may be reported to credit bureaus.', 'If you fail to make your payment within 15 days of the due date, a late charge of 5% of the overdue amount will be assessed.'],
};
const CONTACT = { UK: ['Customer Service 0345 600 1234', 'Authorised by the Prudential Regulation Authority'], US: ['PO Box 4471, Des Moines, IA 50306', 'NMLS ID 402118 · Equal Housing Lender'], DE: ['Postfach 40 12 20', 'Service-Hotline 0800 123 4567'], FR: ['Service clients : 09 69 32 10 10', 'ORIAS n° 07 022 914'] };
const BASES = { UK: 'Bank of England Base Rate', US: 'SOFR', DE: '3-Monats-EURIBOR', FR: 'Euribor 3 mois' };

const r2 = (n: number) => Math.round(n * 100) / 100;
const annuity = (bal: number, pct: number, months: number) => r2((bal * pct) / 1200 / (1 - (1 + pct / 1200) ** -months));

function make(r: Rng, format: Format): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const lang: Lang = loc.name === 'DE' ? 'de' : loc.name === 'FR' ? 'fr' : 'en';
  const t = L[lang];
  const ds = pick(r, loc.dates);
  const [dk, lk] = [r(), r()]; // one way of writing dates per document
  const date = (d: Date) => fmtDate(d, ds, () => dk);
  const long = (d: Date) => fmtDate(d, loc.name === 'UK' ? 'longdm' : loc.name === 'US' ? 'long' : loc.name === 'DE' ? 'de' : 'fr', () => lk);
  const row = (d: Date) => (loc.name === 'US' ? `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}` : `${pad(d.getUTCDate())}${lang === 'de' ? '.' : '/'}${pad(d.getUTCMonth() + 1)}`) + `${lang === 'de' ? '.' : '/'}${d.getUTCFullYear()}`;
  const byCode = chance(r, 0.2);
  const money = (n: number) => fmtMoney(n, loc.currency, loc.numbers, byCode);
  const pct = (n: number) => `${fmtNumber(n, loc.numbers, 2)}${lang === 'en' ? '' : ' '}%`;
  const [given, surnames] = PEOPLE[loc.name];
  const surname = pick(r, surnames);
  const title = lang === 'en' && chance(r, 0.5) ? `${pick(r, ['Mr', 'Ms', 'Mrs', 'Dr'])} ` : '';
  const borrower = `${title}${pick(r, given)} ${surname}`;
  const co = chance(r, 0.5) ? `${pick(r, given.filter((g) => !borrower.includes(g)))} ${chance(r, 0.7) ? surname : pick(r, surnames)}` : null;
  const lender = pick(r, LENDERS[loc.name]);
  const [street, town, post] = pick(r, PLACES[loc.name]);
  const account = { UK: `${int(r, 10000000, 99999999)}-${pad(int(r, 1, 9))}`, US: `${int(r, 100, 999)}${int(r, 1000000, 9999999)}`, DE: `${int(r, 6000, 7999)} ${int(r, 1000, 9999)} ${int(r, 10, 99)}`, FR: `PR-${int(r, 2012, 2023)}-${int(r, 100000, 999999)}` }[loc.name];
  const customer = pick(r, [`C${int(r, 1000000, 9999999)}`, `${int(r, 10000000, 99999999)}`, `KD-${int(r, 10000, 99999)}`]);

  const months = pick(r, [12, 12, 12, 6, 3]);
  const s0 = randomDate(r, 2019, 2025);
  const start = new Date(Date.UTC(s0.getUTCFullYear(), s0.getUTCMonth(), 1));
  const y = start.getUTCFullYear(), m0 = start.getUTCMonth();
  const end = new Date(Date.UTC(y, m0 + months, 0));
  const issued = addDays(end, int(r, 3, 18));
  const payDay = int(r, 1, 28);
  const next = new Date(Date.UTC(y, m0 + months + (payDay <= issued.getUTCDate() ? 1 : 0), payDay));
  const orig = pick(r, loc.name === 'US' ? [360, 180] : [300, 240, 360, 420]);
  const termStart = int(r, 60, orig - 24);
  const termEnd = termStart - months;
  const opening = r2(int(r, 400, 4500) * 100 + int(r, 0, 9999) / 100);
  const borrowed = Math.ceil((opening * (1.05 + r() * 0.5)) / 1000) * 1000;
  const type: RateType = pick(r, ['Fixed', 'Fixed', 'Variable', 'Tracker']);
  const base = type === 'Tracker' ? pick(r, lang === 'en' ? [4, 4.25, 5, 5.25] : [2.75, 3.1, 3.45, 3.9]) : 0;
  const margin = type === 'Tracker' ? pick(r, [0.74, 0.99, 1.24, 1.49]) : 0;
  const rate = type === 'Tracker' ? r2(base + margin) : int(r, 149, 689) / 100;
  const changeAt = type !== 'Fixed' && months > 1 && chance(r, 0.7) ? int(r, 1, months - 1) : -1;
  const prevRate = r2(rate + pick(r, [-0.5, -0.25, 0.25, 0.5]));
  const svr = r2(rate + pick(r, [1.5, 2.25, 3]));
  const fixedEnd = type === 'Fixed' ? new Date(Date.UTC(y, m0 + months + int(r, 3, 48), 0)) : null;
  const missedAt = chance(r, 0.25) ? int(r, 0, months - 1) : -1;
  const payType = pick(r, t.txPay);

  let bal = opening, payment = annuity(opening, changeAt > 0 ? prevRate : rate, termStart), interest = 0, paid = 0, fees = 0, arrears: number | null = null, changedOn: Date | null = null;
  const tx: string[][] = [['', pick(r, t.bf), '', '', fmtNumber(opening, loc.numbers)]];
  const post_ = (d: Date, what: string, debit: number, credit: number) => {
    bal = r2(bal + debit - credit);
    tx.push([row(d), what, debit ? fmtNumber(debit, loc.numbers) : '', credit ? fmtNumber(credit, loc.numbers) : '', fmtNumber(bal, loc.numbers)]);
  };
  const otherFeeAt = chance(r, 0.25) ? int(r, 0, months - 1) : -1;
  for (let i = 0; i < months; i++) {
    const d = new Date(Date.UTC(y, m0 + i, payDay));
    if (i === changeAt) (changedOn = new Date(Date.UTC(y, m0 + i, 1))), (payment = annuity(bal, rate, termStart - i));
    const due = payment;
    const charged = r2((bal * (changeAt > 0 && i < changeAt ? prevRate : rate)) / 1200);
    interest = r2(interest + charged);
    post_(d, pick(r, t.txInt), charged, 0);
    const got = i === missedAt ? (chance(r, 0.5) ? 0 : r2(due / 2)) : due;
    if (got) (paid = r2(paid + got)), post_(d, payType, 0, got);
    if (i === missedAt) {
      arrears = r2(due - got);
      const fee = pick(r, [15, 25, 35, 40]);
      fees += fee;
      post_(new Date(Math.min(+addDays(d, int(r, 5, 12)), +end)), pick(r, t.txFee), fee, 0);
    }
    if (i === otherFeeAt) (fees += 10), post_(addDays(d, 1), pick(r, t.txOther), 10, 0);
  }
  const closing = bal;
  tx.push(['', pick(r, t.cf), '', '', fmtNumber(closing, loc.numbers)]);
  const missed = pick(r, loc.name === 'US' ? US.missed : t.missed);
  const typeWords = pick(r, (loc.name === 'US' ? US.types : t.types)[type]);
  const rateText = type === 'Tracker' ? `${pct(rate)} (${BASES[loc.name]} ${pct(base)} + ${pct(margin)})` : pct(rate);

  const ask = new Ask(r);
  ask.field('text', [['borrower_name', 'first named person who took out the loan'], ['primary applicant', ''], ['main_debtor', 'who owes the money (the first name listed)']], borrower);
  ask.field('text', [['lender', 'bank or building society that made the loan'], ['mortgage_provider', ''], ['creditor', 'who the money is owed to']], lender);
  ask.field('id_alphanumeric', [['loan_account_no', 'number identifying the loan account'], ['mortgage ref', 'reference of the mortgage itself, not of the customer'], ['loan_id', '']], account);
  ask.field('date', [['period_from', 'first day the statement covers'], ['statement_start', '']], isoOf(start));
  ask.field('date', [['period_to', 'last day covered'], ['statement_end', 'end of the statement period']], isoOf(end));
  ask.field('date', [['next_due_date', 'when the next instalment is due'], ['upcoming_payment', 'date of the next repayment']], isoOf(next));
  ask.field('currency', [['starting_balance', 'what was owed at the start of the period'], ['balance_start', '']], opening);
  ask.field('currency', [['balance_owed', 'outstanding balance at the end of the period'], ['current_debt', 'what is still owed now'], ['end_balance', '']], closing);
  ask.field('currency', [['interest_total', 'total interest charged during the period'], ['interest_this_statement', 'interest added over the statement period']], interest);
  ask.field('currency', [['repayment_amount', 'current regular monthly repayment'], ['monthly_instalment', 'amount of the next monthly payment']], payment);
  ask.field('percentage', [['current_rate', 'interest rate now applying, as a percentage'], ['nominal_rate', '']], rate);
  ask.field('number', [['months_left', 'number of months until the loan is paid off'], ['remaining_months', '']], termEnd);
  ask.field('single_select', [['rate_kind', 'is the rate fixed, variable or tracker'], ['product type', 'kind of interest rate']], type, ['Fixed', 'Variable', 'Tracker']);
  ask.field('currency', [['missed_payments_total', 'amount behind on repayments'], ['overdue_amount', 'money owed from missed payments']], arrears);
  ask.field('verbatim', [['missed_payment_warning', 'the sentence saying what happens if a payment is missed, word for word'], ['late_payment_clause', 'consequence of not paying, quoted exactly']], missed);
  ask.field('date', [['fixed_period_end', 'date the fixed deal finishes'], ['deal_expiry', 'when the current fixed rate runs out']], fixedEnd ? isoOf(fixedEnd) : null);

  const kv = (labels: string[], value: string): Block => ({ kind: 'kv', label: pick(r, labels), value });
  const to = pick(r, t.to);
  const period = `${lang === 'fr' && to === ' au ' ? 'du ' : ''}${date(start)}${to}${date(end)}`;
  const typeValue = chance(r, 0.3) ? t.boxes.map((b, i) => `[${['Fixed', 'Variable', 'Tracker'][i] === type ? 'x' : ' '}] ${b}`).join('  ') : typeWords;
  const prose: Record<Lang, { fixed: string; change: string; arrears: string }> = {
    en: { fixed: `Your fixed rate ends on ${long(fixedEnd ?? end)}. After that, your rate will change to our ${loc.name === 'US' ? 'adjustable rate' : 'Standard Variable Rate'}, currently ${pct(svr)}.`, change: `Your interest rate changed from ${pct(prevRate)} to ${pct(rate)} on ${long(changedOn ?? end)}, and your monthly payment is now ${money(payment)}.`, arrears: `Your account is in arrears by ${money(arrears ?? 0)}. Please contact us as soon as possible.` },
    de: { fixed: `Ihre Sollzinsbindung endet am ${long(fixedEnd ?? end)}; danach gilt unser variabler Zinssatz (derzeit ${pct(svr)}).`, change: `Zum ${long(changedOn ?? end)} hat sich Ihr Sollzinssatz von ${pct(prevRate)} auf ${pct(rate)} geändert; Ihre Rate beträgt seitdem ${money(payment)}.`, arrears: `Ihr Darlehenskonto weist einen Zahlungsrückstand von ${money(arrears ?? 0)} auf. Bitte setzen Sie sich mit uns in Verbindung.` },
    fr: { fixed: `Votre taux fixe prend fin le ${long(fixedEnd ?? end)}. Au-delà, le taux variable en vigueur s'appliquera (actuellement ${pct(svr)}).`, change: `Le ${long(changedOn ?? end)}, votre taux est passé de ${pct(prevRate)} à ${pct(rate)} ; votre mensualité est désormais de ${money(payment)}.`, arrears: `Votre prêt présente un impayé de ${money(arrears ?? 0)}. Merci de prendre contact avec votre conseiller.` },
  };
  const notes: Block[] = [...(fixedEnd ? [{ kind: 'para' as const, text: prose[lang].fixed }] : []), ...(changedOn ? [{ kind: 'para' as const, text: prose[lang].change }] : [])];
  const head: Block[] = [{ kind: 'title', text: lender }, { kind: 'lines', lines: CONTACT[loc.name].filter(() => chance(r, 0.8)) }];
  const addr: Block = { kind: 'lines', lines: [borrower, ...(co ? [co] : []), street, lang === 'en' ? `${town} ${post}` : `${post} ${town}`] };
  const header = pick(r, t.head);
  // pdfkit does not carry a table over a page break: in PDF the rows go in runs of three, the header on the first.
  const table: Block[] = format === 'pdf' ? tx.filter((_, i) => i % 3 === 0).map((_, k) => ({ kind: 'table', header: k ? header.map(() => '') : header, rows: tx.slice(3 * k, 3 * k + 3) })) : [{ kind: 'table', header, rows: tx }];
  const layout = pick(r, ['kv', 'grid', 'letter']);
  let blocks: Block[];
  if (layout === 'letter') {
    const said: Record<Lang, string[]> = {
      en: [`This statement covers the period ${long(start)} to ${long(end)}.`, `You originally borrowed ${money(borrowed)}. At the start of the period you owed ${money(opening)}. During this period we charged interest of ${money(interest)} and received payments of ${money(paid)}, leaving a balance of ${money(closing)} on ${long(end)}.`, `Your mortgage is on a ${typeWords}, and your current rate is ${rateText}. Your monthly payment is ${money(payment)} and the next one is due on ${long(next)}. You have ${termEnd} months left to run on your original ${orig}-month term.`],
      de: [`Dieser Auszug umfasst den Zeitraum vom ${long(start)} bis ${long(end)}.`, `Ursprünglich haben Sie ${money(borrowed)} aufgenommen. Zu Beginn des Zeitraums betrug Ihre Restschuld ${money(opening)}. Im Zeitraum wurden Zinsen von ${money(interest)} belastet und Zahlungen von ${money(paid)} gutgeschrieben; die Restschuld zum ${long(end)} beträgt ${money(closing)}.`, `Zinsvereinbarung: ${typeWords}. Ihr aktueller Sollzinssatz beträgt ${rateText}, Ihre monatliche Rate ${money(payment)}; die nächste Rate ist am ${long(next)} fällig. Die Restlaufzeit beträgt ${termEnd} Monate (ursprünglich ${orig} Monate).`],
      fr: [`Le présent relevé couvre la période du ${long(start)} au ${long(end)}.`, `Vous avez emprunté ${money(borrowed)} à l'origine. Au début de la période, le capital restant dû s'élevait à ${money(opening)}. Sur la période, ${money(interest)} d'intérêts ont été prélevés et ${money(paid)} de versements reçus ; au ${long(end)}, le capital restant dû est de ${money(closing)}.`, `Type de taux : ${typeWords}. Votre taux actuel est de ${rateText} et votre mensualité de ${money(payment)} ; la prochaine échéance est fixée au ${long(next)}. Il vous reste ${termEnd} mois à rembourser sur une durée initiale de ${orig} mois.`],
    };
    blocks = [
      ...head, addr, kv(t.account, account), kv(t.customer, customer), kv(t.stmt, date(issued)), { kind: 'title', text: pick(r, t.title) },
      { kind: 'para', text: lang === 'fr' ? `${pick(r, ['Madame, Monsieur', 'Chère cliente, cher client'])},` : lang === 'de' ? pick(r, ['Sehr geehrte Damen und Herren,', `Guten Tag ${borrower},`]) : `Dear ${title ? title + surname : borrower.split(' ')[0]},` },
      ...said[lang].map((text): Block => ({ kind: 'para', text })), ...notes, ...(arrears !== null ? [{ kind: 'para' as const, text: prose[lang].arrears }] : []), ...table,
      { kind: 'para', text: missed }, { kind: 'lines', lines: [pick(r, t.sign), lender] },
    ];
  } else {
    const meta: Block[] = [kv(t.account, account), kv(t.customer, customer), kv(t.stmt, date(issued)), kv(t.period, period), ...(co && chance(r, 0.5) ? [kv(t.borrower, borrower), kv(t.co, co)] : [])];
    const sum: Array<[string[], string]> = [[t.open, money(opening)], [t.interest, money(interest)], [t.paid, money(paid)], ...(fees ? [[t.fees, money(fees)] as [string[], string]] : []), [t.close, money(closing)]];
    const det: Array<[string[], string]> = [[t.borrowed, money(borrowed)], [t.rate, rateText], [t.type, typeValue], [t.payment, money(payment)], [t.next, date(next)], [t.term, `${termEnd} ${t.months}`], [t.orig, `${orig} ${t.months}`], ...(chance(r, 0.4) ? [[[loc.name === 'US' ? US.aprc : t.aprc], pct(r2(rate + 0.2))] as [string[], string]] : []), ...(arrears !== null ? [[t.arrears, money(arrears)] as [string[], string]] : [])];
    const grid = (name: string[], pairs: Array<[string[], string]>): Block[] =>
      layout === 'grid' ? [{ kind: 'table', header: [pick(r, name), ''], rows: pairs.map(([l, v]) => [pick(r, l), v]) }] : [{ kind: 'title', text: pick(r, name) }, ...pairs.map(([l, v]) => kv(l, v))];
    const figures = chance(r, 0.5) ? [...grid(t.summary, sum), ...grid(t.details, det)] : [...grid(t.details, det), ...grid(t.summary, sum)];
    blocks = [...head, { kind: 'title', text: pick(r, t.title) }, ...(chance(r, 0.5) ? [addr, ...meta] : [...meta, addr]), ...figures, ...notes, ...(arrears !== null && chance(r, 0.5) ? [{ kind: 'para' as const, text: prose[lang].arrears }] : []), ...table, { kind: 'para', text: missed }];
  }
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const loanStatements: Family = { name: 'loan-statement', kind: 'financial statement', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
