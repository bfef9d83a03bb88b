import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../database.ts';
import { insertAccount } from './accounts.ts';
import * as webhooks from './webhooks.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ke-webhooks-'));
let db: Db;
const account = { id: 'acc_Hooks00001', name: 'hooks', enabledModels: ['gemini-1.5-pro'] };
const other = { id: 'acc_Hooks00002', name: 'other', enabledModels: ['gemini-1.5-pro'] };

beforeAll(async () => {
  db = await createDatabase(path.join(dir, 'db.sqlite'));
  await insertAccount(db, account, 1);
  await insertAccount(db, other, 1);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const delivery = (id: string, accountId: string, createdAt: number) => ({
  id,
  accountId,
  toolRunId: 'trun_AAAAAAAAAA',
  endpointId: null,
  url: 'https://example.com/hook',
  eventType: 'tool_run.completed' as const,
  payload: '{}',
  nextAttemptAt: createdAt,
  createdAt,
});

describe('the delivery log', () => {
  it('drops an account\'s finished deliveries older than the cut, keeps pending ones and other accounts\'', async () => {
    await webhooks.insertDelivery(db, delivery('msg_old_done', account.id, 1_000));
    await webhooks.recordAttempt(db, 'msg_old_done', [{ at: 1, statusCode: 200, error: null, durationMs: 3 }], { status: 'succeeded', nextAttemptAt: null });
    await webhooks.insertDelivery(db, delivery('msg_old_pending', account.id, 1_000));
    await webhooks.insertDelivery(db, delivery('msg_new_done', account.id, 5_000));
    await webhooks.recordAttempt(db, 'msg_new_done', [{ at: 5, statusCode: 500, error: 'x', durationMs: 3 }], { status: 'failed', nextAttemptAt: null });
    await webhooks.insertDelivery(db, delivery('msg_other_old', other.id, 1_000));
    await webhooks.endDelivery(db, 'msg_other_old', 'failed');

    await webhooks.pruneDeliveries(db, account.id, 2_000);

    const ids = async (accountId: string) => (await webhooks.listDeliveries(db, { accountId }, { first: 10 })).items.map((d) => d.id).sort();
    expect(await ids(account.id)).toEqual(['msg_new_done', 'msg_old_pending']);
    expect(await ids(other.id)).toEqual(['msg_other_old']);
  });

  it('pages newest first with opaque cursors', async () => {
    for (let i = 0; i < 5; i++) await webhooks.insertDelivery(db, delivery(`msg_page_${i}`, other.id, 10_000 + i));
    const first = await webhooks.listDeliveries(db, { accountId: other.id }, { first: 2 });
    expect(first.items.map((d) => d.id)).toEqual(['msg_page_4', 'msg_page_3']);
    const second = await webhooks.listDeliveries(db, { accountId: other.id }, { first: 10, after: first.endCursor });
    expect(second.items.map((d) => d.id)).toEqual(['msg_page_2', 'msg_page_1', 'msg_page_0', 'msg_other_old']);
    expect(second.hasMore).toBe(false);
    await expect(webhooks.listDeliveries(db, { accountId: other.id }, { first: 2, after: 'bm9wZQ' })).rejects.toThrow(/cursor/);
  });
});
