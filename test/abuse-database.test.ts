import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../scripts/lib/test-store.ts';
import { startServer, type TestServer } from './support/server.ts';

/** Issue 16, row 8: another process holding SQLite's write lock must not stall the event loop. (SQLite's own lock: nothing to hold on PostgreSQL.) */

let server: TestServer;
beforeAll(async () => {
  if (onPostgres) return;
  server = await startServer({ env: { DB_LOCK_WAIT_MS: '1500' } });
  expect((await server.json('/api/v1/knowledge-engines', { name: 'Before the lock' })).status).toBe(201);
});
afterAll(() => server?.stop());

/** A second process that takes the write lock (BEGIN IMMEDIATE) and holds it for `ms`; resolves once it holds it. */
function holdWriteLock(ms: number): Promise<ChildProcess> {
  const sqlite = createRequire(import.meta.url).resolve('better-sqlite3');
  const file = path.join(server.dataDir, 'knowledge-engine.sqlite');
  const code = `const D = require(${JSON.stringify(sqlite)}); const db = new D(${JSON.stringify(file)});
db.exec('BEGIN IMMEDIATE'); process.stdout.write('locked\\n');
setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${ms});`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve(child));
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

describe.skipIf(onPostgres)('a write lock held by another process', () => {
  it('leaves /health and reads answering; a write answers 500 database_unavailable with Retry-After after a bounded wait', async () => {
    const holder = await holdWriteLock(6000);
    try {
      const write = timed(() => server.json('/api/v1/knowledge-engines', { name: 'During the lock' }));
      // While that write waits for the lock, the server answers everything else at once.
      const health: number[] = [];
      for (let i = 0; i < 10; i++) {
        const { value, ms } = await timed(() => fetch(`${server.url}/health`));
        expect(value.status).toBe(200);
        health.push(ms);
        await new Promise((r) => setTimeout(r, 50));
      }
      const read = await timed(() => server.fetch('/api/v1/knowledge-engines'));
      expect(read.value.status).toBe(200);
      expect((await read.value.json()).data.map((e: { name: string }) => e.name)).toContain('Before the lock');
      expect(read.ms).toBeLessThan(250);
      expect(Math.max(...health)).toBeLessThan(250);

      const { value: refused, ms } = await write;
      expect(refused.status).toBe(500);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await refused.json()).code).toBe('database_unavailable');
      expect(ms).toBeGreaterThanOrEqual(1000);
      expect(ms).toBeLessThan(4000);
    } finally {
      holder.kill();
    }
  });

  it('takes writes again once the lock is released', async () => {
    const holder = await holdWriteLock(300);
    const exited = new Promise((r) => holder.once('exit', r));
    const res = await server.json('/api/v1/knowledge-engines', { name: 'After a short lock' });
    expect(res.status).toBe(201);
    await exited;
  });
});
