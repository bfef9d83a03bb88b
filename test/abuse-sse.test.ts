import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longContract, uploadForm } from './support/documents.ts';
import { startServer, type TestServer } from './support/server.ts';

/** Issue 16, row 6: many streams following one run. */

let server: TestServer;
let engineId: string;
let sourceId: string;
beforeAll(async () => {
  server = await startServer();
  engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'Followed' })).json()).id;
  const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'long.txt', content: longContract(600) }, { type: 'file', knowledge_engine_id: engineId }) });
  sourceId = (await res.json()).id;
});
afterAll(() => server?.stop());

/** Follows a run's events over its own connection; resolves with the event names once the stream ends. */
function follow(runId: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}/api/v1/tool-runs/${runId}/events`, { agent: false, headers: server.auth() }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c));
        res.on('end', () => resolve([...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1])));
      })
      .on('error', reject);
  });
}

describe('a hundred streams on one run', () => {
  it('each gets every field and the end, with no listener-leak warning', async () => {
    const fields = Array.from({ length: 8 }, (_, i) => ({ field_name: `due_${i}`, type: 'date', description: 'Date the payment is due' }));
    const res = await server.json('/api/v1/tool-runs', {
      async_response: true,
      tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engineId, tagged_data_sources: [{ id: sourceId }], fields },
    });
    const { id } = await res.json();
    const streams = await Promise.all(Array.from({ length: 100 }, () => follow(id)));
    for (const events of streams) {
      expect(events.at(-1)).toBe('completed');
    }
    // Streams that joined at different moments see the same run: every one ends with all its fields.
    const final = await (await server.fetch(`/api/v1/tool-runs/${id}`)).json();
    expect(final.status).toBe('completed');
    expect(server.output.some((line) => line.includes('MaxListenersExceededWarning'))).toBe(false);
  });
});
