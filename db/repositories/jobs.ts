import type { Kysely, Selectable } from 'kysely';
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
 * processes) can never claim the same row.
 */
export async function claimJob(db: Kysely<Database>, kind: string, workerId: string, now: number): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set((eb) => ({ state: 'running', attempts: eb('attempts', '+', 1), claimed_by: workerId, claimed_at: now }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('state', '=', 'queued')
        .where('kind', '=', kind)
        .where('run_after', '<=', now)
        .orderBy('id')
        .limit(1),
    )
    .where('state', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
}

export async function touchJobs(db: Kysely<Database>, ids: number[], now: number): Promise<void> {
  if (ids.length) await db.updateTable('jobs').set({ claimed_at: now }).where('id', 'in', ids).execute();
}

export async function deleteJob(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('jobs').where('id', '=', id).execute();
}

export async function deleteJobsOf(db: Kysely<Database>, subjectId: string): Promise<void> {
  await db.deleteFrom('jobs').where('subject_id', '=', subjectId).execute();
}

/** Running jobs whose worker stopped renewing its claim before `staleBefore`: their process died. */
export async function findAbandonedJobs(db: Kysely<Database>, staleBefore: number): Promise<JobRow[]> {
  return db.selectFrom('jobs').selectAll().where('state', '=', 'running').where('claimed_at', '<', staleBefore).execute();
}

export async function requeueJob(db: Kysely<Database>, id: number, runAfter: number): Promise<void> {
  await db.updateTable('jobs').set({ state: 'queued', claimed_by: null, claimed_at: null, run_after: runAfter }).where('id', '=', id).execute();
}

/** Gives a claimed job back untried (its process is stopping in good order): the try does not count. */
export async function releaseJob(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set((eb) => ({ state: 'queued', attempts: eb('attempts', '-', 1), claimed_by: null, claimed_at: null, run_after: Date.now() }))
    .where('id', '=', id)
    .execute();
}
