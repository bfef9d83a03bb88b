/**
 * Generated documents with known answers: invoices, purchase orders, service
 * contracts and support tickets, written as PDF (pdfkit), DOCX (docx), HTML, plain
 * text and ticket JSON. Every field type appears, with decoys (a subtotal beside
 * the total, an order date beside the delivery date, an invoice date beside the
 * due date), several date and number styles, values in tables, labels beside and
 * above values, and values that are absent. A seed makes a set reproducible;
 * fitting and measuring use different seeds.
 */
import type { ApiField, EvalDoc } from './types.ts';
import { toEvalDoc } from './gen/evaldoc.ts';
import { addDays, fmtDate, fmtNumber, isoOf, MONTHS, pad, randomDate } from './gen/format.ts';
import { chance, int, mulberry32, pick, type Rng } from './gen/random.ts';
import type { Block, Format } from './gen/render.ts';

interface Spec {
  family: string;
  blocks: Block[];
  fields: ApiField[];
  gold: Record<string, unknown>;
  /** For tickets: the JSON object uploaded. */
  ticket?: Record<string, unknown>;
}

// ---------------------------------------------------------------------------
// Value styles

interface Style {
  currency: { code: string; symbol: string; before: boolean; useCode: boolean };
  numbers: 'en' | 'de' | 'fr';
  dates: 'us' | 'eu' | 'iso' | 'long' | 'longdm' | 'short';
}

function pickStyle(r: Rng): Style {
  const currency = pick(r, [
    { code: 'USD', symbol: '$', before: true },
    { code: 'USD', symbol: '$', before: true },
    { code: 'EUR', symbol: '€', before: false },
    { code: 'GBP', symbol: '£', before: true },
    { code: 'CAD', symbol: 'C$', before: true },
    { code: 'CHF', symbol: 'CHF', before: true },
  ]);
  const numbers = currency.code === 'EUR' ? pick(r, ['de', 'fr'] as const) : 'en';
  const dates = currency.code === 'USD' ? pick(r, ['us', 'iso', 'long', 'short'] as const) : pick(r, ['eu', 'iso', 'longdm', 'long'] as const);
  return { currency: { ...currency, useCode: chance(r, 0.25) }, numbers, dates };
}


function fmtMoney(n: number, s: Style): string {
  const num = fmtNumber(n, s.numbers);
  if (s.currency.useCode) return `${s.currency.code} ${num}`;
  return s.currency.before ? `${s.currency.symbol}${s.currency.symbol.length > 1 ? ' ' : ''}${num}` : `${num} ${s.currency.symbol}`;
}


// ---------------------------------------------------------------------------
// Names

const ORG_A = ['Northwind', 'Bluefin', 'Cedar Ridge', 'Harbor', 'Lumen', 'Kestrel', 'Orchid', 'Granite', 'Silverline', 'Maple Leaf', 'Sunrise', 'Atlas', 'Pioneer', 'Evergreen', 'Redwood', 'Summit'];
const ORG_B = ['Traders', 'Supplies', 'Logistics', 'Analytics', 'Systems', 'Foods', 'Labs', 'Consulting', 'Hardware', 'Media', 'Robotics', 'Textiles', 'Software', 'Partners'];
const ORG_S = ['Ltd', 'Ltd.', 'LLC', 'Inc.', 'GmbH', 'Corp.', 'S.A.', 'Pty Ltd', 'plc', 'B.V.'];
const FIRST = ['Maria', 'James', 'Aisha', 'Chen', 'Olivia', 'Lukas', 'Priya', 'Tomás', 'Sarah', 'David', 'Yuki', 'Fatima', 'Noah', 'Elena'];
const LAST = ['Schmidt', 'Okafor', 'Larsen', 'Novak', 'Tanaka', 'Moreau', 'García', 'Patel', 'Kowalski', 'Brennan', 'Haddad', 'Lindqvist'];
const STREETS = ['Market Street', 'Harbour Road', 'Elm Avenue', 'King Street', 'Industrial Way', 'Riverside Drive', 'Station Road', 'Park Lane'];
const CITIES: Array<[string, string]> = [
  ['Springfield, IL 62704', 'USA'], ['Austin, TX 78701', 'USA'], ['Leeds LS1 4AP', 'United Kingdom'], ['10115 Berlin', 'Germany'],
  ['75002 Paris', 'France'], ['Toronto, ON M5V 2T6', 'Canada'], ['8001 Zürich', 'Switzerland'], ['Denver, CO 80202', 'USA'],
];
const STATES = ['Delaware', 'New York', 'California', 'Texas', 'Ontario', 'England and Wales', 'Illinois', 'Washington', 'Massachusetts', 'Florida'];

const orgName = (r: Rng) => `${pick(r, ORG_A)} ${pick(r, ORG_B)} ${pick(r, ORG_S)}`;
const personName = (r: Rng) => `${pick(r, FIRST)} ${pick(r, LAST)}`;
function address(r: Rng): string[] {
  const [city, country] = pick(r, CITIES);
  const lines = [`${int(r, 1, 999)} ${pick(r, STREETS)}`];
  if (chance(r, 0.3)) lines.push(`Suite ${int(r, 100, 900)}`);
  lines.push(city);
  if (chance(r, 0.5)) lines.push(country);
  return lines;
}
const domainOf = (org: string) => org.split(' ')[0].toLowerCase().replace(/[^a-z]/g, '') + pick(mulberry32(org.length), ['.com', '.io', '.co.uk', '.net']);
function idOf(r: Rng, prefixes: string[]): string {
  const p = pick(r, prefixes);
  return pick(r, [`${p}-${int(r, 10000, 99999)}`, `${p}${int(r, 2019, 2025)}-${pad(int(r, 1, 99))}${int(r, 10, 99)}`, `${p}/${int(r, 100, 999)}/${String.fromCharCode(65 + int(r, 0, 25))}${int(r, 10, 99)}`]);
}

// ---------------------------------------------------------------------------
// Families

function invoice(r: Rng): Spec {
  const s = pickStyle(r);
  const vendor = orgName(r);
  const customer = orgName(r);
  const number = idOf(r, ['INV', 'IN', 'F', 'BILL']);
  const issued = randomDate(r);
  const days = pick(r, [14, 30, 45, 60]);
  const due = addDays(issued, days);
  const hasPo = chance(r, 0.6);
  const po = idOf(r, ['PO', 'P.O', 'ORD']);
  const hasSite = chance(r, 0.7);
  const site = pick(r, ['https://www.', 'www.', 'https://']) + domainOf(vendor) + (chance(r, 0.3) ? '/billing' : '');
  const items = Array.from({ length: int(r, 2, 5) }, () => ({ desc: pick(r, ['Consulting hours', 'Licence renewal', 'Support plan', 'Hosting (monthly)', 'Training session', 'Hardware kit', 'Installation']), qty: int(r, 1, 12), price: int(r, 20, 900) + pick(r, [0, 0.5, 0.99, 0.25]) }));
  const subtotal = items.reduce((t, i) => t + i.qty * i.price, 0);
  const rate = pick(r, [5, 7.5, 8, 10, 13, 15, 19, 20, 21]);
  const tax = Math.round(subtotal * rate) / 100;
  const total = Math.round((subtotal + tax) * 100) / 100;
  const method = pick(r, ['Bank transfer', 'Credit card', 'Cheque', 'PayPal']);
  const lateFee = pick(r, ['1.5%', '2%', '10%']);
  const lateSentence = `A late fee of ${lateFee} per month applies to balances not paid by the due date.`;
  const fmt = (n: number) => fmtMoney(n, s);
  const lbl = {
    number: pick(r, ['Invoice number', 'Invoice No.', 'Invoice #', 'Inv. No']),
    date: pick(r, ['Invoice date', 'Date of issue', 'Issue date', 'Date']),
    due: pick(r, ['Due date', 'Payment due', 'Due by']),
    po: pick(r, ['PO number', 'Purchase order', 'Your order ref']),
    terms: pick(r, ['Payment terms', 'Terms']),
  };
  const head: Block[] = [
    { kind: 'title', text: vendor },
    { kind: 'lines', lines: address(r) },
    ...(hasSite ? [{ kind: 'kv' as const, label: 'Web', value: site }] : []),
    { kind: 'title', text: pick(r, ['INVOICE', 'Tax Invoice', 'Invoice']) },
    // The header values as a one-row table (labels above values) or as label: value lines.
    ...(chance(r, 0.35)
      ? [{ kind: 'table' as const, header: [lbl.number, lbl.date, lbl.due], rows: [[number, fmtDate(issued, s.dates, r), fmtDate(due, s.dates, r)]] }]
      : [
          { kind: 'kv' as const, label: lbl.number, value: number, above: chance(r, 0.25) },
          { kind: 'kv' as const, label: lbl.date, value: fmtDate(issued, s.dates, r) },
          { kind: 'kv' as const, label: lbl.due, value: fmtDate(due, s.dates, r), above: chance(r, 0.2) },
        ]),
    ...(hasPo ? [{ kind: 'kv' as const, label: lbl.po, value: po }] : []),
    { kind: 'kv', label: pick(r, ['Bill to', 'Customer', 'Billed to']), value: customer },
  ];
  const table: Block = {
    kind: 'table',
    header: ['Description', 'Qty', 'Unit price', 'Amount'],
    rows: items.map((i) => [i.desc, String(i.qty), fmtNumber(i.price, s.numbers), fmtNumber(i.qty * i.price, s.numbers)]),
  };
  const totalsAsTable = chance(r, 0.4);
  const totalLabel = pick(r, ['Total', 'Total due', 'Amount due', 'Grand total', 'Balance due']);
  const totals: Block[] = totalsAsTable
    ? [{ kind: 'table', header: ['', ''], rows: [['Subtotal', fmt(subtotal)], [`Tax (${fmtNumber(rate, s.numbers, rate % 1 ? 1 : 0)}%)`, fmt(tax)], [totalLabel, fmt(total)]] }]
    : [
        { kind: 'kv', label: 'Subtotal', value: fmt(subtotal) },
        { kind: 'kv', label: pick(r, ['Tax rate', 'VAT rate', 'Sales tax rate']), value: `${fmtNumber(rate, s.numbers, rate % 1 ? 1 : 0)}%` },
        { kind: 'kv', label: pick(r, ['Tax', 'VAT']), value: fmt(tax) },
        { kind: 'kv', label: totalLabel, value: fmt(total) },
      ];
  const blocks: Block[] = [
    ...head,
    table,
    ...totals,
    { kind: 'kv', label: lbl.terms, value: `Net ${days}` },
    { kind: 'kv', label: pick(r, ['Payment method', 'Pay by', 'Method of payment']), value: method },
    { kind: 'para', text: `Thank you for your business. ${lateSentence} Please quote the invoice number with your payment.` },
  ];
  const fields: ApiField[] = [
    { field_name: 'vendor_name', description: 'Name of the company that issued the invoice', type: 'text' },
    { field_name: 'customer_name', description: 'Name of the customer being billed', type: 'text' },
    { field_name: 'invoice_number', description: 'The invoice number', type: 'id_alphanumeric' },
    { field_name: 'invoice_date', description: 'Date the invoice was issued', type: 'date' },
    { field_name: 'due_date', description: 'Date by which the invoice must be paid', type: 'date' },
    { field_name: 'purchase_order', description: 'Purchase order number the invoice refers to', type: 'id_alphanumeric' },
    { field_name: 'total', description: 'Total amount due, tax included', type: 'currency' },
    { field_name: 'tax_rate', description: 'Tax rate applied', type: 'percentage' },
    { field_name: 'currency', description: 'Currency of the amounts (ISO code)', type: 'currency_symbol' },
    { field_name: 'website', description: "The vendor's website", type: 'url' },
    { field_name: 'payment_method', description: 'How the invoice is to be paid', type: 'single_select', options: ['Bank transfer', 'Credit card', 'Cheque', 'PayPal', 'Cash'] },
    { field_name: 'payment_days', description: 'Number of days allowed for payment', type: 'number' },
    { field_name: 'late_fee_clause', description: 'The sentence about the late payment fee', type: 'verbatim' },
  ];
  const gold = {
    vendor_name: vendor,
    customer_name: customer,
    invoice_number: number,
    invoice_date: isoOf(issued),
    due_date: isoOf(due),
    purchase_order: hasPo ? po : null,
    total,
    tax_rate: rate,
    currency: s.currency.code,
    website: hasSite ? site : null,
    payment_method: method,
    payment_days: days,
    late_fee_clause: lateSentence,
  };
  return { family: 'invoice', blocks, fields, gold };
}

function order(r: Rng): Spec {
  const s = pickStyle(r);
  const buyer = orgName(r);
  const supplier = orgName(r);
  const number = idOf(r, ['PO', 'ORD', 'SO']);
  const ordered = randomDate(r);
  const delivery = addDays(ordered, int(r, 3, 40));
  const shipTo = address(r);
  const method = pick(r, ['Standard', 'Express', 'Overnight', 'Pickup']);
  const carrier = pick(r, ['DHL Express', 'UPS Ground', 'FedEx Freight', 'Royal Mail', 'DPD Classic', 'Purolator']);
  const hasCarrier = method !== 'Pickup';
  const cats = ['Hardware', 'Software', 'Services', 'Training', 'Support'];
  const items = Array.from({ length: int(r, 2, 5) }, () => ({ cat: pick(r, cats), desc: pick(r, ['Laptop stand', 'Office licence', 'Setup service', 'Workshop seat', 'Extended warranty', 'Docking station']), qty: int(r, 1, 20), price: int(r, 10, 500) }));
  const units = items.reduce((t, i) => t + i.qty, 0);
  const gross = items.reduce((t, i) => t + i.qty * i.price, 0);
  const hasDiscount = chance(r, 0.7);
  const discount = pick(r, [5, 10, 12.5, 15, 20]);
  const total = Math.round(gross * (hasDiscount ? 1 - discount / 100 : 1) * 100) / 100;
  const fmt = (n: number) => fmtMoney(n, s);
  const blocks: Block[] = [
    { kind: 'title', text: pick(r, ['PURCHASE ORDER', 'Purchase Order', 'Order Confirmation']) },
    { kind: 'kv', label: 'Buyer', value: buyer },
    { kind: 'kv', label: 'Supplier', value: supplier },
    { kind: 'kv', label: pick(r, ['Order number', 'PO No.', 'Order #']), value: number },
    { kind: 'kv', label: pick(r, ['Order date', 'Date ordered', 'Placed on']), value: fmtDate(ordered, s.dates, r) },
    { kind: 'kv', label: pick(r, ['Delivery date', 'Requested delivery', 'Deliver by']), value: fmtDate(delivery, s.dates, r), above: chance(r, 0.3) },
    { kind: 'kv', label: 'Ship to', value: '', above: true },
    { kind: 'lines', lines: shipTo },
    { kind: 'kv', label: pick(r, ['Shipping method', 'Ship via', 'Delivery method']), value: method },
    ...(hasCarrier ? [{ kind: 'kv' as const, label: pick(r, ['Carrier', 'Shipping carrier', 'Courier']), value: carrier }] : []),
    { kind: 'table', header: ['Category', 'Item', 'Qty', 'Price'], rows: items.map((i) => [i.cat, i.desc, String(i.qty), fmtNumber(i.price, s.numbers)]) },
    { kind: 'kv', label: pick(r, ['Total units', 'Total quantity', 'Units ordered']), value: String(units) },
    { kind: 'kv', label: 'Gross amount', value: fmt(gross) },
    ...(hasDiscount ? [{ kind: 'kv' as const, label: pick(r, ['Discount', 'Volume discount']), value: `${fmtNumber(discount, s.numbers, discount % 1 ? 1 : 0)}%` }] : []),
    { kind: 'kv', label: pick(r, ['Order total', 'Total', 'Net total']), value: fmt(total) },
    { kind: 'para', text: `Prices are in ${s.currency.code}. Please confirm the delivery date within two business days.` },
  ];
  const fields: ApiField[] = [
    { field_name: 'buyer', description: 'Company placing the order', type: 'text' },
    { field_name: 'supplier', description: 'Company that fulfils the order', type: 'text' },
    { field_name: 'carrier', description: 'Transport company delivering the goods', type: 'text' },
    { field_name: 'order_number', description: 'The purchase order number', type: 'id_alphanumeric' },
    { field_name: 'order_date', description: 'Date the order was placed', type: 'date' },
    { field_name: 'delivery_date', description: 'Requested delivery date', type: 'date' },
    { field_name: 'ship_to', description: 'Delivery address', type: 'text' },
    { field_name: 'shipping_method', description: 'Shipping method', type: 'single_select', options: ['Standard', 'Express', 'Overnight', 'Pickup'] },
    { field_name: 'categories', description: 'Categories of the items ordered', type: 'multi_select', options: cats },
    { field_name: 'discount', description: 'Discount granted on the order', type: 'percentage' },
    { field_name: 'order_total', description: 'Total amount of the order after discount', type: 'currency' },
    { field_name: 'total_units', description: 'Total number of units ordered', type: 'number' },
    { field_name: 'currency', description: 'Currency of the prices', type: 'currency_symbol' },
  ];
  const gold = {
    buyer,
    supplier,
    carrier: hasCarrier ? carrier : null,
    order_number: number,
    order_date: isoOf(ordered),
    delivery_date: isoOf(delivery),
    ship_to: shipTo.join(' '),
    shipping_method: method,
    categories: cats.filter((c) => items.some((i) => i.cat === c)),
    discount: hasDiscount ? discount : null,
    order_total: total,
    total_units: units,
    currency: s.currency.code,
  };
  return { family: 'order', blocks, fields, gold };
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const TENS: Record<number, string> = { 14: 'fourteen', 15: 'fifteen', 18: 'eighteen', 24: 'twenty-four', 30: 'thirty', 36: 'thirty-six', 45: 'forty-five', 60: 'sixty', 90: 'ninety' };
const words = (n: number) => NUMBER_WORDS[n] ?? TENS[n] ?? String(n);

function contract(r: Rng): Spec {
  const s = pickStyle(r);
  const client = chance(r, 0.8) ? orgName(r) : personName(r);
  const provider = orgName(r);
  const effective = randomDate(r);
  const law = pick(r, STATES);
  const termN = pick(r, [1, 2, 3, 5, 12, 18, 24, 36]);
  const termUnit = termN >= 12 ? 'months' : termN === 1 ? 'year' : 'years';
  const term = termN >= 12 || chance(r, 0.5) ? `${words(termN)} (${termN}) ${termUnit}` : `${termN} ${termUnit}`;
  const notice = pick(r, [14, 30, 45, 60, 90]);
  const fee = int(r, 8, 120) * 250;
  const interest = pick(r, [1, 1.5, 2]);
  const freq = pick(r, ['monthly', 'quarterly', 'annually']);
  const confidentiality = `Each party shall keep the other party's confidential information secret and shall not disclose it to any third party without prior written consent.`;
  const dateText = chance(r, 0.5)
    ? `this ${effective.getUTCDate()}${['th', 'st', 'nd', 'rd'][effective.getUTCDate() % 10 > 3 || [11, 12, 13].includes(effective.getUTCDate()) ? 0 : effective.getUTCDate() % 10]} day of ${MONTHS[effective.getUTCMonth()]}, ${effective.getUTCFullYear()}`
    : `as of ${fmtDate(effective, s.dates === 'iso' ? 'long' : s.dates, r)}`;
  const signed = addDays(effective, -int(r, 1, 20));
  const blocks: Block[] = [
    { kind: 'title', text: pick(r, ['SERVICES AGREEMENT', 'Master Services Agreement', 'CONSULTING AGREEMENT']) },
    {
      kind: 'para',
      text: `This Services Agreement (the "Agreement") is entered into ${dateText} (the "Effective Date") by and between ${client} (the "Client") and ${provider}, a company organised under the laws of ${pick(r, STATES.filter((x) => x !== law))} (the "Provider").`,
    },
    { kind: 'para', text: `1. Services. The Provider shall perform the services described in Schedule A. The Client shall pay the Provider a fee of ${fmtMoney(fee, s)} per month, invoiced ${freq}.` },
    { kind: 'para', text: `2. Late payment. Amounts not paid when due bear interest at ${fmtNumber(interest, s.numbers, interest % 1 ? 1 : 0)}% per month.` },
    { kind: 'para', text: `3. Term. This Agreement shall remain in effect for a period of ${term} from the Effective Date, unless terminated earlier in accordance with Section 4.` },
    { kind: 'para', text: `4. Termination. Either party may terminate this Agreement by giving ${words(notice) === String(notice) ? '' : `${words(notice)} `}(${notice}) days' written notice to the other party.` },
    { kind: 'para', text: `5. Confidentiality. ${confidentiality} This obligation survives the termination of this Agreement.` },
    { kind: 'para', text: `6. Governing law. This Agreement shall be governed by and construed in accordance with the laws of ${law === 'England and Wales' ? '' : 'the State of '}${law}.` },
    { kind: 'kv', label: 'Signed on', value: fmtDate(signed, s.dates, r) },
    { kind: 'lines', lines: [`For the Client: ${client}`, `For the Provider: ${provider}`] },
  ];
  const fields: ApiField[] = [
    { field_name: 'client', description: 'The client party to the agreement', type: 'text' },
    { field_name: 'provider', description: 'The party that provides the services', type: 'text' },
    { field_name: 'effective_date', description: 'Date the agreement takes effect', type: 'date' },
    { field_name: 'governing_law', description: 'Jurisdiction whose law governs the agreement', type: 'text' },
    { field_name: 'term', description: 'Duration of the agreement', type: 'text' },
    { field_name: 'notice_days', description: 'Days of written notice needed to terminate', type: 'number' },
    { field_name: 'monthly_fee', description: 'Fee the client pays each month', type: 'currency' },
    { field_name: 'late_interest', description: 'Monthly interest rate on late payments', type: 'percentage' },
    { field_name: 'billing_frequency', description: 'How often the fee is invoiced', type: 'single_select', options: ['Monthly', 'Quarterly', 'Annually'] },
    { field_name: 'confidentiality_clause', description: 'The sentence that obliges the parties to keep information confidential', type: 'verbatim' },
    { field_name: 'termination_date', description: 'Date on which the agreement was terminated', type: 'date' },
    { field_name: 'contract_url', description: 'Web address where the agreement is published', type: 'url' },
  ];
  const gold = {
    client,
    provider,
    effective_date: isoOf(effective),
    governing_law: law,
    term,
    notice_days: notice,
    monthly_fee: fee,
    late_interest: interest,
    billing_frequency: freq[0].toUpperCase() + freq.slice(1),
    confidentiality_clause: confidentiality,
    termination_date: null,
    contract_url: null,
  };
  return { family: 'contract', blocks, fields, gold };
}

function ticket(r: Rng, asJson: boolean): Spec {
  const requester = personName(r);
  const created = randomDate(r);
  const priority = pick(r, ['Low', 'Medium', 'High', 'Urgent']);
  const status = pick(r, ['Open', 'Pending', 'Solved', 'Closed']);
  const orderRef = idOf(r, ['ORD', 'A', 'WEB']);
  const areas = ['Billing', 'Shipping', 'Login', 'Mobile app', 'Website'];
  const chosen = areas.filter(() => chance(r, 0.35));
  if (!chosen.length) chosen.push(pick(r, areas));
  const refund = int(r, 5, 400) + pick(r, [0, 0.99, 0.5]);
  const hasRefund = chance(r, 0.6);
  const link = `https://support.${pick(r, ['acme.com', 'shoply.io', 'example.org'])}/tickets/${int(r, 1000, 99999)}`;
  const subject = `${pick(r, ['Refund not received', 'Cannot sign in', 'Parcel arrived damaged', 'Charged twice', 'App crashes on start'])} for order ${orderRef}`;
  const s = pickStyle(r);
  const body = [
    `Hello, I am writing about order ${orderRef}, placed on ${fmtDate(addDays(created, -int(r, 2, 30)), s.dates, r)}.`,
    `The problem concerns ${chosen.map((a) => a.toLowerCase()).join(' and ')}.`,
    hasRefund ? `I would like a refund of ${fmtMoney(refund, s)}.` : 'I would like this fixed as soon as possible.',
    `You can follow the case at ${link}.`,
    `Thanks, ${requester}`,
  ].join(' ');
  // Written so that the day and month cannot be mistaken: a ticket may show no other hint of its locale.
  const createdText = fmtDate(created, pick(r, ['iso', 'long', 'longdm'] as const), r);
  const resolved = status === 'Solved' || status === 'Closed' ? addDays(created, int(r, 1, 9)) : null;
  const resolvedText = resolved ? fmtDate(resolved, pick(r, ['iso', 'long', 'longdm'] as const), r) : null;
  const blocks: Block[] = [
    { kind: 'kv', label: 'Subject', value: subject },
    { kind: 'kv', label: 'Status', value: status },
    { kind: 'kv', label: 'Priority', value: priority },
    { kind: 'kv', label: 'Requester', value: requester },
    { kind: 'kv', label: 'Created at', value: createdText },
    ...(resolvedText ? [{ kind: 'kv' as const, label: pick(r, ['Resolved at', 'Solved on', 'Closed on']), value: resolvedText }] : []),
    { kind: 'para', text: body },
  ];
  const fields: ApiField[] = [
    { field_name: 'subject', description: 'Subject line of the ticket', type: 'text' },
    { field_name: 'priority', description: 'Priority of the ticket', type: 'single_select', options: ['Low', 'Medium', 'High', 'Urgent'] },
    { field_name: 'status', description: 'Current status of the ticket', type: 'single_select', options: ['Open', 'Pending', 'Solved', 'Closed'] },
    { field_name: 'requester', description: 'Person who opened the ticket', type: 'text' },
    { field_name: 'created', description: 'Date the ticket was created', type: 'date' },
    { field_name: 'resolved', description: 'Date the issue was resolved', type: 'date' },
    { field_name: 'order_reference', description: 'Order number the customer refers to', type: 'id_alphanumeric' },
    { field_name: 'refund_amount', description: 'Refund amount the customer asks for', type: 'currency' },
    { field_name: 'areas', description: 'Product areas the problem concerns', type: 'multi_select', options: areas },
    { field_name: 'tracking_link', description: 'Link to follow the case', type: 'url' },
  ];
  const gold = {
    subject,
    priority,
    status,
    requester,
    created: isoOf(created),
    resolved: resolved ? isoOf(resolved) : null,
    order_reference: orderRef,
    refund_amount: hasRefund ? refund : null,
    areas: areas.filter((a) => chosen.includes(a)),
    tracking_link: link,
  };
  const spec: Spec = { family: 'ticket', blocks, fields, gold };
  // The ticket JSON has no field for the resolution date: it goes in a comment.
  if (asJson) spec.ticket = { subject, description: body, status, priority, requester, created_at: createdText, ...(resolvedText ? { comments: [{ author: 'Support', body: `Resolved at: ${resolvedText}` }] } : {}) };
  return spec;
}

// ---------------------------------------------------------------------------

const FORMATS: Record<string, Format[]> = {
  invoice: ['pdf', 'docx', 'html', 'txt'],
  order: ['pdf', 'docx', 'html', 'txt'],
  contract: ['pdf', 'docx', 'txt', 'html'],
  ticket: ['ticket', 'html', 'txt', 'ticket'],
};

export async function generateFixtures(seed: number, count: number): Promise<EvalDoc[]> {
  const r = mulberry32(seed);
  const docs: EvalDoc[] = [];
  const families = ['invoice', 'order', 'contract', 'ticket'] as const;
  for (let i = 0; i < count; i++) {
    const family = families[i % families.length];
    const format = FORMATS[family][Math.floor(i / families.length) % FORMATS[family].length];
    const spec = family === 'invoice' ? invoice(r) : family === 'order' ? order(r) : family === 'contract' ? contract(r) : ticket(r, format === 'ticket');
    const id = `${String(i).padStart(3, '0')}-${family}`;
    docs.push(await toEvalDoc('fixtures', id, family, format, spec));
  }
  return docs;
}
