import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countRows, execSql, storeEnv } from './test-store.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const TEST_KEY = 'ke-TestKeyTestKeyTestKeyTestKey0001';

export interface TestServer {
  url: string;
  /** The server process, for measuring it. */
  pid: number;
  dataDir: string;
  key: string;
  /** Every line the process wrote to stdout and stderr. */
  output: string[];
  /** Basic header for a key (this server's seeded key by default). */
  auth(key?: string): { Authorization: string };
  /** fetch against the server with the seeded key. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  json(pathname: string, body: unknown, init?: RequestInit): Promise<Response>;
  graphql(query: string, variables?: Record<string, unknown>, key?: string): Promise<{ status: number; body: any }>;
  /**
   * Row counts per table of our records, read from the store (the SQLite file, or the
   * server's PostgreSQL schema). SQLite's full-text index tables are left out.
   */
  rows(): Record<string, number>;
  /** Runs one SQL statement on the server's store, for a state no API call can make. */
  sql(statement: string): void;
  /** Stored files and leftover temporary files. */
  files(): { stored: number; temp: number };
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/**
 * Starts the real server (`dist/src/main.js`, built by the global setup, as `npm start`
 * runs it) as a child process on a free loopback port
 * with a fresh data directory, and waits until it listens (or, a worker, until it works).
 * Processes given the same `dataDir` share its store. `nodeArgs` go to node before the
 * script (a bench's `--cpu-prof`, which NODE_OPTIONS may not carry).
 */
export async function startServer(opts: { env?: Record<string, string>; dataDir?: string; nodeArgs?: string[] } = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ke-test-'));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    API_KEY: TEST_KEY,
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_SECOND: '0',
    ...storeEnv(dataDir),
    ...opts.env,
  };
  for (const [name, value] of Object.entries(env)) if (value === '') delete env[name];
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), path.join(ROOT, 'dist/src/main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        output.push(line);
        const found = /listening on (http:\/\/[^\s"]+)/.exec(line);
        if (found) resolve(found[1].replace('localhost', '127.0.0.1'));
        // A worker process (ROLE=worker) serves no HTTP: it has no URL.
        if (line.includes('worker started')) resolve('');
      }
    };
    child.stdout!.on('data', onLine);
    child.stderr!.on('data', onLine);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output.join('\n')}`)));
    setTimeout(() => reject(new Error(`server did not start in time:\n${output.join('\n')}`)), 30_000).unref();
  });
  return makeHandle(child, url, dataDir, output);
}

function makeHandle(child: ChildProcess, url: string, dataDir: string, output: string[]): TestServer {
  const auth = (key = TEST_KEY) => ({ Authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const handle: TestServer = {
    url,
    pid: child.pid!,
    dataDir,
    key: TEST_KEY,
    output,
    auth,
    fetch: (pathname, init = {}) => fetch(url + pathname, { ...init, headers: { ...auth(), ...(init.headers as Record<string, string>) } }),
    json: (pathname, body, init = {}) =>
      handle.fetch(pathname, {
        method: 'POST',
        ...init,
        headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
        body: JSON.stringify(body),
      }),
    async graphql(query, variables, key) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json', ...auth(key) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: await res.json() };
    },
    rows: () => countRows(dataDir),
    sql: (statement) => execSql(dataDir, statement),
    files() {
      const count = (dir: string): number =>
        fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? count(path.join(dir, e.name)) : 1), 0) : 0;
      return { stored: count(path.join(dataDir, 'files')), temp: count(path.join(dataDir, 'tmp')) };
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
  return handle;
}
