import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.ts';
import type { Account } from '../domain/types.ts';
import type { SseEvent } from '../http/sse.ts';
import type { Services } from '../services/index.ts';
import type { BlobStore } from '../storage/blob-store.ts';

/** What a route handler is given: the caller, the path parameters and ways to read the body. */
export interface RestCall {
  account: Account;
  params: Record<string, string>;
  query: URLSearchParams;
  req: IncomingMessage;
  services: Services;
  blobs: BlobStore;
  config: Config;
}

export type RestResult = { status: number; body: unknown } | { status: number; events: AsyncIterable<SseEvent> };

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path under /api/v1, with `:name` parameters. */
  path: string;
  handle: (call: RestCall) => Promise<RestResult>;
}

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
