/**
 * The README's pictures of the run viewer (docs/run-viewer-*.png), made against a real
 * server in headless Chromium: `tsx scripts/viewer-screenshots.ts` after `npm run build`.
 * An invoice PDF and a scanned receipt are uploaded, a run extracts their fields, and
 * the run page is shown with a field clicked.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import { chromium } from 'playwright-core';
import { pdfkitPdf, uploadForm } from './lib/documents.ts';
import { startServer, TEST_KEY } from './lib/server.ts';

const DOCS = fileURLToPath(new URL('../docs/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function invoicePdf(): Promise<Buffer> {
  return pdfkitPdf((doc) => {
    doc.addPage({ size: 'A4' }).font('Helvetica-Bold').fontSize(20).text('Northwind Office Supplies', 60, 60, { lineBreak: false });
    doc.font('Helvetica').fontSize(10).text('12 Harbour Road, Bristol BS1 4QA', 60, 88, { lineBreak: false });
    const label = (text: string, value: string, y: number) => {
      doc.font('Helvetica').fontSize(11).text(text, 330, y, { lineBreak: false });
      doc.text(value, 440, y, { lineBreak: false });
    };
    label('Invoice number:', 'NW-20817', 140);
    label('Invoice date:', '3 March 2025', 158);
    label('Due date:', '2 April 2025', 176);
    doc.fontSize(11).text('Bill to:', 60, 140, { lineBreak: false }).text('Contoso Ltd', 110, 140, { lineBreak: false });
    const rows = [['Description', 'Qty', 'Amount'], ['Recycled paper A4, 5 boxes', '5', '£92.50'], ['Toner cartridge', '2', '£148.00'], ['Desk organiser', '4', '£39.96']];
    rows.forEach(([what, qty, amount], i) => {
      const y = 240 + i * 20;
      doc.font(i === 0 ? 'Helvetica-Bold' : 'Helvetica').text(what, 60, y, { lineBreak: false }).text(qty, 360, y, { lineBreak: false }).text(amount, 460, y, { lineBreak: false });
    });
    doc.font('Helvetica-Bold').text('Total due', 360, 340, { lineBreak: false }).text('£280.46', 460, 340, { lineBreak: false });
    doc.font('Helvetica').fontSize(9).text('Payment within 30 days to account 4471 0093 2281. Thank you for your business.', 60, 400, { lineBreak: false });
  });
}

function receiptScan(): Buffer {
  const canvas = createCanvas(900, 1100);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fbfaf6';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#111';
  g.font = 'bold 44px sans-serif';
  g.fillText('CORNER CAFE', 60, 100);
  g.font = '32px sans-serif';
  ['Receipt no. R-55821', 'Date: 14/03/2025', '', 'Flat white        3.40', 'Croissant         2.80', '', 'TOTAL             6.20'].forEach((line, i) => g.fillText(line, 60, 200 + i * 60));
  return canvas.toBuffer('image/png');
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const engine = (await (await server.json('/api/v1/knowledge-engines', { name: 'Supplier invoices', description: 'Invoices and receipts, 2025' })).json()).id;
  const upload = async (name: string, content: Buffer, type: string) => {
    const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name, content, type }, { type: 'file', knowledge_engine_id: engine }) });
    let record = await res.json();
    while (record.status === 'processing') {
      await new Promise((r) => setTimeout(r, 200));
      record = await (await server.fetch(`/api/v1/data-sources/${record.id}`)).json();
    }
    return record.id as string;
  };
  const run = async (dataSource: string, fields: Array<[string, string, string]>) => {
    const res = await server.json('/api/v1/tool-runs', {
      tool: {
        type: 'extract_fields_from_data_sources',
        knowledge_engine_id: engine,
        tagged_data_sources: [{ id: dataSource }],
        fields: fields.map(([field_name, type, description]) => ({ field_name, type, description })),
      },
    });
    return (await res.json()).id as string;
  };
  const invoice = await upload('northwind-invoice.pdf', await invoicePdf(), 'application/pdf');
  const receipt = await upload('corner-cafe-receipt.png', receiptScan(), 'image/png');
  const invoiceRun = await run(invoice, [
    ['invoice_number', 'id_alphanumeric', 'The invoice number'],
    ['invoice_date', 'date', 'When the invoice was issued'],
    ['due_date', 'date', 'When payment is due'],
    ['total', 'currency', 'Total amount due'],
  ]);
  const receiptRun = await run(receipt, [
    ['receipt_number', 'id_alphanumeric', 'The receipt number'],
    ['date', 'date', 'Date of purchase'],
    ['total', 'currency', 'Total paid'],
  ]);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, httpCredentials: { username: TEST_KEY, password: '' } });
  const page = await context.newPage();
  const shoot = async (address: string, file: string, click?: string) => {
    await page.goto(`${server.url}${address}`);
    await page.locator('main h1').waitFor();
    await page.waitForLoadState('networkidle');
    if (click) await page.locator(`.field[data-field="${click}"]`).click();
    await page.screenshot({ path: path.join(DOCS, file) });
    console.log(`wrote docs/${file}`);
  };
  await shoot(`/app/engines/${engine}`, 'run-viewer-engine.png');
  await shoot(`/app/runs/${invoiceRun}`, 'run-viewer-pdf.png', 'total');
  await shoot(`/app/runs/${receiptRun}`, 'run-viewer-scan.png', 'receipt_number');
} finally {
  await browser.close();
  await server.stop();
}
