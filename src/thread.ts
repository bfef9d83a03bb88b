import { Worker } from 'node:worker_threads';

// Built, a thread's module is plain JavaScript beside its source; run from source (tsx,
// vitest), a worker thread cannot load TypeScript itself, so a small shim loads it through tsx.
const fromSource = import.meta.url.endsWith('.ts');
const SHIM = new URL('./typescript-worker.mjs', import.meta.url);

/**
 * Starts the module at `entry` (the URL of its `.ts` source; built, the `.js` beside it)
 * in a worker thread whose heap is capped at `heapMb`.
 */
export function startThread(entry: URL, workerData: Record<string, unknown>, heapMb: number): Worker {
  return new Worker(fromSource ? SHIM : new URL(entry.href.replace(/\.ts$/, '.js')), {
    workerData: { ...workerData, entry: entry.href },
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
    // The thread needs none of the server's flags, and a TypeScript loader there would double its memory.
    execArgv: [],
  });
}
