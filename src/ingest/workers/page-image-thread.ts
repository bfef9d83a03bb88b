import { startThread } from '../../thread.ts';
import { fromThreadError, onlyMessage, type ThreadError } from './threads.ts';

export type PageImageReply = { png: Uint8Array } | { error: ThreadError };

/** A page is drawn in well under a second; a PDF that takes longer than this to draw one is given up (413). */
const RENDER_TIME_LIMIT_MS = 30_000;
const RENDER_HEAP_MB = 512;

/**
 * One page of a stored PDF drawn as a PNG, in a worker thread of its own: pdf.js
 * paints on the thread it runs on, and a heavy page must not hold up requests.
 */
export async function renderPageImageInThread(path: string, page: number, opts: { maxPages: number; maxSide: number }): Promise<Buffer> {
  const worker = startThread(new URL('./page-image-worker.ts', import.meta.url), { path, page, ...opts }, RENDER_HEAP_MB);
  const reply = await onlyMessage<PageImageReply>(worker, RENDER_TIME_LIMIT_MS, 'drawing the page');
  if ('error' in reply) throw fromThreadError(reply.error);
  return Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength);
}
