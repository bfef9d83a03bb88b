import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, rawRequest } from './support/raw-http.ts';
import { startServer, type TestServer } from './support/server.ts';

/** Issue 16: HTTP-level abuse of the REST surface (cross-site writes, ...). */

let server: TestServer;
let engineId: string;
beforeAll(async () => {
  server = await startServer();
  engineId = (await (await server.json('/api/v1/knowledge-engines', { name: 'HTTP abuse' })).json()).id;
});
afterAll(() => server?.stop());

function upload(headers: Record<string, string>, filename = 'note.txt') {
  const { body, contentType } = multipartBody([
    { name: 'data', body: JSON.stringify({ type: 'file', knowledge_engine_id: engineId }) },
    { name: 'file', filename, contentType: 'text/plain', body: `A note written at ${Date.now()} ${Math.random()}` },
  ]);
  return rawRequest(server.url, { path: '/api/v1/data-sources', headers: { ...server.auth(), 'Content-Type': contentType, 'Content-Length': body.length, ...headers }, body });
}

describe('REST writes from another site (row 7)', () => {
  it.each([
    ['an Origin of another site', { Origin: 'https://elsewhere.example' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['an opaque Origin', { Origin: 'null' }],
  ])('refuses an upload with %s and stores nothing', async (_label, headers) => {
    const before = server.rows().data_sources;
    const res = await upload(headers);
    expect(res.status).toBe(403);
    expect(res.json().code).toBe('cross_site_request');
    expect(server.rows().data_sources).toBe(before);
    expect(server.files().temp).toBe(0);
  });

  it('refuses a JSON write from another site too', async () => {
    const res = await server.json('/api/v1/knowledge-engines', { name: 'Forged' }, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('cross_site_request');
  });

  it('takes an upload from this server own origin, and from a client that sends no Origin', async () => {
    const host = new URL(server.url).host;
    expect((await upload({ Origin: `http://${host}`, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
    expect((await upload({})).status).toBe(201);
  });

  it('leaves reads from another site alone (CORS keeps their answers from that site)', async () => {
    const res = await server.fetch('/api/v1/knowledge-engines', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(200);
  });
});

describe('file names (rows 12 and 14)', () => {
  it('keeps a UTF-8 file name as sent on REST', async () => {
    const res = await upload({}, 'résumé 履歴書.txt');
    expect(res.status).toBe(201);
    expect(res.json().name).toBe('résumé 履歴書.txt');
  });

  it('refuses a file name over 255 characters when no name is given, as it refuses such a name', async () => {
    const before = server.rows().data_sources;
    const long = await upload({}, `${'n'.repeat(1024)}.txt`);
    expect(long.status).toBe(400);
    expect(long.json().code).toBe('invalid_request');
    expect(long.json().error).toMatch(/255/);
    expect(server.rows().data_sources).toBe(before);
    expect((await upload({}, `${'n'.repeat(251)}.txt`)).status).toBe(201);
  });
});

/** Sends only the head of a 50 MB upload with `Expect: 100-continue`; resolves with the first status line the server sends. */
function firstAnswerToExpect(authorization: string): Promise<string> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `POST /api/v1/data-sources HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: ${authorization}\r\n` +
          `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${50 * 1024 * 1024}\r\nExpect: 100-continue\r\n\r\n`,
      );
    });
    let head = '';
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const line = head.split('\r\n')[0];
      if (head.includes('\r\n')) {
        socket.destroy();
        resolve(line);
      }
    });
    socket.on('error', reject);
    socket.setTimeout(5000, () => {
      socket.destroy();
      reject(new Error(`no answer; got ${JSON.stringify(head)}`));
    });
  });
}

describe('Expect: 100-continue (row 15)', () => {
  it('answers 401 to a bad key before inviting the body', async () => {
    const bad = `Basic ${Buffer.from('ke-WrongKeyWrongKeyWrongKeyWrong0:').toString('base64')}`;
    expect(await firstAnswerToExpect(bad)).toBe('HTTP/1.1 401 Unauthorized');
  });

  it('invites the body with 100 Continue for a valid key', async () => {
    expect(await firstAnswerToExpect(server.auth().Authorization)).toBe('HTTP/1.1 100 Continue');
  });
});
