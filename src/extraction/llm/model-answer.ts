import { BackendError } from '../backend.ts';

/**
 * The prompt is longer than the model's window (the server said so); the caller
 * sends less. `share` is the window over what was asked, when the server's message
 * gave both numbers (vLLM, OpenAI, llama.cpp and Gemini all do, each in its words).
 */
export class ContextOverflow extends BackendError {
  readonly share: number | undefined;
  constructor(message: string, share?: number) {
    super(message, false);
    this.name = 'ContextOverflow';
    this.share = share;
  }
}

const WINDOW = /maximum context length is (\d+)|maximum number of tokens allowed \((\d+)\)|"n_ctx"\s*:\s*(\d+)|context size[^\d]{0,40}(\d+)/i;
const ASKED = /you requested (\d+)|resulted in (\d+)|input token count \((\d+)\)|"n_prompt_tokens"\s*:\s*(\d+)/i;
const firstNumber = (m: RegExpExecArray | null) => (m ? Number(m.slice(1).find((g) => g !== undefined)) : NaN);

function shareOf(message: string): number | undefined {
  const window = firstNumber(WINDOW.exec(message));
  const asked = firstNumber(ASKED.exec(message));
  return window > 0 && asked > window ? window / asked : undefined;
}

/** The server refused the structured-output request (response_format, responseSchema); the caller asks more simply. */
export class FormatRefused extends BackendError {
  constructor(message: string) {
    super(message, false);
    this.name = 'FormatRefused';
  }
}

const OVERFLOW = /context[ _]length|context size|context window|maximum number of tokens|exceeds the maximum|too many tokens|prompt is too long|input is too long/i;
const FORMAT = /response_format|json_schema|response_?schema|response_?mime_?type|responseSchema|responseMimeType|guided|grammar|schema/i;

/**
 * Reads a model server's answer with at most `maxBytes` held, handing each piece
 * to `onPiece` as it arrives: refused from its Content-Length, else counted as it
 * streams in and cut off past the limit (a misbehaving server could otherwise
 * send hundreds of megabytes into memory).
 */
export async function readCapped(response: Response, maxBytes: number, onPiece: (text: string) => void): Promise<void> {
  const tooLarge = () => new BackendError(`the model server's answer is larger than ${maxBytes} bytes (MODEL_ANSWER_MAX_BYTES)`, false);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    onPiece(decoder.decode(value, { stream: true }));
  }
  onPiece(decoder.decode());
}

/**
 * Reads an answer that is either Server-Sent Events (a streamed answer: each
 * event's data goes to `onEvent` as it completes) or, from a server that ignored
 * `stream`, one JSON body (returned whole, parsed).
 */
export async function readEventsOrJson(response: Response, maxBytes: number, onEvent: (data: string) => void): Promise<unknown> {
  if (!/^text\/event-stream/i.test(response.headers.get('content-type') ?? '')) {
    let text = '';
    await readCapped(response, maxBytes, (piece) => (text += piece));
    try {
      return JSON.parse(text);
    } catch {
      throw new BackendError('the model server answered something other than JSON', true);
    }
  }
  let buffer = '';
  const flush = (block: string) => {
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''));
    if (data.length) onEvent(data.join('\n'));
  };
  await readCapped(response, maxBytes, (piece) => {
    buffer += piece;
    let cut: RegExpExecArray | null;
    while ((cut = /\r?\n\r?\n/.exec(buffer))) {
      flush(buffer.slice(0, cut.index));
      buffer = buffer.slice(cut.index + cut[0].length);
    }
  });
  if (buffer.trim()) flush(buffer);
  return undefined;
}

/**
 * A model server's error answer as a BackendError. Its body (an HTML error page, a
 * proxy's message, anything) is never put in the run's message nor logged, where it
 * could leak upstream details or flood the log; a 400's first 4 KiB are only looked
 * at, to tell a prompt over the model's window and a refused response format from
 * other refusals.
 */
export async function upstreamFailure(response: Response): Promise<BackendError> {
  const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  if (response.status === 400 || response.status === 413 || response.status === 422) {
    let head = '';
    await readCapped(response, 1 << 20, (piece) => void (head.length < 4096 && (head += piece))).catch(() => undefined);
    head = head.slice(0, 4096);
    if (OVERFLOW.test(head) || response.status === 413) return new ContextOverflow(`the model server refused the prompt as longer than its context (${status})`, shareOf(head));
    if (FORMAT.test(head)) return new FormatRefused(`the model server refused the response format (${status})`);
    return new BackendError(`the model server answered ${status}`, false);
  }
  await response.body?.cancel().catch(() => undefined);
  const transient = response.status === 429 || response.status === 408 || response.status >= 500;
  const error = new BackendError(`the model server answered ${status}`, transient);
  error.retryAfterSeconds = retryAfter(response.headers.get('retry-after'));
  return error;
}

/** `Retry-After` as seconds from now (delta-seconds or an HTTP date), or undefined. */
export function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
