import { Worker } from 'node:worker_threads';
import { AppError, type ErrorCode } from '../errors.ts';
import type { ReadLimits, ReadResult } from './read-document.ts';

/** Heap a reader thread may use; a document needing more is refused (413) instead of exhausting the server. */
const THREAD_HEAP_MB = 1024;
/** Longest a document may take to parse. */
const READ_TIMEOUT_MS = 120_000;

// Built, the worker is plain JavaScript beside this file; run from source (tsx, vitest),
// a worker thread cannot load TypeScript itself, so a small shim loads it through tsx.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER = new URL(fromSource ? './typescript-worker.mjs' : './reader-worker.js', import.meta.url);
const ENTRY = new URL('./reader-worker.ts', import.meta.url).href;

export type ReaderReply = { result: ReadResult } | { error: { code: ErrorCode; message: string } };

/**
 * Reads a document (see `readHere`) in a worker thread of its own, ended when done:
 * the parse neither stalls requests nor, past the thread's heap limit, takes the
 * server down with it, and its memory is handed back at once.
 */
export function readInThread(path: string, fileName: string, limits: ReadLimits): Promise<ReadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: { entry: ENTRY, path, fileName, limits },
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
      // The thread needs none of the server's flags, and a TypeScript loader there would double its memory.
      execArgv: [],
    });
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
        else reject(new AppError(reply.error.code, reply.error.message));
      }),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new AppError('payload_too_large', `the document needs more than ${THREAD_HEAP_MB} MiB of memory to read`)
            : new AppError('invalid_request', `the document cannot be read: ${error.message}`),
        ),
      ),
    );
    worker.once('exit', (code) => settle(() => reject(new AppError('invalid_request', `the document cannot be read (reader stopped with code ${code})`))));
  });
}
