// The server launcher is shared with the scripts (eval, bench): one copy, in scripts/lib.
import { startServer as startPlainServer, type TestServer } from '../../scripts/lib/server.ts';
import { createResponseChecker, registerChecker, type ResponseChecker } from './openapi-check.ts';

export * from '../../scripts/lib/server.ts';

/**
 * The test suite's server: every `/api/v1` response a test receives through `fetch` (and
 * `json`) is checked against the OpenAPI document that server serves, so a response the
 * document does not describe fails the test that got it; so does an event read from an
 * `/api/v1` stream (support/sse.ts) whose payload is not the one documented for its name.
 */
export async function startServer(opts: Parameters<typeof startPlainServer>[0] = {}): Promise<TestServer & { openapi(): Promise<ResponseChecker> }> {
  const server = await startPlainServer(opts);
  let checker: Promise<ResponseChecker> | undefined;
  const openapi = () => (checker ??= fetch(`${server.url}/api/v1/openapi.json`).then(async (res) => createResponseChecker(await res.json())));
  // A worker process (ROLE=worker) serves no HTTP: nothing to check.
  if (server.url) registerChecker(new URL(server.url).origin, openapi);
  const plainFetch = server.fetch;
  server.fetch = async (pathname, init = {}) => {
    const res = await plainFetch(pathname, init);
    if (pathname.startsWith('/api/v1/')) await (await openapi()).check(init.method ?? 'GET', pathname, res);
    return res;
  };
  return Object.assign(server, { openapi });
}
