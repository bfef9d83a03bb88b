import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const create = (body: unknown) => server.json('/api/v1/knowledge-engines', body);

describe('REST knowledge engines', () => {
  it('creates an engine with a kng_ id, defaults and 201', async () => {
    const res = await create({ name: 'Contracts' });
    expect(res.status).toBe(201);
    const engine = await res.json();
    expect(engine.id).toMatch(/^kng_[A-Za-z0-9]{10}$/);
    expect(engine).toMatchObject({ name: 'Contracts', description: '', notes: {}, status: 'ready', data_source_count: 0 });
    expect(Math.abs(engine.created_at - Date.now() / 1000)).toBeLessThan(60);
    expect(Number.isInteger(engine.created_at)).toBe(true);
  });

  it('keeps description and notes', async () => {
    const engine = await (await create({ name: 'N', description: 'NDAs', notes: { team: 'legal', n: 3, nested: { a: [1] } } })).json();
    const read = await (await server.fetch(`/api/v1/knowledge-engines/${engine.id}`)).json();
    expect(read).toMatchObject({ id: engine.id, description: 'NDAs', notes: { team: 'legal', n: 3, nested: { a: [1] } } });
  });

  it('accepts a 50-character name and refuses 51 with invalid_request', async () => {
    expect((await create({ name: 'x'.repeat(50) })).status).toBe(201);
    // Characters, not UTF-16 units: 50 emoji are 50 characters.
    expect((await create({ name: '😀'.repeat(50) })).status).toBe(201);
    const res = await create({ name: 'x'.repeat(51) });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ code: 'invalid_request' });
    expect(body.error).toMatch(/name/);
    expect(body.request_id).toBe(res.headers.get('x-request-id'));
  });

  it.each([
    [{}, /name is required/],
    [{ name: 42 }, /name must be a string/],
    [{ name: '   ' }, /name must not be empty/],
    [{ name: 'a', description: 5 }, /description must be a string/],
    [{ name: 'a', notes: 'x' }, /notes must be a JSON object/],
    [{ name: 'a', notes: [1] }, /notes must be a JSON object/],
    [{ name: 'a', notes: { big: 'x'.repeat(17_000) } }, /notes must be at most 16384 bytes/],
    [[{ name: 'a' }], /request body must be a JSON object/],
  ])('refuses %j', async (body, message) => {
    const before = server.rows().knowledge_engines;
    const res = await create(body);
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer.code).toBe('invalid_request');
    expect(answer.error).toMatch(message);
    expect(server.rows().knowledge_engines).toBe(before);
  });

  it('refuses malformed JSON, an empty body and the wrong Content-Type', async () => {
    const bad = await server.fetch('/api/v1/knowledge-engines', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name": ' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/not valid JSON/);
    const empty = await server.fetch('/api/v1/knowledge-engines', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '' });
    expect(empty.status).toBe(400);
    const form = await server.fetch('/api/v1/knowledge-engines', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{"name":"a"}' });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('refuses a JSON body over 1 MiB with 413', async () => {
    const res = await create({ name: 'a', description: 'x'.repeat(1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers a malformed id with 400 invalid_id and an unknown one with 404', async () => {
    for (const id of ['kng_short', 'ke_abcdefghij', 'kng_abcdefghi!', 'kng_abcdefghijk']) {
      const res = await server.fetch(`/api/v1/knowledge-engines/${encodeURIComponent(id)}`);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('invalid_id');
    }
    const missing = await server.fetch('/api/v1/knowledge-engines/kng_0000000000');
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('not_found');
    const del = await server.fetch('/api/v1/knowledge-engines/kng_0000000000', { method: 'DELETE' });
    expect(del.status).toBe(404);
  });

  it('deletes an engine, after which it is 404', async () => {
    const engine = await (await create({ name: 'Temp' })).json();
    const res = await server.fetch(`/api/v1/knowledge-engines/${engine.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: engine.id, deleted: true });
    expect((await server.fetch(`/api/v1/knowledge-engines/${engine.id}`)).status).toBe(404);
    expect((await server.fetch(`/api/v1/knowledge-engines/${engine.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('lists engines newest first with cursor pagination', async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await (await create({ name: `page-${i}` })).json()).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await server.fetch(`/api/v1/knowledge-engines?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page = await res.json();
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((e: { id: string }) => e.id));
      cursor = page.next_cursor;
      expect(page.has_more).toBe(cursor !== null);
    } while (cursor);
    expect(seen.slice(0, 5)).toEqual([...made].reverse());
    expect(new Set(seen).size).toBe(seen.length);
    expect((await server.fetch('/api/v1/knowledge-engines?limit=0')).status).toBe(400);
    expect((await server.fetch('/api/v1/knowledge-engines?limit=101')).status).toBe(400);
    expect((await server.fetch('/api/v1/knowledge-engines?cursor=bogus')).status).toBe(400);
  });
});

describe('GraphQL knowledge engines', () => {
  it('creates, reads, lists and deletes through the same service', async () => {
    const created = await server.graphql(
      'mutation($input: CreateKnowledgeEngineInput!) { createKnowledgeEngine(input: $input) { id name description notes status dataSourceCount createdAt } }',
      { input: { name: 'GQL', notes: { k: 'v' } } },
    );
    expect(created.status).toBe(200);
    const engine = created.body.data.createKnowledgeEngine;
    expect(engine).toMatchObject({ name: 'GQL', description: '', notes: { k: 'v' }, status: 'ready', dataSourceCount: 0 });
    expect(engine.id).toMatch(/^kng_[A-Za-z0-9]{10}$/);

    const rest = await (await server.fetch(`/api/v1/knowledge-engines/${engine.id}`)).json();
    expect(rest.name).toBe('GQL');

    const read = await server.graphql('query($id: ID!) { knowledgeEngine(id: $id) { id name } }', { id: engine.id });
    expect(read.body.data.knowledgeEngine).toEqual({ id: engine.id, name: 'GQL' });

    const list = await server.graphql('{ knowledgeEngines(first: 1) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }');
    expect(list.body.data.knowledgeEngines.edges[0].node.id).toBe(engine.id);
    expect(list.body.data.knowledgeEngines.pageInfo.hasNextPage).toBe(true);
    const next = await server.graphql('query($after: String) { knowledgeEngines(first: 1, after: $after) { edges { node { id } } } }', {
      after: list.body.data.knowledgeEngines.pageInfo.endCursor,
    });
    expect(next.body.data.knowledgeEngines.edges[0].node.id).not.toBe(engine.id);

    const deleted = await server.graphql('mutation($id: ID!) { deleteKnowledgeEngine(id: $id) { id deleted } }', { id: engine.id });
    expect(deleted.body.data.deleteKnowledgeEngine).toEqual({ id: engine.id, deleted: true });
    const gone = await server.graphql('query($id: ID!) { knowledgeEngine(id: $id) { id } }', { id: engine.id });
    expect(gone.body.data.knowledgeEngine).toBeNull();
  });

  it('reports rule failures with the REST codes in extensions.code', async () => {
    const long = await server.graphql('mutation { createKnowledgeEngine(input: { name: "' + 'x'.repeat(51) + '" }) { id } }');
    expect(long.body.errors[0].extensions.code).toBe('invalid_request');
    expect(long.body.errors[0].message).toMatch(/name must be at most 50/);
    const malformed = await server.graphql('{ knowledgeEngine(id: "kng_bad") { id } }');
    expect(malformed.body.errors[0].extensions.code).toBe('invalid_id');
    const missingDelete = await server.graphql('mutation { deleteKnowledgeEngine(id: "kng_0000000000") { id } }');
    expect(missingDelete.body.errors[0].extensions.code).toBe('not_found');
  });
});

describe('changing an engine (PATCH, updateKnowledgeEngine)', () => {
  const patch = (id: string, body: unknown) =>
    server.fetch(`/api/v1/knowledge-engines/${id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('changes what it is given and keeps the rest', async () => {
    const engine = await (await create({ name: 'Before', description: 'kept', notes: { a: 1 } })).json();
    const renamed = await patch(engine.id, { name: 'After' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: engine.id, name: 'After', description: 'kept', notes: { a: 1 }, created_at: engine.created_at });
    const renoted = await (await patch(engine.id, { description: '', notes: { b: 2 } })).json();
    expect(renoted).toMatchObject({ name: 'After', description: '', notes: { b: 2 } });
    expect(await (await server.fetch(`/api/v1/knowledge-engines/${engine.id}`)).json()).toMatchObject({ name: 'After', notes: { b: 2 } });
  });

  it.each<[string, unknown, number, string, RegExp]>([
    ['a name over 50 characters', { name: 'x'.repeat(51) }, 400, 'invalid_request', /name must be at most 50/],
    ['an empty name', { name: ' ' }, 400, 'invalid_request', /name must not be empty/],
    ['notes that are not an object', { notes: [1] }, 400, 'invalid_request', /notes must be a JSON object/],
    ['a property that cannot change', { status: 'ready' }, 400, 'invalid_request', /status cannot be changed/],
    ['a body that is not an object', [], 400, 'invalid_request', /must be a JSON object/],
  ])('refuses %s', async (_name, body, status, code, message) => {
    const engine = await (await create({ name: 'Unchanged' })).json();
    const res = await patch(engine.id, body);
    expect(res.status).toBe(status);
    const answer = await res.json();
    expect(answer.code).toBe(code);
    expect(answer.error).toMatch(message);
    expect((await (await server.fetch(`/api/v1/knowledge-engines/${engine.id}`)).json()).name).toBe('Unchanged');
  });

  it('answers 404 for an unknown engine and 400 for a malformed id', async () => {
    expect((await patch('kng_0000000000', { name: 'x' })).status).toBe(404);
    expect((await patch('kng_bad', { name: 'x' })).status).toBe(400);
  });

  it('changes an engine through GraphQL, by the same rules', async () => {
    const engine = await (await create({ name: 'Via GraphQL' })).json();
    const UPDATE = 'mutation($id: ID!, $input: UpdateKnowledgeEngineInput!) { updateKnowledgeEngine(id: $id, input: $input) { id name description notes } }';
    const done = await server.graphql(UPDATE, { id: engine.id, input: { description: 'changed', notes: { via: 'gql' } } });
    expect(done.body.data.updateKnowledgeEngine).toEqual({ id: engine.id, name: 'Via GraphQL', description: 'changed', notes: { via: 'gql' } });
    const long = await server.graphql(UPDATE, { id: engine.id, input: { name: 'x'.repeat(51) } });
    expect(long.body.errors[0].extensions.code).toBe('invalid_request');
  });
});
