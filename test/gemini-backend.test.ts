import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from './support/fake-openai.ts';
import { makePdf, uploadForm } from './support/documents.ts';
import { startServer, type TestServer } from './support/server.ts';

let fake: FakeOpenAI;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startServer({ env: { EXTRACTION_BACKEND: 'gemini', GEMINI_BASE_URL: fake.geminiBaseUrl, GEMINI_API_KEY: 'test-gemini-key' } });
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

it('serves gemini-1.5-pro through the Gemini API when EXTRACTION_BACKEND=gemini', async () => {
  const engine = (await (await server.json('/api/v1/knowledge-engines', { name: 'G' })).json()).id;
  const pdf = await makePdf(['Contract effective as of 5 March 2024.\nGoverning law: Delaware']);
  const ds = (await (await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'c.pdf', content: pdf }, { type: 'file', knowledge_engine_id: engine }) })).json()).id;
  // The model writes the date its own way; the service brings it to YYYY-MM-DD.
  fake.behave({
    answer: () => ({
      fields: {
        effective_date: { value: 'March 5, 2024', confidence: 0.9, evidence: [{ data_source_id: ds, page: 1, quote: '5 March 2024' }] },
        law: { value: 'Delaware', confidence: 0.8, evidence: [{ data_source_id: ds, page: 1, quote: 'Delaware' }] },
      },
    }),
  });
  const res = await server.json('/api/v1/tool-runs', {
    tool: {
      type: 'extract_fields_from_data_sources',
      model: 'gemini-1.5-pro',
      knowledge_engine_id: engine,
      tagged_data_sources: [{ id: ds }],
      fields: [
        { field_name: 'effective_date', description: 'Effective date', type: 'date' },
        { field_name: 'law', description: 'Governing law', type: 'text' },
        { field_name: 'term', description: 'Term of the agreement', type: 'text' },
      ],
    },
  });
  expect(res.status).toBe(201);
  const run = await res.json();
  expect(run.result.metadata.backend).toBe('gemini');
  const f = run.result.extracted_fields;
  expect(f.effective_date.value).toBe('2024-03-05');
  expect(f.effective_date.evidence[0]).toMatchObject({ page: 1, text: '5 March 2024' });
  expect(f.law.value).toBe('Delaware');
  expect(f.term.value).toBeNull();
  const request = fake.requests.at(-1);
  expect(request.model).toBe('gemini-1.5-pro');
  expect(request.apiKey).toBe('test-gemini-key');
  expect(request.generationConfig.responseMimeType).toBe('application/json');
  expect(request.contents[0].parts[0].text).toContain('effective_date (date');
});
