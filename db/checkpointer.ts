import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/**
 * The thread that copies SQLite's write-ahead log into the database file (see
 * `startCheckpointer` in sqlite.ts). A passive checkpoint never takes the write lock
 * and copies whatever readers no longer need; with nothing to copy it costs microseconds.
 */
const { file, everyMs } = workerData as { file: string; everyMs: number };
const db = new SQLite(file);
db.pragma('busy_timeout = 0');
db.pragma('wal_autocheckpoint = 0');

const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy (another checkpoint in progress): the next tick tries again.
  }
}, everyMs);

parentPort!.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort!.close();
});
