import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/server.ts';

/** JSON POSTs to /graphql, which the server answers without Yoga's Fetch API adapter: the same answers as Yoga's. */

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { MAX_JSON_BYTES: '4096' } });
});
afterAll(() => server?.stop());

const post = (body: string, headers: Record<string, string> = {}) =>
  server.fetch('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

describe('GraphQL over JSON POST', () => {
  it('answers in the media type Yoga would choose for the Accept header', async () => {
    const res = await post(JSON.stringify({ query: '{ __typename }' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
    const spec = await post(JSON.stringify({ query: '{ __typename }' }), { Accept: 'application/graphql-response+json' });
    expect(spec.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
  });

  it('keeps the status rules: a validation error is 400 in the GraphQL media type, a service error carries its own status', async () => {
    const GQL = { Accept: 'application/graphql-response+json' };
    const invalid = await post(JSON.stringify({ query: '{ nope }' }), GQL);
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors[0].message).toBe('Cannot query field "nope" on type "Query".');
    const legacy = await post(JSON.stringify({ query: '{ nope }' }), { Accept: 'application/json' });
    expect(legacy.status).toBe(200);
    const malformedId = await post(JSON.stringify({ query: '{ knowledgeEngine(id: "kng_bad") { id } }' }), GQL);
    expect(malformedId.status).toBe(400);
    expect((await malformedId.json()).errors[0].extensions.code).toBe('invalid_id');
  });

  it('runs mutations with variables and an operation name', async () => {
    const res = await post(
      JSON.stringify({
        query: 'query A { __typename } mutation B($n: String!) { createKnowledgeEngine(input: { name: $n }) { name } }',
        variables: { n: 'via json' },
        operationName: 'B',
      }),
    );
    expect(await res.json()).toEqual({ data: { createKnowledgeEngine: { name: 'via json' } } });
  });

  it('answers a query text it has parsed and validated before (run without doing either again) as it did the first time', async () => {
    const GQL = { Accept: 'application/graphql-response+json' };
    const engine = (await (await server.json('/api/v1/knowledge-engines', { name: 'Twice' })).json()).id;
    const query = 'query Read($id: ID!) { knowledgeEngine(id: $id) { id name status dataSourceCount } }';
    const cases = [
      { variables: { id: engine } },
      { variables: { id: 'kng_0000000000' } }, // none: null
      { variables: { id: 'kng_bad' } }, // a service error: its code and status
      { variables: {} }, // a variable left out
      { variables: { id: 7 } }, // a variable of the wrong type
      { variables: { id: engine }, operationName: 'Nope' },
    ];
    for (const [i, extra] of cases.entries()) {
      // Its own text (a comment) per case, so the first answer comes from the whole pipeline.
      const body = JSON.stringify({ query: `${query} # ${i}`, ...extra });
      const answers = [];
      for (const id of [`first-${i}`, `again-${i}`]) {
        const res = await post(body, { ...GQL, 'X-Request-Id': id });
        answers.push({ status: res.status, type: res.headers.get('content-type'), body: await res.json() });
      }
      expect(answers[1], JSON.stringify(extra)).toEqual(answers[0]);
    }
    expect(cases.length).toBe(6);
    const line = server.output.map((l) => (l.startsWith('{') ? JSON.parse(l) : {})).find((l) => l.request_id === 'again-0' && l.msg === 'request');
    expect(line).toMatchObject({ operation: 'Read', status: 200 });
    // A mutation too, each time anew.
    const create = JSON.stringify({ query: 'mutation($n: String!) { createKnowledgeEngine(input: { name: $n }) { name } }', variables: { n: 'again' } });
    for (let i = 0; i < 2; i++) expect(await (await post(create)).json()).toEqual({ data: { createKnowledgeEngine: { name: 'again' } } });
  });

  it('refuses a body over the JSON limit with 413', async () => {
    const res = await post(JSON.stringify({ query: `{ __typename } # ${'x'.repeat(5000)}` }));
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].extensions.code).toBe('payload_too_large');
  });

  it('leaves what is not one plain operation to Yoga: a batch, malformed JSON, a missing query', async () => {
    const batch = await post(JSON.stringify([{ query: '{ __typename }' }]));
    expect(batch.status).toBe(400);
    expect((await batch.json()).errors[0].message).toBe('Batching is not supported.');
    const malformed = await post('{"query": ');
    expect(malformed.status).toBe(400);
    const noQuery = await post(JSON.stringify({ variables: {} }));
    expect((await noQuery.json()).errors[0].message).toBe('Must provide query string.');
  });

  it('leaves subscriptions to Yoga: a stream when one may be sent, 406 when only JSON is accepted', async () => {
    const query = JSON.stringify({ query: 'subscription { toolRunUpdated(id: "trun_0000000000") { event } }' });
    expect((await post(query, { Accept: 'application/json' })).status).toBe(406);
    const stream = await post(query);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await stream.text()).toMatch(/tool run trun_0000000000 not found/);
  });
});
