import type { IncomingMessage } from 'node:http';
import { AppError, invalidRequest } from '../../errors.ts';

/** Reads a JSON request body of at most `maxBytes`, checking its Content-Type first. */
export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    throw new AppError('unsupported_media_type', `Content-Type must be application/json${type ? `, got ${type.split(';')[0]}` : ''}`);
  }
  const text = await readBodyText(req, maxBytes, () => tooLarge(maxBytes));
  if (text.trim() === '') throw invalidRequest('the request body is empty; send a JSON object');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalidRequest(`the request body is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * A body held whole (a JSON document), of at most `maxBytes`: refused from its
 * Content-Length before anything is read, and counted while it streams in. Past the
 * limit the rest is read and dropped rather than the socket destroyed: a client still
 * writing would otherwise get a reset instead of the 413 (the request's own time
 * limits end a client that never stops).
 */
export function readBodyText(req: IncomingMessage, maxBytes: number, tooLarge: () => Error): Promise<string> {
  if (Number(req.headers['content-length']) > maxBytes) return refuseAfterRest(req, tooLarge);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      refused = true;
      chunks.length = 0;
      req.off('data', onData);
      refuseAfterRest(req, tooLarge).catch(reject);
    };
    req.on('data', onData);
    req.once('end', () => refused || resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

/** Longest a refused body is read on for a client that asked to close after the answer. */
const LINGER_MS = 2000;

/**
 * Refuses a body, having read and dropped the rest of it first when the connection is
 * closed after the answer (the client sent `Connection: close`, or HTTP/1.0). Node closes
 * such a socket once the answer is written; bytes the client is still sending then
 * arrive at a closed socket, the kernel answers them with a reset, and the client's
 * kernel may throw away the answer it had not yet read (nginx's "lingering close" is
 * the same remedy). A client that keeps sending is answered after `LINGER_MS` anyway; a
 * connection kept alive is answered at once, Node reading the rest off the wire.
 */
function refuseAfterRest(req: IncomingMessage, tooLarge: () => Error): Promise<never> {
  const closesAfter = req.httpVersion === '1.0' || /\bclose\b/i.test(req.headers.connection ?? '');
  if (!closesAfter || req.complete) return Promise.reject(tooLarge());
  return new Promise((_, reject) => {
    const refuse = () => {
      clearTimeout(timer);
      reject(tooLarge());
    };
    const timer = setTimeout(refuse, LINGER_MS);
    req.on('data', () => {});
    req.once('end', refuse);
    req.once('close', refuse);
    req.once('error', refuse);
  });
}

const tooLarge = (maxBytes: number) => new AppError('payload_too_large', `the JSON body is larger than the limit of ${maxBytes} bytes`);
