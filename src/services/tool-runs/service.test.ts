import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../../db/database.ts';
import { insertAccount } from '../../../db/repositories/accounts.ts';
import { insertKnowledgeEngine } from '../../../db/repositories/knowledge-engines.ts';
import * as runs from '../../../db/repositories/tool-runs.ts';
import type { ToolRun } from '../../domain/tool-runs.ts';
import type { Account } from '../../domain/types.ts';
import { createEvents, type Events } from '../../jobs/events.ts';
import { createJobQueue } from '../../jobs/queue.ts';
import { DirectoryBlobStore } from '../../storage/blob-store.ts';
import { createKnowledgeEngineService } from '../knowledge-engines.ts';
import { createRunCanceller } from './cancel.ts';
import { createRunEventLog, type RunEventLog } from './events.ts';
import { createRunFailure } from './failure.ts';
import { createToolRunService } from './service.ts';

/** watch() on a real database and the real pub/sub, with no server around it. */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-'));
const account: Account = { id: 'acc_watch', name: 'w', enabledModels: ['gemini-1.5-pro'] };
let db: Db;
let events: Events;
let runEvents: RunEventLog;
beforeAll(async () => {
  db = await createDatabase(path.join(dir, 'db.sqlite'));
  events = createEvents();
  runEvents = createRunEventLog(events);
  await insertAccount(db, account, 1);
  await insertKnowledgeEngine(db, { id: 'kng_WatchWatch', accountId: account.id, name: 'w', description: '', notes: {}, createdAt: 1 });
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

function service(recheckMs: number) {
  const queue = createJobQueue(db, pino({ level: 'silent' }));
  const engines = createKnowledgeEngineService({ db, blobs: new DirectoryBlobStore(dir), beforeDelete: async () => undefined });
  const cancelRun = createRunCanceller({ queue, failRun: createRunFailure({ db, queue, runEvents, runEnded: { record: async () => undefined, committed: () => undefined } }) });
  return createToolRunService({ db, engines, queue, events, cancelRun, runEvents, recheckMs, checkWebhookUrl: async (url) => url });
}

let counter = 0;
async function processingRun(): Promise<ToolRun> {
  const run: ToolRun = {
    id: `trun_Watch${String(++counter).padStart(5, '0')}`,
    accountId: account.id,
    knowledgeEngineId: 'kng_WatchWatch',
    status: 'queued',
    mode: 'sync',
    request: {
      type: 'extract_fields_from_data_sources',
      model: 'gemini-1.5-pro',
      knowledgeEngineId: 'kng_WatchWatch',
      taggedDataSources: [],
      fields: [{ name: 'total', description: 'Total', type: 'currency' }],
      includeConfidenceScores: true,
      streamResponse: false,
      asyncResponse: false,
      notes: null,
    },
    result: null,
    error: null,
    createdAt: 1,
    startedAt: null,
    completedAt: null,
  };
  await runs.insertToolRun(db, run);
  await runs.markStarted(db, run.id, 2);
  return run;
}

const result = { fields: [], metadata: { processingTime: 0, sourcesAnalyzed: 0, fieldsExtracted: 0, averageConfidence: 0, backend: 'local', model: 'gemini-1.5-pro' } };
const inTime = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<'late'>((r) => setTimeout(r, ms, 'late'))]);

describe('watching a run', () => {
  it('keeps an event published between reading the run and asking for the next event', async () => {
    const run = await processingRun();
    const watch = service(60_000).watch(account, run.id);
    expect((await watch.next()).value).toEqual({ type: 'status', runId: run.id, status: 'processing' });
    // Published before the watcher asks again: Yoga's pub/sub would drop it if nobody listened yet.
    await runs.markCompleted(db, run.id, result, 3);
    runEvents.publish({ type: 'completed', runId: run.id, run: (await runs.loadToolRun(db, run.id))! });
    const next = await inTime(watch.next(), 2000);
    expect(next).not.toBe('late');
    expect((next as IteratorResult<{ type: string }>).value.type).toBe('completed');
    expect((await watch.next()).done).toBe(true);
  });

  it('ends with the stored state when the final event never arrives', async () => {
    const run = await processingRun();
    const watch = service(100).watch(account, run.id);
    expect((await watch.next()).value).toMatchObject({ type: 'status' });
    await runs.markFailed(db, run.id, { message: 'gone', code: 'internal' }, 3); // and nothing published
    const next = await inTime(watch.next(), 2000);
    expect(next).not.toBe('late');
    expect((next as IteratorResult<unknown>).value).toMatchObject({ type: 'failed', error: { message: 'gone', code: 'internal' } });
  });

  it('answers a finished run with its final event at once', async () => {
    const run = await processingRun();
    await runs.markCompleted(db, run.id, result, 3);
    const seen = [];
    for await (const event of service(60_000).watch(account, run.id)) seen.push(event.type);
    expect(seen).toEqual(['completed']);
  });

  it('sends a reconnecting watcher only the events after the last one it got', async () => {
    const run = await processingRun();
    const field = (name: string) => ({ type: 'field' as const, runId: run.id, field: { name, type: 'text' as const, value: name, confidence: 0.5, evidence: [] } });
    runEvents.publish({ type: 'status', runId: run.id, status: 'processing' });
    runEvents.publish(field('a'));
    runEvents.publish(field('b'));
    const watch = service(60_000).watch(account, run.id, '2');
    expect((await watch.next()).value).toMatchObject({ type: 'field', seq: 3, field: { name: 'b' } });
    const live = watch.next();
    runEvents.publish(field('c'));
    expect((await live).value).toMatchObject({ type: 'field', seq: 4, field: { name: 'c' } });
    await watch.return(undefined);
  });

  it('starts a watcher whose missed events are no longer kept from the current status', async () => {
    const run = await processingRun();
    const watch = service(60_000).watch(account, run.id, '7');
    expect((await watch.next()).value).toEqual({ type: 'status', runId: run.id, status: 'processing' });
    await watch.return(undefined);
  });

  it("opens its creator's stream with the status it was created in, and sends each status once", async () => {
    // The run was picked up (stored as processing) before the creator's stream read it.
    const run = await processingRun();
    const watch = service(60_000).watch(account, run.id, null, { ...run, status: 'queued' });
    expect((await watch.next()).value).toEqual({ type: 'status', runId: run.id, status: 'queued' });
    expect((await watch.next()).value).toEqual({ type: 'status', runId: run.id, status: 'processing' });
    // The worker's own event for it arrives after the stored state was read: not sent again.
    const next = watch.next();
    runEvents.publish({ type: 'status', runId: run.id, status: 'processing' });
    runEvents.publish({ type: 'field', runId: run.id, field: { name: 'a', type: 'text', value: 'a', confidence: 0.5, evidence: [] } });
    expect((await next).value).toMatchObject({ type: 'field', field: { name: 'a' } });
    await watch.return(undefined);
  });

  it('sends nothing to a watcher that already got the final event', async () => {
    const run = await processingRun();
    await runs.markCompleted(db, run.id, result, 3);
    const seen = [];
    for await (const event of service(60_000).watch(account, run.id, 'end')) seen.push(event.type);
    expect(seen).toEqual([]);
  });
});
