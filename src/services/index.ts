import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import { listProcessingIds } from '../../db/repositories/data-sources.ts';
import { listUnfinishedRunIds } from '../../db/repositories/tool-runs.ts';
import type { Config } from '../config.ts';
import type { ExtractionBackend } from '../extraction/backend.ts';
import type { OcrPool } from '../ingest/ocr.ts';
import type { Events } from '../jobs/events.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { createApiKeyService } from './api-keys.ts';
import { createDataSourceService } from './data-sources.ts';
import { createKnowledgeEngineService } from './knowledge-engines.ts';
import { createQueryService } from './query.ts';
import { createRunCanceller } from './tool-run-cancel.ts';
import { createToolRunExecutor } from './tool-run-executor.ts';
import { createToolRunService, TOOL_RUN_JOB } from './tool-runs.ts';

/** Every service, wired to its dependencies. Both the GraphQL schema and the REST routes call these. */
export function createServices(deps: {
  db: Db;
  blobs: BlobStore;
  config: Config;
  queue: JobQueue;
  events: Events;
  backend: ExtractionBackend;
  ocr: OcrPool;
  log: Logger;
}) {
  const { db, blobs, config, queue, events, backend, ocr, log } = deps;
  const cancelRun = createRunCanceller({ db, queue, events });
  const apiKeys = createApiKeyService(db);
  const knowledgeEngines = createKnowledgeEngineService({
    db,
    blobs,
    beforeDelete: async (engineId) => {
      for (const runId of await listUnfinishedRunIds(db, engineId)) await cancelRun(runId, 'the knowledge engine was deleted');
      for (const id of await listProcessingIds(db, engineId)) queue.abort(id, new Error('the knowledge engine was deleted'));
    },
  });
  const dataSources = createDataSourceService({
    db,
    blobs,
    engines: knowledgeEngines,
    queue,
    events,
    ocr,
    limits: { maxPages: config.maxPages, maxBatchFiles: config.maxBatchFiles, ocrConcurrency: config.ocrConcurrency },
    log,
  });
  const toolRuns = createToolRunService({ db, engines: knowledgeEngines, queue, events, cancelRun });

  const execute = createToolRunExecutor({ db, events, backend, timeoutSeconds: config.runTimeoutSeconds, log });
  queue.register(TOOL_RUN_JOB, { concurrency: config.runConcurrency, maxAttempts: 2, run: execute, giveUp: execute.giveUp });

  const query = createQueryService({ db, engines: knowledgeEngines });

  return { apiKeys, knowledgeEngines, dataSources, toolRuns, query };
}

export type Services = ReturnType<typeof createServices>;
