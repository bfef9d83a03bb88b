import { randomUUID } from 'node:crypto';
import { loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForm } from './support/documents.ts';
import { makePositionedPdf, textImage } from './support/ingest-files.ts';
import { startServer, type TestServer } from './support/server.ts';

/**
 * GET /api/v1/data-sources/{id}/pages/{page}/image: the page the run viewer draws
 * evidence boxes on. A PDF page drawn as a PNG; a PNG or JPEG as uploaded; nothing for
 * other formats; cached by its tag.
 */

let server: TestServer;
let engine: string;
beforeAll(async () => {
  server = await startServer();
  engine = (await (await server.json('/api/v1/knowledge-engines', { name: `images-${randomUUID().slice(0, 6)}` })).json()).id;
});
afterAll(() => server?.stop());

async function upload(name: string, content: Buffer, type: string): Promise<string> {
  const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name, content, type }, { type: 'file', knowledge_engine_id: engine }) });
  const record = await res.json();
  expect(res.status, JSON.stringify(record)).toBe(201);
  for (let i = 0; i < 600 && record.status === 'processing'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    Object.assign(record, await (await server.fetch(`/api/v1/data-sources/${record.id}`)).json());
  }
  return record.id;
}

describe('page images', () => {
  it('draws a PDF page as a PNG of the page\'s shape, and answers 304 to its tag', async () => {
    const ds = await upload('letter.pdf', await makePositionedPdf([{ text: 'Dear customer', x: 72, y: 72 }]), 'application/pdf');
    const res = await server.fetch(`/api/v1/data-sources/${ds}/pages/1/image`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    const image = await loadImage(Buffer.from(await res.arrayBuffer()));
    // US Letter, 612 x 792 points, drawn at twice its size in points (1600 pixels would be more).
    expect(image.height).toBe(1584);
    expect(image.width / image.height).toBeCloseTo(612 / 792, 2);
    const again = await server.fetch(`/api/v1/data-sources/${ds}/pages/1/image`, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('sends an uploaded PNG as it came', async () => {
    const png = textImage(['Scanned receipt']);
    const ds = await upload('receipt.png', png, 'image/png');
    const res = await server.fetch(`/api/v1/data-sources/${ds}/pages/1/image`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses what has no page image with a clear error, and needs the key', async () => {
    const pdf = await upload('two.pdf', await makePositionedPdf([{ text: 'Only one page here', x: 72, y: 72 }]), 'application/pdf');
    const text = await upload('notes.txt', Buffer.from('Plain notes, no pages to draw.'), 'text/plain');
    const cases: Array<[string, number, string, RegExp]> = [
      [`/api/v1/data-sources/${text}/pages/1/image`, 404, 'not_found', /a text document: only PDF pages and PNG or JPEG images have page images/],
      [`/api/v1/data-sources/${pdf}/pages/2/image`, 404, 'not_found', /has no page 2 \(it has 1\)/],
      [`/api/v1/data-sources/${pdf}/pages/first/image`, 400, 'invalid_request', /page must be a page number from 1/],
      [`/api/v1/data-sources/ds_unknown000/pages/1/image`, 404, 'not_found', /ds_unknown000/],
    ];
    for (const [path, status, code, message] of cases) {
      const res = await server.fetch(path);
      const body = await res.json();
      expect([res.status, body.code], path).toEqual([status, code]);
      expect(body.error).toMatch(message);
    }
    expect((await fetch(`${server.url}/api/v1/data-sources/${pdf}/pages/1/image`)).status).toBe(401);
  });

  it('is named in GraphQL as DataSource.pageImageUrl(page), null where there is none', async () => {
    const pdf = await upload('three.pdf', await makePositionedPdf([{ text: 'Page with an image', x: 72, y: 72 }]), 'application/pdf');
    const text = await upload('plain.txt', Buffer.from('Nothing to draw here either.'), 'text/plain');
    const query = `query($id: ID!) { dataSource(id: $id) { first: pageImageUrl(page: 1) second: pageImageUrl(page: 2) } }`;
    const answer = async (id: string) => (await server.graphql(query, { id })).body.data.dataSource;
    expect(await answer(pdf)).toEqual({ first: `/api/v1/data-sources/${pdf}/pages/1/image`, second: null });
    expect(await answer(text)).toEqual({ first: null, second: null });
    expect((await server.fetch((await answer(pdf)).first)).headers.get('content-type')).toBe('image/png');
  });
});
