import client from 'prom-client';
import type { Db } from '../../db/database.ts';
import { dataSourceCounts, jobCounts, toolRunCounts } from '../../db/repositories/metrics.ts';

/**
 * The Prometheus metrics of one process (prom-client): requests by route and status with
 * their latency, tool runs ended by status and backend, extraction threads started, document pages read (in the
 * request or by the background job, where OCR runs), and, read from
 * the database at each scrape, queue depth and the age of the oldest waiting job, data
 * sources and runs by status; plus Node's own (event-loop lag, memory, GC).
 */
export function createMetrics(db: Db) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const requests = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route, method and status, with their duration.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const runsEnded = new client.Counter({
    name: 'tool_runs_ended_total',
    help: 'Tool runs that ended in this process, by status and extraction backend.',
    labelNames: ['status', 'backend'] as const,
    registers: [registry],
  });
  const pagesRead = new client.Counter({
    name: 'document_pages_read_total',
    help: 'Pages of uploaded documents read in this process: in the upload request, or by the background job (scans through OCR, very large documents).',
    labelNames: ['where'] as const,
    registers: [registry],
  });
  const threadsStarted = new client.Counter({
    name: 'extraction_threads_started_total',
    help: 'Worker threads started for the embedded extraction backend; a thread is reused for later runs unless its run was stopped or it failed.',
    registers: [registry],
  });

  /** A gauge read from the store at each scrape: `rows` gives its labels and values. */
  function storeGauge<L extends string>(name: string, help: string, labelNames: readonly L[], rows: () => Promise<Array<[Record<L, string>, number]>>) {
    new client.Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        for (const [labels, value] of await rows()) this.set(labels, value);
      },
    });
  }
  storeGauge('job_queue_depth', 'Jobs in the queue by kind and state (queued, running).', ['kind', 'state'], async () =>
    (await jobCounts(db)).map((r) => [{ kind: r.kind, state: r.state }, r.count]),
  );
  storeGauge('job_queue_oldest_waiting_seconds', 'Age of the oldest queued job, by kind.', ['kind'], async () =>
    (await jobCounts(db)).filter((r) => r.state === 'queued' && r.oldest !== null).map((r) => [{ kind: r.kind }, (Date.now() - r.oldest!) / 1000]),
  );
  storeGauge('data_sources', 'Data sources by status.', ['status'], async () => (await dataSourceCounts(db)).map((r) => [{ status: r.status }, r.count]));
  storeGauge('tool_runs', 'Tool runs by status.', ['status'], async () => (await toolRunCounts(db)).map((r) => [{ status: r.status }, r.count]));

  return {
    /** One request done: `route` is the matched route (not the raw path), so labels stay few. */
    observeRequest(route: string, method: string, status: number, seconds: number): void {
      requests.observe({ route, method, status: String(status) }, seconds);
    },
    runEnded(status: string, backend: string): void {
      runsEnded.inc({ status, backend });
    },
    pagesRead(where: 'request' | 'background', pages: number): void {
      pagesRead.inc({ where }, pages);
    },
    extractionThreadStarted(): void {
      threadsStarted.inc();
    },
    contentType: registry.contentType,
    text: () => registry.metrics(),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
