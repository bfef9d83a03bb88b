import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForm } from './support/documents.ts';
import { startServer, type TestServer } from './support/server.ts';

/** Issue 16, rows 10 and 13: a model server's answer is capped while it streams in, and never echoed. */

const MARKER = 'upstream-secret-7f3a';
let mode: 'huge' | 'html' = 'huge';
let sentBytes = 0;

/** A misbehaving OpenAI-compatible server on loopback. */
const upstream = http.createServer((req, res) => {
  req.resume();
  if (mode === 'html') {
    res.writeHead(502, { 'Content-Type': 'text/html' });
    res.end(`<html><body><h1>502 Bad Gateway</h1><p>${MARKER}</p>${'<p>filler</p>'.repeat(2000)}</body></html>`);
    return;
  }
  // 300 MB of an endless JSON string, without a Content-Length, until the client stops reading.
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.write('{"choices":[{"message":{"content":"');
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  const pump = () => {
    while (sentBytes < 300 * 1024 * 1024 && !res.destroyed) {
      sentBytes += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end('"}}]}');
  };
  pump();
});

let server: TestServer;
let engineId: string;
let sourceId: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  server = await startServer({ env: { EXTRACTION_BACKEND: 'openai', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`, OPENAI_MODEL: 'fake-model' } });
  engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'Upstream' })).json()).id;
  const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'inv.txt', content: 'Invoice INV-20931 due 2024-04-02' }, { type: 'file', knowledge_engine_id: engineId }) });
  sourceId = (await res.json()).id;
});
afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => upstream.close(resolve));
});

const runBody = () => ({
  tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engineId, tagged_data_sources: [{ id: sourceId }], fields: [{ field_name: 'invoice_number', type: 'id_alphanumeric', description: 'Invoice number' }] },
});

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

describe('a model server that misbehaves', () => {
  it('has a 300 MB answer cut off at the cap while it streams in (row 10)', async () => {
    mode = 'huge';
    sentBytes = 0;
    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
    const res = await server.json('/api/v1/tool-runs', runBody());
    clearInterval(sampler);
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.code).toBe('backend_unavailable');
    const run = await (await server.fetch(`/api/v1/tool-runs/${/trun_[A-Za-z0-9]{10}/.exec(body.error)![0]}`)).json();
    expect(run.error).toMatch(/larger than 8388608 bytes/);
    expect(sentBytes).toBeLessThan(100 * 1024 * 1024);
    expect(peak - before).toBeLessThan(150);
  });

  it('reports an HTML error page by its status only, in the answer and in the log (row 13)', async () => {
    mode = 'html';
    const res = await server.json('/api/v1/tool-runs', runBody());
    expect(res.status).toBe(500);
    const body = await res.json();
    const run = await (await server.fetch(`/api/v1/tool-runs/${/trun_[A-Za-z0-9]{10}/.exec(body.error)![0]}`)).json();
    expect(run.error).toMatch(/HTTP 502/);
    for (const text of [JSON.stringify(body), JSON.stringify(run)]) {
      expect(text).not.toContain(MARKER);
      expect(text).not.toContain('<html');
    }
    expect(server.output.some((line) => line.includes(MARKER) || line.includes('<html'))).toBe(false);
  });
});
