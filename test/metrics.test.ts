import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForm } from './support/documents.ts';
import { startServer, type TestServer } from './support/server.ts';

/** GET /metrics: Prometheus text, what the server did and what its store holds. */

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { METRICS_TOKEN: 'scrape-secret' } });
});
afterAll(() => server?.stop());

const scrape = async () => {
  const res = await fetch(`${server.url}/metrics`, { headers: { Authorization: 'Bearer scrape-secret' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};
/** The value of one series, by its exact name and labels. */
const value = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}().*+?[\]\\|^$]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);

describe('metrics', () => {
  it('counts requests by route and status, runs by status and backend, pages read, and what the store holds', async () => {
    const engine = await (await server.json('/api/v1/knowledge-engines', { name: 'Measured' })).json();
    await server.fetch(`/api/v1/knowledge-engines/${engine.id}`);
    await server.fetch('/api/v1/knowledge-engines/kng_0000000000');
    const form = uploadForm({ name: 'invoice.txt', content: `Invoice INV-${Date.now()}\nTotal: 12.00 EUR` }, { type: 'file', knowledge_engine_id: engine.id });
    const ds = await (await server.fetch('/api/v1/data-sources', { method: 'POST', body: form })).json();
    const run = await server.json('/api/v1/tool-runs', {
      tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engine.id, tagged_data_sources: [{ id: ds.id }], fields: [{ field_name: 'total', description: 'Total', type: 'currency' }] },
    });
    expect(run.status).toBe(201);
    const again = await server.json('/api/v1/tool-runs', {
      tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engine.id, tagged_data_sources: [{ id: ds.id }], fields: [{ field_name: 'invoice', description: 'Invoice number', type: 'id_alphanumeric' }] },
    });
    expect(again.status).toBe(201);

    const text = await scrape();
    expect(value(text, 'http_request_duration_seconds_count{route="GET /api/v1/knowledge-engines/:id",method="GET",status="200"}')).toBe(1);
    expect(value(text, 'http_request_duration_seconds_count{route="GET /api/v1/knowledge-engines/:id",method="GET",status="404"}')).toBe(1);
    expect(value(text, 'tool_runs_ended_total{status="completed",backend="local"}')).toBe(2);
    expect(value(text, 'tool_runs{status="completed"}')).toBe(2);
    // The second run reused the first one's extraction thread.
    expect(value(text, 'extraction_threads_started_total')).toBe(1);
    expect(value(text, 'data_sources{status="processed"}')).toBe(1);
    expect(value(text, 'document_pages_read_total{where="request"}')).toBe(1);
    expect(value(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^# TYPE job_queue_depth gauge$/m);
  });

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: server.auth() })).status).toBe(401);
  });
});
