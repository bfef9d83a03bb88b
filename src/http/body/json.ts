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
 * Content-Length before anything is read, and counted while it streams in.
 */
export async function readBodyText(req: IncomingMessage, maxBytes: number, tooLarge: () => Error): Promise<string> {
  if (Number(req.headers['content-length']) > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      req.resume();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const tooLarge = (maxBytes: number) => new AppError('payload_too_large', `the JSON body is larger than the limit of ${maxBytes} bytes`);
