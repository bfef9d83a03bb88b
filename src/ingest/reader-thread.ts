import type { ReadLimits, ReadResult } from './read-document.ts';
import { fromThreadError, onlyMessage, startWorker, type ThreadError } from './threads.ts';

/** Longest a document may take to parse. */
const READ_TIMEOUT_MS = 120_000;

export type ReaderReply = { result: ReadResult } | { error: ThreadError };

/**
 * Reads a document (see `readHere`) in a worker thread of its own, ended when done:
 * the parse neither stalls requests nor, past the thread's heap limit, takes the
 * server down with it, and its memory is handed back at once.
 */
export async function readInThread(path: string, fileName: string, limits: ReadLimits): Promise<ReadResult> {
  const reply = await onlyMessage<ReaderReply>(startWorker('reader-worker', { path, fileName, limits }), READ_TIMEOUT_MS, 'the document');
  if ('error' in reply) throw fromThreadError(reply.error);
  return reply.result;
}
