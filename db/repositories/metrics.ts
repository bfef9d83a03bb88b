import { sql, type Kysely } from 'kysely';
import type { Database } from '../tables.ts';

/** What the job queue holds now: jobs per kind and state, and the oldest waiting job's creation time. */
export async function jobCounts(db: Kysely<Database>): Promise<Array<{ kind: string; state: string; count: number; oldest: number | null }>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['kind', 'state', sql<number>`count(*)`.as('count'), sql<number | null>`min(created_at)`.as('oldest')])
    .groupBy(['kind', 'state'])
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** Data sources per status, every account together. */
export async function dataSourceCounts(db: Kysely<Database>): Promise<Array<{ status: string; count: number }>> {
  const rows = await db.selectFrom('data_sources').select(['status', sql<number>`count(*)`.as('count')]).groupBy('status').execute();
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}

/** Tool runs per status, every account together. */
export async function toolRunCounts(db: Kysely<Database>): Promise<Array<{ status: string; count: number }>> {
  const rows = await db.selectFrom('tool_runs').select(['status', sql<number>`count(*)`.as('count')]).groupBy('status').execute();
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}
