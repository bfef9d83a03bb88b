import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { openDatabase } from '../db/database.ts';
import { listen } from '../db/postgres.ts';
import type { Config } from './config.ts';
import { createExtraction } from './extraction/index.ts';
import { createOcrPool } from './ingest/ocr.ts';
import { createEvents } from './jobs/events.ts';
import { createJobQueue, PROCESS_NAME } from './jobs/queue.ts';
import { connectRedis } from './jobs/redis.ts';
import { createMetrics } from './metrics/index.ts';
import { createGraphQLHandler } from './graphql/json-fast-path.ts';
import { createGraphQLServer, GRAPHQL_SSE_ENDPOINT } from './graphql/yoga.ts';
import { continueOnlyWithValidKey } from './http/expect-continue.ts';
import { createRequestListener } from './http/server.ts';
import { withMinimumBodyRate } from './http/timeouts.ts';
import { createRestHandler } from './rest/router.ts';
import { presentToolRun } from './rest/present-tool-run.ts';
import { routes } from './rest/routes.ts';
import { createServices } from './services/index.ts';
import { DirectoryBlobStore } from './storage/blob-store.ts';
import { createRunViewer } from './viewer/pages.ts';

export interface RunningServer {
  url: string;
  port: number;
  /** Set when this start created the first key; shown once, never logged. */
  firstKey: string | undefined;
  close(): Promise<void>;
}

/**
 * The composition root: config -> database -> services -> schema -> HTTP. `ROLE` says
 * whether this process serves HTTP, works jobs, or (the default) both.
 */
export async function startServer(config: Config): Promise<RunningServer> {
  const log = pino({ level: config.logLevel, base: undefined, messageKey: 'msg' });
  const db = await openDatabase({ url: config.databaseUrl, file: config.databasePath, lockWait: config.database, maxConnections: config.databasePoolSize });
  const shared = config.databaseUrl !== undefined;
  const blobs = new DirectoryBlobStore(config.dataDir, { stagingTarget: config.testStagingTarget, shared: shared ? { idleMs: Math.max(config.timeouts.requestMs, 3_600_000) } : undefined });
  const redis = config.redisUrl
    ? { publish: connectRedis(config.redisUrl, log, 'events'), subscribe: connectRedis(config.redisUrl, log, 'event subscriptions'), prefix: config.redisPrefix }
    : undefined;
  const events = createEvents(redis);
  const databaseUrl = config.databaseUrl;
  const queue = createJobQueue(db, log, {
    leaseMs: config.jobLeaseMs,
    soleWorker: !shared,
    listen: databaseUrl ? (channels, onNotify) => listen(databaseUrl, channels, onNotify, (error) => log.warn({ err: error }, 'job queue: notifications lost; reconnecting')) : undefined,
  });
  const ocr = createOcrPool({ concurrency: config.ocrConcurrency });
  const metrics = createMetrics(db);
  const extraction = createExtraction(config, { warn: (message) => log.warn(message), threadStarted: metrics.extractionThreadStarted });
  const services = createServices({ db, blobs, config, queue, events, backend: extraction.backend, modelCaller: extraction.caller, ocr, metrics, log, presentRun: presentToolRun });
  const closeStores = async () => {
    await ocr.close();
    await db.destroy();
    redis?.publish.disconnect();
    redis?.subscribe.disconnect();
  };

  if (config.apiKey) await services.apiKeys.seed(config.apiKey);
  if (config.role !== 'api') await queue.start();
  if (config.role === 'worker') {
    log.info({ worker: PROCESS_NAME }, 'worker started: working jobs, serving no HTTP');
    return {
      url: '',
      port: 0,
      firstKey: undefined,
      async close() {
        await queue.stop();
        await closeStores();
      },
    };
  }
  const firstKey = await services.apiKeys.issueFirstKey();

  const graphql = createGraphQLServer({ services, blobs, config, log });
  const verifyKey = (authorization: string | undefined) => services.apiKeys.authenticateKey(authorization);
  const listener = withMinimumBodyRate(
    createRequestListener({
      verifyKey,
      rateLimit: { perSecond: config.rateLimitPerSecond, burst: config.rateLimitBurst, redis: redis && { client: redis.publish, prefix: config.redisPrefix } },
      bodyLimits: { maxJsonBytes: config.maxJsonBytes, maxFileBytes: config.maxFileBytes, maxBatchFiles: config.maxBatchFiles },
      blobs,
      graphql: { paths: ['/graphql', GRAPHQL_SSE_ENDPOINT], handle: createGraphQLHandler(graphql, { maxBodyBytes: config.maxJsonBytes, warn: (message) => log.warn(message) }) },
      rest: createRestHandler(routes, { services, blobs, config }),
      metrics: { ...metrics, token: config.metricsToken },
      viewer: createRunViewer(),
      log,
    }),
    config.timeouts,
  );
  const server = http.createServer(listener);
  continueOnlyWithValidKey(server, verifyKey, listener);
  // Large uploads on slow links get the whole REQUEST_TIMEOUT_S; a trickle is cut by the minimum body rate.
  server.requestTimeout = config.timeouts.requestMs;
  server.headersTimeout = config.timeouts.headersMs;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${port}`;
  log.info({ port, data_dir: config.dataDir, role: config.role, store: shared ? 'postgres' : 'sqlite', events: redis ? 'redis' : 'memory' }, `listening on ${url}`);

  return {
    url,
    port,
    firstKey,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Open streams would hold close() forever; their runs live on in the database.
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      });
      await queue.stop();
      await closeStores();
    },
  };
}
