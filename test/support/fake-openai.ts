import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stands in for the model servers this machine cannot reach. It speaks their real
 * wire formats: OpenAI's Chat Completions (POST /v1/chat/completions) and Google's
 * Gemini generateContent (POST /v1beta/models/{model}:generateContent). Tests set
 * how it behaves: how long it takes, how often it fails first, what it answers.
 */
export interface FakeOpenAI {
  baseUrl: string;
  geminiBaseUrl: string;
  /** Chat Completions bodies, and Gemini bodies with the model and key from the URL and header. */
  requests: Array<any>;
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
  /** When set, answers wait for it too: holds a run at its model call until the caller lets it go. */
  hold: Promise<unknown> | undefined;
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const behaviour: Behaviour = { delayMs: 0, failFirst: 0, failStatus: 503, answer: () => ({ fields: {} }), hold: undefined };
  const requests: FakeOpenAI['requests'] = [];
  let failed = 0;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const gemini = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(req.url ?? '');
    if (req.method !== 'POST' || (req.url !== '/v1/chat/completions' && !gemini)) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString());
    requests.push(gemini ? { ...body, model: decodeURIComponent(gemini[1]), apiKey: req.headers['x-goog-api-key'] } : body);
    if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
    await behaviour.hold;
    if (failed < behaviour.failFirst) {
      failed++;
      res.writeHead(behaviour.failStatus, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'The server is overloaded', type: 'server_error' } }));
      return;
    }
    if (gemini) {
      const prompt = [...body.systemInstruction.parts, ...body.contents.flatMap((c: { parts: unknown[] }) => c.parts)].map((p: { text: string }) => p.text).join('\n');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          candidates: [{ content: { role: 'model', parts: [{ text: JSON.stringify(behaviour.answer(prompt)) }] }, finishReason: 'STOP', index: 0 }],
          usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
        }),
      );
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
    geminiBaseUrl: `http://127.0.0.1:${port}/v1beta`,
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
