import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, uploadForm } from './support/documents.ts';
import { startServer, type TestServer } from './support/server.ts';
import { collectSse } from './support/sse.ts';

let server: TestServer;
let engineId: string;
let pdfId: string;
let notesId: string;
let secondEngineId: string;

const CONTRACT_PAGES = [
  'MUTUAL NON-DISCLOSURE AGREEMENT\nThis Agreement is made between Northwind Traders Inc. and Contoso Ltd.',
  'Each party shall keep the Confidential Information secret for a term of three years from the Effective Date.',
  'This Agreement shall be governed by and construed in accordance with the laws of the State of Delaware.',
];
const NOTES = `# Office notes

The espresso machine on the third floor is descaled every Friday by the facilities team.

Parking permits are renewed in January at the front desk.`;

async function upload(engine: string, name: string, content: Buffer | string): Promise<string> {
  const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name, content }, { type: 'file', knowledge_engine_id: engine }) });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

const ask = (engine: string, body: unknown, init: RequestInit = {}) => server.json(`/api/v1/knowledge-engines/${engine}/query`, body, init);

beforeAll(async () => {
  server = await startServer();
  engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'Contracts' })).json()).id;
  secondEngineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'Elsewhere' })).json()).id;
  pdfId = await upload(engineId, 'nda.pdf', await makePdf(CONTRACT_PAGES));
  notesId = await upload(engineId, 'notes.md', NOTES);
  await upload(secondEngineId, 'other.txt', 'The laws of the State of Nevada govern this other agreement.');
});
afterAll(() => server?.stop());

describe('POST /knowledge-engines/{id}/query', () => {
  it('streams sources, deltas and a cited answer from the right page', async () => {
    const res = await ask(engineId, { query: 'Which state laws govern the agreement?' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await collectSse(res);
    expect(events[0].event).toBe('sources');
    expect(events.at(-1)!.event).toBe('done');
    expect(events.slice(1, -1).every((e) => e.event === 'delta')).toBe(true);
    const done = events.at(-1)!.data;
    expect(done.answer).toMatch(/laws of the State of Delaware/);
    expect(done.answer).not.toMatch(/Nevada/);
    expect(done.answer).toMatch(/\[1\]/);
    expect(events.slice(1, -1).map((e) => e.data.text).join('')).toBe(done.answer);
    const cite = done.citations[0];
    expect(cite).toMatchObject({ number: 1, data_source_id: pdfId, page: 3 });
    const content = await (await server.fetch(`/api/v1/data-sources/${pdfId}/content`)).json();
    expect(content.pages[2].text.slice(cite.start, cite.end)).toBe(cite.text);
    expect(events[0].data.sources).toEqual(done.citations);
  });

  it('finds answers in other formats of the same engine', async () => {
    const events = await collectSse(await ask(engineId, { query: 'When is the espresso machine descaled?' }));
    const done = events.at(-1)!.data;
    expect(done.answer).toMatch(/every Friday/);
    expect(done.citations[0]).toMatchObject({ data_source_id: notesId, page: 1 });
  });

  it('answers honestly when no passage answers the question', async () => {
    const events = await collectSse(await ask(engineId, { query: 'What is the airspeed velocity of an unladen swallow?' }));
    expect(events[0]).toEqual({ event: 'sources', data: { sources: [] } });
    expect(events.at(-1)).toEqual({ event: 'done', data: { answer: 'No answer found in this engine.', citations: [] } });
  });

  it('refuses bad requests before streaming', async () => {
    const missing = await ask(engineId, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'invalid_request', error: expect.stringMatching(/query is required/) });
    expect((await ask(engineId, { query: 42 })).status).toBe(400);
    expect((await ask(engineId, { query: 'x', top_k: 50 })).status).toBe(400);
    expect((await ask(engineId, { query: 'x', top_k: '3' })).status).toBe(400);
    expect((await ask('kng_0000000000', { query: 'x' })).status).toBe(404);
    expect((await ask('kng_bad', { query: 'x' })).status).toBe(400);
    const bad = await server.fetch(`/api/v1/knowledge-engines/${engineId}/query`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"query":' });
    expect(bad.status).toBe(400);
    const emptyEngine = (await (await server.json('/api/v1/knowledge-engines', { name: 'Nothing' })).json()).id;
    const empty = await ask(emptyEngine, { query: 'anything' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).code).toBe('engine_empty');
  });

  it('forgets a deleted data source', async () => {
    const engine = (await (await server.json('/api/v1/knowledge-engines', { name: 'Forgetful' })).json()).id;
    const keep = await upload(engine, 'keep.txt', 'The blue key opens the garden shed.');
    const drop = await upload(engine, 'drop.txt', 'The red key opens the wine cellar.');
    const before = (await collectSse(await ask(engine, { query: 'What does the red key open?' }))).at(-1)!.data;
    expect(before.citations[0].data_source_id).toBe(drop);
    expect((await server.fetch(`/api/v1/data-sources/${drop}`, { method: 'DELETE' })).status).toBe(200);
    const after = (await collectSse(await ask(engine, { query: 'What does the red key open?' }))).at(-1)!.data;
    expect(after.citations.every((c: { data_source_id: string }) => c.data_source_id === keep)).toBe(true);
    expect(after.answer).not.toMatch(/wine cellar/);
  });

  it('survives a client that disconnects mid-stream', async () => {
    const controller = new AbortController();
    const res = await ask(engineId, { query: 'Which state laws govern the agreement?' }, { signal: controller.signal });
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    await new Promise((r) => setTimeout(r, 100));
    expect((await server.fetch('/health')).status).toBe(200);
    const events = await collectSse(await ask(engineId, { query: 'How long is the confidential information kept secret?' }));
    expect(events.at(-1)!.data.answer).toMatch(/three years/);
  });
});

describe('GraphQL knowledgeEngineQuery', () => {
  it('streams the same answer to a graphql-sse client', async () => {
    const client = createClient({ url: `${server.url}/graphql`, headers: server.auth(), retryAttempts: 0 });
    try {
      const updates: any[] = [];
      for await (const result of client.iterate({
        query: 'subscription($id: ID!, $q: String!) { knowledgeEngineQuery(id: $id, query: $q) { event delta answer citations { number dataSourceId page start end text } } }',
        variables: { id: engineId, q: 'Which state laws govern the agreement?' },
      })) {
        expect(result.errors).toBeUndefined();
        updates.push((result.data as any).knowledgeEngineQuery);
      }
      expect(updates[0].event).toBe('sources');
      const done = updates.at(-1);
      expect(done.event).toBe('done');
      expect(done.answer).toMatch(/Delaware/);
      expect(done.citations[0]).toMatchObject({ number: 1, dataSourceId: pdfId, page: 3 });
    } finally {
      client.dispose();
    }
  });

  it('reports a bad request as an error with its code', async () => {
    const client = createClient({ url: `${server.url}/graphql`, headers: server.auth(), retryAttempts: 0 });
    try {
      const results: any[] = [];
      for await (const r of client.iterate({ query: 'subscription { knowledgeEngineQuery(id: "kng_0000000000", query: "x") { event } }' })) results.push(r);
      expect(results[0].errors[0].extensions.code).toBe('not_found');
    } finally {
      client.dispose();
    }
  });
});

describe('the query stream\'s ids', () => {
  it('numbers its events in order, after a retry hint', async () => {
    const text = await (await ask(engineId, { query: 'Which state laws govern the agreement?' })).text();
    expect(text.startsWith('retry: 3000\n\n')).toBe(true);
    const ids = [...text.matchAll(/^id: (.*)$/gm)].map((m) => m[1]);
    const events = [...text.matchAll(/^event: (.*)$/gm)];
    expect(ids).toEqual(events.map((_, i) => String(i + 1)));
  });
});
