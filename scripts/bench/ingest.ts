/**
 * Ingestion benchmark (issue: document ingestion), run by `npm run bench`:
 * 1. a 100-page text PDF read by the service vs. pdf.js alone on the same bytes;
 * 2. OCR seconds per page on real receipt scans and on a dense A4 page, alone and as
 *    a four-page scanned PDF read by the server with OCR_CONCURRENCY 1 and 2;
 * 3. the server's peak memory (VmHWM) while it ingests a 50 MiB upload;
 * 4. the longest the server keeps a request waiting while it parses a 7 MiB HTML upload.
 * Prints a table; `--json FILE` also writes the figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import { createOcrPool } from '../../src/ingest/ocr.ts';
import { readDocument } from '../../src/ingest/read-document.ts';
import { pdfkitPdf, uploadForm } from '../lib/documents.ts';
import { startServer } from '../lib/server.ts';

const SROIE = fileURLToPath(new URL('../../../shared/eval/sroie/img/', import.meta.url));
const results: Record<string, number | string> = {};
const time = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return (performance.now() - t) / 1000;
};
const best = async (runs: number, fn: () => Promise<unknown>) => {
  let min = Infinity;
  for (let i = 0; i < runs; i++) min = Math.min(min, await time(fn));
  return min;
};

function hundredPagePdf(): Promise<Buffer> {
  return pdfkitPdf((doc) => {
    for (let p = 1; p <= 100; p++) {
      doc.addPage().fontSize(10);
      for (let l = 0; l < 45; l++) doc.text(`Page ${p} line ${l}: the parties agree that invoice INV-${p * 1000 + l} totals $${(p * 13.37 + l).toFixed(2)} and is due 2024-0${(l % 9) + 1}-1${l % 9}.`);
    }
  });
}

async function pdfJsAlone(bytes: Uint8Array): Promise<void> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  for (let n = 1; n <= doc.numPages; n++) await (await doc.getPage(n)).getTextContent();
  await doc.destroy();
}

async function pdfBench(): Promise<void> {
  const pdf = await hundredPagePdf();
  const file = path.join(os.tmpdir(), `bench-100-${process.pid}.pdf`);
  fs.writeFileSync(file, pdf);
  await pdfJsAlone(new Uint8Array(pdf)); // warm both paths up
  await readDocument(file, 'bench.pdf', { maxPages: 2000 });
  const alone = await best(5, () => pdfJsAlone(new Uint8Array(pdf)));
  const ours = await best(5, () => readDocument(file, 'bench.pdf', { maxPages: 2000 }));
  fs.rmSync(file);
  results['pdf_100_pages_pdfjs_alone_s'] = round(alone);
  results['pdf_100_pages_service_reader_s'] = round(ours);
  results['pdf_100_pages_ratio'] = round(ours / alone);
}

function denseA4(seed = 0): Buffer {
  // An A4 page at 300 DPI full of 11 pt text, like a scanned letter.
  const canvas = createCanvas(2480, 3508);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000';
  g.font = '46px sans-serif';
  for (let y = 250, i = seed * 100; y < 3300; y += 70, i++) g.fillText(`Clause ${i}. The Receiving Party shall hold the Confidential Information in trust ${i}.`, 200, y);
  return canvas.toBuffer('image/png');
}

async function ocrBench(): Promise<void> {
  const pool = createOcrPool({ concurrency: 1 });
  try {
    const receipts = fs.readdirSync(SROIE).filter((f) => f.endsWith('.jpg')).sort().slice(0, 10);
    await pool.recognize(fs.readFileSync(path.join(SROIE, receipts[0]))); // the worker's start is not a page
    const times: number[] = [];
    for (const r of receipts) times.push(await time(() => pool.recognize(fs.readFileSync(path.join(SROIE, r)))));
    results['ocr_receipt_mean_s_per_page'] = round(times.reduce((a, b) => a + b, 0) / times.length);
    results['ocr_receipt_max_s_per_page'] = round(Math.max(...times));
    results['ocr_dense_a4_300dpi_s_per_page'] = round(await time(() => pool.recognize(denseA4())));
  } finally {
    await pool.close();
  }
}

/** A PDF of scanned A4 pages, each a 300 DPI image of dense text as a scanner writes it. */
function scannedPdf(pages: number): Promise<Buffer> {
  return pdfkitPdf((doc) => {
    for (let p = 0; p < pages; p++) doc.addPage({ size: 'A4', margin: 0 }).image(denseA4(p + 1), 0, 0, { width: 595.28, height: 841.89 });
  });
}

/** Seconds per page for the server to OCR a four-page dense scan, upload to processed. */
async function scannedPdfBench(): Promise<void> {
  const pdf = await scannedPdf(4);
  for (const concurrency of [1, 2]) {
    const server = await startServer({ env: { OCR_CONCURRENCY: String(concurrency) } });
    try {
      const engine = (await (await server.json('/api/v1/knowledge-engines', { name: 'bench' })).json()).id;
      const pinging = pingWhile(server);
      const seconds = await time(async () => {
        const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'scan.pdf', content: pdf }, { type: 'file', knowledge_engine_id: engine }) });
        const { id } = await res.json();
        for (;;) {
          const ds = await (await server.fetch(`/api/v1/data-sources/${id}`)).json();
          if (ds.status !== 'processing') {
            if (ds.status !== 'processed') throw new Error(`the scan was not read: ${JSON.stringify(ds)}`);
            break;
          }
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      // The first page includes starting the OCR worker(s), as a server's first scan does.
      results[`ocr_dense_scanned_pdf_ocr_concurrency_${concurrency}_s_per_page`] = round(seconds / 4);
      results[`longest_request_wait_during_ocr_concurrency_${concurrency}_s`] = round(await pinging.stop());
    } finally {
      await server.stop();
    }
  }
}

/** Sends GET /health one after another until stopped; `stop` gives the longest answer time in seconds. */
function pingWhile(server: Awaited<ReturnType<typeof startServer>>): { stop(): Promise<number> } {
  let going = true;
  let worst = 0;
  const loop = (async () => {
    while (going) {
      worst = Math.max(worst, await time(() => server.fetch('/health').then((r) => r.text())));
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return {
    async stop() {
      going = false;
      await loop;
      return worst;
    },
  };
}

/** The longest a small request waits while the server takes in and parses a 7 MiB HTML file. */
async function stallBench(): Promise<void> {
  const server = await startServer();
  try {
    const engine = (await (await server.json('/api/v1/knowledge-engines', { name: 'bench' })).json()).id;
    const row = (i: number) => `<tr class="r"><td style="padding:4px;border:1px solid #ccc">INV-${i}</td><td style="padding:4px;border:1px solid #ccc">${i}.00</td></tr>`;
    const html = `<!DOCTYPE html><html><body><table>${Array.from({ length: 50000 }, (_, i) => row(i)).join('\n')}</table></body></html>`;
    const pinging = pingWhile(server);
    const seconds = await time(async () => {
      const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'report.html', content: html }, { type: 'file', knowledge_engine_id: engine }) });
      results['upload_7mib_html'] = `${res.status} ${(await res.json()).status}`;
    });
    results['upload_7mib_html_seconds'] = round(seconds);
    results['longest_request_wait_during_7mib_html_s'] = round(await pinging.stop());
  } finally {
    await server.stop();
  }
}

function peakRssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** A PDF of about `mib` MiB: pages of text, each with a photo-like (incompressible) image. */
async function bigPdf(mib: number): Promise<Buffer> {
  const photo = () => {
    const canvas = createCanvas(900, 900);
    const g = canvas.getContext('2d');
    const img = g.createImageData(900, 900);
    for (let i = 0; i < img.data.length; i++) img.data[i] = (Math.random() * 256) | 0;
    g.putImageData(img, 0, 0);
    return canvas.toBuffer('image/jpeg', 90);
  };
  return pdfkitPdf((doc) => {
    for (let p = 1, size = 0; size < mib * 1024 * 1024; p++) {
      const image = photo();
      size += image.length;
      doc.addPage().fontSize(10).text(`Brochure page ${p}: the catalogue lists item ${p} at $${p}.99.`);
      doc.image(image, 50, 120, { width: 400 });
    }
  });
}

async function memoryBench(): Promise<void> {
  const server = await startServer();
  try {
    const pid = server.pid;
    results['server_rss_after_start_mib'] = round(peakRssMiB(pid));
    const engine = (await (await server.json('/api/v1/knowledge-engines', { name: 'bench' })).json()).id;
    const uploads: Array<[string, string, Buffer | string]> = [
      ['pdf', 'brochure.pdf', await bigPdf(49)],
      // Far more text than MAX_PAGES pages hold: refused (413) without being parsed.
      ['csv', 'big.csv', 'INV-000001,2024-01-02,Northwind Traders,1250.00,USD,Consulting services rendered in January\n'.repeat(Math.floor((50 * 1024 * 1024) / 93))],
    ];
    for (const [label, name, content] of uploads) {
      const elapsed = await time(async () => {
        const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name, content }, { type: 'file', knowledge_engine_id: engine }) });
        const body = await res.json();
        results[`upload_50mib_${label}`] = `${res.status} ${body.status ?? body.code}${body.page_count ? ` (${body.page_count} pages)` : ''}`;
      });
      results[`upload_50mib_${label}_seconds`] = round(elapsed);
      results[`server_peak_rss_after_50mib_${label}_mib`] = round(peakRssMiB(pid));
    }
  } finally {
    await server.stop();
  }
}

const round = (n: number) => Math.round(n * 1000) / 1000;

await pdfBench();
await ocrBench();
await scannedPdfBench();
await memoryBench();
await stallBench();
console.table(results);
const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0) fs.writeFileSync(process.argv[jsonAt + 1], JSON.stringify(results, null, 2));
