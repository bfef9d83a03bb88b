import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, Migrator, SqliteDialect, SqliteDriver, type DatabaseConnection, type Migration, type SqliteDatabase, type SqliteDialectConfig } from 'kysely';
import type { Database } from './tables.ts';
import * as initial from './migrations/0001_initial.ts';
import * as toolRunsAndJobs from './migrations/0002_tool_runs_and_jobs.ts';
import * as pageSearch from './migrations/0003_page_search.ts';

export type { Database } from './tables.ts';
export type Db = Kysely<Database>;

/** Listed here rather than read from a folder, so the set of migrations is fixed at build time. */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_tool_runs_and_jobs': toolRunsAndJobs,
  '0003_page_search': pageSearch,
};

/**
 * Opens (creating if needed) the SQLite file and brings its schema up to date.
 * WAL lets readers run beside the writer; foreign keys carry deletes down to pages.
 */
export async function createDatabase(file: string): Promise<Db> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new ImmediateTransactionDialect({ database: withStatementCache(sqlite) }) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`database migration ${failed ?? ''} failed: ${(error as Error).message ?? error}`);
  }
  return db;
}

/**
 * better-sqlite3 compiles a statement on every `prepare()`, which costs more than running
 * a small query; the service's queries are a small fixed set, so each is compiled once
 * and reused (bounded, oldest out first). Kysely runs each statement to completion
 * (`all`/`run`) before the next, so reuse is safe.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(source: string) {
      let statement = statements.get(source);
      if (!statement) {
        statement = sqlite.prepare(source);
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
        statements.set(source, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/**
 * Transactions begin IMMEDIATE, taking the write lock at once. A deferred one that
 * reads and then writes fails with "database is locked" at once, without waiting,
 * when another process (the key CLI beside a running server) wrote in between; an
 * immediate one waits its turn (busy timeout, 5 s).
 */
class ImmediateTransactionDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): SqliteDriver {
    return new ImmediateTransactionDriver(this.#config);
  }
}

class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
