import http from 'node:http';
import { randomBytes } from 'node:crypto';

/** One part of a hand-built multipart body. A part with `filename` is a file part. */
export interface RawPart {
  name: string;
  filename?: string;
  contentType?: string;
  body: Buffer | string;
}

/**
 * A multipart/form-data body built byte by byte, for what FormData will not send:
 * file names with path separators, truncated bodies, odd part orders.
 */
export function multipartBody(parts: RawPart[], boundary = `----raw${randomBytes(8).toString('hex')}`): { body: Buffer; boundary: string; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType ?? (part.filename !== undefined ? 'application/octet-stream' : undefined)) {
      head += `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    }
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.body), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), boundary, contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json(): any;
}

/** A request over node:http, sending exactly `body` with the headers given (Content-Length included when set). */
export function rawRequest(url: string, opts: { method?: string; path: string; headers: Record<string, string | number>; body: Buffer }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url + opts.path, { method: opts.method ?? 'POST', headers: opts.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/**
 * Starts an upload that declares `declaredBytes` of body, writes `prefix` and then
 * more filler, and destroys the socket once `abortWhen` says so (or after `maxBytes`).
 * Resolves when the socket is gone.
 */
export function abortedUpload(
  url: string,
  opts: { path: string; headers: Record<string, string | number>; prefix: Buffer; declaredBytes: number; abortWhen: () => boolean; maxBytes: number },
): Promise<{ written: number }> {
  return new Promise((resolve) => {
    const req = http.request(url + opts.path, {
      method: 'POST',
      headers: { ...opts.headers, 'Content-Length': opts.declaredBytes },
      agent: false,
    });
    let written = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      req.destroy();
      resolve({ written });
    };
    req.on('error', finish);
    req.on('close', finish);
    req.on('response', finish);
    req.write(opts.prefix);
    written += opts.prefix.length;
    const filler = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      if (done) return;
      if (opts.abortWhen() || written + filler.length > opts.maxBytes) return finish();
      written += filler.length;
      if (req.write(filler)) setTimeout(pump, 2);
      else req.once('drain', () => setTimeout(pump, 2));
    };
    pump();
  });
}

/** Polls `check` until it returns true or `ms` pass; returns its last answer. */
export async function eventually(check: () => boolean, ms = 3000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}
