import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'graphql-yoga';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface Page {
  etag: string;
  identity: Buffer;
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

/**
 * The GraphiQL page is about 9 MB of bundled scripts (so it works offline): it is sent
 * compressed (brotli or gzip, as the browser accepts, compressed once off the main
 * thread and kept) with an ETag, and a browser that has it gets 304 instead of it again.
 * Only that page: API answers stay uncompressed, and event streams unbuffered.
 */
export function compressedGraphiQL(): Plugin {
  let page: Page | undefined;
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      if (request.method !== 'GET' || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return;
      const html = Buffer.from(await response.arrayBuffer());
      if (!page || !page.identity.equals(html)) {
        page = { etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`, identity: html, encoded: new Map() };
      }
      const headers = new fetchAPI.Headers(response.headers);
      headers.set('etag', page.etag);
      headers.set('cache-control', 'no-cache'); // kept, but checked again each time
      headers.set('vary', 'Accept-Encoding');
      headers.delete('content-length');
      if (request.headers.get('if-none-match') === page.etag) return setResponse(new fetchAPI.Response(null, { status: 304, headers }));
      const accepted = (request.headers.get('accept-encoding') ?? '').toLowerCase();
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      let body = page.identity;
      if (encoding) {
        let pending = page.encoded.get(encoding);
        if (!pending) {
          pending = encoding === 'br' ? brotli(page.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }) : gzip(page.identity, { level: 6 });
          page.encoded.set(encoding, pending);
        }
        body = await pending;
        headers.set('content-encoding', encoding);
      }
      setResponse(new fetchAPI.Response(new Uint8Array(body), { status: response.status, headers }));
    },
  };
}
