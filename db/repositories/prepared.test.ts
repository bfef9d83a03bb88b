import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../database.ts';
import { insertAccount } from './accounts.ts';
import { prepared } from './prepared.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepared-'));
let db: Db;
beforeAll(async () => {
  db = await createDatabase(path.join(dir, 'db.sqlite'));
  for (const id of ['acc_a', 'acc_b', 'acc_c']) await insertAccount(db, { id, name: `name of ${id}`, enabledModels: [] }, 1);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('prepared', () => {
  it('runs the query compiled once with each call\'s values, in the order the query uses them', async () => {
    const byNameOrId = prepared<{ id: string }, [name: string, id: string]>(
      (k, name, id) => k.selectFrom('accounts').select('id').where((eb) => eb.or([eb('id', '=', id), eb('name', '=', name)])).orderBy('id'),
      2,
    );
    expect(await byNameOrId(db, 'name of acc_c', 'acc_a')).toEqual([{ id: 'acc_a' }, { id: 'acc_c' }]);
    expect(await byNameOrId(db, 'nobody', 'acc_b')).toEqual([{ id: 'acc_b' }]);
    expect(await byNameOrId(db, 'nobody', 'acc_x')).toEqual([]);
  });

  it('keeps values written into the query itself', async () => {
    const others = prepared<{ id: string }, [id: string]>((k, id) => k.selectFrom('accounts').select('id').where('id', '!=', id).where('id', '!=', 'acc_c'), 1);
    expect(await others(db, 'acc_a')).toEqual([{ id: 'acc_b' }]);
  });

  it('refuses a query that leaves a placeholder out', async () => {
    const broken = prepared<{ id: string }, [id: string]>((k) => k.selectFrom('accounts').select('id'), 1);
    await expect(broken(db, 'acc_a')).rejects.toThrow(/every placeholder/);
  });
});
