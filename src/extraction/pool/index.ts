import type { Worker } from 'node:worker_threads';
import { startThread } from '../../thread.ts';
import { BackendError, type ExtractionBackend, type ExtractionInput } from '../backend.ts';
import type { ExtractedField } from '../../domain/tool-runs.ts';
import type { ExtractionJob, WorkerMessage } from './extraction-worker.ts';
import { createTurns } from '../../turns.ts';

export interface ExtractionThreads {
  /** Extractions run at once, each in a thread of its own. */
  threads: number;
  /** Heap one extraction thread may use; a run needing more fails instead of exhausting the server. */
  heapMb: number;
  /** An idle thread is ended after this long, giving its memory back. Default 30 s. */
  idleMs?: number;
  /** Told each time a thread starts (a metric: a pool that keeps starting threads is losing them). */
  threadStarted?: () => void;
}

const ENTRY = new URL('./extraction-worker.ts', import.meta.url);

/**
 * The embedded backend, run off the thread that serves HTTP: each extraction takes a
 * worker thread (at most `threads` at once; the others wait their turn), fields are
 * relayed to `onField` as they finish, and an abort (cancel, timeout, shutdown) ends
 * the thread at once. A thread that finished its run cleanly waits for the next one:
 * starting a thread and loading the model costs far more than a small run, so a
 * burst of runs would otherwise spend most of its time starting threads.
 */
export function createThreadedBackend(limits: ExtractionThreads): ExtractionBackend {
  const turns = createTurns(limits.threads);
  const idleMs = limits.idleMs ?? 30_000;
  const idle: Array<{ worker: Worker; timer: NodeJS.Timeout }> = [];

  function takeThread(): Worker {
    const ready = idle.pop();
    if (!ready) {
      limits.threadStarted?.();
      return startThread(ENTRY, {}, limits.heapMb);
    }
    clearTimeout(ready.timer);
    ready.worker.ref();
    return ready.worker;
  }

  function putBack(worker: Worker): void {
    // An idle thread neither keeps the process alive nor holds its memory for long.
    worker.unref();
    const entry = { worker, timer: setTimeout(() => drop(entry), idleMs).unref() };
    idle.push(entry);
  }

  function drop(entry: { worker: Worker; timer: NodeJS.Timeout }): void {
    const at = idle.indexOf(entry);
    if (at >= 0) idle.splice(at, 1);
    void entry.worker.terminate();
  }

  return {
    name: 'local',
    async extract(input: ExtractionInput): Promise<ExtractedField[]> {
      input.signal.throwIfAborted();
      await turns.take(input.signal);
      const worker = takeThread();
      let clean = false;
      const listeners: Array<[string, (...args: any[]) => void]> = [];
      const on = (event: string, listener: (...args: any[]) => void) => {
        listeners.push([event, listener]);
        worker.on(event, listener);
      };
      try {
        const fields = await new Promise<ExtractedField[]>((resolve, reject) => {
          const abort = () => reject(input.signal.reason);
          // The signal may have aborted while this run waited for its turn.
          if (input.signal.aborted) return abort();
          input.signal.addEventListener('abort', abort, { once: true });
          listeners.push(['', () => input.signal.removeEventListener('abort', abort)]);
          on('message', (message: WorkerMessage) => {
            if (message.type === 'field') input.onField(message.field);
            else if (message.type === 'done') resolve(message.fields);
            else reject(new BackendError(`extraction failed: ${message.message}`, false));
          });
          on('error', (error: Error & { code?: string }) =>
            reject(
              error.code === 'ERR_WORKER_OUT_OF_MEMORY'
                ? new BackendError(`the run needs more than ${limits.heapMb} MiB of memory (EXTRACTION_HEAP_MB)`, false)
                : new BackendError(`the extraction thread failed: ${error.message}`, false),
            ),
          );
          on('exit', (code: number) => reject(new BackendError(`the extraction thread stopped (code ${code})`, false)));
          worker.postMessage({ fields: input.fields, sources: input.sources } satisfies ExtractionJob);
        });
        clean = true;
        return fields;
      } catch (error) {
        // A thread that failed its run in plain JavaScript is still sound; the others are not.
        clean = error instanceof BackendError && error.message.startsWith('extraction failed:');
        throw error;
      } finally {
        for (const [event, listener] of listeners) event ? worker.off(event, listener) : listener();
        if (clean && !input.signal.aborted) putBack(worker);
        else void worker.terminate();
        turns.release();
      }
    },
  };
}
