import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, multipartBody } from './support/raw-http.ts';
import { startServer, type TestServer } from './support/server.ts';

/** Issue 16, row 9: uploads trickling in are cut off by a minimum body rate; nothing stays behind. */

let server: TestServer;
let engineId: string;
beforeAll(async () => {
  server = await startServer({ env: { BODY_RATE_GRACE_S: '2', BODY_MIN_BYTES_PER_SECOND: '1024' } });
  engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'Slow uploads' })).json()).id;
});
afterAll(() => server?.stop());

/** An upload that sends its head and part of its file at once, then one byte every `everyMs`. */
function trickle(everyMs: number): Promise<{ status: number; body: string; ms: number }> {
  const { body, contentType } = multipartBody([
    { name: 'data', body: JSON.stringify({ type: 'file', knowledge_engine_id: engineId }) },
    { name: 'file', filename: 'slow.txt', contentType: 'text/plain', body: 'x'.repeat(100_000) },
  ]);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}/api/v1/data-sources`, {
      method: 'POST',
      agent: false,
      headers: { ...server.auth(), 'Content-Type': contentType, 'Content-Length': body.length },
    });
    let sent = 400;
    req.write(body.subarray(0, sent));
    const timer = setInterval(() => req.write(body.subarray(sent, ++sent)), everyMs);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c));
      res.on('end', () => {
        clearInterval(timer);
        resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - started });
      });
    });
    req.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
  });
}

describe('a minimum body rate', () => {
  it('answers 408 request_timeout to uploads trickling in, and removes their temporary files', async () => {
    const before = server.rows().data_sources;
    const answers = await Promise.all(Array.from({ length: 5 }, () => trickle(300)));
    for (const answer of answers) {
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body).code).toBe('request_timeout');
      expect(answer.ms).toBeLessThan(6000);
    }
    expect(await eventually(() => server.files().temp === 0)).toBe(true);
    expect(server.rows().data_sources).toBe(before);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('still watches after a spell with no body arriving: a later trickle is refused too', async () => {
    expect((await trickle(300)).status).toBe(408);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const later = await trickle(300);
    expect(later.status).toBe(408);
    expect(later.ms).toBeLessThan(6000);
  });

  it('takes an upload sent at a normal pace', async () => {
    const form = new FormData();
    form.append('data', JSON.stringify({ type: 'file', knowledge_engine_id: engineId }));
    form.append('file', new Blob(['y'.repeat(200_000)], { type: 'text/plain' }), 'normal.txt');
    expect((await server.fetch('/api/v1/data-sources', { method: 'POST', body: form })).status).toBe(201);
  });
});

describe('a full disk during an upload (row 11)', () => {
  let full: TestServer;
  beforeAll(async () => {
    full = await startServer({ env: { TEST_STAGING_TARGET: '/dev/full' } });
  });
  afterAll(() => full?.stop());

  it('answers 507 insufficient_storage with Retry-After, not a client error, and keeps nothing', async () => {
    const engine = (await (await full.json('/api/v1/knowledge-engines', { name: 'Full disk' })).json()).id;
    const before = full.rows().data_sources;
    const form = new FormData();
    form.append('data', JSON.stringify({ type: 'file', knowledge_engine_id: engine }));
    form.append('file', new Blob(['z'.repeat(100_000)], { type: 'text/plain' }), 'full.txt');
    const res = await full.fetch('/api/v1/data-sources', { method: 'POST', body: form });
    expect(res.status).toBe(507);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = await res.json();
    expect(body.code).toBe('insufficient_storage');
    expect(body.error).not.toMatch(/ENOSPC|errno/);
    expect(full.rows().data_sources).toBe(before);
    expect(full.files()).toEqual({ stored: 0, temp: 0 });
  });
});
