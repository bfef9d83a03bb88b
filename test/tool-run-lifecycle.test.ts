import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from './support/fake-openai.ts';
import { makePdf, uploadForm } from './support/documents.ts';
import { startServer, type TestServer } from './support/server.ts';
import { collectSse, readSse, readSseBlocks, type SseBlock } from './support/sse.ts';

/**
 * The run lifecycle under a backend we can slow down and break: the OpenAI-compatible
 * backend against a fake model server that speaks that API's wire format.
 */
let fake: FakeOpenAI;
let server: TestServer;
let engineId: string;
let sourceId: string;

const FIELDS = [{ field_name: 'invoice_number', description: 'The invoice number', type: 'id_alphanumeric' }];

function answerInvoice() {
  return { fields: { invoice_number: { value: 'INV-20931', confidence: 0.9, evidence: [{ data_source_id: sourceId, page: 1, quote: 'INV-20931' }] } } };
}

async function setUp(env: Record<string, string> = {}, dataDir?: string): Promise<TestServer> {
  return startServer({ dataDir, env: { EXTRACTION_BACKEND: 'openai', OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'fake-model', RUN_CONCURRENCY: '1', ...env } });
}

async function seed(s: TestServer): Promise<{ engine: string; source: string }> {
  const engine = (await (await s.json('/api/v1/knowledge-engines', { name: 'Lifecycle' })).json()).id;
  const pdf = await makePdf([`Invoice number: INV-20931\nrun ${Math.random()}`]);
  const res = await s.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'inv.pdf', content: pdf }, { type: 'file', knowledge_engine_id: engine }) });
  return { engine, source: (await res.json()).id };
}

const runBody = (flags: Record<string, unknown> = {}, engine = engineId, source = sourceId) => ({
  tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engine, tagged_data_sources: [{ id: source }], fields: FIELDS },
  ...flags,
});

async function waitFor(s: TestServer, id: string, status: string | string[], timeoutMs = 15_000): Promise<any> {
  const wanted = ([] as string[]).concat(status);
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await s.fetch(`/api/v1/tool-runs/${id}`);
    const run = res.status === 200 ? await res.json() : { status: `http ${res.status}` };
    if (wanted.includes(run.status)) return run;
    if (Date.now() > until) throw new Error(`run ${id} is ${run.status}, not ${wanted.join('/')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits for the server's log line saying it started try `attempt` of run `id`. */
async function startedIn(s: TestServer, id: string, attempt: number, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  const started = () => s.output.some((line) => line.includes('"tool run started"') && line.includes(`"run":"${id}"`) && line.includes(`"attempt":${attempt}`));
  while (!started()) {
    if (Date.now() > until) throw new Error(`run ${id} was not started a try ${attempt} time`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  fake = await startFakeOpenAI();
  fake.behave({ answer: answerInvoice });
  server = await setUp();
  ({ engine: engineId, source: sourceId } = await seed(server));
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

describe('a model server behind the openai backend', () => {
  it('completes with normalised values and evidence located in the page', async () => {
    fake.behave({ delayMs: 0, failFirst: 0 });
    const before = fake.requests.length;
    const res = await server.json('/api/v1/tool-runs', runBody());
    expect(res.status).toBe(201);
    const run = await res.json();
    expect(run.result.metadata.backend).toBe('openai');
    const field = run.result.extracted_fields.invoice_number;
    expect(field.value).toBe('INV-20931');
    const content = await (await server.fetch(`/api/v1/data-sources/${sourceId}/content`)).json();
    expect(content.pages[0].text.slice(field.evidence[0].start, field.evidence[0].end)).toBe('INV-20931');
    expect(fake.requests.length).toBe(before + 1);
    expect(fake.requests.at(-1)!.model).toBe('fake-model');
  });

  it('retries transient failures with backoff', async () => {
    fake.behave({ failFirst: 2, failStatus: 503 });
    const before = fake.requests.length;
    const res = await server.json('/api/v1/tool-runs', runBody());
    expect(res.status).toBe(201);
    expect(fake.requests.length - before).toBe(3);
  });

  it('fails a run with backend_unavailable when the backend keeps failing; a sync caller gets 500 with Retry-After', async () => {
    fake.behave({ failFirst: 100, failStatus: 500 });
    const res = await server.json('/api/v1/tool-runs', runBody());
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeTruthy();
    const error = await res.json();
    expect(error.code).toBe('backend_unavailable');
    const runId = /trun_[A-Za-z0-9]{10}/.exec(error.error)![0];
    const run = await (await server.fetch(`/api/v1/tool-runs/${runId}`)).json();
    expect(run).toMatchObject({ status: 'failed', error_code: 'backend_unavailable' });
    fake.behave({ failFirst: 0 });
  });
});

describe('cancel, disconnect and delete', () => {
  it('cancels a running run; its stream ends with a failed event', async () => {
    fake.behave({ delayMs: 1500 });
    const stream = await server.json('/api/v1/tool-runs', runBody({ stream_response: true }));
    const events = readSse(stream);
    const first = (await events.next()).value!;
    expect(first).toMatchObject({ event: 'status', data: { status: 'queued' } });
    const id = first.data.id;
    await waitFor(server, id, 'processing');
    const cancel = await server.fetch(`/api/v1/tool-runs/${id}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ status: 'failed', error_code: 'cancelled' });
    const rest: Array<{ event: string; data: any }> = [];
    for await (const e of events) rest.push(e);
    expect(rest.at(-1)).toEqual({ event: 'failed', data: { error: expect.any(String), code: 'cancelled' } });
    // The backend's late answer does not overwrite the cancellation.
    await new Promise((r) => setTimeout(r, 1600));
    expect((await (await server.fetch(`/api/v1/tool-runs/${id}`)).json()).status).toBe('failed');
  });

  it('cancels a queued run behind a running one, which still completes', async () => {
    fake.behave({ delayMs: 800 });
    const first = await (await server.json('/api/v1/tool-runs', runBody({ async_response: true }))).json();
    const second = await (await server.json('/api/v1/tool-runs', runBody({ async_response: true }))).json();
    await waitFor(server, first.id, 'processing');
    expect((await (await server.fetch(`/api/v1/tool-runs/${second.id}`)).json()).status).toBe('queued');
    const cancelled = await (await server.fetch(`/api/v1/tool-runs/${second.id}/cancel`, { method: 'POST' })).json();
    expect(cancelled).toMatchObject({ status: 'failed', error_code: 'cancelled' });
    expect((await waitFor(server, first.id, ['completed', 'failed'])).status).toBe('completed');
    // Cancelling a finished run changes nothing.
    const again = await (await server.fetch(`/api/v1/tool-runs/${first.id}/cancel`, { method: 'POST' })).json();
    expect(again.status).toBe('completed');
  });

  it('keeps running when a streaming client disconnects', async () => {
    fake.behave({ delayMs: 600 });
    const controller = new AbortController();
    const stream = await server.json('/api/v1/tool-runs', runBody({ stream_response: true }), { signal: controller.signal });
    const first = (await readSse(stream).next()).value!;
    controller.abort();
    const run = await waitFor(server, first.data.id, ['completed', 'failed']);
    expect(run.status).toBe('completed');
    expect(run.result.extracted_fields.invoice_number.value).toBe('INV-20931');
  });

  it('ends the runs of a deleted engine as cancelled, and they are gone after', async () => {
    fake.behave({ delayMs: 1000 });
    const { engine, source } = await seed(server);
    const stream = await server.json('/api/v1/tool-runs', runBody({ stream_response: true }, engine, source));
    const events = readSse(stream);
    const id = (await events.next()).value!.data.id;
    await waitFor(server, id, 'processing');
    expect((await server.fetch(`/api/v1/knowledge-engines/${engine}`, { method: 'DELETE' })).status).toBe(200);
    const rest: Array<{ event: string; data: any }> = [];
    for await (const e of events) rest.push(e);
    expect(rest.at(-1)).toMatchObject({ event: 'failed', data: { code: 'cancelled' } });
    expect((await server.fetch(`/api/v1/tool-runs/${id}`)).status).toBe(404);
  });
});

describe('second readers of a run', () => {
  it('streams a running run to another reader, and a finished one as its final state at once', async () => {
    fake.behave({ delayMs: 600 });
    const queued = await (await server.json('/api/v1/tool-runs', runBody({ async_response: true }))).json();
    const second = await server.fetch(`/api/v1/tool-runs/${queued.id}`, { headers: { Accept: 'text/event-stream' } });
    expect(second.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await collectSse(second);
    expect(events.map((e) => e.event)).toContain('field');
    expect(events.at(-1)).toMatchObject({ event: 'completed', data: { id: queued.id, status: 'completed' } });

    const late = await collectSse(await server.fetch(`/api/v1/tool-runs/${queued.id}/events`));
    expect(late).toHaveLength(1);
    expect(late[0]).toMatchObject({ event: 'completed', data: { id: queued.id, status: 'completed' } });
    expect((await server.fetch('/api/v1/tool-runs/trun_0000000000/events')).status).toBe(404);
  });
});

describe('subscriptions over SSE', () => {
  const subscription = 'subscription($id: ID!) { toolRunUpdated(id: $id) { event status fieldsDone fieldsTotal field { fieldName value } run { id status } error { code } } }';

  for (const singleConnection of [false, true]) {
    it(`streams a run to a graphql-sse client (${singleConnection ? 'single connection' : 'distinct connections'} mode)`, async () => {
      fake.behave({ delayMs: 300 });
      const client = createClient({
        url: `${server.url}/graphql${singleConnection ? '/stream' : ''}`,
        headers: server.auth(),
        singleConnection,
        retryAttempts: 0,
      });
      try {
        const queued = await (await server.json('/api/v1/tool-runs', runBody({ async_response: true }))).json();
        const updates: any[] = [];
        for await (const result of client.iterate({ query: subscription, variables: { id: queued.id } })) {
          expect(result.errors).toBeUndefined();
          updates.push((result.data as any).toolRunUpdated);
        }
        const kinds = updates.map((u) => u.event);
        expect(kinds).toContain('field');
        expect(kinds.at(-1)).toBe('completed');
        expect(updates.find((u) => u.event === 'field').field).toEqual({ fieldName: 'invoice_number', value: 'INV-20931' });
        expect(updates.at(-1).run).toEqual({ id: queued.id, status: 'completed' });
      } finally {
        client.dispose();
      }
    });
  }

  it('gives a late subscriber the final state at once, then completes', async () => {
    fake.behave({ delayMs: 0 });
    const done = await (await server.json('/api/v1/tool-runs', runBody())).json();
    const client = createClient({ url: `${server.url}/graphql`, headers: server.auth(), retryAttempts: 0 });
    try {
      const updates: any[] = [];
      for await (const result of client.iterate({ query: subscription, variables: { id: done.id } })) updates.push((result.data as any).toolRunUpdated);
      expect(updates).toEqual([expect.objectContaining({ event: 'completed', run: { id: done.id, status: 'completed' } })]);
    } finally {
      client.dispose();
    }
    // The REST stream of a second reader would see the same; a raw Yoga SSE request shows it too.
    const raw = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { ...server.auth(), 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ query: subscription, variables: { id: done.id } }),
    });
    const events = await collectSse(raw);
    expect(events.find((e) => e.event === 'next')!.data.data.toolRunUpdated.event).toBe('completed');
  });

  it('refuses a subscription without credentials', async () => {
    const raw = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ query: subscription, variables: { id: 'trun_0000000000' } }),
    });
    expect(raw.status).toBe(401);
  });
});

describe('time limits and restarts', () => {
  it('fails a run past RUN_TIMEOUT_S with code timeout', async () => {
    const limited = await setUp({ RUN_TIMEOUT_S: '1' });
    try {
      const { engine, source } = await seed(limited);
      fake.behave({ delayMs: 2500 });
      const res = await limited.json('/api/v1/tool-runs', runBody({}, engine, source));
      expect(res.status).toBe(500);
      expect((await res.json()).code).toBe('timeout');
    } finally {
      await limited.stop();
    }
  });

  it('picks up queued runs and retries a processing run after the process is killed', async () => {
    const first = await setUp();
    const { engine, source } = await seed(first);
    fake.behave({ delayMs: 3000 });
    const running = await (await first.json('/api/v1/tool-runs', runBody({ async_response: true }, engine, source))).json();
    const queued = await (await first.json('/api/v1/tool-runs', runBody({ async_response: true }, engine, source))).json();
    await waitFor(first, running.id, 'processing');
    await first.kill();

    fake.behave({ delayMs: 0 });
    const second = await setUp({}, first.dataDir);
    try {
      expect((await waitFor(second, running.id, ['completed', 'failed'])).status).toBe('completed');
      expect((await waitFor(second, queued.id, ['completed', 'failed'])).status).toBe('completed');
    } finally {
      await second.stop();
    }
  });

  it('resumes a run cut short by graceful stops without using up its retry', async () => {
    const first = await setUp();
    const { engine, source } = await seed(first);
    fake.behave({ delayMs: 5000 });
    const run = await (await first.json('/api/v1/tool-runs', runBody({ async_response: true }, engine, source))).json();
    await waitFor(first, run.id, 'processing');
    await first.stop();
    const second = await setUp({}, first.dataDir);
    await waitFor(second, run.id, 'processing');
    await second.stop();
    fake.behave({ delayMs: 0 });
    const third = await setUp({}, first.dataDir);
    try {
      expect((await waitFor(third, run.id, ['completed', 'failed'])).status).toBe('completed');
    } finally {
      await third.stop();
    }
  });

  it('fails a run that was processing when the process died twice', async () => {
    const first = await setUp();
    const { engine, source } = await seed(first);
    fake.behave({ delayMs: 5000 });
    const run = await (await first.json('/api/v1/tool-runs', runBody({ async_response: true }, engine, source))).json();
    await waitFor(first, run.id, 'processing');
    await first.kill();
    const second = await setUp({}, first.dataDir);
    // Killed once it has taken the run up again (its status says processing from the first try already).
    await startedIn(second, run.id, 2);
    await second.kill();
    const third = await setUp({}, first.dataDir);
    try {
      const final = await waitFor(third, run.id, ['completed', 'failed']);
      expect(final).toMatchObject({ status: 'failed', error_code: 'internal' });
    } finally {
      await third.stop();
    }
  });
});

describe('resumable streams (SSE ids and Last-Event-ID)', () => {
  /** Reads SSE blocks until `stop` says so, or the stream ends. */
  async function readBlocks(res: Response, stop: (block: SseBlock) => boolean): Promise<SseBlock[]> {
    const blocks: SseBlock[] = [];
    for await (const block of readSseBlocks(res)) {
      blocks.push({ ...block, data: undefined });
      if (stop(block)) break;
    }
    return blocks.map(({ data: _data, ...rest }) => rest);
  }

  it('numbers events, and a client that reconnects gets only what it missed', async () => {
    fake.behave({ delayMs: 1500 });
    try {
      const run = await (await server.json('/api/v1/tool-runs', runBody({ async_response: true }))).json();
      const first = await server.fetch(`/api/v1/tool-runs/${run.id}/events`);
      // Up to the first field (a worker in another process may still announce processing first).
      const seen = await readBlocks(first, (b) => /^\d+$/.test(b.id ?? '') && b.event === 'field');
      expect(seen[0].retry).toBe('3000');
      const last = seen.at(-1)!;
      expect(last.event).toBe('field');

      // Reconnected after the field: nothing it had again; what followed, ending with the run's final state.
      const again = await server.fetch(`/api/v1/tool-runs/${run.id}/events`, { headers: { 'Last-Event-ID': last.id! } });
      const rest = (await readBlocks(again, () => false)).filter((b) => b.event);
      expect(rest.map((b) => b.event)).not.toContain('field');
      expect(rest.filter((b) => /^\d+$/.test(b.id ?? '')).every((b) => Number(b.id) > Number(last.id))).toBe(true);
      expect(rest.at(-1)).toEqual({ id: 'end', event: 'completed' });

      // The final event is had: 204, which stops an EventSource from reconnecting.
      const done = await server.fetch(`/api/v1/tool-runs/${run.id}/events`, { headers: { 'Last-Event-ID': 'end' } });
      expect(done.status).toBe(204);
      expect(await done.text()).toBe('');
    } finally {
      fake.behave({ delayMs: 0 });
    }
  });
});
