import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../scripts/lib/test-store.ts';
import { makePdf, uploadForm } from './support/documents.ts';
import { startFakeOpenAI, type FakeOpenAI } from './support/fake-openai.ts';
import { startServer, type TestServer } from './support/server.ts';
import { readSse } from './support/sse.ts';

/**
 * Issue 13: two API processes (A, B) and two worker processes on one PostgreSQL and one
 * Redis, sharing a data directory, with the OpenAI-compatible backend against a fake
 * model server we can slow down. Runs on the PostgreSQL pass (TEST_STORE=postgres),
 * which CI always runs.
 */
const LEASE_S = 3;
let fake: FakeOpenAI;
let dataDir: string;
let apiA: TestServer;
let apiB: TestServer;
let workers: TestServer[];
let engineId: string;
let sourceId: string;

const FIELDS = [{ field_name: 'invoice_number', description: 'The invoice number', type: 'id_alphanumeric' }];
const runBody = () => ({
  tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engineId, tagged_data_sources: [{ id: sourceId }], fields: FIELDS },
  async_response: true,
});
const answerInvoice = () => ({ fields: { invoice_number: { value: 'INV-20931', confidence: 0.9, evidence: [{ data_source_id: sourceId, page: 1, quote: 'INV-20931' }] } } });

function start(role: 'api' | 'worker'): Promise<TestServer> {
  return startServer({
    dataDir,
    env: { ROLE: role, EXTRACTION_BACKEND: 'openai', OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'fake-model', RUN_CONCURRENCY: '4', JOB_LEASE_S: String(LEASE_S) },
  });
}

/** The worker's log lines about runs: `tool run started` / `tool run ended` with run id and attempt. */
function runLog(server: TestServer): Array<{ msg: string; run: string; attempt: number; worker: string; time: number }> {
  return server.output.flatMap((line) => {
    try {
      const entry = JSON.parse(line);
      return entry.run && /^tool run (started|ended)$/.test(entry.msg) ? [entry] : [];
    } catch {
      return [];
    }
  });
}

const workerName = (server: TestServer) => `${os.hostname()}:${server.pid}`;

async function waitFor(id: string, status: string[], timeoutMs = 20_000): Promise<any> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const run = await (await apiB.fetch(`/api/v1/tool-runs/${id}`)).json();
    if (status.includes(run.status)) return run;
    if (Date.now() > until) throw new Error(`run ${id} is ${run.status}, not ${status.join('/')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(onPostgres)('two API processes and two workers on one PostgreSQL and Redis', () => {
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    fake.behave({ answer: answerInvoice });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ke-scale-'));
    apiA = await start('api'); // migrates the shared schema first
    [apiB, ...workers] = await Promise.all([start('api'), start('worker'), start('worker')]);
    engineId = (await (await apiA.json('/api/v1/knowledge-engines', { name: 'Scale-out' })).json()).id;
    const pdf = await makePdf(['Invoice number: INV-20931']);
    const res = await apiA.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'inv.pdf', content: pdf }, { type: 'file', knowledge_engine_id: engineId }) });
    expect(res.status).toBe(201);
    sourceId = (await res.json()).id;
  }, 120_000);
  afterAll(async () => {
    await Promise.all([apiA, apiB, ...(workers ?? [])].map((s) => s?.stop()));
    await fake?.close();
  });

  it('watches live through B a run started through A, over REST SSE and a graphql-sse subscription', async () => {
    fake.behave({ delayMs: 1500 });
    try {
      const run = await (await apiA.json('/api/v1/tool-runs', runBody())).json();
      const rest = (async () => {
        const events: string[] = [];
        for await (const e of readSse(await apiB.fetch(`/api/v1/tool-runs/${run.id}/events`))) events.push(e.event);
        return events;
      })();
      const client = createClient({ url: `${apiB.url}/graphql`, headers: apiB.auth(), retryAttempts: 0 });
      const graphql: string[] = [];
      try {
        const query = 'subscription($id: ID!) { toolRunUpdated(id: $id) { event field { fieldName value } } }';
        for await (const result of client.iterate({ query, variables: { id: run.id } })) {
          expect(result.errors).toBeUndefined();
          graphql.push((result.data as any).toolRunUpdated.event);
        }
      } finally {
        client.dispose();
      }
      // The field events are live ones: they come from a worker through Redis, not from B's own store reads.
      for (const events of [await rest, graphql]) {
        expect(events).toContain('field');
        expect(events.at(-1)).toBe('completed');
      }
      const done = await (await apiB.fetch(`/api/v1/tool-runs/${run.id}`)).json();
      expect(workers.map(workerName)).toContain(done.result.metadata.worker);
    } finally {
      fake.behave({ delayMs: 0 });
    }
  });

  it('executes each of 200 async runs exactly once', async () => {
    const requestsBefore = fake.requests.length;
    const ids: string[] = [];
    for (let i = 0; i < 200; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, async (_, j) => {
          const res = await (j % 2 ? apiA : apiB).json('/api/v1/tool-runs', runBody());
          expect(res.status).toBe(202);
          return (await res.json()).id as string;
        }),
      );
      ids.push(...batch);
    }
    const finished = await Promise.all(ids.map((id) => waitFor(id, ['completed', 'failed'], 90_000)));
    expect(finished.every((run) => run.status === 'completed')).toBe(true);
    expect(fake.requests.length - requestsBefore).toBe(200);
    const starts = workers.flatMap((w) => runLog(w).filter((e) => e.msg === 'tool run started' && ids.includes(e.run)));
    expect(starts).toHaveLength(200);
    expect(new Set(starts.map((e) => e.run)).size).toBe(200);
    // Both workers took a share.
    for (const worker of workers) expect(finished.filter((run) => run.result.metadata.worker === workerName(worker)).length).toBeGreaterThan(0);
  }, 120_000);

  it('leaves a run held by a live worker alone when another worker starts', async () => {
    fake.behave({ delayMs: 2500 });
    const late = await (async () => {
      const run = await (await apiA.json('/api/v1/tool-runs', runBody())).json();
      await waitFor(run.id, ['processing']);
      const worker = await start('worker');
      return { run, worker };
    })().finally(() => fake.behave({ delayMs: 0 }));
    try {
      expect((await waitFor(late.run.id, ['completed', 'failed'])).status).toBe('completed');
      const starts = [...workers, late.worker].flatMap((w) => runLog(w).filter((e) => e.run === late.run.id && e.msg === 'tool run started'));
      expect(starts.map((e) => e.attempt)).toEqual([1]);
    } finally {
      await late.worker.stop();
    }
  }, 60_000);

  it('finishes, on the other worker after the lease, a run whose worker was killed with SIGKILL mid-run', async () => {
    fake.behave({ delayMs: 2000 });
    try {
      const run = await (await apiA.json('/api/v1/tool-runs', runBody())).json();
      await waitFor(run.id, ['processing']);
      let holder: TestServer | undefined;
      for (const until = Date.now() + 5000; !holder && Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
        holder = workers.find((w) => runLog(w).some((e) => e.run === run.id && e.msg === 'tool run started'));
      }
      expect(holder).toBeDefined();
      const other = workers.find((w) => w !== holder)!;
      const killedAt = Date.now();
      await holder!.kill();

      const done = await waitFor(run.id, ['completed', 'failed'], 30_000);
      expect(done.status).toBe('completed');
      expect(done.result.metadata.worker).toBe(workerName(other));
      expect(runLog(other).find((e) => e.run === run.id && e.msg === 'tool run started')?.attempt).toBe(2);
      // Taken over only once the killed worker's lease had run out, not while it might still be working.
      expect(Date.now() - killedAt).toBeGreaterThanOrEqual(LEASE_S * 1000);
      workers = [other, await start('worker')];
    } finally {
      fake.behave({ delayMs: 0 });
    }
  }, 60_000);

  it('stops, on a cancel sent to A, a run held by a worker process', async () => {
    fake.behave({ delayMs: 8000 });
    try {
      const run = await (await apiB.json('/api/v1/tool-runs', runBody())).json();
      await waitFor(run.id, ['processing']);
      const cancelled = await apiA.json(`/api/v1/tool-runs/${run.id}/cancel`, {});
      expect(cancelled.status).toBe(200);
      expect((await cancelled.json()).error_code).toBe('cancelled');
      const cancelledAt = Date.now();
      // The holding worker ends the run long before the model would have answered.
      let ended: { worker: string; time: number } | undefined;
      for (const until = Date.now() + 5000; !ended && Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
        ended = workers.flatMap(runLog).find((e) => e.run === run.id && e.msg === 'tool run ended');
      }
      expect(ended).toBeDefined();
      expect(ended!.time - cancelledAt).toBeLessThan(3000);
      const after = await (await apiB.fetch(`/api/v1/tool-runs/${run.id}`)).json();
      expect(after).toMatchObject({ status: 'failed', error_code: 'cancelled' });
    } finally {
      fake.behave({ delayMs: 0 });
    }
  }, 30_000);
});
