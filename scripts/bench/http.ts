/**
 * HTTP bench (issue: request speed), run by `npm run bench`: the service's cheapest
 * requests against a bare node:http + better-sqlite3 server doing the same work with
 * the same kind of key check, both on loopback in this run, rounds interleaved, rate
 * limit off, logging at `info`. Prints req/s, p50/p99, each server's CPU time per request
 * (from /proc) and the median ratio per case;
 * `--json FILE` writes them. `BENCH_SECONDS` (default 5) sets each round's length,
 * `BENCH_CASES` (words of case names, comma separated) runs only the cases it names. Then
 * the SSE fan-out (sse.ts): 1,000 subscribers to one run (`BENCH_SSE=0` leaves it out).
 * `BENCH_PROFILE=DIR` starts the service with `--cpu-prof` writing its profile into DIR
 * (written when it stops), to see what a case costs rather than guess.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, TEST_KEY } from '../lib/server.ts';
import { load, median, type LoadRequest, type LoadResult } from './load.ts';
import { sseFanout } from './sse.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 3;
const CONNECTIONS = 16;
const AUTH = { Authorization: `Basic ${Buffer.from(`${TEST_KEY}:`).toString('base64')}` };
const JSON_HEADERS = { ...AUTH, 'Content-Type': 'application/json' };

async function startBare(dataDir: string): Promise<{ url: string; pid: number; stop(): void }> {
  const script = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, dataDir, TEST_KEY], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const found = /listening on (\S+)/.exec(chunk.toString());
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url, pid: child.pid!, stop: () => child.kill() };
}

function multipartUpload(fields: Record<string, string>, fileName: string, bytes: Buffer): { body: Buffer; type: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

interface Case {
  name: string;
  service: LoadRequest;
  bare: LoadRequest;
  connections?: number;
}

async function main(): Promise<void> {
  const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-http-'));
  const nodeArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  const service = await startServer({ env: { LOG_LEVEL: 'info', RATE_LIMIT_PER_SECOND: '0' }, nodeArgs });
  const bare = await startBare(dataDir);
  const rows: Array<Record<string, string | number>> = [];
  try {
    // Fixtures: one engine to read on both, 100 engines to list, one finished run to read.
    const engine = await (await service.json('/api/v1/knowledge-engines', { name: 'Read me' })).json();
    const bareEngine = await (await fetch(`${bare.url}/engines`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ name: 'Read me' }) })).json();
    for (let i = 0; i < 100; i++) {
      await service.json('/api/v1/knowledge-engines', { name: `List ${i}` });
      await fetch(`${bare.url}/engines`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ name: `List ${i}` }) });
    }
    const form = new FormData();
    form.append('data', JSON.stringify({ type: 'file', knowledge_engine_id: engine.id }));
    form.append('file', new Blob(['Invoice INV-1 total 12.00 EUR, due 2024-05-01']), 'invoice.txt');
    const ds = await (await service.fetch('/api/v1/data-sources', { method: 'POST', body: form })).json();
    const run = await (
      await service.json('/api/v1/tool-runs', {
        tool: {
          type: 'extract_fields_from_data_sources',
          knowledge_engine_id: engine.id,
          tagged_data_sources: [{ id: ds.id }],
          fields: [{ field_name: 'total', description: 'Total', type: 'currency' }],
        },
      })
    ).json();
    const counter = { n: 0 };
    const megabyte = randomBytes(512 * 1024).toString('hex'); // 1 MiB of text
    const upload = () => multipartUpload({ data: JSON.stringify({ type: 'file', knowledge_engine_id: engine.id }) }, `u${++counter.n}.txt`, Buffer.from(`${counter.n} ${megabyte}`.slice(0, 1024 * 1024)));

    const cases: Case[] = [
      {
        name: 'REST create engine',
        service: { method: 'POST', path: '/api/v1/knowledge-engines', headers: JSON_HEADERS, body: () => JSON.stringify({ name: `Bench ${++counter.n}` }) },
        bare: { method: 'POST', path: '/engines', headers: JSON_HEADERS, body: () => JSON.stringify({ name: `Bench ${++counter.n}` }) },
      },
      { name: 'REST read engine', service: { method: 'GET', path: `/api/v1/knowledge-engines/${engine.id}`, headers: AUTH }, bare: { method: 'GET', path: `/engines/${bareEngine.id}`, headers: AUTH } },
      {
        name: 'GraphQL read engine',
        service: {
          method: 'POST',
          path: '/graphql',
          headers: JSON_HEADERS,
          body: () => JSON.stringify({ query: 'query($id: ID!) { knowledgeEngine(id: $id) { id name description status dataSourceCount createdAt } }', variables: { id: engine.id } }),
        },
        bare: { method: 'GET', path: `/engines/${bareEngine.id}`, headers: AUTH },
      },
      { name: 'REST list 100 engines', service: { method: 'GET', path: '/api/v1/knowledge-engines?limit=100', headers: AUTH }, bare: { method: 'GET', path: '/engines', headers: AUTH } },
      { name: 'REST read tool run', service: { method: 'GET', path: `/api/v1/tool-runs/${run.id}`, headers: AUTH }, bare: { method: 'GET', path: `/engines/${bareEngine.id}`, headers: AUTH } },
      {
        name: 'REST upload 1 MiB (read, indexed)',
        connections: 4,
        service: { method: 'POST', path: '/api/v1/data-sources', headers: AUTH, body: () => withType(upload()) },
        bare: { method: 'POST', path: '/upload', headers: AUTH, body: () => upload().body },
      },
    ];

    // The upload body's Content-Type carries its boundary, so it is set per request.
    function withType(u: { body: Buffer; type: string }): Buffer {
      cases[5].service.headers = { ...AUTH, 'Content-Type': u.type };
      return u.body;
    }

    const only = process.env.BENCH_CASES?.toLowerCase().split(',').filter(Boolean);
    for (const c of cases) {
      if (only && !only.some((word) => c.name.toLowerCase().includes(word))) continue;
      const ours: Array<LoadResult & { cpuMicros: number }> = [];
      const theirs: Array<LoadResult & { cpuMicros: number }> = [];
      const connections = c.connections ?? CONNECTIONS;
      await load(service.url, c.service, { connections, seconds: 1 }); // warm-up
      await load(bare.url, c.bare, { connections, seconds: 1 });
      for (let r = 0; r < ROUNDS; r++) {
        // Interleaved, first one then the other first, so drift on a shared machine hits both.
        const opts = { connections, seconds: SECONDS };
        if (r % 2 === 0) {
          ours.push(await measured(service.url, service.pid, c.service, opts));
          theirs.push(await measured(bare.url, bare.pid, c.bare, opts));
        } else {
          theirs.push(await measured(bare.url, bare.pid, c.bare, opts));
          ours.push(await measured(service.url, service.pid, c.service, opts));
        }
      }
      const ratio = median(ours.map((o, i) => o.perSecond / theirs[i].perSecond));
      rows.push({
        case: c.name,
        service_rps: Math.round(median(ours.map((o) => o.perSecond))),
        bare_rps: Math.round(median(theirs.map((o) => o.perSecond))),
        ratio: Math.round(ratio * 100) / 100,
        p50_ms: round1(median(ours.map((o) => o.p50Ms))),
        p99_ms: round1(median(ours.map((o) => o.p99Ms))),
        bare_p99_ms: round1(median(theirs.map((o) => o.p99Ms))),
        cpu_us: Math.round(median(ours.map((o) => o.cpuMicros))),
        bare_cpu_us: Math.round(median(theirs.map((o) => o.cpuMicros))),
        errors: ours.reduce((n, o) => n + o.errors, 0),
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
    console.log(`\nHTTP bench: ${CONNECTIONS} connections (uploads 4), ${ROUNDS} rounds of ${SECONDS} s interleaved, median ratio to the bare server`);
    console.table(rows);
    if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(rows, null, 2));
  } finally {
    bare.stop();
    await service.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.BENCH_SSE === '0') return;
  // Its own server, so the thousand connections meet nothing left over from the cases above.
  const fanout = await sseFanout();
  console.log(`\nSSE fan-out: ${fanout.subscribers} subscribers to one run, each got all ${fanout.events_each} events`);
  console.table([fanout]);
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ http: rows, sse_fanout: fanout }, null, 2));
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * A process's CPU time (user + system) in microseconds, from /proc (Linux; NaN elsewhere):
 * on a shared machine a server's CPU per request moves less than its requests per second.
 */
function cpuMicros(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
const CLOCK_TICKS = 100;

/** A load round, with the server's CPU time per answered request. */
async function measured(url: string, pid: number, request: LoadRequest, opts: { connections: number; seconds: number }): Promise<LoadResult & { cpuMicros: number }> {
  const before = cpuMicros(pid);
  const result = await load(url, request, opts);
  return { ...result, cpuMicros: (cpuMicros(pid) - before) / result.requests };
}

await main();
