/**
 * A small closed-loop HTTP load generator: `connections` keep-alive connections, each
 * sending its next request as soon as the last is answered, for `seconds`. Kept in
 * the project (no autocannon) so the bench needs nothing beyond the install.
 */
import http from 'node:http';

export interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Called per request, so each may differ (a unique name, say). */
  body?: () => string | Buffer;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx, and transport errors. */
  errors: number;
}

export async function load(url: string, request: LoadRequest, opts: { connections: number; seconds: number }): Promise<LoadResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + opts.seconds * 1000;

  const once = () =>
    new Promise<void>((resolve) => {
      const body = request.body?.();
      const t = performance.now();
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.path,
          agent,
          headers: { ...request.headers, ...(body !== undefined ? { 'Content-Length': Buffer.byteLength(body) } : {}) },
        },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => {
            latencies.push(performance.now() - t);
            if ((res.statusCode ?? 0) >= 300) errors++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });

  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < until) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, perSecond: latencies.length / elapsed, p50Ms: at(0.5), p99Ms: at(0.99), errors };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
