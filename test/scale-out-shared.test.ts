import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../scripts/lib/test-store.ts';
import { uploadForm } from './support/documents.ts';
import { eventually } from './support/raw-http.ts';
import { startServer, type TestServer } from './support/server.ts';

/**
 * Issue 13: what two API processes share besides the database, on the PostgreSQL pass:
 * the upload directory, the per-key rate limit (Redis), and stored files that an upload
 * and a delete of the same content race for.
 */
describe.runIf(onPostgres)('two API processes on one data directory, PostgreSQL and Redis', () => {
  let dataDir: string;
  let a: TestServer;
  let b: TestServer | undefined;
  let engineId: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ke-shared-'));
    // The upload below waits out the other process's start, which on a loaded machine takes
    // longer than the body rate's grace period; that rule has its own tests.
    a = await startServer({ dataDir, env: { ROLE: 'all', BODY_MIN_BYTES_PER_SECOND: '0' } });
    engineId = (await (await a.json('/api/v1/knowledge-engines', { name: 'Shared' })).json()).id;
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('keeps an upload in flight on one process when another process starts on the same directory', async () => {
    const boundary = '----shared0123456789';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify({ type: 'file', knowledge_engine_id: engineId })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.txt"\r\nContent-Type: text/plain\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const request = http.request(`${a.url}/api/v1/data-sources`, { method: 'POST', headers: { ...a.auth(), 'Content-Type': `multipart/form-data; boundary=${boundary}` } });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      request.on('error', reject);
    });
    request.write(head + 'The first half of a slow upload. '.repeat(2000));
    const tmp = path.join(dataDir, 'tmp');
    expect(await eventually(() => fs.existsSync(tmp) && fs.readdirSync(tmp).length > 0)).toBe(true);

    b = await startServer({ dataDir, env: { ROLE: 'api' } });
    request.end('And the second half.' + tail);
    const { status, body } = await answer;
    expect(status, body).toBe(201);
    expect(JSON.parse(body).status).toBe('processed');
  });

  it('never leaves a data source without its file when an upload and a delete of the same content race', async () => {
    const other = (await (await a.json('/api/v1/knowledge-engines', { name: 'Other' })).json()).id;
    const api = b!;
    for (let round = 0; round < 15; round++) {
      const content = `Shared content, round ${round} ${Math.random()}\n`;
      const upload = (server: TestServer, engine: string) =>
        server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: `r${round}.txt`, content }, { type: 'file', knowledge_engine_id: engine }) });
      const first = await (await upload(a, engineId)).json();
      // The second copy is stored through B while A deletes the first: the file must outlive the delete.
      const [second, deleted] = await Promise.all([upload(api, other), a.fetch(`/api/v1/data-sources/${first.id}`, { method: 'DELETE' })]);
      expect(deleted.status).toBe(200);
      expect(second.status).toBe(201);
      const file = await api.fetch(`/api/v1/data-sources/${(await second.json()).id}/file`);
      expect(file.status).toBe(200);
      expect(await file.text()).toBe(content);
    }
  });
});

describe.runIf(onPostgres)('the per-key rate limit across API processes', () => {
  let servers: TestServer[] = [];
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ke-rate-'));
    const env = { RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '6' };
    servers = [await startServer({ dataDir, env })];
    servers.push(await startServer({ dataDir, env: { ...env, ROLE: 'api' } }));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });

  it('counts a key once, through Redis, whichever process it calls', async () => {
    const [a, b] = servers;
    // A burst of 6 and 1 more a second: alternating between the two, the key is refused after
    // about six in all, and one more per second the calls took (a loaded machine is slow).
    // Counted per process, each would let six through: twelve before the first refusal.
    const started = Date.now();
    let allowed = 0;
    let refused: Response | undefined;
    for (let i = 0; i < 20 && !refused; i++) {
      const res = await (i % 2 ? a : b).fetch('/api/v1/knowledge-engines');
      if (res.status === 429) refused = res;
      else {
        expect(res.status).toBe(200);
        allowed++;
      }
    }
    const refusedAt = Date.now();
    const seconds = (refusedAt - started) / 1000;
    expect(refused).toBeDefined();
    expect(allowed).toBeGreaterThanOrEqual(6);
    expect(allowed).toBeLessThanOrEqual(6 + Math.ceil(seconds));
    expect(seconds).toBeLessThan(15);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Refused by the other process too, right after: of ten calls at once, no more go through than the
    // seconds since the refusal have refilled (one a second; a loaded machine may take more than one).
    const statuses = await Promise.all(Array.from({ length: 10 }, () => (allowed % 2 ? b : a).fetch('/api/v1/knowledge-engines').then((r) => r.status)));
    const since = (Date.now() - refusedAt) / 1000;
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(Math.ceil(since));
  });
});
