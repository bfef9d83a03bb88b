import { sql, type Kysely, type Selectable } from 'kysely';
import { isPostgres } from '../postgres.ts';
import type { Database, JobsTable } from '../tables.ts';

export type JobRow = Selectable<JobsTable>;

export async function insertJob(
  db: Kysely<Database>,
  job: { kind: string; subjectId: string; maxAttempts: number; runAfter: number },
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      subject_id: job.subjectId,
      state: 'queued',
      attempts: 0,
      max_attempts: job.maxAttempts,
      run_after: job.runAfter,
      claimed_by: null,
      claimed_at: null,
      created_at: Date.now(),
    })
    .execute();
}

/**
 * Takes the oldest ready job of `kind` in one statement, so two workers (or two
 * processes) can never claim the same row. On PostgreSQL the row is picked with
 * FOR UPDATE SKIP LOCKED: concurrent claimers step past each other's rows instead of
 * queueing behind one lock (SQLite has one writer, so there is nothing to skip).
 */
export async function claimJob(db: Kysely<Database>, kind: string, workerId: string, now: number): Promise<JobRow | undefined> {
  const postgres = isPostgres(db);
  return db
    .updateTable('jobs')
    .set((eb) => ({ state: 'running', attempts: eb('attempts', '+', 1), claimed_by: workerId, claimed_at: now }))
    .where('id', '=', (eb) => {
      const next = eb.selectFrom('jobs').select('id').where('state', '=', 'queued').where('kind', '=', kind).where('run_after', '<=', now).orderBy('id').limit(1);
      return postgres ? next.forUpdate().skipLocked() : next;
    })
    .where('state', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
}

/** Renews the claims `workerId` still holds; answers the ids it holds (a job withdrawn meanwhile is missing). */
export async function touchJobs(db: Kysely<Database>, workerId: string, ids: number[], now: number): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.updateTable('jobs').set({ claimed_at: now }).where('id', 'in', ids).where('claimed_by', '=', workerId).returning('id').execute();
  return new Set(rows.map((r) => r.id));
}

/** Deletes a finished job, if `workerId` still holds it. */
export async function deleteHeldJob(db: Kysely<Database>, id: number, workerId: string): Promise<void> {
  await db.deleteFrom('jobs').where('id', '=', id).where('claimed_by', '=', workerId).execute();
}

export async function deleteJobsOf(db: Kysely<Database>, subjectId: string): Promise<void> {
  await db.deleteFrom('jobs').where('subject_id', '=', subjectId).execute();
}

/** Running jobs whose worker stopped renewing its claim before `staleBefore`: their process died. */
export async function findAbandonedJobs(db: Kysely<Database>, staleBefore: number): Promise<JobRow[]> {
  return db.selectFrom('jobs').selectAll().where('state', '=', 'running').where('claimed_at', '<', staleBefore).execute();
}

/**
 * Puts an abandoned job back in the queue, only if it is still abandoned as it was
 * found (same claim): of several processes recovering at once, one wins.
 */
export async function requeueAbandoned(db: Kysely<Database>, job: JobRow, runAfter: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'queued', claimed_by: null, claimed_at: null, run_after: runAfter })
    .where('id', '=', job.id)
    .where('state', '=', 'running')
    .where('claimed_at', '=', job.claimed_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes an abandoned job that has had every try, only if it is still as found (not claimed again meanwhile). */
export async function deleteAbandoned(db: Kysely<Database>, job: JobRow): Promise<boolean> {
  const result = await db.deleteFrom('jobs').where('id', '=', job.id).where('state', '=', 'running').where('claimed_at', '=', job.claimed_at).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Gives a claimed job back untried (its process is stopping in good order): the try does not count. */
export async function releaseJob(db: Kysely<Database>, id: number, workerId: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set((eb) => ({ state: 'queued', attempts: eb('attempts', '-', 1), claimed_by: null, claimed_at: null, run_after: Date.now() }))
    .where('id', '=', id)
    .where('claimed_by', '=', workerId)
    .execute();
}

/** Tells every listening process, when the transaction commits, about `subject` on `channel` (PostgreSQL; a no-op on SQLite). */
export async function notifyOnCommit(trx: Kysely<Database>, channel: string, subject: string): Promise<void> {
  if (isPostgres(trx)) await sql`SELECT pg_notify(${channel}, ${subject})`.execute(trx);
}
