import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, uploadForm } from './support/documents.ts';
import { basic, createKey } from './support/keys-cli.ts';
import { startServer, TEST_KEY, type TestServer } from './support/server.ts';

/** DESIGN sections 1 and 4: request ids, one log line per request, rate limits, /health, unknown paths. */

const FRESH_ID = /^req_[A-Za-z0-9]{16}$/;

let server: TestServer;
let engineId: string;
beforeAll(async () => {
  server = await startServer();
  engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'Logged' })).json()).id;
});
afterAll(() => server?.stop());

let counter = 0;
const newId = (label: string) => `t-${label}-${process.pid}-${++counter}`;

/** Every request kind the server answers, each sent with extra headers (such as X-Request-Id). */
const kinds: Array<[string, (headers: Record<string, string>) => Promise<Response>, number]> = [
  ['REST success', (h) => server.fetch('/api/v1/knowledge-engines', { headers: h }), 200],
  ['REST 201', (h) => server.json('/api/v1/knowledge-engines', { name: 'x' }, { headers: h }), 201],
  ['REST 400', (h) => server.fetch('/api/v1/knowledge-engines/kng_bad', { headers: h }), 400],
  ['REST 401', (h) => fetch(`${server.url}/api/v1/knowledge-engines`, { headers: h }), 401],
  ['REST 404 resource', (h) => server.fetch('/api/v1/knowledge-engines/kng_0000000000', { headers: h }), 404],
  ['REST 404 unknown path', (h) => server.fetch('/api/v1/no-such-thing', { headers: h }), 404],
  ['404 outside the API', (h) => fetch(`${server.url}/no-such-thing`, { headers: h }), 404],
  ['GraphQL success', (h) => gql('{ knowledgeEngines(first: 1) { edges { node { id } } } }', h), 200],
  ['GraphQL error', (h) => gql('{ knowledgeEngine(id: "kng_bad") { id } }', h), 400],
  ['GraphQL 401', (h) => gql('{ __typename }', h, false), 401],
  ['health', (h) => fetch(`${server.url}/health`, { headers: h }), 200],
];

function gql(query: string, headers: Record<string, string>, withKey = true, operationName?: string) {
  return fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(withKey ? server.auth() : {}), ...headers },
    body: JSON.stringify({ query, operationName }),
  });
}

/** The request log lines (parsed) carrying `requestId`; waits for the first, then a little for any duplicate. */
async function logLines(requestId: string): Promise<any[]> {
  const find = () =>
    server.output
      .filter((line) => line.includes('"msg":"request"') && line.includes(JSON.stringify(requestId)))
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.request_id === requestId);
  for (let i = 0; i < 200 && find().length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  // A second line (say, one on 'finish' and one on 'close') would follow at once.
  await new Promise((r) => setTimeout(r, 50));
  return find();
}

describe('X-Request-Id', () => {
  it.each(kinds)('is on the %s response, fresh and unique when the caller sent none', async (_label, send, status) => {
    const a = await send({});
    const b = await send({});
    expect(a.status).toBe(status);
    expect(a.headers.get('x-request-id')).toMatch(FRESH_ID);
    expect(b.headers.get('x-request-id')).toMatch(FRESH_ID);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it.each(kinds)('echoes a sane caller id on the %s response', async (_label, send, status) => {
    const id = `Client.${randomBytes(6).toString('hex')}:a/b+c=d@e_f-g`;
    const res = await send({ 'X-Request-Id': id });
    expect(res.status).toBe(status);
    expect(res.headers.get('x-request-id')).toBe(id);
  });

  // REST error bodies carry it; so do GraphQL errors answered before Yoga runs (401, 429).
  const inErrorBodies: Array<[string, (body: any) => unknown]> = [
    ['REST 400', (b) => b.request_id],
    ['REST 401', (b) => b.request_id],
    ['REST 404 resource', (b) => b.request_id],
    ['REST 404 unknown path', (b) => b.request_id],
    ['404 outside the API', (b) => b.request_id],
    ['GraphQL 401', (b) => b.errors[0].extensions.request_id],
  ];
  it.each(inErrorBodies)('puts the caller id in the error body of the %s response', async (label, idIn) => {
    const [, send] = kinds.find(([name]) => name === label)!;
    const id = `Client.${randomBytes(6).toString('hex')}`;
    expect(idIn(await (await send({ 'X-Request-Id': id })).json())).toBe(id);
  });

  it('accepts 128 characters', async () => {
    const id = 'a'.repeat(128);
    const res = await server.fetch('/api/v1/knowledge-engines/kng_0000000000', { headers: { 'X-Request-Id': id } });
    expect(res.headers.get('x-request-id')).toBe(id);
    expect((await res.json()).request_id).toBe(id);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['a space', 'has space'],
    ['a quote', 'quote"d'],
    ['angle brackets', '<script>'],
    ['a semicolon', 'a;b'],
    ['a comma', 'a,b'],
    ['Latin-1 letters', 'caf\u00e9'],
  ])('replaces a caller id with %s, in the header, the error body and the log', async (_label, id) => {
    const res = await server.fetch('/api/v1/knowledge-engines/kng_0000000000', { headers: { 'X-Request-Id': id } });
    expect(res.status).toBe(404);
    const used = res.headers.get('x-request-id')!;
    expect(used).toMatch(FRESH_ID);
    expect((await res.json()).request_id).toBe(used);
    expect(await logLines(used)).toHaveLength(1);
    expect(server.output.join('\n')).not.toContain(id.length > 100 ? id : `"${id}"`);
  });

  it('replaces an empty caller id', async () => {
    const res = await fetch(`${server.url}/health`, { headers: { 'X-Request-Id': '' } });
    expect(res.headers.get('x-request-id')).toMatch(FRESH_ID);
  });
});

describe('request log', () => {
  it.each(kinds)('writes exactly one JSON line for the %s request', async (_label, send, status) => {
    const id = newId('log');
    const res = await send({ 'X-Request-Id': id });
    expect(res.status).toBe(status);
    await res.arrayBuffer();
    const lines = await logLines(id);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ request_id: id, msg: 'request', status, method: expect.stringMatching(/^(GET|POST)$/), path: expect.stringMatching(/^\//) });
    expect(typeof line.duration_ms).toBe('number');
    expect(line.duration_ms).toBeGreaterThanOrEqual(0);
    expect(line.duration_ms).toBeLessThan(30_000);
  });

  it('names the REST route pattern, with the path as sent and no query string', async () => {
    const id = newId('route');
    const res = await server.fetch(`/api/v1/knowledge-engines/${engineId}?x=1`, { headers: { 'X-Request-Id': id } });
    expect(res.status).toBe(200);
    const [line] = await logLines(id);
    expect(line).toMatchObject({ method: 'GET', path: `/api/v1/knowledge-engines/${engineId}`, route: 'GET /api/v1/knowledge-engines/:id', status: 200 });
    expect(line.operation).toBeUndefined();

    const listId = newId('route');
    await server.fetch('/api/v1/knowledge-engines?limit=1', { headers: { 'X-Request-Id': listId } });
    expect((await logLines(listId))[0]).toMatchObject({ path: '/api/v1/knowledge-engines', route: 'GET /api/v1/knowledge-engines' });

    const delId = newId('route');
    const del = await server.fetch('/api/v1/knowledge-engines/kng_0000000000', { method: 'DELETE', headers: { 'X-Request-Id': delId } });
    expect(del.status).toBe(404);
    expect((await logLines(delId))[0]).toMatchObject({ method: 'DELETE', route: 'DELETE /api/v1/knowledge-engines/:id', status: 404 });
  });

  it('names the GraphQL operation', async () => {
    const cases: Array<[string, string | undefined, string]> = [
      ['query EnginePage { knowledgeEngines(first: 1) { edges { node { id } } } }', undefined, 'EnginePage'],
      ['mutation MakeOne { createKnowledgeEngine(input: { name: "op" }) { id } }', undefined, 'MakeOne'],
      ['query A { __typename } query B { __typename }', 'B', 'B'],
      ['{ __typename }', undefined, 'query'],
      // Refused by validation: still named.
      ['query Broken { knowledgeEngines(first: 1) { nope } }', undefined, 'Broken'],
    ];
    for (const [query, operationName, expected] of cases) {
      const id = newId('op');
      const res = await gql(query, { 'X-Request-Id': id }, true, operationName);
      await res.arrayBuffer();
      const lines = await logLines(id);
      expect(lines, query).toHaveLength(1);
      expect(lines[0], query).toMatchObject({ method: 'POST', path: '/graphql', operation: expected });
    }
  });

  it('writes one line for a request whose client goes away before the answer', async () => {
    for (const path of ['/api/v1/knowledge-engines', '/graphql']) {
      const id = newId('abort');
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1', () => {
          socket.write(
            `POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: ${basic(TEST_KEY)}\r\nContent-Type: application/json\r\n` +
              `X-Request-Id: ${id}\r\nContent-Length: 1000\r\n\r\n{"name":`,
          );
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 200);
        });
        socket.on('error', reject);
      });
      const lines = await logLines(id);
      expect(lines, path).toHaveLength(1);
      expect(lines[0]).toMatchObject({ method: 'POST', path, status: 499, aborted: true });
      // A client hanging up is not a server error.
      await new Promise((r) => setTimeout(r, 100));
      expect(server.output.filter((l) => l.includes(id) && !l.includes('"msg":"request"'))).toEqual([]);
    }
  });

  it('never writes the API key, an Authorization header or file content', async () => {
    const marker = `SecretFileWords${randomBytes(8).toString('hex')}`;
    const text = `Contract body.\n${marker} appears only inside the file.\n`;
    const form = () => uploadForm({ name: 'secret.txt', content: text, type: 'text/plain' }, { knowledge_engine_id: engineId, type: 'file' });
    const first = await server.fetch('/api/v1/data-sources', { method: 'POST', body: form() });
    expect(first.status).toBe(201);
    const ds = await first.json();
    // The same file again is refused as a duplicate; a broken PDF holding the words is refused as unreadable.
    expect((await server.fetch('/api/v1/data-sources', { method: 'POST', body: form() })).status).toBe(409);
    const pdf = (await makePdf([`${marker} in a PDF`])).subarray(0, 400);
    const broken = await server.fetch('/api/v1/data-sources', {
      method: 'POST',
      body: uploadForm({ name: 'broken.pdf', content: Buffer.concat([pdf, Buffer.from(marker)]), type: 'application/pdf' }, { knowledge_engine_id: engineId, type: 'file' }),
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    // Reading the content back goes through the log too.
    const content = await server.fetch(`/api/v1/data-sources/${ds.id}/content`);
    expect(JSON.stringify(await content.json())).toContain(marker);
    const viaGraphQL = await server.graphql('query($id: ID!) { dataSource(id: $id) { pages { text } } }', { id: ds.id });
    expect(JSON.stringify(viaGraphQL.body)).toContain(marker);
    // Failed authentications with other keys.
    const other = (await createKey(server.dataDir, 'logs')).key;
    await fetch(`${server.url}/api/v1/knowledge-engines`, { headers: { Authorization: basic('user', other) } });
    await fetch(`${server.url}/api/v1/knowledge-engines`, { headers: { Authorization: `Bearer ${other}` } });
    await new Promise((r) => setTimeout(r, 200));

    const output = server.output.join('\n');
    expect(output).toContain('"route":"POST /api/v1/data-sources"');
    for (const secret of [marker, TEST_KEY, other, TEST_KEY.slice(3), basic(TEST_KEY).slice(6), basic('user', other).slice(6)]) {
      expect(output, secret).not.toContain(secret);
    }
    expect(output).not.toMatch(/authorization/i);
    for (const line of server.output.filter((l) => l.includes('"msg":"request"'))) {
      const entry = JSON.parse(line);
      expect(Object.keys(entry).sort()).toEqual(
        expect.arrayContaining(['duration_ms', 'method', 'msg', 'path', 'request_id', 'status']),
      );
      expect(Object.keys(entry).every((k) => ['level', 'time', 'msg', 'request_id', 'method', 'path', 'route', 'operation', 'status', 'aborted', 'duration_ms'].includes(k))).toBe(true);
    }
  });
});

describe('routes outside the resources', () => {
  it('answers GET /health with 200 and no credentials', async () => {
    const res = await fetch(`${server.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it.each(['/api/v1/nope', '/api/v1', '/api/v1/', '/api/v1/knowledge-engines/kng_0000000000/nope', '/api/v2/knowledge-engines', '/'])(
    'answers unknown path %s with 404 not_found JSON',
    async (path) => {
      const res = await server.fetch(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = await res.json();
      expect(body).toEqual({ error: expect.stringContaining('not found'), code: 'not_found', request_id: res.headers.get('x-request-id') });
    },
  );
});

describe('rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({ env: { RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '3' } });
  });
  afterAll(() => limited?.stop());

  it('lets a burst of 3 through, answers the 4th with 429 rate_limited and Retry-After, and recovers', async () => {
    const other = await createKey(limited.dataDir, 'other');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await limited.fetch('/api/v1/knowledge-engines');
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 200]);

    const fourth = await limited.fetch('/api/v1/knowledge-engines', { headers: { 'X-Request-Id': 'fourth' } });
    expect(fourth.status).toBe(429);
    const retryAfter = Number(fourth.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(2);
    expect(await fourth.json()).toEqual({ error: expect.any(String), code: 'rate_limited', request_id: 'fourth' });

    // The same bucket on GraphQL.
    const viaGraphQL = await limited.graphql('{ __typename }');
    expect(viaGraphQL.status).toBe(429);
    expect(viaGraphQL.body.errors[0].extensions.code).toBe('rate_limited');

    // /health is not limited; another key has its own bucket.
    expect((await fetch(`${limited.url}/health`)).status).toBe(200);
    expect((await fetch(`${limited.url}/api/v1/knowledge-engines`, { headers: { Authorization: basic(other.key) } })).status).toBe(200);

    await new Promise((r) => setTimeout(r, retryAfter * 1000 + 50));
    expect((await limited.fetch('/api/v1/knowledge-engines')).status).toBe(200);
    expect((await limited.fetch('/api/v1/knowledge-engines')).status).toBe(429);
  });

  it('limits each key, not the account: a second key of the same account has its own bucket', async () => {
    const accountKey = await createKey(limited.dataDir, 'same-account-a');
    const sibling = await createKey(limited.dataDir, 'same-account-b', accountKey.accountId);
    const as = (key: string) => fetch(`${limited.url}/api/v1/knowledge-engines`, { headers: { Authorization: basic(key) } });
    for (let i = 0; i < 3; i++) expect((await as(accountKey.key)).status).toBe(200);
    expect((await as(accountKey.key)).status).toBe(429);
    expect((await as(sibling.key)).status).toBe(200);
  });
});
