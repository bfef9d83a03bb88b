import fs from 'node:fs';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadForm } from './support/documents.ts';
import { createKey } from './support/keys-cli.ts';
import { startServer, type TestServer } from './support/server.ts';
import { eventually, startReceiver } from './support/webhook-receiver.ts';

// Deliveries, retries and restarts take seconds; on a loaded machine, several times that.
vi.setConfig({ testTimeout: 90_000 });

const DOCUMENT = 'ACME Supplies Ltd\nInvoice number: INV-20931\nTotal: $1,250.00\nDue date: 2024-04-02';

/** An engine with one document: what an asynchronous run needs. */
async function engineWithDocument(server: TestServer) {
  const engine = await (await server.json('/api/v1/knowledge-engines', { name: 'Invoices' })).json();
  const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'invoice.txt', content: DOCUMENT }, { type: 'file', knowledge_engine_id: engine.id }) });
  expect(res.status).toBe(201);
  return { engineId: engine.id as string, dataSourceId: (await res.json()).id as string };
}

function runBody(ids: { engineId: string; dataSourceId: string }, extra: Record<string, unknown> = {}) {
  return {
    tool: {
      type: 'extract_fields_from_data_sources',
      knowledge_engine_id: ids.engineId,
      tagged_data_sources: [{ id: ids.dataSourceId }],
      fields: [{ field_name: 'invoice_number', description: 'The invoice number', type: 'id_alphanumeric' }],
    },
    async_response: true,
    ...extra,
  };
}

async function deliveries(server: TestServer, query: string) {
  const res = await server.fetch(`/api/v1/webhook-deliveries?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()).data as any[];
}

describe('webhooks delivered to a loopback receiver (WEBHOOK_ALLOW_PRIVATE=1)', () => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let ids: { engineId: string; dataSourceId: string };

  beforeAll(async () => {
    receiver = await startReceiver((path, nth) => (path === '/flaky' && nth <= 2 ? 500 : 200));
    server = await startServer({ env: { WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_DELAYS_MS: '200,400' } });
    ids = await engineWithDocument(server);
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it('signs a run\'s own webhook and an account endpoint\'s as Standard Webhooks says, and logs both', async () => {
    const created = await server.json('/api/v1/webhook-endpoints', { url: `${receiver.url}/endpoint`, description: 'all runs' });
    expect(created.status).toBe(201);
    const endpoint = await created.json();
    expect(endpoint).toMatchObject({ id: expect.stringMatching(/^whe_[A-Za-z0-9]{10}$/), url: `${receiver.url}/endpoint`, description: 'all runs' });
    expect(endpoint.secret).toMatch(/^whsec_/);
    const accountSecret = (await (await server.fetch('/api/v1/webhook-secret')).json()).secret;
    expect(accountSecret).toMatch(/^whsec_/);

    const res = await server.json('/api/v1/tool-runs', runBody(ids, { webhook_url: `${receiver.url}/run` }));
    expect(res.status).toBe(202);
    const run = await res.json();
    expect(run.tool.webhook_url).toBe(`${receiver.url}/run`);

    const log = await eventually(() => deliveries(server, `tool_run_id=${run.id}`), (d) => d.length === 2 && d.every((x) => x.status === 'succeeded'));
    const [own] = receiver.at('/run');
    const [toEndpoint] = receiver.at('/endpoint');
    // verify() throws unless the signature, id and timestamp are right for that secret.
    const message = new Webhook(accountSecret).verify(own.body, own.headers) as any;
    expect(message).toMatchObject({ type: 'tool_run.completed', data: { id: run.id, status: 'completed' } });
    expect(new Date(message.timestamp).toISOString()).toBe(message.timestamp);
    expect(message.data.result.extracted_fields.invoice_number.value).toBe('INV-20931');
    expect(new Webhook(endpoint.secret).verify(toEndpoint.body, toEndpoint.headers)).toMatchObject({ type: 'tool_run.completed', data: { id: run.id } });
    expect(() => new Webhook(accountSecret).verify(toEndpoint.body, toEndpoint.headers)).toThrow();

    expect(log.map((d) => d.endpoint_id).sort()).toEqual([endpoint.id, null].sort());
    for (const d of log) {
      expect(d).toMatchObject({ event_type: 'tool_run.completed', tool_run_id: run.id, status: 'succeeded', attempt_count: 1, next_attempt_at: null });
      expect(d.attempts[0]).toMatchObject({ status_code: 200, error: null });
    }
    expect(log.find((d) => d.endpoint_id === null).id).toBe(own.headers['webhook-id']);

    const deleted = await server.fetch(`/api/v1/webhook-endpoints/${endpoint.id}`, { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ id: endpoint.id, deleted: true });
    expect((await server.fetch(`/api/v1/webhook-endpoints/${endpoint.id}`)).status).toBe(404);
  });

  it('retries a receiver that fails twice, with the same message id, and the log shows each attempt', async () => {
    const run = await (await server.json('/api/v1/tool-runs', runBody(ids, { webhook_url: `${receiver.url}/flaky` }))).json();
    const [delivery] = await eventually(() => deliveries(server, `tool_run_id=${run.id}`), (d) => d.length === 1 && d[0].status !== 'pending');
    expect(delivery.status).toBe('succeeded');
    expect(delivery.attempts.map((a: any) => a.status_code)).toEqual([500, 500, 200]);
    expect(delivery.attempts[0].error).toMatch(/500/);
    const sent = receiver.at('/flaky');
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((r) => r.headers['webhook-id']))).toEqual(new Set([delivery.id]));
    expect(new Set(sent.map((r) => r.body)).size).toBe(1);
  });

  it('gives up when every retry of the schedule has failed', async () => {
    const run = await (await server.json('/api/v1/tool-runs', runBody(ids, { webhook_url: `${receiver.url.replace(/:\d+$/, ':9')}/closed` }))).json();
    const [delivery] = await eventually(() => deliveries(server, `tool_run_id=${run.id}`), (d) => d.length === 1 && d[0].status !== 'pending');
    expect(delivery).toMatchObject({ status: 'failed', attempt_count: 3, next_attempt_at: null });
    expect(delivery.attempts.every((a: any) => a.status_code === null && /ECONNREFUSED/.test(a.error))).toBe(true);
  });

  it('keeps each account\'s endpoints, secret and deliveries to itself', async () => {
    const endpoint = await (await server.json('/api/v1/webhook-endpoints', { url: `${receiver.url}/mine` })).json();
    const run = await (await server.json('/api/v1/tool-runs', runBody(ids, { webhook_url: `${receiver.url}/mine-run` }))).json();
    await eventually(() => deliveries(server, `tool_run_id=${run.id}`), (d) => d.length === 2 && d.every((x) => x.status === 'succeeded'));
    const { key } = await createKey(server.dataDir, 'someone else');
    const as = (pathname: string, init: RequestInit = {}) => fetch(server.url + pathname, { ...init, headers: server.auth(key) });
    expect((await as(`/api/v1/webhook-endpoints/${endpoint.id}`)).status).toBe(404);
    expect((await as(`/api/v1/webhook-endpoints/${endpoint.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await (await as('/api/v1/webhook-endpoints')).json()).data).toEqual([]);
    expect((await (await as(`/api/v1/webhook-deliveries?tool_run_id=${run.id}`)).json()).data).toEqual([]);
    const theirs = (await (await as('/api/v1/webhook-secret')).json()).secret;
    const ours = (await (await server.fetch('/api/v1/webhook-secret')).json()).secret;
    expect(theirs).toMatch(/^whsec_/);
    expect(theirs).not.toBe(ours);
    await server.fetch(`/api/v1/webhook-endpoints/${endpoint.id}`, { method: 'DELETE' });
  });

  it('has the same endpoints, secret and log over GraphQL, and webhookUrl on createToolRun', async () => {
    const created = await server.graphql('mutation($u: String!) { createWebhookEndpoint(input: {url: $u}) { id url secret } }', { u: `${receiver.url}/gql` });
    const endpoint = created.body.data.createWebhookEndpoint;
    expect(endpoint.secret).toMatch(/^whsec_/);
    const listed = await server.graphql('{ webhookEndpoints(first: 10) { edges { node { id secret } } } webhookSecret }');
    expect(listed.body.data.webhookEndpoints.edges.map((e: any) => e.node)).toContainEqual({ id: endpoint.id, secret: null });
    expect(listed.body.data.webhookSecret).toMatch(/^whsec_/);

    const started = await server.graphql(
      `mutation($input: CreateToolRunInput!) { createToolRun(input: $input) { id status tool { webhookUrl } } }`,
      { input: { tool: { type: 'extract_fields_from_data_sources', knowledgeEngineId: ids.engineId, taggedDataSources: [{ id: ids.dataSourceId }], fields: [{ fieldName: 'total', description: 'Total', type: 'currency' }] }, webhookUrl: `${receiver.url}/gql-run` } },
    );
    const run = started.body.data.createToolRun;
    expect(run.tool.webhookUrl).toBe(`${receiver.url}/gql-run`);
    const query = `query($id: ID!) { webhookDeliveries(toolRunId: $id, first: 10) { edges { node { id status endpointId attemptCount attempts { statusCode } } } } }`;
    const log = await eventually(
      async () => (await server.graphql(query, { id: run.id })).body.data.webhookDeliveries.edges.map((e: any) => e.node),
      (nodes: any[]) => nodes.length === 2 && nodes.every((n) => n.status === 'SUCCEEDED' || n.status === 'succeeded'),
    );
    expect(log.map((n: any) => n.endpointId).sort()).toEqual([endpoint.id, null].sort());
    const gone = await server.graphql('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) { id deleted } }', { id: endpoint.id });
    expect(gone.body.data.deleteWebhookEndpoint).toEqual({ id: endpoint.id, deleted: true });
  });
});

describe('a run that fails', () => {
  it('is announced as tool_run.failed with the run\'s error', async () => {
    const receiver = await startReceiver();
    // A model server that is not there: the run fails with backend_unavailable.
    const server = await startServer({ env: { WEBHOOK_ALLOW_PRIVATE: '1', EXTRACTION_BACKEND: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_API_KEY: 'sk-test' } });
    try {
      const ids = await engineWithDocument(server);
      const run = await (await server.json('/api/v1/tool-runs', runBody(ids, { webhook_url: `${receiver.url}/failed` }))).json();
      const [delivery] = await eventually(() => deliveries(server, `tool_run_id=${run.id}`), (d) => d.length === 1 && d[0].status === 'succeeded');
      expect(delivery.event_type).toBe('tool_run.failed');
      const secret = (await (await server.fetch('/api/v1/webhook-secret')).json()).secret;
      const [sent] = receiver.at('/failed');
      expect(new Webhook(secret).verify(sent.body, sent.headers)).toMatchObject({
        type: 'tool_run.failed',
        data: { id: run.id, status: 'failed', error_code: 'backend_unavailable' },
      });
    } finally {
      await server.stop();
      await receiver.close();
    }
  });
});

describe('webhook URLs that reach inside the network', () => {
  let server: TestServer;
  let ids: { engineId: string; dataSourceId: string };
  beforeAll(async () => {
    server = await startServer({ env: { WEBHOOK_ALLOW_PRIVATE: '' } });
    ids = await engineWithDocument(server);
  });
  afterAll(() => server?.stop());

  it.each(['http://127.0.0.1:8080/hook', 'http://localhost/hook', 'http://10.1.2.3/hook', 'http://[::1]/hook', 'http://169.254.169.254/latest', 'http://[::ffff:192.168.0.1]/'])(
    'refuses %s as an endpoint and as a run\'s webhook_url',
    async (url) => {
      const endpoint = await server.json('/api/v1/webhook-endpoints', { url });
      expect(endpoint.status).toBe(400);
      expect(await endpoint.json()).toMatchObject({ code: 'invalid_request', error: expect.stringMatching(/^url resolves to .*loopback, private or link-local/) });
      const run = await server.json('/api/v1/tool-runs', runBody(ids, { webhook_url: url }));
      expect(run.status).toBe(400);
      expect((await run.json()).error).toMatch(/^webhook_url resolves to/);
    },
  );

  it('refuses what is not an http(s) URL, and says so on GraphQL too', async () => {
    for (const url of ['ftp://example.com/x', 'not a url', 'http://user:pw@example.com/']) {
      const res = await server.json('/api/v1/webhook-endpoints', { url });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('invalid_request');
    }
    const gql = await server.graphql('mutation { createWebhookEndpoint(input: {url: "http://127.0.0.1/x"}) { id } }');
    expect(gql.body.errors[0].extensions.code).toBe('invalid_request');
    expect(server.rows().webhook_endpoints).toBe(0);
  });
});

describe('a delivery waiting for its retry when the server is killed', () => {
  it('is retried by the next start, from the same database', async () => {
    const receiver = await startReceiver((path, nth) => (nth === 1 ? 503 : 200));
    const env = { WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_DELAYS_MS: '3000' };
    let server = await startServer({ env });
    try {
      const ids = await engineWithDocument(server);
      const run = await (await server.json('/api/v1/tool-runs', runBody(ids, { webhook_url: `${receiver.url}/restart` }))).json();
      const [waiting] = await eventually(() => deliveries(server, `tool_run_id=${run.id}`), (d) => d.length === 1 && d[0].attempt_count === 1);
      expect(waiting.status).toBe('pending');
      expect(waiting.next_attempt_at).toBeGreaterThan(waiting.attempts[0].attempted_at);
      await server.kill();
      expect(receiver.at('/restart')).toHaveLength(1);

      server = await startServer({ env, dataDir: server.dataDir });
      const [delivered] = await eventually(() => deliveries(server, `tool_run_id=${run.id}`), (d) => d[0].status !== 'pending');
      expect(delivered).toMatchObject({ id: waiting.id, status: 'succeeded', attempt_count: 2 });
      expect(delivered.attempts.map((a: any) => a.status_code)).toEqual([503, 200]);
      expect(receiver.at('/restart').map((r) => r.headers['webhook-id'])).toEqual([waiting.id, waiting.id]);
    } finally {
      await server.stop();
      await receiver.close();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
