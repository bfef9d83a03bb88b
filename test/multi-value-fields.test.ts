import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForm } from './support/documents.ts';
import { startServer, type TestServer } from './support/server.ts';

// README "Fields with several values": a fixed set of choices is a multi_select; an open list is numbered slots.
const INVOICE = `Northwind Consulting Ltd
Invoice number: INV-5512
Services billed:
Consulting - 10 hours - $1,500.00
Hosting - March 2024 - $200.00
Total: $1,700.00`;

const AGREEMENT = `MUTUAL NON-DISCLOSURE AGREEMENT
This Agreement is made on 4 March 2024 between Acme Robotics Inc. ("Acme") and Brightwave Analytics LLC ("Brightwave").
Each party may disclose confidential information to the other party.
Signed: Acme Robotics Inc. and Brightwave Analytics LLC`;

let server: TestServer;
let engineId: string;
const sources: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'Lists' })).json()).id;
  for (const [name, text] of Object.entries({ invoice: INVOICE, agreement: AGREEMENT })) {
    const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name: `${name}.txt`, content: text }, { type: 'file', knowledge_engine_id: engineId }) });
    sources[name] = (await res.json()).id;
  }
});
afterAll(() => server?.stop());

async function run(source: string, fields: unknown[]) {
  const res = await server.json('/api/v1/tool-runs', {
    tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engineId, tagged_data_sources: [{ id: sources[source] }], fields },
  });
  expect(res.status).toBe(201);
  return (await res.json()).result.extracted_fields;
}

describe('fields that hold several values', () => {
  it('multi_select answers every option the document supports, as an array in the options\' order, with evidence for each', async () => {
    const fields = await run('invoice', [{ field_name: 'services', description: 'Services billed', type: 'multi_select', options: ['Training', 'Hosting', 'Consulting'] }]);
    expect(fields.services.value).toEqual(['Hosting', 'Consulting']);
    expect(fields.services.options).toEqual(['Training', 'Hosting', 'Consulting']);
    const quoted = fields.services.evidence.map((e: any) => e.text);
    expect(quoted.some((t: string) => /Hosting/.test(t))).toBe(true);
    expect(quoted.some((t: string) => /Consulting/.test(t))).toBe(true);
  });

  it('numbered slots (party_1, party_2) answer distinct values in the order the document names them', async () => {
    const fields = await run('agreement', [
      { field_name: 'party_1', description: 'A party to the agreement', type: 'text' },
      { field_name: 'party_2', description: 'A party to the agreement', type: 'text' },
    ]);
    expect(fields.party_1.value).toMatch(/Acme Robotics/);
    expect(fields.party_2.value).toMatch(/Brightwave Analytics/);
  });

  it('a multi_select without options is refused, naming what to send', async () => {
    const res = await server.json('/api/v1/tool-runs', {
      tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engineId, tagged_data_sources: [{ id: sources.invoice }], fields: [{ field_name: 'products', description: 'All products', type: 'multi_select' }] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_request', error: 'tool.fields[0].options is required for a multi_select field' });
  });
});
