import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from './tables.ts';
import * as initial from './migrations/0001_initial.ts';
import * as toolRunsAndJobs from './migrations/0002_tool_runs_and_jobs.ts';
import * as pageSearch from './migrations/0003_page_search.ts';
import * as pageBoxes from './migrations/0004_page_boxes.ts';
import * as webhooks from './migrations/0005_webhooks.ts';
import { isPostgres, openPostgres, PortableSchemaPlugin } from './postgres.ts';
import { openSqlite, type LockWait } from './sqlite.ts';

export type { Database } from './tables.ts';
export type { LockWait } from './sqlite.ts';
export { isPostgres } from './postgres.ts';
export type Db = Kysely<Database>;

/** Listed here rather than read from a folder, so the set of migrations is fixed at build time. */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_tool_runs_and_jobs': toolRunsAndJobs,
  '0003_page_search': pageSearch,
  '0004_page_boxes': pageBoxes,
  '0005_webhooks': webhooks,
};

export interface StoreOptions {
  /** `postgres://...`: PostgreSQL; absent: the SQLite file. */
  url?: string;
  /** The SQLite file, when there is no `url`. */
  file: string;
  lockWait?: LockWait;
  /** PostgreSQL connections this process may hold at once. */
  maxConnections?: number;
}

/**
 * Opens the store (PostgreSQL when a URL is given, otherwise the SQLite file, created
 * if needed) and brings its schema up to date. The same migrations run on both.
 */
export async function openDatabase(opts: StoreOptions): Promise<Db> {
  const db = opts.url ? openPostgres(opts.url, { maxConnections: opts.maxConnections ?? 10 }) : openSqlite(opts.file, opts.lockWait ?? { busyTimeoutMs: 5, lockWaitMs: 2000 });
  const postgres = isPostgres(db);
  const migrator = new Migrator({
    db: postgres ? db.withPlugin(new PortableSchemaPlugin()) : db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema unless told which: the one the URL's search_path picks.
    ...(postgres ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`database migration ${failed ?? ''} failed: ${(error as Error).message ?? error}`);
  }
  return db;
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  if (!rows[0]?.schema) throw new Error('DATABASE_URL names no existing schema on its search_path');
  return rows[0].schema;
}

/** The SQLite file at `file` (tests and tools that have no configuration). */
export function createDatabase(file: string, lockWait?: LockWait): Promise<Db> {
  return openDatabase({ file, lockWait });
}

/** A row broke a unique constraint (SQLite or PostgreSQL 23505). */
export const isUniqueViolation = (error: unknown) => ['SQLITE_CONSTRAINT_UNIQUE', '23505'].includes(codeOf(error));
/** A row refers to one that is gone (SQLite or PostgreSQL 23503). */
export const isForeignKeyViolation = (error: unknown) => ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'].includes(codeOf(error));
const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '');
