import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scriptedModel, startFakeOpenAI, type FakeOpenAI } from './support/fake-openai.ts';
import { makePdf, uploadForm } from './support/documents.ts';
import { startServer, type TestServer } from './support/server.ts';
import { collectSse } from './support/sse.ts';

/** Issue 12: EXTRACTION_BACKEND=hybrid, and query answers the model writes with checked citations. */

const PAGES = [
  'INVOICE\nInvoice number: INV-20931\nDate: 4 March 2024',
  'Delivery notes. The goods were shipped from the Rotterdam warehouse in two crates.',
  'Quality report. No damage was found on arrival; the crates were sealed.',
  'Background. Internally the team refers to this whole effort as Bluebird, a name chosen at the kick-off.',
  'Governing law. This agreement is governed by the laws of the State of Delaware.',
  'Term. The agreement runs for three years from the effective date.',
];
const FIELDS = [
  { field_name: 'invoice_number', description: 'The invoice number', type: 'id_alphanumeric' },
  { field_name: 'codename', description: 'What the team internally refers to the effort as', type: 'text' },
];

let fake: FakeOpenAI;
let server: TestServer;
let engineId: string;
let sourceId: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startServer({ env: { EXTRACTION_BACKEND: 'hybrid', HYBRID_MODEL: 'openai', OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'mistral-7b', LLM_BACKOFF_MS: '20' } });
  engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'Hybrid' })).json()).id;
  const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'deal.pdf', content: await makePdf(PAGES) }, { type: 'file', knowledge_engine_id: engineId }) });
  sourceId = (await res.json()).id;
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});
beforeEach(() => fake.reset());

describe('EXTRACTION_BACKEND=hybrid', () => {
  it('keeps the embedded engine’s sure answers and sends only the unsure field, with its pages, to the model', async () => {
    fake.behave({ answer: scriptedModel({ codename: { pattern: /Bluebird/, value: (m) => m[0] }, invoice_number: { pattern: /INV-\d+/, value: (m) => m[0] } }) });
    const before = fake.requests.length;
    const res = await server.json('/api/v1/tool-runs', { tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engineId, tagged_data_sources: [{ id: sourceId }], fields: FIELDS } });
    expect(res.status).toBe(201);
    const { extracted_fields: f, metadata } = (await res.json()).result;
    expect(f.invoice_number).toMatchObject({ value: 'INV-20931', backend: 'local' });
    expect(f.codename).toMatchObject({ value: 'Bluebird', backend: 'openai', evidence: [{ page: 4, text: 'Bluebird' }] });
    expect(metadata.backend).toBe('hybrid');
    const requests = fake.requests.slice(before);
    expect(requests).toHaveLength(1);
    const prompt = requests[0].messages[1].content;
    expect(prompt).toMatch(/^- codename \(/m);
    expect(prompt).not.toMatch(/^- invoice_number \(/m);
    const sentPages = [...prompt.matchAll(/, page (\d+) ===/g)].map((m) => Number(m[1]));
    expect(sentPages).toContain(4);
    expect(sentPages.length).toBeLessThan(PAGES.length);
    expect(metadata.pages_read + metadata.pages_skipped).toBe(PAGES.length);
    expect(metadata.pages_read).toBe(sentPages.length);
  });
});

describe('query answers written by the model', () => {
  it('streams the answer as deltas, keeps citations that name a passage and drops one that names none', async () => {
    fake.behave({ pieceChars: 5, answer: () => 'The agreement is governed by the laws of Delaware [1]. It also mentions a warranty [7], with costs [1, 9].' });
    const before = fake.requests.length;
    const events = await collectSse(await server.json(`/api/v1/knowledge-engines/${engineId}/query`, { query: 'Which state laws govern the agreement?' }));
    expect(events[0].event).toBe('sources');
    const sources = events[0].data.sources;
    expect(sources[0]).toMatchObject({ number: 1, data_source_id: sourceId, page: 5 });
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.map((e) => e.data.text).join('')).toBe(done.data.answer);
    expect(done.data.answer).toBe('The agreement is governed by the laws of Delaware [1]. It also mentions a warranty, with costs [1].');
    expect(done.data.dropped_citations).toEqual([7, 9]);
    expect(done.data.citations.map((c: any) => c.number)).toEqual([1]);
    const content = await (await server.fetch(`/api/v1/data-sources/${sourceId}/content`)).json();
    const cite = done.data.citations[0];
    expect(content.pages[cite.page - 1].text.slice(cite.start, cite.end)).toBe(cite.text);
    expect(cite.text).toMatch(/laws of the State of Delaware/);
    // The model was asked with the numbered passages, and no response format.
    const sent = fake.requests[before];
    expect(sent.response_format).toBeUndefined();
    expect(sent.messages[1].content).toMatch(/^\[1\] \(page 5\)\n/m);
    expect(sent.messages[1].content).toMatch(/Question: Which state laws govern the agreement\?$/);
  });

  it('streams the same over GraphQL knowledgeEngineQuery, with droppedCitations', async () => {
    fake.behave({ pieceChars: 4, answer: () => 'Delaware law governs it [1][12].' });
    const client = createClient({ url: `${server.url}/graphql`, headers: server.auth(), retryAttempts: 0 });
    const updates: any[] = [];
    try {
      const query = 'subscription($id: ID!, $q: String!) { knowledgeEngineQuery(id: $id, query: $q) { event delta answer droppedCitations citations { number page } } }';
      for await (const result of client.iterate({ query, variables: { id: engineId, q: 'Which state laws govern the agreement?' } })) updates.push((result.data as any).knowledgeEngineQuery);
    } finally {
      client.dispose();
    }
    const done = updates.at(-1);
    expect(done).toMatchObject({ event: 'done', answer: 'Delaware law governs it [1].', droppedCitations: [12], citations: [{ number: 1, page: 5 }] });
    expect(updates.filter((u) => u.event === 'delta').map((u) => u.delta).join('')).toBe(done.answer);
  });

  it('ends with an error event, backend_unavailable, when the model server is down', async () => {
    fake.behave({ failFirst: 100, failStatus: 503 });
    const events = await collectSse(await server.json(`/api/v1/knowledge-engines/${engineId}/query`, { query: 'Which state laws govern the agreement?' }));
    expect(events[0].event).toBe('sources');
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'backend_unavailable' } });
  });
});
