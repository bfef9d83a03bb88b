import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Which store the test servers run on: `TEST_STORE=postgres` runs them on PostgreSQL
 * (`TEST_DATABASE_URL`) with live events and the rate limit in Redis (`TEST_REDIS_URL`);
 * each data directory gets its own PostgreSQL schema and Redis prefix, so test files
 * running side by side never see each other's rows or events. Otherwise SQLite.
 */
export const onPostgres = process.env.TEST_STORE === 'postgres';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
/** Every schema the tests make starts with this. */
export const SCHEMA_PREFIX = 'ket_';

/**
 * This test run's mark (its start time, base 36), set by the global setup for the test
 * processes it forks: a run drops only its own schemas, so two passes at once (two
 * worktrees, say) never pull a schema from under each other.
 */
const RUN = process.env.TEST_STORE_RUN || 'x';
const schemaOf = (dataDir: string) => `${SCHEMA_PREFIX}${RUN}_${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12)}`;

export function databaseUrlIn(schema: string): string {
  // Encoded by hand: libpq (psql) reads '+' literally, so a space must be %20.
  return `${TEST_DATABASE_URL}${TEST_DATABASE_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/** Runs SQL with psql (synchronous, so test helpers stay synchronous); answers its unaligned output. */
export function psql(url: string, statement: string): string {
  // Without NOTICEs: a DROP ... CASCADE would list every table it drops.
  return execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', `SET client_min_messages = warning; ${statement}`], { encoding: 'utf8' });
}

/** The settings that put a server (or the key CLI) using `dataDir` on the test store; none for SQLite. */
export function storeEnv(dataDir: string): Record<string, string> {
  if (!onPostgres) return {};
  const schema = schemaOf(dataDir);
  psql(TEST_DATABASE_URL, `CREATE SCHEMA IF NOT EXISTS ${schema}`);
  // Shared workers recover a killed process's jobs only once its lease expires: short here, so restart tests finish soon.
  return { DATABASE_URL: databaseUrlIn(schema), REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `${schema}:`, JOB_LEASE_S: '3' };
}

/** Runs one SQL statement on the store of `dataDir` (tests that set up a state no API call can). */
export function execSql(dataDir: string, statement: string): void {
  if (onPostgres) return void psql(databaseUrlIn(schemaOf(dataDir)), statement);
  const db = new Database(path.join(dataDir, 'knowledge-engine.sqlite'));
  try {
    db.exec(statement);
  } finally {
    db.close();
  }
}

/**
 * Row counts per table of our records. Full-text indexes (SQLite's virtual tables and
 * their shadow tables) are left out: their row counts follow segment merging, not our records.
 */
export function countRows(dataDir: string): Record<string, number> {
  if (onPostgres) {
    const url = databaseUrlIn(schemaOf(dataDir));
    const tables = psql(url, `SELECT table_name FROM information_schema.tables WHERE table_schema = '${schemaOf(dataDir)}' AND table_name NOT LIKE 'kysely_%' ORDER BY 1`)
      .split('\n')
      .filter(Boolean);
    if (!tables.length) return {};
    const counts = psql(url, tables.map((t) => `SELECT '${t}', count(*) FROM "${t}"`).join(' UNION ALL '));
    return Object.fromEntries(counts.split('\n').filter(Boolean).map((line) => [line.split('|')[0], Number(line.split('|')[1])]));
  }
  const db = new Database(path.join(dataDir, 'knowledge-engine.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const all = db.prepare("select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'").all() as Array<{ name: string; sql: string }>;
    const indexes = all.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name);
    const tables = all.filter((t) => !indexes.some((v) => t.name === v || t.name.startsWith(`${v}_`)));
    return Object.fromEntries(tables.map(({ name }) => [name, (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n]));
  } finally {
    db.close();
  }
}

/** Starts a test run: marks it, and drops what runs that began over a day ago left behind (they died). */
export function beginTestRun(): () => void {
  const run = Date.now().toString(36);
  process.env.TEST_STORE_RUN = run;
  const schemas = psql(TEST_DATABASE_URL, `SELECT nspname FROM pg_namespace WHERE nspname LIKE '${SCHEMA_PREFIX}%'`).split('\n').filter(Boolean);
  const dayAgo = Date.now() - 86_400_000;
  for (const schema of schemas) {
    const started = parseInt(/^ket_([0-9a-z]+)_/.exec(schema)?.[1] ?? '', 36);
    if (started < dayAgo) psql(TEST_DATABASE_URL, `DROP SCHEMA ${schema} CASCADE`);
  }
  return () => {
    for (const schema of psql(TEST_DATABASE_URL, `SELECT nspname FROM pg_namespace WHERE nspname LIKE '${SCHEMA_PREFIX}${run}\\_%'`).split('\n').filter(Boolean)) {
      psql(TEST_DATABASE_URL, `DROP SCHEMA ${schema} CASCADE`);
    }
  };
}

/** Everything the store of `dataDir` keeps, as bytes by name: the SQLite files, or a dump of the PostgreSQL schema. */
export function storedBytes(dataDir: string): Array<{ name: string; bytes: Buffer }> {
  if (onPostgres) {
    const schema = schemaOf(dataDir);
    return [{ name: `schema ${schema}`, bytes: execFileSync('pg_dump', [TEST_DATABASE_URL, '-n', schema]) }];
  }
  return fs
    .readdirSync(dataDir)
    .filter((f) => f.startsWith('knowledge-engine.sqlite'))
    .map((name) => ({ name, bytes: fs.readFileSync(path.join(dataDir, name)) }));
}
