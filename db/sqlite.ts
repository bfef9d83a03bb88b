import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDatabase, type SqliteDialectConfig, type SqliteStatement } from 'kysely';
import type { Database } from './tables.ts';
import { startThread } from '../src/thread.ts';

export interface LockWait {
  /** SQLite's own busy wait, which spins the only thread: kept to a few milliseconds. */
  busyTimeoutMs: number;
  /** Longest a statement waits, without blocking, for another process's write lock before failing. */
  lockWaitMs: number;
}

/**
 * Opens (creating if needed) the SQLite file. WAL lets readers run beside the writer;
 * foreign keys carry deletes down to pages.
 */
export function openSqlite(file: string, lockWait: LockWait): Kysely<Database> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`busy_timeout = ${lockWait.busyTimeoutMs}`);
  const stopCheckpointer = startCheckpointer(file, sqlite);
  return new Kysely<Database>({ dialect: new ImmediateTransactionDialect({ database: withStatementCache(sqlite) }, lockWait.lockWaitMs, stopCheckpointer) });
}

/**
 * SQLite copies its write-ahead log into the database file (a checkpoint) inside the
 * commit that takes the log past 1,000 pages, and syncs both files as it does: on the
 * thread that serves HTTP, a stall of tens of milliseconds every four megabytes written
 * (a 1 MiB upload's commit took 3.6 ms without it and 12.6 ms on average with it). A
 * thread of its own checkpoints this file every 100 ms instead. The connection keeps its
 * own checkpoint for a log past 10,000 pages (40 MiB), should that thread fall behind.
 */
function startCheckpointer(file: string, sqlite: SQLite.Database) {
  sqlite.pragma('wal_autocheckpoint = 10000');
  const thread = startThread(new URL('./checkpointer.ts', import.meta.url), { file, everyMs: 100 }, 16);
  thread.unref();
  // A thread that cannot run leaves the connection's own checkpoint to do the work.
  thread.on('error', () => sqlite.open && sqlite.pragma('wal_autocheckpoint = 1000'));
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  // Closed before the server's connection, so that connection is the last one and, as
  // SQLite does for the last, folds the log in and removes it: nothing writes the
  // files once the store is closed.
  return async () => {
    thread.postMessage('stop');
    const slow = setTimeout(() => void thread.terminate(), 2000);
    await exited;
    clearTimeout(slow);
  };
}

/**
 * better-sqlite3 compiles a statement on every `prepare()`, which costs more than running
 * a small query; the service's queries are a small fixed set, so each is compiled once
 * and reused (bounded, oldest out first). Kysely runs each statement to completion
 * (`all`/`run`) before the next, so reuse is safe.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(source: string) {
      let statement = statements.get(source);
      if (!statement) {
        statement = rowsAsObjects(sqlite.prepare(source));
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
        statements.set(source, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/**
 * A reading statement whose rows come back as arrays and are made objects by a function
 * compiled for its columns: better-sqlite3 builds each row object through V8's API a
 * property at a time, which measured about twice the cost of the query itself for a
 * page of 100 engines; an object literal of the same shape costs a fraction of that.
 * The rows are the same objects (same keys, order and values; a repeated column name
 * keeps its first place and last value, as before). The columns are read once: the
 * schema changes only in the migrations that run when the store is opened.
 */
function rowsAsObjects(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  if (names.includes('__proto__')) return statement;
  statement.raw(true);
  const make = new Function('v', `return {${names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ')}};`) as (values: unknown[]) => unknown;
  const toObjects = (rows: unknown[][]) => {
    for (let i = 0; i < rows.length; i++) rows[i] = make(rows[i]) as unknown[];
    return rows;
  };
  return {
    reader: true,
    all: (parameters) => toObjects(statement.all(parameters) as unknown[][]),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters)) yield make(values as unknown[]);
    },
  };
}

/**
 * Transactions begin IMMEDIATE, taking the write lock at once. A deferred one that
 * reads and then writes fails with "database is locked" at once, without waiting,
 * when another process (the key CLI beside a running server) wrote in between; an
 * immediate one waits its turn.
 *
 * better-sqlite3 is synchronous: SQLite's busy timeout would spin the one thread
 * that serves every request. So it is a few milliseconds, and a statement (or the
 * BEGIN of a transaction) that finds the lock taken waits on a timer instead, with
 * the connection released so reads go on meanwhile, and tries again until
 * `lockWaitMs` have passed; then the SQLITE_BUSY error goes up (answered as
 * database_unavailable with Retry-After).
 */
class ImmediateTransactionDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #lockWaitMs: number;
  readonly #beforeClose: () => Promise<void>;

  constructor(config: SqliteDialectConfig, lockWaitMs: number, beforeClose: () => Promise<void>) {
    super(config);
    this.#config = config;
    this.#lockWaitMs = lockWaitMs;
    this.#beforeClose = beforeClose;
  }

  override createDriver(): SqliteDriver {
    return new LockWaitingDriver(this.#config, this.#lockWaitMs, this.#beforeClose);
  }
}

const isBusy = (error: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: unknown } | null)?.code ?? ''));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class LockWaitingDriver extends SqliteDriver {
  readonly #lockWaitMs: number;
  readonly #beforeClose: () => Promise<void>;
  #inTransaction = false;

  constructor(config: SqliteDialectConfig, lockWaitMs: number, beforeClose: () => Promise<void>) {
    super(config);
    this.#lockWaitMs = lockWaitMs;
    this.#beforeClose = beforeClose;
  }

  override async destroy(): Promise<void> {
    await this.#beforeClose();
    await super.destroy();
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    return {
      // Inside a transaction the write lock is already ours: nothing to wait for.
      executeQuery: (query) => (this.#inTransaction ? connection.executeQuery(query) : this.#waitingForLock(() => connection.executeQuery(query))),
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    this.#inTransaction = true;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    this.#inTransaction = false;
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.#inTransaction = false;
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async #waitingForLock<T>(run: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + this.#lockWaitMs;
    for (let delay = 10; ; delay = Math.min(delay * 2, 200)) {
      try {
        return await run();
      } catch (error) {
        if (!isBusy(error) || Date.now() + delay > deadline) throw error;
      }
      // Hand the one connection to other statements (reads go on in WAL) while waiting.
      await this.releaseConnection();
      await sleep(delay);
      await super.acquireConnection();
    }
  }
}
