import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { FileDownload, InlineImage } from './api.ts';
import type { AppError } from '../errors.ts';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) return; // already answered (a body timeout answers before the handler fails)
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

/** A server-rendered page on the API's origin: no script may run in it, and nothing is fetched. */
export function sendHtml(res: ServerResponse, status: number, html: string): void {
  if (res.headersSent) return;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(html);
}

/** The REST error body of DESIGN section 4. */
export function sendRestError(res: ServerResponse, error: AppError, requestId: string): void {
  sendJson(res, error.status, { error: error.message, code: error.code, request_id: requestId }, error.headers);
}

/** The same failure as a GraphQL response, for errors that happen before Yoga runs. */
export function sendGraphQLError(res: ServerResponse, error: AppError, requestId: string): void {
  sendJson(
    res,
    error.status,
    { errors: [{ message: error.message, extensions: { code: error.code, request_id: requestId } }] },
    error.headers,
  );
}

/**
 * A stored upload, as an attachment: never rendered by a browser on this origin (an
 * uploaded HTML page must not run with the API's cached credentials).
 */
/**
 * An image to show inline. Its bytes follow from the stored file, so a browser keeps it
 * (privately: it was sent for a key) and asks again with its tag, answered 304.
 */
export function sendImage(req: IncomingMessage, res: ServerResponse, status: number, image: InlineImage): void {
  const headers = {
    ETag: image.etag,
    'Cache-Control': 'private, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'",
  };
  if (req.headers['if-none-match'] === image.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(status, { ...headers, 'Content-Type': image.mediaType, 'Content-Length': image.bytes.length }).end(image.bytes);
}

export async function sendFile(res: ServerResponse, status: number, file: FileDownload): Promise<void> {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  res.writeHead(status, {
    'Content-Type': file.mediaType,
    'Content-Length': file.size,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'",
  });
  await pipeline(fs.createReadStream(file.path), res).catch(() => res.destroy());
}
