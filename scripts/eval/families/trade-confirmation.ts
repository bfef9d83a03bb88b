/**
 * Training family: broker contract notes and trade confirmations (UK contract notes, US
 * trade confirms, German Wertpapierabrechnungen, French avis d'opéré) for shares, ETFs,
 * funds and government bonds. The broker heads the note with its regulator line; the
 * client sits in an address block or on a label line; an account number beside an order
 * id and a trade reference; trade date (and time) and settlement date; buy or sell; the
 * security with its ISIN, the venue, quantity (units or a bond's nominal), the price (a
 * bond's as a percentage of par) and an order limit beside it; gross consideration, bond
 * accrued interest, commission, stamp duty / SEC fee / FTT / exchange fees and the net
 * amount due or credited. A foreign share is priced in its own currency with an exchange
 * rate (either way round) and converted before the costs.
 */
import { addDays, fmtDate, fmtNumber, isoOf, LOCALES, randomDate, type Currency } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';
import { r2, shuffle } from './pension-statement.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Contract Note|CONTRACT NOTE|Trade Confirmation', 'Trade Confirmation|Confirmation of Transaction|TRADE CONFIRMATION', 'Wertpapierabrechnung|Abrechnung|Wertpapier-Abrechnung', "Avis d'opéré|Avis d'exécution|Confirmation d'ordre"],
  client: ['Client|Client name|Account name', 'Account name|Client|Customer', 'Depotinhaber|Kunde|Auftraggeber', 'Titulaire du compte|Client|Donneur d’ordre'],
  acct: ['Account number|Account no.|Client account', 'Account #|Account number|Acct no.', 'Depotnummer|Depot-Nr.|Depot', 'N° de compte-titres|Compte n°|Numéro de compte'],
  order: ['Order ID|Order ref.|Order number', 'Order #|Order ID|Order no.', 'Auftragsnummer|Order-Nr.|Auftrags-Nr.', "N° d'ordre|Référence de l'ordre|Ordre n°"],
  ref: ['Contract note no.|Trade reference|Bargain ref.', 'Trade ref.|Confirmation #|Reference no.', 'Abrechnungsnummer|Geschäftsnummer|Referenz', "N° d'opéré|Référence de l'opération|Réf. exécution"],
  tdate: ['Trade date|Dealing date|Bargain date', 'Trade date|Transaction date', 'Handelstag|Schlusstag|Ausführungstag', "Date d'exécution|Date de négociation|Exécuté le"], time: ['Time|Dealing time', 'Execution time|Time', 'Handelszeit|Uhrzeit', "Heure d'exécution|Heure"],
  sdate: ['Settlement date|Settles on|For settlement', 'Settlement date|Settle date', 'Valuta|Valutatag|Erfüllungstag', 'Date de règlement|Date de valeur|Règlement le'], issued: ['Date of issue|Issued', 'Date processed|Processed', 'Erstellt am|Datum', "Date d'émission|Édité le"],
  side: ['Transaction|Deal type|Type', 'Action|Transaction|Side', 'Geschäftsart|Art', "Sens|Nature de l'opération|Opération"], buy: ['Bought|Purchase|BUY', 'Bought|BUY|Buy', 'Kauf|Wertpapierkauf', 'Achat|Achat au comptant'], sell: ['Sold|Sale|SELL', 'Sold|SELL|Sell', 'Verkauf|Wertpapierverkauf', 'Vente|Vente au comptant'],
  sec: ['Security|Stock|Investment', 'Security|Description|Security description', 'Wertpapier|Wertpapierbezeichnung|Gattung', 'Valeur|Libellé du titre|Instrument'], venue: ['Venue|Place of execution|Market', 'Exchange|Market|Execution venue', 'Börse|Handelsplatz|Ausführungsplatz', "Lieu d'exécution|Marché|Place"],
  qty: ['Quantity|Number of shares|Qty', 'Quantity|Shares|Qty', 'Stück|Anzahl|Menge', 'Quantité|Nombre de titres'], units: ['Units|Number of units', 'Shares|Units', 'Anteile|Stück', 'Parts|Nombre de parts'], nominal: ['Nominal|Nominal value', 'Face value|Par amount', 'Nominale|Nennwert', 'Nominal|Valeur nominale'],
  price: ['Price|Deal price|Price per share', 'Price|Execution price|Unit price', 'Kurs|Ausführungskurs|Preis', "Cours|Prix d'exécution|Cours unitaire"], gross: ['Consideration|Gross consideration|Gross amount', 'Principal|Gross amount|Principal amount', 'Kurswert', 'Montant brut|Montant brut de la transaction'],
  accr: ['Accrued interest', 'Accrued interest', 'Stückzinsen', 'Coupon couru|Intérêts courus'], comm: ['Commission|Dealing charge|Broker commission', 'Commission|Brokerage commission', 'Provision|Orderprovision|Maklercourtage', 'Courtage|Commission|Frais de courtage'],
  levy: ['Stamp duty|Stamp duty (SDRT)|Stamp duty reserve tax', 'SEC fee|Section 31 fee|Regulatory fee (SEC)', 'Börsengebühr|Handelsplatzentgelt|Börsenentgelt', 'TTF|Taxe sur les transactions financières'], extra: ['PTM levy|Panel levy', 'FINRA TAF|Trading activity fee', 'Fremde Spesen|Fremdspesen', 'Frais de marché|Frais de place'],
  fx: ['Exchange rate|FX rate|Rate of exchange', 'Exchange rate|FX rate', 'Devisenkurs|Umrechnungskurs', 'Taux de change|Cours de change'], conv: ['Consideration in {A}|Converted consideration', 'Principal in {A}|{A} equivalent', 'Kurswert in {A}|Kurswert {A}', 'Montant brut en {A}|Contre-valeur en {A}'],
  netB: ['Total due|Total cost|Amount payable by you', 'Net amount|Total cost|Net amount due', 'Ausmachender Betrag|Zu Lasten Konto|Endbetrag zu Ihren Lasten', 'Montant net à débiter|Net à payer|Montant net'],
  netS: ['Net proceeds|Amount due to you|Total proceeds', 'Net proceeds|Net amount|Net amount to you', 'Ausmachender Betrag|Zu Gunsten Konto|Endbetrag zu Ihren Gunsten', 'Montant net à créditer|Net à recevoir|Montant net'],
  otype: ['Order type|Instruction', 'Order type|Order', 'Orderart|Ordertyp', "Type d'ordre|Ordre"], market: ['At best|Market', 'Market|Market order', 'Bestens|Marktorder', 'Au marché|À tout prix'], limit: ['Limit|Limit order', 'Limit|Limit order', 'Limit|Limitiert', 'À cours limité|Limite'],
};
const BROKERS = [['Fairhaven Stockbrokers Ltd', 'Greyfriars Investment Services', 'Tolbooth Sharedealing plc'], ['Northpoint Securities LLC', 'Redwood Brokerage Inc.', 'Meridian Clearing & Execution'], ['Isarbank Wertpapierhandel AG', 'Hanseatic Direktbank', 'Mainufer Brokerage GmbH'], ['Banque Garonne Bourse', 'Rive Gauche Courtage SA', 'Atlantique Titres']];
const OFFICES = [[['12 Throgmorton Avenue', 'London EC2N 2DL'], ['Exchange House, 3 Quayside', 'Newcastle upon Tyne NE1 3DX']], [['400 Park Avenue, 18th Floor', 'New York, NY 10022'], ['225 W Wacker Drive, Suite 900', 'Chicago, IL 60606']], [['Maximilianstraße 31', '80539 München'], ['Neue Mainzer Straße 52', '60311 Frankfurt am Main']], [['27 rue Vivienne', '75002 Paris'], ['8 cours Franklin Roosevelt', '69006 Lyon']]];
const CLIENTS = [['Eleanor Whitcombe', 'Harpreet Sandhu', 'Callum Fraser', 'Wrenfield Holdings Ltd'], ['Gregory Alvarez', 'Dana Whitaker', 'Kwame Mensah', 'Tall Pines Family Trust'], ['Martina Seidel', 'Florian Baumann', 'Yusuf Demir', 'Kramer Vermögensverwaltung GmbH'], ['Hélène Rocher', 'Mathieu Lambert', 'Inès Haddad', 'SCI Les Tilleuls']];
const HOMES = [[['The Coach House, 4 Mill Lane', 'Winchester SO23 8AA'], ['21 Belgrave Crescent', 'Edinburgh EH4 3AJ']], [['55 Cottonwood Lane', 'Plano, TX 75024'], ['8 Beacon Street, Unit 4', 'Boston, MA 02108']], [['Rosenstraße 5', '70182 Stuttgart'], ['Elbchaussee 112', '22763 Hamburg']], [['9 quai des Chartrons', '33000 Bordeaux'], ['14 rue Nationale', '37000 Tours']]];
const REGS = ['{b} is authorised and regulated by the Financial Conduct Authority (FRN {n}).', 'Member FINRA / SIPC. CRD# {n}.', 'Zuständige Aufsicht: Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin), Reg.-Nr. {n}.', "Entreprise d'investissement agréée par l'ACPR – code interbancaire {n}."];
const KEEP = ['Please retain this contract note for your tax records.', 'Please review this confirmation promptly and report any discrepancy within 10 days.', 'Dieser Beleg wird maschinell erstellt und nicht unterschrieben.', 'Cet avis tient lieu de justificatif fiscal ; merci de le conserver.'];
/** Securities: name, ISIN, kind, price range, venues, quote currency (blank: the locale's own). */
type Sec = [string, string, 'share' | 'fund' | 'bond', number, number, string, string];
const SECS: Sec[][] = [
  [['Vodafone Group plc', 'GB00BH4HKS39', 'share', 0.6, 1.2, 'London Stock Exchange|LSE (SETS)|Aquis Exchange', ''], ['BP p.l.c.', 'GB0007980591', 'share', 4, 5.6, 'London Stock Exchange|Aquis Exchange', ''], ['Tesco PLC', 'GB00BLGZ9862', 'share', 2.5, 3.8, 'London Stock Exchange|Cboe Europe', ''], ['Legal & General Group plc', 'GB0005603997', 'share', 2, 2.7, 'London Stock Exchange', ''],
    ['Treasury 4¼% Gilt 2032', 'GB0004893086', 'bond', 92, 108, 'LSE Order book for Retail Bonds', ''], ['Fidelity Index World Fund P Acc', 'GB00BJS8SJ34', 'fund', 1.9, 3.2, '', ''], ['Apple Inc.', 'US0378331005', 'share', 150, 230, 'Nasdaq', 'USD'], ['Microsoft Corp.', 'US5949181045', 'share', 280, 450, 'Nasdaq', 'USD']],
  [['The Coca-Cola Company', 'US1912161007', 'share', 55, 70, 'NYSE', ''], ['Johnson & Johnson', 'US4781601046', 'share', 145, 175, 'NYSE|Cboe BZX', ''], ['Verizon Communications Inc.', 'US92343V1044', 'share', 33, 45, 'NYSE', ''], ['Apple Inc.', 'US0378331005', 'share', 150, 230, 'Nasdaq|Cboe EDGX', ''],
    ['U.S. Treasury Note 4.125% 11/15/2032', 'US91282CFV81', 'bond', 95, 103, '', ''], ['Vanguard 500 Index Fund Admiral Shares', 'US9229087104', 'fund', 350, 500, '', ''], ['TotalEnergies SE', 'FR0000120271', 'share', 55, 65, 'Euronext Paris', 'EUR']],
  [['SAP SE', 'DE0007164600', 'share', 120, 200, 'Xetra|Tradegate Exchange|Börse Stuttgart', ''], ['Siemens AG', 'DE0007236101', 'share', 120, 190, 'Xetra|Börse Frankfurt', ''], ['Allianz SE', 'DE0008404005', 'share', 200, 280, 'Xetra|Tradegate Exchange', ''], ['Deutsche Telekom AG', 'DE0005557508', 'share', 18, 28, 'Xetra|Börse München', ''],
    ['iShares Core MSCI World UCITS ETF', 'IE00B4L5Y983', 'share', 70, 100, 'Xetra|gettex', ''], ['Bundesanleihe 2,30 % 15.02.2033', 'DE000BU2Z007', 'bond', 94, 102, 'Börse Frankfurt', ''], ['Apple Inc.', 'US0378331005', 'share', 150, 230, 'Nasdaq', 'USD']],
  [['TotalEnergies SE', 'FR0000120271', 'share', 55, 65, 'Euronext Paris', ''], ['LVMH Moët Hennessy Louis Vuitton', 'FR0000121014', 'share', 600, 850, 'Euronext Paris', ''], ['Danone', 'FR0000120644', 'share', 50, 65, 'Euronext Paris', ''], ['Orange', 'FR0000133308', 'share', 9, 12, 'Euronext Paris|Cboe Europe', ''],
    ['OAT 3 % 25 mai 2033', 'FR001400H7V7', 'bond', 95, 103, 'Euronext Paris', ''], ['Microsoft Corp.', 'US5949181045', 'share', 280, 450, 'Nasdaq', 'USD']],
];
const FX: Record<string, number> = { 'GBP/USD': 0.79, 'USD/EUR': 1.08, 'EUR/USD': 0.92 }; // account currency per unit of the quote currency
const NEVER: Array<[FieldType, Array<[string, string]>]> = [
  ['currency', [['realised_gain', 'profit or loss made on the sale'], ['capital_gain', '']]], ['date', [['ex_dividend_date', 'date the shares go ex-dividend'], ['ex_date', '']]],
  ['text', [['financial_adviser', 'name of the client’s adviser'], ['adviser', 'who advised on the trade']]], ['id_alphanumeric', [['lei', 'legal entity identifier of the client'], ['client_lei', '']]], ['percentage', [['dividend_yield', 'yield of the security'], ['yield', '']]],
];
const weekday = (d: Date) => (d.getUTCDay() === 0 ? addDays(d, 1) : d.getUTCDay() === 6 ? addDays(d, 2) : d);
const addBiz = (d: Date, n: number) => { let x = d; for (let i = 0; i < n; i++) x = weekday(addDays(x, 1)); return x; };

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const w = (key: string) => pick(r, W[key][li].split('|'));
  const [style, variant, byCode] = [pick(r, loc.dates), r(), chance(r, 0.3)];
  const date = (d: Date) => fmtDate(d, style, () => variant); // one written form per note
  const [broker, client, buy] = [pick(r, BROKERS[li]), pick(r, CLIENTS[li]), chance(r, 0.55)];
  const [name, isin, kind, lo, hi, venues, quote] = pick(r, SECS[li]);
  const venue = venues ? pick(r, venues.split('|')) : '';
  const A = loc.currency;
  const Q: Currency = quote === 'USD' ? { code: 'USD', symbol: '$', before: true } : quote === 'EUR' ? { code: 'EUR', symbol: '€', before: false } : A;
  const foreign = Q.code !== A.code;
  const amt = (x: number, c: Currency, d: number) => { const s = fmtNumber(x, loc.numbers, d); if (li >= 2) return `${s} ${byCode || c.code !== 'EUR' ? c.code : c.symbol}`; return byCode ? (c.before ? `${c.code} ${s}` : `${s} ${c.code}`) : c.before ? `${c.symbol}${s}` : `${s} ${c.symbol}`; };
  const money = (x: number, c: Currency = A) => amt(x, c, 2);
  const pdec = kind === 'bond' ? 3 : kind === 'fund' || hi < 10 ? 4 : li >= 2 ? pick(r, [2, 2, 3]) : 2;
  const price = Math.round((lo + r() * (hi - lo)) * 10 ** pdec) / 10 ** pdec;
  const target = int(r, 800, 40000);
  const qty = kind === 'bond' ? int(r, 1, 50) * 1000 : kind === 'fund' ? Math.round((target / price) * 1000) / 1000 : Math.max(1, Math.round(target / price / (price < 5 ? 50 : 1)) * (price < 5 ? 50 : 1));
  const gross = r2(kind === 'bond' ? (qty * price) / 100 : qty * price);
  const [coupon, accDays] = [[4.25, 4.125, 2.3, 3][li], int(r, 5, 170)];
  const accrued = kind === 'bond' ? r2((qty * coupon * accDays) / 36500) : 0;
  const fxInv = foreign && li >= 2 && chance(r, 0.6); // quoted as quote currency per account currency (EUR/USD 1,0852)
  const fxBase = FX[`${A.code}/${Q.code}`] ?? 1;
  const fx = foreign ? Math.round((fxInv ? 1 / fxBase : fxBase) * (0.97 + r() * 0.06) * 10000) / 10000 : 1;
  const conv = foreign ? r2(fxInv ? gross / fx : gross * fx) : gross;
  // Costs by locale: commission, then the levy (stamp duty, SEC fee, exchange fee, FTT) and an extra fee.
  const comm = [pick(r, [5.95, 8.95, 11.95, r2(Math.max(10, conv * 0.001))]), pick(r, [0, 4.95, 6.95]), r2(Math.max(9.9, conv * 0.0025)), r2(Math.max(5.9, conv * pick(r, [0.0045, 0.005, 0.0055])))][li];
  const domesticShare = kind === 'share' && !foreign && !/ETF/.test(name);
  const levy = [buy && domesticShare ? r2(conv * 0.005) : 0, !buy && kind === 'share' && !foreign ? Math.max(0.01, r2(gross * 0.0000278)) : 0, kind !== 'fund' ? pick(r, [1.5, 2, 2.5, 2.9]) : 0, buy && domesticShare ? r2(conv * 0.003) : 0][li];
  const extra = [domesticShare && conv > 10000 ? 2 : 0, !buy && kind === 'share' && !foreign ? Math.min(8.3, Math.max(0.01, r2(qty * 0.000166))) : 0, foreign ? pick(r, [5, 7.5, 10]) : 0, foreign ? pick(r, [4.5, 9]) : 0][li];
  const costs = r2(comm + levy + extra);
  const net = r2(buy ? conv + accrued + costs : conv + accrued - costs);
  const tdate = weekday(randomDate(r, 2018, 2025));
  const settle = addBiz(tdate, kind === 'fund' ? pick(r, [2, 3, 4]) : li === 1 && (kind === 'bond' || tdate >= new Date(Date.UTC(2024, 4, 28))) ? 1 : 2);
  const issued = chance(r, 0.7) ? tdate : addBiz(tdate, 1);
  const yy = String(tdate.getUTCFullYear()).slice(2);
  const acct = pick(r, [[`${int(r, 10000000, 99999999)}`, `FSB-${int(r, 100000, 999999)}`], [`${pick(r, ['5RX', '7TQ', '3KD'])}-${int(r, 100000, 999999)}`, `${int(r, 1000, 9999)}-${int(r, 1000, 9999)}`], [`${int(r, 100, 999)} ${int(r, 1000000, 9999999)}`, `DE${int(r, 10, 99)}-${int(r, 100000, 999999)}`], [`CT-${int(r, 1000000, 9999999)}`, `${int(r, 10000, 99999)} ${int(r, 100000, 999999)}`]][li]);
  const orderId = pick(r, [`ORD${int(r, 1000000, 9999999)}`, `${int(r, 100000000, 999999999)}`, `O-${yy}${int(r, 10000, 99999)}`]);
  const ref = pick(r, [`CN${int(r, 100000, 999999)}`, `T${yy}-${int(r, 1000, 9999)}`, `${int(r, 1000, 9999)}/${int(r, 100000, 999999)}`, `X${yy}${int(r, 100000, 999999)}`]);
  const limit = chance(r, 0.5) ? Math.round(price * (buy ? 1 + r() * 0.03 : 1 - r() * 0.03) * 10 ** pdec) / 10 ** pdec : 0;
  const [sideOpts, sideAt] = [pick(r, [['Buy', 'Sell'], ['Purchase', 'Sale'], ['Bought', 'Sold'], ['Buy', 'Sell', 'Switch']]), buy ? 0 : 1];

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['broker', 'firm that executed the trade'], ['brokerage', ''], ['dealer_name', 'company issuing the confirmation, not the client']], broker),
    () => ask.field('text', [['client', 'investor the trade was done for'], ['account_holder', ''], ['customer_name', 'whose account the shares are booked to']], client),
    () => ask.field('id_alphanumeric', [['account_no', "client's account with the broker"], ['trading_account', ''], ['portfolio_number', 'account or depot number, not the order id']], acct),
    () => ask.field('id_alphanumeric', [['order_id', 'identifier of the order placed'], ['order_ref', ''], ['instruction_number', 'number given to the order when it was placed']], orderId),
    () => ask.field('id_alphanumeric', [['trade_reference', 'reference of this confirmation or contract note'], ['deal_ref', ''], ['confirmation_number', 'number of the executed trade, not the order']], ref),
    () => ask.field('date', [['trade_date', 'day the order was executed'], ['dealt_on', ''], ['execution_date', 'date of the transaction']], isoOf(tdate)),
    () => ask.field('date', [['settlement_date', 'when cash and securities change hands'], ['value_date', ''], ['settles', 'date the trade settles']], isoOf(settle)),
    () => ask.field('single_select', [['direction', 'whether the client bought or sold'], ['buy_or_sell', ''], ['side', 'purchase or sale']], sideOpts[sideAt], sideOpts),
    () => ask.field('text', [['security', 'name of the instrument traded'], ['instrument_name', ''], ['stock', 'what was bought or sold']], name),
    () => ask.field('id_alphanumeric', [['isin', 'ISIN code of the security'], ['security_id', 'international securities identification number'], ['isin_code', '']], isin),
    () => ask.field('number', kind === 'bond' ? [['nominal', 'face value of bonds traded'], ['par_amount', '']] : [['quantity', 'number of shares or units'], ['units_traded', ''], ['share_count', 'how many were bought or sold']], qty),
    () => kind === 'bond' ? ask.field('percentage', [['clean_price', 'price as a percentage of par'], ['bond_price', '']], price) : ask.field('currency', [['unit_price', 'execution price per share or unit'], ['price_paid', ''], ['deal_price', 'price each, not the limit']], price),
    () => ask.field('currency', foreign ? [['gross_value', 'quantity times price, in the currency the stock trades in'], ['consideration_foreign', 'value before costs in the trading currency']] : [['gross_consideration', 'value of the trade before costs'], ['principal', ''], ['gross_amount', 'quantity times price']], gross),
    () => ask.field('currency', [['commission', 'broker commission charged'], ['dealing_fee', ''], ['brokerage_fee', 'what the broker charged for the deal']], comm),
    ...(levy ? [() => ask.field('currency', [[['stamp_duty', 'stamp duty on the purchase'], ['sdrt', '']], [['sec_fee', 'SEC regulatory fee on the sale'], ['section31_fee', '']], [['exchange_fee', 'fee charged by the trading venue'], ['venue_charge', '']], [['ftt', 'financial transaction tax'], ['taxe_ttf', 'French tax on the purchase']]][li] as Array<[string, string]>, levy)] : []),
    () => ask.field('currency', [['net_amount', buy ? 'total the client pays, costs included' : 'what the client receives after costs'], ['total_settlement', ''], ['amount_settled', 'final amount debited or credited']], net),
    () => foreign && chance(r, 0.5) ? ask.field('currency_symbol', [['trading_currency', 'currency the security is priced in'], ['price_ccy', '']], Q.code) : ask.field('currency_symbol', [['settlement_currency', 'currency of the net amount'], ['currency', '']], A.code),
    ...(foreign ? [() => ask.field('number', [['fx_rate', 'exchange rate used'], ['conversion_rate', '']], fx)] : []),
    ...(venue ? [() => ask.field('text', [['venue', 'where the trade was executed'], ['exchange', ''], ['market', 'stock exchange or trading venue']], venue)] : []),
    ...(accrued ? [() => ask.field('currency', [['accrued_interest', 'interest accrued on the bond'], ['accrued', '']], accrued)] : []),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 10, 13)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the note never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const n = (x: number, d = 2) => fmtNumber(x, loc.numbers, d);
  const sideWord = w(buy ? 'buy' : 'sell');
  const qtyText = kind === 'bond' ? money(qty) : n(qty, kind === 'fund' ? 3 : 0);
  const priceText = kind === 'bond' ? `${n(price, 3)}%` : amt(price, Q, pdec);
  const fxText = fxInv ? `${A.code}/${Q.code} ${n(fx, 4)}` : pick(r, [`1 ${Q.code} = ${n(fx, 4)} ${A.code}`, `${n(fx, 4)} ${A.code} per ${Q.code}`]);
  const office = pick(r, OFFICES[li]);
  const head: Block[] = chance(r, 0.6) ? [{ kind: 'title', text: broker }, { kind: 'lines', lines: office }, { kind: 'title', text: w('title') }] : [{ kind: 'title', text: `${w('title')} – ${sideWord}` }, { kind: 'lines', lines: [broker, ...office] }];
  const who: Block[] = chance(r, 0.6) ? [{ kind: 'lines', lines: [client, ...pick(r, HOMES[li])] }] : [kv(w('client'), client)];
  const ids: Block[] = shuffle(r, [kv(w('acct'), acct), kv(w('order'), orderId), kv(w('ref'), ref)]);
  const dates: Block[] = [kv(w('tdate'), date(tdate)), ...(chance(r, 0.5) ? [kv(w('time'), `${int(r, 8, 16)}:${String(int(r, 0, 59)).padStart(2, '0')}:${String(int(r, 0, 59)).padStart(2, '0')}`)] : []), kv(w('sdate'), date(settle)), ...(chance(r, 0.3) ? [kv(w('issued'), date(issued))] : [])];
  const orderLine = kv(w('otype'), limit ? `${w('limit')} ${kind === 'bond' ? `${n(limit, 3)}%` : amt(limit, Q, pdec)}` : w('market'));
  const bought = [buy ? 'bought' : 'sold', buy ? 'bought' : 'sold', buy ? 'gekauft' : 'verkauft', buy ? 'l’achat' : 'la vente'][li];
  const opener = pick(r, [[`We have today ${bought} on your behalf, subject to the rules of the exchange:`, `We confirm that we have ${bought} the following for your account:`], [`We confirm the following ${buy ? 'purchase' : 'sale'} for your account:`, `This confirms that we ${bought} for your account:`], [`Wir haben für Sie ${bought}:`, 'Ihr Auftrag wurde wie folgt ausgeführt:'], [`Nous vous confirmons ${buy ? 'l’achat suivant' : 'la vente suivante'} :`, 'Nous avons exécuté pour votre compte l’ordre suivant :']][li]);
  const where = venue ? [` on ${venue}`, ` on ${venue}`, ` an der ${venue}`, ` sur ${venue}`][li] : '';
  const sentence = [`On ${date(tdate)} we ${bought} ${qtyText} ${name} (ISIN ${isin}) at ${priceText}${where}.`, `On ${date(tdate)} you ${bought} ${qtyText} ${name} (ISIN ${isin}) at ${priceText}${where}.`, `Am ${date(tdate)} haben wir für Sie ${qtyText} ${name} (ISIN ${isin}) zum Kurs von ${priceText}${where} ${bought}.`, `Le ${date(tdate)}, nous avons exécuté ${bought} de ${qtyText} ${name} (ISIN ${isin}) au cours de ${priceText}${where}.`][li];
  const secKv: Block[] = [kv(w('side'), sideWord), kv(w('sec'), name), kv('ISIN', isin), ...(venue ? [kv(w('venue'), venue)] : []), kv(kind === 'bond' ? w('nominal') : kind === 'fund' ? w('units') : w('qty'), qtyText), kv(w('price'), priceText)];
  const secTable: Block = { kind: 'table', header: [w('side'), kind === 'bond' ? w('nominal') : w('qty'), w('sec'), 'ISIN', w('price')], rows: [[sideWord, qtyText, name, isin, priceText]] };
  const security: Block[] = pick(r, [[para(opener), ...secKv], [secTable, ...(venue ? [kv(w('venue'), venue)] : [])], [para(sentence), ...(chance(r, 0.5) ? [kv(w('side'), sideWord)] : [])]]);
  const sums: Array<[string, string]> = [
    [w('gross'), money(gross, Q)], ...(foreign ? [[w('fx'), fxText], [w('conv').replace('{A}', A.code), money(conv)]] as Array<[string, string]> : []), ...(accrued ? [[`${w('accr')} (${accDays} ${['days', 'days', 'Tage', 'jours'][li]})`, money(accrued)]] as Array<[string, string]> : []),
    [w('comm'), money(comm)], ...(levy ? [[w('levy'), money(levy)]] as Array<[string, string]> : []), ...(extra ? [[w('extra'), money(extra)]] as Array<[string, string]> : []), [w(buy ? 'netB' : 'netS'), money(net)],
  ];
  const amounts: Block[] = chance(r, 0.4) ? [{ kind: 'table', header: ['', chance(r, 0.5) ? A.code : ''], rows: sums }] : sums.map(([a, b]) => kv(a, b));
  const settleText = [buy ? `Please ensure cleared funds of ${money(net)} are in your account by ${date(settle)}.` : `The net proceeds of ${money(net)} will be credited to your account on ${date(settle)}.`, buy ? `Payment of ${money(net)} is due on the settlement date, ${date(settle)}.` : `Proceeds of ${money(net)} will be credited on ${date(settle)}.`,
    `Den Betrag von ${money(net)} ${buy ? 'belasten' : 'schreiben'} wir Ihrem Konto mit Valuta ${date(settle)} ${buy ? '' : 'gut'}`.trim() + '.', `Le montant net de ${money(net)} sera ${buy ? 'débité de' : 'crédité sur'} votre compte le ${date(settle)}.`][li];
  const reg = para(REGS[li].replace('{b}', broker).replace('{n}', String(int(r, 100000, 999999))));
  const top = chance(r, 0.5) ? [...who, ...ids, ...dates] : [...ids, ...dates, ...who];
  const blocks: Block[] = [...head, ...top, ...security, ...(chance(r, 0.6) ? [orderLine] : []), ...amounts, ...(chance(r, 0.7) ? [para(settleText)] : []), ...(chance(r, 0.5) ? [reg, para(KEEP[li])] : [para(KEEP[li]), reg])];
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const tradeConfirmations: Family = { name: 'trade-confirmation', kind: 'financial statement', split: 'train', formats: ['pdf', 'html', 'docx', 'txt'], make };
