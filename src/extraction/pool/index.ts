import { startThread } from '../../thread.ts';
import { BackendError, type ExtractionBackend, type ExtractionInput } from '../backend.ts';
import type { ExtractedField } from '../../domain/tool-runs.ts';
import type { WorkerMessage } from './extraction-worker.ts';
import { createTurns } from '../../turns.ts';

export interface ExtractionThreads {
  /** Extractions run at once, each in a thread of its own. */
  threads: number;
  /** Heap one extraction thread may use; a run needing more fails instead of exhausting the server. */
  heapMb: number;
}

/**
 * The embedded backend, run off the thread that serves HTTP: each extraction gets
 * a worker thread (at most `threads` at once; the others wait their turn), fields
 * are relayed to `onField` as they finish, and an abort (cancel, timeout, shutdown)
 * ends the thread at once. The run executor sees the same ExtractionBackend.
 */
export function createThreadedBackend(limits: ExtractionThreads): ExtractionBackend {
  const turns = createTurns(limits.threads);

  return {
    name: 'local',
    async extract(input: ExtractionInput): Promise<ExtractedField[]> {
      input.signal.throwIfAborted();
      await turns.take(input.signal);
      const worker = startThread(new URL('./extraction-worker.ts', import.meta.url), { fields: input.fields, sources: input.sources }, limits.heapMb);
      try {
        return await new Promise<ExtractedField[]>((resolve, reject) => {
          input.signal.addEventListener('abort', () => reject(input.signal.reason), { once: true });
          worker.on('message', (message: WorkerMessage) => {
            if (message.type === 'field') input.onField(message.field);
            else if (message.type === 'done') resolve(message.fields);
            else reject(new BackendError(`extraction failed: ${message.message}`, false));
          });
          worker.once('error', (error: Error & { code?: string }) =>
            reject(
              error.code === 'ERR_WORKER_OUT_OF_MEMORY'
                ? new BackendError(`the run needs more than ${limits.heapMb} MiB of memory (EXTRACTION_HEAP_MB)`, false)
                : new BackendError(`the extraction thread failed: ${error.message}`, false),
            ),
          );
          worker.once('exit', (code) => reject(new BackendError(`the extraction thread stopped (code ${code})`, false)));
        });
      } finally {
        void worker.terminate();
        turns.release();
      }
    },
  };
}
