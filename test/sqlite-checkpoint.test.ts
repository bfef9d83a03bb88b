import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../scripts/lib/test-store.ts';
import { uploadForm } from './support/documents.ts';
import { startServer, type TestServer } from './support/server.ts';

/**
 * SQLite's write-ahead log is copied into the database file by a thread of its own, not
 * by the commit that serves a request (db/sqlite.ts): the commit would otherwise do it,
 * syncing both files, once the log passes 1,000 pages; the server's own connection now
 * waits for 10,000. (PostgreSQL has no such log to copy.)
 */
let server: TestServer;
beforeAll(async () => {
  if (onPostgres) return;
  server = await startServer();
});
afterAll(() => server?.stop());

const sizeOf = (name: string) => fs.statSync(path.join(server.dataDir, name)).size;

describe.skipIf(onPostgres)('the write-ahead log', () => {
  it('is copied into the database file soon after a write, under the size at which a commit would copy it', async () => {
    const engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'Log' })).json()).id;
    const before = sizeOf('knowledge-engine.sqlite');
    // About 3 MiB of pages and their index: short of the 10,000-page (40 MiB) checkpoint a commit makes.
    const text = 'A paragraph of ordinary words about shipping, invoices and totals.\n\n'.repeat(45_000);
    const form = uploadForm({ name: 'long.txt', content: text }, { type: 'file', knowledge_engine_id: engineId });
    expect((await server.fetch('/api/v1/data-sources', { method: 'POST', body: form })).status).toBe(201);
    const deadline = Date.now() + 5000;
    while (sizeOf('knowledge-engine.sqlite') - before < 3_000_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(sizeOf('knowledge-engine.sqlite') - before).toBeGreaterThan(3_000_000);
  });
});
