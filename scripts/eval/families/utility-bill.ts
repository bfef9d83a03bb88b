/**
 * Held-out family: electricity, gas, water, broadband and mobile bills in UK, US, DE and FR
 * styles and wording. Supplier on top or in the footer, customer in a window block or on a
 * label line; account and bill numbers beside a meter or phone number and a tariff name; bill
 * date, billing period (a range), a due or direct-debit date (label or sentence); an account
 * summary (last bill, payment received on a date, carried balance, total to pay), a usage table
 * (first line's units and rate asked), standing charge or plan fee, tax at a rate, sometimes
 * meter readings. Never a contract end date or an exit fee.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, pad } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

type Q = [string, string, string, string]; // per locale (UK, US, DE, FR); alternatives split by '|'
const W: Record<string, Q> = {
  title: ['Your bill|BILL|Statement of account|Your {k} bill', 'Your Bill|BILLING STATEMENT|{k} Statement', 'Rechnung|{k}rechnung|Verbrauchsabrechnung', 'Facture|FACTURE|Votre facture'],
  acct: ['Account number|Account no.|Customer reference', 'Account Number|Account #|Acct. No.', 'Kundennummer|Vertragskonto|Kunden-Nr.', 'N° client|Référence client|Compte client'],
  bill: ['Bill number|Invoice no.|Bill reference', 'Invoice Number|Statement #|Bill No.', 'Rechnungsnummer|Rechnungs-Nr.|Belegnummer', 'N° de facture|Facture n°|Numéro de facture'],
  date: ['Bill date|Date of bill|Issued', 'Statement Date|Bill Date|Invoice Date', 'Rechnungsdatum|Datum|Erstellt am', 'Date de facture|Émise le|Date d’émission'],
  period: ['Billing period|Bill period|Period covered', 'Service Period|Billing Period|Service From/To', 'Abrechnungszeitraum|Leistungszeitraum|Zeitraum', 'Période de facturation|Période de consommation|Période'],
  due: ['Due date|Payment due|Please pay by', 'Due Date|Payment Due|Pay By', 'Fällig am|Zahlbar bis|Fälligkeitsdatum', 'Date limite de paiement|À payer avant le|Échéance'],
  dd: ['Direct Debit date|Collection date|Direct Debit on', 'AutoPay Date|Auto-debit on|Scheduled payment', 'Abbuchung am|Lastschrifteinzug am|Einzug am', 'Prélèvement le|Date de prélèvement|Prélevé le'],
  holder: ['Account holder|Bill to|Customer|Name', 'Account Holder|Bill To|Customer Name|Service For', 'Kunde|Rechnungsempfänger|Vertragspartner', 'Titulaire du contrat|Client|Facturé à'],
  meter: ['Meter serial|Meter no.|Meter number', 'Meter Number|Meter #|Meter ID', 'Zählernummer|Zähler-Nr.|Zähler', 'N° de compteur|Compteur n°|Compteur'], phone: ['Phone number|Mobile number|Your number|Line', 'Wireless Number|Phone Number|Line', 'Rufnummer|Ihre Rufnummer|Anschluss', 'Numéro de ligne|N° de téléphone|Ligne'],
  tariff: ['Tariff|Your tariff|Plan', 'Rate Plan|Plan|Rate Schedule', 'Tarif|Ihr Tarif|Produkt', 'Offre|Tarif|Option tarifaire'], help: ['Customer services|Questions? Call|Call us on', 'Customer Service|Questions? Call|Call us at', 'Kundenservice|Hotline|Service-Telefon', 'Service client|Contact|Une question ? Appelez le'],
  prev: ['Previous balance|Your last bill|Balance from last bill', 'Previous Balance|Previous Amount Due|Last Bill Amount', 'Vorheriger Saldo|Letzte Rechnung|Saldovortrag', 'Solde précédent|Facture précédente|Montant précédent'],
  paid: ['Payment received|Payment - thank you|Payment', 'Payment Received|Payment - Thank You|Payment', 'Zahlungseingang|Erhaltene Zahlung|Ihre Zahlung', 'Paiement reçu|Règlement reçu|Votre paiement'],
  fwd: ['Balance brought forward|Balance carried over', 'Balance Forward|Remaining Balance', 'Offener Betrag|Rückstand', 'Reste dû|Solde reporté'],
  now: ['Charges this period|This bill|New charges', 'Current Charges|New Charges|Total Current Charges', 'Betrag dieser Rechnung|Neue Forderung|Rechnungsbetrag', 'Montant de cette facture|Nouvelle facture|Total de la période'],
  total: ['Total to pay|Amount due|Total amount due|Balance to pay', 'Total Amount Due|Amount Due|Please Pay', 'Zu zahlender Betrag|Gesamtbetrag|Zahlbetrag', 'Total à payer|Montant à régler|Total TTC'],
  net: ['Total excl. VAT|Subtotal|Charges before VAT', 'Subtotal|Charges before tax|Total before taxes', 'Summe netto|Nettobetrag|Zwischensumme', 'Total HT|Montant hors taxes|Sous-total HT'], tax: ['VAT|VAT @|VAT at', 'Sales tax|State utility tax|Utility tax', 'MwSt.|USt.|Umsatzsteuer', 'TVA|TVA à'],
  desc: ['Description|Charges|Item', 'Description|Service|Charge', 'Leistung|Position|Bezeichnung', 'Désignation|Libellé|Détail'], qty: ['Units|Usage|Quantity', 'Usage|Units|Qty', 'Menge|Verbrauch', 'Quantité|Consommation'],
  rate: ['Unit rate|Rate|Price per unit', 'Rate|Price/Unit|Rate per Unit', 'Preis|Einzelpreis|Arbeitspreis/Einheit', 'Prix unitaire|PU|Tarif unitaire'], amt: ['Amount|Cost|Charge', 'Amount|Charge', 'Betrag|Summe', 'Montant|Montant HT'],
  stand: ['Standing charge|Daily standing charge', 'Customer Charge|Basic Service Charge', 'Grundpreis|Grundgebühr', 'Abonnement|Part fixe'], plan: ['Monthly plan|Line rental|Package charge', 'Monthly Plan|Plan Charge|Access Fee', 'Grundgebühr|Monatspreis|Paketpreis', 'Forfait mensuel|Abonnement|Offre'],
  old: ['Previous reading|Last reading', 'Previous Read|Prior Reading', 'Alter Zählerstand|Vorheriger Stand', 'Ancien index|Index précédent'], cur: ['Current reading|This reading', 'Current Read|Present Reading', 'Neuer Zählerstand|Aktueller Stand', 'Nouvel index|Index actuel'],
  reg: ['Registered in England and Wales No. 0412 7781|Member of the Energy Ombudsman scheme', 'Regulated by the Public Utility Commission|Visit us at www.example.com', 'Sitz: Leipzig, Amtsgericht Leipzig HRB 21734|Registergericht Köln HRB 4512', 'RCS Lyon 512 334 087|SIREN 412 887 301'],
  day: ['days', 'days', 'Tage', 'jours'], month: ['month', 'month', 'Monat', 'mois'], kind: ['Service|Supply', 'Service Type|Service', 'Sparte|Produkt', 'Service|Contrat'],
};
const KINDS = ['elec', 'gas', 'water', 'net', 'mobile'] as const; type Kind = (typeof KINDS)[number];
const KN: Record<Kind, Q> = { elec: ['Electricity', 'Electric', 'Strom', 'Électricité'], gas: ['Gas', 'Natural Gas', 'Gas', 'Gaz naturel'], water: ['Water', 'Water & Sewer', 'Wasser', 'Eau'], net: ['Broadband', 'Internet', 'Internet', 'Internet'], mobile: ['Mobile', 'Wireless', 'Mobilfunk', 'Mobile'] };
const SW: Record<Kind, Q> = {
  elec: ['Energy|Power|Gas & Power', 'Energy|Power & Light|Electric', 'Energie|Energieversorgung|Stadtwerke', 'Énergie|Énergies|Électricité'], gas: ['Energy|Gas|Gas & Power', 'Gas Company|Energy|Natural Gas', 'Energie|Gasversorgung|Stadtwerke', 'Énergie|Gaz|Énergies'],
  water: ['Water', 'Water Company|Water Utility', 'Wasserversorgung|Wasserwerke|Stadtwerke', 'Eaux|Eau'], net: ['Telecom|Broadband|Fibre', 'Communications|Telecom|Fiber', 'Telekom|Kommunikation|Glasfaser', 'Télécom|Fibre|Télécommunications'], mobile: ['Mobile|Telecom', 'Wireless|Mobile', 'Mobilfunk|Telekom', 'Mobile|Télécom'],
};
const USE: Record<Kind, { unit: Q; first: Q; second: Q }> = {
  elec: { unit: ['kWh', 'kWh', 'kWh', 'kWh'], first: ['Electricity used|Energy charge|Unit charge', 'Energy Charge|Electric Usage|Generation Charge', 'Arbeitspreis|Stromverbrauch|Verbrauch', 'Consommation|Énergie consommée|Électricité'], second: ['Network charge|Green levy', 'Distribution Charge|Transmission Charge', 'Netzentgelt|Stromsteuer', 'Acheminement|Accise sur l’électricité'] },
  gas: { unit: ['kWh', 'therms', 'kWh', 'kWh'], first: ['Gas used|Gas energy', 'Gas Supply Charge|Natural Gas Usage', 'Arbeitspreis Gas|Gasverbrauch', 'Consommation gaz|Gaz naturel'], second: ['Climate change levy|Transportation charge', 'Distribution Charge|Delivery Charge', 'Energiesteuer|CO2-Preis', 'Acheminement|Accise sur le gaz'] },
  water: { unit: ['m³', 'CCF', 'm³', 'm³'], first: ['Water supply|Clean water', 'Water Usage|Water Consumption', 'Frischwasser|Trinkwasser', 'Eau potable|Consommation d’eau'], second: ['Wastewater|Sewerage', 'Sewer Usage|Wastewater', 'Schmutzwasser|Abwasser', 'Assainissement|Eaux usées'] },
  net: { unit: ['GB', 'GB', 'GB', 'Go'], first: ['Extra data|Data over allowance', 'Data Overage|Additional Data', 'Zusatzvolumen|Datenvolumen extra', 'Data hors forfait|Dépassement data'], second: ['Calls to mobiles|Calls to landlines', 'Long Distance Calls|International Calls', 'Anrufe ins Mobilnetz|Festnetz-Telefonate', 'Appels vers mobiles|Appels hors forfait'] },
  mobile: { unit: ['GB', 'GB', 'GB', 'Go'], first: ['Roaming data|Data over bundle', 'International Data|Data Overage', 'Roaming-Daten|Datennutzung extra', 'Internet hors forfait|Data en itinérance'], second: ['Calls abroad|Premium-rate calls', 'International Calls|Premium Calls', 'Auslandstelefonate|Sonderrufnummern', 'Appels internationaux|Numéros spéciaux'] },
};
const RANGE: Record<string, [number, number, number, number, number, number]> = { // quantity range, rate range, decimals of each, by unit
  kWh: [150, 3400, 0.11, 0.36, 0, 4], therms: [20, 180, 0.9, 1.8, 0, 4], 'm³': [6, 60, 1.5, 4.8, 0, 4], CCF: [4, 30, 3, 9, 0, 4], GB: [2, 60, 2, 10, 1, 2], Go: [2, 60, 2, 10, 1, 2], min: [5, 300, 0.05, 0.55, 0, 2] };
const STEMS = ['Northgrid', 'Brightwell', 'Helios', 'Kestrel', 'Auental', 'Rivage', 'Bluewave', 'Meridian', 'Lumo', 'Saaletal', 'Armor', 'Cascade'], FORMS = [['Ltd', 'plc', 'Limited'], ['Inc.', 'LLC', 'Co.'], ['GmbH', 'AG', 'GmbH & Co. KG'], ['SA', 'SAS', 'SARL']];
const PEOPLE = ['Sarah Mitchell', "James O'Connor", 'Priya Patel', 'Jonas Becker', 'Claire Rousseau', 'Marcus Johnson', 'Elena Schmidt', 'Thomas Girard', 'Aisha Bello', 'Daniel Kim', 'Hannah Vogel', 'Luc Moreau'];
const HOMES = [[['14 Primrose Hill', 'Bath', 'BA1 2JX'], ['7 Larch Close', 'Norwich NR4 7TJ']], [['221 Maple Drive', 'Madison, WI 53703'], ['48 Elm Court, Apt 3', 'Tulsa, OK 74103']], [['Lindenweg 8', '04109 Leipzig'], ['Am Hang 21', '50667 Köln']], [['12 rue des Lilas', '69002 Lyon'], ['5 allée Monet', '44000 Nantes']]];
const TARIFFS: Record<'energy' | 'telecom', Q> = { energy: ['Standard Variable|Green Flex|Economy 7', 'Residential R-1|Standard Residential|Time-of-Use TOU-D', 'Grundversorgung|Ökostrom Plus|Klassik', 'Tarif Bleu|Heures Pleines / Heures Creuses|Offre Verte'], telecom: ['Unlimited Fibre 500|SIM Only 30GB', 'Fiber 1 Gig|Unlimited Plus', 'Mobil M|Glasfaser 250', 'Forfait 100 Go|Box Fibre Essentiel'] };
const r2 = (x: number) => Math.round(x * 100) / 100;

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const [L, li] = [loc.name, LOCALES.indexOf(loc)];
  const kind = pick(r, L === 'UK' ? KINDS.filter((k) => k !== 'water') : KINDS); // UK water carries no VAT
  const telecom = kind === 'net' || kind === 'mobile', byCode = chance(r, 0.2);
  const w = (key: string) => pick(r, W[key][li].split('|')).replace('{k}', li === 0 ? KN[kind][li].toLowerCase() : KN[kind][li]);
  const [style, variant, n] = [pick(r, loc.dates), r(), (x: number, d = 2) => fmtNumber(x, loc.numbers, d)];
  const date = (d: Date) => fmtDate(d, style, () => variant); // one written form per bill
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const [supplier, holder] = [`${pick(r, STEMS)} ${pick(r, SW[kind][li].split('|'))} ${pick(r, FORMS[li])}`, pick(r, PEOPLE)];
  const acct = pick(r, [String(int(r, 10000000, 99999999)), `A-${int(r, 100000, 999999)}`, `${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)}`, `${int(r, 10, 99)}-${int(r, 100000, 999999)}-${int(r, 0, 9)}`, `CU${int(r, 1000000, 9999999)}`]);
  const billNo = pick(r, [`INV-${int(r, 2019, 2025)}-${int(r, 10000, 99999)}`, `B${int(r, 10000000, 99999999)}`, String(int(r, 100000000, 999999999)), `${int(r, 2019, 2025)}/${int(r, 100000, 999999)}`, `F${int(r, 10, 99)}-${int(r, 100000, 999999)}`]);
  const meterNo = telecom ? [`07${int(r, 700, 999)} ${int(r, 100000, 999999)}`, `(${int(r, 201, 989)}) ${int(r, 200, 999)}-${int(r, 1000, 9999)}`, `0${pick(r, ['151', '160', '176'])} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)}`, `0${int(r, 6, 7)} ${pad(int(r, 10, 99))} ${pad(int(r, 10, 99))} ${pad(int(r, 10, 99))} ${pad(int(r, 10, 99))}`][li] : pick(r, [`${pick(r, ['E', 'S', 'K', 'M'])}${int(r, 10, 99)}${pick(r, ['K', 'W', 'A'])}${int(r, 100000, 999999)}`, String(int(r, 1000000, 99999999)), `1${pick(r, ['ESY', 'EMH', 'LGZ'])}${int(r, 1000000, 9999999)}`]);
  const helpNo = [`0330 ${int(r, 100, 999)} ${int(r, 1000, 9999)}`, `1-800-${int(r, 200, 999)}-${int(r, 1000, 9999)}`, `0800 ${int(r, 100, 999)} ${int(r, 1000, 9999)}`, `09 ${int(r, 69, 77)} ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)}`][li];
  const tariff = pick(r, TARIFFS[telecom ? 'telecom' : 'energy'][li].split('|'));
  const [y, m, d0] = [int(r, 2019, 2025), int(r, 0, 11), pick(r, [1, 1, int(r, 2, 28)])]; // a calendar month, a month from an anniversary day, or a quarter
  const start = new Date(Date.UTC(y, m, d0)), end = !telecom && chance(r, 0.3) ? addDays(start, int(r, 88, 91)) : addDays(new Date(Date.UTC(y, m + 1, d0)), -1);
  const days = Math.round((end.getTime() - start.getTime()) / 86400000) + 1;
  const [billDate, dd, paidOn] = [addDays(end, int(r, 1, 6)), chance(r, 0.5), addDays(start, int(r, 3, 20))];
  const due = addDays(billDate, dd ? int(r, 8, 16) : pick(r, [14, 15, 21, 28]));
  const [u1, rnd] = [USE[kind].unit[li], (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d];
  const [qlo, qhi, rlo, rhi, qd, rd] = RANGE[u1];
  const line = (desc: string, unit: string, q: number, rate: number) => ({ desc, unit, q, rate, amt: r2(q * rate), qs: n(q, qd && !Number.isInteger(q) ? qd : 0), rs: n(rate, rd) });
  const q1 = qd ? int(r, qlo * 2, qhi * 2) / 2 : int(r, qlo, qhi);
  const rate1 = kind === 'gas' && u1 === 'kWh' ? rnd(0.05 + r() * 0.09, 4) : rnd(rlo + r() * (rhi - rlo), rd);
  const [u2, range2]: [string, number[]] = telecom ? ['min', RANGE.min] : [u1, [0, 0, rate1 * 0.15, rate1 * 0.8]];
  const usage = [line(pick(r, USE[kind].first[li].split('|')), u1, q1, rate1), ...(chance(r, 0.6) ? [line(pick(r, USE[kind].second[li].split('|')), u2, telecom ? int(r, 5, 300) : q1, Math.max(0.01, rnd(range2[2] + r() * (range2[3] - range2[2]), rd)))] : [])];
  const fixed = telecom ? rnd(int(r, 15, 65) + pick(r, [0, 0.99, 0.5]), 2) : L === 'US' ? rnd(int(r, 8, 25) + r(), 2) : rnd(0.2 + r() * 0.45, 4);
  const stand = { label: telecom ? w('plan') : w('stand'), qs: telecom || L === 'US' ? `1 ${w('month')}` : `${days} ${w('day')}`, rs: n(fixed, telecom || L === 'US' ? 2 : 4), amt: telecom || L === 'US' ? fixed : r2(days * fixed) };
  const net = r2(usage.reduce((t, u) => t + u.amt, 0) + stand.amt);
  const taxRate = [kind === 'elec' || kind === 'gas' ? 5 : 20, pick(r, [4, 6, 6.35, 7.5]), kind === 'water' ? 7 : 19, kind === 'water' ? 5.5 : 20][li];
  const tax = r2((net * taxRate) / 100), cur = r2(net + tax); // this period's charges with tax
  const [summary, prevBal] = [chance(r, 0.75), r2(cur * (0.75 + r() * 0.5))]; // no summary: nothing carried over
  const paid = !summary || chance(r, 0.7) ? prevBal : r2(prevBal * (0.4 + r() * 0.5));
  const [carry, total] = [r2(prevBal - paid), r2(prevBal - paid + cur)];

  const ask = new Ask(r);
  ask.field('text', [['provider', 'Company that sent the bill'], ['utility_company', 'who supplies the service'], ['supplier', '']], supplier);
  ask.field('text', [['customer_name', 'Person the bill is addressed to'], ['account_holder', ''], ['billed_person', 'name of the customer being charged']], holder);
  ask.field('id_alphanumeric', [['account_number', "Customer's account number with the provider"], ['customer_ref', 'reference identifying the customer account'], ['acct_no', '']], acct);
  ask.field('id_alphanumeric', [['invoice_number', 'Number of this bill'], ['bill_id', ''], ['statement_no', 'identifier of this particular bill']], billNo);
  ask.field('date', [['bill_date', 'Date the bill was issued'], ['statement_date', ''], ['issued_on', 'when the bill was produced']], isoOf(billDate));
  ask.field('date', [['period_start', 'First day of the billing period'], ['usage_from', 'start of the period being charged'], ['service_start', '']], isoOf(start));
  ask.field('date', [['period_end', 'Last day of the billing period'], ['usage_to', 'end of the period charged for'], ['service_end', '']], isoOf(end));
  ask.field('date', dd ? [['payment_date', 'When the money will be taken from the account'], ['collection_date', 'day the direct debit is collected'], ['due_date', '']] : [['payment_date', 'When the bill must be paid'], ['due_date', 'deadline for payment'], ['pay_by', '']], isoOf(due));
  ask.field('currency', [['amount_due', 'Total the customer has to pay'], ['balance_to_pay', 'total owed on this bill including anything carried over'], ['total_due', '']], total);
  if (chance(r, 0.5)) ask.field('currency', [['tax_amount', 'Tax charged on this bill'], ['vat', 'VAT or sales tax, the amount'], ['tax_charged', '']], tax);
  else ask.field('currency', [['charges_before_tax', "This period's charges excluding tax"], ['net_amount', 'cost of the period before VAT'], ['subtotal', '']], net);
  ask.field('number', [['units_used', 'Quantity consumed on the first charge line (kWh, m³, GB...)'], ['consumption', 'usage on the first line of the charges'], ['qty_first_line', '']], q1);
  ask.field('currency', [['unit_rate', 'Price per unit on the first charge line'], ['price_per_unit', 'what one kWh / GB / m³ costs, first line'], ['first_line_rate', '']], rate1);
  ask.field('currency_symbol', [['currency', 'Currency of the bill'], ['ccy', '']], loc.currency.code);
  if (chance(r, 0.5)) ask.field('date', [['contract_end', 'Date the contract or fixed term ends'], ['fixed_term_until', ''], ['plan_expiry', 'when the current deal expires']], null);
  else ask.field('currency', [['exit_fee', 'Early termination fee'], ['cancellation_charge', 'what leaving the contract early would cost']], null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value }), prose = chance(r, 0.45);
  const sep = L === 'FR' ? ['du ', ' au '] : L === 'DE' ? pick(r, [['', ' bis '], ['vom ', ' bis ']]) : ['', pick(r, [' - ', ' to ', ' – '])];
  const meta: Block[] = [kv(w('acct'), acct), kv(w('bill'), billNo), kv(w('date'), date(billDate)), kv(w('period'), `${sep[0]}${date(start)}${sep[1]}${date(end)}`), ...(chance(r, 0.8) ? [kv(w(telecom ? 'phone' : 'meter'), meterNo)] : []), ...(chance(r, 0.6) ? [kv(w('tariff'), tariff)] : []), ...(chance(r, 0.3) ? [kv(w('kind'), KN[kind][li])] : []), ...(!prose || chance(r, 0.5) ? [kv(w(dd ? 'dd' : 'due'), date(due))] : [])];
  const who: Block[] = pick(r, [[{ kind: 'lines', lines: [holder, ...pick(r, HOMES[li])] }], [kv(w('holder'), holder)], [{ kind: 'kv', label: w('holder'), value: holder, above: true }]]);
  const head: Block[] = chance(r, 0.7) ? [{ kind: 'title', text: supplier }, { kind: 'title', text: w('title') }] : [{ kind: 'title', text: w('title') }];
  const header = [w('desc'), w('qty'), ...(chance(r, 0.5) ? [] : ['']), w('rate'), `${w('amt')}${chance(r, 0.4) ? ` (${byCode ? loc.currency.code : loc.currency.symbol})` : ''}`];
  const row = (d: string, qs: string, unit: string, rs: string, amt: number) => (header.length === 5 ? [d, qs, unit, rs, n(amt)] : [d, `${qs} ${unit}`.trim(), rs, n(amt)]);
  const standInTable = chance(r, 0.6), table: Block = { kind: 'table', header, rows: [...usage.map((u) => row(u.desc, u.qs, u.unit, u.rs, u.amt)), ...(standInTable ? [row(stand.label, stand.qs, '', stand.rs, stand.amt)] : [])] };
  const pct = `${n(taxRate, Number.isInteger(taxRate) ? 0 : 2)}${L === 'FR' ? ' ' : ''}%`;
  const sums: Block[] = [...(standInTable ? [] : [kv(stand.label, `${stand.qs} × ${stand.rs} = ${n(stand.amt)}`)]), kv(w('net'), n(net)), kv(`${w('tax')} ${pct}`, n(tax)), ...(chance(r, 0.5) ? [kv(w('now'), money(cur))] : [])];
  const [diff, prevR] = [kind === 'gas' ? Math.round(q1 / (u1 === 'kWh' ? 11.2 : 1.04)) : q1, int(r, 1000, 90000)]; // gas meters read m³ or CCF
  const readings: Block[] = !telecom && chance(r, 0.55) ? [{ kind: 'table', header: [w('meter'), w('old'), w('cur'), kind === 'gas' ? (u1 === 'kWh' ? 'm³' : 'CCF') : u1], rows: [[meterNo, `${prevR}${pick(r, ['', '', ' (A)', ' (E)'])}`, `${prevR + diff}${pick(r, ['', '', ' (A)', ' (E)'])}`, String(diff)]] }] : [];
  const account: Block[] = summary ? (chance(r, 0.5)
    ? [kv(w('prev'), money(prevBal)), kv(w('paid'), `-${money(paid)} (${date(paidOn)})`), ...(carry || chance(r, 0.4) ? [kv(w('fwd'), money(carry))] : []), kv(w('now'), money(cur)), kv(w('total'), money(total))]
    : [{ kind: 'table', header: ['', w('amt')], rows: [[w('prev'), n(prevBal)], [`${w('paid')} (${date(paidOn)})`, n(-paid)], [w('now'), n(cur)], [w('total'), money(total)]] }]) : [kv(w('total'), money(total))];
  const sentence = (dd ? [`We will collect ${money(total)} from your account on ${date(due)}.|Your Direct Debit of ${money(total)} will be taken on or just after ${date(due)}.`, `Your AutoPay payment of ${money(total)} will be deducted from your bank account on ${date(due)}.`, `Der Betrag von ${money(total)} wird am ${date(due)} von Ihrem Konto abgebucht.`, `Le montant de ${money(total)} sera prélevé sur votre compte le ${date(due)}.`]
    : [`Please pay ${money(total)} by ${date(due)}.|Please make sure we receive ${money(total)} by ${date(due)}.`, `Please pay ${money(total)} by ${date(due)} to avoid a late fee of ${money(pick(r, [5, 10, 15]))}.`, `Bitte überweisen Sie ${money(total)} bis zum ${date(due)} unter Angabe der Rechnungsnummer.`, `Merci de régler ${money(total)} avant le ${date(due)}.`])[li];
  const foot: Block = { kind: 'lines', lines: [`${w('help')} ${helpNo}`, ...(head.length === 1 ? [`${supplier} · ${w('reg')}`] : [])] };
  const blocks: Block[] = [...head, ...(chance(r, 0.5) ? [...who, ...meta] : [...meta, ...who]), ...(chance(r, 0.5) ? [...account, table, ...sums] : [table, ...sums, ...account]),
    ...readings, ...(prose ? [{ kind: 'para' as const, text: pick(r, sentence.split('|')) }] : []), foot];
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const utilityBills: Family = { name: 'utility-bill', kind: 'trade', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
