/**
 * Calibration family: periodic statements of an investment or brokerage account (a UK
 * platform's ISA, GIA or SIPP valuation, a US brokerage or IRA statement, a German
 * Depotauszug, a French relevé de PEA or compte-titres) for one account holder. The
 * broker's letterhead with its custodian or nominee company, the holder's address, the
 * account number beside a client number (and an IBAN or a phone number), the period and the
 * statement date; an account summary (label lines, or a table with a year-to-date column)
 * from the opening to the closing value through deposits, dividends, interest, fees and the
 * change in market value; the cash balance beside the opening cash; a holdings table (name,
 * ISIN, quantity, price, value, sometimes weight) and a transactions table (buys, sells,
 * dividends, interest, fees, a deposit), or a letter that states the main figures in
 * sentences. Decoys: many amounts in tables, opening vs closing, dividends vs interest,
 * period vs year to date, fees in single rows vs the total, the adviser beside the broker.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, pad } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

const shuffle = <T>(r: Rng, xs: readonly T[]): T[] => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((o) => o.x);
const r2 = (x: number) => Math.round(x * 100) / 100;
/** A field the document may or may not state (gold null), asked in one of several wordings. */
type Role = { t: FieldType; ways: Array<[string, string]>; gold: unknown; opts?: string[] };
/** Asks `lo`..`hi` roles that have an answer and 1 to 3 that have none (roles without gold, or one never stated). */
function askRoles(r: Rng, roles: Role[], never: Role[], lo: number, hi: number): Ask {
  const ask = new Ask(r);
  const none = (x: Role) => x.gold === null || x.gold === undefined;
  const full = shuffle(r, roles.filter((x) => !none(x))).slice(0, int(r, lo, hi));
  const empty = shuffle(r, [...roles.filter(none), pick(r, never)]);
  const chosen = new Set([...full, ...empty.slice(0, int(r, 1, Math.min(3, empty.length)))]);
  for (const x of [...roles, ...never].filter((x) => chosen.has(x))) ask.field(x.t, x.ways, x.gold, x.opts);
  return ask;
}
/** An ISIN with its check digit (letters as numbers, then the Luhn sum). */
function isin(r: Rng, cc: string): string {
  const head = ({ GB: 'GB00', IE: 'IE00', DE: 'DE000', FR: 'FR00', LU: 'LU0', US: 'US' } as Record<string, string>)[cc];
  const alnum = cc !== 'FR' && cc !== 'LU';
  const body = head + Array.from({ length: 11 - head.length }, () => (!alnum || chance(r, 0.8) ? String(int(r, 0, 9)) : pick(r, 'BCDFGHJKLMNPQRSTVWXYZ'.split('')))).join('');
  const digits = body.split('').map((ch) => (/\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55))).join('');
  let sum = 0;
  digits.split('').reverse().forEach((d, i) => { let x = Number(d) * (i % 2 === 0 ? 2 : 1); if (x > 9) x -= 9; sum += x; });
  return body + String((10 - (sum % 10)) % 10);
}

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Investment Statement|Quarterly Valuation Statement|Portfolio Statement', 'Brokerage Account Statement|Account Statement|Investment Account Statement', 'Depotauszug|Vermögensübersicht|Depotbericht', 'Relevé de portefeuille|Relevé de compte-titres|Relevé périodique de portefeuille'],
  acc: ['Account number|Account no.|Account', 'Account number|Account #|Account No.', 'Depotnummer|Depot-Nr.|Depot', 'N° de compte|Numéro de compte titres|Compte n°'], client: ['Client reference|Client number|Customer ref.', 'Customer ID|Client ID', 'Kundennummer|Kunden-Nr.', 'Référence client|N° client'],
  type: ['Account type|Product|Wrapper', 'Account type|Registration', 'Depotart|Kontoart', 'Type de compte|Enveloppe'], period: ['Statement period|Period|Valuation period', 'Statement period|Period covered', 'Berichtszeitraum|Zeitraum|Abrechnungszeitraum', 'Période|Période du relevé'],
  sdate: ['Statement date|Date of statement|Produced on', 'Statement date|Date prepared', 'Erstellt am|Datum|Auszugsdatum', "Date d'édition|Édité le|Date du relevé"], summ: ['Account summary|Summary of your account|Valuation summary', 'Account Summary|Portfolio Summary|Account Value Summary', 'Zusammenfassung|Depotübersicht|Übersicht Vermögensentwicklung', 'Synthèse du compte|Récapitulatif|Évolution de votre portefeuille'],
  open: ['Opening value|Portfolio value at start|Value brought forward', 'Beginning account value|Beginning value|Opening account value', 'Depotwert Periodenbeginn|Anfangsbestand (Depotwert)|Vermögen zu Beginn', 'Valorisation en début de période|Valeur initiale du portefeuille|Valeur au début'],
  close: ['Closing value|Portfolio value at end|Total value carried forward', 'Ending account value|Ending value|Closing account value', 'Depotwert Periodenende|Endbestand (Depotwert)|Vermögen am Ende', 'Valorisation en fin de période|Valeur finale du portefeuille|Valeur à la fin'],
  dep: ['Contributions|Money in|Payments in', 'Deposits|Contributions|Net deposits', 'Einzahlungen|Zuflüsse', 'Versements|Apports'], div: ['Dividends received|Dividend income|Dividends', 'Dividends|Dividend income|Dividends received', 'Dividenden|Ausschüttungen und Dividenden|Erträge (Dividenden)', 'Dividendes encaissés|Dividendes reçus|Dividendes'],
  int: ['Interest on cash|Interest received|Cash interest', 'Interest income|Interest|Credit interest', 'Zinsen|Habenzinsen|Zinserträge', 'Intérêts créditeurs|Intérêts sur espèces|Intérêts'], fee: ['Fees and charges|Platform and dealing charges|Charges', 'Fees|Fees and commissions|Account fees', 'Gebühren|Depot- und Transaktionsgebühren|Entgelte', 'Frais|Frais et commissions|Droits de garde et frais'],
  chg: ['Change in market value|Investment growth|Market movement', 'Change in value|Change in investment value|Market change', 'Wertveränderung|Kursveränderung', 'Variation de valeur|Plus/moins-values latentes'], cash: ['Cash balance|Cash available|Cash held', 'Cash balance|Cash & sweep|Available cash', 'Verrechnungskonto (Saldo)|Liquidität|Kontostand Verrechnungskonto', 'Solde espèces|Liquidités|Espèces disponibles'],
  ocash: ['Opening cash|Cash brought forward', 'Beginning cash|Cash at start of period', 'Anfangssaldo Verrechnungskonto|Saldo Periodenbeginn', 'Solde espèces initial|Espèces en début de période'], nhold: ['Number of holdings|Holdings|Investments held', 'Number of positions|Positions|Holdings', 'Anzahl Positionen|Positionen', 'Nombre de lignes|Lignes en portefeuille'],
  holdT: ['Your holdings|Holdings|Portfolio valuation', 'Holdings|Portfolio holdings|Positions', 'Depotbestand|Bestandsübersicht|Ihre Positionen', 'Composition du portefeuille|Positions|Détail des lignes'], name: ['Investment|Holding|Stock', 'Security|Description|Holding', 'Wertpapier|Bezeichnung|Gattung', 'Valeur|Libellé|Titre'],
  qty: ['Quantity|Units|Units held', 'Quantity|Shares|Qty', 'Stück|Stück/Nominale|Anzahl', 'Quantité|Nombre de titres|Qté'], price: ['Price|Price (£)|Unit price', 'Price|Market price|Price per share', 'Kurs|Kurs (EUR)|Kurs am Stichtag', 'Cours|Cours de clôture|Cours (€)'],
  value: ['Value|Market value|Value (£)', 'Market value|Value|Total value', 'Kurswert|Wert (EUR)|Kurswert in EUR', 'Valorisation|Montant|Valeur (€)'], weight: ['% of portfolio|Weight', '% of account|% of portfolio', 'Anteil|Anteil in %', 'Poids|% du portefeuille'],
  txT: ['Transactions|Account activity|Transactions in the period', 'Activity|Transaction history|Account activity', 'Umsätze|Buchungen im Zeitraum|Transaktionen', 'Opérations de la période|Mouvements|Historique des opérations'], tdate: ['Date', 'Date|Trade date', 'Datum|Valuta', 'Date'],
  ttype: ['Type|Transaction', 'Activity|Type', 'Vorgang|Art', 'Opération|Nature'], tdesc: ['Description|Details', 'Description', 'Bezeichnung|Text', 'Libellé|Détail'], tamt: ['Amount|Amount (£)', 'Amount', 'Betrag|Betrag (EUR)', 'Montant|Montant (€)'],
  adv: ['Your adviser|Financial adviser', 'Financial Advisor|Your advisor', 'Ihr Berater|Ihre Betreuung', 'Votre conseiller|Conseiller'], item: ['', '', 'Position', 'Rubrique'], per: ['This period|This quarter', 'This period|This statement', 'Zeitraum|Berichtszeitraum', 'Période|Cette période'], ytd: ['Year to date|Tax year to date', 'Year to date|YTD', 'Lfd. Jahr|Seit Jahresbeginn', "Depuis le début de l'année|Cumul annuel"],
};
const TX: Record<string, [string, string, string, string]> = { buy: ['Buy', 'Buy', 'Kauf', 'Achat'], sell: ['Sell', 'Sell', 'Verkauf', 'Vente'], div: ['Dividend', 'Dividend', 'Dividende', 'Dividende'], int: ['Interest', 'Interest', 'Zinsen', 'Intérêts'], fee: ['Platform fee', 'Account maintenance fee', 'Depotgebühr', 'Droits de garde'], deal: ['Dealing charge', 'Commission', 'Ordergebühr', 'Frais de courtage'], dep: ['Contribution', 'Deposit', 'Einzahlung', 'Versement'] };
/** Brokers: name, address lines, the custodian or nominee named in the small print. */
const BROKERS = [
  ['Harbourside Investments Ltd|1 Canal Wharf|Leeds LS11 5PS|Harbourside Nominees Ltd', 'Ashgrove Direct plc|Ashgrove House, 20 Queen Street|Edinburgh EH2 1JX|Ashgrove Custody Nominees Ltd', 'Kestrel Wealth Platform Ltd|PO Box 771|Bristol BS99 1ZZ|Kestrel Client Nominees Ltd'],
  ['Summit Brokerage Services LLC|400 Market Street, 12th Floor|Philadelphia, PA 19106|Keystone Clearing Corp.', 'Lakeside Securities Inc.|225 W. Wacker Drive|Chicago, IL 60606|Prairie Clearing Services LLC', 'Redwood Investor Services Inc.|1 Embarcadero Center|San Francisco, CA 94111|Pacific Coast Clearing Corp.'],
  ['Nordwind Direktbank AG|Ballindamm 17|20095 Hamburg|Hanseatische Wertpapierverwahrung AG', 'Rheinische Depotbank AG|Kaiserstraße 30|60311 Frankfurt am Main|Rhein-Main Clearing AG', 'Alpenland Broker GmbH|Maximilianstraße 12|80539 München|Süddeutsche Verwahrstelle AG'],
  ['Banque Lyonnaise de Bourse|14 rue de la République|69002 Lyon|Lyon Titres Conservation SA', 'Courtage Atlantique SA|3 cours Olivier de Clisson|44000 Nantes|Atlantique Dépositaire SAS', 'Finaxis Bourse SAS|22 rue Vivienne|75002 Paris|Finaxis Conservation SA'],
];
/** Securities: name, ISIN country, price range, fund (units with decimals). */
const SECS: Array<Array<[string, string, number, number, boolean]>> = [
  [['Albion Utilities plc', 'GB', 3, 14, false], ['Caledonian Oil & Gas plc', 'GB', 2, 9, false], ['Harlow Pharma plc', 'GB', 40, 130, false], ['Northgate Banking Group plc', 'GB', 1, 6, false], ['Meridian Global Equity Fund Acc', 'GB', 1, 4, true], ['Thames UK Gilt Index Fund Inc', 'GB', 1, 2, true], ['Pennine Housebuilders plc', 'GB', 8, 30, false], ['Atlas World Tracker UCITS ETF', 'IE', 60, 110, false]],
  [['Cascade Semiconductor Corp.', 'US', 80, 420, false], ['Great Plains Rail Inc.', 'US', 30, 120, false], ['Bayshore Health Systems Inc.', 'US', 45, 210, false], ['Ironwood Energy Co.', 'US', 20, 95, false], ['Liberty Total Market ETF', 'US', 180, 260, false], ['Summit Aggregate Bond Fund', 'US', 9, 12, true], ['Northstar Consumer Brands Inc.', 'US', 60, 150, false], ['Pacific Cloud Software Inc.', 'US', 110, 380, false]],
  [['Nordsee Windkraft AG', 'DE', 12, 45, false], ['Hanse Versicherungs-AG', 'DE', 150, 290, false], ['Bayerische Autoteile SE', 'DE', 30, 95, false], ['Elbe Chemie AG', 'DE', 40, 80, false], ['Weltportfolio MSCI World UCITS ETF', 'IE', 70, 110, false], ['Euro Staatsanleihen Indexfonds', 'LU', 95, 115, true], ['Südwest Energie AG', 'DE', 15, 35, false], ['Rhein Logistik SE', 'DE', 55, 140, false]],
  [['Lumière Énergies SA', 'FR', 18, 60, false], ['Groupe Vignobles de Bordeaux', 'FR', 40, 120, false], ['Banque Provençale SA', 'FR', 25, 70, false], ['Aéronautique du Sud-Ouest', 'FR', 90, 210, false], ['Ardoise Construction SA', 'FR', 30, 85, false], ['Fonds Europe Actions (C)', 'FR', 150, 320, true], ['ETF Grandes Valeurs Paris', 'FR', 50, 120, false], ['Pharmacie Rhône-Alpes SA', 'FR', 60, 140, false]],
];
/** Account types per locale: the locale's name and its option index (general, tax-advantaged, retirement). */
const TYPES: Array<Array<[string, number]>> = [[['General Investment Account', 0], ['Stocks and Shares ISA', 1], ['Self-Invested Personal Pension (SIPP)', 2]], [['Individual brokerage account', 0], ['Roth IRA', 2], ['Traditional IRA', 2]], [['Wertpapierdepot', 0], ['VL-Depot (vermögenswirksame Leistungen)', 1], ['Altersvorsorgedepot', 2]], [['Compte-titres ordinaire', 0], ["PEA (Plan d'épargne en actions)", 1], ['PER individuel', 2]]];
const TYPE_OPTS = [['General investment account', 'Tax-advantaged savings account', 'Retirement account'], ['Taxable', 'Tax-free savings wrapper', 'Pension / retirement'], ['ordinary', 'tax-sheltered', 'retirement']];
const PEOPLE = ['Daniel Hughes|Priya Natarajan|Gareth Evans|Fiona McLeod|Eleanor Booth|Marcus Webb', "Jennifer Walsh|Michael Torres|Latoya Grant|Brian Schneider|Kevin O'Brien|Amanda Ruiz", 'Jonas Hartmann|Katrin Vogel|Stefan Krüger|Miriam Albrecht|Tobias Lenz|Ursula Brandt', 'Camille Bertrand|Julien Moreau|Sophie Lemaire|Antoine Chevalier|Élodie Faure|Bernard Rolland'];
const HOMES = ['14 Alder Grove|Harrogate HG1 4QT;9 Kingsway|Leeds LS6 2AB;Flat 2, 31 Mill Street|Norwich NR3 1LD', '2418 Linden Avenue|Evanston, IL 60201;1503 Pine Street, Apt 4|Columbus, OH 43215;77 Harbor Blvd|Tulsa, OK 74120', 'Lindenstraße 12|04109 Leipzig;Gartenstraße 3|50667 Köln;Am Mühlbach 22|83022 Rosenheim', '18 rue des Acacias|69003 Lyon;4 impasse du Moulin|26000 Valence;27 avenue Jean Jaurès|44000 Nantes'];
/** The letter's sentences per locale. */
const L: Record<string, [string, string, string, string]> = {
  values: ['Your {type} was worth {open} on {start} and {close} on {end}.', 'Your {type} was valued at {open} on {start} and at {close} on {end}.', 'Der Wert Ihres Depots ({type}) betrug am {start} {open} und am {end} {close}.', 'Votre {type} était valorisé {open} au {start} et {close} au {end}.'],
  income: ['During the period you received dividends of {div}{int}, and we charged fees of {fee}.', 'During the period you received {div} in dividends{int}; fees of {fee} were charged to your account.', 'Im Berichtszeitraum wurden Ihnen Dividenden von {div} gutgeschrieben{int}; an Gebühren fielen {fee} an.', 'Au cours de la période, vous avez perçu {div} de dividendes{int}, et {fee} de frais ont été prélevés.'],
  intS: [' and interest of {i}', ' and {i} in interest', ' sowie Zinsen von {i}', ' et {i} d’intérêts'],
  cash: ['Uninvested cash in the account stood at {cash} on {end}.', 'Your cash balance on {end} was {cash}.', 'Der Saldo Ihres Verrechnungskontos belief sich am {end} auf {cash}.', 'Le solde espèces de votre compte s’élevait à {cash} au {end}.'],
  held: ['You held {n} investments; the largest was {big}, worth {bigV}.', 'You held {n} positions, the largest being {big} at {bigV}.', 'Ihr Depot umfasste {n} Positionen, die größte davon {big} mit {bigV}.', 'Votre portefeuille comptait {n} lignes, la plus importante étant {big} pour {bigV}.'],
};
const NEVER: Role[] = [
  { t: 'currency', ways: [['margin_loan', 'amount borrowed on margin'], ['margin_balance', '']], gold: null }, { t: 'currency', ways: [['realised_gains', 'capital gains realised on sales in the period'], ['realized_pnl', '']], gold: null },
  { t: 'percentage', ways: [['benchmark_return', 'return of the benchmark index'], ['index_performance', '']], gold: null }, { t: 'currency', ways: [['withholding_tax', 'tax withheld on dividends'], ['tax_deducted', '']], gold: null },
  { t: 'number', ways: [['options_contracts', 'number of option contracts held'], ['open_options', '']], gold: null },
];

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const loc = LOCALES[li];
  const alt = (s: string) => pick(r, s.split('|'));
  const w = (k: string) => alt(W[k][li]);
  const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k]));
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const n = (x: number, d = 2) => fmtNumber(x, loc.numbers, d);
  const byCode = chance(r, 0.15);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const [broker, street, town, custodian] = pick(r, BROKERS[li]).split('|');
  const [holder, adviserName] = shuffle(r, PEOPLE[li].split('|'));
  const adviser = chance(r, 0.45) ? adviserName : null;
  const home = pick(r, HOMES[li].split(';')).split('|');
  const [typeName, ti] = pick(r, TYPES[li]);
  const D = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

  // The period (a month, a quarter or a half-year), the statement date.
  const Y = int(r, 2019, 2025);
  const months = pick(r, [1, 3, 3, 3, 6]);
  const m0 = pick(r, Array.from({ length: 12 / months }, (_, i) => i * months));
  const start = D(Y, m0, 1);
  const end = D(Y, m0 + months, 0);
  const days = Math.round((end.getTime() - start.getTime()) / 86400000);
  const stDate = addDays(end, int(r, 2, 12));
  const on = () => addDays(start, int(r, 1, days));

  // Holdings: 4 to 8, one clearly the largest.
  const secs = shuffle(r, SECS[li]).slice(0, int(r, 4, 8));
  const holds = secs.map(([name, cc, lo, hi, fund]) => {
    const price = fund ? Math.round((lo + r() * (hi - lo)) * 10000) / 10000 : r2(lo + r() * (hi - lo));
    const qty = fund ? Math.round(int(r, 500, 12000) / price * 1000) / 1000 : Math.max(1, Math.round(int(r, 1500, 15000) / price));
    return { name, isin: isin(r, cc), fund, price, qty, value: r2(qty * price) };
  });
  const boosted = holds[int(r, 0, holds.length - 1)];
  boosted.qty = boosted.fund ? Math.round(boosted.qty * 2.5 * 1000) / 1000 : Math.round(boosted.qty * 2.5);
  boosted.value = r2(boosted.qty * boosted.price);
  const big = holds.reduce((a, b) => (b.value > a.value ? b : a));
  const hsum = r2(holds.reduce((t, h) => t + h.value, 0));
  const cash = r2(int(r, 40, 9000) + r());

  // Transactions: dividends, interest, fees, trades, a deposit; then the opening cash and value.
  type Tx = { on: Date; kind: string; desc: string; qty?: string; price?: string; amt: number };
  const tx: Tx[] = [];
  const payers = shuffle(r, holds.filter((h) => !h.fund)).slice(0, int(r, 1, 3));
  for (const h of payers) {
    const dps = Math.round(h.price * (0.005 + r() * 0.015) * 10000) / 10000; // dividend per share
    tx.push({ on: on(), kind: 'div', desc: h.name, qty: n(h.qty, 0), price: n(dps, 4), amt: r2(h.qty * dps) });
  }
  const interest = chance(r, 0.65) ? r2(cash * (0.002 + r() * 0.01) * months / 3) : 0;
  if (interest) tx.push({ on: end, kind: 'int', desc: w('int'), amt: interest });
  const trades = shuffle(r, holds).slice(0, int(r, 1, 3)).map((h) => ({ h, buy: chance(r, 0.65), q: h.fund ? Math.round(h.qty * 0.2 * 1000) / 1000 : Math.max(1, Math.round(h.qty * 0.2)) }));
  for (const { h, buy, q } of trades) {
    const p = h.fund ? Math.round(h.price * (0.95 + r() * 0.08) * 10000) / 10000 : r2(h.price * (0.95 + r() * 0.08));
    tx.push({ on: on(), kind: buy ? 'buy' : 'sell', desc: h.name, qty: n(q, h.fund ? 3 : 0), price: n(p, h.fund ? 4 : 2), amt: r2((buy ? -1 : 1) * q * p) });
    if (chance(r, 0.7)) tx.push({ on: tx[tx.length - 1].on, kind: 'deal', desc: h.name, amt: -pick(r, [[5.95, 9.95, 11.95], [0, 4.95, 6.95], [4.9, 7.9, 9.9], [3.5, 7.5, 9.9]][li].filter((x) => x > 0)) });
  }
  tx.push({ on: end, kind: 'fee', desc: w('fee'), amt: -r2(Math.max(3, (hsum + cash) * pick(r, [0.0025, 0.0035, 0.0045]) * months / 12)) });
  const div = r2(tx.filter((t) => t.kind === 'div').reduce((s, t) => s + t.amt, 0));
  const fees = r2(-tx.filter((t) => t.kind === 'fee' || t.kind === 'deal').reduce((s, t) => s + t.amt, 0));
  let flows = r2(tx.reduce((s, t) => s + t.amt, 0));
  let deposit = chance(r, 0.45) ? int(r, 2, 40) * 250 : 0;
  if (cash - flows - deposit < 0) deposit += Math.ceil((flows + deposit - cash) / 250 + 1) * 250;
  if (deposit) tx.push({ on: on(), kind: 'dep', desc: w('dep'), amt: deposit });
  flows = r2(flows + deposit);
  const openCash = r2(cash - flows);
  const closing = r2(hsum + cash);
  const change = r2(closing * (-0.06 + r() * 0.14));
  const opening = r2(closing - deposit - div - interest + fees - change);
  tx.sort((a, b) => a.on.getTime() - b.on.getTime());
  const ytd = (x: number) => (m0 === 0 ? x : r2(x * (1 + m0 / months) * (0.8 + r() * 0.4)));
  const [divY, intY, feeY] = [ytd(div), interest ? ytd(interest) : 0, ytd(fees)];

  // Ids: the account, the client, an IBAN or a phone number.
  const acc = [pick(r, [String(int(r, 10000000, 99999999)), `${pick(r, ['ISA', 'GIA', 'SIPP'])}-${int(r, 1000000, 9999999)}`]), `${pick(r, ['5NX', '7QB', 'Z24'])}-${int(r, 10000, 99999)}`, `${int(r, 100, 999)} ${int(r, 100, 999)} ${int(r, 100, 999)} ${int(r, 0, 9)}`, `${pad(int(r, 0, 99))}0${int(r, 10000000, 99999999)}`][li];
  const client = [`C${int(r, 100000, 999999)}`, `${int(r, 10000000, 99999999)}`, `${int(r, 1000000, 9999999)}`, `CL-${int(r, 10000, 99999)}`][li];
  const extraId = [`Helpline 0345 ${int(r, 100, 999)} ${int(r, 1000, 9999)}`, `Customer service (800) 555-${int(r, 1000, 9999)}`, `Verrechnungskonto IBAN DE${int(r, 10, 99)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 10, 99)}`, `IBAN FR76 ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 100, 999)}`][li];
  const statesCount = chance(r, 0.6);
  const layout = pick(r, ['lines', 'table', 'letter'] as const);

  const q = holds.filter((h) => h !== big)[int(r, 0, holds.length - 2)]; // a holding asked about by name
  const slug = q.name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\b(plc|inc|corp|co|sa|se|ag|the|of|du|de|des|la|le|and)\b\.?/g, '').replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '').split('_').slice(0, 2).join('_');
  const per = pick(r, [
    { t: 'id_alphanumeric', ways: [[`${slug}_isin`, `ISIN of the ${q.name} holding`], [`isin ${slug.replace('_', ' ')}`, '']], gold: q.isin },
    { t: 'number', ways: [[`${slug}_quantity`, `number of shares or units of ${q.name} held at the end`], [`units_${slug}`, '']], gold: q.qty },
    { t: 'currency', ways: [[`${slug}_value`, `market value of the ${q.name} position at the end of the period`], [`value of ${slug.replace('_', ' ')}`, '']], gold: q.value },
  ] as Role[]);
  const optSet = pick(r, TYPE_OPTS);
  const roles: Role[] = [
    { t: 'text', ways: [['broker', 'firm that issued the statement'], ['brokerage_firm', ''], ['platform provider', 'investment company holding the account (not the custodian)']], gold: broker },
    { t: 'text', ways: [['account_holder', 'investor who owns the account'], ['client_name', ''], ['investorName', 'person the statement is addressed to']], gold: holder },
    { t: 'id_alphanumeric', ways: [['account_number', 'number of the investment account'], ['portfolio_id', ''], ['account id', 'account number, not the client or customer number']], gold: acc },
    { t: 'date', ways: [['period_start', 'first day of the statement period'], ['from_date', ''], ['statement period begins', 'start of the period covered']], gold: isoOf(start) },
    { t: 'date', ways: [['period_end', 'last day of the statement period'], ['to_date', ''], ['valuation_date', 'date the closing values are taken at']], gold: isoOf(end) },
    { t: 'currency', ways: [['opening_value', 'portfolio value at the start of the period'], ['start_value', ''], ['value at beginning', 'total account value when the period began']], gold: opening },
    { t: 'currency', ways: [['closing_value', 'portfolio value at the end of the period, including cash'], ['end_value', ''], ['total portfolio value', 'what the whole account was worth at the end of the period']], gold: closing },
    { t: 'currency', ways: [['dividend_payouts', 'dividends received in the statement period'], ['income_from_dividends', ''], ['dividendsReceived', 'total dividends paid into the account this period (not interest, not year to date)']], gold: div },
    { t: 'currency', ways: [['fees_charged', 'total fees and charges taken in the period'], ['fee_total', ''], ['total costs', 'all fees deducted this period']], gold: fees },
    { t: 'currency', ways: [['cash_balance', 'cash held in the account at the end of the period'], ['uninvested_cash', ''], ['cash at end', 'closing cash, not the opening cash']], gold: cash },
    { t: 'number', ways: [['number_of_holdings', 'how many different investments are held'], ['position_count', ''], ['holdings count', 'count of securities in the portfolio (cash not counted)']], gold: holds.length },
    { t: 'text', ways: [['largest_holding', 'name of the investment with the highest value'], ['top_position', ''], ['biggest investment', 'security that makes up the largest part of the portfolio']], gold: big.name },
    per,
    { t: 'currency', ways: [['interest_earned', 'interest received on cash in the period'], ['cash_interest', '']], gold: interest || null },
    { t: 'currency_symbol', ways: [['currency', ''], ['base_currency', 'currency the account is valued in']], gold: loc.currency.code },
    { t: 'single_select', ways: [['account_type', 'kind of account'], ['wrapper_kind', ''], ['tax treatment', 'what sort of investment account this is']], gold: optSet[ti], opts: optSet },
    { t: 'text', ways: [['relationship_manager', 'adviser looking after the account, if any'], ['advisor_name', '']], gold: adviser },
    { t: 'date', ways: [['statement_date', 'date the statement was produced'], ['issued', '']], gold: isoOf(stDate) },
  ];
  const ask = askRoles(r, roles, NEVER, 11, 13);

  // Blocks.
  const kv = (label: string, value: string, above = chance(r, 0.15)): Block => ({ kind: 'kv', label, value, above });
  const para = (text: string): Block => ({ kind: 'para', text });
  const cur = (x: number) => (chance(r, 0.5) ? money(x) : n(x));
  const span = li === 3 ? `du ${date(start)} au ${date(end)}` : `${date(start)} ${['to', '–', 'bis', ''][li]} ${date(end)}`;
  const head: Block[] = [{ kind: 'title', text: broker }, { kind: 'lines', lines: [street, town, extraId] }, { kind: 'lines', lines: [holder, ...home] }];
  const meta = shuffle(r, [kv(w('acc'), acc), kv(w('client'), client), kv(w('type'), typeName), kv(w('period'), span), kv(w('sdate'), date(stDate)), ...(adviser ? [kv(w('adv'), adviser)] : [])]);
  const weight = chance(r, 0.5);
  const total = r2(hsum + cash);
  const holdTable: Block = { kind: 'table', header: [w('name'), 'ISIN', w('qty'), w('price'), w('value'), ...(weight ? [w('weight')] : [])],
    rows: [...holds.map((h) => [h.name, h.isin, n(h.qty, h.fund ? 3 : 0), n(h.price, h.fund ? 4 : 2), n(h.value), ...(weight ? [n((h.value / total) * 100, 1)] : [])]), ...(chance(r, 0.5) ? [[w('cash'), '', '', '', n(cash), ...(weight ? [n((cash / total) * 100, 1)] : [])]] : [])] };
  const txTable: Block = { kind: 'table', header: [w('tdate'), w('ttype'), w('tdesc'), w('qty'), ['Price', 'Price', 'Kurs', 'Cours'][li], w('tamt')], rows: tx.map((t) => [date(t.on), TX[t.kind][li], t.desc, t.qty ?? '', t.price ?? '', n(t.amt)]) };
  const sumRows: Array<[string, number, number | null]> = [[w('open'), opening, null], [w('dep'), deposit, null], [w('div'), div, divY], ...(interest ? [[w('int'), interest, intY] as [string, number, number]] : []), [w('fee'), -fees, -feeY], [w('chg'), change, null], [w('close'), closing, null]];
  const countLine: Block[] = statesCount ? [kv(w('nhold'), String(holds.length))] : [];
  const cashBlocks: Block[] = chance(r, 0.5) ? [kv(w('ocash'), money(openCash)), kv(w('cash'), money(cash))] : [kv(w('cash'), money(cash))];
  const small = para([`Investments are held by ${custodian} on your behalf. Past performance is not a guide to future returns.`, `Securities are carried by ${custodian}, member SIPC. Please review this statement and report any discrepancy within 10 days.`, `Die Verwahrung der Wertpapiere erfolgt durch die ${custodian}. Bitte prüfen Sie diesen Auszug; Einwendungen sind innerhalb von sechs Wochen zu erheben.`, `Les titres sont conservés par ${custodian}. Toute réclamation doit nous parvenir dans un délai de 30 jours.`][li]);
  let body: Block[];
  if (layout === 'lines') {
    body = [{ kind: 'title', text: w('title') }, ...meta, { kind: 'title', text: w('summ') }, ...sumRows.map(([a, b]) => kv(a, cur(b), false)), ...cashBlocks, ...countLine, { kind: 'title', text: w('holdT') }, holdTable, { kind: 'title', text: w('txT') }, txTable, small];
  } else if (layout === 'table') {
    const sumTable: Block = { kind: 'table', header: [w('item'), w('per'), w('ytd')], rows: sumRows.map(([a, b, y]) => [a, n(b), y === null ? '' : n(y)]) };
    body = [{ kind: 'title', text: `${w('title')} – ${span}` }, ...meta, { kind: 'title', text: w('summ') }, sumTable, ...cashBlocks, { kind: 'title', text: w('holdT') }, ...countLine, holdTable, ...(chance(r, 0.7) ? [{ kind: 'title' as const, text: w('txT') }, txTable] : []), small];
  } else {
    const c = { type: /^(Compte|Individual)/.test(typeName) ? typeName[0].toLowerCase() + typeName.slice(1) : typeName, open: money(opening), close: money(closing), start: date(start), end: date(end), div: money(div), int: interest ? fill(L.intS[li], { i: money(interest) }) : '', fee: money(fees), cash: money(cash), n: holds.length, big: big.name, bigV: money(big.value) };
    const greet = [`Dear ${holder.split(' ')[0]},`, `Dear ${holder}:`, `Guten Tag ${holder},`, 'Madame, Monsieur,'][li];
    const sign = [`Yours sincerely,|${broker}`, `Sincerely,|${broker} Client Services`, `Mit freundlichen Grüßen|${broker}`, `Nous vous prions d'agréer nos salutations distinguées.|${broker}`][li].split('|');
    const sentences = [fill(L.values[li], c), fill(L.income[li], c), fill(L.cash[li], c), ...(statesCount ? [fill(L.held[li], c)] : [])];
    body = [{ kind: 'title', text: w('title') }, ...meta, { kind: 'lines', lines: [greet] }, ...(chance(r, 0.5) ? [para(sentences.join(' '))] : sentences.map(para)), { kind: 'title', text: w('holdT') }, holdTable, ...(chance(r, 0.5) ? [{ kind: 'title' as const, text: w('txT') }, txTable] : []), { kind: 'lines', lines: sign }, small];
  }
  return { blocks: [...head, ...body], fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const brokerageStatements: Family = { name: 'brokerage-statement', kind: 'financial statement', split: 'calibration', formats: ['pdf', 'docx', 'txt', 'html'], make };
