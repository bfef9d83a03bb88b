/**
 * Held-out family: monthly credit card statements in UK, US, DE and FR styles and wording
 * (a UK card statement with its summary box, a US periodic statement with a payment
 * information box and an interest charge table, a Kreditkartenabrechnung debited from a
 * current account, a relevé de carte with its TAEG), and the "your statement is ready"
 * e-mail that puts the key figures in sentences. The issuer and the cardholder (sometimes
 * an additional cardholder with another card), the card shown by its last four digits
 * (sometimes with its first four, beside a customer number), the statement date beside the
 * period and the payment due date; an account summary (previous balance, payments and
 * credits, purchases, fees, interest, new balance), the credit limit and the available
 * credit, the minimum payment, purchase and cash rates, a points balance at times, and a
 * transaction table with transaction and posting dates, merchants and amounts. Decoys:
 * many dates and amounts in the table, previous vs new balance, limit vs available credit,
 * purchase vs cash rate, main vs additional card, purchases vs payments vs refunds.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, MONTHS, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';
import { fill, r2, shuffle } from './grant-award.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Your statement|Credit card statement|Monthly statement', 'Monthly Statement|Credit Card Statement|Account Statement', 'Kreditkartenabrechnung|Monatsabrechnung|Abrechnung Ihrer Kreditkarte', 'Relevé de carte|Relevé mensuel de votre carte|Relevé de compte carte'],
  holder: ['Cardholder|Name|Account holder', 'Cardmember|Primary cardholder|Account holder', 'Karteninhaber/in|Inhaber/in|Karteninhaber', 'Titulaire|Titulaire de la carte|Porteur'],
  extra: ['Additional cardholder|Second cardholder', 'Authorized user|Additional card member', 'Zusatzkarte|Partnerkarte', 'Carte supplémentaire|Second porteur'],
  card: ['Card number|Card ending|Card', 'Card number|Account ending in|Card', 'Kartennummer|Karten-Nr.|Karte', 'N° de carte|Carte n°|Carte'],
  cust: ['Customer number|Account reference|Customer ref.', 'Account number|Customer ID|Account #', 'Kundennummer|Konto-Nr. Kreditkarte|Vertragsnummer', 'N° client|N° de contrat|Référence client'],
  stmt: ['Statement date|Date of statement|Statement produced', 'Statement closing date|Closing date|Statement date', 'Abrechnungsdatum|Abrechnung vom|Datum der Abrechnung', "Date d'arrêté|Date du relevé|Relevé arrêté au"],
  period: ['Statement period|Period|Transactions from', 'Billing period|Billing cycle|Statement period', 'Abrechnungszeitraum|Zeitraum|Umsätze vom', 'Période|Opérations du|Période du relevé'],
  due: ['Payment due date|Pay by|Payment due', 'Payment due date|Payment due by|Due date', 'Fälligkeit|Belastung Ihres Kontos am|Lastschrift am', 'Date de prélèvement|Date limite de paiement|Échéance'],
  min: ['Minimum payment|Minimum payment due|Minimum to pay', 'Minimum payment due|Minimum payment|Minimum amount due', 'Mindestbetrag|Mindestzahlung|Teilzahlungsbetrag', 'Paiement minimum|Mensualité minimum|Montant minimum à régler'],
  prev: ['Previous balance|Balance from last statement|Last statement balance', 'Previous balance|Previous statement balance|Beginning balance', 'Saldo letzte Abrechnung|Alter Saldo|Saldovortrag', 'Solde précédent|Solde du relevé précédent|Ancien solde'],
  pay: ['Payments received|Payments|Payments to your account', 'Payments|Payments received|Payments and other credits', 'Zahlungseingänge|Eingegangene Zahlungen|Ausgleich per Lastschrift', 'Paiements reçus|Règlements|Vos règlements'],
  cred: ['Refunds|Other credits|Refunds and credits', 'Other credits|Returns and credits|Credits', 'Gutschriften|Erstattungen', 'Remboursements|Avoirs|Crédits'],
  buy: ['Purchases|New spending|Purchases and debits', 'Purchases|Purchases and adjustments|New charges', 'Umsätze|Kartenumsätze|Einkäufe', 'Achats|Dépenses|Opérations de paiement'],
  fee: ['Fees|Charges|Fees and charges', 'Fees charged|Fees|Total fees', 'Entgelte|Gebühren|Auslandseinsatzentgelt', 'Frais|Commissions|Frais bancaires'],
  int: ['Interest|Interest charged|Interest this month', 'Interest charged|Interest charge|Total interest', 'Zinsen|Sollzinsen|Zinsen Teilzahlung', 'Intérêts|Intérêts débiteurs|Intérêts du mois'],
  new: ['New balance|Statement balance|Balance', 'New balance|New Balance Total|Statement balance', 'Neuer Saldo|Saldo neu|Abrechnungssaldo', 'Nouveau solde|Solde du relevé|Montant dû'],
  limit: ['Credit limit|Your credit limit|Limit', 'Credit limit|Credit line|Total credit line', 'Kreditrahmen|Verfügungsrahmen|Kartenlimit', 'Plafond|Plafond autorisé|Réserve autorisée'],
  avail: ['Available credit|Available to spend|Credit available', 'Available credit|Available credit line|Credit available', 'Verfügbarer Betrag|Noch verfügbar|Freier Verfügungsrahmen', 'Disponible|Montant disponible|Crédit disponible'],
  apr: ['Purchase rate|Standard purchase rate|Purchases APR', 'Purchases APR|Annual Percentage Rate (APR) – purchases|Purchase APR', 'Sollzinssatz Kartenumsätze|Sollzins p. a. (Einkäufe)|Zinssatz Umsätze', 'Taux débiteur (achats)|TAEG achats|Taux annuel (achats)'],
  cash: ['Cash rate|Cash advance rate|Cash APR', 'Cash advance APR|Cash APR', 'Sollzinssatz Bargeld|Zinssatz Bargeldverfügungen', 'Taux débiteur (retraits)|TAEG retraits'],
  summ: ['Account summary|Summary|Your account at a glance', 'Account Summary|Summary of Account Activity', 'Übersicht|Kontoübersicht|Zusammenfassung', 'Synthèse|Récapitulatif|Situation de votre compte'],
  trans: ['Your transactions|Transactions|Account activity', 'Transactions|Account Activity|Transaction detail', 'Umsätze im Detail|Ihre Umsätze|Umsatzübersicht', 'Détail des opérations|Vos opérations|Opérations'],
  tdate: ['Date|Transaction date|Date', 'Trans Date|Trans. date|Date', 'Belegdatum|Kaufdatum|Datum', "Date d'opération|Date|Date opé."], pdate: ['Posted|Date posted|Posting date', 'Post Date|Posting date', 'Buchungsdatum|Buchungstag', 'Date de valeur|Date de débit'],
  desc: ['Description|Details|Transaction details', 'Description|Merchant name or transaction description|Details', 'Verwendungszweck|Beschreibung|Händler', 'Libellé|Commerçant|Détail'], amt: ['Amount|Amount (£)', 'Amount|Amount ($)', 'Betrag|Betrag in EUR', 'Montant|Montant (€)'],
  pts: ['Points balance|Rewards points|Points to date', 'Rewards balance|Points balance|Total points available', 'Punktestand|Bonuspunkte gesamt', 'Solde de points|Points fidélité'],
  rate: ['Rate|Type', 'Type of balance', 'Umsatzart', 'Type'], pa: ['Rate (p.a.)|APR', 'APR|Annual percentage rate', 'Zinssatz p. a.|Sollzins p. a.', 'Taux annuel|TAEG'],
};
const ISSUERS = ['Northgate Bank|Harbour Card Services|Pennine Building Society|Sterling & Co Bank', 'Summit National Bank|Liberty Card Services|Great Lakes Credit Union|Pacific Trust Bank', 'Hanseatische Kreditbank AG|Sparkasse Rhein-Main|Südwest Direktbank|Volksbank Mittelland eG', 'Banque du Rhône|Crédit Atlantique|Caisse Régionale Val de Loire|Banque Populaire des Alpes'];
const PRODUCTS = ['Platinum|Rewards|Classic|Balance Transfer', 'Rewards|Cash Back|Platinum|Travel Rewards', 'Classic|Gold|Platinum', 'Classic|Premier|Gold'];
/** Merchants per locale as `name~place`, the place may be empty; `~!` marks those that take big tickets. */
const MERCHANTS = ["Tesco Stores~Leeds|Sainsbury's~York|Shell~Harrogate|Amazon.co.uk~~!|John Lewis~Leeds~!|Trainline~|Boots~Leeds|Currys~Bradford~!|British Airways~~!|Premier Inn~Manchester~!|Deliveroo~|Netflix.com~|IKEA~Leeds~!|Halfords~Wakefield~!|Pret A Manger~London",
  'Whole Foods Market~Austin TX|Shell Oil~Round Rock TX|Amazon.com~~!|Target~Austin TX|Delta Air Lines~~!|Home Depot~Austin TX~!|Starbucks~Austin TX|Best Buy~Austin TX~!|Uber Trip~|Hilton Hotels~Denver CO~!|Costco Whse~Austin TX~!|CVS Pharmacy~Austin TX|Spotify USA~|Chipotle~Austin TX',
  'REWE Markt~Köln|Aral Tankstelle~Köln|Amazon.de~~!|MediaMarkt~Köln~!|Deutsche Bahn~~!|Lufthansa~~!|IKEA~Köln-Godorf~!|dm-drogerie markt~Bonn|Zalando~~!|Booking.com~~!|Saturn~Bonn~!|Edeka~Bonn|Lieferando~',
  'Carrefour~Lyon|TotalEnergies~Villeurbanne|Amazon.fr~~!|Fnac~Lyon~!|SNCF Connect~~!|Air France~~!|Leroy Merlin~Bron~!|Monoprix~Lyon|Decathlon~Lyon~!|Darty~Lyon~!|Airbnb~~!|Uber Eats~|Pharmacie Bellecour~Lyon'];
const PAYROW = ['PAYMENT RECEIVED - THANK YOU|Direct Debit payment|Payment – thank you', 'PAYMENT - THANK YOU|AUTOPAY PAYMENT|Online payment, thank you', 'Ausgleich Vormonat per Lastschrift|Lastschrift Girokonto|Zahlungseingang', 'Prélèvement mensuel|Votre règlement|Paiement reçu'];
const REFUND = ['Refund|Credit', 'Return credit|Refund', 'Gutschrift|Erstattung', 'Remboursement|Avoir'];
const FEEROW = ['Non-sterling transaction fee|Foreign usage fee', 'Foreign transaction fee|Late fee', 'Auslandseinsatzentgelt|Entgelt Fremdwährung', 'Commission paiement hors zone euro|Frais de paiement à l’étranger'];
const PEOPLE = ['Sarah Whitlock|Daniel Hughes|Priya Natarajan|Gareth Evans|Fiona McLeod|Oliver Brennan|Hannah Dyer|Craig Munro', "Michael Torres|Jennifer Walsh|Kevin O'Brien|Latoya Grant|Brian Schneider|Ashley Nguyen|Derek Holt|Monica Ruiz", 'Jonas Hartmann|Katrin Vogel|Stefan Krüger|Miriam Albrecht|Tobias Lenz|Sandra Pohl|Marco Lehmann|Julia Seitz', 'Camille Bertrand|Julien Moreau|Sophie Lemaire|Antoine Chevalier|Élodie Faure|Mathieu Renaud|Manon Girard|Théo Lemaire'];
const HOMES = ['14 Alder Grove|Harrogate HG1 4QT;9 Kingsway|Leeds LS6 2AB;22 Station Road|York YO24 1AB', '2418 Linden Avenue|Austin, TX 78704;77 Harbor Blvd, Apt 4|Round Rock, TX 78664;1503 Pine Street|Austin, TX 78701', 'Lindenstraße 12|50674 Köln;Gartenweg 7|53111 Bonn;Am Stadtgarten 3|50667 Köln', '18 rue des Acacias|69003 Lyon;4 impasse du Moulin|69100 Villeurbanne;27 avenue Jean Jaurès|69007 Lyon'];
const MON_FR = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
/** Sentences per language (English, German, French); {slots} are filled in. */
const T: Record<string, [string[], string[], string[]]> = {
  ready: [['Your {card} statement dated {stmt} is now available to view online.', 'Your latest {card} statement, produced on {stmt}, is ready.'], ['Ihre Kreditkartenabrechnung zur {card} vom {stmt} steht ab sofort in Ihrem Online-Banking bereit.'], ['Votre relevé de carte {card} arrêté au {stmt} est disponible dans votre espace client.']],
  figs: [['Your new balance is {new} and the minimum payment of {min} must reach us by {due}.', 'The statement balance is {new}. Please pay at least {min} by {due}.'], ['Der neue Saldo beträgt {new}; der Mindestbetrag von {min} wird am {due} von Ihrem Girokonto eingezogen.', 'Ihr neuer Saldo: {new}. Bitte zahlen Sie bis zum {due} mindestens {min}.'], ['Votre nouveau solde s’élève à {new} ; le paiement minimum de {min} sera prélevé le {due}.', 'Le solde de votre relevé est de {new}. Un minimum de {min} est à régler avant le {due}.']],
  prevs: [['Your previous balance was {prev}; we received payments of {pay}, and new purchases this month came to {buy}.', 'Since your last statement ({prev}) we have received {pay} from you, and you spent {buy} on purchases.'], ['Der Saldo der letzten Abrechnung betrug {prev}; eingegangen sind {pay}, die neuen Kartenumsätze belaufen sich auf {buy}.'], ['Votre solde précédent était de {prev} ; nous avons reçu {pay} de règlements et vos achats du mois s’élèvent à {buy}.']],
  lim: [['Your credit limit is {limit}, leaving {avail} available to spend.', 'You have {avail} of your {limit} credit limit available.'], ['Ihr Kreditrahmen beträgt {limit}, davon sind noch {avail} verfügbar.'], ['Votre plafond est de {limit} ; il vous reste {avail} disponibles.']],
  aprs: [['The standard purchase rate on your card is {apr} per annum (variable); cash withdrawals are charged at {cash}.', 'Interest on purchases is charged at {apr} a year (variable) and on cash at {cash}.'], ['Der Sollzinssatz für Kartenumsätze beträgt {apr} p. a., für Bargeldverfügungen {cash} p. a.'], ['Le taux débiteur annuel appliqué aux achats est de {apr}, celui des retraits de {cash}.']],
  close: [['Kind regards,|Thank you for banking with us.'], ['Mit freundlichen Grüßen'], ['Cordialement,|Bien à vous,']],
};
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['currency', [['cash_advance_limit', 'maximum that can be withdrawn as cash'], ['cash limit', '']]], ['currency', [['annual_fee', 'yearly card fee'], ['cardFee', 'annual membership fee for the card']]],
  ['percentage', [['balance_transfer_apr', 'interest rate on balance transfers'], ['bt rate', '']]], ['date', [['card_expiry', 'expiry date of the card'], ['valid_thru', '']]]];
const plain = (v: unknown) => String(v).replace(/\s+/g, ' ').replace(/^[\s"“(]+|[\s"”).,;:*]+$/g, '').toLowerCase();

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const [loc, lang] = [LOCALES[li], [0, 0, 1, 2][li]];
  const alt = (s: string) => pick(r, s.split('|'));
  const w = (key: string) => alt(W[key][li]);
  const [style, variant, byCode] = [pick(r, loc.dates), r(), chance(r, 0.15)];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const sdStyle = int(r, 0, 1);
  const short = (d: Date) => { const [dd, mm, m] = [d.getUTCDate(), d.getUTCMonth() + 1, d.getUTCMonth()]; return [[`${pad(dd)} ${MONTHS[m].slice(0, 3)}`, `${pad(dd)}/${pad(mm)}`], [`${pad(mm)}/${pad(dd)}`, `${MONTHS[m].slice(0, 3)} ${dd}`], [`${pad(dd)}.${pad(mm)}.`, `${pad(dd)}.${pad(mm)}.${d.getUTCFullYear() % 100}`], [`${pad(dd)}/${pad(mm)}`, `${dd} ${MON_FR[m]}`]][li][sdStyle]; };
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const n = (x: number) => fmtNumber(x, loc.numbers);
  const pct = (p: number) => `${fmtNumber(p, loc.numbers, Number.isInteger(p) ? 0 : Number.isInteger(Math.round(p * 100) / 10) ? 1 : 2)}${li >= 2 ? '\u00a0%' : '%'}`;
  const issuer = alt(ISSUERS[li]);
  const network = pick(r, ['Visa', 'Mastercard']);
  const product = li >= 2 ? `${network} ${alt(PRODUCTS[li])}` : `${alt(PRODUCTS[li])} ${network}`;
  const [holder, extraHolder] = shuffle(r, PEOPLE[li].split('|'));
  const home = pick(r, HOMES[li].split(';')).split('|');
  const [bin, last4, extra4] = [network === 'Visa' ? `4${int(r, 100, 999)}` : `5${int(r, 100, 599)}`, String(int(r, 1000, 9999)), String(int(r, 1000, 9999))];
  const cardShown = pick(r, [`**** **** **** ${last4}`, `XXXX XXXX XXXX ${last4}`, `${bin} •••• •••• ${last4}`, `${bin} XXXX XXXX ${last4}`]);
  const hasExtra = chance(r, 0.25);
  const custNo = [`${int(r, 1000, 9999)} ${int(r, 100000, 999999)}`, `${int(r, 10000000, 99999999)}`, `${int(r, 100000000, 999999999)}`, `${int(r, 10000, 99999)} ${int(r, 100000, 999999)}`][li];
  // Dates: the statement closes a period of about a month; payment is due some weeks later.
  const stmtOn = randomDate(r, 2019, 2025);
  const from = addDays(stmtOn, -int(r, 28, 30));
  const dueOn = addDays(stmtOn, pick(r, li === 2 ? [7, 10, 14] : [21, 24, 25, 28]));
  // Amounts: previous balance, the payment against it, purchases (one clearly the largest), a refund, fees, interest.
  const prev = r2(int(r, 150, 3200) + int(r, 0, 99) / 100);
  const fullPay = li === 2 || chance(r, 0.5);
  const pay = fullPay ? prev : r2(Math.max(25, Math.round(prev * pick(r, [0.1, 0.2, 0.3, 0.5]))));
  const payOn = addDays(from, int(r, 2, 18));
  const apr = pick(r, [[22.9, 24.9, 27.9, 29.9, 34.9], [19.99, 21.99, 24.49, 27.24, 29.99], [13.9, 14.95, 16.9, 18.9, 19.95], [17.9, 18.96, 19.8, 21.04]][li]);
  const cashApr = r2(apr + pick(r, [3, 4, 5, 5.5]));
  const pool = shuffle(r, MERCHANTS[li].split('|'));
  const bigM = pick(r, pool.filter((m) => m.endsWith('~!')));
  const names = [bigM, ...pool.filter((m) => m !== bigM).slice(0, int(r, 5, 10))].map((m) => m.split('~'));
  const upper = chance(r, 0.4);
  const buys = names.map(([name, place]) => ({ on: addDays(from, int(r, 0, 27)), name: upper ? name.toUpperCase() : name, place: upper ? place.toUpperCase() : place, amt: r2(int(r, 3, 140) + int(r, 0, 99) / 100) }));
  const big = buys[0];
  big.amt = r2(Math.max(...buys.map((b) => b.amt)) + int(r, 40, 600) + int(r, 0, 99) / 100);
  const purchases = r2(buys.reduce((t, b) => t + b.amt, 0));
  const refund = chance(r, 0.3) ? { on: addDays(from, int(r, 5, 27)), name: `${alt(REFUND[li])} ${pick(r, buys.filter((b) => b !== big)).name}`, amt: r2(Math.min(int(r, 8, 60), purchases / 4) + int(r, 0, 99) / 100) } : null;
  const fee = chance(r, 0.3) ? int(r, 100, 650) / 100 : 0; // a foreign-usage or late fee
  const feeOn = addDays(from, int(r, 3, 27));
  const interest = fullPay ? 0 : r2(((prev - pay) * apr) / 1200);
  const credits = r2(pay + (refund?.amt ?? 0));
  const nb = r2(prev - credits + purchases + fee + interest);
  const limit = Math.max(pick(r, [1000, 1500, 2000, 2500, 3000, 5000, 7500, 10000, 12000]), Math.ceil((Math.max(nb, prev) * 1.3) / 500) * 500);
  const avail = r2(limit - nb);
  const minPay = nb <= [5, 25, 50, 20][li] ? nb : r2(Math.max([5, 25, 50, 20][li], li === 0 ? nb * 0.01 + interest + fee : nb * pick(r, [0.02, 0.03]), 0));
  const points = chance(r, 0.4) ? int(r, 800, 60000) : null;
  const earned = points ? Math.min(points, Math.round(purchases)) : 0;
  const c: Record<string, string | number> = { card: product, stmt: date(stmtOn), new: money(nb), min: money(minPay), due: date(dueOn), prev: money(prev), pay: money(pay), buy: money(purchases), limit: money(limit), avail: money(avail), apr: pct(apr), cash: pct(cashApr) };
  const say = (key: string) => fill(alt(pick(r, T[key][lang])), c);

  const ask = new Ask(r);
  const bigShown = big.place ? `${big.name} ${big.place}` : big.name;
  const netOpts = pick(r, [['Visa', 'Mastercard', 'American Express'], ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER']]);
  const roles: Array<() => void> = [
    () => ask.field('text', [['issuer', 'bank or company that issued the card'], ['card_issuer', ''], ['bank name', 'who sends the statement'], ['issuingBank', '']], issuer),
    () => ask.field('text', [['cardholder', hasExtra ? 'name of the main cardholder, not an additional card user' : 'name of the cardholder'], ['account_holder', hasExtra ? 'primary account holder' : ''], ['cardholderName', 'person the statement is addressed to']], holder),
    () => ask.field('id_alphanumeric', [['card_last_four', hasExtra ? 'last four digits of the main card' : 'last four digits of the card number'], ['last4', hasExtra ? 'last 4 digits of the primary card' : ''], ['card number ending', 'the digits the card number ends with']], last4),
    () => ask.field('date', [['statement_date', 'date the statement was produced (closing date)'], ['closing date', ''], ['statementDate', 'end of the billing period']], isoOf(stmtOn)),
    () => ask.field('date', [['payment_due_date', 'date by which the payment must be made'], ['due date', ''], ['payBy', 'deadline for paying at least the minimum']], isoOf(dueOn)),
    () => ask.field('currency', [['minimum_payment', 'smallest amount that must be paid this month'], ['min due', ''], ['minimumAmountDue', 'minimum payment to avoid a late fee']], minPay),
    () => ask.field('currency', [['new_balance', 'balance owed at the statement date'], ['statement balance', ''], ['closingBalance', 'total owed on this statement, not the previous one']], nb),
    () => ask.field('currency', [['previous_balance', 'balance brought forward from the last statement'], ['opening balance', ''], ['lastStatementBalance', '']], prev),
    () => ask.field('currency', [['total_purchases', 'sum of new purchases in the period'], ['spending', 'how much was spent on the card this month'], ['purchasesTotal', '']], purchases),
    () => ask.field('currency', [['payments_received', 'payments made to the card account in the period (not refunds)'], ['payments', ''], ['amountPaid', 'what the cardholder paid towards the card this period']], pay),
    () => ask.field('currency', [['credit_limit', 'maximum credit allowed on the card'], ['limit', ''], ['creditLine', 'total credit line']], limit),
    () => ask.field('currency', [['available_credit', 'credit still available to spend'], ['remaining credit', ''], ['availableToSpend', 'limit left after the new balance']], avail),
    () => ask.field('percentage', [['purchase_apr', 'annual interest rate on purchases'], ['interest rate', 'rate charged on purchases per year'], ['purchaseRate', '']], apr),
    () => { ask.compare[ask.field('text', [['largest_purchase_merchant', 'merchant of the biggest single purchase on the statement'], ['biggest purchase at', ''], ['topMerchant', 'where the most expensive transaction was made']], big.name)] = (v) => [plain(big.name), plain(bigShown)].includes(plain(v)); },
    () => ask.field('currency', [['interest_charged', 'interest added this period'], ['interest', ''], ['financeCharge', 'interest charged on this statement']], interest),
    () => ask.field('date', [['period_start', 'first day of the billing period'], ['cycle start', ''], ['statementFrom', 'start of the statement period']], isoOf(from)),
    () => ask.field('single_select', [['card_network', 'payment network of the card'], ['scheme', ''], ['card type', 'Visa, Mastercard...']], netOpts[network === 'Visa' ? 0 : 1], netOpts),
    () => ask.field('number', [['points_balance', 'rewards points available'], ['reward points', ''], ['loyaltyPoints', 'total points balance, not points earned this month']], points),
    () => ask.field('currency_symbol', [['currency', ''], ['ccy', 'currency of the statement']], loc.currency.code),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 11, 13)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the statement never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string, above = false): Block => ({ kind: 'kv', label, value, above });
  const para = (text: string): Block => ({ kind: 'para', text });
  // The transaction rows: purchases, the payment, a refund, a fee, interest, by date.
  const signed = pick(r, li >= 2 ? (['minus', 'cr', 'plus'] as const) : (['minus', 'cr'] as const)); // credits as -12.00, 12.00 CR, or charges as - and credits as +
  const cr = (x: number) => (signed === 'minus' ? `-${n(x)}` : signed === 'cr' ? `${n(x)} CR` : `+${n(x)}`);
  const dr = (x: number) => (signed === 'plus' ? `-${n(x)}` : n(x));
  type Row = { on: Date; text: string; amt: string };
  const rows: Row[] = [...buys.map((b) => ({ on: b.on, text: b.place ? `${b.name} ${b.place}` : b.name, amt: dr(b.amt) })), { on: payOn, text: alt(PAYROW[li]), amt: cr(pay) },
    ...(refund ? [{ on: refund.on, text: refund.name, amt: cr(refund.amt) }] : []), ...(fee ? [{ on: feeOn, text: alt(FEEROW[li]), amt: dr(fee) }] : []), ...(interest ? [{ on: stmtOn, text: W.int[li].split('|')[0], amt: dr(interest) }] : [])].sort((a, b) => a.on.getTime() - b.on.getTime());
  const postCol = chance(r, 0.5);
  const table: Block = { kind: 'table', header: [w('tdate'), ...(postCol ? [w('pdate')] : []), w('desc'), w('amt')], rows: rows.map((x) => [short(x.on), ...(postCol ? [short(addDays(x.on, x.on >= stmtOn ? 0 : pick(r, [0, 1, 1, 2])))] : []), x.text, x.amt]) };
  const summary: Array<[string, string]> = [[w('prev'), money(prev)], [w('pay'), money(pay)], ...(refund ? [[w('cred'), money(refund.amt)]] as Array<[string, string]> : []), [w('buy'), money(purchases)], ...(fee || chance(r, 0.5) ? [[w('fee'), money(fee)]] as Array<[string, string]> : []), [w('int'), money(interest)], [w('new'), money(nb)]];
  const cardLine = `${product} ${cardShown}`;
  const layout = pick(r, ['statement', 'grid', 'email'] as const);
  const extraLine = hasExtra ? [kv(w('extra'), `${extraHolder} – ${W.card[li].split('|')[0]} ${cardShown.replace(last4, extra4)}`)] : [];
  const ptsBlock = points ? [kv(w('pts'), fmtNumber(points, loc.numbers, 0)), ...(chance(r, 0.5) ? [kv(['Points earned this month', 'Points earned this period', 'Punkte diesen Monat', 'Points gagnés ce mois'][li], fmtNumber(earned, loc.numbers, 0))] : [])] : [];
  const rates: Block = chance(r, 0.5) ? { kind: 'table', header: [w('rate'), w('pa')], rows: [[w('buy'), pct(apr)], [['Cash', 'Cash advances', 'Bargeld', 'Retraits'][li], pct(cashApr)]] } : para(say('aprs'));
  let blocks: Block[];
  if (layout === 'statement') {
    const head: Block[] = [{ kind: 'title', text: issuer }, { kind: 'title', text: `${w('title')} – ${product}` }, { kind: 'lines', lines: [holder, ...home] }];
    const meta = [kv(w('card'), cardShown), kv(w('cust'), custNo), kv(w('stmt'), date(stmtOn)), kv(w('period'), `${date(from)} – ${date(stmtOn)}`), ...(chance(r, 0.5) ? [kv(w('holder'), holder)] : []), ...extraLine];
    const box: Block[] = chance(r, 0.5) ? [{ kind: 'table', header: [w('new'), w('min'), w('due')], rows: [[money(nb), money(minPay), date(dueOn)]] }] : [kv(w('new'), money(nb), true), kv(w('min'), money(minPay), true), kv(w('due'), date(dueOn), true)];
    const sumB: Block[] = chance(r, 0.5) ? [{ kind: 'title', text: w('summ') }, ...summary.map(([a, b]) => kv(a, b))] : [{ kind: 'table', header: [w('summ'), w('amt')], rows: summary }];
    const limB: Block[] = chance(r, 0.6) ? [kv(w('limit'), money(limit)), kv(w('avail'), money(avail))] : [para(say('lim'))];
    blocks = [...head, ...(chance(r, 0.5) ? [...meta, ...box] : [...box, ...meta]), ...sumB, ...limB, ...ptsBlock, { kind: 'title', text: w('trans') }, table, rates];
  } else if (layout === 'grid') { // a summary box of two label/value column pairs, as US and UK statements print it
    const info: Array<[string, string]> = [[w('stmt'), date(stmtOn)], [w('due'), date(dueOn)], [w('min'), money(minPay)], [w('limit'), money(limit)], [w('avail'), money(avail)], [w('card'), cardShown]];
    const grid = Array.from({ length: Math.max(summary.length, info.length) }, (_, i) => [...(summary[i] ?? ['', '']), ...(info[i] ?? ['', ''])]);
    blocks = [{ kind: 'title', text: `${issuer} – ${product}` }, { kind: 'lines', lines: [holder, ...home] }, kv(w('cust'), custNo), kv(w('period'), `${date(from)} – ${date(stmtOn)}`), ...extraLine,
      { kind: 'table', header: [w('summ'), '', ['Payment information', 'Payment Information', 'Zahlungsinformationen', 'Informations de paiement'][li], ''], rows: grid }, ...ptsBlock, rates, { kind: 'title', text: w('trans') }, table];
  } else {
    const hello = [[`Dear ${holder},`], [`Dear ${holder},`, `Hello ${holder.split(' ')[0]},`], [`Guten Tag ${holder},`], [`Bonjour ${holder},`]][li];
    const subj = `${['Subject', 'Subject', 'Betreff', 'Objet'][li]}: ${w('title')} – ${product} ${['ending', 'ending', 'Endziffern', 'se terminant par'][li]} ${last4}`;
    const list: Block = chance(r, 0.5) ? table : { kind: 'lines', lines: rows.map((x) => `${short(x.on)}  ${x.text}  ${x.amt}`) };
    blocks = [{ kind: 'lines', lines: [`${['From', 'From', 'Von', 'De'][li]}: ${issuer} <${['statements', 'alerts', 'kartenservice', 'releves'][li]}@${issuer.toLowerCase().normalize('NFD').replace(/[^a-z]+/g, '').slice(0, 14)}.${['co.uk', 'com', 'de', 'fr'][li]}>`, `${['To', 'To', 'An', 'À'][li]}: ${holder}`, `${['Date', 'Date', 'Datum', 'Date'][li]}: ${date(addDays(stmtOn, 1))}`] },
      { kind: 'title', text: subj }, { kind: 'lines', lines: [pick(r, hello)] }, para(say('ready')), para(say('figs')), para(say('prevs')), para(say('lim')), ...extraLine,
      kv(w('period'), `${date(from)} – ${date(stmtOn)}`), chance(r, 0.5) ? { kind: 'table', header: [w('summ'), ''], rows: summary } : { kind: 'lines', lines: summary.map(([a, b]) => `${a}: ${b}`) }, ...ptsBlock, { kind: 'title', text: w('trans') }, list, rates, kv(w('cust'), custNo), { kind: 'lines', lines: [alt(T.close[lang][0]), issuer] }];
  }
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const cardStatements: Family = { name: 'card-statement', kind: 'financial statement', split: 'held-out', formats: ['pdf', 'docx', 'txt', 'html'], make };
