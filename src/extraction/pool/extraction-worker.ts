/**
 * A worker thread that runs one extraction with the embedded backend: fields and
 * pages come in workerData; each finished field, then the whole result (or the
 * failure), goes back as a message. The pool ends the thread to stop it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ExtractedField, FieldDefinition } from '../../domain/tool-runs.ts';
import type { SourceDocument } from '../backend.ts';
import { createLocalBackend } from '../local/index.ts';

export type WorkerMessage = { type: 'field'; field: ExtractedField } | { type: 'done'; fields: ExtractedField[] } | { type: 'failed'; message: string };

const { fields, sources } = workerData as { fields: FieldDefinition[]; sources: SourceDocument[] };
const post = (message: WorkerMessage) => parentPort!.postMessage(message);

try {
  const extracted = await createLocalBackend().extract({ fields, sources, signal: new AbortController().signal, onField: (field) => post({ type: 'field', field }) });
  post({ type: 'done', fields: extracted });
} catch (error) {
  post({ type: 'failed', message: (error as Error).message });
}
