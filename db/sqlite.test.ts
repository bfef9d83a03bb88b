import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './database.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-rows-'));
const file = path.join(dir, 'db.sqlite');
let db: Db;
let plain: SQLite.Database;
beforeAll(async () => {
  db = await createDatabase(file);
  plain = new SQLite(file, { readonly: true });
});
afterAll(async () => {
  plain.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** What better-sqlite3 itself answers for the same statement, rows as it builds them. */
const asBetterSqlite = (statement: string) => plain.prepare(statement).all();

describe('SQLite rows', () => {
  const statements = [
    "select 1 as a, 'x' as b, null as c, 2.5 as d, x'00ff' as e",
    "select 1 as a, 2 as b, 3 as a",
    "select 1 as \"2\", 'v' as \"1\", 3 as \"we\"\"ird\"",
    "select 7 as __proto__, 8 as other",
    "select value from json_each('[3,1,2]') order by value",
    "select value from json_each('[]')",
  ];

  it.each(statements)('are the objects better-sqlite3 makes (keys, order, values): %s', async (statement) => {
    const { rows } = await sql.raw(statement).execute(db);
    const expected = asBetterSqlite(statement);
    expect(rows).toStrictEqual(expected);
    expect(rows.map((row) => Object.keys(row as object))).toStrictEqual(expected.map((row) => Object.keys(row as object)));
    expect(rows.map((row) => Object.getPrototypeOf(row))).toStrictEqual(expected.map((row) => Object.getPrototypeOf(row)));
  });

  it('come back for statements that write and return', async () => {
    await sql`create temp table t (id integer primary key, name text)`.execute(db);
    const { rows } = await sql`insert into t (name) values ('one'), ('two') returning id, name`.execute(db);
    expect(rows).toStrictEqual([
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
    ]);
  });

  it('stream as objects too', async () => {
    const streamed: unknown[] = [];
    for await (const row of db.selectFrom(sql<{ value: number }>`json_each('[5,6]')`.as('j')).select('value').stream()) streamed.push(row);
    expect(streamed).toStrictEqual([{ value: 5 }, { value: 6 }]);
  });
});

describe('closing the SQLite store', () => {
  it('leaves only the database file: the checkpoint thread has closed its connection first', async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-close-'));
    const store = await createDatabase(path.join(own, 'closing.sqlite'));
    await sql`create table note (body text)`.execute(store);
    await sql`insert into note values ('x')`.execute(store);
    // Long enough for the thread to have opened its own connection to the file.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await store.destroy();
    expect(fs.readdirSync(own)).toStrictEqual(['closing.sqlite']);
    fs.rmSync(own, { recursive: true, force: true });
  });
});
