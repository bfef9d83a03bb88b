import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from './support/documents.ts';
import { multipartBody, rawRequest } from './support/raw-http.ts';
import { createKey } from './support/keys-cli.ts';
import { startServer, type TestServer } from './support/server.ts';

/** The original file of a data source: GET /api/v1/data-sources/{id}/file, and DataSource.fileUrl. */

let server: TestServer;
let engineId: string;
beforeAll(async () => {
  server = await startServer();
  engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'Files' })).json()).id;
});
afterAll(() => server?.stop());

async function upload(filename: string, contentType: string, content: Buffer | string) {
  const { body, contentType: type } = multipartBody([
    { name: 'data', body: JSON.stringify({ type: 'file', knowledge_engine_id: engineId }) },
    { name: 'file', filename, contentType, body: content },
  ]);
  const res = await rawRequest(server.url, { path: '/api/v1/data-sources', headers: { ...server.auth(), 'Content-Type': type, 'Content-Length': body.length }, body });
  expect(res.status).toBe(201);
  return res.json();
}

describe('downloading the original file', () => {
  it('sends the bytes as uploaded, with the original name and the type of what they are', async () => {
    const pdf = await makePdf(['Invoice INV-7 for résumé writing']);
    const ds = await upload('résumé 2024.pdf', 'application/pdf', pdf);
    const res = await server.fetch(`/api/v1/data-sources/${ds.id}/file`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="r_sum_ 2024.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%202024.pdf`);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('never lets a browser render an uploaded page on this origin', async () => {
    const ds = await upload('page.html', 'text/html', `<html><body><script>alert(1)</script><p>Invoice ${Date.now()}</p></body></html>`);
    const res = await server.fetch(`/api/v1/data-sources/${ds.id}/file`);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
  });

  it('answers 404 for another account\'s file, an unknown id, and without a key 401', async () => {
    const ds = await upload('mine.txt', 'text/plain', `mine ${Date.now()}`);
    const other = await createKey(server.dataDir, 'other-account');
    const asOther = await fetch(`${server.url}/api/v1/data-sources/${ds.id}/file`, { headers: { Authorization: `Basic ${Buffer.from(`${other.key}:`).toString('base64')}` } });
    expect(asOther.status).toBe(404);
    expect((await server.fetch('/api/v1/data-sources/ds_0000000000/file')).status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/data-sources/${ds.id}/file`)).status).toBe(401);
  });

  it('names the download in GraphQL as DataSource.fileUrl', async () => {
    const ds = await upload('gql.txt', 'text/plain', `graphql ${Date.now()}`);
    const answer = await server.graphql('query($id: ID!) { dataSource(id: $id) { fileUrl } }', { id: ds.id });
    const fileUrl = answer.body.data.dataSource.fileUrl;
    expect(fileUrl).toBe(`/api/v1/data-sources/${ds.id}/file`);
    expect(await (await server.fetch(fileUrl)).text()).toMatch(/^graphql \d+$/);
  });
});
