import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scriptedModel, startFakeOpenAI, type FakeOpenAI } from './support/fake-openai.ts';
import { uploadForm } from './support/documents.ts';
import { startServer, type TestServer } from './support/server.ts';

/** Issue 12: the OpenAI-compatible backend against a fake server speaking Chat Completions exactly. */

const KEY = 'sk-test-secret-4d2a9c';
let fake: FakeOpenAI;
let server: TestServer;
let engineId: string;
let sourceId: string;

const PAGE = 'Invoice number: INV-20931\nIssued to Northwind Traders.\nTotal due: 1,250.00 USD\nPayment is made by bank transfer.';
const FIELDS = [
  { field_name: 'invoice_number', description: 'The invoice number', type: 'id_alphanumeric' },
  { field_name: 'total', description: 'Total amount due', type: 'currency' },
  { field_name: 'method', description: 'How payment is made', type: 'single_select', options: ['bank transfer', 'card', 'cheque'] },
];
const model = scriptedModel({
  invoice_number: { pattern: /INV-\d+/, value: (m) => m[0] },
  total: { pattern: /1,250\.00/, value: () => 1250 },
  method: { pattern: /bank transfer/, value: () => 'Bank Transfer' },
});

const run = (flags: Record<string, unknown> = {}) =>
  server.json('/api/v1/tool-runs', { tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engineId, tagged_data_sources: [{ id: sourceId }], fields: FIELDS }, ...flags });
const runId = (error: { error: string }) => /trun_[A-Za-z0-9]{10}/.exec(error.error)![0];

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startServer({
    env: { EXTRACTION_BACKEND: 'openai', OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'local-8b', OPENAI_API_KEY: KEY, LLM_BACKOFF_MS: '20', LLM_TIMEOUT_S: '1', LOG_LEVEL: 'debug' },
  });
  engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'Models' })).json()).id;
  sourceId = (await (await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'inv.txt', content: PAGE }, { type: 'file', knowledge_engine_id: engineId }) })).json()).id;
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  fake.behave({ answer: model });
});

describe('structured output', () => {
  it('streams a strict json_schema answer and reads typed values, usage and evidence from it', async () => {
    const before = fake.requests.length;
    const res = await run();
    expect(res.status).toBe(201);
    const result = (await res.json()).result;
    const sent = fake.requests[before];
    expect(sent).toMatchObject({ model: 'local-8b', stream: true, stream_options: { include_usage: true }, authorization: `Bearer ${KEY}` });
    expect(sent.max_tokens).toBeGreaterThan(0);
    expect(sent.response_format.type).toBe('json_schema');
    expect(sent.response_format.json_schema).toMatchObject({ name: 'extracted_fields', strict: true });
    const schema = sent.response_format.json_schema.schema.properties.fields;
    expect(schema.required).toEqual(['invoice_number', 'total', 'method']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.total.properties.value.type).toEqual(['number', 'null']);
    expect(schema.properties.method.properties.value.enum).toEqual(['bank transfer', 'card', 'cheque', null]);

    const f = result.extracted_fields;
    expect(f.invoice_number).toMatchObject({ value: 'INV-20931', backend: 'openai', evidence: [{ data_source_id: sourceId, page: 1, text: 'INV-20931' }] });
    expect(f.total.value).toBe(1250);
    // The model wrote the option in its own case; the answer is the option as defined.
    expect(f.method.value).toBe('bank transfer');
    expect(result.metadata).toMatchObject({ backend: 'openai', pages_read: 1, pages_skipped: 0 });
    expect(result.metadata.input_tokens).toBeGreaterThan(20);
    expect(result.metadata.output_tokens).toBeGreaterThan(10);
  });

  it('falls back to json_object, then to words, for a server that refuses them, and remembers what worked', async () => {
    fake.behave({ refuse: ['json_schema'] });
    let before = fake.requests.length;
    expect((await run()).status).toBe(201);
    expect(fake.requests.slice(before).map((r) => r.response_format?.type)).toEqual(['json_schema', 'json_object']);
    before = fake.requests.length;
    expect((await (await run()).json()).result.extracted_fields.invoice_number.value).toBe('INV-20931');
    expect(fake.requests.slice(before).map((r) => r.response_format?.type)).toEqual(['json_object']);

    fake.behave({ refuse: ['json_schema', 'json_object'] });
    before = fake.requests.length;
    expect((await (await run()).json()).result.extracted_fields.total.value).toBe(1250);
    expect(fake.requests.slice(before).map((r) => r.response_format?.type)).toEqual(['json_object', undefined]);
  });

  it('reads one whole completion from a server that does not stream', async () => {
    fake.behave({ ignoreStream: true });
    const result = (await (await run()).json()).result;
    expect(result.extracted_fields.total.value).toBe(1250);
    expect(result.metadata.output_tokens).toBeGreaterThan(10);
  });

  it('reads an answer in a Markdown fence with words around it', async () => {
    fake.behave({ answer: (prompt) => `Sure! Here are the fields:\n\`\`\`json\n${JSON.stringify(model(prompt), null, 2)}\n\`\`\`\nLet me know if you need more.` });
    const result = (await (await run()).json()).result;
    expect(result.extracted_fields.invoice_number.value).toBe('INV-20931');
    expect(result.extracted_fields.method.value).toBe('bank transfer');
  });

  it('keeps the fields of an answer that broke off and asks again for the rest only', async () => {
    let calls = 0;
    fake.behave({
      answer: (prompt) => {
        const text = JSON.stringify(model(prompt));
        // The first answer stops in the middle of the second field.
        return calls++ === 0 ? text.slice(0, text.indexOf('"total"') + 20) : text;
      },
    });
    const before = fake.requests.length;
    const result = (await (await run()).json()).result;
    expect(Object.fromEntries(Object.entries(result.extracted_fields).map(([k, v]: [string, any]) => [k, v.value]))).toEqual({ invoice_number: 'INV-20931', total: 1250, method: 'bank transfer' });
    const asked = (r: any) => [...r.messages[1].content.matchAll(/^- (\w+) \(/gm)].map((m) => m[1]);
    expect(fake.requests.slice(before).map(asked)).toEqual([['invoice_number', 'total', 'method'], ['total', 'method']]);
  });
});

describe('confidence that is earned', () => {
  it('ranks a value quoted exactly above one whose quote is nowhere in the page, which stays low', async () => {
    fake.behave({
      answer: () => ({
        fields: {
          invoice_number: { value: 'INV-20931', evidence: [{ data_source_id: sourceId, page: 1, quote: 'Invoice number: INV-20931' }] },
          total: { value: 990, evidence: [{ data_source_id: sourceId, page: 1, quote: 'Amount payable 990.00' }] },
          method: { value: 'card', evidence: [{ data_source_id: sourceId, page: 1, quote: 'paid by card' }] },
        },
      }),
    });
    const f = (await (await run()).json()).result.extracted_fields;
    expect(f.invoice_number.confidence).toBeGreaterThanOrEqual(0.85);
    expect(f.total.evidence).toEqual([]);
    expect(f.total.confidence).toBeLessThanOrEqual(0.35);
    expect(f.method.confidence).toBeLessThanOrEqual(0.35);
  });

  it('trusts a quote found with other spacing less than an exact one, and a value the quote does not hold less still', async () => {
    fake.behave({
      answer: () => ({
        fields: {
          invoice_number: { value: 'INV-20931', evidence: [{ data_source_id: sourceId, page: 1, quote: 'invoice   NUMBER: INV-20931' }] },
          total: { value: 1250, evidence: [{ data_source_id: sourceId, page: 1, quote: 'Issued to Northwind Traders.' }] },
          method: { value: null, evidence: [] },
        },
      }),
    });
    const f = (await (await run()).json()).result.extracted_fields;
    expect(f.invoice_number.evidence[0].text).toBe('Invoice number: INV-20931');
    expect(f.invoice_number.confidence).toBeLessThan(0.97);
    expect(f.invoice_number.confidence).toBeGreaterThan(f.total.confidence);
    expect(f.method.confidence).toBeLessThanOrEqual(0.1);
  });
});

describe('operations', () => {
  it('waits what a 429 Retry-After asks before trying again', async () => {
    fake.behave({ failFirst: 1, failStatus: 429, retryAfter: '1' });
    const before = fake.requests.length;
    const started = Date.now();
    expect((await run()).status).toBe(201);
    expect(fake.requests.length - before).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('gives up at once on a Retry-After too long to wait, passing it on with backend_unavailable', async () => {
    fake.behave({ failFirst: 5, failStatus: 503, retryAfter: '120' });
    const before = fake.requests.length;
    const res = await run();
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBe('120');
    expect((await res.json()).code).toBe('backend_unavailable');
    expect(fake.requests.length - before).toBe(1);
  });

  it('fails a call that hangs past LLM_TIMEOUT_S, after its retries, as backend_unavailable', async () => {
    fake.behave({ hang: true });
    const before = fake.requests.length;
    const res = await run();
    expect(res.status).toBe(500);
    const error = await res.json();
    expect(error.code).toBe('backend_unavailable');
    const stored = await (await server.fetch(`/api/v1/tool-runs/${runId(error)}`)).json();
    expect(stored.error).toMatch(/within 1 s \(LLM_TIMEOUT_S\)/);
    expect(fake.requests.length - before).toBe(4);
  });

  it('never writes the API key to its log', () => {
    expect(fake.requests.some((r) => r.authorization === `Bearer ${KEY}`)).toBe(true);
    expect(server.output.length).toBeGreaterThan(0);
    expect(server.output.some((line) => line.includes(KEY))).toBe(false);
  });
});

describe('a model server that is not there', () => {
  it('fails the run with backend_unavailable, and a synchronous caller gets 500 with Retry-After', async () => {
    // A port that was just free: nothing listens there.
    const probe = (await import('node:net')).createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as import('node:net').AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const down = await startServer({ env: { EXTRACTION_BACKEND: 'openai', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`, OPENAI_API_KEY: KEY, LLM_RETRIES: '1', LLM_BACKOFF_MS: '20' } });
    try {
      const engine = (await (await down.json('/api/v1/knowledge-engines', { name: 'Down' })).json()).id;
      const source = (await (await down.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'inv.txt', content: PAGE }, { type: 'file', knowledge_engine_id: engine }) })).json()).id;
      const res = await down.json('/api/v1/tool-runs', { tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engine, tagged_data_sources: [{ id: source }], fields: FIELDS } });
      expect(res.status).toBe(500);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(1);
      const error = await res.json();
      expect(error.code).toBe('backend_unavailable');
      const stored = await (await down.fetch(`/api/v1/tool-runs/${runId(error)}`)).json();
      expect(stored.error).toMatch(/cannot reach the model server \(ECONNREFUSED\)/);
      expect(down.output.some((line) => line.includes(KEY))).toBe(false);
    } finally {
      await down.stop();
    }
  });
});

describe('several samples (LLM_SAMPLES=3)', () => {
  let sampled: TestServer;
  let engine: string;
  let source: string;
  beforeAll(async () => {
    sampled = await startServer({ env: { EXTRACTION_BACKEND: 'openai', OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'local-8b', LLM_SAMPLES: '3', LLM_BACKOFF_MS: '20' } });
    engine = (await (await sampled.json('/api/v1/knowledge-engines', { name: 'Samples' })).json()).id;
    source = (await (await sampled.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'inv.txt', content: PAGE }, { type: 'file', knowledge_engine_id: engine }) })).json()).id;
  });
  afterAll(() => sampled?.stop());

  const sampledRun = async () =>
    (await (await sampled.json('/api/v1/tool-runs', { tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engine, tagged_data_sources: [{ id: source }], fields: FIELDS } })).json()).result.extracted_fields;

  it('answers with the value most samples gave, less sure when they disagree', async () => {
    const agreed = await sampledRun();
    let call = 0;
    fake.behave({
      answer: (prompt) => {
        const answer = model(prompt) as any;
        // One sample in three reads the total from the wrong line.
        if (call++ % 3 === 2) answer.fields.total = { value: 1, evidence: [{ data_source_id: source, page: 1, quote: 'INV-20931' }] };
        return answer;
      },
    });
    const before = fake.requests.length;
    const split = await sampledRun();
    expect(fake.requests.length - before).toBe(3);
    expect(split.total.value).toBe(1250);
    expect(split.total.confidence).toBeLessThan(agreed.total.confidence);
    expect(split.invoice_number.confidence).toBe(agreed.invoice_number.confidence);
  });
});
