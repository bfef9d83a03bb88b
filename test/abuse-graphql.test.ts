import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForm } from './support/documents.ts';
import { startServer, type TestServer } from './support/server.ts';

/** Issue 16, rows 1 to 3 and 7: one GraphQL request must not stop the service answering. */

let server: TestServer;
let engineId: string;

beforeAll(async () => {
  server = await startServer();
  engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'Abused' })).json()).id;
  for (let i = 0; i < 10; i++) {
    const content = `Document ${i}\n\nThe term of this agreement is ${i + 1} years from the effective date.`;
    const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: `doc-${i}.txt`, content }, { type: 'file', knowledge_engine_id: engineId }) });
    expect(res.status).toBe(201);
  }
});
afterAll(() => server?.stop());

/** A POST to /graphql with the seeded key; resolves with its status, body and how long it took. */
async function post(body: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json', ...server.auth(), ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, text, body: text.startsWith('{') ? JSON.parse(text) : undefined, ms: performance.now() - started };
}

const query = (q: string) => post(JSON.stringify({ query: q }));

/** `dataSources(first: 100)` nested `levels` times through each data source's engine. */
function nestedDataSources(levels: number): string {
  let inner = 'id name';
  for (let i = 0; i < levels; i++) inner = `dataSources(first: 100) { edges { node { id knowledgeEngine { id ${inner} } } } }`;
  return `{ knowledgeEngine(id: "${engineId}") { ${inner} } }`;
}

describe('GraphQL operations are refused before they run when too large', () => {
  it('refuses dataSources(first: 100) nested five levels deep at once (row 1)', async () => {
    const res = await query(nestedDataSources(5));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('query_too_complex');
    expect(res.body.data).toBeUndefined();
    expect(res.ms).toBeLessThan(1000);
  });

  it('weighs first: a shallow query over wide pages is refused, the same with small pages runs', async () => {
    const shape = (n: number) => `{ knowledgeEngines(first: ${n}) { edges { node { id dataSources(first: ${n}) { edges { node { id name pages { page text } } } } } } } }`;
    const wide = await query(shape(100));
    expect(wide.status).toBe(400);
    expect(wide.body.errors[0].extensions.code).toBe('query_too_complex');
    expect(wide.body.errors[0].message).toMatch(/first/);
    const narrow = await query(shape(5));
    expect(narrow.status).toBe(200);
    expect(narrow.body.errors).toBeUndefined();
    expect(narrow.body.data.knowledgeEngines.edges[0].node.dataSources.edges).toHaveLength(5);
  });

  it('counts a first given as a variable at the largest page', async () => {
    const q = `query Q($n: Int) { knowledgeEngines(first: $n) { edges { node { dataSources(first: $n) { edges { node { pages { text } } } } } } } }`;
    const res = await post(JSON.stringify({ query: q, variables: { n: 2 } }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('query_too_complex');
  });

  it('refuses 1,000 aliases of knowledgeEngines { dataSources { pages { text } } } (row 2)', async () => {
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: knowledgeEngines { edges { node { dataSources { edges { node { pages { text } } } } } } }`);
    const res = await query(`{ ${aliases.join(' ')} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('query_too_complex');
    expect(res.ms).toBeLessThan(1000);
  });

  it('refuses 50,000 aliased fields by their token count (row 3)', async () => {
    const fields = Array.from({ length: 50_000 }, (_, i) => `f${i}: __typename`);
    const res = await query(`{ ${fields.join(' ')} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('query_too_complex');
    expect(res.body.errors[0].message).toMatch(/[Tt]oken/);
    expect(res.ms).toBeLessThan(1000);
  });

  it('refuses a 5 MB body with 413 payload_too_large (row 3)', async () => {
    const res = await post(JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(5 * 1024 * 1024) } }));
    expect(res.status).toBe(413);
    expect(res.body.errors[0].extensions.code).toBe('payload_too_large');
  });

  it('refuses over-large bodies, with and without a Content-Length, on connections closed after the answer', async () => {
    // node:http with agent: false sends `Connection: close`, and with no Content-Length the
    // body chunked. The server's answer comes while the client is still writing; closing at
    // once would reset the connection and the client could lose the 413 (one in twenty did).
    const head = `{"query":"{ __typename }","variables":{"pad":"`;
    const filler = 'x'.repeat(64 * 1024);
    const declared = { 'Content-Length': String(head.length + 40 * filler.length + 3) };
    const send = (length?: typeof declared) =>
      new Promise<{ status: number; text: string }>((resolve) => {
        let refused: Error | undefined;
        const headers = { 'Content-Type': 'application/json', ...server.auth(), ...length };
        const req = http.request(`${server.url}/graphql`, { method: 'POST', agent: false, headers }, (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', (error) => (refused = error));
        // No answer at all: a status of 0 and the error, so the test fails here rather than hangs.
        req.on('close', () => setTimeout(() => resolve({ status: 0, text: String(refused) }), 100));
        req.write(head);
        let sent = 0;
        const pump = () => {
          while (sent < 40 && !refused) {
            sent++;
            if (!req.write(filler)) return void req.once('drain', pump);
          }
          if (!refused) req.end('"}}');
        };
        pump();
      });
    const answers = [];
    for (let round = 0; round < 15; round++) answers.push(...(await Promise.all([send(), send(), send(declared)])));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 413));
    for (const { text } of answers) expect(JSON.parse(text).errors[0].extensions.code).toBe('payload_too_large');
  });

  it('keeps answering /health while refusing such requests', async () => {
    const attacks = Array.from({ length: 20 }, () => query(nestedDataSources(5)));
    const started = performance.now();
    const health = await fetch(`${server.url}/health`);
    const healthMs = performance.now() - started;
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(250);
    for (const res of await Promise.all(attacks)) expect(res.status).toBe(400);
  });
});

describe('GraphQL cross-site requests (row 7)', () => {
  const mutation = 'mutation { createKnowledgeEngine(input: { name: "Forged" }) { id } }';

  it.each([
    ['application/x-www-form-urlencoded', `query=${encodeURIComponent(mutation)}`],
    ['text/plain', JSON.stringify({ query: mutation })],
  ])('refuses a mutation posted as %s and creates nothing', async (type, body) => {
    const before = server.rows().knowledge_engines;
    const res = await post(body, { 'Content-Type': type });
    expect(res.status).toBe(415);
    expect(res.body.errors[0].extensions.code).toBe('unsupported_media_type');
    expect(server.rows().knowledge_engines).toBe(before);
  });

  it('still runs a mutation sent as JSON', async () => {
    const res = await query(mutation);
    expect(res.status).toBe(200);
    expect(res.body.data.createKnowledgeEngine.id).toMatch(/^kng_/);
  });
});

describe('an operation within raised limits (row 1, limits lifted)', () => {
  let unlimited: TestServer;
  let bigEngine: string;
  beforeAll(async () => {
    unlimited = await startServer({ env: { GRAPHQL_MAX_COST: String(Number.MAX_SAFE_INTEGER), GRAPHQL_MAX_DEPTH: '100' } });
    bigEngine = (await (await unlimited.json('/api/v1/knowledge-engines', { name: 'Unlimited' })).json()).id;
    for (let i = 0; i < 10; i++) {
      const res = await unlimited.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: `d${i}.txt`, content: `document ${i}` }, { type: 'file', knowledge_engine_id: bigEngine }) });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => unlimited?.stop());

  it('leaves /health answering while it runs, and stops when the client leaves', async () => {
    let inner = 'id name';
    for (let i = 0; i < 5; i++) inner = `dataSources(first: 100) { edges { node { id knowledgeEngine { id ${inner} } } } }`;
    const client = new AbortController();
    const heavy = fetch(`${unlimited.url}/graphql`, {
      method: 'POST',
      signal: client.signal,
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'heavy-and-abandoned', ...unlimited.auth() },
      body: JSON.stringify({ query: `{ knowledgeEngine(id: "${bigEngine}") { ${inner} } }` }),
    }).catch((error: Error) => error.name);
    await new Promise((r) => setTimeout(r, 300));
    const latencies: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      expect((await fetch(`${unlimited.url}/health`)).status).toBe(200);
      latencies.push(performance.now() - started);
    }
    client.abort();
    expect(await heavy).toBe('AbortError');
    expect(Math.max(...latencies)).toBeLessThan(250);
    const logged = async () => unlimited.output.find((l) => l.includes('"heavy-and-abandoned"') && l.includes('"msg":"request"'));
    for (let i = 0; i < 100 && !(await logged()); i++) await new Promise((r) => setTimeout(r, 50));
    const line = JSON.parse((await logged())!);
    expect(line.status).toBe(499);
    // Stopped soon after the client left, not minutes later when the whole answer was built.
    expect(line.duration_ms).toBeLessThan(5000);
  });

  it('stops as soon for a query text seen before (run without the pipeline, see json-fast-path)', async () => {
    let inner = 'id name';
    for (let i = 0; i < 5; i++) inner = `dataSources(first: 100) { edges { node { id knowledgeEngine { id ${inner} } } } }`;
    const query = `query Heavy($id: ID!) { knowledgeEngine(id: $id) { ${inner} } }`;
    const send = (id: string, requestId: string, signal?: AbortSignal) =>
      fetch(`${unlimited.url}/graphql`, {
        method: 'POST',
        signal,
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': requestId, ...unlimited.auth() },
        body: JSON.stringify({ query, variables: { id } }),
      });
    // Seen once, cheaply: no such engine.
    expect(await (await send('kng_0000000000', 'heavy-seen')).json()).toEqual({ data: { knowledgeEngine: null } });
    const client = new AbortController();
    const heavy = send(bigEngine, 'heavy-again-abandoned', client.signal).catch((error: Error) => error.name);
    await new Promise((r) => setTimeout(r, 300));
    expect((await fetch(`${unlimited.url}/health`)).status).toBe(200);
    client.abort();
    expect(await heavy).toBe('AbortError');
    const logged = async () => unlimited.output.find((l) => l.includes('"heavy-again-abandoned"') && l.includes('"msg":"request"'));
    for (let i = 0; i < 100 && !(await logged()); i++) await new Promise((r) => setTimeout(r, 50));
    expect(JSON.parse((await logged())!)).toMatchObject({ status: 499, operation: 'Heavy' });
    expect(JSON.parse((await logged())!).duration_ms).toBeLessThan(5000);
    // The fields refused after it left are nobody's errors: none is logged.
    await new Promise((r) => setTimeout(r, 200));
    expect(unlimited.output.filter((l) => l.includes('unexpected error'))).toEqual([]);
  });
});
