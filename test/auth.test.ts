import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForm } from './support/documents.ts';
import { accountOfKey, basic, createKey, keysCli } from './support/keys-cli.ts';
import { storedBytes } from '../scripts/lib/test-store.ts';
import { startServer, TEST_KEY, type TestServer } from './support/server.ts';

/** DESIGN section 3: Basic credentials, key format, revocation, first key, hashing, account isolation. */

const KEY_SHAPE = /ke-[A-Za-z0-9]{32}/;
const KEY_SHAPE_ALL = /ke-[A-Za-z0-9]{32}/g;
const UNKNOWN_KEY = 'ke-UnknownUnknownUnknownUnknown0000';
const LIST_QUERY = '{ knowledgeEngines(first: 50) { edges { node { id } } } }';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

/** GET the engine list over REST and run a query over GraphQL with an exact Authorization header (or none). */
async function restWith(authorization: string | undefined, pathname = '/api/v1/knowledge-engines', init: RequestInit = {}) {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (authorization !== undefined) headers.Authorization = authorization;
  return fetch(server.url + pathname, { ...init, headers });
}

async function graphqlWith(authorization: string | undefined, query: string, variables?: Record<string, unknown>) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json' };
  if (authorization !== undefined) headers.Authorization = authorization;
  const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return { res, body: await res.json() };
}

async function expectRestUnauthorized(res: Response) {
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toBe('Basic realm="knowledge-engine"');
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = await res.json();
  expect(body).toEqual({ error: expect.any(String), code: 'unauthorized', request_id: res.headers.get('x-request-id') });
  expect(body.error.length).toBeGreaterThan(0);
  return body;
}

function expectGraphQLUnauthorized({ res, body }: { res: Response; body: any }) {
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toBe('Basic realm="knowledge-engine"');
  expect(body.data ?? null).toBeNull();
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0].extensions.code).toBe('unauthorized');
  expect(body.errors[0].message).toEqual(expect.any(String));
}

describe('accepted credentials', () => {
  it.each([
    ['the key as user name, empty password', basic(TEST_KEY)],
    ['the key as user name, any password', basic(TEST_KEY, 'whatever')],
    ['the key as password, any user name', basic('someone', TEST_KEY)],
    ['the key as password, empty user name', basic('', TEST_KEY)],
    ['a lower-case scheme name', basic(TEST_KEY).replace('Basic', 'basic')],
  ])('REST and GraphQL accept %s', async (_label, header) => {
    const rest = await restWith(header);
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ data: expect.any(Array) });

    const gql = await graphqlWith(header, LIST_QUERY);
    expect(gql.res.status).toBe(200);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.knowledgeEngines.edges).toEqual(expect.any(Array));
  });
});

describe('refused credentials', () => {
  // [case, Authorization header, what the message must say]
  const refusals: Array<[string, string | undefined, RegExp]> = [
    ['no Authorization header', undefined, /missing/],
    ['an empty Authorization header', '', /Basic/],
    ['the Bearer scheme', `Bearer ${TEST_KEY}`, /Basic scheme/],
    ['the key with no scheme', TEST_KEY, /Basic scheme/],
    ['Basic with nothing after it', 'Basic', /base64/],
    ['Basic with text that is not base64', 'Basic %%%not*base64%%%', /base64/],
    ['Basic with the key itself, not base64-encoded', `Basic ${TEST_KEY}:`, /base64/],
    ['Basic with base64 of impossible length', 'Basic abcde', /base64/],
    ['Basic with no key in the credentials', basic('alice', 'secret'), /well-formed API key/],
    ['a key one character short', basic(TEST_KEY.slice(0, -1)), /well-formed API key/],
    ['a key one character long', basic(`${TEST_KEY}X`), /well-formed API key/],
    ['a key with a character outside [A-Za-z0-9]', basic(`${TEST_KEY.slice(0, -1)}_`), /well-formed API key/],
    ['a key with the wrong prefix', basic(`KE-${TEST_KEY.slice(3)}`), /well-formed API key/],
    ['a key with text around it', basic(`x${TEST_KEY}`), /well-formed API key/],
    ['a well-formed key that was never issued', basic(UNKNOWN_KEY), /not valid/],
    ['a never-issued key in the password', basic('someone', UNKNOWN_KEY), /not valid/],
  ];

  it.each(refusals)('REST answers 401 unauthorized to %s', async (_label, header, message) => {
    expect((await expectRestUnauthorized(await restWith(header))).error).toMatch(message);
    // A write is refused the same way and changes nothing.
    const before = server.rows().knowledge_engines;
    const post = await restWith(header, '/api/v1/knowledge-engines', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'intruder' }),
    });
    await expectRestUnauthorized(post);
    expect(server.rows().knowledge_engines).toBe(before);
  });

  it.each(refusals)('GraphQL answers 401 unauthorized to %s', async (_label, header, message) => {
    const answer = await graphqlWith(header, LIST_QUERY);
    expectGraphQLUnauthorized(answer);
    expect(answer.body.errors[0].message).toMatch(message);
    const before = server.rows().knowledge_engines;
    expectGraphQLUnauthorized(await graphqlWith(header, 'mutation { createKnowledgeEngine(input: { name: "intruder" }) { id } }'));
    expect(server.rows().knowledge_engines).toBe(before);
  });

  it('refuses a GraphQL GET without credentials unless it is the GraphiQL page at /graphql', async () => {
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { Accept: 'application/json' } });
    expect(get.status).toBe(401);
    expect(get.headers.get('www-authenticate')).toBe('Basic realm="knowledge-engine"');
    expect((await get.json()).errors[0].extensions.code).toBe('unauthorized');
    // A POST asking for HTML is still an operation, not the page.
    const post = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/html, application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(post.status).toBe(401);
    // Only /graphql itself serves the page: the SSE endpoint asks for credentials even from a browser.
    for (const method of ['GET', 'PUT', 'POST']) {
      const stream = await fetch(`${server.url}/graphql/stream?token=x`, { method, headers: { Accept: 'text/html, text/event-stream' } });
      expect(stream.status, method).toBe(401);
      expect(stream.headers.get('www-authenticate')).toBe('Basic realm="knowledge-engine"');
      expect((await stream.json()).errors[0].extensions.code).toBe('unauthorized');
    }
  });

  it('refuses a key revoked with the CLI while the server runs, on both surfaces', async () => {
    const { key, keyId } = await createKey(server.dataDir, 'to-revoke');
    expect((await restWith(basic(key))).status).toBe(200);
    expect((await graphqlWith(basic('u', key), LIST_QUERY)).res.status).toBe(200);

    const revoked = await keysCli(server.dataDir, ['revoke', keyId]);
    expect(revoked.code).toBe(0);
    // The server trusts a key it has verified for at most a second before reading it again.
    const since = performance.now();
    while ((await restWith(basic(key))).status === 200 && performance.now() - since < 3000) await new Promise((r) => setTimeout(r, 50));
    expect(performance.now() - since).toBeLessThan(1500);

    const rest = await expectRestUnauthorized(await restWith(basic(key)));
    expect(rest.error).toMatch(/revoked/);
    expectGraphQLUnauthorized(await graphqlWith(basic('u', key), LIST_QUERY));
    // The server's own key is untouched.
    expect((await restWith(basic(TEST_KEY))).status).toBe(200);
  });
});

describe('the GraphiQL page', () => {
  it('loads without credentials, and holds no data', async () => {
    const res = await fetch(`${server.url}/graphql`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/<title>Knowledge engine GraphQL<\/title>/);
    // A query in the page's address is not executed for a caller without credentials.
    const withQuery = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ knowledgeEngines(first: 1) { edges { node { id } } } }')}`, {
      headers: { Accept: 'text/html' },
    });
    expect(withQuery.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await withQuery.text()).not.toMatch(/"knowledgeEngines"\s*:/);
  });
});

describe('keys are secrets', () => {
  it('stores keys only as hashes: no raw key in any file of DATA_DIR', async () => {
    const issued = await createKey(server.dataDir, 'stored');
    // Use both keys so that any cache or log of them would have been written.
    expect((await restWith(basic(issued.key))).status).toBe(200);
    expect((await restWith(basic(TEST_KEY))).status).toBe(200);
    const stored = storedBytes(server.dataDir);
    expect(stored.length).toBeGreaterThan(0);
    // The dump holds the key's record (its hint), so a missing key below is not an empty dump.
    expect(stored.some(({ bytes }) => bytes.includes(Buffer.from(issued.keyId)))).toBe(true);
    for (const { name: file, bytes } of stored) {
      for (const key of [TEST_KEY, issued.key]) {
        expect(bytes.includes(Buffer.from(key)), `${key} found in ${file}`).toBe(false);
        // Nor the distinctive 32-character body of the key.
        expect(bytes.includes(Buffer.from(key.slice(3))), `key body found in ${file}`).toBe(false);
      }
    }
  });

  it('never writes a key or an Authorization header to the server output', async () => {
    const issued = await createKey(server.dataDir, 'logged');
    const headers = [basic(TEST_KEY), basic('x', issued.key), basic(UNKNOWN_KEY), `Bearer ${TEST_KEY}`];
    for (const header of headers) {
      await restWith(header);
      await restWith(header, '/api/v1/nope');
      await graphqlWith(header, LIST_QUERY);
      await graphqlWith(header, '{ nope }');
    }
    await new Promise((r) => setTimeout(r, 200));
    const output = server.output.join('\n');
    expect(output).toMatch(/"msg":"request"/);
    for (const secret of [TEST_KEY, issued.key, UNKNOWN_KEY, ...headers.map((h) => h.split(' ')[1])]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toMatch(/authorization/i);
  });
});

describe('the first key', () => {
  it('is created and printed once on a first start with no API_KEY, works, and is not replaced on the next start', async () => {
    const first = await startServer({ env: { API_KEY: '' } });
    let dataDir: string;
    let key: string;
    try {
      dataDir = first.dataDir;
      // Printed to stdout after "listening"; give the write a moment.
      for (let i = 0; i < 50 && !first.output.some((l) => KEY_SHAPE.test(l)); i++) await new Promise((r) => setTimeout(r, 50));
      const printed = new Set(first.output.join('\n').match(KEY_SHAPE_ALL) ?? []);
      expect(printed.size).toBe(1);
      key = [...printed][0];
      // Shown as plain text for a person, never inside a JSON log line.
      expect(first.output.filter((l) => l.startsWith('{') && l.includes(key))).toEqual([]);

      const res = await fetch(`${first.url}/api/v1/knowledge-engines`, {
        method: 'POST',
        headers: { Authorization: basic(key), 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'first' }),
      });
      expect(res.status).toBe(201);
      const gql = await fetch(`${first.url}/graphql`, {
        method: 'POST',
        headers: { Authorization: basic('me', key), 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: LIST_QUERY }),
      });
      expect((await gql.json()).data.knowledgeEngines.edges).toHaveLength(1);
      expect(first.output.filter((l) => l.startsWith('{') && l.includes(key))).toEqual([]);
    } finally {
      await first.stop();
    }

    const second = await startServer({ env: { API_KEY: '' }, dataDir });
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(second.output.join('\n')).not.toMatch(KEY_SHAPE);
      const res = await fetch(`${second.url}/api/v1/knowledge-engines`, { headers: { Authorization: basic(key) } });
      expect(res.status).toBe(200);
      expect((await res.json()).data.map((e: { name: string }) => e.name)).toEqual(['first']);
      const list = await keysCli(dataDir, ['list']);
      expect(list.stdout.trim().split('\n')).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });
});

describe('account isolation', () => {
  let own: { id: string };
  let ownDataSource: { id: string };
  let otherKey: string;

  beforeAll(async () => {
    own = await (await server.json('/api/v1/knowledge-engines', { name: 'Mine' })).json();
    const upload = await server.fetch('/api/v1/data-sources', {
      method: 'POST',
      body: uploadForm({ name: 'mine.txt', content: 'Private text of the first account.\n', type: 'text/plain' }, { knowledge_engine_id: own.id, type: 'file' }),
    });
    expect(upload.status).toBe(201);
    ownDataSource = await upload.json();
    otherKey = (await createKey(server.dataDir, 'other')).key;
  });

  const asOther = (pathname: string, init: RequestInit = {}) =>
    fetch(server.url + pathname, { ...init, headers: { Authorization: basic(otherKey), ...(init.headers as Record<string, string>) } });

  async function expectNotFound(res: Response) {
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.code).toBe('not_found');
    expect(body.request_id).toBe(res.headers.get('x-request-id'));
  }

  it('gives another account 404 not_found for every path naming the first account’s resources', async () => {
    await expectNotFound(await asOther(`/api/v1/knowledge-engines/${own.id}`));
    await expectNotFound(await asOther(`/api/v1/knowledge-engines/${own.id}/data-sources`));
    await expectNotFound(await asOther(`/api/v1/data-sources/${ownDataSource.id}`));
    await expectNotFound(await asOther(`/api/v1/data-sources/${ownDataSource.id}/content`));
    await expectNotFound(await asOther(`/api/v1/data-sources/${ownDataSource.id}`, { method: 'DELETE' }));
    await expectNotFound(await asOther(`/api/v1/knowledge-engines/${own.id}`, { method: 'DELETE' }));
    // Exactly like an id that does not exist.
    const unknown = await asOther('/api/v1/knowledge-engines/kng_0000000000');
    const seen = await asOther(`/api/v1/knowledge-engines/${own.id}`);
    expect((await seen.json()).error).toBe((await unknown.json()).error.replace('kng_0000000000', own.id));
    // Nothing was deleted.
    expect((await server.fetch(`/api/v1/knowledge-engines/${own.id}`)).status).toBe(200);
    expect((await server.fetch(`/api/v1/data-sources/${ownDataSource.id}`)).status).toBe(200);
  });

  it('refuses an upload into another account’s engine as engine_not_found', async () => {
    const before = server.rows().data_sources;
    const res = await asOther('/api/v1/data-sources', {
      method: 'POST',
      body: uploadForm({ name: 'theirs.txt', content: 'Someone else.\n', type: 'text/plain' }, { knowledge_engine_id: own.id, type: 'file' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('engine_not_found');
    expect(server.rows().data_sources).toBe(before);
  });

  it('leaves the first account’s engines out of another account’s listings, and the other way round', async () => {
    const theirs = await (
      await asOther('/api/v1/knowledge-engines', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Theirs' }) })
    ).json();
    const otherList = await (await asOther('/api/v1/knowledge-engines?limit=100')).json();
    expect(otherList.data.map((e: { id: string }) => e.id)).toEqual([theirs.id]);
    const ownList = await (await server.fetch('/api/v1/knowledge-engines?limit=100')).json();
    const ownIds = ownList.data.map((e: { id: string }) => e.id);
    expect(ownIds).toContain(own.id);
    expect(ownIds).not.toContain(theirs.id);

    const gqlList = await graphqlWith(basic(otherKey), LIST_QUERY);
    expect(gqlList.body.data.knowledgeEngines.edges.map((e: any) => e.node.id)).toEqual([theirs.id]);
  });

  it('answers GraphQL reads of the first account’s resources with null and refuses its delete as not_found', async () => {
    const engine = await graphqlWith(basic(otherKey), 'query($id: ID!) { knowledgeEngine(id: $id) { id name } }', { id: own.id });
    expect(engine.body.errors).toBeUndefined();
    expect(engine.body.data.knowledgeEngine).toBeNull();
    const ds = await graphqlWith(basic(otherKey), 'query($id: ID!) { dataSource(id: $id) { id name } }', { id: ownDataSource.id });
    expect(ds.body.errors).toBeUndefined();
    expect(ds.body.data.dataSource).toBeNull();
    const del = await graphqlWith(basic(otherKey), 'mutation($id: ID!) { deleteKnowledgeEngine(id: $id) { id deleted } }', { id: own.id });
    expect(del.body.errors[0].extensions.code).toBe('not_found');
    const delDs = await graphqlWith(basic(otherKey), 'mutation($id: ID!) { deleteDataSource(id: $id) { id deleted } }', { id: ownDataSource.id });
    expect(delDs.body.errors[0].extensions.code).toBe('not_found');
    // Still there for its owner.
    const mine = await server.graphql('query($id: ID!) { knowledgeEngine(id: $id) { id dataSourceCount } }', { id: own.id });
    expect(mine.body.data.knowledgeEngine).toEqual({ id: own.id, dataSourceCount: 1 });
  });

  it('lets a key created with --account for the first account see its engines', async () => {
    const accountId = await accountOfKey(server.dataDir, TEST_KEY.slice(-4));
    const colleague = await createKey(server.dataDir, 'colleague', accountId);
    expect(colleague.accountId).toBe(accountId);

    const res = await fetch(`${server.url}/api/v1/knowledge-engines/${own.id}`, { headers: { Authorization: basic(colleague.key) } });
    expect(res.status).toBe(200);
    expect((await res.json()).id).toBe(own.id);
    const ds = await fetch(`${server.url}/api/v1/data-sources/${ownDataSource.id}`, { headers: { Authorization: basic(colleague.key) } });
    expect(ds.status).toBe(200);
    const list = await graphqlWith(basic('colleague', colleague.key), LIST_QUERY);
    expect(list.body.data.knowledgeEngines.edges.map((e: any) => e.node.id)).toContain(own.id);
    const read = await graphqlWith(basic(colleague.key), 'query($id: ID!) { knowledgeEngine(id: $id) { id } }', { id: own.id });
    expect(read.body.data.knowledgeEngine).toEqual({ id: own.id });
  });
});
