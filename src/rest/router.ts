import type { Config } from '../config.ts';
import type { Account } from '../domain/types.ts';
import type { ApiHandler, ApiRequest, ApiResult } from '../http/api.ts';
import { AppError, notFound } from '../errors.ts';
import type { Services } from '../services/index.ts';
import type { BlobStore } from '../storage/blob-store.ts';

/** What a route handler is given: the caller, the path parameters and the request to read the body from. */
export interface RestCall {
  account: Account;
  params: Record<string, string>;
  query: URLSearchParams;
  request: ApiRequest;
  services: Services;
  blobs: BlobStore;
  config: Config;
}

export type RestResult = ApiResult;

/** A route; a `public` one (the API's own reference) is served without a key, so its handler has no account. */
export type Route = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path under /api/v1, with `:name` parameters. */
  path: string;
} & ({ public?: false; handle: (call: RestCall) => Promise<RestResult> } | { public: true; handle: (call: Omit<RestCall, 'account'>) => Promise<RestResult> });

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

/** Compiles the table once; matching is a scan over a dozen regular expressions. */
export function createRouter(routes: Route[]) {
  const compiled = routes.map((route) => {
    const names: string[] = [];
    const source = route.path.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { route, names, pattern: new RegExp(`^${source}/?$`) };
  });

  return function match(method: string, path: string): RouteMatch | { allowed: string[] } | undefined {
    const allowed: string[] = [];
    for (const { route, names, pattern } of compiled) {
      const found = pattern.exec(path);
      if (!found) continue;
      if (route.method !== method) {
        allowed.push(route.method);
        continue;
      }
      const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
      return { route, params };
    }
    return allowed.length ? { allowed } : undefined;
  };
}

/**
 * The `/api/v1` handler the HTTP layer is given: an unknown path is 404 before the key is
 * checked; a known path with another method is 404 after it, naming the allowed ones.
 */
export function createRestHandler(routes: Route[], deps: { services: Services; blobs: BlobStore; config: Config }): ApiHandler {
  const match = createRouter(routes);
  return async (request) => {
    const found = match(request.method, request.path);
    if (!found) throw notFound('path', `/api/v1${request.path === '/' ? '' : request.path}`);
    if ('route' in found && found.route.public) {
      request.logRoute(found.route.method, found.route.path);
      return found.route.handle({ params: found.params, query: request.query, request, ...deps });
    }
    const account = await request.authenticate();
    if ('allowed' in found) {
      throw new AppError('not_found', `${request.method} is not allowed on /api/v1${request.path}; use ${found.allowed.join(' or ')}`);
    }
    request.logRoute(found.route.method, found.route.path);
    return (found.route.handle as (call: RestCall) => Promise<RestResult>)({ account, params: found.params, query: request.query, request, ...deps });
  };
}
