import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, uploadForm } from './support/documents.ts';
import { multipartBody, rawRequest, type RawPart } from './support/raw-http.ts';
import { expectUnchanged as expectNothingKept, snapshot as takeSnapshot } from './support/unchanged.ts';
import { storeEnv } from '../scripts/lib/test-store.ts';
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

const execFileAsync = promisify(execFile);

/**
 * Issues a key for a new account with the keys CLI, against the server's own database.
 * Not execFileSync: blocking this process for the CLI's start (seconds under load) kept
 * fetch from closing a pooled connection the server had since dropped after its
 * keep-alive timeout, and the next request went out on it ("other side closed").
 */
async function issueKey(srv: TestServer, name: string): Promise<string> {
  const { stdout: out } = await execFileAsync(process.execPath, ['--import', 'tsx', 'src/cli/keys.ts', 'create', '--name', name], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, DATA_DIR: srv.dataDir, API_KEY: '', ...storeEnv(srv.dataDir) },
    encoding: 'utf8',
  });
  return /ke-[A-Za-z0-9]{32}/.exec(out)![0];
}

/** A GIF: an image format this service does not read (PNG, JPEG and TIFF go to OCR). */
const GIF = Buffer.from('474946383961010001008000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');

/** Text no other test uploads, so the duplicate rule only fires where a test means it to. */
const uniqueText = (label = 'doc') => `${label} ${randomUUID()}\n\nSecond paragraph of ${label}.`;

async function newEngine(srv = server, name = 'Docs'): Promise<string> {
  const res = await srv.json('/api/v1/knowledge-engines', { name });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

const engineOf = async (id: string, srv = server) => (await srv.fetch(`/api/v1/knowledge-engines/${id}`)).json();

function upload(form: FormData, srv = server): Promise<Response> {
  return srv.fetch('/api/v1/data-sources', { method: 'POST', body: form });
}

function uploadBatch(form: FormData, srv = server): Promise<Response> {
  return srv.fetch('/api/v1/data-sources/batch', { method: 'POST', body: form });
}

/** A hand-built multipart request (for what FormData will not send). */
function uploadRaw(parts: RawPart[], opts: { srv?: TestServer; path?: string; cut?: number } = {}) {
  const srv = opts.srv ?? server;
  const { body, contentType } = multipartBody(parts);
  const sent = opts.cut === undefined ? body : body.subarray(0, opts.cut);
  return rawRequest(srv.url, {
    path: opts.path ?? '/api/v1/data-sources',
    headers: { ...srv.auth(), 'Content-Type': contentType, 'Content-Length': sent.length },
    body: sent,
  });
}

const snapshot = (srv = server) => takeSnapshot(srv);

const expectUnchanged = (before: ReturnType<typeof snapshot>, srv = server) => expectNothingKept(srv, before);

async function expectError(res: Response | { status: number; json(): any }, status: number, code: string, message?: RegExp) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body.code).toBe(code);
  expect(typeof body.request_id).toBe('string');
  // Without a pattern, any message will do, but there must be one.
  expect(body.error).toMatch(message ?? /\S/);
  return body;
}

describe('POST /api/v1/data-sources', () => {
  it('stores a text file: 201, the record, its pages, a stored file and a higher data_source_count', async () => {
    const engineId = await newEngine();
    const before = snapshot();
    const text = uniqueText('notes');
    const res = await upload(uploadForm({ name: 'notes.txt', content: text, type: 'text/plain' }, { type: 'file', knowledge_engine_id: engineId }));
    expect(res.status).toBe(201);
    const ds = await res.json();
    expect(ds.id).toMatch(/^ds_[A-Za-z0-9]{10}$/);
    expect(ds).toMatchObject({
      name: 'notes.txt',
      type: 'file',
      status: 'processed',
      notes: {},
      knowledge_engine_id: engineId,
      page_count: 1,
      format: 'text',
      size_bytes: Buffer.byteLength(text),
    });
    expect(ds).not.toHaveProperty('error');
    expect(Number.isInteger(ds.created_at)).toBe(true);
    expect(Math.abs(ds.created_at - Date.now() / 1000)).toBeLessThan(60);

    const read = await server.fetch(`/api/v1/data-sources/${ds.id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(ds);

    const content = await (await server.fetch(`/api/v1/data-sources/${ds.id}/content`)).json();
    expect(content.pages).toEqual([{ page: 1, text }]);

    expect(server.rows()).toMatchObject({ data_sources: before.rows.data_sources + 1, data_source_pages: before.rows.data_source_pages + 1 });
    expect(server.files()).toEqual({ stored: before.files.stored + 1, temp: 0 });
    expect(await engineOf(engineId)).toMatchObject({ data_source_count: 1, status: 'ready' });
  });

  it('keeps the given name and notes, and the dsc_ form of the id reads the same data source', async () => {
    const engineId = await newEngine();
    const notes = { owner: 'legal', tags: ['a', 'b'], nested: { n: 1 } };
    const res = await upload(uploadForm({ name: 'readme.md', content: `# Title\n\n${uniqueText('md')}` }, { name: 'The readme', type: 'file', notes, knowledge_engine_id: engineId }));
    expect(res.status).toBe(201);
    const ds = await res.json();
    expect(ds).toMatchObject({ name: 'The readme', notes, format: 'markdown', knowledge_engine_id: engineId });

    const dscId = ds.id.replace(/^ds_/, 'dsc_');
    const viaDsc = await server.fetch(`/api/v1/data-sources/${dscId}`);
    expect(viaDsc.status).toBe(200);
    expect(await viaDsc.json()).toEqual(ds);
    const pages = await (await server.fetch(`/api/v1/data-sources/${ds.id}/content`)).json();
    const pagesViaDsc = await (await server.fetch(`/api/v1/data-sources/${dscId}/content`)).json();
    expect(pagesViaDsc).toEqual(pages);
    expect(pagesViaDsc.data_source_id).toBe(ds.id);
    expect(pages.pages[0].text.startsWith('# Title')).toBe(true);
  });

  it('reads a real multi-page PDF into one page per PDF page, and page_range picks and clamps pages', async () => {
    const engineId = await newEngine();
    const texts = ['Alpha page one of the contract.', 'Beta page two: payment terms.', `Gamma page three ${randomUUID()}`];
    const pdf = await makePdf(texts);
    const res = await upload(uploadForm({ name: 'contract.pdf', content: pdf, type: 'application/pdf' }, { type: 'file', knowledge_engine_id: engineId }));
    expect(res.status).toBe(201);
    const ds = await res.json();
    expect(ds).toMatchObject({ name: 'contract.pdf', format: 'pdf', page_count: 3, status: 'processed', size_bytes: pdf.length });

    const content = async (query: string) => server.fetch(`/api/v1/data-sources/${ds.id}/content${query}`);
    const all = await (await content('')).json();
    expect(all.pages).toEqual(texts.map((text, i) => ({ page: i + 1, text })));
    expect((await (await content('?page_range=1-2')).json()).pages.map((p: { page: number }) => p.page)).toEqual([1, 2]);
    expect((await (await content('?page_range=3')).json()).pages).toEqual([{ page: 3, text: texts[2] }]);
    expect((await (await content('?page_range=2-99')).json()).pages.map((p: { page: number }) => p.page)).toEqual([2, 3]);
    expect((await (await content('?page_range=%202%20-%203%20')).json()).pages.map((p: { page: number }) => p.page)).toEqual([2, 3]);

    await expectError(await content('?page_range=4'), 400, 'invalid_request', /beyond the document, which has 3 pages/);
    await expectError(await content('?page_range=4-9'), 400, 'invalid_request', /beyond/);
    for (const bad of ['0', '0-2', '3-1', 'abc', '1-', '-2', '1-2-3', '1.5']) {
      await expectError(await content(`?page_range=${encodeURIComponent(bad)}`), 400, 'invalid_request', /page_range/);
    }
  });

  it('streams a large file to disk in many chunks: stored whole, nothing left in tmp, no listener leak', async () => {
    const engineId = await newEngine();
    const line = `${'lorem ipsum dolor sit amet '.repeat(3)}\n`;
    const text = `${randomUUID()}\n${line.repeat(Math.ceil((3 * 1024 * 1024) / line.length))}`;
    const before = snapshot();
    const res = await upload(uploadForm({ name: 'large.txt', content: text }, { type: 'file', knowledge_engine_id: engineId }));
    expect(res.status).toBe(201);
    const ds = await res.json();
    expect(ds.size_bytes).toBe(Buffer.byteLength(text));
    expect(ds.page_count).toBeGreaterThan(500);
    expect(server.files()).toEqual({ stored: before.files.stored + 1, temp: 0 });
    expect(server.output.filter((l) => /MaxListenersExceeded|memory leak/i.test(l))).toEqual([]);
    await server.fetch(`/api/v1/knowledge-engines/${engineId}`, { method: 'DELETE' });
  });

  it('cuts a long text into pages of at most 3,000 characters at paragraph boundaries', async () => {
    const engineId = await newEngine();
    const paragraphs = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} ${'word '.repeat(30).trim()}`);
    const text = paragraphs.join('\n\n');
    const ds = await (await upload(uploadForm({ name: 'long.txt', content: text }, { type: 'file', knowledge_engine_id: engineId }))).json();
    expect(ds.page_count).toBeGreaterThan(1);
    const { pages } = await (await server.fetch(`/api/v1/data-sources/${ds.id}/content`)).json();
    expect(pages).toHaveLength(ds.page_count);
    for (const page of pages) {
      expect(page.text.length).toBeLessThanOrEqual(3000);
      expect(page.text).toMatch(/^Paragraph \d+ /);
    }
    expect(pages.map((p: { text: string }) => p.text).join('\n\n')).toBe(text);
  });

  it('refuses the same file twice in one engine with 409 duplicate_file, and accepts it in another engine', async () => {
    const [first, second] = [await newEngine(), await newEngine()];
    const text = uniqueText('dup');
    const form = (engineId: string, name = 'a.txt') => uploadForm({ name, content: text }, { type: 'file', knowledge_engine_id: engineId });
    expect((await upload(form(first))).status).toBe(201);

    const before = snapshot();
    // A different file name and name do not make different content.
    const again = await upload(form(first, 'renamed.txt'));
    const body = await expectError(again, 409, 'duplicate_file');
    expect(body.error).toBe('Duplicate file');
    expectUnchanged(before);

    const other = await upload(form(second));
    expect(other.status).toBe(201);
    // Content-addressed: the second engine's copy shares the stored file.
    expect(server.files()).toEqual({ stored: before.files.stored, temp: 0 });
    expect(server.rows().data_sources).toBe(before.rows.data_sources + 1);
  });

  it('counts its data sources on the engine and lists them oldest first with cursor paging', async () => {
    const engineId = await newEngine();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await upload(uploadForm({ name: `f${i}.txt`, content: uniqueText(`list${i}`) }, { type: 'file', knowledge_engine_id: engineId }));
      made.push((await res.json()).id);
      expect((await engineOf(engineId)).data_source_count).toBe(i + 1);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await server.fetch(`/api/v1/knowledge-engines/${engineId}/data-sources?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page = await res.json();
      expect(page.data.length).toBeLessThanOrEqual(2);
      for (const ds of page.data) expect(ds).toMatchObject({ knowledge_engine_id: engineId, status: 'processed', type: 'file' });
      seen.push(...page.data.map((d: { id: string }) => d.id));
      cursor = page.next_cursor;
      expect(page.has_more).toBe(cursor !== null);
    } while (cursor);
    expect(seen).toEqual(made);

    const all = await (await server.fetch(`/api/v1/knowledge-engines/${engineId}/data-sources`)).json();
    expect(all.data.map((d: { id: string }) => d.id)).toEqual(made);
    expect(all.data[0]).toEqual(await (await server.fetch(`/api/v1/data-sources/${made[0]}`)).json());

    const empty = await (await server.fetch(`/api/v1/knowledge-engines/${await newEngine()}/data-sources`)).json();
    expect(empty).toEqual({ data: [], has_more: false, next_cursor: null });
    await expectError(await server.fetch('/api/v1/knowledge-engines/kng_0000000000/data-sources'), 404, 'not_found');
    await expectError(await server.fetch('/api/v1/knowledge-engines/kng_bad/data-sources'), 400, 'invalid_id');
  });

  it('answers malformed data source ids with 400 invalid_id and unknown ones with 404', async () => {
    for (const id of ['ds_short', 'dsx_abcdefghij', 'ds_abcdefghi!', 'ds_abcdefghijk', 'kng_abcdefghij']) {
      for (const suffix of ['', '/content']) {
        await expectError(await server.fetch(`/api/v1/data-sources/${encodeURIComponent(id)}${suffix}`), 400, 'invalid_id');
      }
      await expectError(await server.fetch(`/api/v1/data-sources/${encodeURIComponent(id)}`, { method: 'DELETE' }), 400, 'invalid_id');
    }
    for (const id of ['ds_0000000000', 'dsc_0000000000']) {
      await expectError(await server.fetch(`/api/v1/data-sources/${id}`), 404, 'not_found');
      await expectError(await server.fetch(`/api/v1/data-sources/${id}/content`), 404, 'not_found');
      await expectError(await server.fetch(`/api/v1/data-sources/${id}`, { method: 'DELETE' }), 404, 'not_found');
    }
  });

  it('treats another account\'s data sources and engines as unknown', async () => {
    const engineId = await newEngine();
    const text = uniqueText('acct');
    const ds = await (await upload(uploadForm({ name: 'x.txt', content: text }, { type: 'file', knowledge_engine_id: engineId }))).json();
    const other = await issueKey(server, 'other account');
    const as = (pathname: string, init: RequestInit = {}) =>
      fetch(server.url + pathname, { ...init, headers: { ...server.auth(other), ...(init.headers as Record<string, string>) } });

    await expectError(await as(`/api/v1/data-sources/${ds.id}`), 404, 'not_found');
    await expectError(await as(`/api/v1/data-sources/${ds.id}/content`), 404, 'not_found');
    await expectError(await as(`/api/v1/data-sources/${ds.id}`, { method: 'DELETE' }), 404, 'not_found');
    await expectError(await as(`/api/v1/knowledge-engines/${engineId}/data-sources`), 404, 'not_found');
    const before = snapshot();
    const into = await as('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'y.txt', content: uniqueText('intruder') }, { type: 'file', knowledge_engine_id: engineId }) });
    await expectError(into, 400, 'engine_not_found');
    expectUnchanged(before);
    expect((await server.fetch(`/api/v1/data-sources/${ds.id}`)).status).toBe(200);

    // The same content in the other account's own engine is not a duplicate.
    const ownEngine = (await (await as('/api/v1/knowledge-engines', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"mine"}' })).json()).id;
    const mine = await as('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'x.txt', content: text }, { type: 'file', knowledge_engine_id: ownEngine }) });
    expect(mine.status).toBe(201);

    const anonymous = await fetch(`${server.url}/api/v1/data-sources`, { method: 'POST', body: uploadForm({ name: 'y.txt', content: 'y' }, { type: 'file', knowledge_engine_id: engineId }) });
    await expectError(anonymous, 401, 'unauthorized');
  });
});

describe('DELETE data sources and engines', () => {
  it('deletes a data source: 200, then 404, its pages gone, the stored file kept while another data source shares it', async () => {
    const before = snapshot();
    const [a, b] = [await newEngine(), await newEngine()];
    const shared = uniqueText('shared');
    const own = uniqueText('own');
    const dsA = await (await upload(uploadForm({ name: 's.txt', content: shared }, { type: 'file', knowledge_engine_id: a }))).json();
    const dsB = await (await upload(uploadForm({ name: 's.txt', content: shared }, { type: 'file', knowledge_engine_id: b }))).json();
    const dsOwn = await (await upload(uploadForm({ name: 'o.txt', content: own }, { type: 'file', knowledge_engine_id: a }))).json();
    expect(server.files().stored).toBe(before.files.stored + 2);
    expect((await engineOf(a)).data_source_count).toBe(2);

    const del = await server.fetch(`/api/v1/data-sources/${dsA.id}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ id: dsA.id, deleted: true });
    expect((await server.fetch(`/api/v1/data-sources/${dsA.id}`)).status).toBe(404);
    expect((await server.fetch(`/api/v1/data-sources/${dsA.id}/content`)).status).toBe(404);
    expect((await server.fetch(`/api/v1/data-sources/${dsA.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await engineOf(a)).data_source_count).toBe(1);
    // Engine b still uses that content.
    expect(server.files().stored).toBe(before.files.stored + 2);
    expect((await server.fetch(`/api/v1/data-sources/${dsB.id}/content`)).status).toBe(200);

    // Deleted through its dsc_ form; the answer names the canonical id.
    const delOwn = await server.fetch(`/api/v1/data-sources/${dsOwn.id.replace('ds_', 'dsc_')}`, { method: 'DELETE' });
    expect(await delOwn.json()).toEqual({ id: dsOwn.id, deleted: true });
    expect(server.files().stored).toBe(before.files.stored + 1);

    // The same content can be uploaded again to the engine it was deleted from.
    expect((await upload(uploadForm({ name: 's.txt', content: shared }, { type: 'file', knowledge_engine_id: a }))).status).toBe(201);
    expect(server.files().stored).toBe(before.files.stored + 1);

    await server.fetch(`/api/v1/knowledge-engines/${a}`, { method: 'DELETE' });
    await server.fetch(`/api/v1/knowledge-engines/${b}`, { method: 'DELETE' });
    expectUnchanged(before);
  });

  it('deleting an engine removes its data sources, pages and the files no other engine uses', async () => {
    const [doomed, kept] = [await newEngine(), await newEngine()];
    const shared = uniqueText('shared-e');
    const before = snapshot();
    const ids: string[] = [];
    for (const content of [shared, uniqueText('only-1'), uniqueText('only-2')]) {
      const res = await upload(uploadForm({ name: 'f.txt', content }, { type: 'file', knowledge_engine_id: doomed }));
      ids.push((await res.json()).id);
    }
    const keptDs = await (await upload(uploadForm({ name: 'f.txt', content: shared }, { type: 'file', knowledge_engine_id: kept }))).json();
    expect(server.files().stored).toBe(before.files.stored + 3);

    const del = await server.fetch(`/api/v1/knowledge-engines/${doomed}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    for (const id of ids) {
      expect((await server.fetch(`/api/v1/data-sources/${id}`)).status).toBe(404);
      expect((await server.fetch(`/api/v1/data-sources/${id}/content`)).status).toBe(404);
    }
    expect(server.files()).toEqual({ stored: before.files.stored + 1, temp: 0 });
    expect(server.rows()).toMatchObject({
      knowledge_engines: before.rows.knowledge_engines - 1,
      data_sources: before.rows.data_sources + 1,
      data_source_pages: before.rows.data_source_pages + 1,
    });
    expect((await (await server.fetch(`/api/v1/data-sources/${keptDs.id}/content`)).json()).pages[0].text).toBe(shared);

    await server.fetch(`/api/v1/knowledge-engines/${kept}`, { method: 'DELETE' });
    expect(server.files()).toEqual({ stored: before.files.stored, temp: 0 });
    expect(server.rows()).toMatchObject({ data_sources: before.rows.data_sources, data_source_pages: before.rows.data_source_pages });
  });
});

describe('POST /api/v1/data-sources/batch', () => {
  function batchForm(files: Array<{ part?: string; name: string; content: Buffer | string }>, data: unknown): FormData {
    const form = new FormData();
    form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
    files.forEach((f, i) => form.append(f.part ?? `files[][${i}]`, new Blob([f.content as BlobPart]), f.name));
    return form;
  }

  it('stores every file of files[][N] parts with the metadata at the same position', async () => {
    const engineId = await newEngine();
    const texts = [uniqueText('b0'), uniqueText('b1'), uniqueText('b2')];
    const before = snapshot();
    const res = await uploadBatch(
      batchForm(
        texts.map((content, i) => ({ name: `b${i}.txt`, content })),
        [
          { name: 'First', type: 'file', knowledge_engine_id: engineId, notes: { i: 0 } },
          { type: 'file', knowledge_engine_id: engineId },
          { name: 'Third', type: 'file', knowledge_engine_id: engineId },
        ],
      ),
    );
    expect(res.status).toBe(200);
    const items = await res.json();
    expect(items).toHaveLength(3);
    expect(items.map((i: { name: string }) => i.name)).toEqual(['First', 'b1.txt', 'Third']);
    for (const [i, item] of items.entries()) {
      expect(item).toMatchObject({ success: true, error: null });
      expect(item.data_source.id).toMatch(/^ds_[A-Za-z0-9]{10}$/);
      expect(item.data_source).toMatchObject({ name: item.name, type: 'file', status: 'processed', knowledge_engine_id: engineId, page_count: 1 });
      const pages = await (await server.fetch(`/api/v1/data-sources/${item.data_source.id}/content`)).json();
      expect(pages.pages[0].text).toBe(texts[i]);
    }
    expect(items[0].data_source.notes).toEqual({ i: 0 });
    expect(items[1].data_source.notes).toEqual({});
    expect(server.rows().data_sources).toBe(before.rows.data_sources + 3);
    expect(server.files()).toEqual({ stored: before.files.stored + 3, temp: 0 });
    expect((await engineOf(engineId)).data_source_count).toBe(3);
  });

  it.each([['files[]'], ['files'], ['files[N]']])('accepts %s parts, matched by position', async (partName) => {
    const engineId = await newEngine();
    const texts = [uniqueText('p0'), uniqueText('p1')];
    const res = await uploadBatch(
      batchForm(
        texts.map((content, i) => ({ part: partName.replace('N', String(i)), name: `p${i}.txt`, content })),
        texts.map((_, i) => ({ name: `item ${i}`, type: 'file', knowledge_engine_id: engineId })),
      ),
    );
    expect(res.status).toBe(200);
    const items = await res.json();
    expect(items.map((i: { success: boolean }) => i.success)).toEqual([true, true]);
    for (const [i, item] of items.entries()) {
      expect(item.name).toBe(`item ${i}`);
      expect((await (await server.fetch(`/api/v1/data-sources/${item.data_source.id}/content`)).json()).pages[0].text).toBe(texts[i]);
    }
  });

  it('refuses the second of two copies in one batch as a duplicate and stores the first', async () => {
    const engineId = await newEngine();
    const text = uniqueText('twin');
    const before = snapshot();
    const res = await uploadBatch(
      batchForm(
        [{ name: 'one.txt', content: text }, { name: 'two.txt', content: text }],
        [{ type: 'file', knowledge_engine_id: engineId }, { type: 'file', knowledge_engine_id: engineId }],
      ),
    );
    expect(res.status).toBe(200);
    const [first, second] = await res.json();
    expect(first).toMatchObject({ name: 'one.txt', success: true, error: null });
    expect(second).toEqual({ name: 'two.txt', success: false, error: 'Duplicate file', code: 'duplicate_file', data_source: null });
    expect(server.rows().data_sources).toBe(before.rows.data_sources + 1);
    expect(server.files()).toEqual({ stored: before.files.stored + 1, temp: 0 });
  });

  it('reports each bad item on its own and stores the others', async () => {
    const engineId = await newEngine();
    const before = snapshot();
    const good = [uniqueText('g0'), uniqueText('g1')];
    const res = await uploadBatch(
      batchForm(
        [
          { name: 'good0.txt', content: good[0] },
          { name: 'image.gif', content: GIF },
          { name: 'nowhere.txt', content: uniqueText('nowhere') },
          { name: 'empty.txt', content: '' },
          { name: 'typeless.txt', content: uniqueText('typeless') },
          { name: 'broken.pdf', content: '%PDF-1.7\nthis is not a pdf at all' },
          { name: 'good1.txt', content: good[1] },
          { name: 'notobject.txt', content: uniqueText('notobject') },
        ],
        [
          { type: 'file', knowledge_engine_id: engineId },
          { type: 'file', knowledge_engine_id: engineId },
          { type: 'file', knowledge_engine_id: 'kng_0000000000' },
          { type: 'file', knowledge_engine_id: engineId },
          { knowledge_engine_id: engineId },
          { type: 'file', knowledge_engine_id: engineId },
          { name: 'Good one', type: 'file', knowledge_engine_id: engineId },
          'not an object',
        ],
      ),
    );
    expect(res.status).toBe(200);
    const items = await res.json();
    expect(items.map((i: { success: boolean; code?: string }) => [i.success, i.code ?? null])).toEqual([
      [true, null],
      [false, 'unsupported_media_type'],
      [false, 'engine_not_found'],
      [false, 'invalid_request'],
      [false, 'invalid_request'],
      [false, 'invalid_request'],
      [true, null],
      [false, 'invalid_request'],
    ]);
    expect(items.map((i: { name: string }) => i.name)).toEqual(['good0.txt', 'image.gif', 'nowhere.txt', 'empty.txt', 'typeless.txt', 'broken.pdf', 'Good one', 'notobject.txt']);
    for (const item of items.filter((i: { success: boolean }) => !i.success)) {
      expect(item.data_source).toBeNull();
      expect(typeof item.error).toBe('string');
    }
    expect(items[3].error).toMatch(/empty/);
    expect(items[4].error).toMatch(/type is required/);
    expect(server.rows().data_sources).toBe(before.rows.data_sources + 2);
    expect(server.files()).toEqual({ stored: before.files.stored + 2, temp: 0 });
  });

  it('refuses a count mismatch between files and data with 400 and keeps nothing', async () => {
    const engineId = await newEngine();
    const before = snapshot();
    const meta = { type: 'file', knowledge_engine_id: engineId };
    const fewer = await uploadBatch(batchForm([{ name: 'a.txt', content: uniqueText() }, { name: 'b.txt', content: uniqueText() }], [meta]));
    await expectError(fewer, 400, 'invalid_request', /1 metadata objects but 2 files/);
    expectUnchanged(before);
    const more = await uploadBatch(batchForm([{ name: 'a.txt', content: uniqueText() }], [meta, meta]));
    await expectError(more, 400, 'invalid_request', /2 metadata objects but 1 files/);
    expectUnchanged(before);
  });

  it.each([
    ['data that is not an array', (e: string) => batchFormWith(JSON.stringify({ type: 'file', knowledge_engine_id: e })), /data must be a JSON array/],
    ['malformed JSON in data', () => batchFormWith('[{"type": "file",'), /"data" part must be an array in JSON/],
    ['no data part', () => batchFormWith(undefined), /needs a "data" part/],
    ['no files', (e: string) => { const f = new FormData(); f.append('data', JSON.stringify([{ type: 'file', knowledge_engine_id: e }])); return f; }, /at least one files/],
    ['a misnamed file part', (e: string) => { const f = batchFormWith(JSON.stringify([{ type: 'file', knowledge_engine_id: e }, { type: 'file', knowledge_engine_id: e }])); f.append('file', new Blob(['x']), 'x.txt'); return f; }, /unexpected file part "file"/],
    ['an extra text part', (e: string) => { const f = batchFormWith(JSON.stringify([{ type: 'file', knowledge_engine_id: e }])); f.append('extra', 'x'); return f; }, /unexpected multipart part "extra"/],
  ])('refuses %s with 400 and keeps nothing', async (_label, build, message) => {
    const engineId = await newEngine();
    const before = snapshot();
    await expectError(await uploadBatch(build(engineId)), 400, 'invalid_request', message);
    expectUnchanged(before);
  });

  function batchFormWith(data: string | undefined): FormData {
    const form = new FormData();
    if (data !== undefined) form.append('data', data);
    form.append('files[][0]', new Blob([uniqueText('bf')]), 'bf.txt');
    return form;
  }

  it('refuses JSON instead of multipart with 415', async () => {
    const before = snapshot();
    const res = await server.json('/api/v1/data-sources/batch', [{ type: 'file' }]);
    await expectError(res, 415, 'unsupported_media_type');
    expectUnchanged(before);
  });

  it('refuses more than MAX_BATCH_FILES files with 413 and keeps nothing', async () => {
    const engineId = await newEngine(small);
    const meta = { type: 'file', knowledge_engine_id: engineId };
    const three = await uploadBatch(batchForm([0, 1, 2].map((i) => ({ name: `${i}.txt`, content: uniqueText(`m${i}`) })), [meta, meta, meta]), small);
    expect(three.status).toBe(200);
    expect((await three.json()).every((i: { success: boolean }) => i.success)).toBe(true);

    const before = snapshot(small);
    const four = await uploadBatch(batchForm([0, 1, 2, 3].map((i) => ({ name: `${i}.txt`, content: uniqueText(`n${i}`) })), [meta, meta, meta, meta]), small);
    await expectError(four, 413, 'payload_too_large', /at most 3 files/);
    expectUnchanged(before, small);
  });

  it('reports a file over MAX_FILE_BYTES as its own item (413 code) and stores the others', async () => {
    const engineId = await newEngine(small);
    const meta = { type: 'file', knowledge_engine_id: engineId };
    const before = snapshot(small);
    const res = await uploadBatch(
      batchForm(
        [
          { name: 'ok.txt', content: uniqueText('ok') },
          { name: 'big.txt', content: 'x'.repeat(5000) },
          { name: 'ok2.txt', content: uniqueText('ok2') },
        ],
        [meta, meta, meta],
      ),
      small,
    );
    expect(res.status).toBe(200);
    const items = await res.json();
    expect(items.map((i: { name: string; success: boolean; code?: string }) => [i.name, i.success, i.code ?? null])).toEqual([
      ['ok.txt', true, null],
      ['big.txt', false, 'payload_too_large'],
      ['ok2.txt', true, null],
    ]);
    expect(small.rows().data_sources).toBe(before.rows.data_sources + 2);
    expect(small.files()).toEqual({ stored: before.files.stored + 2, temp: 0 });
  });
});

describe('POST /api/v1/data-sources refuses bad input and keeps nothing', () => {
  let engineId: string;
  beforeAll(async () => {
    engineId = await newEngine(server, 'Refusals');
  });
  const meta = (extra: Record<string, unknown> = {}) => ({ type: 'file', knowledge_engine_id: engineId, ...extra });
  const file = (name = 'doc.txt', content: Buffer | string = uniqueText('bad')) => ({ name, content });

  type Case = [string, () => FormData, number, string, RegExp];
  const cases: Case[] = [
    ['malformed JSON in data', () => uploadForm(file(), '{"type": "file",'), 400, 'invalid_request', /"data" part must be an object in JSON/],
    ['data that is an array', () => uploadForm(file(), [meta()]), 400, 'invalid_request', /data must be a JSON object/],
    ['data that is a string', () => uploadForm(file(), '"file"'), 400, 'invalid_request', /data must be a JSON object/],
    ['data that is null', () => uploadForm(file(), 'null'), 400, 'invalid_request', /data must be a JSON object/],
    ['no file part', () => { const f = new FormData(); f.append('data', JSON.stringify(meta())); return f; }, 400, 'invalid_request', /needs a "file" part/],
    ['no data part', () => { const f = new FormData(); f.append('file', new Blob([uniqueText()]), 'a.txt'); return f; }, 400, 'invalid_request', /needs a "data" part/],
    ['two data parts', () => { const f = uploadForm(file(), meta()); f.append('data', JSON.stringify(meta())); return f; }, 400, 'invalid_request', /"data" part once/],
    ['an extra text part', () => { const f = uploadForm(file(), meta()); f.append('extra', 'x'); return f; }, 400, 'invalid_request', /unexpected multipart part "extra"/],
    ['an extra file part', () => { const f = uploadForm(file(), meta()); f.append('other', new Blob([uniqueText()]), 'o.txt'); return f; }, 400, 'invalid_request', /exactly one file part, named "file"/],
    ['two file parts', () => { const f = uploadForm(file(), meta()); f.append('file', new Blob([uniqueText()]), 'b.txt'); return f; }, 400, 'invalid_request', /exactly one file part, named "file"/],
    ['file sent as a text field', () => { const f = new FormData(); f.append('data', JSON.stringify(meta())); f.append('file', uniqueText()); return f; }, 400, 'invalid_request', /sent as a file/],
    ['a missing type', () => uploadForm(file(), meta({ type: undefined })), 400, 'invalid_request', /type is required/],
    ['an unknown type', () => uploadForm(file(), meta({ type: 'pdf' })), 400, 'invalid_request', /type must be one of: file, ticket/],
    ['a type that is not a string', () => uploadForm(file(), meta({ type: 1 })), 400, 'invalid_request', /type must be one of/],
    ['a name over 255 characters', () => uploadForm(file(), meta({ name: 'n'.repeat(256) })), 400, 'invalid_request', /name must be at most 255/],
    ['a name that is not a string', () => uploadForm(file(), meta({ name: 7 })), 400, 'invalid_request', /name must be a string/],
    ['an empty name', () => uploadForm(file(), meta({ name: '  ' })), 400, 'invalid_request', /name must not be empty/],
    ['notes that are a string', () => uploadForm(file(), meta({ notes: 'x' })), 400, 'invalid_request', /notes must be a JSON object/],
    ['notes that are an array', () => uploadForm(file(), meta({ notes: [1] })), 400, 'invalid_request', /notes must be a JSON object/],
    ['notes over 16 KiB', () => uploadForm(file(), meta({ notes: { big: 'x'.repeat(17_000) } })), 400, 'invalid_request', /notes must be at most 16384 bytes/],
    ['a missing knowledge_engine_id', () => uploadForm(file(), { type: 'file' }), 400, 'invalid_request', /knowledge_engine_id is required/],
    ['a malformed knowledge_engine_id', () => uploadForm(file(), meta({ knowledge_engine_id: 'kng_bad' })), 400, 'invalid_id', /knowledge_engine_id/],
    ['a knowledge_engine_id in the ke_ form', () => uploadForm(file(), meta({ knowledge_engine_id: 'ke_abcdefghij' })), 400, 'invalid_id', /kng_/],
    ['a knowledge_engine_id that is a number', () => uploadForm(file(), meta({ knowledge_engine_id: 5 })), 400, 'invalid_id', /knowledge_engine_id/],
    ['an unknown engine', () => uploadForm(file(), meta({ knowledge_engine_id: 'kng_0000000000' })), 400, 'engine_not_found', /kng_0000000000/],
    ['an empty file', () => uploadForm(file('empty.txt', ''), meta()), 400, 'invalid_request', /empty/],
    ['a file part without a file name', () => uploadForm(file(''), meta()), 400, 'invalid_request', /file name/],
    ['a corrupt PDF', () => uploadForm(file('broken.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('garbage '.repeat(200))])), meta()), 400, 'invalid_request', /PDF/],
    ['a GIF image', () => uploadForm(file('image.gif', GIF), meta()), 415, 'unsupported_media_type', /GIF/],
    ['binary data', () => uploadForm(file('blob.bin', Buffer.from([1, 2, 0, 3, 0, 4, 0, 0])), meta()), 415, 'unsupported_media_type', /format this service does not read/],
    ['a .pdf that is not a PDF', () => uploadForm(file('fake.pdf', uniqueText()), meta()), 415, 'unsupported_media_type', /fake\.pdf|not a PDF/],
  ];

  it.each(cases)('refuses %s', async (_label, build, status, code, message) => {
    const before = snapshot();
    await expectError(await upload(build()), status, code, message);
    expectUnchanged(before);
  });

  it('refuses JSON (not multipart) with 415', async () => {
    const before = snapshot();
    await expectError(await server.json('/api/v1/data-sources', meta()), 415, 'unsupported_media_type', /multipart\/form-data/);
    await expectError(await server.fetch('/api/v1/data-sources', { method: 'POST', body: 'x' }), 415, 'unsupported_media_type');
    expectUnchanged(before);
  });

  it.each([['../../etc/passwd'], ['dir/notes.txt'], ['C:\\Users\\me\\notes.txt'], ['..']])('refuses the file name %j with 400', async (filename) => {
    const before = snapshot();
    const res = await uploadRaw([
      { name: 'data', body: JSON.stringify(meta()) },
      { name: 'file', filename, body: uniqueText('path') },
    ]);
    await expectError(res, 400, 'invalid_request', /file name|path separators/);
    expectUnchanged(before);
  });

  it('takes a hand-built multipart body with a plain file name (the raw helper itself works)', async () => {
    const res = await uploadRaw([
      { name: 'data', body: JSON.stringify(meta()) },
      { name: 'file', filename: 'plain name.txt', body: uniqueText('raw') },
    ]);
    expect(res.status).toBe(201);
    expect(res.json()).toMatchObject({ name: 'plain name.txt', knowledge_engine_id: engineId });
  });

  it('refuses a truncated multipart body with 400 and keeps no temporary file', async () => {
    const parts: RawPart[] = [
      { name: 'data', body: JSON.stringify(meta()) },
      { name: 'file', filename: 'cut.txt', body: 'y'.repeat(200_000) },
    ];
    const { body } = multipartBody(parts);
    for (const cut of [body.length - 120_000, body.length - 10, 60]) {
      const before = snapshot();
      const res = await uploadRaw(parts, { cut });
      await expectError(res, 400, 'invalid_request', /malformed or incomplete/);
      expectUnchanged(before);
    }
  });

  it('refuses a file over MAX_FILE_BYTES with 413 and accepts one exactly at it', async () => {
    const engine = await newEngine(small);
    const atLimit = `${randomUUID()} `.padEnd(1000, 'z');
    expect(Buffer.byteLength(atLimit)).toBe(1000);
    expect((await upload(uploadForm(file('at.txt', atLimit), { type: 'file', knowledge_engine_id: engine }), small)).status).toBe(201);

    for (const size of [1001, 300_000]) {
      const before = snapshot(small);
      const res = await upload(uploadForm(file('over.txt', 'o'.repeat(size)), { type: 'file', knowledge_engine_id: engine }), small);
      await expectError(res, 413, 'payload_too_large', /larger than the limit of 1000 bytes/);
      expectUnchanged(before, small);
    }
  });

  it('refuses a body whose declared length is beyond every limit before reading it', async () => {
    const before = snapshot(small);
    const { contentType } = multipartBody([]);
    const res = await new Promise<{ status: number; body: any }>((resolve, reject) => {
      const req = http.request(`${small.url}/api/v1/data-sources`, {
        method: 'POST',
        agent: false,
        headers: { ...small.auth(), 'Content-Type': contentType, 'Content-Length': 64 * 1024 * 1024 },
      });
      req.on('response', (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => {
          resolve({ status: r.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
    expectUnchanged(before, small);
  });

});
