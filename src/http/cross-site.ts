import type { IncomingMessage } from 'node:http';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser may attach cached Basic credentials to a form another site posts (a
 * multipart upload, say) without any preflight. Browsers mark such a request: they
 * send `Origin` (the other site's) and `Sec-Fetch-Site: cross-site`/`same-site`.
 * A request that changes something is refused when either says it came from another
 * origin. Clients that are not browsers (curl, SDKs) send neither, and a page served
 * by this server itself (GraphiQL) sends its own origin.
 */
export function refuseCrossSiteWrite(req: IncomingMessage): void {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return;
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  const fromElsewhere = site === 'cross-site' || site === 'same-site' || (origin !== undefined && !sameHost(origin, req.headers.host));
  if (fromElsewhere) {
    throw new AppError('cross_site_request', 'requests from another site are refused: send this request from a client that is not a web page of another origin');
  }
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false; // "null" (a sandboxed or file page) or garbage
  }
}
