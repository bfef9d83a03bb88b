import { randomUUID } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForm } from './support/documents.ts';
import { makePositionedPdf } from './support/ingest-files.ts';
import { startServer, type TestServer } from './support/server.ts';

/**
 * A PDF invoice drawn the way invoice generators draw one (every cell a text run at
 * its column's position, amounts right-aligned), read through the real server: its
 * table rows come back with ` | ` between the cells, as tables of every other format do.
 */

let server: TestServer;
let engineId: string;
beforeAll(async () => {
  server = await startServer();
  engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'PDF tables' })).json()).id;
});
afterAll(() => server?.stop());

const SIZE = 10;
const measure = new PDFDocument({ autoFirstPage: false }).font('Helvetica').fontSize(SIZE);
/** A run whose right edge is at `rightEdge`, where pdfkit's `align: 'right'` puts it. */
const right = (text: string, rightEdge: number, y: number) => ({ text, x: rightEdge - measure.widthOfString(text), y, size: SIZE });
const left = (text: string, x: number, y: number) => ({ text, x, y, size: SIZE });

describe('PDF tables', () => {
  it('gives one line per table row with cells joined by " | ", and leaves the text around it as before', async () => {
    const id = randomUUID().slice(0, 8);
    const rows: Array<[string, string, string, string]> = [
      ['Licence renewal', '10', '155.50', '1,555.00'],
      ['Support plan', '3', '153.99', '461.97'],
      ['Training session', '2', '253.00', '506.00'],
    ];
    const pdf = await makePositionedPdf([
      { text: `Invoice ${id}`, x: 72, y: 60, size: 18 },
      left('Bill to:', 72, 100),
      left('Acme Corp.', 160, 100),
      left('Description', 72, 140),
      right('Qty', 300, 140),
      right('Unit price', 400, 140),
      right('Amount', 500, 140),
      ...rows.flatMap(([description, qty, price, amount], i) => {
        const y = 156 + i * 16;
        return [left(description, 72, y), right(qty, 300, y), right(price, 400, y), right(amount, 500, y)];
      }),
      left('Total', 72, 210),
      right('2,522.97', 500, 210),
      left('Thank you for your business.', 72, 250),
    ]);
    const upload = await server.fetch('/api/v1/data-sources', {
      method: 'POST',
      body: uploadForm({ name: 'invoice.pdf', content: pdf, type: 'application/pdf' }, { type: 'file', knowledge_engine_id: engineId }),
    });
    const record = await upload.json();
    expect(upload.status, JSON.stringify(record)).toBe(201);
    expect(record.format).toBe('pdf');
    const content = await (await server.fetch(`/api/v1/data-sources/${record.id}/content`)).json();
    expect(content.pages.map((p: { text: string }) => p.text)).toEqual([
      [
        `Invoice ${id}`,
        // Drawn in reading order, the label and its value are one flow to pdf.js, which puts a space between them.
        'Bill to: Acme Corp.',
        'Description | Qty | Unit price | Amount',
        'Licence renewal | 10 | 155.50 | 1,555.00',
        'Support plan | 3 | 153.99 | 461.97',
        'Training session | 2 | 253.00 | 506.00',
        'Total |  |  | 2,522.97',
        'Thank you for your business.',
      ].join('\n'),
    ]);
  });
});
