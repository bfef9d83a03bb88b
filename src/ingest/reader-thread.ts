import { AppError } from '../errors.ts';
import type { ReadLimits, ReadResult } from './read-document.ts';
import { fromThreadError, startWorker, threadFailure, type ThreadError } from './threads.ts';

/** Longest a document may take to parse. */
const READ_TIMEOUT_MS = 120_000;

export type ReaderReply = { result: ReadResult } | { error: ThreadError };

/**
 * Reads a document (see `readHere`) in a worker thread of its own, ended when done:
 * the parse neither stalls requests nor, past the thread's heap limit, takes the
 * server down with it, and its memory is handed back at once.
 */
export function readInThread(path: string, fileName: string, limits: ReadLimits): Promise<ReadResult> {
  return new Promise((resolve, reject) => {
    const worker = startWorker('reader-worker', { path, fileName, limits });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new AppError('payload_too_large', `the document took longer than ${READ_TIMEOUT_MS / 1000} s to read`));
    }, READ_TIMEOUT_MS);
    const settle = (action: () => void) => {
      clearTimeout(timer);
      action();
    };
    worker.once('message', (reply: ReaderReply) =>
      settle(() => {
        void worker.terminate();
        if ('result' in reply) resolve(reply.result);
        else reject(fromThreadError(reply.error));
      }),
    );
    worker.once('error', (error: Error & { code?: string }) => settle(() => reject(threadFailure(error))));
    worker.once('exit', (code) => settle(() => reject(new AppError('invalid_request', `the document cannot be read (reader stopped with code ${code})`))));
  });
}
