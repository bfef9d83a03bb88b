/**
 * Training family: quotations and estimates. The supplier's letterhead on top, the
 * customer in a "Prepared for" block (a company with a contact person, or a
 * household), the quote's number beside the customer's enquiry reference, a
 * quote date and a date it is valid until (or "valid for 30 days"), an item or
 * labour table with a discount line, the total with or without tax, and terms in
 * prose: a deposit as a percentage, payment days and a lead time in weeks.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

const TRADES = ['Brightwater Plumbing', 'Oakridge Joinery', 'Solaris Energy Systems', 'Keystone Roofing', 'Bluepeak IT Services', 'Maison Rénovation', 'Elbtal Haustechnik', 'Summit Landscapes'];
const FORMS = ['Ltd', 'LLC', 'GmbH', 'SARL', 'Inc.', '& Sons'];
const CLIENTS = ['Fairholme Primary School', 'Mr and Mrs Okafor', 'Harbour View Dental', 'Ms Clara Jensen', 'Greyfriars Housing Co-op', 'Linden Court Management', 'Dr Tomasz Nowak'];
const WORK = [
  ['Supply and fit radiator', 'Labour (hours)', 'Thermostatic valves'], ['Oak worktop 3m', 'Fitting labour', 'Sealant and fixings'], ['Solar panel 410W', 'Inverter 5kW', 'Installation day'],
  ['Roof tiles (per m²)', 'Scaffold hire (week)', 'Ridge repair'], ['Laptop setup', 'Network switch', 'Support hours'], ['Turf (m²)', 'Paving slabs', 'Skip hire'],
];
const PLACES: Array<[string, string, string]> = [['18 Kestrel Way', 'York', 'YO31 8QF'], ['402 Elm Street', 'Boulder, CO', '80302'], ['Lindenallee 7', 'Dresden', '01099'], ['3 rue des Tanneurs', 'Lyon', '69002'], ['Unit 2, Mill Lane', 'Exeter', 'EX2 4PR']];

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const date = (d: Date) => fmtDate(d, pick(r, loc.dates), r);
  const supplier = `${pick(r, TRADES)} ${pick(r, FORMS)}`;
  const client = pick(r, CLIENTS);
  const [street, town, post] = pick(r, PLACES);
  const quoteNo = pick(r, [`Q${int(r, 10000, 99999)}`, `EST-${int(r, 2019, 2025)}-${int(r, 100, 999)}`, `${int(r, 1000, 9999)}/${pick(r, ['A', 'B', 'R'])}`]);
  const enquiry = `${pick(r, ['ENQ', 'REQ', 'RFQ'])}-${int(r, 1000, 9999)}`;
  const quoted = randomDate(r, 2019, 2025);
  const validDays = pick(r, [14, 30, 60, 90]);
  const validUntil = addDays(quoted, validDays);
  const validAsDate = chance(r, 0.6);
  const work = pick(r, WORK);
  const lines = work.map((what) => ({ what, qty: int(r, 1, 40), unit: int(r, 8, 900) + pick(r, [0, 0.5, 0.25]) }));
  const sum = Math.round(lines.reduce((t, l) => t + l.qty * l.unit, 0) * 100) / 100;
  const discountPct = pick(r, [0, 5, 10, 12.5]);
  const discount = Math.round(sum * discountPct) / 100;
  const net = Math.round((sum - discount) * 100) / 100;
  const rate = loc.name === 'US' ? 0 : pick(r, [0, 20, 19]);
  const tax = Math.round(net * rate) / 100;
  const total = Math.round((net + tax) * 100) / 100;
  const deposit = pick(r, [20, 25, 30, 50]);
  const payDays = pick(r, [7, 14, 30]);
  const weeks = int(r, 2, 12);
  const preparer = `${pick(r, ['Tom', 'Ingrid', 'Marc', 'Sophie', 'Raj'])} ${pick(r, ['Ashworth', 'Keller', 'Laurent', 'Pike', 'Mehta'])}`;
  const money = (n: number) => fmtMoney(n, loc.currency, loc.numbers, chance(r, 0.3));

  const ask = new Ask(r);
  ask.field('text', [['client', 'who the quote is for'], ['customer_name', 'Name of the customer'], ['prepared_for', '']], client);
  ask.field('text', [['company', 'Business giving the quote'], ['contractor', 'who will do the work'], ['quoted_by', 'the firm quoting']], supplier);
  ask.field('id_alphanumeric', [['quote_number', 'Number of the quotation'], ['estimate_id', ''], ['quote ref', 'reference of this estimate']], quoteNo);
  ask.field('id_alphanumeric', [['enquiry_ref', "The customer's request reference"], ['rfq_number', 'request for quotation number']], enquiry);
  ask.field('date', [['quote_date', 'Date the quote was issued'], ['issued_on', ''], ['date', 'when was it written']], isoOf(quoted));
  ask.field('date', [['valid_until', 'Last day the price holds'], ['expiry_date', 'when the offer expires']], validAsDate ? isoOf(validUntil) : null);
  ask.field('number', [['validity_days', 'How many days the quote is valid for'], ['days_valid', '']], validAsDate ? null : validDays);
  ask.field('currency', [['quote_total', 'Total price quoted'], ['grand_total', 'amount the customer would pay'], ['price', 'overall cost']], total);
  ask.field('currency', [['discount_amount', 'Discount given'], ['reduction', 'money off']], discountPct ? discount : null);
  ask.field('percentage', [['deposit_pct', 'Deposit asked up front, as a percentage'], ['upfront_share', 'share paid before work starts']], deposit);
  ask.field('number', [['payment_terms_days', 'Days allowed to pay'], ['net_days', 'how many days to settle the invoice']], payDays);
  ask.field('number', [['lead_time_weeks', 'Weeks until the work can start'], ['weeks_to_start', '']], weeks);
  ask.field('number', [['first_line_qty', 'Quantity on the first line'], ['qty_line_1', 'how many of the first item']], lines[0].qty);
  ask.field('currency', [['first_line_unit_price', 'Unit price of the first line'], ['rate_line_1', 'price each on line one']], lines[0].unit);
  ask.field('text', [['site_postcode', 'Postcode where the work is done'], ['job_zip', '']], post);
  ask.field('currency_symbol', [['currency', 'Currency of the prices'], ['ccy', 'ISO code of the currency']], loc.currency.code);
  ask.field('date', [['completion_date', 'Date the work was finished'], ['invoice_due', 'When the invoice is due']], null);

  const head: Block[] = [
    { kind: 'title', text: supplier },
    { kind: 'lines', lines: [pick(r, ['Registered in England No. 0874', 'Tel 0161 555 0199', 'info@example.org']), pick(r, ['VAT reg. GB 288 1711 42', 'www.example.org'])] },
    { kind: 'title', text: pick(r, ['QUOTATION', 'Estimate', 'Quote', 'Angebot / Quotation']) },
  ];
  const meta: Block[] = [
    { kind: 'kv', label: pick(r, ['Quote no.', 'Quotation number', 'Estimate #', 'Our ref']), value: quoteNo },
    { kind: 'kv', label: pick(r, ['Your enquiry', 'Your ref', 'RFQ']), value: enquiry },
    { kind: 'kv', label: pick(r, ['Date', 'Date of issue', 'Issued']), value: date(quoted) },
    ...(validAsDate ? [{ kind: 'kv' as const, label: pick(r, ['Valid until', 'Expires', 'Offer valid to']), value: date(validUntil) }] : []),
    { kind: 'kv', label: pick(r, ['Prepared by', 'Contact']), value: preparer },
  ];
  const forBlock: Block[] = [{ kind: 'kv', label: pick(r, ['Prepared for', 'Quotation for', 'Customer', 'Client']), value: '', above: true }, { kind: 'lines', lines: [client, street, ...(loc.name === 'DE' || loc.name === 'FR' ? [`${post} ${town}`] : [`${town} ${post}`])] }];
  const table: Block = {
    kind: 'table',
    header: pick(r, [['Description', 'Qty', 'Unit price', 'Amount'], ['Item', 'Quantity', 'Rate', 'Line total'], ['Work', 'Units', 'Each', 'Total']]),
    rows: lines.map((l) => [l.what, String(l.qty), fmtNumber(l.unit, loc.numbers), fmtNumber(l.qty * l.unit, loc.numbers)]),
  };
  const sums: Block[] = [
    ...(discountPct ? [{ kind: 'kv' as const, label: `${pick(r, ['Discount', 'Less discount'])} ${fmtNumber(discountPct, loc.numbers, Number.isInteger(discountPct) ? 0 : 1)}%`, value: fmtNumber(discount, loc.numbers) }] : []),
    ...(rate ? [{ kind: 'kv' as const, label: pick(r, ['Net', 'Subtotal']), value: fmtNumber(net, loc.numbers) }, { kind: 'kv' as const, label: `${pick(r, ['VAT', 'Tax', 'MwSt.'])} ${rate}%`, value: fmtNumber(tax, loc.numbers) }] : []),
    { kind: 'kv', label: pick(r, ['Total', 'Total price', 'Quote total', 'Amount payable']), value: money(total) },
  ];
  const terms = [
    pick(r, [`A deposit of ${deposit}% is due on acceptance`, `We ask for ${deposit}% of the price up front`, `On acceptance, a ${deposit}% deposit secures your booking`]),
    pick(r, [`the balance within ${payDays} days of completion.`, `with the remainder payable ${payDays} days after invoice.`, `and the rest is payable within ${payDays} days.`]),
  ].join(', ');
  const blocks: Block[] = [
    ...head,
    ...(chance(r, 0.5) ? [...meta, ...forBlock] : [...forBlock, ...meta]),
    { kind: 'para', text: pick(r, [`Thank you for your enquiry. We are pleased to quote as follows for work at ${street}, ${town}.`, `Further to our visit, please find our price below.`]) },
    table,
    ...sums,
    { kind: 'para', text: `${terms} ${pick(r, [`Work can start ${weeks} weeks from acceptance.`, `Our current lead time is ${weeks} weeks.`, `We can begin in about ${weeks} weeks.`])}` },
    ...(validAsDate ? [] : [{ kind: 'para' as const, text: pick(r, [`This quotation is valid for ${validDays} days.`, `Prices are held for ${validDays} days from the date above.`]) }]),
    { kind: 'lines', lines: [pick(r, ['Kind regards,', 'Yours sincerely,']), preparer] },
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const quotations: Family = { name: 'quotation', kind: 'trade', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
