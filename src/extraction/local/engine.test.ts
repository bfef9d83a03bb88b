import { describe, expect, it } from 'vitest';
import type { ExtractedField, FieldDefinition } from '../../domain/tool-runs.ts';
import { Doc } from './doc.ts';
import { analyzeFields } from './field.ts';
import { createLocalBackend } from './index.ts';
import { defaultModel } from './model.ts';
import { words } from '../text.ts';

async function extract(pages: string[], defs: FieldDefinition[]): Promise<Record<string, ExtractedField>> {
  const out = await createLocalBackend().extract({
    fields: defs,
    sources: [{ dataSourceId: 'ds_TESTTEST00', name: 'doc', pages: pages.map((text, i) => ({ page: i + 1, text })) }],
    signal: new AbortController().signal,
    onField: () => {},
  });
  // Every answer's evidence is exactly the page text between its offsets, and every confidence a probability.
  for (const f of out) {
    expect(f.confidence).toBeGreaterThanOrEqual(0);
    expect(f.confidence).toBeLessThanOrEqual(1);
    for (const e of f.evidence) {
      expect(e.dataSourceId).toBe('ds_TESTTEST00');
      expect(pages[e.page - 1].slice(e.start, e.end)).toBe(e.text);
    }
    // A null answer cites nothing.
    expect(f.value === null && f.evidence.length > 0).toBe(false);
  }
  return Object.fromEntries(out.map((f) => [f.name, f]));
}

const field = (name: string, description: string, type: FieldDefinition['type'], options?: string[]): FieldDefinition => ({ name, description, type, ...(options ? { options } : {}) });

describe('decoys', () => {
  const INVOICE = `Northwind Traders Ltd
12 Market Street, Springfield

INVOICE
Invoice No.: NW-48213
Order date: 03/02/2024
Due date: 17/02/2024

Description          Qty   Unit price   Amount
Consulting hours       10        95.00   950.00
Licence renewal         1       300.00   300.00

Subtotal: €1.250,00
VAT (21%): €262,50
Total due: €1.512,50`;

  it('takes the total, not the subtotal beside it; the due date, not the order date', async () => {
    const r = await extract([INVOICE], [
      field('total', 'Total amount due', 'currency'),
      field('due_date', 'Date by which the invoice must be paid', 'date'),
      field('order_date', 'Date of the order', 'date'),
      field('invoice_number', 'The invoice number', 'id_alphanumeric'),
      field('vat_rate', 'VAT rate applied', 'percentage'),
    ]);
    expect(r.total.value).toBe(1512.5);
    expect(r.total.evidence[0].text).toBe('€1.512,50');
    // 17/02 shows the document writes dates day first, so 03/02 is the 3rd of February.
    expect(r.due_date.value).toBe('2024-02-17');
    expect(r.order_date.value).toBe('2024-02-03');
    expect(r.invoice_number.value).toBe('NW-48213');
    expect(r.vat_rate.value).toBe(21);
  });
});

describe('layouts', () => {
  it('reads a value under its label and a value in a table column', async () => {
    const page = `Customer:
Harbor Media GmbH

Order # | Date | Delivery
ORD/807/K13 | 2023-10-12 | 2023-10-31`;
    const r = await extract([page], [
      field('customer', 'Name of the customer', 'text'),
      field('delivery_date', 'Requested delivery date', 'date'),
      field('order_number', 'The order number', 'id_alphanumeric'),
    ]);
    expect(r.customer.value).toBe('Harbor Media GmbH');
    expect(r.delivery_date.value).toBe('2023-10-31');
    expect(r.order_number.value).toBe('ORD/807/K13');
  });

  it('finds values in prose, across pages', async () => {
    const pages = [
      'MUTUAL NON-DISCLOSURE AGREEMENT\n\nThis Agreement is entered into as of March 5, 2024 by and between Kite Pharma, Inc., a Delaware corporation ("Kite"), and Gilead Sciences, Inc., a Delaware corporation ("Gilead").',
      '7. Term. This Agreement shall remain in effect for a period of two (2) years from the Effective Date.\n\n8. Governing Law. This Agreement shall be governed by the laws of the State of New York.',
    ];
    const r = await extract(pages, [
      field('effective_date', 'Date on which the agreement becomes effective', 'date'),
      field('party_1', 'Name of a party to the agreement', 'text'),
      field('party_2', 'Name of a party to the agreement', 'text'),
      field('party_3', 'Name of a party to the agreement', 'text'),
      field('jurisdiction', 'State whose laws govern the agreement', 'text'),
      field('term', 'How long the agreement lasts', 'text'),
    ]);
    expect(r.effective_date.value).toBe('2024-03-05');
    // Slots take distinct answers in the order the document names them; an extra slot stays empty.
    expect(r.party_1.value).toBe('Kite Pharma, Inc.');
    expect(r.party_2.value).toBe('Gilead Sciences, Inc.');
    expect(r.party_3.value).toBeNull();
    expect(r.jurisdiction.value).toBe('New York');
    expect(r.jurisdiction.evidence[0].page).toBe(2);
    expect(r.term.value).toBe('two (2) years');
  });
});

describe('every type', () => {
  const TICKET = `Subject: Charged twice for order WEB-2024-0193
Status: Open
Priority: High
Requester: Maria Schmidt
Created at: 2024-06-03

Hello, I was charged twice for order WEB-2024-0193. The problem concerns billing and the mobile app.
I would like a refund of $49.99 to my card. You can follow the case at https://support.example.org/tickets/5498.
Thanks, Maria Schmidt`;

  it('answers text, id, number, currency, code, date, selects, url and verbatim fields in their shapes', async () => {
    const r = await extract([TICKET], [
      field('subject', 'Subject line of the ticket', 'text'),
      field('order_reference', 'Order number the customer refers to', 'id_alphanumeric'),
      field('refund_amount', 'Refund amount asked for', 'currency'),
      field('currency', 'Currency of the refund', 'currency_symbol'),
      field('created', 'Date the ticket was created', 'date'),
      field('priority', 'Priority of the ticket', 'single_select', ['Low', 'Medium', 'High', 'Urgent']),
      field('areas', 'Product areas concerned', 'multi_select', ['Billing', 'Shipping', 'Login', 'Mobile app']),
      field('tracking_link', 'Link to follow the case', 'url'),
      field('requester', 'Person who opened the ticket', 'text'),
      field('refund_request', 'The sentence asking for a refund', 'verbatim'),
    ]);
    expect(r.subject.value).toBe('Charged twice for order WEB-2024-0193');
    expect(r.order_reference.value).toBe('WEB-2024-0193');
    expect(r.refund_amount.value).toBe(49.99);
    expect(r.currency.value).toBe('USD');
    expect(r.created.value).toBe('2024-06-03');
    expect(r.priority).toMatchObject({ value: 'High', options: ['Low', 'Medium', 'High', 'Urgent'] });
    expect(r.areas.value).toEqual(['Billing', 'Mobile app']);
    expect(r.areas.evidence.map((e) => e.text.toLowerCase())).toEqual(['billing', 'mobile app']);
    expect(r.tracking_link.value).toBe('https://support.example.org/tickets/5498');
    expect(r.requester.value).toBe('Maria Schmidt');
    expect(r.refund_request.value).toBe('I would like a refund of $49.99 to my card.');
  });

  it('answers null with low confidence when the document does not hold the value', async () => {
    const r = await extract([TICKET], [
      field('invoice_date', 'Date of the invoice', 'date'),
      field('tax_rate', 'Tax rate applied', 'percentage'),
      field('shipping', 'Shipping method', 'single_select', ['Standard', 'Express']),
    ]);
    const invoice = await extract(['Invoice No.: NW-48213\nTotal due: €1.512,50'], [
      field('vendor_website', "The vendor's website", 'url'),
      field('due_date', 'Date by which the invoice must be paid', 'date'),
      field('notes', 'The sentence about late payment', 'verbatim'),
    ]);
    for (const f of [r.tax_rate, r.shipping, ...Object.values(invoice)]) {
      expect(f.value, f.name).toBeNull();
      expect(f.confidence, f.name).toBeLessThanOrEqual(0.25);
    }
    // The ticket's one date, labelled "Created at", is the only date an invoice date could be: the engine may offer
    // it, but never with confidence (the fitted threshold answers whatever is likelier than not being there).
    expect(r.invoice_date.confidence).toBeLessThan(0.6);
  });

  it('counts in numbers and percentages as written', async () => {
    const r = await extract(['Payment terms: Net 30\nUnits ordered: 1 250\nDiscount: 12,5 %\nLate interest: 1.5% per month'], [
      field('payment_days', 'Number of days allowed for payment', 'number'),
      field('units', 'Units ordered', 'number'),
      field('discount', 'Discount granted', 'percentage'),
    ]);
    expect(r.payment_days.value).toBe(30);
    expect(r.discount.value).toBe(12.5);
  });
});

describe('field analysis', () => {
  it('groups numbered fields into slots and reads what kind of thing a field asks for', () => {
    const [p1, p2, addr, company] = analyzeFields([
      field('party_1', 'A party', 'text'),
      field('party_2', 'A party', 'text'),
      field('address', 'Address of the shop', 'text'),
      field('company', 'Name of the company that issued the receipt', 'text'),
    ]);
    expect(p1.slot).toEqual({ key: 'text:party', index: 1 });
    expect(p2.slot?.index).toBe(2);
    expect(addr.classes.address).toBe(1);
    // The description's "shop" says whose address it is, not that a shop name is wanted.
    expect(addr.classes.org).toBeLessThan(0.5);
    expect(company.classes.org).toBe(1);
    expect(words('invoiceNumber_2')).toEqual(['invoice', 'number', '2']);
  });

  it('reads the locale of a document for ambiguous dates', () => {
    const doc = (text: string) => new Doc([{ dataSourceId: 'ds_x', name: 'x', pages: [{ page: 1, text }] }]);
    expect(doc('Total RM 9.00 GST 6%').dayFirst).toBe(true);
    expect(doc('Total $9.00, Austin, TX 78701').dayFirst).toBe(false);
    expect(doc('Dated 25/12/2018').dayFirst).toBe(true);
    expect(doc('Nothing here').dayFirst).toBeUndefined();
  });

  it('has a fitted model with a calibration map', () => {
    const m = defaultModel();
    expect(m.data.calibration.single.x.length).toBeGreaterThan(3);
    for (let p = 0; p < 1; p += 0.1) expect(m.calibrate(p + 0.1, false)).toBeGreaterThanOrEqual(m.calibrate(p, false));
  });
});
