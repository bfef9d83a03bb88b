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
  if (Number(req.headers['content-length']) > maxBytes) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      refused = true;
      chunks.length = 0;
      reject(tooLarge());
    });
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

const tooLarge = (maxBytes: number) => new AppError('payload_too_large', `the JSON body is larger than the limit of ${maxBytes} bytes`);
