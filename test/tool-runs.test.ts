import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, uploadForm } from './support/documents.ts';
import { startServer, type TestServer } from './support/server.ts';
import { collectSse } from './support/sse.ts';

let server: TestServer;
let engineId: string;
let otherEngineId: string;
let emptyEngineId: string;
let invoiceId: string;
let otherSourceId: string;

const INVOICE_PAGE_1 = `ACME Supplies Ltd
Invoice number: INV-20931
Order date: March 3, 2024
Due date: 2024-04-02`;
const INVOICE_PAGE_2 = `Subtotal: $1,100.00
Tax rate: 13.6%
Total: $1,250.00
Payment method: Wire transfer`;

async function createEngine(name: string): Promise<string> {
  return (await (await server.json('/api/v1/knowledge-engines', { name })).json()).id;
}

async function upload(engine: string, name: string, content: Buffer | string): Promise<string> {
  const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name, content }, { type: 'file', knowledge_engine_id: engine }) });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

beforeAll(async () => {
  server = await startServer();
  engineId = await createEngine('Invoices');
  otherEngineId = await createEngine('Other');
  emptyEngineId = await createEngine('Empty');
  invoiceId = await upload(engineId, 'invoice.pdf', await makePdf([INVOICE_PAGE_1, INVOICE_PAGE_2]));
  otherSourceId = await upload(otherEngineId, 'other.pdf', await makePdf(['Unrelated text 12345']));
});
afterAll(() => server?.stop());

const FIELDS = [
  { field_name: 'invoice_number', description: 'The invoice number', type: 'id_alphanumeric' },
  { field_name: 'due_date', description: 'When payment is due', type: 'date' },
  { field_name: 'total', description: 'Total amount to pay', type: 'currency' },
  { field_name: 'tax_rate', description: 'Tax rate', type: 'percentage' },
  { field_name: 'payment', description: 'Payment method', type: 'single_select', options: ['Cash', 'Card', 'Wire transfer'] },
  { field_name: 'purchase_order', description: 'Purchase order reference', type: 'id_alphanumeric' },
];

function body(overrides: { tool?: Record<string, unknown>; [k: string]: unknown } = {}) {
  const { tool, ...rest } = overrides;
  return {
    tool: {
      type: 'extract_fields_from_data_sources',
      model: 'gemini-1.5-pro',
      knowledge_engine_id: engineId,
      tagged_data_sources: [{ id: invoiceId.replace('ds_', 'dsc_'), page_range: '1-2' }],
      fields: FIELDS,
      ...tool,
    },
    ...rest,
  };
}

const run = (b: unknown) => server.json('/api/v1/tool-runs', b);

describe('synchronous runs', () => {
  it('answers 201 with the completed run, typed values, evidence and honest metadata', async () => {
    const res = await run(body({ notes: { batch: 7 } }));
    expect(res.status).toBe(201);
    const r = await res.json();
    expect(r.id).toMatch(/^trun_[A-Za-z0-9]{10}$/);
    expect(r.status).toBe('completed');
    const f = r.result.extracted_fields;
    expect(f.invoice_number).toMatchObject({ value: 'INV-20931', type: 'id_alphanumeric' });
    expect(f.due_date.value).toBe('2024-04-02');
    expect(f.total.value).toBe(1250);
    expect(f.tax_rate.value).toBe(13.6);
    expect(f.payment).toMatchObject({ value: 'Wire transfer', options: ['Cash', 'Card', 'Wire transfer'] });
    expect(f.purchase_order.value).toBeNull();
    for (const field of Object.values<any>(f)) {
      expect(field.confidence).toBeGreaterThanOrEqual(0);
      expect(field.confidence).toBeLessThanOrEqual(1);
    }
    expect(f.purchase_order.confidence).toBeLessThan(0.3);

    // Evidence indexes into exactly the text the content endpoint returns.
    const content = await (await server.fetch(`/api/v1/data-sources/${invoiceId}/content`)).json();
    for (const field of Object.values<any>(f)) {
      for (const e of field.evidence) {
        expect(e.data_source_id).toBe(invoiceId);
        expect(content.pages[e.page - 1].text.slice(e.start, e.end)).toBe(e.text);
      }
    }
    expect(f.total.evidence[0]).toMatchObject({ page: 2, text: '$1,250.00' });

    const m = r.result.metadata;
    expect(m.sources_analyzed).toBe(1);
    expect(m.fields_extracted).toBe(5);
    expect(m.backend).toBe('local');
    // The process that ran it: this server, which works its own jobs (ROLE=all).
    expect(m.worker).toBe(`${os.hostname()}:${server.pid}`);
    expect(typeof m.processing_time).toBe('number');
    const mean = Object.values<any>(f).reduce((s, x) => s + x.confidence, 0) / FIELDS.length;
    expect(m.average_confidence).toBeCloseTo(mean, 2);

    // The tool and flags are echoed as sent, ids included.
    expect(r.tool).toMatchObject({
      type: 'extract_fields_from_data_sources',
      model: 'gemini-1.5-pro',
      knowledge_engine_id: engineId,
      tagged_data_sources: [{ id: invoiceId.replace('ds_', 'dsc_'), page_range: '1-2' }],
      include_confidence_scores: true,
      stream_response: false,
      async_response: false,
      notes: { batch: 7 },
    });
    expect(r.tool.fields[4]).toEqual(FIELDS[4]);

    const read = await (await server.fetch(`/api/v1/tool-runs/${r.id}`)).json();
    expect(read).toEqual(r);
  });

  it('reads only the page range asked for', async () => {
    const r = await (await run(body({ tool: { tagged_data_sources: [{ id: invoiceId, page_range: '1' }] } }))).json();
    expect(r.result.extracted_fields.invoice_number.value).toBe('INV-20931');
    expect(r.result.extracted_fields.total.value).toBeNull();
  });

  it('leaves out confidence when include_confidence_scores is false', async () => {
    const r = await (await run(body({ tool: { include_confidence_scores: false } }))).json();
    expect(r.status).toBe('completed');
    for (const field of Object.values<any>(r.result.extracted_fields)) expect(field).not.toHaveProperty('confidence');
    expect(r.result.metadata).not.toHaveProperty('average_confidence');
  });

  it('uses the default model when model is omitted, and accepts its prefixed spellings', async () => {
    const { model: _m, ...tool } = body().tool;
    const omitted = await run({ tool });
    expect(omitted.status).toBe(201);
    expect((await omitted.json()).tool.model).toBe('gemini-1.5-pro');
    for (const model of ['models/gemini-1.5-pro', 'google/gemini-1.5-pro']) {
      expect((await run(body({ tool: { model } }))).status).toBe(201);
    }
  });
});

describe('asynchronous and streamed runs', () => {
  it('answers 202 queued, and the run completes in the background', async () => {
    const res = await run(body({ async_response: true }));
    expect(res.status).toBe(202);
    const queued = await res.json();
    expect(queued.status).toBe('queued');
    expect(queued.result).toBeNull();
    let read: any;
    for (let i = 0; i < 100; i++) {
      read = await (await server.fetch(`/api/v1/tool-runs/${queued.id}`)).json();
      if (read.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(read.status).toBe('completed');
    expect(read.result.extracted_fields.invoice_number.value).toBe('INV-20931');
  });

  it('streams status, progress and field events, then the completed run', async () => {
    const res = await run(body({ stream_response: true, async_response: true }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await collectSse(res);
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('status');
    expect(events.filter((e) => e.event === 'status').map((e) => e.data.status)).toEqual(['queued', 'processing']);
    expect(names.filter((n) => n === 'field')).toHaveLength(FIELDS.length);
    const progress = events.filter((e) => e.event === 'progress').map((e) => e.data);
    expect(progress.at(-1)).toEqual({ fields_done: FIELDS.length, fields_total: FIELDS.length });
    expect(names.at(-1)).toBe('completed');
    const final = events.at(-1)!.data;
    expect(final.status).toBe('completed');
    expect(final.tool.stream_response).toBe(true);
    const field = events.find((e) => e.event === 'field' && e.data.field_name === 'total')!.data;
    expect(field).toMatchObject({ field_name: 'total', value: 1250, type: 'currency' });
    expect(await (await server.fetch(`/api/v1/tool-runs/${final.id}`)).json()).toEqual(final);
  });

  it('lists runs of an engine, newest first, with cursors', async () => {
    const page = await (await server.fetch(`/api/v1/tool-runs?knowledge_engine_id=${engineId}&limit=2`)).json();
    expect(page.data).toHaveLength(2);
    expect(page.has_more).toBe(true);
    expect(page.data[0].created_at).toBeGreaterThanOrEqual(page.data[1].created_at);
    const next = await (await server.fetch(`/api/v1/tool-runs?knowledge_engine_id=${engineId}&limit=2&cursor=${page.next_cursor}`)).json();
    expect(next.data[0].id).not.toBe(page.data[1].id);
    const none = await (await server.fetch(`/api/v1/tool-runs?knowledge_engine_id=${emptyEngineId}`)).json();
    expect(none.data).toEqual([]);
    expect((await server.fetch('/api/v1/tool-runs?knowledge_engine_id=kng_0000000000')).status).toBe(404);
    expect((await server.fetch('/api/v1/tool-runs?knowledge_engine_id=bad')).status).toBe(400);
  });

  it('answers 400 invalid_id for a malformed run id and 404 for an unknown one', async () => {
    expect((await server.fetch('/api/v1/tool-runs/trun_bad')).status).toBe(400);
    expect((await server.fetch('/api/v1/tool-runs/trun_0000000000')).status).toBe(404);
    expect((await server.fetch('/api/v1/tool-runs/trun_0000000000/cancel', { method: 'POST' })).status).toBe(404);
  });
});

describe('validation', () => {
  const many = Array.from({ length: 101 }, (_, i) => ({ field_name: `f${i}`, description: 'x', type: 'text' }));
  // Built lazily: the ids exist only once beforeAll has run.
  const cases: Array<[string, () => unknown, string, RegExp]> = [
    ['no tool', () => ({ async_response: true }), 'invalid_request', /tool is required/],
    ['tool not an object', () => ({ tool: 'x' }), 'invalid_request', /tool must be a JSON object/],
    ['wrong tool type', () => body({ tool: { type: 'summarize' } }), 'invalid_request', /tool\.type must be "extract_fields_from_data_sources"/],
    ['missing tool type', () => body({ tool: { type: undefined } }), 'invalid_request', /tool\.type is required/],
    ['model not a string', () => body({ tool: { model: 5 } }), 'invalid_request', /tool\.model must be a string/],
    ['unsupported model', () => body({ tool: { model: 'gpt-4' } }), 'model_not_supported', /not supported/],
    ['missing engine', () => body({ tool: { knowledge_engine_id: undefined } }), 'invalid_request', /knowledge_engine_id is required/],
    ['malformed engine', () => body({ tool: { knowledge_engine_id: 'ke_abc' } }), 'invalid_id', /knowledge_engine_id/],
    ['unknown engine', () => body({ tool: { knowledge_engine_id: 'kng_0000000000' } }), 'engine_not_found', /does not exist/],
    ['empty sources', () => body({ tool: { tagged_data_sources: [] } }), 'invalid_request', /at least one/],
    ['sources not an array', () => body({ tool: { tagged_data_sources: 'x' } }), 'invalid_request', /must be an array/],
    ['malformed source id', () => body({ tool: { tagged_data_sources: [{ id: 'doc_1' }] } }), 'invalid_id', /tagged_data_sources\[0\]\.id/],
    ['unknown source', () => body({ tool: { tagged_data_sources: [{ id: 'dsc_0000000000' }] } }), 'data_source_not_found', /dsc_0000000000/],
    ['malformed page range', () => body({ tool: { tagged_data_sources: [{ id: 'ds_0000000000', page_range: 'first' }] } }), 'invalid_request', /page_range/],
    ['backwards page range', () => body({ tool: { tagged_data_sources: [{ id: '__INVOICE__', page_range: '2-1' }] } }), 'invalid_request', /page_range/],
    ['page beyond document', () => body({ tool: { tagged_data_sources: [{ id: '__INVOICE__', page_range: '5-9' }] } }), 'invalid_request', /beyond the document, which has 2 pages/],
    ['no fields', () => body({ tool: { fields: [] } }), 'invalid_request', /at least one field/],
    ['missing field name', () => body({ tool: { fields: [{ description: 'd', type: 'text' }] } }), 'invalid_request', /fields\[0\]\.field_name is required/],
    ['duplicate field name', () => body({ tool: { fields: [FIELDS[0], FIELDS[0]] } }), 'invalid_request', /used twice/],
    ['unknown type', () => body({ tool: { fields: [{ field_name: 'a', description: 'd', type: 'money' }] } }), 'invalid_request', /fields\[0\]\.type must be one of/],
    ['select without options', () => body({ tool: { fields: [{ field_name: 'a', description: 'd', type: 'single_select' }] } }), 'invalid_request', /options is required/],
    ['options not strings', () => body({ tool: { fields: [{ field_name: 'a', description: 'd', type: 'multi_select', options: ['x', () => 3] }] } }), 'invalid_request', /options\[1\]/],
    ['missing description', () => body({ tool: { fields: [{ field_name: 'a', type: 'text' }] } }), 'invalid_request', /description is required/],
    ['over 100 fields', () => body({ tool: { fields: many } }), 'invalid_request', /at most 100 fields/],
    ['flag of the wrong type', () => body({ async_response: 'yes' }), 'invalid_request', /async_response must be true or false/],
    ['confidence flag of the wrong type', () => body({ tool: { include_confidence_scores: 1 } }), 'invalid_request', /include_confidence_scores/],
    ['notes not an object', () => body({ notes: [1] }), 'invalid_request', /notes must be a JSON object/],
    ['notes over 16 KiB', () => body({ notes: { x: 'y'.repeat(17_000) } }), 'invalid_request', /notes must be at most/],
  ];

  it.each(cases)('%s', async (_name, raw, code, message) => {
    const text = JSON.stringify(raw()).replaceAll('__INVOICE__', invoiceId);
    const before = server.rows().tool_runs;
    const res = await server.fetch('/api/v1/tool-runs', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text });
    const answer = await res.json();
    expect({ status: res.status, code: answer.code }).toEqual({ status: 400, code });
    expect(answer.error).toMatch(message);
    expect(server.rows().tool_runs).toBe(before);
  });

  it('refuses a data source of another engine', async () => {
    const res = await run(body({ tool: { tagged_data_sources: [{ id: otherSourceId }] } }));
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('data_source_not_found');
  });

  it('refuses an empty engine with engine_empty, and a processing one with engine_not_ready', async () => {
    const empty = await run(body({ tool: { knowledge_engine_id: emptyEngineId, tagged_data_sources: [{ id: invoiceId }] } }));
    expect(await empty.json()).toMatchObject({ code: 'engine_empty' });
    // A data source still being read in the background makes its engine processing.
    server.sql(`update data_sources set status = 'processing' where id = '${otherSourceId}'`);
    try {
      const busy = await run(body({ tool: { knowledge_engine_id: otherEngineId, tagged_data_sources: [{ id: otherSourceId }] } }));
      expect(busy.status).toBe(400);
      expect(await busy.json()).toMatchObject({ code: 'engine_not_ready' });
      const engine = await (await server.fetch(`/api/v1/knowledge-engines/${otherEngineId}`)).json();
      expect(engine.status).toBe('processing');
    } finally {
      server.sql(`update data_sources set status = 'processed' where id = '${otherSourceId}'`);
    }
  });

  it('checks in the documented order: shape, then engine, then sources, then model', async () => {
    const shapeFirst = await run(body({ tool: { knowledge_engine_id: 'kng_0000000000', fields: [] } }));
    expect((await shapeFirst.json()).code).toBe('invalid_request');
    const engineBeforeSources = await run(body({ tool: { knowledge_engine_id: emptyEngineId, tagged_data_sources: [{ id: 'ds_0000000000' }] } }));
    expect((await engineBeforeSources.json()).code).toBe('engine_empty');
    const sourcesBeforeModel = await run(body({ tool: { model: 'gpt-4', tagged_data_sources: [{ id: 'ds_0000000000' }] } }));
    expect((await sourcesBeforeModel.json()).code).toBe('data_source_not_found');
  });

  it('refuses a model the account has not enabled', async () => {
    server.sql("update accounts set enabled_models = '[]'");
    try {
      // A change made by another process reaches a verified key within a second.
      await new Promise((r) => setTimeout(r, 1100));
      const res = await run(body());
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('model_not_enabled');
    } finally {
      server.sql(`update accounts set enabled_models = '["gemini-1.5-pro"]'`);
      await new Promise((r) => setTimeout(r, 1100));
    }
  });

  it('refuses malformed JSON and the wrong Content-Type', async () => {
    const bad = await server.fetch('/api/v1/tool-runs', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"tool": {' });
    expect(bad.status).toBe(400);
    const form = await server.fetch('/api/v1/tool-runs', { method: 'POST', body: new FormData() });
    expect(form.status).toBe(415);
  });
});

describe('GraphQL tool runs', () => {
  const CREATE = `mutation($input: CreateToolRunInput!) {
    createToolRun(input: $input) {
      id status knowledgeEngineId createdAt completedAt
      tool { type model knowledgeEngineId taggedDataSources { id pageRange } fields { fieldName description type options }
             includeConfidenceScores streamResponse asyncResponse notes }
      result { extractedFields { fieldName type value confidence options evidence { dataSourceId page start end text } }
               metadata { processingTime sourcesAnalyzed fieldsExtracted averageConfidence backend model worker } }
      error { code message }
    }
  }`;
  const input = (extra: Record<string, unknown> = {}, tool: Record<string, unknown> = {}) => ({
    input: {
      tool: {
        type: 'extract_fields_from_data_sources',
        knowledgeEngineId: engineId,
        taggedDataSources: [{ id: invoiceId.replace('ds_', 'dsc_'), pageRange: '1-2' }],
        fields: [
          { fieldName: 'invoice_number', description: 'The invoice number', type: 'id_alphanumeric' },
          { fieldName: 'payment', description: 'Payment method', type: 'single_select', options: ['Cash', 'Wire transfer'] },
        ],
        ...tool,
      },
      ...extra,
    },
  });

  it('runs synchronously through the same service, with the same result as REST', async () => {
    const { body: answer } = await server.graphql(CREATE, input({ notes: { via: 'graphql' } }));
    expect(answer.errors).toBeUndefined();
    const run = answer.data.createToolRun;
    expect(run.status).toBe('completed');
    const [invoice, payment] = run.result.extractedFields;
    expect(invoice).toMatchObject({ fieldName: 'invoice_number', type: 'id_alphanumeric', value: 'INV-20931' });
    expect(invoice.evidence[0]).toMatchObject({ dataSourceId: invoiceId, page: 1, text: 'INV-20931' });
    expect(payment).toMatchObject({ value: 'Wire transfer', options: ['Cash', 'Wire transfer'] });
    expect(run.result.metadata).toMatchObject({ sourcesAnalyzed: 1, fieldsExtracted: 2, backend: 'local', model: 'gemini-1.5-pro', worker: `${os.hostname()}:${server.pid}` });
    expect(run.tool).toEqual({
      type: 'extract_fields_from_data_sources',
      model: 'gemini-1.5-pro',
      knowledgeEngineId: engineId,
      taggedDataSources: [{ id: invoiceId.replace('ds_', 'dsc_'), pageRange: '1-2' }],
      fields: [
        { fieldName: 'invoice_number', description: 'The invoice number', type: 'id_alphanumeric', options: null },
        { fieldName: 'payment', description: 'Payment method', type: 'single_select', options: ['Cash', 'Wire transfer'] },
      ],
      includeConfidenceScores: true,
      streamResponse: false,
      asyncResponse: false,
      notes: { via: 'graphql' },
    });
    const rest = await (await server.fetch(`/api/v1/tool-runs/${run.id}`)).json();
    expect(rest.result.extracted_fields.invoice_number.value).toBe('INV-20931');
  });

  it('queues with asyncResponse, then reads, lists and leaves confidence out when asked', async () => {
    const { body: answer } = await server.graphql(CREATE, input({ asyncResponse: true }, { includeConfidenceScores: false }));
    const queued = answer.data.createToolRun;
    expect(queued.status).toBe('queued');
    let run: any;
    for (let i = 0; i < 100; i++) {
      run = (await server.graphql('query($id: ID!) { toolRun(id: $id) { id status result { extractedFields { confidence } metadata { averageConfidence } } } }', { id: queued.id })).body.data.toolRun;
      if (run.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(run.status).toBe('completed');
    expect(run.result.extractedFields.every((f: { confidence: number | null }) => f.confidence === null)).toBe(true);
    expect(run.result.metadata.averageConfidence).toBeNull();
    const list = await server.graphql('query($e: ID) { toolRuns(knowledgeEngineId: $e, first: 1) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }', { e: engineId });
    expect(list.body.data.toolRuns.edges[0].node.id).toBe(queued.id);
    expect(list.body.data.toolRuns.pageInfo.hasNextPage).toBe(true);
    // An edge's cursor resumes the list behind it.
    const cursor = list.body.data.toolRuns.edges[0].cursor;
    expect(cursor).toBe(list.body.data.toolRuns.pageInfo.endCursor);
    const next = await server.graphql('query($e: ID, $after: String) { toolRuns(knowledgeEngineId: $e, first: 1, after: $after) { edges { node { id } } } }', { e: engineId, after: cursor });
    expect(next.body.data.toolRuns.edges).toHaveLength(1);
    expect(next.body.data.toolRuns.edges[0].node.id).not.toBe(queued.id);
    const cancel = await server.graphql('mutation($id: ID!) { cancelToolRun(id: $id) { id status } }', { id: queued.id });
    expect(cancel.body.data.cancelToolRun).toEqual({ id: queued.id, status: 'completed' });
  });

  it('reports validation failures with the REST codes', async () => {
    const unknown = await server.graphql(CREATE, input({}, { knowledgeEngineId: 'kng_0000000000' }));
    expect(unknown.body.errors[0].extensions.code).toBe('engine_not_found');
    const model = await server.graphql(CREATE, input({}, { model: 'gpt-4' }));
    expect(model.body.errors[0].extensions.code).toBe('model_not_supported');
    const select = await server.graphql(CREATE, input({}, { fields: [{ fieldName: 'x', description: 'd', type: 'single_select' }] }));
    expect(select.body.errors[0]).toMatchObject({ extensions: { code: 'invalid_request' }, message: expect.stringMatching(/options is required/) });
    const missing = await server.graphql('{ toolRun(id: "trun_0000000000") { id } }');
    expect(missing.body.data.toolRun).toBeNull();
  });

  // Each surface names the places of its own input; REST's names never leak into GraphQL.
  it.each([
    [{ fields: [{ fieldName: 'x', description: 'd', type: 'single_select' }] }, 'input.tool.fields[0].options is required for a single_select field'],
    [{ fields: [{ fieldName: 'x', description: 'd', type: 'text' }, { fieldName: 'x', description: 'd', type: 'text' }] }, 'input.tool.fields[1].fieldName "x" is used twice; field names are the keys of the result'],
    [{ fields: [{ fieldName: ' ', description: 'd', type: 'text' }] }, 'input.tool.fields[0].fieldName must be a non-empty string'],
    [{ taggedDataSources: [{ id: 'doc_1' }] }, 'input.tool.taggedDataSources[0].id must look like ds_ (or dsc_) followed by 10 letters or digits, got "doc_1"'],
    [{ taggedDataSources: [{ id: 'dsc_0000000000', pageRange: 'first' }] }, 'input.tool.taggedDataSources[0].pageRange must look like "3-7" or "4", got "first"'],
    [{ type: 'summarize' }, 'input.tool.type must be "extract_fields_from_data_sources", got "summarize"'],
    [{ knowledgeEngineId: 'ke_1' }, 'input.tool.knowledgeEngineId must look like kng_ followed by 10 letters or digits, got "ke_1"'],
  ])('names GraphQL input fields in its messages (%#)', async (tool, message) => {
    const { body: answer } = await server.graphql(CREATE, input({}, tool));
    expect(answer.errors[0].message).toBe(message);
  });
});

describe('answers per data source (per_data_source)', () => {
  it('answers each field for each tagged data source beside the combined answer, on both surfaces', async () => {
    const second = await upload(engineId, 'second-invoice.txt', `Invoice number: INV-55501\nTotal: $90.00\nissued ${Date.now()}`);
    const tool = {
      type: 'extract_fields_from_data_sources',
      knowledge_engine_id: engineId,
      tagged_data_sources: [{ id: invoiceId }, { id: second.replace('ds_', 'dsc_') }],
      fields: [{ field_name: 'invoice_number', description: 'The invoice number', type: 'id_alphanumeric' }],
    };
    const res = await run({ tool, per_data_source: true });
    expect(res.status).toBe(201);
    const done = await res.json();
    expect(done.tool.per_data_source).toBe(true);
    expect(Object.keys(done.result.per_data_source).sort()).toEqual([invoiceId, second].sort());
    expect(done.result.per_data_source[invoiceId].extracted_fields.invoice_number.value).toBe('INV-20931');
    expect(done.result.per_data_source[second].extracted_fields.invoice_number.value).toBe('INV-55501');
    expect(done.result.per_data_source[second].extracted_fields.invoice_number.evidence.every((e: { data_source_id: string }) => e.data_source_id === second)).toBe(true);
    expect(done.result.extracted_fields.invoice_number.value).toMatch(/^INV-(20931|55501)$/);

    const plain = await (await run({ tool })).json();
    expect(plain.result).not.toHaveProperty('per_data_source');
    expect(plain.tool.per_data_source).toBe(false);

    const gql = await server.graphql(
      `mutation($input: CreateToolRunInput!) { createToolRun(input: $input) { tool { perDataSource } result { perDataSource { dataSourceId extractedFields { fieldName value confidence } } } } }`,
      {
        input: {
          perDataSource: true,
          tool: {
            type: tool.type,
            knowledgeEngineId: engineId,
            taggedDataSources: [{ id: invoiceId }, { id: second }],
            fields: [{ fieldName: 'invoice_number', description: 'The invoice number', type: 'id_alphanumeric' }],
            includeConfidenceScores: false,
          },
        },
      },
    );
    const answer = gql.body.data.createToolRun;
    expect(answer.tool.perDataSource).toBe(true);
    expect(answer.result.perDataSource.map((s: { dataSourceId: string }) => s.dataSourceId).sort()).toEqual([invoiceId, second].sort());
    expect(answer.result.perDataSource.flatMap((s: { extractedFields: Array<{ confidence: unknown }> }) => s.extractedFields.map((f) => f.confidence))).toEqual([null, null]);
  });

  it('refuses a per_data_source that is not true or false', async () => {
    const res = await run({ ...body(), per_data_source: 'yes' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/per_data_source must be true or false/);
  });
});
