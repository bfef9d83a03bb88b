import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Account } from '../domain/types.ts';
import { AppError, notFound, toAppError } from '../errors.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { ApiHandler, ApiRequest, GraphQLEndpoint, MetricsEndpoint, WebApp } from './api.ts';
import { parseGraphQLMultipart } from './body/graphql-multipart.ts';
import { readJsonBody } from './body/json.ts';
import { readMultipart } from './body/multipart.ts';
import { isMultipart } from './body/parts.ts';
import { refuseCrossSiteWrite } from './cross-site.ts';
import { createRateLimiter } from './rate-limit.ts';
import { requestIdOf } from './request-id.ts';
import { sendFile, sendGraphQLError, sendHtml, sendImage, sendJson, sendRestError } from './respond.ts';
import { sendEventStream } from './sse.ts';

const API_PREFIX = '/api/v1';

export interface HttpDeps {
  /** Checks an Authorization header; the key's id is what the rate limit counts by. */
  verifyKey(authorization: string | undefined): Promise<{ account: Account; keyId: string }>;
  rateLimit: Parameters<typeof createRateLimiter>[0];
  bodyLimits: { maxJsonBytes: number; maxFileBytes: number; maxBatchFiles: number };
  /** Where uploads are staged while they arrive. */
  blobs: BlobStore;
  graphql: GraphQLEndpoint;
  rest: ApiHandler;
  metrics: MetricsEndpoint;
  /** The run viewer at /app. */
  viewer: WebApp;
  log: Logger;
}

/**
 * The one Node request listener: request ids and log lines for everything, then
 * `/health`, GraphQL and `/api/v1`. Both API surfaces authenticate here, through
 * the same key check and rate limit.
 */
export function createRequestListener(deps: HttpDeps) {
  const { bodyLimits, blobs, graphql, rest, metrics, viewer, log } = deps;
  const takeToken = createRateLimiter(deps.rateLimit);

  async function authenticate(req: IncomingMessage): Promise<Account> {
    const { account, keyId } = await deps.verifyKey(req.headers.authorization);
    await takeToken(keyId);
    return account;
  }

  async function serveGraphQL(req: IncomingMessage, res: ServerResponse, requestId: string, requestLog: { operation?: string }) {
    // Only /graphql itself renders the page; other GraphQL paths (the SSE endpoint) always need credentials.
    const isGraphiQLPage =
      req.method === 'GET' && (req.url ?? '').split('?')[0] === graphql.paths[0] && (req.headers.accept ?? '').includes('text/html');
    try {
      // The playground page itself loads without credentials; every operation needs them.
      const account = isGraphiQLPage ? undefined : await authenticate(req);
      if (req.method === 'POST' && isMultipart(req)) {
        await parseGraphQLMultipart(req, res, { maxFileBytes: bodyLimits.maxFileBytes, maxFiles: bodyLimits.maxBatchFiles });
      }
      await graphql.handle(req, res, { account: account!, requestId, requestLog });
    } catch (error) {
      sendGraphQLError(res, logged(error, requestId, req), requestId);
    }
  }

  function apiRequest(req: IncomingMessage, url: URL, requestLog: { route?: string }): ApiRequest {
    return {
      method: req.method ?? 'GET',
      path: url.pathname.slice(API_PREFIX.length) || '/',
      query: url.searchParams,
      headers: req.headers,
      // A write a browser marks as coming from another site is refused before the key is read.
      authenticate: () => {
        refuseCrossSiteWrite(req);
        return authenticate(req);
      },
      json: () => readJsonBody(req, bodyLimits.maxJsonBytes),
      multipart: ({ maxFiles, tooManyFiles }) =>
        readMultipart(req, blobs, { maxFileBytes: bodyLimits.maxFileBytes, maxFiles, maxFieldBytes: bodyLimits.maxJsonBytes, tooManyFiles }),
      logRoute: (method, path) => (requestLog.route = `${method} ${API_PREFIX}${path}`),
    };
  }

  async function serveRest(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string, requestLog: { route?: string }) {
    try {
      const result = await rest(apiRequest(req, url, requestLog));
      if ('events' in result) await sendEventStream(req, res, result.status, result.events);
      else if ('file' in result) await sendFile(res, result.status, result.file);
      else if ('html' in result) sendHtml(res, result.status, result.html);
      else if ('image' in result) sendImage(req, res, result.status, result.image);
      else if (result.body === undefined) res.writeHead(result.status).end();
      else sendJson(res, result.status, result.body);
    } catch (error) {
      sendRestError(res, logged(error, requestId, req), requestId);
    }
  }

  async function serveMetrics(req: IncomingMessage, res: ServerResponse, requestId: string) {
    try {
      if (metrics.token !== undefined && !sameSecret(req.headers.authorization ?? '', `Bearer ${metrics.token}`)) {
        throw new AppError('unauthorized', 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>', { 'WWW-Authenticate': 'Bearer realm="metrics"' });
      }
      const text = await metrics.text();
      res.writeHead(200, { 'Content-Type': metrics.contentType, 'Content-Length': Buffer.byteLength(text) }).end(text);
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
      const status = aborted && !res.headersSent ? 499 : res.statusCode;
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      log.info({
        request_id: requestId,
        method: req.method,
        path: (req.url ?? '').split('?')[0],
        route: requestLog.route,
        operation: requestLog.operation,
        status,
        ...(aborted ? { aborted: true } : {}),
        duration_ms: durationMs,
      }, 'request');
      metrics.observeRequest(requestLog.route ?? 'unmatched', req.method ?? 'GET', status, durationMs / 1000);
    };
    res.once('finish', writeLog);
    res.once('close', writeLog);

    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') {
      requestLog.route = '/health';
      sendJson(res, 200, { status: 'ok' });
    } else if (url.pathname === '/metrics') {
      requestLog.route = '/metrics';
      void serveMetrics(req, res, requestId);
    } else if (graphql.paths.includes(url.pathname)) {
      requestLog.route = 'graphql';
      void serveGraphQL(req, res, requestId, requestLog);
    } else if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
      void serveRest(req, res, url, requestId, requestLog);
    } else if (viewer.matches(url.pathname) && viewer.handle(req, res, url.pathname)) {
      requestLog.route = '/app';
    } else {
      const error = notFound('path', url.pathname);
      sendRestError(res, error, requestId);
    }
  };
}

/** Compares two secrets in constant time (by their hashes, so lengths may differ). */
function sameSecret(given: string, expected: string): boolean {
  const hash = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(hash(given), hash(expected));
}
