import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForm } from './support/documents.ts';
import { textImage } from './support/ingest-files.ts';
import { startServer, type TestServer } from './support/server.ts';

/**
 * Scans are read by OCR in a background job: the data source, and so its engine, is
 * processing meanwhile, and ends processed (with pages) or failed (with its error).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const newEngine = async (s = server) => (await (await s.json('/api/v1/knowledge-engines', { name: `bg-${randomUUID().slice(0, 6)}` })).json()).id as string;

const uploadImage = (engine: string, content: Buffer, s = server) =>
  s.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'scan.png', content, type: 'image/png' }, { type: 'file', knowledge_engine_id: engine }) });

async function until(s: TestServer, id: string, wanted: string[]): Promise<any> {
  for (let i = 0; i < 600; i++) {
    const res = await s.fetch(`/api/v1/data-sources/${id}`);
    const record = await res.json();
    if (wanted.includes(record.status)) return record;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`data source ${id} never reached ${wanted.join('/')}`);
}

/** A PNG whose chunks are well formed but whose pixel data is garbage: it passes the upload's checks and fails OCR. */
function corruptPng(): Buffer {
  const png = Buffer.from(textImage(['This text will never be read']));
  const idat = png.indexOf('IDAT');
  for (let i = idat + 6; i < idat + 400 && i < png.length - 16; i++) png[i] ^= 0x5a;
  return png;
}

describe('background reading', () => {
  it('keeps the engine processing while a scan is read, then serves its text', async () => {
    const engine = await newEngine();
    const id = `INV-${Math.floor(Math.random() * 90000) + 10000}`;
    const res = await uploadImage(engine, textImage([`Invoice number: ${id}`, 'Total due: $1,250.00']));
    expect(res.status).toBe(201);
    const ds = await res.json();
    expect(ds).toMatchObject({ status: 'processing', page_count: 0 });

    const busy = await (await server.fetch(`/api/v1/knowledge-engines/${engine}`)).json();
    expect(busy.status).toBe('processing');
    const run = await server.json('/api/v1/tool-runs', {
      tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engine, tagged_data_sources: [{ id: ds.id }], fields: [{ field_name: 'invoice_number', description: 'Invoice number', type: 'id_alphanumeric' }] },
    });
    expect(run.status).toBe(400);
    expect((await run.json()).code).toBe('engine_not_ready');
    const query = await server.json(`/api/v1/knowledge-engines/${engine}/query`, { query: 'invoice number?' });
    expect(query.status).toBe(400);
    expect((await query.json()).code).toBe('engine_not_ready');
    const gql = await server.graphql('query($id: ID!) { dataSource(id: $id) { status knowledgeEngine { status } } }', { id: ds.id });
    expect(['processing', 'processed']).toContain(gql.body.data.dataSource.status);

    const done = await until(server, ds.id, ['processed', 'failed']);
    expect(done.status).toBe('processed');
    expect(done.page_count).toBe(1);
    expect((await (await server.fetch(`/api/v1/knowledge-engines/${engine}`)).json()).status).toBe('ready');
    const content = await (await server.fetch(`/api/v1/data-sources/${ds.id}/content`)).json();
    expect(content.pages[0].text).toContain(id);

    const extracted = await server.json('/api/v1/tool-runs', {
      tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engine, tagged_data_sources: [{ id: ds.id }], fields: [{ field_name: 'invoice_number', description: 'Invoice number', type: 'id_alphanumeric' }] },
    });
    expect(extracted.status).toBe(201);
    expect((await extracted.json()).result.extracted_fields.invoice_number.value).toBe(id);
  });

  it('ends a scan that cannot be read as failed with an error, and the engine is ready again', async () => {
    const engine = await newEngine();
    const res = await uploadImage(engine, corruptPng());
    expect(res.status).toBe(201);
    const ds = await res.json();
    const done = await until(server, ds.id, ['processed', 'failed']);
    expect(done.status).toBe('failed');
    expect(done.error).toEqual(expect.any(String));
    expect((await (await server.fetch(`/api/v1/knowledge-engines/${engine}`)).json()).status).toBe('ready');
    const gql = await server.graphql('query($id: ID!) { dataSource(id: $id) { status error } }', { id: ds.id });
    expect(gql.body.data.dataSource).toEqual({ status: 'failed', error: done.error });
    const run = await server.json('/api/v1/tool-runs', {
      tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engine, tagged_data_sources: [{ id: ds.id }], fields: [{ field_name: 'x', description: 'x', type: 'text' }] },
    });
    expect(run.status).toBe(400);
    expect((await run.json()).error).toMatch(/could not be read/);
  });

  it('tells a dataSourceUpdated subscriber when reading ends', async () => {
    const engine = await newEngine();
    const ds = await (await uploadImage(engine, textImage([`Watched ${randomUUID().slice(0, 8)}`]))).json();
    const client = createClient({ url: `${server.url}/graphql`, headers: server.auth(), retryAttempts: 0 });
    try {
      const states: string[] = [];
      for await (const result of client.iterate({ query: 'subscription($id: ID!) { dataSourceUpdated(id: $id) { id status pageCount } }', variables: { id: ds.id } })) {
        expect(result.errors).toBeUndefined();
        states.push((result.data as any).dataSourceUpdated.status);
      }
      expect(states.at(-1)).toBe('processed');
      expect(states.slice(0, -1).every((s) => s === 'processing')).toBe(true);
      // A subscriber to a settled data source gets its state once, and the stream ends.
      const again: string[] = [];
      for await (const result of client.iterate({ query: 'subscription($id: ID!) { dataSourceUpdated(id: $id) { status } }', variables: { id: ds.id } })) {
        again.push((result.data as any).dataSourceUpdated.status);
      }
      expect(again).toEqual(['processed']);
    } finally {
      client.dispose();
    }
  });

  it('deletes a data source while it is being read, leaving nothing behind', async () => {
    const engine = await newEngine();
    const ds = await (await uploadImage(engine, textImage([`Delete me ${randomUUID()}`]))).json();
    const del = await server.fetch(`/api/v1/data-sources/${ds.id}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await server.fetch(`/api/v1/data-sources/${ds.id}`)).status).toBe(404);
    expect((await (await server.fetch(`/api/v1/knowledge-engines/${engine}`)).json()).status).toBe('ready');
    expect((await server.fetch('/health')).status).toBe(200);
  });

  it('finishes reading after the server is killed mid-way', async () => {
    const first = await startServer();
    const engine = await newEngine(first);
    const ds = await (await uploadImage(engine, textImage([`Survivor ${randomUUID().slice(0, 8)}`]), first)).json();
    expect(ds.status).toBe('processing');
    await first.kill();
    const second = await startServer({ dataDir: first.dataDir });
    try {
      const done = await until(second, ds.id, ['processed', 'failed']);
      expect(done.status).toBe('processed');
      const content = await (await second.fetch(`/api/v1/data-sources/${ds.id}/content`)).json();
      expect(content.pages[0].text).toContain('Survivor');
    } finally {
      await second.stop();
    }
  });
});
