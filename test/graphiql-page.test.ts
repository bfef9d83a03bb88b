import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/server.ts';

/** The GraphiQL page over the wire: about 9 MB of bundled scripts, so it travels compressed and cached. */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

/** GET /graphql as a browser asks for the page; the body as it came over the wire. */
function getPage(headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}/graphql`, { headers: { Accept: 'text/html', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the GraphiQL page', () => {
  it('is sent compressed as the browser accepts, the same page', async () => {
    const plain = await getPage({ 'Accept-Encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1_000_000);
    for (const [encoding, inflate] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
      const packed = await getPage({ 'Accept-Encoding': `${encoding}` });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.body.length).toBeLessThan(plain.body.length / 3);
      expect(inflate(packed.body).equals(plain.body)).toBe(true);
    }
  });

  it('is not sent again to a browser that has it', async () => {
    const first = await getPage({ 'Accept-Encoding': 'gzip' });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await getPage({ 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
