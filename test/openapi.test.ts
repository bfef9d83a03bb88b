import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUSES } from '../src/errors.ts';
import { buildOpenApi, operationKey } from '../src/rest/openapi/index.ts';
import { routes } from '../src/rest/routes.ts';
import { createResponseChecker } from './support/openapi-check.ts';
import { makePdf, uploadForm } from './support/documents.ts';
import { startServer, type TestServer } from './support/server.ts';
import { collectSse } from './support/sse.ts';
import { eventually, startReceiver } from './support/webhook-receiver.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let doc: any;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startServer({ env: { WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_DELAYS_MS: '100' } });
  const res = await fetch(`${server.url}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  doc = await res.json();
});
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

describe('the OpenAPI document', () => {
  it('is served without a key, as OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.basic).toMatchObject({ type: 'http', scheme: 'basic' });
    expect(doc.paths['/openapi.json'].get.security).toEqual([]);
  });

  it('has exactly the operations of the route table', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods as object).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(routes.map(operationKey).sort());
  });

  it('cannot be built for a route table with a route it does not describe', () => {
    expect(() => buildOpenApi([...routes, { method: 'GET', path: '/reports/:id' }])).toThrow(/GET \/reports\/\{id\} has no entry/);
    expect(() => buildOpenApi(routes.filter((r) => r.path !== '/webhook-secret'))).toThrow(/describes routes the table does not have: GET \/webhook-secret/);
  });

  it('lists every error code with its status, and the error shape on every operation', () => {
    expect(doc.components.schemas.Error.properties.code.enum.sort()).toEqual(Object.keys(ERROR_STATUSES).sort());
    expect(doc['x-error-statuses']).toEqual(ERROR_STATUSES);
    for (const methods of Object.values(doc.paths) as any[]) {
      for (const op of Object.values(methods) as any[]) expect(op.responses.default.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
    expect(doc.paths['/tool-runs'].post.responses['400']['x-error-codes']).toEqual(
      expect.arrayContaining(['invalid_request', 'invalid_id', 'engine_not_found', 'engine_not_ready', 'engine_empty', 'data_source_not_found', 'model_not_supported']),
    );
  });

  it('names the events of each stream with their payload schemas, and the webhooks', () => {
    const runEvents = doc.paths['/tool-runs'].post.responses['200'].content['text/event-stream']['x-sse-events'];
    expect(Object.keys(runEvents)).toEqual(['status', 'progress', 'field', 'completed', 'failed']);
    const queryEvents = doc.paths['/knowledge-engines/{id}/query'].post.responses['200'].content['text/event-stream']['x-sse-events'];
    expect(Object.keys(queryEvents)).toEqual(['sources', 'delta', 'done', 'error']);
    expect(Object.keys(doc.webhooks)).toEqual(['tool_run.completed', 'tool_run.failed']);
    expect(doc.paths['/data-sources'].post.requestBody.content['multipart/form-data'].schema.required).toEqual(['data', 'file']);
  });

  it('holds together: every $ref names a schema, every schema compiles, operation ids are unique', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g)!.map((r) => r.slice(8, -1));
    for (const ref of new Set(refs)) expect(doc.components.schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
    const checker = createResponseChecker(doc);
    for (const name of Object.keys(doc.components.schemas)) expect(() => checker.checkValue({ $ref: `#/components/schemas/${name}` }, null, name)).toThrow(/does not match/);
    const ids = Object.values(doc.paths).flatMap((methods: any) => Object.values(methods).map((op: any) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('fails a response that does not match it', async () => {
    const checker = createResponseChecker(doc);
    const wrong = new Response(JSON.stringify({ id: 'kng_x', name: 5 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    await expect(checker.check('GET', '/api/v1/knowledge-engines/kng_AAAAAAAAAA', wrong)).rejects.toThrow(/does not match the OpenAPI document/);
    const undocumented = new Response('{}', { status: 202, headers: { 'Content-Type': 'application/json' } });
    await expect(checker.check('GET', '/api/v1/knowledge-engines', undocumented)).rejects.toThrow(/status 202 is not documented/);
    expect(() => checker.checkEvent('POST', '/api/v1/tool-runs', 200, { event: 'progress', data: { fields_done: 'one' } })).toThrow(/does not match/);
  });
});

describe('every route, its real answers checked against the document', () => {
  it('answers as documented across a whole session (bodies checked by the suite\'s fetch)', async () => {
    const checker = await server.openapi();
    const engine = await (await server.json('/api/v1/knowledge-engines', { name: 'Docs', notes: { a: 1 } })).json();
    await server.fetch('/api/v1/knowledge-engines?limit=5');
    await server.fetch(`/api/v1/knowledge-engines/${engine.id}`);
    await server.json(`/api/v1/knowledge-engines/${engine.id}`, { description: 'changed' }, { method: 'PATCH' });
    const pdf = await makePdf(['Invoice number: INV-77\nTotal: $12.50\nDue date: 2024-05-01']);
    const ds = await (await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'a.pdf', content: pdf }, { type: 'file', knowledge_engine_id: engine.id }) })).json();
    const batch = new FormData();
    batch.append('data', JSON.stringify([{ type: 'file', knowledge_engine_id: engine.id }, { type: 'file', knowledge_engine_id: engine.id }]));
    batch.append('files[][0]', new Blob(['Order PO-1 placed on 2024-01-02']), 'b.txt');
    batch.append('files[][1]', new Blob([pdf as BlobPart]), 'dup.pdf');
    const items = await (await server.fetch('/api/v1/data-sources/batch', { method: 'POST', body: batch })).json();
    expect(items.map((i: any) => i.success)).toEqual([true, false]);
    await server.fetch(`/api/v1/knowledge-engines/${engine.id}/data-sources`);
    await server.fetch(`/api/v1/data-sources/${ds.id}`);
    await server.fetch(`/api/v1/data-sources/${ds.id}/content?page_range=1`);
    expect((await server.fetch(`/api/v1/data-sources/${ds.id}/file`)).status).toBe(200);

    const query = await server.json(`/api/v1/knowledge-engines/${engine.id}/query`, { query: 'What is the total?' });
    const queryEvents = await collectSse(query);
    expect(queryEvents.map((e) => e.event)).toContain('done');
    for (const e of queryEvents) checker.checkEvent('POST', '/api/v1/knowledge-engines/x/query', 200, e);

    const endpoint = await (await server.json('/api/v1/webhook-endpoints', { url: `${receiver.url}/hook` })).json();
    const tool = {
      type: 'extract_fields_from_data_sources',
      knowledge_engine_id: engine.id,
      tagged_data_sources: [{ id: ds.id.replace('ds_', 'dsc_'), page_range: '1' }],
      fields: [
        { field_name: 'total', description: 'Total', type: 'currency' },
        { field_name: 'kind', description: 'Kind of document', type: 'multi_select', options: ['Invoice', 'Order'] },
      ],
    };
    const sync = await (await server.json('/api/v1/tool-runs', { tool, per_data_source: true })).json();
    const queued = await (await server.json('/api/v1/tool-runs', { tool: { ...tool, include_confidence_scores: false }, async_response: true })).json();
    const stream = await server.json('/api/v1/tool-runs', { tool, stream_response: true });
    const runEvents = await collectSse(stream);
    expect(runEvents.map((e) => e.event)).toEqual(expect.arrayContaining(['status', 'progress', 'field', 'completed']));
    for (const e of runEvents) checker.checkEvent('POST', '/api/v1/tool-runs', 200, e);
    for (const e of await collectSse(await server.fetch(`/api/v1/tool-runs/${sync.id}/events`))) checker.checkEvent('GET', `/api/v1/tool-runs/${sync.id}/events`, 200, e);
    expect((await server.fetch(`/api/v1/tool-runs/${sync.id}`, { headers: { Accept: 'text/event-stream', 'Last-Event-ID': 'end' } })).status).toBe(204);
    await server.fetch(`/api/v1/tool-runs?knowledge_engine_id=${engine.id}&limit=2`);
    await server.fetch(`/api/v1/tool-runs/${queued.id}`);
    await server.fetch(`/api/v1/tool-runs/${queued.id}/cancel`, { method: 'POST' });

    await server.fetch('/api/v1/webhook-endpoints');
    await server.fetch(`/api/v1/webhook-endpoints/${endpoint.id}`);
    await server.fetch('/api/v1/webhook-secret');
    await eventually(async () => (await (await server.fetch(`/api/v1/webhook-deliveries?endpoint_id=${endpoint.id}`)).json()).data, (d: any[]) => d.length >= 3 && d.every((x) => x.status === 'succeeded'));
    checker.checkValue({ $ref: '#/components/schemas/WebhookMessage' }, JSON.parse(receiver.at('/hook')[0].body), 'webhook body');
    await server.fetch(`/api/v1/webhook-endpoints/${endpoint.id}`, { method: 'DELETE' });

    // Errors of several kinds, each checked against the error shape.
    expect((await server.fetch('/api/v1/knowledge-engines/kng_bad')).status).toBe(400);
    expect((await server.fetch('/api/v1/knowledge-engines/kng_AAAAAAAAAA')).status).toBe(404);
    expect((await server.json('/api/v1/tool-runs', { tool: { ...tool, model: 'gpt-5' } })).status).toBe(400);
    expect((await server.fetch('/api/v1/knowledge-engines', { headers: { Authorization: 'Basic eDp5' } })).status).toBe(401);

    await server.fetch(`/api/v1/data-sources/${ds.id}`, { method: 'DELETE' });
    await server.fetch(`/api/v1/knowledge-engines/${engine.id}`, { method: 'DELETE' });
  });

  it('serves a reference page of the same document, with no script and nothing from elsewhere', async () => {
    const res = await fetch(`${server.url}/api/v1/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await res.text();
    for (const route of routes) expect(html).toContain(`/api/v1${route.path.replace(/:(\w+)/g, '{$1}')}</code>`);
    expect(html).toContain('id="schema-ToolRun"');
    expect(html).toContain('event <code>completed</code>');
    expect(html).not.toMatch(/<script|https?:\/\//i);
  });
});
