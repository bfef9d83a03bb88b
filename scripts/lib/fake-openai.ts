import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stands in for the model servers this machine cannot reach, speaking their wire
 * formats as documented: OpenAI's Chat Completions (POST /v1/chat/completions,
 * one JSON completion or, with `stream: true`, `chat.completion.chunk` events ending
 * in `data: [DONE]`, usage in a last chunk with `stream_options.include_usage`) and
 * Google's Gemini (POST /v1beta/models/{model}:generateContent, and
 * :streamGenerateContent?alt=sse with one GenerateContentResponse per event). Tests
 * set how it behaves: slow, failing, refusing a response format, enforcing a
 * context window as vLLM and llama.cpp do, answering fenced or cut-off JSON,
 * pausing a stream part-way, or hanging.
 */
export interface FakeOpenAI {
  baseUrl: string;
  geminiBaseUrl: string;
  /** Request bodies (Gemini ones with the model, key and method from the URL and header). */
  requests: Array<any>;
  /** Most requests it was answering at once. */
  peakConcurrent: number;
  behave(b: Partial<Behaviour>): void;
  /** Back to answering at once with an empty answer. */
  reset(): void;
  close(): Promise<void>;
}

export interface Behaviour {
  delayMs: number;
  /** Fail this many requests (with `failStatus`, and `retryAfter` as Retry-After) before answering. */
  failFirst: number;
  failStatus: number;
  retryAfter: string | null;
  /** The content the model "writes": an object is sent as JSON, a string as it is. */
  answer: (prompt: string, request: any) => unknown;
  /** Response formats refused with a 400, as servers without them do. */
  refuse: Array<'json_schema' | 'json_object' | 'responseSchema'>;
  /** A context window: a prompt (plus max_tokens) over it is refused with 400, as vLLM does. */
  contextTokens: number | null;
  /** Streamed answers are cut into pieces of this many characters, `pieceDelayMs` apart. */
  pieceChars: number;
  pieceDelayMs: number;
  /** Once the streamed text holds `text`, the stream waits for `until` before going on. */
  pauseAfter: { text: string; until: Promise<void> } | null;
  /** Accept the request and never answer. */
  hang: boolean;
  /** Answer one whole completion even when asked to stream, as some older servers do. */
  ignoreStream: boolean;
  /** When set, answers wait for it too: holds a run at its model call until the caller lets it go. */
  hold: Promise<unknown> | undefined;
}

/** Tokens as a BPE tokenizer roughly counts them: up to 5 letters, or 3 digits, or one symbol each. */
export function countTokens(text: string): number {
  let n = 0;
  for (const m of text.matchAll(/\p{L}+|\p{N}+|[^\s\p{L}\p{N}]/gu)) n += /\p{N}/u.test(m[0]) ? Math.ceil(m[0].length / 3) : /\p{L}/u.test(m[0]) ? Math.ceil(m[0].length / 5) : 1;
  return n;
}

const defaults = (): Behaviour => ({
  delayMs: 0,
  failFirst: 0,
  failStatus: 503,
  retryAfter: null,
  answer: () => ({ fields: {} }),
  refuse: [],
  contextTokens: null,
  pieceChars: 24,
  pieceDelayMs: 0,
  pauseAfter: null,
  hang: false,
  ignoreStream: false,
  hold: undefined,
});

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  let behaviour = defaults();
  const requests: FakeOpenAI['requests'] = [];
  let failed = 0;
  let concurrent = 0;
  const fake = { peakConcurrent: 0 } as FakeOpenAI;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const gemini = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)(\?alt=sse)?$/.exec(req.url ?? '');
    if (req.method !== 'POST' || (req.url !== '/v1/chat/completions' && !gemini)) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString());
    const at = Date.now();
    requests.push(gemini ? { ...body, model: decodeURIComponent(gemini[1]), method: gemini[2], apiKey: req.headers['x-goog-api-key'], at } : { ...body, authorization: req.headers.authorization, at });
    concurrent++;
    fake.peakConcurrent = Math.max(fake.peakConcurrent, concurrent);
    res.on('close', () => concurrent--);
    const b = behaviour;
    if (b.hang) return;
    if (b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs));
    await b.hold;
    const refuse = (message: string) =>
      res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify(gemini ? { error: { code: 400, message, status: 'INVALID_ARGUMENT' } } : { error: { code: 400, message, type: 'invalid_request_error' } }));
    if (failed < b.failFirst) {
      failed++;
      res.writeHead(b.failStatus, { 'Content-Type': 'application/json', ...(b.retryAfter ? { 'Retry-After': b.retryAfter } : {}) });
      res.end(JSON.stringify({ error: { message: 'The server is overloaded', type: 'server_error' } }));
      return;
    }
    if (gemini ? body.generationConfig?.responseSchema && b.refuse.includes('responseSchema') : b.refuse.includes(body.response_format?.type)) {
      return refuse(gemini ? 'Invalid JSON payload received. Unknown name "responseSchema" at \'generation_config\': Cannot find field.' : `Unsupported response_format type: ${body.response_format.type}`);
    }
    const prompt = gemini
      ? [...body.systemInstruction.parts, ...body.contents.flatMap((c: { parts: unknown[] }) => c.parts)].map((p: { text: string }) => p.text).join('\n')
      : body.messages.map((m: { content: string }) => m.content).join('\n');
    const promptTokens = countTokens(prompt);
    const maxTokens = (gemini ? body.generationConfig?.maxOutputTokens : body.max_tokens) ?? 0;
    if (b.contextTokens !== null && promptTokens + maxTokens > b.contextTokens) {
      requests.at(-1).overContext = true;
      return refuse(
        gemini
          ? `The input token count (${promptTokens}) exceeds the maximum number of tokens allowed (${b.contextTokens}).`
          : `This model's maximum context length is ${b.contextTokens} tokens. However, you requested ${promptTokens + maxTokens} tokens (${promptTokens} in the messages, ${maxTokens} in the completion). Please reduce the length of the messages or completion.`,
      );
    }
    const written = b.answer(prompt, body);
    const text = typeof written === 'string' ? written : JSON.stringify(written);
    const outTokens = countTokens(text);
    const streamed = !b.ignoreStream && (gemini ? gemini[2] === 'streamGenerateContent' : body.stream === true);
    if (!streamed) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify(
          gemini
            ? { candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: promptTokens, candidatesTokenCount: outTokens, totalTokenCount: promptTokens + outTokens } }
            : {
                id: 'chatcmpl-test',
                object: 'chat.completion',
                created: Math.floor(Date.now() / 1000),
                model: body.model,
                choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
                usage: { prompt_tokens: promptTokens, completion_tokens: outTokens, total_tokens: promptTokens + outTokens },
              },
        ),
      );
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: object, finish: string | null) => ({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] });
    // Gemini separates events with CRLF pairs; OpenAI-compatible servers with LF pairs.
    const send = (data: unknown) => res.write(gemini ? `data: ${JSON.stringify(data)}\r\n\r\n` : `data: ${JSON.stringify(data)}\n\n`);
    if (!gemini) send(chunk({ role: 'assistant', content: '' }, null));
    let sent = '';
    let paused = false;
    for (let i = 0; i < text.length && !res.destroyed; i += b.pieceChars) {
      const piece = text.slice(i, i + b.pieceChars);
      sent += piece;
      if (gemini) send({ candidates: [{ content: { role: 'model', parts: [{ text: piece }] }, index: 0 }], usageMetadata: { promptTokenCount: promptTokens, candidatesTokenCount: countTokens(sent), totalTokenCount: promptTokens + countTokens(sent) }, modelVersion: 'gemini-1.5-pro-002' });
      else send(chunk({ content: piece }, null));
      if (b.pieceDelayMs) await new Promise((r) => setTimeout(r, b.pieceDelayMs));
      if (b.pauseAfter && !paused && sent.includes(b.pauseAfter.text)) {
        paused = true;
        await b.pauseAfter.until;
      }
    }
    if (gemini) {
      send({ candidates: [{ content: { role: 'model', parts: [{ text: '' }] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: promptTokens, candidatesTokenCount: outTokens, totalTokenCount: promptTokens + outTokens }, modelVersion: 'gemini-1.5-pro-002' });
    } else {
      send(chunk({}, 'stop'));
      if (body.stream_options?.include_usage) send({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created, model: body.model, choices: [], usage: { prompt_tokens: promptTokens, completion_tokens: outTokens, total_tokens: promptTokens + outTokens } });
      res.write('data: [DONE]\n\n');
    }
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    geminiBaseUrl: `http://127.0.0.1:${port}/v1beta`,
    requests,
    behave(next: Partial<Behaviour>) {
      behaviour = { ...behaviour, ...next };
      if (next.failFirst !== undefined) failed = 0;
    },
    reset() {
      behaviour = defaults();
      failed = 0;
      fake.peakConcurrent = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A fact a scripted model finds in the pages it is shown: the quote's pattern and the value it writes. */
export type Fact = { pattern: RegExp; value: (match: RegExpExecArray) => unknown };

/**
 * A model that reads its prompt as this service writes it (the fields listed as
 * `- name (type...)`, pages as `=== data_source_id X (name), page N ===`) and
 * answers each field asked from the facts it finds in the pages shown, with an
 * exact quote, in the order asked; null when the pages shown do not hold it.
 */
export function scriptedModel(facts: Record<string, Fact>) {
  return (prompt: string) => {
    const asked = [...prompt.matchAll(/^- ([A-Za-z0-9_]+) \(/gm)].map((m) => m[1]);
    const blocks = [...prompt.matchAll(/^=== data_source_id (\S+) \(.*\), page (\d+) ===\n([\s\S]*?)(?=\n\n=== data_source_id |$(?![\s\S]))/gm)];
    const fields: Record<string, unknown> = {};
    for (const name of asked) {
      const fact = facts[name];
      let answer: unknown = { value: null, evidence: [] };
      for (const block of fact ? blocks : []) {
        const m = new RegExp(fact.pattern.source, fact.pattern.flags.replace('g', '')).exec(block[3]);
        if (m) {
          answer = { value: fact.value(m), evidence: [{ data_source_id: block[1], page: Number(block[2]), quote: m[0] }] };
          break;
        }
      }
      fields[name] = answer;
    }
    return { fields };
  };
}
