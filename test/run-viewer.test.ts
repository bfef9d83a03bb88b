import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForm } from './support/documents.ts';
import { makePositionedPdf } from './support/ingest-files.ts';
import { startServer, TEST_KEY, type TestServer } from './support/server.ts';

/**
 * The run viewer at /app (DESIGN section 10), opened in Debian's headless Chromium
 * against the real server: engines, data sources and runs listed; a run's fields with
 * value, type and a confidence bar; a field clicked and its evidence found, marked in
 * the page text and boxed on the page image where the PDF's text run stands.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const installed = fs.existsSync(CHROMIUM);
if (!installed && !process.env.CI) {
  console.warn(`SKIPPED test/run-viewer.test.ts: ${CHROMIUM} is not installed (apt-get install chromium). With CI set, this file fails instead.`);
}

const SIZE = 12;
/** Where the invoice number's run is drawn: pdfkit's top of line, on a US Letter page of 612 x 792 points. */
const NUMBER_RUN = { text: 'INV-31337', x: 330, y: 300 };

describe.skipIf(!installed && !process.env.CI)('the run viewer in headless Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let engine: { id: string; name: string };
  let pdfRun: string;
  let textRun: string;
  const requested: string[] = [];

  async function upload(name: string, content: Buffer, type: string): Promise<string> {
    const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name, content, type }, { type: 'file', knowledge_engine_id: engine.id }) });
    const record = await res.json();
    expect(res.status, JSON.stringify(record)).toBe(201);
    return record.id;
  }

  async function runOn(dataSource: string): Promise<string> {
    const res = await server.json('/api/v1/tool-runs', {
      tool: {
        type: 'extract_fields_from_data_sources',
        knowledge_engine_id: engine.id,
        tagged_data_sources: [{ id: dataSource }],
        fields: [
          { field_name: 'invoice_number', description: 'The invoice number', type: 'id_alphanumeric' },
          { field_name: 'total', description: 'Total amount due', type: 'currency' },
        ],
      },
    });
    const run = await res.json();
    expect(res.status, JSON.stringify(run)).toBe(201);
    return run.id;
  }

  beforeAll(async () => {
    if (!installed) throw new Error(`${CHROMIUM} is missing; CI must install Debian's chromium for the run viewer test`);
    [server, browser] = await Promise.all([
      startServer(),
      chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      }),
    ]);
    const name = `Invoices ${randomUUID().slice(0, 6)}`;
    engine = { name, id: (await (await server.json('/api/v1/knowledge-engines', { name })).json()).id };
    const pdf = await makePositionedPdf([
      { text: 'ACME Supplies Ltd', x: 72, y: 60, size: 18 },
      { text: 'Invoice number:', x: 72, y: NUMBER_RUN.y, size: SIZE },
      { ...NUMBER_RUN, size: SIZE },
      { text: 'Total due:', x: 72, y: 340, size: SIZE },
      { text: '$1,250.00', x: 330, y: 340, size: SIZE },
    ]);
    pdfRun = await runOn(await upload('invoice.pdf', pdf, 'application/pdf'));
    textRun = await runOn(await upload('invoice.txt', Buffer.from('ACME Supplies Ltd\n\nInvoice number: INV-27182\nTotal due: $980.00\n'), 'text/plain'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A fresh context (no cached credentials) answering the Basic prompt with `username`, every request recorded. */
  async function open(path: string, username: string | null): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, ...(username !== null ? { httpCredentials: { username, password: '' } } : {}) });
    context.on('request', (request) => void requested.push(request.url()));
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    return { context, page };
  }

  it('lists engines, then an engine\'s runs and data sources, and opens a run', async () => {
    const { context, page } = await open('/app', TEST_KEY);
    await page.getByRole('link', { name: engine.name }).click();
    await page.waitForURL(`**/app/engines/${engine.id}`);
    await expect.poll(() => page.locator('table').nth(1).innerText(), { timeout: 15_000 }).toMatch(/invoice\.pdf\s+pdf\s+1\s+processed/);
    await page.getByRole('link', { name: pdfRun }).click();
    await page.waitForURL(`**/app/runs/${pdfRun}`);
    await page.locator('.field').first().waitFor();
    expect(await page.locator('.field .name').allInnerTexts()).toEqual(['invoice_number', 'total']);
    await context.close();
  });

  it('shows each field\'s value, type and confidence bar; a click marks its evidence in the text and boxes it on the page image', async () => {
    const run = await (await server.fetch(`/api/v1/tool-runs/${pdfRun}`)).json();
    const answer = run.result.extracted_fields.invoice_number;
    expect(answer.value).toBe('INV-31337');
    const { context, page } = await open(`/app/runs/${pdfRun}`, TEST_KEY);
    const card = page.locator('.field[data-field="invoice_number"]');
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain('INV-31337');
    expect(await card.locator('.type').innerText()).toBe('id_alphanumeric');
    const bar = await card.locator('.bar').boundingBox();
    const filled = await card.locator('.bar > span').boundingBox();
    expect(filled!.width / bar!.width).toBeCloseTo(answer.confidence, 1);

    // The page image must have been drawn (and fetched with the browser's credentials).
    const image = page.locator('.sheet img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 }).toBeGreaterThan(500);
    // Scrolled down until the evidence is out of view: the click brings it back.
    await page.setViewportSize({ width: 1400, height: 400 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const inView = (m: Element) => m.getBoundingClientRect().top >= 0 && m.getBoundingClientRect().bottom <= window.innerHeight;
    expect(await page.locator('mark').first().evaluate(inView)).toBe(false);
    await card.click();
    const mark = page.locator('mark.active');
    expect(await mark.innerText()).toBe('INV-31337');
    await expect.poll(() => mark.evaluate(inView), { timeout: 15_000 }).toBe(true);

    // The box over the page image stands where the text run is: known from how it was drawn.
    const box = await page.locator('.box.active').boundingBox();
    const sheet = await image.boundingBox();
    const width = new PDFDocument({ autoFirstPage: false }).font('Helvetica').fontSize(SIZE).widthOfString(NUMBER_RUN.text);
    const baseline = NUMBER_RUN.y + 0.718 * SIZE;
    const at = (px: number, origin: number, extent: number) => (px - origin) / extent;
    expect(at(box!.x, sheet!.x, sheet!.width)).toBeCloseTo(NUMBER_RUN.x / 612, 2);
    expect(at(box!.x + box!.width, sheet!.x, sheet!.width)).toBeCloseTo((NUMBER_RUN.x + width) / 612, 2);
    expect(at(box!.y, sheet!.y, sheet!.height)).toBeCloseTo((baseline - 0.8 * SIZE) / 792, 2);
    expect(at(box!.y + box!.height, sheet!.y, sheet!.height)).toBeCloseTo((baseline + 0.2 * SIZE) / 792, 2);
    // and over ink: the drawn page is dark inside the box (the glyphs of INV-31337).
    const inked = await page.locator('.sheet').evaluate(async (node, [x0, y0, x1, y1]) => {
      const img = node.querySelector('img') as HTMLImageElement;
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
      const g = canvas.getContext('2d')!;
      g.drawImage(img, 0, 0);
      const { data } = g.getImageData(x0 * canvas.width, y0 * canvas.height, (x1 - x0) * canvas.width, (y1 - y0) * canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] < 128) dark++;
      return dark / (data.length / 4);
    }, answer.evidence[0].bbox);
    expect(inked).toBeGreaterThan(0.1);
    await context.close();
  });

  it('marks evidence in a text document, with no page image', async () => {
    const { context, page } = await open(`/app/runs/${textRun}`, TEST_KEY);
    await page.locator('.field[data-field="total"]').click();
    expect(await page.locator('mark.active').innerText()).toMatch(/980\.00/);
    expect(await page.locator('.sheet').count()).toBe(0);
    expect(await page.locator('.box').count()).toBe(0);
    await context.close();
  });

  it('loads without a key; with a wrong one says how to give the key; asks nothing of any other origin', async () => {
    // The page and its assets need no key (the browser's Basic prompt comes with the first API call's 401).
    for (const path of ['/app', `/app/runs/${pdfRun}`, '/app/app.js', '/app/app.css']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      // Its own script and styles only: an uploaded document's text can never run as script here.
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'; script-src 'self'; style-src 'self'/);
      expect((await fetch(`${server.url}${path}`, { headers: { 'If-None-Match': res.headers.get('etag')! } })).status).toBe(304);
    }
    expect((await fetch(`${server.url}/app/nothing-here`)).status).toBe(404);
    const refused = await fetch(`${server.url}/api/v1/knowledge-engines`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Basic /);

    const { context, page } = await open('/app', 'ke-WrongKeyWrongKeyWrongKeyWrong000');
    await expect.poll(() => page.getByRole('alert').innerText(), { timeout: 15_000 }).toMatch(/not valid\. Reload the page and enter the API key as the user name/);
    await context.close();
    const origin = new URL(server.url).origin;
    expect(requested.length).toBeGreaterThan(10);
    expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  });
});
