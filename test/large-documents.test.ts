import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, uploadForm } from './support/documents.ts';
import { makeWorkbook, makeZip, minimalDocxEntries } from './support/ingest-files.ts';
import { startServer, type TestServer } from './support/server.ts';
import { expectUnchanged, snapshot } from './support/unchanged.ts';

/**
 * Large documents: over 256 KiB, HTML, DOCX, email, CSV and JSON are parsed in
 * a worker thread of their own; with over 8 MiB to parse (an Office file's markup, not
 * its pictures), or a PDF over 200 pages, they are read by the background job, like
 * scans, and the upload answers `processing` at once.
 */
let server: TestServer;
let engine: string;
beforeAll(async () => {
  server = await startServer();
  engine = (await (await server.json('/api/v1/knowledge-engines', { name: 'Large' })).json()).id;
});
afterAll(() => server?.stop());

const upload = (name: string, content: Buffer | string, type = 'file') =>
  server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name, content }, { type, knowledge_engine_id: engine }) });

async function settled(id: string): Promise<any> {
  for (let i = 0; i < 600; i++) {
    const record = await (await server.fetch(`/api/v1/data-sources/${id}`)).json();
    if (record.status !== 'processing') return record;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`data source ${id} is still processing`);
}

const pagesOf = async (id: string): Promise<string[]> =>
  (await (await server.fetch(`/api/v1/data-sources/${id}/content`)).json()).pages.map((p: { text: string }) => p.text);

/** An HTML page of `rows` table rows, heavy with markup as exported reports are. */
function htmlTable(rows: number, tag: string): string {
  const style = 'style="border:1px solid #ccc;padding:4px 8px;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#333"';
  const body = Array.from({ length: rows }, (_, i) => `<tr class="row-${i % 2 ? 'odd' : 'even'}"><td ${style}>INV-${100000 + i}</td><td ${style}>${(i * 1.37).toFixed(2)}</td></tr>`).join('\n');
  return `<!DOCTYPE html><html><head><title>Report</title><script>var tracking = "${tag}-hidden";</script></head><body><h1>Report ${tag}</h1><table>${body}</table><p>End of report ${tag}</p></body></html>`;
}

describe('large documents', () => {
  it('a 1 MiB HTML file is parsed off the request thread and comes back processed with its text', async () => {
    const tag = randomUUID().slice(0, 8);
    const html = htmlTable(4000, tag);
    expect(html.length).toBeGreaterThan(1024 * 1024);
    const res = await upload('report.html', html);
    const record = await res.json();
    expect(res.status, JSON.stringify(record)).toBe(201);
    expect(record).toMatchObject({ status: 'processed', format: 'html' });
    const text = (await pagesOf(record.id)).join('\n');
    expect(text).toContain(`Report ${tag}`);
    expect(text).toContain('INV-100000 | 0.00');
    expect(text).toContain(`INV-103999 | ${(3999 * 1.37).toFixed(2)}`);
    expect(text).toContain(`End of report ${tag}`);
    expect(text).not.toContain('hidden');
  });

  it('a DOCX full of pictures is as quick as its text: read at once, whatever the file size', async () => {
    const tag = randomUUID();
    const entries = minimalDocxEntries(`Photo report ${tag}`);
    entries.push({ name: 'word/media/image1.bin', data: randomBytes(9 * 1024 * 1024) });
    const res = await upload('photos.docx', makeZip(entries));
    const record = await res.json();
    expect(res.status, JSON.stringify(record)).toBe(201);
    expect(record).toMatchObject({ status: 'processed', format: 'docx' });
    expect(await pagesOf(record.id)).toEqual([`Photo report ${tag}`]);
  });

  it('a DOCX with over 8 MiB of markup whose archive is broken is still refused in the upload request', async () => {
    const before = snapshot(server);
    const entries = minimalDocxEntries(`Broken ${randomUUID()}`);
    // Not deflate data, always: a first block of the reserved type 3 (random bytes are sometimes a valid start).
    entries.find((e) => e.name === 'word/document.xml')!.compressed = Buffer.alloc(2000, 0xff);
    entries.push({ name: 'word/styles.xml', data: Buffer.from(`<w:styles>${'<w:style/>'.repeat(900_000)}</w:styles>`) });
    const res = await upload('broken.docx', makeZip(entries));
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(body.error).toMatch(/DOCX file is truncated or corrupt: entry word\/document.xml is not valid compressed data/);
    expectUnchanged(server, before);
  });

  it('a reason found in the reader thread comes back as the same 400, and nothing is kept', async () => {
    const before = snapshot(server);
    // Valid JSON over 256 KiB uploaded as a ticket, but with no subject.
    const ticket = JSON.stringify({ description: 'x'.repeat(300 * 1024) });
    const res = await upload('ticket.json', ticket, 'ticket');
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(body.code).toBe('invalid_request');
    expect(body.error).toMatch(/subject/);
    expectUnchanged(server, before);
  });

  it('an HTML file over 8 MiB is read in the background: processing at once, then processed with its text', { timeout: 60_000 }, async () => {
    const tag = randomUUID().slice(0, 8);
    const html = htmlTable(30000, tag);
    expect(html.length).toBeGreaterThan(8 * 1024 * 1024);
    const res = await upload('export.html', html);
    const record = await res.json();
    expect(res.status, JSON.stringify(record)).toBe(201);
    expect(record).toMatchObject({ status: 'processing', format: 'html', page_count: 0 });
    const done = await settled(record.id);
    expect(done.status, JSON.stringify(done)).toBe('processed');
    const pages = await pagesOf(record.id);
    expect(done.page_count).toBe(pages.length);
    expect(pages[0]).toContain(`Report ${tag}`);
    expect(pages.join('\n')).toContain('INV-129999 | ');
    expect(pages[pages.length - 1]).toContain(`End of report ${tag}`);
  });

  it('a damaged DOCX with over 8 MiB of markup fails in the background with the reason, and its engine is ready again', { timeout: 60_000 }, async () => {
    const entries = minimalDocxEntries(`Damaged ${randomUUID()}`);
    const main = entries.find((e) => e.name === 'word/document.xml')!;
    // Unpacks and parses, but its root is not a document.
    main.data = Buffer.from(`<?xml version="1.0"?><w:other>${'<w:p><w:r><w:t>clause</w:t></w:r></w:p>'.repeat(250_000)}</w:other>`);
    const res = await upload('damaged.docx', makeZip(entries));
    const record = await res.json();
    expect(res.status, JSON.stringify(record)).toBe(201);
    expect(record).toMatchObject({ status: 'processing', format: 'docx' });
    const done = await settled(record.id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/DOCX/);
    const engineNow = await (await server.fetch(`/api/v1/knowledge-engines/${engine}`)).json();
    expect(engineNow.status).toBe('ready');
  });

  it('a workbook with over 8 MiB of sheet markup is read in the background', { timeout: 60_000 }, async () => {
    const tag = randomUUID().slice(0, 8);
    const rows = Array.from({ length: 90_000 }, (_, i) => [`INV-${100000 + i}`, i * 1.5, `Customer ${i % 97}`]);
    const res = await upload('ledger.xlsx', makeWorkbook({ [`Ledger ${tag}`]: [['Invoice', 'Amount', 'Customer'], ...rows] }, 'xlsx'));
    const record = await res.json();
    expect(res.status, JSON.stringify(record)).toBe(201);
    expect(record).toMatchObject({ status: 'processing', format: 'xlsx' });
    const done = await settled(record.id);
    expect(done.status, JSON.stringify(done)).toBe('processed');
    const pages = await pagesOf(record.id);
    expect(pages[0].split('\n')[0]).toBe('Invoice | Amount | Customer');
    expect(pages.join('\n')).toContain('INV-189999 | 134998.5 | Customer 80');
  });

  it('a PDF of more than 200 pages is read in the background, every page in order', { timeout: 60_000 }, async () => {
    const tag = randomUUID().slice(0, 8);
    const pdf = await makePdf(Array.from({ length: 201 }, (_, i) => `Page ${i + 1} of the long manual ${tag}`));
    const res = await upload('manual.pdf', pdf);
    const record = await res.json();
    expect(res.status, JSON.stringify(record)).toBe(201);
    expect(record).toMatchObject({ status: 'processing', format: 'pdf' });
    const done = await settled(record.id);
    expect(done).toMatchObject({ status: 'processed', page_count: 201 });
    const pages = await pagesOf(record.id);
    expect(pages[0]).toBe(`Page 1 of the long manual ${tag}`);
    expect(pages[200]).toBe(`Page 201 of the long manual ${tag}`);
  });
});
