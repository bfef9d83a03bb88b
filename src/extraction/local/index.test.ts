import { describe, expect, it } from 'vitest';
import type { ExtractedField, FieldDefinition } from '../../domain/tool-runs.ts';
import { createLocalBackend } from './index.ts';

const INVOICE = `ACME Supplies Ltd
Invoice number: INV-20931
Order date: March 3, 2024
Due date: 2024-04-02
Subtotal: $1,100.00
Tax rate: 13.6%
Total: $1,250.00
Currency: USD
Quantity: 12
Website: https://acme.example.com/invoices
Payment method: Wire transfer
Services: Consulting, Training
Notes: Payment is due within thirty days of the invoice date.`;

const fields: FieldDefinition[] = [
  { name: 'invoice_number', description: 'The invoice number', type: 'id_alphanumeric' },
  { name: 'due_date', description: 'When payment is due', type: 'date' },
  { name: 'total', description: 'Total amount to pay', type: 'currency' },
  { name: 'currency', description: 'Currency code of the amounts', type: 'currency_symbol' },
  { name: 'tax_rate', description: 'Tax rate applied', type: 'percentage' },
  { name: 'quantity', description: 'Number of items', type: 'number' },
  { name: 'website', description: 'Vendor web site', type: 'url' },
  { name: 'payment_method', description: 'How the invoice is paid', type: 'text' },
  { name: 'payment_terms', description: 'The sentence stating when payment is due', type: 'verbatim' },
  { name: 'payment_kind', description: 'Payment method', type: 'single_select', options: ['Cash', 'Card', 'Wire transfer'] },
  { name: 'services', description: 'Services billed', type: 'multi_select', options: ['Consulting', 'Training', 'Hosting'] },
  { name: 'purchase_order', description: 'Purchase order reference', type: 'id_alphanumeric' },
];

async function run(text: string, defs: FieldDefinition[]): Promise<Record<string, ExtractedField>> {
  const pages = [{ page: 1, text }];
  const seen: string[] = [];
  const out = await createLocalBackend().extract({
    fields: defs,
    sources: [{ dataSourceId: 'ds_AAAAAAAAAA', name: 'invoice.txt', pages }],
    signal: new AbortController().signal,
    onField: (f) => seen.push(f.name),
  });
  expect(seen).toEqual(defs.map((f) => f.name));
  for (const f of out) for (const e of f.evidence) expect(pages[e.page - 1].text.slice(e.start, e.end)).toBe(e.text);
  return Object.fromEntries(out.map((f) => [f.name, f]));
}

describe('local backend on a clearly labelled document', () => {
  it('returns every type in its shape, with evidence that matches the page', async () => {
    const r = await run(INVOICE, fields);
    expect(r.invoice_number.value).toBe('INV-20931');
    expect(r.due_date.value).toBe('2024-04-02');
    expect(r.total.value).toBe(1250);
    expect(r.currency.value).toBe('USD');
    expect(r.tax_rate.value).toBe(13.6);
    expect(r.quantity.value).toBe(12);
    expect(r.website.value).toBe('https://acme.example.com/invoices');
    expect(r.payment_method.value).toBe('Wire transfer');
    expect(r.payment_terms.value).toBe('Payment is due within thirty days of the invoice date.');
    expect(r.payment_kind.value).toBe('Wire transfer');
    expect(r.services.value).toEqual(['Consulting', 'Training']);
    expect(r.total.confidence).toBeGreaterThan(0.7);
    expect(r.total.evidence[0].text).toBe('$1,250.00');
  });

  it('answers null with low confidence for an absent value', async () => {
    const r = await run(INVOICE, fields);
    expect(r.purchase_order.value).toBeNull();
    expect(r.purchase_order.confidence).toBeLessThan(0.3);
  });
});
