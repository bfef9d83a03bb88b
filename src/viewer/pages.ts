import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { WebApp } from '../http/api.ts';

/**
 * The run viewer at /app (DESIGN section 10): one HTML page and its one script and
 * style sheet, read from beside this file, nothing from elsewhere (no CDN: it works
 * offline). The page loads without a key; its script reads the API with the browser's
 * Basic credentials, which the browser asks for at the first 401 and keeps for the
 * session. Every view (/app, /app/engines/{id}, /app/data-sources/{id},
 * /app/runs/{id}) is the same page: the script draws what the address names.
 */

interface Asset {
  body: Buffer;
  gzip: Buffer;
  type: string;
  etag: string;
}

const VIEW = /^\/app(?:\/(?:engines|data-sources|runs)\/[A-Za-z0-9_-]{1,64})?\/?$/;

/** The page may run only its own script and show only its own origin's images. */
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function load(name: string, type: string): Asset {
  const body = fs.readFileSync(new URL(`./${name}`, import.meta.url));
  return { body, gzip: zlib.gzipSync(body, { level: 9 }), type, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
}

export function createRunViewer(): WebApp {
  const page = load('app.html', 'text/html; charset=utf-8');
  const assets = new Map([
    ['/app/app.js', load('app.js', 'text/javascript; charset=utf-8')],
    ['/app/app.css', load('app.css', 'text/css; charset=utf-8')],
  ]);

  return {
    matches: (pathname) => pathname === '/app' || pathname.startsWith('/app/'),
    handle(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
      const asset = assets.get(pathname) ?? (VIEW.test(pathname) ? page : undefined);
      if (!asset || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      const headers: Record<string, string | number> = {
        ETag: asset.etag,
        // Asked again each time (the tag answers 304), so a new version shows at once after an upgrade.
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': CSP,
        'Referrer-Policy': 'no-referrer',
      };
      if (req.headers['if-none-match'] === asset.etag) {
        res.writeHead(304, headers).end();
        return true;
      }
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = gzip ? asset.gzip : asset.body;
      res.writeHead(200, { ...headers, 'Content-Type': asset.type, 'Content-Length': body.length, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
