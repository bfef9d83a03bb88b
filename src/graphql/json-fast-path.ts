import type { IncomingMessage, ServerResponse } from 'node:http';
import { processRegularResult } from 'graphql-yoga';
import { readBodyText } from '../http/body/json.ts';
import { graphQLBodyTooLarge } from './plugins/body-size.ts';
import type { ServerContext } from './context.ts';
import type { GraphQLServer } from './yoga.ts';

/** Result media types in Yoga's order of preference for a plain (non-streamed) result. */
const RESULT_TYPES = ['application/graphql-response+json', 'application/json'];

/**
 * Queries and mutations POSTed as JSON: the common case, and the one whose cost should be
 * the work it asks for. Yoga's Node adapter wraps every request and response in Fetch API
 * objects with streamed bodies, which cost several times a small read; here the body is
 * read at once and the parameters go straight into Yoga's own operation pipeline
 * (`getResultForParams`: its plugins, caches, limits and error masking), and the result
 * through its own result processor. Anything else (GET, multipart, subscriptions over
 * SSE, subscriptions, batches, odd bodies, an Accept it does not serve) is Yoga's, as
 * before.
 */
export function createGraphQLHandler(yoga: GraphQLServer, opts: { maxBodyBytes: number }) {
  return async function handle(req: IncomingMessage, res: ServerResponse, context: ServerContext): Promise<void> {
    const plain = req.method === 'POST' && (req.url ?? '').split('?')[0] === '/graphql' && isJson(req.headers['content-type']) && !req.headers['x-graphql-event-stream-token'];
    const accepted = plain ? resultType(req.headers.accept) : undefined;
    if (!accepted) return void (await yoga.handle(req, res, context));

    const body = await readBodyText(req, opts.maxBodyBytes, () => graphQLBodyTooLarge(opts.maxBodyBytes));
    const params = parseParams(body);
    const aborter = new AbortController();
    res.once('close', () => res.writableFinished || aborter.abort());
    const request = new yoga.fetchAPI.Request(`http://localhost${req.url ?? '/graphql'}`, {
      method: 'POST',
      headers: headersOf(req),
      signal: aborter.signal,
      ...(params ? {} : { body }),
    });
    // Not a single operation Yoga's pipeline takes as it is: Yoga answers it, from the body read here.
    if (!params) return send(res, await yoga.handleRequest(request, context));

    const operationContext = { ...context, request, params } as ServerContext;
    const result = await yoga.getResultForParams({ params, request }, operationContext);
    send(res, await processRegularResult(result!, yoga.fetchAPI, accepted));
  };
}

function isJson(type: string | undefined): boolean {
  return /^application\/json\s*(?:;\s*charset=utf-8\s*)?$/i.test(type ?? '');
}

/**
 * The media type Yoga answers a plain result with: of the JSON types it serves, the last
 * that matches an accepted type, taking Accept's entries from last to first (so `*\/*`
 * gets application/json). Undefined when a stream may be wanted, or nothing matches.
 */
function resultType(accept: string | undefined): string | undefined {
  const asked = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',').reverse();
  if (asked.some((a) => a.startsWith('text/event-stream') || a.startsWith('multipart/mixed'))) return undefined;
  let chosen: string | undefined;
  for (const entry of asked) {
    const [type, ...params] = entry.split(';');
    if (params.some((p) => p.startsWith('charset=') && p !== 'charset=utf-8')) continue;
    const [pre, suf] = type.split('/');
    for (const served of RESULT_TYPES) {
      const [sPre, sSuf] = served.split('/');
      if ((pre === '*' || pre === sPre) && (suf === '*' || suf === sSuf)) chosen = served;
    }
  }
  return chosen;
}

type Params = { query: string; variables?: Record<string, unknown>; operationName?: string; extensions?: Record<string, unknown> };

/** A body that is exactly one well-formed operation request; anything else is left to Yoga. */
function parseParams(body: string): Params | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { query, variables, operationName, extensions, ...rest } = value as Record<string, unknown>;
  const objectOrAbsent = (v: unknown) => v == null || (typeof v === 'object' && !Array.isArray(v));
  // A subscription may be answered as a stream, which is Yoga's to negotiate.
  if (typeof query !== 'string' || !query || /\bsubscription\b/.test(query) || Object.keys(rest).length) return undefined;
  if (!objectOrAbsent(variables) || !objectOrAbsent(extensions) || !(operationName == null || typeof operationName === 'string')) return undefined;
  return value as Params;
}

function headersOf(req: IncomingMessage): [string, string][] {
  const headers: [string, string][] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.push([req.rawHeaders[i], req.rawHeaders[i + 1]]);
  return headers;
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, { ...headers, 'Content-Length': body.length });
  res.end(body);
}
