import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import { listProcessingIds } from '../../db/repositories/data-sources.ts';
import { listUnfinishedRunIds } from '../../db/repositories/tool-runs.ts';
import type { Config } from '../config.ts';
import type { ExtractionBackend } from '../extraction/backend.ts';
import type { ModelCaller } from '../extraction/llm/caller.ts';
import type { OcrPool } from '../ingest/ocr.ts';
import type { Events } from '../jobs/events.ts';
import { JobWithdrawn, type JobQueue } from '../jobs/queue.ts';
import type { Metrics } from '../metrics/index.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { createApiKeyService } from './api-keys.ts';
import { createKnowledgeEngineService } from './knowledge-engines.ts';
import { createDataSourceService, READ_JOB } from './data-sources.ts';
import { createPageImageService } from './page-images.ts';
import { createQueryService } from './query/service.ts';
import { createRunCanceller } from './tool-runs/cancel.ts';
import { createRunEventLog } from './tool-runs/events.ts';
import { createToolRunExecutor } from './tool-runs/executor.ts';
import { createRunFailure } from './tool-runs/failure.ts';
import { createToolRunService, TOOL_RUN_JOB } from './tool-runs/service.ts';
import type { VisibleRun } from './tool-runs/visibility.ts';
import { createDeliveryJob } from './webhooks/delivery.ts';
import { createWebhookService, WEBHOOK_JOB } from './webhooks/service.ts';

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
  /** The model behind a model backend; query answers are then written by it. */
  modelCaller?: ModelCaller | null;
  ocr: OcrPool;
  metrics: Metrics;
  log: Logger;
  /** The run record as webhook messages carry it (the REST shape). */
  presentRun: (run: VisibleRun) => unknown;
}) {
  const { db, blobs, config, queue, events, backend, ocr, metrics, log } = deps;
  const webhooks = createWebhookService({ db, queue, settings: config.webhooks, presentRun: deps.presentRun });
  const runEnded = { record: webhooks.runEnded, committed: webhooks.wake };
  const runEvents = createRunEventLog(events, {
    onEnd: (event) => metrics.runEnded(event.type, event.type === 'completed' ? event.run.result?.metadata.backend ?? backend.name : backend.name),
  });
  const failRun = createRunFailure({ db, queue, runEvents, runEnded });
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
  const toolRuns = createToolRunService({ db, engines: knowledgeEngines, queue, events, cancelRun, runEvents, checkWebhookUrl: webhooks.checkUrl });

  const execute = createToolRunExecutor({ db, runEvents, failRun, runEnded, backend, timeoutSeconds: config.runTimeoutSeconds, log });
  queue.register(TOOL_RUN_JOB, { concurrency: config.runConcurrency, maxAttempts: 2, run: execute, giveUp: execute.giveUp });
  queue.register(READ_JOB, { concurrency: config.ocrConcurrency, maxAttempts: 2, ...dataSources.readJob });
  queue.register(WEBHOOK_JOB, createDeliveryJob({ db, settings: config.webhooks, log }));

  const query = createQueryService({ db, engines: knowledgeEngines, model: deps.modelCaller ? { caller: deps.modelCaller, contextTokens: config.llm.contextTokens } : null });
  const pageImages = createPageImageService({ dataSources, blobs, maxPages: config.maxPages });

  return { apiKeys, knowledgeEngines, dataSources, pageImages, toolRuns, query, webhooks };
}

export type Services = ReturnType<typeof createServices>;
