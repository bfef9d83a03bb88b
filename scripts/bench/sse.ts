/**
 * SSE fan-out bench (issue: request speed), part of `npm run bench`: 1,000 subscribers
 * (`SSE_SUBSCRIBERS`) to one tool run's event stream, each on its own connection. The run
 * is held at its model call (a fake model server speaking OpenAI's wire format: this
 * machine reaches no real one) until every subscriber has its first event; then it goes
 * on, and the figure is the time from the model's answer until the last subscriber has
 * `completed`. Every subscriber must get every event of the run, numbered 1.. without a
 * gap and ending with `completed` (`Last-Event-ID: 0` asks for the run's events from the
 * first); anything else fails the bench. Run alone: `npx tsx scripts/bench/sse.ts`.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { startFakeOpenAI } from '../lib/fake-openai.ts';
import path from 'node:path';
import { startServer, TEST_KEY } from '../lib/server.ts';

const FIELDS = 40;
const AUTH = { Authorization: `Basic ${Buffer.from(`${TEST_KEY}:`).toString('base64')}` };

export interface SseFanoutResult {
  subscribers: number;
  events_each: number;
  /** From every subscriber connecting to all of them holding their first event. */
  connect_ms: number;
  /** From the model's answer to the last subscriber's `completed`. */
  last_completed_ms: number;
  p50_completed_ms: number;
}

interface Subscriber {
  /** `id: event` of each event, in order. */
  events: string[];
  firstAt?: number;
  completedAt?: number;
  done: Promise<void>;
}

/** One SSE reader on a connection of its own; resolves when the server ends the stream. */
function subscribe(url: string, onFirst: () => void): Subscriber {
  const sub: Subscriber = { events: [], done: Promise.resolve() };
  sub.done = new Promise<void>((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { ...AUTH, Accept: 'text/event-stream', 'Last-Event-ID': '0' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`a subscriber got HTTP ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const id = /^id: (.*)$/m.exec(block)?.[1];
          const event = /^event: (.*)$/m.exec(block)?.[1];
          if (!event) continue; // retry: and keep-alive comments
          sub.events.push(`${id}:${event}`);
          if (sub.events.length === 1) {
            sub.firstAt = performance.now();
            onFirst();
          }
          if (event === 'completed') sub.completedAt = performance.now();
        }
      });
      res.on('end', resolve);
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  return sub;
}

export async function sseFanout(subscribers = Number(process.env.SSE_SUBSCRIBERS ?? 1000)): Promise<SseFanoutResult> {
  const fake = await startFakeOpenAI();
  let release!: () => void;
  let answeredAt = 0;
  fake.behave({
    hold: new Promise<void>((resolve) => (release = resolve)).then(() => void (answeredAt = performance.now())),
    answer: () => ({ fields: Object.fromEntries(Array.from({ length: FIELDS }, (_, i) => [`field_${i}`, { value: `value ${i}`, confidence: 0.9 }])) }),
  });
  const service = await startServer({
    env: { LOG_LEVEL: 'info', RATE_LIMIT_PER_SECOND: '0', EXTRACTION_BACKEND: 'openai', OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'bench', OPENAI_MODEL: 'fake-model' },
    // BENCH_PROFILE=DIR, as in http.ts: the service's CPU profile, written when it stops.
    nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [],
  });
  try {
    const engine = await (await service.json('/api/v1/knowledge-engines', { name: 'Fan-out' })).json();
    const form = new FormData();
    form.append('data', JSON.stringify({ type: 'file', knowledge_engine_id: engine.id }));
    form.append('file', new Blob(['Invoice INV-1 total 12.00 EUR, due 2024-05-01']), 'invoice.txt');
    const source = await (await service.fetch('/api/v1/data-sources', { method: 'POST', body: form })).json();
    const fields = Array.from({ length: FIELDS }, (_, i) => ({ field_name: `field_${i}`, description: `Field ${i}`, type: 'text' }));
    const created = await service.json('/api/v1/tool-runs', {
      async_response: true,
      tool: { type: 'extract_fields_from_data_sources', knowledge_engine_id: engine.id, tagged_data_sources: [{ id: source.id }], fields },
    });
    if (created.status !== 202) throw new Error(`the run was not queued: HTTP ${created.status} ${await created.text()}`);
    const run = await created.json();

    let first = 0;
    let allFirst!: () => void;
    const everyoneHasOne = new Promise<void>((resolve) => (allFirst = resolve));
    const connecting = performance.now();
    const subs = Array.from({ length: subscribers }, () => subscribe(`${service.url}/api/v1/tool-runs/${run.id}/events`, () => ++first === subscribers && allFirst()));
    const failed = Promise.all(subs.map((s) => s.done)).then(() => {
      throw new Error('every stream ended before the run was let go');
    });
    await Promise.race([everyoneHasOne, failed]);
    const connectMs = performance.now() - connecting;
    release();
    await Promise.all(subs.map((s) => s.done));

    // Every subscriber got every event: 1..n in order, then the final one.
    const expected = subs[0].events;
    const last = expected.at(-1);
    if (last !== 'end:completed') throw new Error(`the stream ended with ${last}, not completed`);
    const fieldEvents = expected.filter((e) => e.endsWith(':field')).length;
    if (fieldEvents !== FIELDS) throw new Error(`a subscriber got ${fieldEvents} field events, not ${FIELDS}`);
    expected.slice(0, -1).forEach((e, i) => {
      if (!e.startsWith(`${i + 1}:`)) throw new Error(`event ${i + 1} is numbered ${e}`);
    });
    const wrong = subs.filter((s) => s.events.join() !== expected.join());
    if (wrong.length) throw new Error(`${wrong.length} of ${subscribers} subscribers did not get every event (one got ${wrong[0].events.length} of ${expected.length})`);

    const completed = subs.map((s) => s.completedAt! - answeredAt).sort((a, b) => a - b);
    return {
      subscribers,
      events_each: expected.length,
      connect_ms: Math.round(connectMs),
      last_completed_ms: Math.round(completed.at(-1)!),
      p50_completed_ms: Math.round(completed[Math.floor(completed.length / 2)]),
    };
  } finally {
    await service.stop();
    await fake.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await sseFanout();
  console.log(`\nSSE fan-out: ${result.subscribers} subscribers to one run, ${result.events_each} events each`);
  console.table([result]);
}
