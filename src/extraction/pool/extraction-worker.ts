/**
 * A worker thread that runs extractions with the embedded backend, one at a time:
 * each message brings fields and pages; each finished field, then the whole result
 * (or the failure), goes back as a message. The thread lives on for the next run, so
 * a run does not pay for loading the model; the pool ends it to stop a run.
 */
import { parentPort } from 'node:worker_threads';
import type { ExtractedField, FieldDefinition } from '../../domain/tool-runs.ts';
import type { SourceDocument } from '../backend.ts';
import { createLocalBackend } from '../local/index.ts';

export type ExtractionJob = { fields: FieldDefinition[]; sources: SourceDocument[] };
export type WorkerMessage = { type: 'field'; field: ExtractedField } | { type: 'done'; fields: ExtractedField[] } | { type: 'failed'; message: string };

const backend = createLocalBackend();
const post = (message: WorkerMessage) => parentPort!.postMessage(message);

parentPort!.on('message', async ({ fields, sources }: ExtractionJob) => {
  try {
    const extracted = await backend.extract({ fields, sources, signal: new AbortController().signal, onField: (field) => post({ type: 'field', field }) });
    post({ type: 'done', fields: extracted });
  } catch (error) {
    post({ type: 'failed', message: (error as Error).message });
  }
});
