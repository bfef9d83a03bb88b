import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { AppError, notFound, toAppError } from '../errors.ts';
import { GRAPHQL_SSE_ENDPOINT, type GraphQLServer } from '../graphql/yoga.ts';
import type { ServerContext } from '../graphql/context.ts';
import { createRouter, type Route } from '../rest/router.ts';
import type { Services } from '../services/index.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { refuseCrossSiteWrite } from './cross-site.ts';
import { isMultipart, parseGraphQLMultipart } from './graphql-upload.ts';
import { createRateLimiter } from './rate-limit.ts';
import { requestIdOf } from './request-id.ts';
import { sendGraphQLError, sendJson, sendRestError } from './respond.ts';
import { sendEventStream } from './sse.ts';

const API_PREFIX = '/api/v1';

export interface HttpDeps {
  config: Config;
  services: Services;
  blobs: BlobStore;
  graphql: GraphQLServer;
  routes: Route[];
  log: Logger;
}

/**
 * The one Node request listener: request ids and log lines for everything, then
 * `/health`, `/graphql` (Yoga) and `/api/v1` (the route table). Both API surfaces
 * authenticate here, once, through the same service.
 */
export function createRequestListener(deps: HttpDeps) {
  const { config, services, blobs, graphql, log } = deps;
  const match = createRouter(deps.routes);
  const takeToken = createRateLimiter({ perSecond: config.rateLimitPerSecond, burst: config.rateLimitBurst });

  async function authenticate(req: IncomingMessage) {
    const { account, keyId } = await services.apiKeys.authenticateKey(req.headers.authorization);
    takeToken(keyId);
    return account;
  }

  async function serveGraphQL(req: IncomingMessage, res: ServerResponse, requestId: string, requestLog: ServerContext['requestLog']) {
    // Only /graphql itself renders the page; other GraphQL paths (the SSE endpoint) always need credentials.
    const isGraphiQLPage =
      req.method === 'GET' && (req.url ?? '').split('?')[0] === '/graphql' && (req.headers.accept ?? '').includes('text/html');
    try {
      // The playground page itself loads without credentials; every operation needs them.
      const account = isGraphiQLPage ? undefined : await authenticate(req);
      if (req.method === 'POST' && isMultipart(req)) {
        await parseGraphQLMultipart(req, res, { maxFileBytes: config.maxFileBytes, maxFiles: config.maxBatchFiles });
      }
      await graphql.handle(req, res, { account: account!, requestId, requestLog });
    } catch (error) {
      sendGraphQLError(res, logged(error, requestId, req), requestId);
    }
  }

  async function serveRest(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string, requestLog: { route?: string }) {
    try {
      const found = match(req.method ?? 'GET', url.pathname.slice(API_PREFIX.length) || '/');
      if (!found) throw notFound('path', url.pathname);
      refuseCrossSiteWrite(req);
      const account = await authenticate(req);
      if ('allowed' in found) {
        throw new AppError('not_found', `${req.method} is not allowed on ${url.pathname}; use ${found.allowed.join(' or ')}`);
      }
      requestLog.route = `${found.route.method} ${API_PREFIX}${found.route.path}`;
      const result = await found.route.handle({ account, params: found.params, query: url.searchParams, req, services, blobs, config });
      if ('events' in result) await sendEventStream(req, res, result.status, result.events);
      else sendJson(res, result.status, result.body);
    } catch (error) {
      sendRestError(res, logged(error, requestId, req), requestId);
    }
  }

  function logged(error: unknown, requestId: string, req: IncomingMessage): AppError {
    const appError = toAppError(error);
    // A client that hung up mid-request is not a server fault; its log line says aborted.
    if (!(error instanceof AppError) && !req.socket.destroyed) log.error({ err: error, request_id: requestId }, 'unexpected error');
    return appError;
  }

  return function listener(req: IncomingMessage, res: ServerResponse): void {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req);
    res.setHeader('X-Request-Id', requestId);
    const requestLog: { route?: string; operation?: string } = {};
    // One line per request: on 'finish' when the response went out, on 'close' when
    // the client went away first (status 499, as nginx logs it, unless headers were sent).
    let written = false;
    const writeLog = () => {
      if (written) return;
      written = true;
      const aborted = !res.writableFinished;
      log.info({
        request_id: requestId,
        method: req.method,
        path: (req.url ?? '').split('?')[0],
        route: requestLog.route,
        operation: requestLog.operation,
        status: aborted && !res.headersSent ? 499 : res.statusCode,
        ...(aborted ? { aborted: true } : {}),
        duration_ms: Number(process.hrtime.bigint() - started) / 1e6,
      }, 'request');
    };
    res.once('finish', writeLog);
    res.once('close', writeLog);

    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') {
      sendJson(res, 200, { status: 'ok' });
    } else if (url.pathname === '/graphql' || url.pathname === GRAPHQL_SSE_ENDPOINT) {
      requestLog.route = 'graphql';
      void serveGraphQL(req, res, requestId, requestLog);
    } else if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
      void serveRest(req, res, url, requestId, requestLog);
    } else {
      const error = notFound('path', url.pathname);
      sendRestError(res, error, requestId);
    }
  };
}
