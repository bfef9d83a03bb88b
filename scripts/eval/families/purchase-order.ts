/**
 * Training family: purchase orders. The buyer issues the order; the supplier (or
 * vendor) is named in its own block. An order date beside a requested delivery
 * date, a quotation number beside the PO number, a delivery address, an item
 * table (the first line's quantity and unit price asked), VAT or sales tax on the net
 * value or none, and an order total. Prices by symbol or code.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

const FIRST = ['Pinecrest', 'Rowan', 'Bellmont', 'Stonegate', 'Clearview', 'Hartwell', 'Norfield', 'Lakeside', 'Crestline', 'Ridgeway'];
const SECOND = ['Hospital Trust', 'Academy', 'Manufacturing', 'Hotels', 'Council', 'Builders', 'Laboratories', 'Farms', 'Motors'];
const SUPPLIERS = ['Apex Industrial Supply', 'Delta Fasteners', 'Greenline Packaging', 'Kraft Werkzeuge', 'Medica Direct', 'Nordic Timber', 'Papeterie Moreau', 'Sigma Electronics', 'Unity Chemicals'];
const FORMS = ['Ltd', 'LLC', 'GmbH', 'S.A.', 'Inc.', 'plc'];
const ITEMS = ['Safety gloves (pair)', 'M8 hex bolts x100', 'Corrugated boxes', 'Nitrile swabs', 'Oak boards 2m', 'Label printer', 'Resistor kit', 'Cleaning solvent 5L'];
const PLACES: Array<[string, string, string]> = [
  ['Unit 4, Riverside Park', 'Sheffield', 'S9 2RX'], ['1200 Commerce Blvd', 'Dayton, OH', '45402'], ['Industriestraße 12', 'Stuttgart', '70565'], ['ZI Les Landes', 'Rennes', '35000'], ['77 Dock Road', 'Liverpool', 'L3 4BB'],
];

const buyerName = (r: Rng) => `${pick(r, FIRST)} ${pick(r, SECOND)}`;

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const byCode = chance(r, 0.4);
  const date = (d: Date) => fmtDate(d, pick(r, loc.dates), r);
  const buyer = buyerName(r);
  const supplier = `${pick(r, SUPPLIERS)} ${pick(r, FORMS)}`;
  const po = pick(r, [`PO${int(r, 10000, 99999)}`, `4500${int(r, 100000, 999999)}`, `PUR-${int(r, 2020, 2025)}-${int(r, 100, 999)}`]);
  const quote = `Q-${int(r, 1000, 9999)}`;
  const ordered = randomDate(r, 2019, 2025);
  const wanted = addDays(ordered, int(r, 5, 45));
  const [street, town, post] = pick(r, PLACES);
  const items = Array.from({ length: int(r, 1, 5) }, () => ({ what: pick(r, ITEMS), qty: int(r, 1, 200), unit: int(r, 1, 300) + pick(r, [0, 0.5, 0.99]) }));
  const net = Math.round(items.reduce((t, i) => t + i.qty * i.unit, 0) * 100) / 100;
  // VAT or sales tax on top of the goods, or none stated.
  const rate = loc.name === 'US' ? pick(r, [0, 0, 6.25]) : pick(r, [0, 20, 19]);
  const tax = Math.round(net * rate) / 100;
  const total = Math.round((net + tax) * 100) / 100;
  const contact = `${pick(r, ['A.', 'J.', 'K.', 'M.'])} ${pick(r, ['Reid', 'Fischer', 'Dubois', 'Howard', 'Singh'])}`;

  const ask = new Ask(r);
  ask.field('text', [['supplier', 'Company the order is placed with'], ['vendor_name', 'who supplies the goods'], ['Vendor', 'name of the vendor']], supplier);
  ask.field('text', [['buyer', 'Organisation placing the order'], ['ordering_company', 'who is buying'], ['customer', 'the purchaser']], buyer);
  ask.field('id_alphanumeric', [['po_number', 'Purchase order number'], ['PO #', ''], ['order_reference', 'reference of this order']], po);
  ask.field('date', [['order_date', 'Date of the order'], ['when was it ordered', ''], ['date_placed', 'date the PO was raised']], isoOf(ordered));
  ask.field('date', [['delivery_date', 'Requested delivery date'], ['required_by', 'date the goods are needed']], isoOf(wanted));
  ask.field('currency', [['order_total', 'Total value of the order'], ['total_value', ''], ['po_amount', 'amount of the purchase order']], total);
  ask.field('currency_symbol', [['currency', 'Currency of the order'], ['ccy', '']], loc.currency.code);
  ask.field('text', [['delivery_postcode', 'Postcode or ZIP of the delivery address'], ['ship_to_zip', '']], post);
  ask.field('text', [['delivery_town', 'Town of the delivery address'], ['ship_to_city', 'city goods go to']], town.replace(/, [A-Z]{2}$/, ''));
  ask.field('number', [['qty_first_item', 'Quantity of the first item'], ['first_line_quantity', 'how many units on line 1']], items[0].qty);
  ask.field('currency', [['first_item_price', 'Price per unit of the first item'], ['line_1_rate', 'unit rate on the first line']], items[0].unit);
  ask.field('date', [['invoice_date', 'Date of the invoice'], ['payment_due', 'When payment is due']], null);
  ask.field('currency', [['vat', 'VAT or tax on the order'], ['tax_amount', '']], rate ? tax : null);
  ask.field('currency', [['net_value', 'Order value before tax'], ['goods_subtotal', 'goods total excluding VAT']], rate ? net : null);

  const supplierBlock: Block[] = [{ kind: 'kv', label: pick(r, ['Supplier', 'Vendor', 'To']), value: '', above: true }, { kind: 'lines', lines: [supplier, pick(r, ['sales@', 'orders@']) + supplier.split(' ')[0].toLowerCase() + '.com'] }];
  const shipBlock: Block[] = [{ kind: 'kv', label: pick(r, ['Deliver to', 'Ship to', 'Delivery address']), value: '', above: true }, { kind: 'lines', lines: [buyer, street, ...(loc.name === 'DE' || loc.name === 'FR' ? [`${post} ${town}`] : [town, post])] }];
  const meta: Block[] = [
    { kind: 'kv', label: pick(r, ['PO number', 'Order No.', 'Purchase order']), value: po },
    { kind: 'kv', label: pick(r, ['Order date', 'Date']), value: date(ordered) },
    { kind: 'kv', label: pick(r, ['Required by', 'Delivery date', 'Deliver on']), value: date(wanted) },
    { kind: 'kv', label: pick(r, ['Your quotation', 'Quote ref.']), value: quote },
    { kind: 'kv', label: pick(r, ['Buyer contact', 'Requested by']), value: contact },
  ];
  const table: Block = {
    kind: 'table',
    header: pick(r, [['Line', 'Description', 'Qty', 'Unit cost', 'Total'], ['#', 'Item', 'Quantity', 'Price', 'Amount']]),
    rows: items.map((i, k) => [String(k + 1), i.what, String(i.qty), fmtNumber(i.unit, loc.numbers), fmtNumber(i.qty * i.unit, loc.numbers)]),
  };
  const blocks: Block[] = [
    { kind: 'title', text: buyer },
    { kind: 'title', text: pick(r, ['PURCHASE ORDER', 'Purchase Order', 'Official Order']) },
    ...meta,
    ...(chance(r, 0.5) ? [...supplierBlock, ...shipBlock] : [...shipBlock, ...supplierBlock]),
    table,
    ...(rate
      ? [
          { kind: 'kv' as const, label: pick(r, ['Subtotal', 'Net', 'Goods total']), value: fmtNumber(net, loc.numbers) },
          { kind: 'kv' as const, label: `${loc.name === 'US' ? 'Sales tax' : pick(r, ['VAT', 'MwSt.', 'Tax'])} ${fmtNumber(rate, loc.numbers, Number.isInteger(rate) ? 0 : 2)}%`, value: fmtNumber(tax, loc.numbers) },
        ]
      : []),
    { kind: 'kv', label: pick(r, ['Order total', 'Total', 'PO value']), value: fmtMoney(total, loc.currency, loc.numbers, byCode) },
    { kind: 'para', text: `Please quote ${po} on all correspondence and invoices. Deliveries are accepted Monday to Friday.` },
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const purchaseOrders: Family = { name: 'purchase-order', kind: 'trade', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
