import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import { listProcessingIds } from '../../db/repositories/data-sources.ts';
import { listUnfinishedRunIds } from '../../db/repositories/tool-runs.ts';
import type { Config } from '../config.ts';
import type { ExtractionBackend } from '../extraction/backend.ts';
import type { OcrPool } from '../ingest/ocr.ts';
import type { Events } from '../jobs/events.ts';
import { JobWithdrawn, type JobQueue } from '../jobs/queue.ts';
import type { Metrics } from '../metrics/index.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { createApiKeyService } from './api-keys.ts';
import { createKnowledgeEngineService } from './knowledge-engines.ts';
import { createDataSourceService, READ_JOB } from './data-sources.ts';
import { createQueryService } from './query/service.ts';
import { createRunCanceller } from './tool-runs/cancel.ts';
import { createRunEventLog } from './tool-runs/events.ts';
import { createToolRunExecutor } from './tool-runs/executor.ts';
import { createRunFailure } from './tool-runs/failure.ts';
import { createToolRunService, TOOL_RUN_JOB } from './tool-runs/service.ts';

/**
 * Every service, wired to its dependencies, and every background job's handler,
 * registered here. Both the GraphQL schema and the REST routes call these services.
 */
export function createServices(deps: {
  db: Db;
  blobs: BlobStore;
  config: Config;
  queue: JobQueue;
  events: Events;
  backend: ExtractionBackend;
  ocr: OcrPool;
  metrics: Metrics;
  log: Logger;
}) {
  const { db, blobs, config, queue, events, backend, ocr, metrics, log } = deps;
  const runEvents = createRunEventLog(events, {
    onEnd: (event) => metrics.runEnded(event.type, event.type === 'completed' ? event.run.result?.metadata.backend ?? backend.name : backend.name),
  });
  const failRun = createRunFailure({ db, queue, runEvents });
  const cancelRun = createRunCanceller({ queue, failRun });
  const apiKeys = createApiKeyService(db);
  const knowledgeEngines = createKnowledgeEngineService({
    db,
    blobs,
    beforeDelete: async (engineId) => {
      for (const runId of await listUnfinishedRunIds(db, engineId)) await cancelRun(runId, 'the knowledge engine was deleted');
      for (const id of await listProcessingIds(db, engineId)) await queue.withdraw(id, new JobWithdrawn('the knowledge engine was deleted'));
    },
  });
  const dataSources = createDataSourceService({
    db,
    blobs,
    engines: knowledgeEngines,
    queue,
    events,
    ocr,
    metrics,
    limits: { maxPages: config.maxPages, maxBatchFiles: config.maxBatchFiles },
    log,
  });
  const toolRuns = createToolRunService({ db, engines: knowledgeEngines, queue, events, cancelRun, runEvents });

  const execute = createToolRunExecutor({ db, runEvents, failRun, backend, timeoutSeconds: config.runTimeoutSeconds, log });
  queue.register(TOOL_RUN_JOB, { concurrency: config.runConcurrency, maxAttempts: 2, run: execute, giveUp: execute.giveUp });
  queue.register(READ_JOB, { concurrency: config.ocrConcurrency, maxAttempts: 2, ...dataSources.readJob });

  const query = createQueryService({ db, engines: knowledgeEngines });

  return { apiKeys, knowledgeEngines, dataSources, toolRuns, query };
}

export type Services = ReturnType<typeof createServices>;
