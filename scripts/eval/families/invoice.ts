/**
 * Training family (held out until its misses had been read for several rounds): sales invoices. A seller's letterhead, a bill-to or sold-to
 * block for the customer, a purchase-order number beside the invoice number, an
 * item table (quantity, unit price, line total), subtotal, VAT or sales tax and
 * total; amounts by symbol or ISO code; UK, US, DE and FR styles. Some invoices
 * carry no due date and no PO number (the right answer is then null).
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

const TRADE = ['Brightwater', 'Halcyon', 'Oakmere', 'Quayside', 'Fenwick', 'Tidewell', 'Marlowe', 'Ashgrove', 'Vantage', 'Copperleaf', 'Ironbridge', 'Westfield'];
const LINE = ['Print & Design', 'Facilities', 'Catering', 'Electrical', 'Office Solutions', 'Engineering', 'Digital', 'Interiors', 'Wholesale'];
const FORM = ['Ltd', 'Limited', 'LLC', 'Inc.', 'GmbH', 'SARL', 'Co.'];
const STREETS = ['Canal Street', 'Mill Lane', 'Broad Street', 'Church Road', 'Hauptstraße', 'Rue de la Paix', 'Oak Avenue', 'High Street'];
const TOWNS: Record<string, Array<[string, string]>> = {
  UK: [['Manchester', 'M1 2AB'], ['Bristol', 'BS1 5TR'], ['Glasgow', 'G2 8LU'], ['Leicester', 'LE1 6WP']],
  US: [['Portland, OR', '97204'], ['Columbus, OH', '43215'], ['Boise, ID', '83702'], ['Raleigh, NC', '27601']],
  DE: [['Hamburg', '20095'], ['Köln', '50667'], ['Leipzig', '04109']],
  FR: [['Lyon', '69002'], ['Nantes', '44000'], ['Lille', '59000']],
};
const GOODS = ['A4 copier paper (box)', 'Toner cartridge', 'Site visit', 'Cable installation', 'Buffet lunch (per head)', 'Desk chair', 'Logo redesign', 'LED panel 60x60', 'Annual maintenance'];

const org = (r: Rng) => `${pick(r, TRADE)} ${pick(r, LINE)} ${pick(r, FORM)}`;

function address(r: Rng, locale: string): { lines: string[]; town: string } {
  const [town, post] = pick(r, TOWNS[locale]);
  const street = `${int(r, 2, 240)} ${pick(r, STREETS)}`;
  const lines = locale === 'DE' || locale === 'FR' ? [street, `${post} ${town}`] : locale === 'US' ? [street, `${town} ${post}`] : [street, town, post];
  return { lines, town: town.replace(/, [A-Z]{2}$/, '') };
}

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const byCode = chance(r, 0.35);
  const money = (n: number) => fmtMoney(n, loc.currency, loc.numbers, byCode);
  const num = (n: number) => fmtNumber(n, loc.numbers);
  const date = (d: Date) => fmtDate(d, pick(r, loc.dates), r);
  const seller = org(r);
  let customer = org(r);
  while (customer === seller) customer = org(r);
  const invNo = pick(r, [`INV-${int(r, 10000, 99999)}`, `${int(r, 2019, 2025)}/${int(r, 100, 999)}`, `SI${int(r, 100000, 999999)}`]);
  const poNo = pick(r, [`PO-${int(r, 1000, 9999)}`, `P${int(r, 100000, 999999)}`, `ORD/${int(r, 10, 99)}/${int(r, 100, 999)}`]);
  const hasPo = chance(r, 0.6);
  const issued = randomDate(r, 2019, 2025);
  const hasDue = chance(r, 0.7);
  const due = addDays(issued, pick(r, [14, 28, 30, 60]));
  const delivered = addDays(issued, -int(r, 1, 10));
  const items = Array.from({ length: int(r, 2, 5) }, () => ({ what: pick(r, GOODS), qty: int(r, 2, 40), unit: int(r, 3, 400) + pick(r, [0, 0.5, 0.95, 0.2]) }));
  const lineTotal = (i: (typeof items)[number]) => Math.round(i.qty * i.unit * 100) / 100;
  const subtotal = Math.round(items.reduce((t, i) => t + lineTotal(i), 0) * 100) / 100;
  const rate = loc.name === 'UK' ? 20 : loc.name === 'DE' ? 19 : loc.name === 'FR' ? 20 : pick(r, [6, 7.25, 8.875]);
  const tax = Math.round(subtotal * rate) / 100;
  const total = Math.round((subtotal + tax) * 100) / 100;
  const taxWord = loc.name === 'US' ? 'Sales tax' : 'VAT';
  const cust = address(r, loc.name);

  const ask = new Ask(r);
  ask.field('text', [['customer', 'Who is being billed'], ['bill_to_name', 'Name in the bill-to block'], ['client_company', 'The company the invoice is addressed to'], ['Billed customer', 'customer name']], customer);
  ask.field('text', [['seller', 'Company that sent the invoice'], ['issuer', 'who issued this invoice'], ['supplier_name', 'Name of the business being paid']], seller);
  ask.field('id_alphanumeric', [['Invoice #', ''], ['invoice_no', 'invoice reference'], ['inv_number', 'The number of this invoice']], invNo);
  ask.field('id_alphanumeric', [['po_ref', 'Purchase order reference from the customer'], ['Customer PO', 'their purchase order number']], hasPo ? poNo : null);
  ask.field('date', [['invoice_date', 'When the invoice was issued'], ['date issued', ''], ['billing_date', 'date on the invoice']], isoOf(issued));
  ask.field('date', [['due', 'When payment is due'], ['pay_by', 'Date the payment must arrive'], ['payment_deadline', '']], hasDue ? isoOf(due) : null);
  ask.field('currency', [['amount_due', 'Total to pay including tax'], ['grand_total', ''], ['Total (incl. tax)', 'what the customer owes in total']], total);
  ask.field('currency', [['vat_amount', 'Amount of VAT or sales tax charged'], ['tax', 'tax amount, not the rate']], tax);
  ask.field('currency', [['net_amount', 'Amount before tax'], ['subtotal', 'sum of the lines before VAT']], subtotal);
  ask.field('percentage', [['tax_rate', 'VAT / sales tax rate'], ['vat %', '']], rate);
  ask.field('currency_symbol', [['currency', ''], ['ccy', 'Currency the invoice is in'], ['billing_currency', 'which currency']], loc.currency.code);
  ask.field('currency', [['unit_price_first_item', 'Unit price of the first line item'], ['first_line_unit_cost', 'price per unit on the first row']], items[0].unit);
  ask.field('number', [['qty_first_line', 'Quantity on the first line'], ['first_item_quantity', 'how many of the first item']], items[0].qty);
  ask.field('text', [['customer_town', 'Town or city of the customer'], ['bill_to_city', '']], cust.town);
  const footerText = pick(r, [`Payment by bank transfer please, quoting ${invNo}.`, 'Thank you for your custom.', `Goods remain our property until paid in full.`]);
  ask.field('single_select', [['payment_method', 'How the invoice is to be paid'], ['pay_via', '']], footerText.includes('transfer') ? 'Bank transfer' : null, ['Bank transfer', 'Credit card', 'Direct debit', 'Cheque']);

  const header = pick(r, ['INVOICE', 'Tax invoice', 'Invoice', 'Rechnung / Invoice', 'Facture / Invoice']);
  const billLabel = pick(r, ['Bill to', 'Sold to', 'Invoice to', 'Customer']);
  const lbl = {
    no: pick(r, ['Invoice no.', 'Invoice #', 'Number', 'Invoice number']),
    date: pick(r, ['Date', 'Invoice date', 'Tax point']),
    due: pick(r, ['Due date', 'Payment due', 'Please pay by']),
    po: pick(r, ['Your PO', 'PO number', 'Customer order no.']),
    del: pick(r, ['Delivery date', 'Date of supply', 'Shipped']),
  };
  const meta: Block[] = [
    { kind: 'kv', label: lbl.no, value: invNo },
    { kind: 'kv', label: lbl.date, value: date(issued) },
    ...(chance(r, 0.5) ? [{ kind: 'kv' as const, label: lbl.del, value: date(delivered) }] : []),
    ...(hasDue ? [{ kind: 'kv' as const, label: lbl.due, value: date(due) }] : []),
    ...(hasPo ? [{ kind: 'kv' as const, label: lbl.po, value: poNo }] : []),
  ];
  const sellerBlock: Block[] = [{ kind: 'title', text: seller }, { kind: 'lines', lines: address(r, loc.name).lines }];
  const billBlock: Block[] = [{ kind: 'kv', label: billLabel, value: '', above: true }, { kind: 'lines', lines: [customer, ...cust.lines] }];
  const cols = pick(r, [
    ['Description', 'Qty', 'Unit price', 'Amount'],
    ['Item', 'Quantity', 'Price each', 'Line total'],
    ['Description', 'Units', 'Rate', 'Total'],
  ]);
  const table: Block = { kind: 'table', header: cols, rows: items.map((i) => [i.what, String(i.qty), num(i.unit), num(lineTotal(i))]) };
  const totals: Block[] = [
    { kind: 'kv', label: pick(r, ['Subtotal', 'Net total', 'Total excl. VAT']), value: money(subtotal) },
    { kind: 'kv', label: `${taxWord} @ ${fmtNumber(rate, loc.numbers, rate % 1 ? 2 : 0)}%`, value: money(tax) },
    { kind: 'kv', label: pick(r, ['Total', 'Amount due', 'Total due', 'Invoice total']), value: money(total) },
  ];
  const footer: Block = { kind: 'para', text: footerText };
  const order = chance(r, 0.5) ? [...sellerBlock, { kind: 'title' as const, text: header }, ...billBlock, ...meta] : [{ kind: 'title' as const, text: header }, ...meta, ...sellerBlock, ...billBlock];
  return { blocks: [...order, table, ...totals, footer], fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const invoices: Family = { name: 'invoice', kind: 'trade', split: 'train', formats: ['pdf', 'html', 'docx', 'txt'], make };
