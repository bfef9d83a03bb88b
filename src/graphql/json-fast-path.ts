import type { IncomingMessage, ServerResponse } from 'node:http';
import { processRegularResult } from 'graphql-yoga';
import { readBodyText } from '../http/body/json.ts';
import { graphQLBodyTooLarge } from './plugins/body-size.ts';
import type { ServerContext } from './context.ts';
import { ClientGone } from './client-gone.ts';
import { createKnownOperationRunner } from './known-operation.ts';
import type { GraphQLServer } from './yoga.ts';

/** Result media types in Yoga's order of preference for a plain (non-streamed) result. */
const RESULT_TYPES = ['application/graphql-response+json', 'application/json'];

/**
 * Queries and mutations POSTed as JSON: the common case, and the one whose cost should be
 * the work it asks for. Yoga's Node adapter wraps every request and response in Fetch API
 * objects with streamed bodies, which cost several times a small read; here the body is
 * read at once and the parameters go straight into Yoga's own operation pipeline
 * (`getResultForParams`: its plugins, caches, limits and error masking), or, for a query
 * text that pipeline has already parsed and validated, to known-operation.ts; the result
 * goes through Yoga's own result processor. Anything else (GET, multipart, subscriptions over
 * SSE, subscriptions, batches, odd bodies, an Accept it does not serve) is Yoga's, as
 * before.
 */
export function createGraphQLHandler(yoga: GraphQLServer, opts: { maxBodyBytes: number; warn: (message: string) => void }) {
  const runKnown = createKnownOperationRunner(yoga, opts.warn);

  return async function handle(req: IncomingMessage, res: ServerResponse, context: ServerContext): Promise<void> {
    const plain = req.method === 'POST' && (req.url ?? '').split('?')[0] === '/graphql' && isJson(req.headers['content-type']) && !req.headers['x-graphql-event-stream-token'];
    const accepted = plain ? resultType(req.headers.accept) : undefined;
    if (!accepted) return void (await yoga.handle(req, res, context));

    const body = await readBodyText(req, opts.maxBodyBytes, () => graphQLBodyTooLarge(opts.maxBodyBytes));
    const params = parseParams(body);
    const clientGone = new ClientGone();
    res.once('close', () => res.writableFinished || clientGone.leave());
    let request: Request | undefined;
    const requestOf = () =>
      (request ??= new yoga.fetchAPI.Request(`http://localhost${req.url ?? '/graphql'}`, {
        method: 'POST',
        headers: headersOf(req),
        signal: clientGone.signal,
        ...(params ? {} : { body }),
      }));
    // Not a single operation Yoga's pipeline takes as it is: Yoga answers it, from the body read here.
    if (!params) return send(res, await yoga.handleRequest(requestOf(), context));

    // A query text seen and found valid before runs without the pipeline; its context's
    // Fetch Request is built only if a resolver reads it.
    const known = runKnown(params, new KnownOperationContext(context, params, clientGone, requestOf));
    let result;
    if (known) result = await known;
    else {
      const operationContext = { ...context, request: requestOf(), params, clientGone } as ServerContext;
      result = await yoga.getResultForParams({ params, request: requestOf() }, operationContext);
    }
    const answer = processRegularResult(result!, CAPTURE, accepted) as unknown as Captured;
    if (res.headersSent) return; // already answered (a body timeout answers before the handler ends)
    const text = answer.body ?? '';
    res.writeHead(answer.status, { ...answer.headers, 'Content-Length': Buffer.byteLength(text) });
    res.end(text);
  };
}

interface Captured {
  body: string | null;
  status: number;
  headers: Record<string, string>;
}

/**
 * Yoga's result processor decides status, headers and body (errors' HTTP statuses,
 * internals left out); it hands them to `new fetchAPI.Response(...)`. Given this in place
 * of the Fetch API, it hands them here instead, and they go out through node:http as
 * they are: a real Response was built, with its Headers, only to be read back as an
 * ArrayBuffer and copied into a Buffer.
 */
const CAPTURE = {
  Response: class {
    body: string | null;
    status: number;
    headers: Record<string, string>;
    constructor(body: string | null, init: { status?: number; headers?: Record<string, string> }) {
      this.body = body;
      this.status = init.status ?? 200;
      this.headers = init.headers ?? {};
    }
  },
} as unknown as GraphQLServer['fetchAPI'];

/** The context of an operation run by known-operation.ts: its Fetch Request is built when read. */
class KnownOperationContext {
  readonly #requestOf: () => Request;
  declare account: ServerContext['account'];
  declare requestId: string;
  declare requestLog: ServerContext['requestLog'];

  constructor(
    context: ServerContext,
    readonly params: Params,
    readonly clientGone: ClientGone,
    requestOf: () => Request,
  ) {
    Object.assign(this, context);
    this.#requestOf = requestOf;
  }

  get request(): Request {
    return this.#requestOf();
  }
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
  // Clients send the same few Accept headers over and over.
  const key = accept ?? '';
  if (resultTypes.has(key)) return resultTypes.get(key);
  if (resultTypes.size >= 64) resultTypes.clear();
  const chosen = negotiate(accept);
  resultTypes.set(key, chosen);
  return chosen;
}

const resultTypes = new Map<string, string | undefined>();

function negotiate(accept: string | undefined): string | undefined {
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
