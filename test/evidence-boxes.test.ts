import { randomUUID } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForm } from './support/documents.ts';
import { makeMixedPdf, makePositionedPdf, textImage } from './support/ingest-files.ts';
import { startServer, type TestServer } from './support/server.ts';

/**
 * DESIGN section 10: evidence carries `bbox`, [x0, y0, x1, y1] as fractions of the page
 * from its top left, for PDF pages (the text layer's positions) and images (OCR's word
 * boxes), and none for text documents. Read through the real server on both surfaces.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const newEngine = async () => (await (await server.json('/api/v1/knowledge-engines', { name: `boxes-${randomUUID().slice(0, 6)}` })).json()).id as string;

async function upload(engine: string, name: string, content: Buffer, type: string): Promise<string> {
  const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name, content, type }, { type: 'file', knowledge_engine_id: engine }) });
  const record = await res.json();
  expect(res.status, JSON.stringify(record)).toBe(201);
  for (let i = 0; i < 600 && record.status === 'processing'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    Object.assign(record, await (await server.fetch(`/api/v1/data-sources/${record.id}`)).json());
  }
  expect(record.status).toBe('processed');
  return record.id;
}

/** Runs one id field over the document and answers the run's REST record. */
async function extractId(engine: string, dataSource: string): Promise<any> {
  const res = await server.json('/api/v1/tool-runs', {
    tool: {
      type: 'extract_fields_from_data_sources',
      knowledge_engine_id: engine,
      tagged_data_sources: [{ id: dataSource }],
      fields: [{ field_name: 'invoice_number', description: 'The invoice number', type: 'id_alphanumeric' }],
    },
  });
  const run = await res.json();
  expect(res.status, JSON.stringify(run)).toBe(201);
  return run;
}

async function graphqlEvidence(runId: string): Promise<any[]> {
  const { body } = await server.graphql(`query($id: ID!) { toolRun(id: $id) { result { extractedFields { evidence { page start end text bbox } } } } }`, { id: runId });
  expect(body.errors).toBeUndefined();
  return body.data.toolRun.result.extractedFields[0].evidence;
}

const LETTER = { width: 612, height: 792 };
const SIZE = 12;

describe('evidence bbox', () => {
  it('places a PDF word where its text run stands on the page', async () => {
    const engine = await newEngine();
    const pdf = await makePositionedPdf([
      { text: 'ACME Supplies Ltd', x: 72, y: 60, size: 18 },
      { text: 'Invoice number:', x: 72, y: 300, size: SIZE },
      { text: 'INV-31337', x: 330, y: 300, size: SIZE },
      { text: 'Thank you for your business.', x: 72, y: 400, size: SIZE },
    ]);
    const ds = await upload(engine, 'invoice.pdf', pdf, 'application/pdf');
    const run = await extractId(engine, ds);
    const [evidence] = run.result.extracted_fields.invoice_number.evidence;
    expect(evidence.text).toBe('INV-31337');

    // pdfkit puts the top of the line at y and the baseline one ascender (Helvetica: 0.718 em) below it.
    const width = new PDFDocument({ autoFirstPage: false }).font('Helvetica').fontSize(SIZE).widthOfString('INV-31337');
    const baseline = 300 + 0.718 * SIZE;
    const [x0, y0, x1, y1] = evidence.bbox;
    expect(x0).toBeCloseTo(330 / LETTER.width, 3);
    expect(x1).toBeCloseTo((330 + width) / LETTER.width, 3);
    expect(y0).toBeCloseTo((baseline - 0.8 * SIZE) / LETTER.height, 3);
    expect(y1).toBeCloseTo((baseline + 0.2 * SIZE) / LETTER.height, 3);

    expect(await graphqlEvidence(run.id)).toEqual([{ page: 1, start: evidence.start, end: evidence.end, text: 'INV-31337', bbox: evidence.bbox }]);

    // The positions go with their data source.
    const stored = server.rows().data_source_page_boxes;
    expect(stored).toBeGreaterThan(0);
    expect((await server.fetch(`/api/v1/data-sources/${ds}`, { method: 'DELETE' })).status).toBe(200);
    expect(server.rows().data_source_page_boxes).toBe(stored - 1);
  });

  it('narrows a span inside a longer run to its own characters', async () => {
    const engine = await newEngine();
    const line = 'Invoice number INV-90210 issued today';
    const pdf = await makePositionedPdf([{ text: line, x: 72, y: 200, size: SIZE }]);
    const ds = await upload(engine, 'one-run.pdf', pdf, 'application/pdf');
    const [evidence] = (await extractId(engine, ds)).result.extracted_fields.invoice_number.evidence;
    expect(evidence.text).toBe('INV-90210');
    const runWidth = new PDFDocument({ autoFirstPage: false }).font('Helvetica').fontSize(SIZE).widthOfString(line);
    const [x0, , x1] = evidence.bbox;
    // Characters counted as equally wide: the word's share of the run, within a few characters' width.
    const charWidth = runWidth / line.length / LETTER.width;
    expect(x0).toBeCloseTo((72 + (runWidth * line.indexOf('INV')) / line.length) / LETTER.width, 3);
    expect(x1 - x0).toBeCloseTo(9 * charWidth, 3);
    expect(x0).toBeGreaterThan(72 / LETTER.width + 10 * charWidth);
  });

  it('places a word of a scan where OCR found it', async () => {
    const engine = await newEngine();
    const lines = ['ACME Supplies Ltd', 'Invoice number INV-4711'];
    const ds = await upload(engine, 'scan.png', textImage(lines), 'image/png');
    const run = await extractId(engine, ds);
    const [evidence] = run.result.extracted_fields.invoice_number.evidence;
    expect(evidence.text).toBe('INV-4711');

    // Where textImage drew it: 1400 x 340 pixels, line 2's baseline at y = 240, 64 px bold type.
    const g = createCanvas(10, 10).getContext('2d');
    g.font = 'bold 64px sans-serif';
    const left = 60 + g.measureText('Invoice number ').width;
    const right = 60 + g.measureText('Invoice number INV-4711').width;
    const [x0, y0, x1, y1] = evidence.bbox;
    expect(Math.abs(x0 - left / 1400)).toBeLessThan(0.01);
    expect(Math.abs(x1 - right / 1400)).toBeLessThan(0.01);
    // Capitals stand about 46 px above the baseline; OCR's box hugs the ink.
    expect(Math.abs(y0 - (240 - 46) / 340)).toBeLessThan(0.02);
    expect(Math.abs(y1 - 240 / 340)).toBeLessThan(0.02);
    expect((await graphqlEvidence(run.id))[0].bbox).toEqual(evidence.bbox);
  });

  it('places a word of a scanned PDF page on the page, not on the scan inside it', async () => {
    const engine = await newEngine();
    const lines = ['ACME Supplies Ltd', 'Invoice number INV-4711'];
    // makeMixedPdf draws the scan 550 points wide at (20, 20) on an A4 page (595.28 x 841.89 points).
    const ds = await upload(engine, 'scanned.pdf', await makeMixedPdf([{ image: textImage(lines) }]), 'application/pdf');
    const [evidence] = (await extractId(engine, ds)).result.extracted_fields.invoice_number.evidence;
    expect(evidence.text).toBe('INV-4711');
    const g = createCanvas(10, 10).getContext('2d');
    g.font = 'bold 64px sans-serif';
    const points = (px: number) => 20 + (px * 550) / 1400;
    const [x0, y0, x1, y1] = evidence.bbox;
    expect(Math.abs(x0 - points(60 + g.measureText('Invoice number ').width) / 595.28)).toBeLessThan(0.01);
    expect(Math.abs(x1 - points(60 + g.measureText('Invoice number INV-4711').width) / 595.28)).toBeLessThan(0.01);
    expect(Math.abs(y0 - points(240 - 46) / 841.89)).toBeLessThan(0.01);
    expect(Math.abs(y1 - points(240) / 841.89)).toBeLessThan(0.01);
  });

  it('has no bbox for a text document: absent in REST, null in GraphQL', async () => {
    const engine = await newEngine();
    const ds = await upload(engine, 'invoice.txt', Buffer.from('ACME Supplies Ltd\nInvoice number: INV-31337\n'), 'text/plain');
    const run = await extractId(engine, ds);
    const [evidence] = run.result.extracted_fields.invoice_number.evidence;
    expect(evidence).toEqual({ data_source_id: expect.stringMatching(/^ds_/), page: 1, start: evidence.start, end: evidence.end, text: 'INV-31337' });
    expect((await graphqlEvidence(run.id))[0].bbox).toBeNull();
  });
});
