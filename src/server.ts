import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createDatabase } from '../db/database.ts';
import type { Config } from './config.ts';
import { createExtractionBackend } from './extraction/index.ts';
import { createOcrPool } from './ingest/ocr.ts';
import { createEvents } from './jobs/events.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createMetrics } from './metrics/index.ts';
import { createGraphQLHandler } from './graphql/json-fast-path.ts';
import { createGraphQLServer, GRAPHQL_SSE_ENDPOINT } from './graphql/yoga.ts';
import { continueOnlyWithValidKey } from './http/expect-continue.ts';
import { createRequestListener } from './http/server.ts';
import { withMinimumBodyRate } from './http/timeouts.ts';
import { createRestHandler } from './rest/router.ts';
import { routes } from './rest/routes.ts';
import { createServices } from './services/index.ts';
import { BlobStore } from './storage/blob-store.ts';

export interface RunningServer {
  url: string;
  port: number;
  /** Set when this start created the first key; shown once, never logged. */
  firstKey: string | undefined;
  close(): Promise<void>;
}

/** The composition root: config -> database -> services -> schema -> HTTP. */
export async function startServer(config: Config): Promise<RunningServer> {
  const log = pino({ level: config.logLevel, base: undefined, messageKey: 'msg' });
  const db = await createDatabase(config.databasePath, config.database);
  const blobs = new BlobStore(config.dataDir, { stagingTarget: config.testStagingTarget });
  const events = createEvents();
  const queue = createJobQueue(db, log);
  const ocr = createOcrPool({ concurrency: config.ocrConcurrency });
  const metrics = createMetrics(db);
  const services = createServices({ db, blobs, config, queue, events, backend: createExtractionBackend(config), ocr, metrics, log });

  if (config.apiKey) await services.apiKeys.seed(config.apiKey);
  const firstKey = await services.apiKeys.issueFirstKey();

  const graphql = createGraphQLServer({ services, blobs, config, log });
  await queue.start();
  const verifyKey = (authorization: string | undefined) => services.apiKeys.authenticateKey(authorization);
  const listener = withMinimumBodyRate(
    createRequestListener({
      verifyKey,
      rateLimit: { perSecond: config.rateLimitPerSecond, burst: config.rateLimitBurst },
      bodyLimits: { maxJsonBytes: config.maxJsonBytes, maxFileBytes: config.maxFileBytes, maxBatchFiles: config.maxBatchFiles },
      blobs,
      graphql: { paths: ['/graphql', GRAPHQL_SSE_ENDPOINT], handle: createGraphQLHandler(graphql, { maxBodyBytes: config.maxJsonBytes }) },
      rest: createRestHandler(routes, { services, blobs, config }),
      metrics: { ...metrics, token: config.metricsToken },
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
  log.info({ port, data_dir: config.dataDir }, `listening on ${url}`);

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
      await ocr.close();
      await db.destroy();
    },
  };
}
