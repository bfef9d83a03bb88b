/** The page-image thread (see page-image-thread.ts): draws one PDF page and posts back the PNG or why it could not. */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { renderPageImage } from '../pdf.ts';
import type { PageImageReply } from './page-image-thread.ts';
import { toThreadError } from './threads.ts';

const { path, page, maxPages, maxSide } = workerData as { path: string; page: number; maxPages: number; maxSide: number };
let reply: PageImageReply;
try {
  const file = fs.readFileSync(path);
  reply = { png: await renderPageImage(new Uint8Array(file.buffer, file.byteOffset, file.byteLength), page, maxPages, maxSide) };
} catch (error) {
  reply = { error: toThreadError(error) };
}
parentPort!.postMessage(reply);
