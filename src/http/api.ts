import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Account } from '../domain/types.ts';
import type { AppError } from '../errors.ts';
import type { MultipartBody } from './body/multipart.ts';
import type { SseEvent } from './sse.ts';

/**
 * What the HTTP layer hands the API surfaces it serves. The surfaces are given to it by
 * the composition root, so this folder knows nothing of routes or schemas.
 */

/** A request under `/api/v1`, already framed: the handler reads its body through it, once. */
export interface ApiRequest {
  method: string;
  /** The path below `/api/v1`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The caller of a valid, unrevoked key within its rate; otherwise a 401 or 429 is thrown. */
  authenticate(): Promise<Account>;
  json(): Promise<unknown>;
  /** Files are streamed to staging as they arrive; `tooManyFiles` replaces the 413 for more than `maxFiles`. */
  multipart(opts: { maxFiles: number; tooManyFiles?: () => AppError }): Promise<MultipartBody>;
  /** Names the matched route (`path` below `/api/v1`, with its `:params`) on the request's log line. */
  logRoute(method: string, path: string): void;
}

/** A stored file sent as a download: its bytes as they were uploaded. */
export interface FileDownload {
  path: string;
  size: number;
  mediaType: string;
  fileName: string;
}

/** An image shown inline (a document's page), with the tag a browser may ask for again. */
export interface InlineImage {
  bytes: Buffer;
  mediaType: string;
  etag: string;
}

/** A JSON body, an event stream, a file, a server-rendered page, an image, or (no body) a bare status such as 204. */
export type ApiResult =
  | { status: number; body?: unknown }
  | { status: number; html: string }
  | { status: number; events: AsyncIterable<SseEvent> }
  | { status: number; file: FileDownload }
  | { status: number; image: InlineImage };

/** Answers one `/api/v1` request, or throws the coded error to answer with. */
export type ApiHandler = (request: ApiRequest) => Promise<ApiResult>;

/** The GraphQL server (Yoga) and the paths it answers. */
export interface GraphQLEndpoint {
  paths: readonly string[];
  handle(req: IncomingMessage, res: ServerResponse, context: { account: Account; requestId: string; requestLog: { operation?: string } }): Promise<unknown>;
}

/** What the server tells its metrics, and how they are shown at `/metrics`. */
export interface MetricsEndpoint {
  /** A request done: `route` is the matched route (REST pattern, `graphql`, `/health`), never the raw path. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  contentType: string;
  text(): Promise<string>;
  /** When set, scrapes need `Authorization: Bearer <token>`. */
  token: string | undefined;
}

/** A small web app served beside the API (the run viewer): its pages load without a key. */
export interface WebApp {
  matches(pathname: string): boolean;
  /** Answers the request, or false when the path or method is not one of the app's (a 404 is then sent). */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
}
