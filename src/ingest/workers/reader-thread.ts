import type { ReadLimits, ReadResult } from '../document.ts';
import { startThread } from '../../thread.ts';
import { fromThreadError, onlyMessage, THREAD_HEAP_MB, THREAD_TIME_LIMIT_MS, type ThreadError } from './threads.ts';

export type ReaderReply = { result: ReadResult } | { error: ThreadError };

/**
 * Reads a document (see `readHere`) in a worker thread of its own, ended when done:
 * the parse neither stalls requests nor, past the thread's heap limit, takes the
 * server down with it, and its memory is handed back at once.
 */
export async function readInThread(path: string, fileName: string, limits: ReadLimits): Promise<ReadResult> {
  const reply = await onlyMessage<ReaderReply>(startThread(new URL('./reader-worker.ts', import.meta.url), { path, fileName, limits }, THREAD_HEAP_MB), THREAD_TIME_LIMIT_MS, 'the document');
  if ('error' in reply) throw fromThreadError(reply.error);
  return reply.result;
}
