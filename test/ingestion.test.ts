import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, pdfkitPdf, uploadForm } from './support/documents.ts';
import {
  deflatedZeros,
  makeDocx,
  makeMixedPdf,
  makePositionedPdf,
  makeTiff,
  makeWorkbook,
  makeZip,
  minimalDocxEntries,
  textImage,
} from './support/ingest-files.ts';
import { evalData } from './support/eval-data.ts';
import { startServer, type TestServer } from './support/server.ts';

/**
 * Every format of DESIGN section 5 uploaded over HTTP to the real server and read
 * back from /content. MAX_PAGES is 5 here so the page limit is cheap to reach.
 */
const MAX_PAGES = 5;
const sroie = evalData('sroie/img', 'sroie/key');
const SROIE = `${sroie.dir}/sroie/`;

let server: TestServer;
let engineId: string;
beforeAll(async () => {
  server = await startServer({ env: { MAX_PAGES: String(MAX_PAGES) } });
  engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'Ingestion' })).json()).id;
});
afterAll(() => server?.stop());

interface Sent {
  name: string;
  content: Buffer | string;
  mediaType?: string;
  type?: 'file' | 'ticket';
}

const upload = (file: Sent) =>
  server.fetch('/api/v1/data-sources', {
    method: 'POST',
    body: uploadForm({ name: file.name, content: file.content, type: file.mediaType }, { type: file.type ?? 'file', knowledge_engine_id: engineId }),
  });

/** Polls a data source until its background reading has ended. */
async function settled(id: string): Promise<any> {
  for (let i = 0; ; i++) {
    const record = await (await server.fetch(`/api/v1/data-sources/${id}`)).json();
    if (record.status !== 'processing' || i > 600) return record;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Uploads a file that must be read, and returns its record and page texts. Scans
 * come back `processing` and are read in the background (`ocr: true`); everything
 * else is `processed` in the upload's answer.
 */
async function read(file: Sent, opts: { ocr?: boolean } = {}): Promise<{ record: any; pages: string[] }> {
  const res = await upload(file);
  let record = await res.json();
  expect(res.status, JSON.stringify(record)).toBe(201);
  expect(record.status).toBe(opts.ocr ? 'processing' : 'processed');
  if (opts.ocr) record = await settled(record.id);
  expect(record.status, JSON.stringify(record)).toBe('processed');
  const content = await (await server.fetch(`/api/v1/data-sources/${record.id}/content`)).json();
  expect(content.pages.map((p: { page: number }) => p.page)).toEqual(content.pages.map((_: unknown, i: number) => i + 1));
  expect(record.page_count).toBe(content.pages.length);
  return { record, pages: content.pages.map((p: { text: string }) => p.text) };
}

/** Uploads a file that must be refused, and checks that nothing of it was kept. */
async function refused(file: Sent, status: number, code: string, message: RegExp): Promise<void> {
  const before = { rows: server.rows(), stored: server.files().stored };
  const res = await upload(file);
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.code).toBe(code);
  expect(body.error).toMatch(message);
  expect(server.rows()).toEqual(before.rows);
  expect(server.files()).toEqual({ stored: before.stored, temp: 0 });
}

/** Makes content unique, so no upload is refused as a duplicate of another test's. */
const tag = () => randomUUID().slice(0, 8);

describe('documents with text of their own', () => {
  it('PDF: rebuilds lines in reading order from positioned text, keeping case', async () => {
    const id = tag();
    // Drawn out of order: the bottom line first, the value before its label.
    const pdf = await makePositionedPdf([
      { text: 'Signed in Berlin.', x: 72, y: 300 },
      { text: `EUR 12,500.00`, x: 400, y: 200 },
      { text: 'TOTAL AMOUNT', x: 72, y: 200 },
      { text: `Invoice ${id}`, x: 72, y: 100, size: 18 },
    ]);
    const { record, pages } = await read({ name: 'invoice.pdf', content: pdf, mediaType: 'application/pdf' });
    expect(record.format).toBe('pdf');
    expect(pages).toEqual([`Invoice ${id}\nTOTAL AMOUNT\tEUR 12,500.00\nSigned in Berlin.`]);
  });

  it('PDF: one page per PDF page', async () => {
    const texts = [`First ${tag()}`, 'Second page', 'Third page'];
    const { pages } = await read({ name: 'three.pdf', content: await makePdf(texts) });
    expect(pages).toEqual(texts);
  });

  it('DOCX: headings in their own case, paragraphs, and table rows with " | " between cells', async () => {
    const id = tag();
    const docx = await makeDocx({
      heading: `Master Services Agreement ${id}`,
      paragraphs: ['This Agreement is made between the parties below.', 'Payment is due within 30 days.'],
      table: [['Party', 'Role'], ['Acme Corp.', 'Supplier'], ['Globex Ltd', 'Customer']],
    });
    const { record, pages } = await read({ name: 'msa.docx', content: docx });
    expect(record.format).toBe('docx');
    expect(pages).toEqual([
      `Master Services Agreement ${id}\n\nThis Agreement is made between the parties below.\n\nPayment is due within 30 days.\n\nParty | Role\nAcme Corp. | Supplier\nGlobex Ltd | Customer`,
    ]);
  });

  it('HTML: text without scripts, styles, markup, link targets or upper-cased headings; tables as rows', async () => {
    const id = tag();
    const html = `<!DOCTYPE html><html><head><title>Ignored</title><style>h1 { color: red }</style>
      <script>document.write("tracking code")</script></head>
      <body><h1>Quarterly Report ${id}</h1><p>Revenue grew <a href="https://example.com/q3">as planned</a>.</p>
      <table><tr><th>Region</th><th>Revenue</th></tr><tr><td>North</td><td>1,200</td></tr></table>
      <ol><li>Hire</li><li>Expand</li></ol><script>var secret = "hidden";</script></body></html>`;
    const { record, pages } = await read({ name: 'report.html', content: html });
    expect(record.format).toBe('html');
    expect(pages).toEqual([`Quarterly Report ${id}\n\nRevenue grew as planned.\n\nRegion | Revenue\nNorth | 1,200\n\n1. Hire\n2. Expand`]);
  });

  it('CSV and TSV: one row a line, cells joined with " | ", quoted commas and line breaks kept as text', async () => {
    const id = tag();
    const csv = await read({ name: 'orders.csv', content: `order,customer,note\n${id},"Smith, Jane","call first\nthen ship"\n2,Lee,\n` });
    expect(csv.record.format).toBe('csv');
    expect(csv.pages).toEqual([`order | customer | note\n${id} | Smith, Jane | call first then ship\n2 | Lee`]);
    const tsv = await read({ name: 'orders.tsv', content: `sku\tqty\n${id}\t4\n` });
    expect(tsv.record.format).toBe('tsv');
    expect(tsv.pages).toEqual([`sku | qty\n${id} | 4`]);
  });

  it('XLSX and XLS: a page per sheet, cut between rows every 3,000 characters, cells as Excel shows them', async () => {
    const id = tag();
    const rows = Array.from({ length: 120 }, (_, i) => [`item-${String(i).padStart(3, '0')}`, i * 1.5, 'some descriptive text']);
    const sheets = { Summary: [['Total', 180], ['Owner', id]], Items: [['SKU', 'Price', 'Note'], ...rows], Blank: [] };
    for (const bookType of ['xlsx', 'xls'] as const) {
      const { record, pages } = await read({ name: `book-${bookType}.${bookType}`, content: makeWorkbook(sheets, bookType) });
      expect(record.format).toBe(bookType);
      expect(pages[0]).toBe(`Total | 180\nOwner | ${id}`);
      const items = pages.slice(1);
      expect(items.length).toBeGreaterThan(1);
      for (const page of items) expect(page.length).toBeLessThanOrEqual(3000);
      // Cut between rows: joined back, the pages give every row once, in order.
      expect(items.join('\n').split('\n')).toEqual(['SKU | Price | Note', ...rows.map(([sku, price, note]) => `${sku} | ${price} | ${note}`)]);
    }
  });

  it('Markdown and plain text are kept as they are; long text is cut at paragraph boundaries', async () => {
    const md = `# Notes ${tag()}\n\n- **bold** item\n- [link](https://example.com)`;
    const markdown = await read({ name: 'notes.md', content: md });
    expect(markdown.record.format).toBe('markdown');
    expect(markdown.pages).toEqual([md]);
    const paragraphs = Array.from({ length: 30 }, (_, i) => `Paragraph ${i} ${tag()} ${'lorem ipsum '.repeat(15).trim()}.`);
    const text = await read({ name: 'long.txt', content: paragraphs.join('\n\n') });
    expect(text.pages.length).toBeGreaterThan(1);
    for (const page of text.pages) {
      expect(page.length).toBeLessThanOrEqual(3000);
      expect(page.endsWith('.')).toBe(true);
    }
    expect(text.pages.join('\n\n')).toBe(paragraphs.join('\n\n'));
  });

  it('an enormous single line still makes bounded pages', async () => {
    const line = `${tag()}${'x'.repeat(11_000)}`;
    const { pages } = await read({ name: 'one-line.txt', content: line });
    expect(pages.map((p) => p.length)).toEqual([3000, 3000, 3000, line.length - 9000]);
    expect(pages.join('')).toBe(line);
  });
});

describe('tickets and email', () => {
  const ticket = (id: string) => ({
    subject: `Printer on floor 3 jams ${id}`,
    description: 'Every print job jams after two pages.',
    status: 'open',
    priority: 'high',
    requester: { name: 'Jane Doe', email: 'jane@example.com' },
    created_at: '2024-05-01T09:00:00Z',
    comments: [
      { author: 'Agent Smith', body: 'Please restart the printer.', created_at: '2024-05-01T10:00:00Z' },
      { body: 'Restarted; it still jams.' },
    ],
  });

  it('ticket JSON: page 1 is the subject, fields and description; each comment one more page', async () => {
    const id = tag();
    const { record, pages } = await read({ name: 'ticket.json', content: JSON.stringify(ticket(id)), type: 'ticket' });
    expect(record.format).toBe('ticket');
    expect(pages).toEqual([
      `Subject: Printer on floor 3 jams ${id}\nStatus: open\nPriority: high\nRequester: Jane Doe <jane@example.com>\nCreated at: 2024-05-01T09:00:00Z\n\nEvery print job jams after two pages.`,
      'Author: Agent Smith\nCreated at: 2024-05-01T10:00:00Z\n\nPlease restart the printer.',
      'Restarted; it still jams.',
    ]);
  });

  it('a ticket JSON without a description is refused with 400 and the reason; other JSON files are kept as text', async () => {
    await refused({ name: 'ticket.json', content: JSON.stringify({ subject: `No body ${tag()}` }), type: 'ticket' }, 400, 'invalid_request', /description is required/);
    await refused({ name: 'ticket.json', content: JSON.stringify({ ...ticket(tag()), comments: [{ author: 'x' }] }), type: 'ticket' }, 400, 'invalid_request', /comments\[0\]\.body is required/);
    const data = JSON.stringify({ settings: { retries: 3 }, id: tag() }, null, 2);
    const { record, pages } = await read({ name: 'settings.json', content: data });
    expect(record.format).toBe('json');
    expect(pages).toEqual([data]);
  });

  const thread = (id: string) =>
    [
      'From: Alice Example <alice@example.com>',
      'To: Bob <bob@example.com>',
      `Subject: Re: Invoice ${id}`,
      'Date: Tue, 4 Jun 2024 10:00:00 +0000',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'The total is 9.00 EUR.',
      '',
      'On Mon, 3 Jun 2024 at 09:00, Bob <bob@example.com> wrote:',
      '> What is the invoice total?',
      '--b1',
      'Content-Type: message/rfc822',
      'Content-Disposition: attachment; filename="original.eml"',
      '',
      'From: Carol <carol@example.com>',
      'To: Bob <bob@example.com>',
      'Subject: Invoice request',
      'Date: Sun, 2 Jun 2024 08:00:00 +0000',
      '',
      'Please send the invoice.',
      '--b1--',
      '',
    ].join('\r\n');

  it('EML: the newest message is page 1, each quoted or attached earlier message one more page, as file or ticket', async () => {
    for (const type of ['file', 'ticket'] as const) {
      const id = tag();
      const { record, pages } = await read({ name: 'thread.eml', content: thread(id), type });
      expect(record.format).toBe('eml');
      expect(pages).toEqual([
        `Subject: Re: Invoice ${id}\nFrom: Alice Example <alice@example.com>\nTo: Bob <bob@example.com>\nDate: Tue, 4 Jun 2024 10:00:00 +0000\n\nThe total is 9.00 EUR.`,
        'On Mon, 3 Jun 2024 at 09:00, Bob <bob@example.com> wrote:\n\nWhat is the invoice total?',
        'Subject: Invoice request\nFrom: Carol <carol@example.com>\nTo: Bob <bob@example.com>\nDate: Sun, 2 Jun 2024 08:00:00 +0000\n\nPlease send the invoice.',
      ]);
    }
  });
});

describe('files that cannot be read are refused, and nothing of them is kept', () => {
  const encryptedPdf = () => pdfkitPdf((doc) => doc.addPage().text(`Confidential ${tag()}`), { userPassword: 'secret', ownerPassword: 'owner' });

  it('415 for bytes of a format not read, or that contradict the name or declared type', async () => {
    const gif = Buffer.from('474946383961010001008000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
    await refused({ name: 'photo.gif', content: gif }, 415, 'unsupported_media_type', /GIF image, a format this service does not read/);
    await refused({ name: 'report.pdf', content: `not a pdf ${tag()}` }, 415, 'unsupported_media_type', /named "report.pdf" but its bytes are plain text/);
    await refused({ name: 'scan.png', content: await makePdf([tag()]) }, 415, 'unsupported_media_type', /named "scan.png" but its bytes are a PDF/);
    await refused({ name: 'scan', content: textImage([tag()]), mediaType: 'application/pdf' }, 415, 'unsupported_media_type', /sent as application\/pdf but its bytes are a PNG image/);
    const binary = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919 + 13) % 256));
    await refused({ name: 'data.bin', content: binary }, 415, 'unsupported_media_type', /binary data/);
  });

  it('400 with the reason for truncated, corrupt or encrypted files of each format', async () => {
    const half = (b: Buffer) => b.subarray(0, Math.floor(b.length / 2));
    const pdf = await makePdf([`Truncated ${tag()}`, 'second page']);
    await refused({ name: 'cut.pdf', content: half(pdf) }, 400, 'invalid_request', /PDF is truncated or corrupt/);
    await refused({ name: 'locked.pdf', content: await encryptedPdf() }, 400, 'invalid_request', /PDF is encrypted with a password/);
    const docx = await makeDocx({ heading: tag(), paragraphs: ['p'], table: [['a']] });
    await refused({ name: 'cut.docx', content: half(docx) }, 400, 'invalid_request', /truncated or corrupt/);
    await refused({ name: 'cut.xlsx', content: half(makeWorkbook({ S: [[tag()]] }, 'xlsx')) }, 400, 'invalid_request', /truncated or corrupt/);
    await refused({ name: 'cut.xls', content: half(makeWorkbook({ S: [[tag(), 'x'.repeat(5000)]] }, 'xls')) }, 400, 'invalid_request', /truncated or corrupt/);
    await refused({ name: 'cut.png', content: half(textImage([tag()])) }, 400, 'invalid_request', /PNG image is truncated or corrupt/);
    await refused({ name: 'cut.jpg', content: half(textImage([tag()], 'jpeg')) }, 400, 'invalid_request', /JPEG image is truncated or corrupt/);
    await refused({ name: 'cut.json', content: `{"subject": "${tag()}", "descr` }, 400, 'invalid_request', /not valid JSON/);
    await refused({ name: 'cut.csv', content: `a,b\n1,"${tag()} never closed\n` }, 400, 'invalid_request', /quoted field that is never closed/);
    await refused({ name: 'note.eml', content: `just words ${tag()}` }, 400, 'invalid_request', /does not start with email headers/);
  });

  it('413 for a decompression bomb in a DOCX or XLSX, declared or hidden behind lying headers', async () => {
    const MiB = 1024 * 1024;
    const zeros = await deflatedZeros(250 * MiB);
    const honest = makeZip([...minimalDocxEntries(tag()), { name: 'word/media/zeros.bin', data: Buffer.alloc(0), compressed: zeros, declaredSize: 250 * MiB }]);
    await refused({ name: 'bomb.docx', content: honest }, 413, 'payload_too_large', /would expand to more than 200 MiB/);
    const lying = makeZip([...minimalDocxEntries(tag()), { name: 'word/media/zeros.bin', data: Buffer.alloc(100), compressed: zeros }]);
    await refused({ name: 'liar.docx', content: lying }, 413, 'payload_too_large', /expands past its declared size/);
    const types =
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';
    const sheetBomb = makeZip([
      { name: '[Content_Types].xml', data: Buffer.from(types) },
      { name: `xl/worksheets/sheet1-${tag()}.xml`, data: Buffer.alloc(0), compressed: zeros, declaredSize: 250 * MiB },
    ]);
    await refused({ name: 'bomb.xlsx', content: sheetBomb }, 413, 'payload_too_large', /XLSX file would expand/);
  });

  it(`413 for a document over MAX_PAGES (${MAX_PAGES} here)`, async () => {
    const pages = Array.from({ length: MAX_PAGES + 1 }, (_, i) => `Page ${i} ${tag()}`);
    await refused({ name: 'long.pdf', content: await makePdf(pages) }, 413, 'payload_too_large', /has 6 pages, more than the limit of 5/);
    await refused({ name: 'long.txt', content: 'y'.repeat(3000 * MAX_PAGES + 1) }, 413, 'payload_too_large', /more than the limit of 5/);
    await refused({ name: 'fax.tiff', content: makeTiff(pages.map((p) => [p])) }, 413, 'payload_too_large', /more than 5 pages/);
  });
});

describe('images and scanned PDFs go through OCR', () => {
  it('a PNG and a JPEG come out as text', { timeout: 60_000 }, async () => {
    const id = String(Date.now()).slice(-6);
    const png = await read({ name: 'note.png', content: textImage([`Invoice number ${id}`, 'Amount due 1,250.00']) }, { ocr: true });
    expect(png.record.format).toBe('png');
    expect(png.pages).toHaveLength(1);
    expect(png.pages[0]).toContain(`Invoice number ${id}`);
    expect(png.pages[0]).toContain('Amount due 1,250.00');
    const jpeg = await read({ name: 'note.jpg', content: textImage([`Order ${id} shipped`], 'jpeg') }, { ocr: true });
    expect(jpeg.record.format).toBe('jpeg');
    expect(jpeg.pages[0]).toContain(`Order ${id} shipped`);
  });

  it('a multi-page TIFF gives one page per frame', { timeout: 60_000 }, async () => {
    const id = tag().replace(/[^0-9]/g, '').padEnd(4, '7');
    const { record, pages } = await read({ name: 'fax.tif', content: makeTiff([[`Fax page one ${id}`], ['Fax page two']]) }, { ocr: true });
    expect(record.format).toBe('tiff');
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`Fax page one ${id}`);
    expect(pages[1]).toContain('Fax page two');
  });

  it('a PDF with scanned pages: each scan is read by OCR into its own place, text pages keep their text layer', { timeout: 60_000 }, async () => {
    const text = `Typed cover page ${tag()}`;
    const pdf = await makeMixedPdf([
      { text },
      { image: textImage(['Scanned signature page', 'Signed 12 March 2024']) },
      { image: textImage(['Annex A delivery schedule']) },
      { text: 'Typed closing page' },
      { image: textImage(['Annex B price list']) },
    ]);
    const { record, pages } = await read({ name: 'signed.pdf', content: pdf }, { ocr: true });
    expect(record.format).toBe('pdf');
    expect(pages).toHaveLength(5);
    expect(pages[0]).toBe(text);
    expect(pages[1]).toContain('Scanned signature page');
    expect(pages[1]).toContain('Signed 12 March 2024');
    expect(pages[2]).toContain('Annex A delivery schedule');
    expect(pages[3]).toBe('Typed closing page');
    expect(pages[4]).toContain('Annex B price list');
  });

  it.skipIf(sroie.skip)(`real scanned receipts (SROIE) are readable, as a JPEG and as a scanned PDF page: total and date appear${sroie.note}`, { timeout: 60_000 }, async () => {
    sroie.require();
    const gold = (n: string) => JSON.parse(fs.readFileSync(`${SROIE}key/${n}.json`, 'utf8'));
    const jpeg = await read({ name: 'receipt-000.jpg', content: fs.readFileSync(`${SROIE}img/000.jpg`) }, { ocr: true });
    expect(jpeg.record.format).toBe('jpeg');
    expect(jpeg.pages).toHaveLength(1);
    expect(jpeg.pages[0]).toContain(gold('000').total);
    expect(jpeg.pages[0]).toContain(gold('000').date);
    // The scan placed on an A4 page at about 90 DPI, as a scanner's PDF holds it.
    const pdf = await makeMixedPdf([{ image: fs.readFileSync(`${SROIE}img/002.jpg`), height: 800 }]);
    const scanned = await read({ name: 'receipt-002.pdf', content: pdf }, { ocr: true });
    expect(scanned.record.format).toBe('pdf');
    expect(scanned.pages).toHaveLength(1);
    expect(scanned.pages[0]).toContain(gold('002').total);
    expect(scanned.pages[0]).toContain(gold('002').date);
  });
});
