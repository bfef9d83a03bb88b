/**
 * The PDF thread (see pdf-thread.ts): opens one PDF and, each time it is asked, posts
 * the next page: its text layer, or the rendering of a scanned page for OCR.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { pdfPageSources } from '../pdf.ts';
import type { PdfThreadReply } from './pdf-thread.ts';
import { toThreadError } from './threads.ts';

const { path, maxPages } = workerData as { path: string; maxPages: number };
const file = fs.readFileSync(path);
const pages = pdfPageSources(new Uint8Array(file.buffer, file.byteOffset, file.byteLength), maxPages);

parentPort!.on('message', async () => {
  let reply: PdfThreadReply;
  try {
    const next = await pages.next();
    reply = next.done ? { done: true } : { source: next.value };
  } catch (error) {
    reply = { error: toThreadError(error) };
  }
  parentPort!.postMessage(reply);
});
