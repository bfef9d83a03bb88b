/**
 * Scale-out bench (issue 13), run by `npm run bench`: on PostgreSQL and Redis
 * (`TEST_DATABASE_URL`, `TEST_REDIS_URL`, this machine's by default).
 *
 * - Tool-run throughput with 1, 2 and 4 worker processes (ROLE=worker, RUN_CONCURRENCY
 *   2 each) behind one API process: `BENCH_RUNS` async runs (default 300) against a model
 *   server that answers after `BENCH_MODEL_MS` (default 100 ms), so the queue, not the
 *   CPU, is what is measured. Runs per second from the first request to the last
 *   completion, and the ratio to one worker.
 * - Event latency through Redis: the service's event layer (Yoga's pub/sub over the Redis
 *   event target) published on one connection pair and received on another, against the
 *   same layer in memory; median and p99.
 *
 * Without PostgreSQL or Redis it says so and measures nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { createEvents } from '../../src/jobs/events.ts';
import { connectRedis } from '../../src/jobs/redis.ts';
import { startFakeOpenAI } from '../lib/fake-openai.ts';
import { makePdf, uploadForm } from '../lib/documents.ts';
import { startServer, type TestServer } from '../lib/server.ts';
import { databaseUrlIn, psql, TEST_DATABASE_URL, TEST_REDIS_URL } from '../lib/test-store.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const MODEL_MS = Number(process.env.BENCH_MODEL_MS ?? 100);
const EVENTS = 2000;

async function servicesAnswer(): Promise<string | null> {
  try {
    psql(TEST_DATABASE_URL, 'SELECT 1');
    const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => undefined);
    try {
      await redis.ping();
    } finally {
      redis.disconnect();
    }
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

async function throughput(workers: number, modelUrl: string): Promise<number> {
  const schema = `keb_${workers}_${process.pid}`;
  psql(TEST_DATABASE_URL, `DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ke-bench-scale-'));
  const env = {
    DATABASE_URL: databaseUrlIn(schema),
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `${schema}:`,
    EXTRACTION_BACKEND: 'openai',
    OPENAI_BASE_URL: modelUrl,
    OPENAI_MODEL: 'fake-model',
    RUN_CONCURRENCY: '2',
    LOG_LEVEL: 'warn',
  };
  const processes: TestServer[] = [];
  try {
    const api = await startServer({ dataDir, env: { ...env, ROLE: 'api', LOG_LEVEL: 'info' } });
    processes.push(api);
    processes.push(...(await Promise.all(Array.from({ length: workers }, () => startServer({ dataDir, env: { ...env, ROLE: 'worker', LOG_LEVEL: 'info' } })))));
    const engine = (await (await api.json('/api/v1/knowledge-engines', { name: 'Bench' })).json()).id;
    const pdf = await makePdf(['Invoice number: INV-20931']);
    const source = (await (await api.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'inv.pdf', content: pdf }, { type: 'file', knowledge_engine_id: engine }) })).json()).id;
    const body = {
      tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engine, tagged_data_sources: [{ id: source }], fields: [{ field_name: 'n', description: 'The invoice number', type: 'id_alphanumeric' }] },
      async_response: true,
    };
    const started = performance.now();
    for (let i = 0; i < RUNS; i += 25) {
      await Promise.all(Array.from({ length: Math.min(25, RUNS - i) }, () => api.json('/api/v1/tool-runs', body).then((r) => r.arrayBuffer())));
    }
    const url = databaseUrlIn(schema);
    for (;;) {
      const done = Number(psql(url, "SELECT count(*) FROM tool_runs WHERE status IN ('completed', 'failed')").trim());
      if (done >= RUNS) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const failed = Number(psql(url, "SELECT count(*) FROM tool_runs WHERE status = 'failed'").trim());
    if (failed) throw new Error(`${failed} runs failed`);
    return RUNS / seconds;
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
    psql(TEST_DATABASE_URL, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
}

/** Milliseconds from publish to receipt for `EVENTS` events, one at a time. */
async function eventLatency(events: ReturnType<typeof createEvents>, receiver: ReturnType<typeof createEvents>): Promise<number[]> {
  const topic = `bench-${process.pid}`;
  const subscription = receiver.subscribe('tool-run', topic);
  const first = subscription.next();
  await receiver.ready();
  const times: number[] = [];
  let pending: Promise<unknown> = first;
  for (let i = 0; i < EVENTS; i++) {
    const sent = performance.now();
    events.publish('tool-run', topic, { type: 'status', runId: topic, status: 'processing', seq: i });
    await pending;
    times.push(performance.now() - sent);
    pending = subscription.next();
  }
  await subscription.return?.();
  return times;
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

const missing = await servicesAnswer();
if (missing) {
  console.log(`\nscale-out bench: skipped, PostgreSQL (${TEST_DATABASE_URL}) or Redis (${TEST_REDIS_URL}) did not answer (${missing})`);
} else {
  console.log(`\nscale-out bench: ${RUNS} async tool runs, model answering after ${MODEL_MS} ms, RUN_CONCURRENCY 2 per worker, on PostgreSQL`);
  const model = await startFakeOpenAI();
  model.behave({ delayMs: MODEL_MS, answer: () => ({ fields: {} }) });
  try {
    const rates: Record<number, number> = {};
    for (const workers of [1, 2, 4]) {
      rates[workers] = await throughput(workers, model.baseUrl);
      console.log(`  ${workers} worker process${workers > 1 ? 'es' : ''}: ${rates[workers].toFixed(1)} runs/s, ${(rates[workers] / rates[1]).toFixed(2)}x one worker`);
    }
  } finally {
    await model.close();
  }

  const log = pino({ level: 'silent' });
  const clients = Array.from({ length: 4 }, (_, i) => connectRedis(TEST_REDIS_URL, log, `bench ${i}`));
  const prefix = `ke-bench-${process.pid}:`;
  const viaRedis = await eventLatency(createEvents({ publish: clients[0], subscribe: clients[1], prefix }), createEvents({ publish: clients[2], subscribe: clients[3], prefix }));
  const local = createEvents();
  const inMemory = await eventLatency(local, local);
  clients.forEach((c) => c.disconnect());
  const ms = (v: number) => `${v.toFixed(3)} ms`;
  console.log(`  event latency through Redis (${EVENTS} events, one process to another connection): median ${ms(quantile(viaRedis, 0.5))}, p99 ${ms(quantile(viaRedis, 0.99))}`);
  console.log(`  the same events in memory (baseline): median ${ms(quantile(inMemory, 0.5))}, p99 ${ms(quantile(inMemory, 0.99))}`);
}
