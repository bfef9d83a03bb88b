import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stands in for an OpenAI-compatible model server, which this machine cannot
 * reach. It speaks the real Chat Completions wire format; tests set how it
 * behaves: how long it takes, how often it fails first, and what it answers.
 */
export interface FakeOpenAI {
  baseUrl: string;
  requests: Array<{ model: string; messages: Array<{ role: string; content: string }> }>;
  behave(b: Partial<Behaviour>): void;
  close(): Promise<void>;
}

interface Behaviour {
  delayMs: number;
  /** Fail this many requests (with `failStatus`) before answering. */
  failFirst: number;
  failStatus: number;
  /** The JSON content the model "writes". */
  answer: (prompt: string) => unknown;
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const behaviour: Behaviour = { delayMs: 0, failFirst: 0, failStatus: 503, answer: () => ({ fields: {} }) };
  const requests: FakeOpenAI['requests'] = [];
  let failed = 0;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString());
    requests.push(body);
    if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
    if (failed < behaviour.failFirst) {
      failed++;
      res.writeHead(behaviour.failStatus, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'The server is overloaded', type: 'server_error' } }));
      return;
    }
    const content = JSON.stringify(behaviour.answer(body.messages.map((m: { content: string }) => m.content).join('\n')));
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(b) {
      Object.assign(behaviour, b);
      if (b.failFirst !== undefined) failed = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
