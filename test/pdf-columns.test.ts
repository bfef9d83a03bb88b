import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfkitPdf, uploadForm } from './support/documents.ts';
import { startServer, type TestServer } from './support/server.ts';

/**
 * A PDF page set in two columns by pdfkit (a title across the page, the text flowing
 * from the foot of the left column to the head of the right one, a closing line across
 * the page), read through the real server: the left column comes back before the right
 * one, so every sentence reads whole, and the lines across the page stay where they are.
 */

let server: TestServer;
let engineId: string;
beforeAll(async () => {
  server = await startServer();
  engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'PDF columns' })).json()).id;
});
afterAll(() => server?.stop());

const SENTENCES = [
  'The Recipient shall hold all Confidential Information in strict confidence.',
  'It shall not disclose any of it to a third party without the written consent of the Discloser.',
  'It may use the information only to evaluate the proposed transaction between the parties.',
  'On request it shall return or destroy every copy of the information within ten business days.',
  'These duties last for three years after the date on which this Agreement is signed.',
  'This Agreement is governed by the laws of the State of Delaware, without regard to conflict of laws.',
  'Each party submits to the courts sitting in Wilmington for any dispute arising out of it.',
  'No failure to use a right under this Agreement is a waiver of that right.',
];
const CLOSING = 'Signed in two copies on the date first written above by both of the parties to this Agreement.';

function twoColumnPdf(title: string): Promise<Buffer> {
  return pdfkitPdf((doc) => {
    doc.addPage();
    doc.fontSize(16).text(title, 72, 72, { width: 465, align: 'center' });
    // Eight lines of 10 points to a column: the text runs on into the right column.
    doc.fontSize(10).text(SENTENCES.join(' '), 72, 110, { columns: 2, columnGap: 15, width: 465, height: 100 });
    doc.text(CLOSING, 72, 230, { width: 465 });
  });
}

describe('PDF columns', () => {
  it('reads a two-column page column by column, the title above and the closing line below in place', async () => {
    const title = `MUTUAL NONDISCLOSURE AGREEMENT ${randomUUID().slice(0, 8)}`;
    const upload = await server.fetch('/api/v1/data-sources', {
      method: 'POST',
      body: uploadForm({ name: 'nda.pdf', content: await twoColumnPdf(title), type: 'application/pdf' }, { type: 'file', knowledge_engine_id: engineId }),
    });
    const record = await upload.json();
    expect(upload.status, JSON.stringify(record)).toBe(201);
    expect(record.format).toBe('pdf');
    const content = await (await server.fetch(`/api/v1/data-sources/${record.id}/content`)).json();
    expect(content.pages).toHaveLength(1);
    const lines: string[] = content.pages[0].text.split('\n');
    expect(lines[0]).toBe(title);
    expect(lines[lines.length - 1]).toBe(CLOSING);
    const body = lines.slice(1, -1);
    // Both columns filled, and no line of the page joins a line of one column to one of the other.
    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(body.every((line) => !line.includes('\t') && !line.includes(' | '))).toBe(true);
    // Read in order, the lines give back the text as written, every sentence whole, the
    // one cut at the foot of the left column going on at the head of the right one.
    expect(body.join(' ')).toBe(SENTENCES.join(' '));
  });
});
