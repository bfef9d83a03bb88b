import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForm } from './support/documents.ts';
import { abortedUpload, eventually, multipartBody } from './support/raw-http.ts';
import { startServer, type TestServer } from './support/server.ts';
import { expectUnchanged, snapshot } from './support/unchanged.ts';

/** A client that breaks off an upload mid-file, on each surface that takes uploads. */

let server: TestServer;
let engineId: string;
beforeAll(async () => {
  server = await startServer();
  engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'Aborts' })).json()).id;
});
afterAll(() => server?.stop());

const CREATE = 'mutation($input: CreateDataSourceInput!) { createDataSource(input: $input) { name } }';

interface Surface {
  path: string;
  headers: Record<string, string>;
  /** The parts before the file's bytes, ending with the file part's headers. */
  prefix(boundary: string): string;
  /** Uploads a small file normally; answers the stored name. */
  uploadAfter(name: string): Promise<string>;
}

const surfaces: Array<[string, () => Surface]> = [
  [
    'REST',
    () => ({
      path: '/api/v1/data-sources',
      headers: {},
      prefix: (b) =>
        `--${b}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify({ type: 'file', knowledge_engine_id: engineId })}\r\n` +
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="huge.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      uploadAfter: async (name) => {
        const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name, content: `after ${name}` }, { type: 'file', knowledge_engine_id: engineId }) });
        return (await res.json()).name;
      },
    }),
  ],
  [
    'GraphQL',
    () => ({
      path: '/graphql',
      headers: { 'GraphQL-Require-Preflight': '1' },
      prefix: (b) =>
        `--${b}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: CREATE, variables: { input: { file: null, knowledgeEngineId: engineId, type: 'file' } } })}\r\n` +
        `--${b}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.file"]}\r\n` +
        `--${b}\r\nContent-Disposition: form-data; name="0"; filename="huge.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      uploadAfter: async (name) => {
        const form = new FormData();
        form.append('operations', JSON.stringify({ query: CREATE, variables: { input: { file: null, knowledgeEngineId: engineId, type: 'file' } } }));
        form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
        form.append('0', new Blob([`after ${name}`], { type: 'text/plain' }), name);
        const res = await server.fetch('/graphql', { method: 'POST', headers: { 'GraphQL-Require-Preflight': '1' }, body: form });
        return (await res.json()).data.createDataSource.name;
      },
    }),
  ],
];

describe.each(surfaces)('an upload aborted mid-file on %s', (label, surface) => {
  it('leaves nothing behind, and the server keeps serving', async () => {
    const { path, headers, prefix, uploadAfter } = surface();
    const before = snapshot(server);
    const { boundary } = multipartBody([]);
    const { written } = await abortedUpload(server.url, {
      path,
      headers: { ...server.auth(), ...headers, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      prefix: Buffer.from(prefix(boundary)),
      declaredBytes: 20 * 1024 * 1024,
      // Abort once the server is visibly writing the file to its temporary place.
      abortWhen: () => server.files().temp > 0,
      maxBytes: 10 * 1024 * 1024,
    });
    expect(written).toBeLessThan(10 * 1024 * 1024);
    expect(await eventually(() => server.files().temp === 0)).toBe(true);
    expectUnchanged(server, before);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect(await uploadAfter(`after-${label}.txt`)).toBe(`after-${label}.txt`);
  });
});
