import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from './support/documents.ts';
import { multipartBody, rawRequest, type RawPart } from './support/raw-http.ts';
import { expectUnchanged as expectNothingKept, snapshot as takeSnapshot } from './support/unchanged.ts';
import { startServer, type TestServer } from './support/server.ts';

/** Default limits on `server`; `small` takes files of at most 1000 bytes and batches of at most 3. */
let server: TestServer;
let small: TestServer;
beforeAll(async () => {
  [server, small] = await Promise.all([startServer(), startServer({ env: { MAX_FILE_BYTES: '1000', MAX_BATCH_FILES: '3' } })]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), small?.stop()]);
});

/** A GIF: an image format this service does not read. */
const GIF = Buffer.from('474946383961010001008000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');

const uniqueText = (label = 'doc') => `${label} ${randomUUID()}\n\nSecond paragraph of ${label}.`;

const DS_FIELDS = 'id name type status error notes knowledgeEngineId fileName format sizeBytes pageCount createdAt';
const CREATE = `mutation($input: CreateDataSourceInput!) { createDataSource(input: $input) { ${DS_FIELDS} } }`;
const CREATE_MANY = `mutation($input: CreateDataSourcesInput!) {
  createDataSources(input: $input) { name success error code dataSource { ${DS_FIELDS} } }
}`;

interface UploadFile {
  name: string;
  content: Buffer | string;
  type?: string;
}

interface GraphQLAnswer {
  status: number;
  body: any;
}

/**
 * A GraphQL multipart request (operations, map, then the files), built with FormData.
 * `files` maps each variable path (such as `variables.input.file`) to a file.
 */
async function gqlUpload(
  query: string,
  variables: Record<string, unknown>,
  files: Array<[string, UploadFile]>,
  opts: { srv?: TestServer; preflight?: boolean } = {},
): Promise<GraphQLAnswer> {
  const srv = opts.srv ?? server;
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map(([path], i) => [String(i), [path]]))));
  files.forEach(([, file], i) => form.append(String(i), new Blob([file.content as BlobPart], { type: file.type ?? 'application/octet-stream' }), file.name));
  const res = await srv.fetch('/graphql', {
    method: 'POST',
    body: form,
    headers: opts.preflight === false ? {} : { 'GraphQL-Require-Preflight': '1' },
  });
  return { status: res.status, body: await res.json() };
}

/** createDataSource with one file at variables.input.file. */
function createDataSource(file: UploadFile, input: Record<string, unknown>, opts: { srv?: TestServer; preflight?: boolean } = {}) {
  return gqlUpload(CREATE, { input: { file: null, ...input } }, [['variables.input.file', file]], opts);
}

/** createDataSources with item i's file at variables.input.items.i.file. */
function createDataSources(items: Array<{ file: UploadFile; input: Record<string, unknown> }>, srv = server) {
  return gqlUpload(
    CREATE_MANY,
    { input: { items: items.map((item) => ({ file: null, ...item.input })) } },
    items.map((item, i) => [`variables.input.items.${i}.file`, item.file]),
    { srv },
  );
}

async function newEngine(srv = server, name = 'Docs'): Promise<string> {
  const res = await srv.graphql('mutation($input: CreateKnowledgeEngineInput!) { createKnowledgeEngine(input: $input) { id } }', { input: { name } });
  return res.body.data.createKnowledgeEngine.id;
}

const snapshot = (srv = server) => takeSnapshot(srv);

const expectUnchanged = (before: ReturnType<typeof snapshot>, srv = server) => expectNothingKept(srv, before);

/** The answer is an error with this code (and message); no data was returned for the field. */
function expectGraphQLError(answer: GraphQLAnswer, code: string, message?: RegExp) {
  expect(answer.body.errors, JSON.stringify(answer.body)).toBeDefined();
  const [error] = answer.body.errors;
  expect(error.extensions?.code, JSON.stringify(error)).toBe(code);
  // Without a pattern, any message will do, but there must be one.
  expect(error.message).toMatch(message ?? /\S/);
  expect(answer.body.data?.createDataSource ?? null).toBeNull();
  return error;
}

describe('GraphQL createDataSource', () => {
  it('stores a text file and answers the record; REST reads the same data source', async () => {
    const engineId = await newEngine();
    const before = snapshot();
    const text = uniqueText('gql');
    const answer = await createDataSource({ name: 'notes.txt', content: text, type: 'text/plain' }, { knowledgeEngineId: engineId, type: 'file' });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    const ds = answer.body.data.createDataSource;
    expect(ds.id).toMatch(/^ds_[A-Za-z0-9]{10}$/);
    expect(ds).toMatchObject({
      name: 'notes.txt',
      type: 'file',
      status: 'processed',
      error: null,
      notes: {},
      knowledgeEngineId: engineId,
      fileName: 'notes.txt',
      format: 'text',
      sizeBytes: Buffer.byteLength(text),
      pageCount: 1,
    });
    expect(Number.isInteger(ds.createdAt)).toBe(true);
    expect(Math.abs(ds.createdAt - Date.now() / 1000)).toBeLessThan(60);

    const rest = await (await server.fetch(`/api/v1/data-sources/${ds.id}`)).json();
    expect(rest).toMatchObject({ id: ds.id, name: ds.name, knowledge_engine_id: engineId, page_count: 1, created_at: ds.createdAt });
    expect(server.rows()).toMatchObject({ data_sources: before.rows.data_sources + 1, data_source_pages: before.rows.data_source_pages + 1 });
    expect(server.files()).toEqual({ stored: before.files.stored + 1, temp: 0 });

    const read = await server.graphql('query($id: ID!) { dataSource(id: $id) { id pages { page text } knowledgeEngine { id dataSourceCount status } } }', { id: ds.id });
    expect(read.body.data.dataSource).toEqual({ id: ds.id, pages: [{ page: 1, text }], knowledgeEngine: { id: engineId, dataSourceCount: 1, status: 'ready' } });
  });

  it('keeps name and notes, and dataSource(id) takes the dsc_ form', async () => {
    const engineId = await newEngine();
    const notes = { team: 'legal', list: [1, 2], nested: { ok: true } };
    const answer = await createDataSource({ name: 'readme.md', content: `# Heading\n\n${uniqueText('md')}` }, { knowledgeEngineId: engineId, type: 'file', name: 'Readme', notes });
    const ds = answer.body.data.createDataSource;
    expect(ds).toMatchObject({ name: 'Readme', notes, fileName: 'readme.md', format: 'markdown' });

    const query = `query($id: ID!) { dataSource(id: $id) { ${DS_FIELDS} } }`;
    const viaDsc = await server.graphql(query, { id: ds.id.replace('ds_', 'dsc_') });
    expect(viaDsc.body.data.dataSource).toEqual(ds);
    expect((await server.graphql(query, { id: 'ds_0000000000' })).body.data.dataSource).toBeNull();
    const malformed = await server.graphql(query, { id: 'ds_bad' });
    expect(malformed.body.errors[0].extensions.code).toBe('invalid_id');
  });

  it('reads a multi-page PDF; pages(range) picks, clamps and refuses like REST', async () => {
    const engineId = await newEngine();
    const texts = ['First page of the lease.', 'Second page: the rent is due monthly.', `Third page ${randomUUID()}`];
    const answer = await createDataSource({ name: 'lease.pdf', content: await makePdf(texts), type: 'application/pdf' }, { knowledgeEngineId: engineId, type: 'file' });
    const ds = answer.body.data.createDataSource;
    expect(ds).toMatchObject({ format: 'pdf', pageCount: 3, status: 'processed' });

    const pages = async (range?: string) =>
      server.graphql('query($id: ID!, $range: String) { dataSource(id: $id) { pageCount pages(range: $range) { page text } } }', { id: ds.id, range });
    expect((await pages()).body.data.dataSource.pages).toEqual(texts.map((text, i) => ({ page: i + 1, text })));
    expect((await pages('1-2')).body.data.dataSource.pages.map((p: { page: number }) => p.page)).toEqual([1, 2]);
    expect((await pages('3')).body.data.dataSource.pages).toEqual([{ page: 3, text: texts[2] }]);
    expect((await pages('2-40')).body.data.dataSource.pages.map((p: { page: number }) => p.page)).toEqual([2, 3]);
    for (const bad of ['4', '4-6', '0', '2-1', 'x']) {
      const refused = await pages(bad);
      expect(refused.body.errors[0].extensions.code).toBe('invalid_request');
      expect(refused.body.errors[0].path).toEqual(['dataSource', 'pages']);
    }
    // The same rule answers the same way on REST.
    expect((await server.fetch(`/api/v1/data-sources/${ds.id}/content?page_range=4`)).status).toBe(400);
  });

  it('refuses a duplicate in the same engine with duplicate_file, and takes it in another engine', async () => {
    const [first, second] = [await newEngine(), await newEngine()];
    const text = uniqueText('dup');
    expect((await createDataSource({ name: 'a.txt', content: text }, { knowledgeEngineId: first, type: 'file' })).body.data.createDataSource.id).toMatch(/^ds_/);
    const before = snapshot();
    const again = await createDataSource({ name: 'b.txt', content: text }, { knowledgeEngineId: first, type: 'file' });
    expect(expectGraphQLError(again, 'duplicate_file').message).toBe('Duplicate file');
    expectUnchanged(before);
    const other = await createDataSource({ name: 'a.txt', content: text }, { knowledgeEngineId: second, type: 'file' });
    expect(other.body.data.createDataSource.knowledgeEngineId).toBe(second);
    expect(server.files()).toEqual({ stored: before.files.stored, temp: 0 });
  });

  it('lists an engine\'s data sources as a connection, oldest first, and counts them', async () => {
    const engineId = await newEngine();
    const made: string[] = [];
    for (let i = 0; i < 4; i++) {
      made.push((await createDataSource({ name: `c${i}.txt`, content: uniqueText(`c${i}`) }, { knowledgeEngineId: engineId, type: 'file' })).body.data.createDataSource.id);
    }
    const query = `query($id: ID!, $after: String) { knowledgeEngine(id: $id) { dataSourceCount dataSources(first: 3, after: $after) {
      edges { cursor node { id knowledgeEngineId } } pageInfo { hasNextPage endCursor } } } }`;
    const page1 = (await server.graphql(query, { id: engineId })).body.data.knowledgeEngine;
    expect(page1.dataSourceCount).toBe(4);
    expect(page1.dataSources.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(made.slice(0, 3));
    expect(page1.dataSources.pageInfo.hasNextPage).toBe(true);
    const page2 = (await server.graphql(query, { id: engineId, after: page1.dataSources.pageInfo.endCursor })).body.data.knowledgeEngine;
    expect(page2.dataSources.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(made.slice(3));
    expect(page2.dataSources.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a multipart request without a GraphQL-Require-Preflight header with 400, storing nothing', async () => {
    const engineId = await newEngine();
    const before = snapshot();
    const answer = await createDataSource({ name: 'csrf.txt', content: uniqueText('csrf') }, { knowledgeEngineId: engineId, type: 'file' }, { preflight: false });
    expect(answer.status).toBe(400);
    expectGraphQLError(answer, 'invalid_request', /GraphQL-Require-Preflight/);
    expectUnchanged(before);
  });
});

describe('GraphQL deleteDataSource and deleteKnowledgeEngine', () => {
  it('deletes a data source and, with its engine, the stored files nothing else uses', async () => {
    const before = snapshot();
    const [a, b] = [await newEngine(), await newEngine()];
    const shared = uniqueText('shared');
    const create = async (engineId: string, content: string) =>
      (await createDataSource({ name: 'f.txt', content }, { knowledgeEngineId: engineId, type: 'file' })).body.data.createDataSource.id as string;
    const inA = await create(a, shared);
    const inB = await create(b, shared);
    const onlyA = await create(a, uniqueText('only'));
    expect(server.files().stored).toBe(before.files.stored + 2);

    const del = await server.graphql('mutation($id: ID!) { deleteDataSource(id: $id) { id deleted } }', { id: inA.replace('ds_', 'dsc_') });
    expect(del.body.data.deleteDataSource).toEqual({ id: inA, deleted: true });
    expect((await server.graphql('query($id: ID!) { dataSource(id: $id) { id } }', { id: inA })).body.data.dataSource).toBeNull();
    expect(server.files().stored).toBe(before.files.stored + 2);
    const again = await server.graphql('mutation($id: ID!) { deleteDataSource(id: $id) { id } }', { id: inA });
    expect(again.body.errors[0].extensions.code).toBe('not_found');
    const malformed = await server.graphql('mutation { deleteDataSource(id: "ds_x") { id } }');
    expect(malformed.body.errors[0].extensions.code).toBe('invalid_id');

    await server.graphql('mutation($id: ID!) { deleteKnowledgeEngine(id: $id) { id } }', { id: a });
    expect((await server.graphql('query($id: ID!) { dataSource(id: $id) { id } }', { id: onlyA })).body.data.dataSource).toBeNull();
    expect(server.files().stored).toBe(before.files.stored + 1);
    expect((await server.graphql('query($id: ID!) { dataSource(id: $id) { pages { text } } }', { id: inB })).body.data.dataSource.pages[0].text).toBe(shared);

    await server.graphql('mutation($id: ID!) { deleteKnowledgeEngine(id: $id) { id } }', { id: b });
    expectUnchanged(before);
  });
});

describe('GraphQL createDataSources', () => {
  it('stores each item with its own file and metadata', async () => {
    const engineId = await newEngine();
    const texts = [uniqueText('m0'), uniqueText('m1'), uniqueText('m2')];
    const before = snapshot();
    const answer = await createDataSources(
      texts.map((content, i) => ({ file: { name: `m${i}.txt`, content }, input: { knowledgeEngineId: engineId, type: 'file', ...(i === 1 ? { name: 'Middle', notes: { i } } : {}) } })),
    );
    expect(answer.body.errors).toBeUndefined();
    const items = answer.body.data.createDataSources;
    expect(items.map((i: { name: string; success: boolean }) => [i.name, i.success])).toEqual([['m0.txt', true], ['Middle', true], ['m2.txt', true]]);
    expect(items[1].dataSource.notes).toEqual({ i: 1 });
    for (const [i, item] of items.entries()) {
      expect(item).toMatchObject({ error: null, code: null });
      const pages = await server.graphql('query($id: ID!) { dataSource(id: $id) { pages { text } } }', { id: item.dataSource.id });
      expect(pages.body.data.dataSource.pages[0].text).toBe(texts[i]);
    }
    expect(server.rows().data_sources).toBe(before.rows.data_sources + 3);
    expect(server.files()).toEqual({ stored: before.files.stored + 3, temp: 0 });
  });

  it('refuses the second of two copies as a duplicate, and one bad item never sinks the others', async () => {
    const engineId = await newEngine();
    const twin = uniqueText('twin');
    const good = uniqueText('good');
    const before = snapshot();
    const answer = await createDataSources([
      { file: { name: 'one.txt', content: twin }, input: { knowledgeEngineId: engineId, type: 'file' } },
      { file: { name: 'two.txt', content: twin }, input: { knowledgeEngineId: engineId, type: 'file' } },
      { file: { name: 'image.gif', content: GIF }, input: { knowledgeEngineId: engineId, type: 'file' } },
      { file: { name: 'nowhere.txt', content: uniqueText('nowhere') }, input: { knowledgeEngineId: 'kng_0000000000', type: 'file' } },
      { file: { name: 'bad-id.txt', content: uniqueText('badid') }, input: { knowledgeEngineId: 'kng_x', type: 'file' } },
      { file: { name: 'empty.txt', content: '' }, input: { knowledgeEngineId: engineId, type: 'file' } },
      { file: { name: 'long.txt', content: uniqueText('long') }, input: { knowledgeEngineId: engineId, type: 'file', name: 'n'.repeat(256) } },
      { file: { name: 'good.txt', content: good }, input: { knowledgeEngineId: engineId, type: 'file' } },
    ]);
    expect(answer.body.errors).toBeUndefined();
    const items = answer.body.data.createDataSources;
    expect(items.map((i: { success: boolean; code: string | null }) => [i.success, i.code])).toEqual([
      [true, null],
      [false, 'duplicate_file'],
      [false, 'unsupported_media_type'],
      [false, 'engine_not_found'],
      [false, 'invalid_id'],
      [false, 'invalid_request'],
      [false, 'invalid_request'],
      [true, null],
    ]);
    expect(items[1]).toEqual({ name: 'two.txt', success: false, error: 'Duplicate file', code: 'duplicate_file', dataSource: null });
    expect(items[6].name).toBe('n'.repeat(256));
    expect(server.rows().data_sources).toBe(before.rows.data_sources + 2);
    expect(server.files()).toEqual({ stored: before.files.stored + 2, temp: 0 });
  });

  it('reports a file over MAX_FILE_BYTES at its place and stores the others', async () => {
    const engineId = await newEngine(small);
    const before = snapshot(small);
    const answer = await createDataSources(
      [
        { file: { name: 'ok.txt', content: uniqueText('ok') }, input: { knowledgeEngineId: engineId, type: 'file' } },
        { file: { name: 'big.txt', content: 'b'.repeat(50_000) }, input: { knowledgeEngineId: engineId, type: 'file' } },
        { file: { name: 'ok2.txt', content: uniqueText('ok2') }, input: { knowledgeEngineId: engineId, type: 'file' } },
      ],
      small,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.createDataSources.map((i: { name: string; success: boolean; code: string | null }) => [i.name, i.success, i.code])).toEqual([
      ['ok.txt', true, null],
      ['big.txt', false, 'payload_too_large'],
      ['ok2.txt', true, null],
    ]);
    expect(small.rows().data_sources).toBe(before.rows.data_sources + 2);
    expect(small.files()).toEqual({ stored: before.files.stored + 2, temp: 0 });
  });

  it('refuses more than MAX_BATCH_FILES files with payload_too_large and stores nothing', async () => {
    const engineId = await newEngine(small);
    const before = snapshot(small);
    const answer = await createDataSources(
      [0, 1, 2, 3].map((i) => ({ file: { name: `${i}.txt`, content: uniqueText(`over${i}`) }, input: { knowledgeEngineId: engineId, type: 'file' } })),
      small,
    );
    expect(answer.status).toBe(413);
    expect(answer.body.errors[0].extensions.code).toBe('payload_too_large');
    expectUnchanged(before, small);
  });
});

describe('GraphQL createDataSource refuses bad input and keeps nothing', () => {
  let engineId: string;
  beforeAll(async () => {
    engineId = await newEngine(server, 'Refusals');
  });
  const input = (extra: Record<string, unknown> = {}) => ({ knowledgeEngineId: engineId, type: 'file', ...extra });
  const file = (name = 'doc.txt', content: Buffer | string = uniqueText('bad')): UploadFile => ({ name, content });

  type Case = [string, () => Promise<GraphQLAnswer>, string, RegExp];
  const cases: Case[] = [
    ['a name over 255 characters', () => createDataSource(file(), input({ name: 'n'.repeat(256) })), 'invalid_request', /name must be at most 255/],
    ['an empty name', () => createDataSource(file(), input({ name: ' ' })), 'invalid_request', /name must not be empty/],
    ['notes over 16 KiB', () => createDataSource(file(), input({ notes: { big: 'x'.repeat(17_000) } })), 'invalid_request', /notes must be at most 16384 bytes/],
    ['a malformed knowledgeEngineId', () => createDataSource(file(), input({ knowledgeEngineId: 'kng_bad' })), 'invalid_id', /kng_/],
    ['an unknown engine', () => createDataSource(file(), input({ knowledgeEngineId: 'kng_0000000000' })), 'engine_not_found', /kng_0000000000/],
    ['an empty file', () => createDataSource(file('empty.txt', ''), input()), 'invalid_request', /empty/],
    ['a corrupt PDF', () => createDataSource(file('broken.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('garbage '.repeat(200))])), input()), 'invalid_request', /PDF/],
    ['a GIF image', () => createDataSource(file('image.gif', GIF), input()), 'unsupported_media_type', /GIF/],
    ['binary data', () => createDataSource(file('blob.bin', Buffer.from([1, 2, 0, 3, 0, 4, 0, 0])), input()), 'unsupported_media_type', /format this service does not read/],
    ['a map that names a file part never sent', () => gqlUploadMissingFile(), 'invalid_request', /File missing/],
    ['malformed JSON in operations', () => rawGraphQL([{ name: 'operations', body: '{"query": ' }, { name: 'map', body: '{}' }]), 'invalid_request', /operations/],
    ['a map before operations', () => rawGraphQL([{ name: 'map', body: '{}' }, { name: 'operations', body: '{}' }]), 'invalid_request', /map/],
    ['a file name with path separators', () => rawGraphQL(opsParts('../../etc/passwd')), 'invalid_request', /path separators/],
    ['a Windows path as file name', () => rawGraphQL(opsParts('C:\\temp\\doc.txt')), 'invalid_request', /path separators/],
  ];

  function opsParts(filename: string): RawPart[] {
    return [
      { name: 'operations', body: JSON.stringify({ query: CREATE, variables: { input: { file: null, ...input() } } }) },
      { name: 'map', body: JSON.stringify({ 0: ['variables.input.file'] }) },
      { name: '0', filename, body: uniqueText('path') },
    ];
  }

  async function rawGraphQL(parts: RawPart[], cut?: number): Promise<GraphQLAnswer> {
    const { body, contentType } = multipartBody(parts);
    const sent = cut === undefined ? body : body.subarray(0, cut);
    const res = await rawRequest(server.url, {
      path: '/graphql',
      headers: { ...server.auth(), 'Content-Type': contentType, 'Content-Length': sent.length, 'GraphQL-Require-Preflight': '1' },
      body: sent,
    });
    return { status: res.status, body: res.json() };
  }

  function gqlUploadMissingFile(): Promise<GraphQLAnswer> {
    return rawGraphQL([
      { name: 'operations', body: JSON.stringify({ query: CREATE, variables: { input: { file: null, ...input() } } }) },
      { name: 'map', body: JSON.stringify({ 0: ['variables.input.file'] }) },
    ]);
  }

  it.each(cases)('refuses %s', async (_label, send, code, message) => {
    const before = snapshot();
    const answer = await send();
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expectGraphQLError(answer, code, message);
    expectUnchanged(before);
  });

  it('takes a hand-built GraphQL multipart body with a plain file name (the raw helper itself works)', async () => {
    const answer = await rawGraphQL(opsParts('plain.txt'));
    expect(answer.body.data.createDataSource).toMatchObject({ name: 'plain.txt', knowledgeEngineId: engineId });
  });

  it.each([
    ['a missing type', { type: undefined }, /type/],
    ['an unknown type', { type: 'pdf' }, /DataSourceType/],
    ['notes that are not an object', { notes: 'x' }, /JSONObject/],
    ['a missing knowledgeEngineId', { knowledgeEngineId: undefined }, /knowledgeEngineId/],
  ])('refuses %s before reading the upload, storing nothing', async (_label, extra, message) => {
    const before = snapshot();
    // A file larger than the socket buffers: the answer must not wait for a body nobody reads.
    const answer = await createDataSource(file('big.txt', `${randomUUID()}${'v'.repeat(2 * 1024 * 1024)}`), input(extra));
    expect(answer.body.errors[0].message).toMatch(message);
    expect(answer.body.errors[0].extensions.code).toBe('invalid_request');
    expect(answer.body.data ?? null).toBeNull();
    expectUnchanged(before);
  });

  it('refuses an Upload smuggled in a JSON request', async () => {
    const before = snapshot();
    const answer = await server.graphql(CREATE, { input: { ...input(), file: 'not a file' } });
    expect(answer.body.errors[0].message).toMatch(/Upload/);
    expect(answer.body.errors[0].extensions.code).toBe('invalid_request');
    expectUnchanged(before);
  });

  it('refuses a file over MAX_FILE_BYTES with payload_too_large and accepts one exactly at it', async () => {
    const engine = await newEngine(small);
    const atLimit = `${randomUUID()} `.padEnd(1000, 'q');
    const ok = await createDataSource(file('at.txt', atLimit), { knowledgeEngineId: engine, type: 'file' }, { srv: small });
    expect(ok.body.data.createDataSource.sizeBytes).toBe(1000);
    for (const size of [1001, 200_000]) {
      const before = snapshot(small);
      const answer = await createDataSource(file('over.txt', 'o'.repeat(size)), { knowledgeEngineId: engine, type: 'file' }, { srv: small });
      expectGraphQLError(answer, 'payload_too_large', /larger than the limit of 1000 bytes/);
      expectUnchanged(before, small);
    }
  });

  it('refuses a truncated multipart body with 400 and keeps no temporary file', async () => {
    const parts = opsParts('cut.txt');
    parts[2] = { ...parts[2], body: 'k'.repeat(300_000) };
    const { body } = multipartBody(parts);
    for (const cut of [body.length - 150_000, body.length - 10]) {
      const before = snapshot();
      const answer = await rawGraphQL(parts, cut);
      expect(answer.status).toBe(400);
      expectGraphQLError(answer, 'invalid_request');
      expectUnchanged(before);
    }
  });

});
