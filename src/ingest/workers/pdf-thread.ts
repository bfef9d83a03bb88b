import { AppError } from '../../errors.ts';
import type { PageSource } from '../read-ahead.ts';
import { startThread } from '../../thread.ts';
import { fromThreadError, THREAD_HEAP_MB, THREAD_TIME_LIMIT_MS, threadFailure, type ThreadError } from './threads.ts';

export type PdfThreadReply = { source: PageSource } | { done: true } | { error: ThreadError };

/**
 * `pdfPageSources` run in a worker thread: rendering a scanned page (decoding its
 * image, painting 300 DPI) takes pdf.js up to half a second of one thread, which here
 * is not the one serving requests. A page is read only when asked for, so the caller's
 * pace (OCR's) bounds how far ahead rendering gets.
 */
export async function* pdfPageSourcesInThread(path: string, maxPages: number, signal?: AbortSignal): AsyncGenerator<PageSource> {
  const worker = startThread(new URL('./pdf-worker.ts', import.meta.url), { path, maxPages }, THREAD_HEAP_MB);
  const stopped = new Promise<never>((_, reject) => {
    worker.once('error', (error) => reject(threadFailure(error)));
    worker.once('exit', (code) => reject(new AppError('invalid_request', `the PDF cannot be read (reader stopped with code ${code})`)));
  });
  stopped.catch(() => {}); // also when it is ended on purpose, below
  try {
    for (;;) {
      signal?.throwIfAborted();
      let timer: NodeJS.Timeout | undefined;
      const reply = await Promise.race([
        new Promise<PdfThreadReply>((resolve) => {
          worker.once('message', resolve);
          worker.postMessage('next');
        }),
        stopped,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new AppError('payload_too_large', `a page of the PDF took longer than ${THREAD_TIME_LIMIT_MS / 1000} s to read`)), THREAD_TIME_LIMIT_MS);
        }),
      ]).finally(() => clearTimeout(timer));
      if ('done' in reply) return;
      if ('error' in reply) throw fromThreadError(reply.error);
      const { source } = reply;
      // A Buffer arrives as a plain Uint8Array.
      yield 'image' in source ? { image: Buffer.from(source.image.buffer, source.image.byteOffset, source.image.byteLength) } : source;
    }
  } finally {
    await worker.terminate();
  }
}
