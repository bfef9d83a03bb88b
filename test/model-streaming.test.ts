import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedModel, startFakeOpenAI, type FakeOpenAI } from './support/fake-openai.ts';
import { uploadForm } from './support/documents.ts';
import { startServer, type TestServer } from './support/server.ts';
import { readSse } from './support/sse.ts';

/**
 * Issue 12: the fields of a streamed run arrive one by one. The fake model stops
 * its stream after the first field's value and holds it until the test has seen
 * that field's event (or gives up after 5 s): a service that reported fields only
 * at the end of the answer cannot pass.
 */

const PAGE = 'Purchase order PO-5521\nSupplier: Fabrikam Ltd.\nDelivery date: 12 May 2025';
const FIELDS = [
  { field_name: 'order_number', description: 'Purchase order number', type: 'id_alphanumeric' },
  { field_name: 'supplier', description: 'Supplier name', type: 'text' },
  { field_name: 'delivery_date', description: 'Delivery date', type: 'date' },
];
const model = scriptedModel({
  order_number: { pattern: /PO-\d+/, value: (m) => m[0] },
  supplier: { pattern: /Fabrikam Ltd\./, value: () => 'Fabrikam Ltd.' },
  delivery_date: { pattern: /12 May 2025/, value: () => '2025-05-12' },
});

let fake: FakeOpenAI;
const servers: TestServer[] = [];

async function setUp(env: Record<string, string>) {
  const server = await startServer({ env: { LLM_BACKOFF_MS: '20', ...env } });
  servers.push(server);
  const engine = (await (await server.json('/api/v1/knowledge-engines', { name: 'Stream' })).json()).id;
  const source = (await (await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'po.txt', content: PAGE }, { type: 'file', knowledge_engine_id: engine }) })).json()).id;
  const body = (flags: object) => ({ tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engine, tagged_data_sources: [{ id: source }], fields: FIELDS }, ...flags });
  return { server, body };
}

/** Holds the model's stream after the first field's value until `release()`. */
function holdAfterFirstField() {
  let held = true;
  let release!: () => void;
  const until = new Promise<void>((resolve) => (release = () => ((held = false), resolve())));
  fake.behave({ answer: model, pieceChars: 8, pauseAfter: { text: '"supplier"', until } });
  const guard = setTimeout(release, 5000);
  return { release: () => (clearTimeout(guard), release()), isHeld: () => held };
}

let openai: Awaited<ReturnType<typeof setUp>>;
let gemini: Awaited<ReturnType<typeof setUp>>;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  openai = await setUp({ EXTRACTION_BACKEND: 'openai', OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'qwen2.5-7b' });
  gemini = await setUp({ EXTRACTION_BACKEND: 'gemini', GEMINI_BASE_URL: fake.geminiBaseUrl, GEMINI_API_KEY: 'gm-test-key-81f2' });
});
afterAll(async () => {
  for (const s of servers) await s.stop();
  await fake?.close();
});

describe('fields arrive one by one', () => {
  it('over REST SSE: a field event comes while the model is still writing its answer', async () => {
    fake.reset();
    const hold = holdAfterFirstField();
    let releasedByTest = false;
    const events: Array<{ event: string; data: any; held: boolean }> = [];
    const res = await openai.server.json('/api/v1/tool-runs', openai.body({ stream_response: true }));
    for await (const e of readSse(res)) {
      events.push({ ...e, held: hold.isHeld() });
      if (e.event === 'field' && !releasedByTest) {
        releasedByTest = true;
        hold.release();
      }
    }
    const fields = events.filter((e) => e.event === 'field');
    expect(fields.map((e) => e.data.field_name)).toEqual(['order_number', 'supplier', 'delivery_date']);
    // The first field came while the model's stream was held; the others after it went on.
    expect(fields.map((e) => e.held)).toEqual([true, false, false]);
    expect(fields[0].data).toMatchObject({ value: 'PO-5521', backend: 'openai' });
    expect(events.at(-1)!.event).toBe('completed');
    expect(events.filter((e) => e.event === 'progress').map((e) => e.data.fields_done)).toEqual([1, 2, 3]);
  });

  it('over GraphQL toolRunUpdated, with the Gemini API streamed as server-sent events', async () => {
    fake.reset();
    const before = fake.requests.length;
    const hold = holdAfterFirstField();
    const run = await (await gemini.server.json('/api/v1/tool-runs', gemini.body({ async_response: true }))).json();
    const client = createClient({ url: `${gemini.server.url}/graphql`, headers: gemini.server.auth(), retryAttempts: 0 });
    const seen: Array<{ event: string; field: string | null; held: boolean }> = [];
    let releasedByTest = false;
    try {
      const query = 'subscription($id: ID!) { toolRunUpdated(id: $id) { event field { fieldName value backend } } }';
      for await (const result of client.iterate({ query, variables: { id: run.id } })) {
        const update = (result.data as any).toolRunUpdated;
        seen.push({ event: update.event, field: update.field?.fieldName ?? null, held: hold.isHeld() });
        if (update.event === 'field' && !releasedByTest) {
          releasedByTest = true;
          hold.release();
        }
      }
    } finally {
      client.dispose();
    }
    const fields = seen.filter((s) => s.event === 'field');
    expect(fields.map((s) => [s.field, s.held])).toEqual([
      ['order_number', true],
      ['supplier', false],
      ['delivery_date', false],
    ]);
    expect(seen.at(-1)!.event).toBe('completed');
    const sent = fake.requests[before];
    expect(sent).toMatchObject({ method: 'streamGenerateContent', model: 'gemini-1.5-pro', apiKey: 'gm-test-key-81f2' });
    expect(sent.generationConfig.responseMimeType).toBe('application/json');
    const schema = sent.generationConfig.responseSchema.properties.fields;
    expect(schema).toMatchObject({ type: 'OBJECT', propertyOrdering: ['order_number', 'supplier', 'delivery_date'] });
    expect(schema.properties.delivery_date.properties.value).toMatchObject({ type: 'STRING', nullable: true });
    const done = await (await gemini.server.fetch(`/api/v1/tool-runs/${run.id}`)).json();
    expect(done.result.metadata).toMatchObject({ backend: 'gemini', pages_read: 1 });
    expect(done.result.metadata.output_tokens).toBeGreaterThan(0);
    expect(gemini.server.output.some((line) => line.includes('gm-test-key-81f2'))).toBe(false);
  });

  it('asks Gemini with the MIME type alone when it refuses responseSchema, from then on', async () => {
    fake.reset();
    fake.behave({ answer: model, refuse: ['responseSchema'] });
    const before = fake.requests.length;
    const first = await (await gemini.server.json('/api/v1/tool-runs', gemini.body({}))).json();
    expect(first.result.extracted_fields.delivery_date.value).toBe('2025-05-12');
    expect((await gemini.server.json('/api/v1/tool-runs', gemini.body({}))).status).toBe(201);
    expect(fake.requests.slice(before).map((r) => [Boolean(r.generationConfig.responseSchema), r.generationConfig.responseMimeType])).toEqual([
      [true, 'application/json'],
      [false, 'application/json'],
      [false, 'application/json'],
    ]);
  });
});
