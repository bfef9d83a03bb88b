/**
 * Entry of a worker thread when the service runs from its TypeScript source (tsx,
 * vitest): loads the worker module named in workerData.entry through tsx. The built
 * service starts its compiled workers directly and never uses this file.
 */
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
