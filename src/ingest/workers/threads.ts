import type { Worker } from 'node:worker_threads';
import { AppError, toAppError, type ErrorCode } from '../../errors.ts';

/** Heap a reading thread may use; a document needing more is refused (413) instead of exhausting the server. */
export const THREAD_HEAP_MB = 1024;

/** Longest a reading thread may take over one document (or one page of a PDF) before it is ended (413). */
export const THREAD_TIME_LIMIT_MS = 120_000;

/** An error as it crosses from a worker thread: our code and message survive. */
export interface ThreadError {
  code: ErrorCode;
  message: string;
}

export const toThreadError = (error: unknown): ThreadError => {
  const failure = toAppError(error);
  return { code: failure.code, message: failure.message };
};

export const fromThreadError = (error: ThreadError) => new AppError(error.code, error.message);

/** What a worker thread's own 'error' event means for the document (`what`) it was reading. */
export function threadFailure(error: Error & { code?: string }, what = 'the document'): AppError {
  return error.code === 'ERR_WORKER_OUT_OF_MEMORY'
    ? new AppError('payload_too_large', `${what} needs more than ${THREAD_HEAP_MB} MiB of memory to read`)
    : new AppError('invalid_request', `${what} cannot be read: ${error.message}`);
}

/**
 * The one message a reading thread posts back, or why none came: its heap ran out or
 * it took longer than `timeoutMs` (413), it failed or stopped (400). The thread is
 * ended either way.
 */
export function onlyMessage<T>(worker: Worker, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => reject(new AppError('payload_too_large', `${what} took longer than ${timeoutMs / 1000} s to read`)), timeoutMs);
    worker.once('message', resolve);
    worker.once('error', (error) => reject(threadFailure(error, what)));
    worker.once('exit', (code) => reject(new AppError('invalid_request', `${what} cannot be read (reader stopped with code ${code})`)));
  }).finally(() => {
    clearTimeout(timer);
    void worker.terminate();
  });
}
