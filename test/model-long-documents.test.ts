import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countTokens, scriptedModel, startFakeOpenAI, type FakeOpenAI } from './support/fake-openai.ts';
import { uploadForm } from './support/documents.ts';
import { startServer, type TestServer } from './support/server.ts';

/**
 * Issue 12: a 300-page document on an 8k-token local model loses no field. The fake
 * server enforces an 8,192-token window the way vLLM and llama.cpp do: a prompt
 * plus max_tokens over it is refused with 400.
 */

const WORDS = 'supplier staff meeting quarterly review logistics warehouse shipment schedule team report inventory training facility equipment maintenance notes discussion agenda plan update regional office project milestone budget forecast vendor audit'.split(' ');
const FACTS: Record<number, string> = {
  12: 'Invoice number: INV-88231.',
  97: 'This agreement is governed by the laws of the State of Oregon.',
  158: 'Payment terms: 45 days net.',
  210: 'Renewal: this agreement renews automatically each year.',
  263: 'Termination date: 30 June 2027.',
  300: 'Late penalty: 1.5% per month.',
};
const FIELDS = [
  { field_name: 'invoice_number', description: 'The invoice number', type: 'id_alphanumeric' },
  { field_name: 'governing_law', description: 'Which state law governs the agreement', type: 'text' },
  { field_name: 'payment_terms', description: 'Payment terms in days', type: 'number' },
  { field_name: 'renewal', description: 'How the agreement renews', type: 'single_select', options: ['automatically', 'manually'] },
  { field_name: 'termination_date', description: 'Termination date', type: 'date' },
  { field_name: 'late_penalty', description: 'Late penalty rate per month', type: 'percentage' },
];
const model = scriptedModel({
  invoice_number: { pattern: /INV-\d+/, value: (m) => m[0] },
  governing_law: { pattern: /laws of the State of (\w+)/, value: (m) => m[1] },
  payment_terms: { pattern: /Payment terms: (\d+) days/, value: (m) => Number(m[1]) },
  renewal: { pattern: /renews automatically/, value: () => 'automatically' },
  termination_date: { pattern: /30 June 2027/, value: () => '2027-06-30' },
  late_penalty: { pattern: /1\.5%/, value: () => 1.5 },
});

/** 300 pages of two ~1,400-character paragraphs each (the text reader cuts pages at 3,000 characters). */
function longDocument(): string {
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const paragraph = () => {
    let p = '';
    while (p.length < 1380) p += `${WORDS[Math.floor(next() * WORDS.length)]} `;
    return p.trim().slice(0, 1380);
  };
  const paragraphs: string[] = [];
  for (let page = 1; page <= 300; page++) {
    const second = paragraph();
    paragraphs.push(paragraph(), FACTS[page] ? `${second.slice(0, 1300)} ${FACTS[page]}` : second);
  }
  return paragraphs.join('\n\n');
}

let fake: FakeOpenAI;
let server: TestServer;
let engineId: string;
let sourceId: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startServer({ env: { EXTRACTION_BACKEND: 'openai', OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'llama-3-8b', LLM_BACKOFF_MS: '20', LLM_CONCURRENCY: '2', LLM_FIELDS_PER_REQUEST: '2' } });
  engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'Long' })).json()).id;
  const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: 'master-agreement.txt', content: longDocument() }, { type: 'file', knowledge_engine_id: engineId }) });
  const ds = await res.json();
  expect(ds.page_count).toBe(300);
  sourceId = ds.id;
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  fake.behave({ answer: model, contextTokens: 8192, delayMs: 300 });
});

const run = () =>
  server.json('/api/v1/tool-runs', { tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engineId, tagged_data_sources: [{ id: sourceId }], fields: FIELDS } });

describe('a 300-page document on an 8k-token model', () => {
  it('finds every field, in requests that fit the window, and says how many pages it read', async () => {
    const before = fake.requests.length;
    const res = await run();
    expect(res.status).toBe(201);
    const { extracted_fields: f, metadata } = (await res.json()).result;
    expect(Object.fromEntries(Object.entries(f).map(([k, v]: [string, any]) => [k, v.value]))).toEqual({
      invoice_number: 'INV-88231',
      governing_law: 'Oregon',
      payment_terms: 45,
      renewal: 'automatically',
      termination_date: '2027-06-30',
      late_penalty: 1.5,
    });
    expect(f.termination_date.evidence[0]).toMatchObject({ page: 263, text: '30 June 2027' });
    expect(f.late_penalty.evidence[0].page).toBe(300);
    const requests = fake.requests.slice(before);
    expect(requests.length).toBeGreaterThan(1);
    for (const r of requests) expect(countTokens(r.messages.map((m: any) => m.content).join('\n')) + r.max_tokens).toBeLessThanOrEqual(8192);
    expect(metadata.pages_read + metadata.pages_skipped).toBe(300);
    expect(metadata.pages_read).toBeLessThan(60);
    expect(metadata.input_tokens).toBeGreaterThan(1000);
    // LLM_CONCURRENCY=2: three or more requests went at most two at a time, and did go two at a time.
    // LLM_FIELDS_PER_REQUEST=2: six fields asked in groups of at most two.
    const asked = requests.map((r) => [...r.messages[1].content.matchAll(/^- (\w+) \(/gm)].length);
    expect(Math.max(...asked)).toBe(2);
    expect(asked.reduce((a, b) => a + b, 0)).toBe(6);
    expect(fake.peakConcurrent).toBe(2);
  });

  it('splits a batch the server still refuses as too long, and remembers to plan smaller', async () => {
    // The server's window is smaller than LLM_CONTEXT_TOKENS says: the service learns from its 400s.
    fake.behave({ contextTokens: 3000 });
    const before = fake.requests.length;
    const res = await run();
    expect(res.status).toBe(201);
    const f = (await res.json()).result.extracted_fields;
    expect(Object.values(f).every((v: any) => v.value !== null)).toBe(true);
    expect(fake.requests.slice(before).some((r) => r.overContext)).toBe(true);
    const again = fake.requests.length;
    expect((await run()).status).toBe(201);
    // Planned smaller the second time: no request over the window.
    expect(fake.requests.slice(again).some((r) => r.overContext)).toBe(false);
  });
});
