/**
 * Abuse and load benchmark (issue 16), run by `npm run bench`: `/health` latency
 * (p50/p99) while the server is under each load, next to its idle figure.
 * - rows 1 and 2: GraphQL operations nesting dataSources(first: 100) and 1,000 aliases, sent
 *   back to back, one at a time as in the issue and (row 1) 20 at a time (refused before they run);
 * - row 4: one run of 100 fields over a 1,900-page text, measured for its first 20 s (then
 *   cancelled), with the server's RSS;
 * - row 5: 200 async runs sent at once: how long until every 202, then /health and GET
 *   latency while they are worked.
 * - row 6: 300 REST streams following one run while GETs are sent.
 * Targets: /health p99 under 250 ms; all 200 runs accepted within 5 s.
 */
import fs from 'node:fs';
import http from 'node:http';
import { longContract, uploadForm } from '../lib/documents.ts';
import { startServer, type TestServer } from '../lib/server.ts';

const rows: Array<{ load: string; samples: number; p50: number; p99: number; note?: string }> = [];
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];
/** Probes that got no answer (reset, or none within 30 s). */
let failures = 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Times GET `path` every 20 ms until `until()` says stop. */
async function probe(server: TestServer, until: () => boolean, path = '/health'): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    try {
      const res = await (path === '/health' ? fetch(`${server.url}/health`, { signal: AbortSignal.timeout(30_000) }) : server.fetch(path, { signal: AbortSignal.timeout(30_000) }));
      await res.arrayBuffer();
    } catch {
      failures++; // counted, with the time it took to fail
    }
    times.push(performance.now() - started);
    await sleep(20);
  }
  return times;
}

function record(load: string, times: number[], note?: string) {
  if (failures) note = `${note ? `${note}; ` : ''}${failures} probes failed`;
  failures = 0;
  rows.push({ load, samples: times.length, p50: Math.round(quantile(times, 0.5) * 10) / 10, p99: Math.round(quantile(times, 0.99) * 10) / 10, note });
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function fields(count: number) {
  const kinds = [
    ['date', 'Date the agreement takes effect'],
    ['currency', 'Total amount invoiced'],
    ['id_alphanumeric', 'Purchase order number'],
    ['text', 'Notice period for termination'],
  ] as const;
  return Array.from({ length: count }, (_, i) => ({ field_name: `field_${i}`, type: kinds[i % kinds.length][0], description: kinds[i % kinds.length][1] }));
}

const server = await startServer();
try {
  const engine = (await (await server.json('/api/v1/knowledge-engines', { name: 'Bench' })).json()).id;
  const upload = async (name: string, content: string) => {
    const res = await server.fetch('/api/v1/data-sources', { method: 'POST', body: uploadForm({ name, content }, { type: 'file', knowledge_engine_id: engine }) });
    if (res.status !== 201) throw new Error(`upload of ${name} answered ${res.status}`);
    return (await res.json()).id as string;
  };
  const small: string[] = [];
  for (let i = 0; i < 10; i++) small.push(await upload(`small-${i}.txt`, `Document ${i}\n\n${longContract(3)}`));

  let count = 0;
  record('idle', await probe(server, () => ++count > 200));

  // Rows 1 and 2.
  let inner = 'id name';
  for (let i = 0; i < 5; i++) inner = `dataSources(first: 100) { edges { node { id knowledgeEngine { id ${inner} } } } }`;
  const attacks = [
    `{ knowledgeEngine(id: "${engine}") { ${inner} } }`,
    `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: knowledgeEngines { edges { node { dataSources { edges { node { pages { text } } } } } } }`).join(' ')} }`,
  ];
  const loads = [
    ['row 1: nested dataSources(first: 100), one at a time', attacks[0], 1],
    ['row 2: 1,000 aliases, one at a time', attacks[1], 1],
    ['row 1: nested dataSources(first: 100), 20 at a time', attacks[0], 20],
  ] as const;
  for (const [label, query, concurrency] of loads) {
    let stop = false;
    const statuses = new Set<number>();
    const attack = (async () => {
      while (!stop) {
        const answers = await Promise.all(
          Array.from({ length: concurrency }, () =>
            fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...server.auth() }, body: JSON.stringify({ query }) }).then(async (r) => {
              await r.arrayBuffer();
              return r.status;
            }),
          ),
        );
        for (const s of answers) statuses.add(s);
      }
    })();
    const until = Date.now() + 3000;
    const times = await probe(server, () => Date.now() > until);
    stop = true;
    await attack;
    record(label, times, `answers: ${[...statuses].join(', ')}`);
  }

  // Row 4.
  const big = await upload('long-contract.txt', longContract(14_000));
  const pages = (await (await server.fetch(`/api/v1/data-sources/${big}`)).json()).page_count;
  const body = (ids: string[], n: number) => ({
    async_response: true,
    tool: { type: 'extract_fields_from_data_sources', model: 'gemini-1.5-pro', knowledge_engine_id: engine, tagged_data_sources: ids.map((id) => ({ id })), fields: fields(n) },
  });
  const rssBefore = rssMb(server.pid);
  const long = (await (await server.json('/api/v1/tool-runs', body([big], 100))).json()).id;
  let peak = rssBefore;
  const until = Date.now() + 20_000;
  const during = await probe(server, () => {
    peak = Math.max(peak, rssMb(server.pid));
    return Date.now() > until;
  });
  const longStatus = (await (await server.fetch(`/api/v1/tool-runs/${long}`)).json()).status;
  await server.fetch(`/api/v1/tool-runs/${long}/cancel`, { method: 'POST' });
  record(`row 4: 100 fields over ${pages} pages (first 20 s)`, during, `run ${longStatus} after 20 s; RSS ${Math.round(rssBefore)} -> peak ${Math.round(peak)} MB`);

  // Row 5.
  const sent = performance.now();
  const accepted: number[] = [];
  const statuses = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      server.json('/api/v1/tool-runs', body([small[i % small.length]], 4)).then(async (r) => {
        await r.arrayBuffer();
        accepted.push(performance.now() - sent);
        return r.status;
      }),
    ),
  );
  const all202 = statuses.every((s) => s === 202);
  const acceptedIn = Math.max(...accepted) / 1000;
  const workUntil = Date.now() + 10_000;
  const [health, gets] = await Promise.all([
    probe(server, () => Date.now() > workUntil),
    probe(server, () => Date.now() > workUntil, `/api/v1/knowledge-engines/${engine}`),
  ]);
  record('row 5: 200 async runs (next 10 s), /health', health, `${all202 ? 'all 202' : `statuses ${[...new Set(statuses)].join(',')}`} within ${acceptedIn.toFixed(2)} s`);
  record('row 5: 200 async runs (next 10 s), GET engine', gets);

  // Row 6: 300 streams following one run while GETs are sent.
  const followed = (await (await server.json('/api/v1/tool-runs', body([big], 8))).json()).id;
  let ended = 0;
  let lastEvents = 0;
  for (let i = 0; i < 300; i++) {
    http.get(`${server.url}/api/v1/tool-runs/${followed}/events`, { agent: false, headers: server.auth() }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c));
      res.on('end', () => {
        ended++;
        if (text.includes('event: completed') || text.includes('event: failed')) lastEvents++;
      });
    });
  }
  const streamUntil = Date.now() + 8000;
  const streamGets = await probe(server, () => Date.now() > streamUntil, `/api/v1/knowledge-engines/${engine}`);
  await server.fetch(`/api/v1/tool-runs/${followed}/cancel`, { method: 'POST' });
  for (let i = 0; i < 100 && ended < 300; i++) await sleep(100);
  const warned = server.output.some((line) => line.includes('MaxListenersExceededWarning'));
  record('row 6: 300 SSE streams on one run, GET engine', streamGets, `${lastEvents}/300 streams saw the end; listener warning: ${warned ? 'yes' : 'no'}`);
} finally {
  await server.kill();
}

console.log('\nAbuse and load (/health unless said otherwise; ms)');
console.table(rows);
