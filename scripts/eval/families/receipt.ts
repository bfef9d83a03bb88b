/**
 * Training family: shop and restaurant receipts, as a till prints them: the store
 * at the top, a receipt or transaction number on the line with the date, the
 * cashier or server, items with quantities and prices (the first item's asked),
 * subtotal, tax, total, tender and change.
 */
import { fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

const STORES = ['Corner Grocer', 'Bean & Leaf Café', 'Hilltop Hardware', 'Blue Door Bistro', 'QuickMart', 'Bäckerei Sonne', 'La Petite Épicerie', 'Green Basket', 'Pizzeria Roma'];
const STAFF = ['Dana', 'Marco', 'Helga', 'Sophie', 'Raj', 'Tom', 'Ines', 'Kofi', 'Lena'];
const GOODS = ['Milk 1L', 'Flat white', 'Sourdough loaf', 'Screws 4x40', 'Margherita', 'Bananas', 'Espresso', 'Paint brush', 'Sparkling water', 'Croissant'];
const STREETS = ['12 Bridge St', '401 Main Street', 'Bahnhofstr. 7', '3 rue Victor Hugo', '88 Queen Road'];

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const store = pick(r, STORES);
  const day = randomDate(r, 2019, 2025);
  const time = `${pad(int(r, 7, 22))}:${pad(int(r, 0, 59))}`;
  const receiptNo = String(int(r, 1000, 999999));
  const staff = pick(r, STAFF);
  const restaurant = /Café|Bistro|Pizzeria/.test(store);
  const items = Array.from({ length: int(r, 1, 6) }, () => ({ what: pick(r, GOODS), qty: chance(r, 0.6) ? 1 : int(r, 2, 4), unit: int(r, 1, 30) + pick(r, [0, 0.5, 0.25, 0.99]) }));
  const lineTotal = (i: (typeof items)[number]) => Math.round(i.qty * i.unit * 100) / 100;
  const subtotal = Math.round(items.reduce((t, i) => t + lineTotal(i), 0) * 100) / 100;
  const rate = loc.name === 'US' ? 8 : loc.name === 'DE' ? 7 : 20;
  const taxIncluded = loc.name !== 'US';
  const tax = Math.round((taxIncluded ? subtotal - subtotal / (1 + rate / 100) : (subtotal * rate) / 100) * 100) / 100;
  const total = taxIncluded ? subtotal : Math.round((subtotal + tax) * 100) / 100;
  const cash = chance(r, 0.5);
  const tendered = cash ? Math.ceil(total / 10) * 10 : total;
  const tip = restaurant && chance(r, 0.5) ? Math.round(total * 0.1 * 100) / 100 : 0;
  const n = (x: number) => fmtNumber(x, loc.numbers);

  const ask = new Ask(r);
  ask.field('text', [['store', 'Name of the shop'], ['merchant', 'where the purchase was made'], ['shop_name', '']], store);
  ask.field('date', [['purchase_date', 'Date of purchase'], ['date', ''], ['when', 'day of the transaction']], isoOf(day));
  ask.field('currency', [['total', 'Total paid'], ['amount_paid', 'how much was paid'], ['receipt_total', '']], total);
  ask.field('text', [['cashier', 'Name of the cashier or server'], ['served_by', 'staff member who served'], ['employee', 'who rang it up']], staff);
  ask.field('id_alphanumeric', [['receipt_number', 'Receipt or transaction number'], ['txn_id', '']], receiptNo);
  ask.field('currency', [['tax', 'Tax or VAT amount on the receipt'], ['vat_included', 'VAT']], tax);
  ask.field('currency', [['tip', 'Tip or gratuity added'], ['gratuity', '']], tip || null);
  ask.field('currency_symbol', [['currency', ''], ['paid_in', 'currency paid in']], loc.currency.code);
  ask.field('number', [['first_item_qty', 'Quantity of the first item bought'], ['how_many_first', 'how many of the first item']], items[0].qty);
  ask.field('currency', [['first_item_unit_price', 'Price of one unit of the first item'], ['unit_price_line_1', '']], items[0].unit);
  ask.field('single_select', [['payment_method', 'How the customer paid'], ['paid_by', ''], ['tender', 'cash or card']], cash ? 'Cash' : 'Card', ['Cash', 'Card', 'Voucher']);

  const staffLabel = restaurant ? pick(r, ['Server', 'Served by', 'Table host']) : pick(r, ['Cashier', 'Operator', 'Your cashier today']);
  const head: Block[] = [
    { kind: 'title', text: store.toUpperCase() },
    { kind: 'lines', lines: [pick(r, STREETS), pick(r, ['Tel 0161 555 0199', 'Tel (503) 555-0142', 'Tel 030 5550 1234'])] },
    { kind: 'lines', lines: [chance(r, 0.5) ? `${fmtDate(day, pick(r, loc.dates), r)} ${time}   #${receiptNo}` : `Receipt ${receiptNo}   ${fmtDate(day, pick(r, loc.dates), r)}`, `${staffLabel}: ${staff}`] },
  ];
  // Items as a till prints them ("2 x Espresso @ 2.50   5.00"), or in columns.
  const lines: Block = chance(r, 0.5)
    ? { kind: 'table', header: ['', ''], rows: items.map((i) => [i.qty > 1 ? `${i.qty} x ${i.what} @ ${n(i.unit)}` : i.what, n(lineTotal(i))]) }
    : { kind: 'table', header: pick(r, [['Qty', 'Item', 'Each', 'Amount'], ['Qty', 'Description', 'Unit', 'Total']]), rows: items.map((i) => [String(i.qty), i.what, n(i.unit), n(lineTotal(i))]) };
  const totals: Block[] = [
    ...(taxIncluded ? [] : [{ kind: 'kv' as const, label: 'Subtotal', value: n(subtotal) }, { kind: 'kv' as const, label: `Tax ${rate}%`, value: n(tax) }]),
    { kind: 'kv', label: pick(r, ['TOTAL', 'Total', 'Amount due']), value: fmtMoney(total, loc.currency, loc.numbers, chance(r, 0.2)) },
    ...(tip ? [{ kind: 'kv' as const, label: 'Tip', value: n(tip) }] : []),
    { kind: 'kv', label: cash ? 'Cash' : pick(r, ['Card', 'VISA', 'Mastercard']), value: n(tendered + tip) },
    ...(cash ? [{ kind: 'kv' as const, label: 'Change', value: n(tendered - total) }] : []),
    ...(taxIncluded ? [{ kind: 'kv' as const, label: `incl. VAT ${rate}%`, value: n(tax) }] : []),
  ];
  return { blocks: [...head, lines, ...totals, { kind: 'para', text: pick(r, ['Thank you, come again!', 'Keep your receipt for returns within 28 days.', 'Danke für Ihren Einkauf']) }], fields: ask.fields, gold: ask.gold };
}

export const receipts: Family = { name: 'receipt', kind: 'trade', split: 'train', formats: ['txt', 'pdf', 'html'], make };
