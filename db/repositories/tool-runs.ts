import type { Kysely, Selectable } from 'kysely';
import type { Database, ToolRunsTable } from '../tables.ts';
import type { Slice } from '../../src/domain/types.ts';
import type { ToolRun, ToolRunResult, ToolRunStatus } from '../../src/domain/tool-runs.ts';
import { decodeCursor, toSlice } from './cursor.ts';
import { prepared } from './prepared.ts';

function toToolRun(row: Selectable<ToolRunsTable>): ToolRun {
  return {
    id: row.id,
    accountId: row.account_id,
    knowledgeEngineId: row.knowledge_engine_id,
    status: row.status,
    mode: row.mode,
    request: JSON.parse(row.request),
    result: row.result === null ? null : JSON.parse(row.result),
    error: row.error === null ? null : { message: row.error, code: row.error_code ?? 'internal' },
    createdAt: row.created_at,
    startedAt: row.started_at,
    completedAt: row.completed_at,
  };
}

export async function insertToolRun(db: Kysely<Database>, run: ToolRun): Promise<void> {
  await db
    .insertInto('tool_runs')
    .values({
      id: run.id,
      account_id: run.accountId,
      knowledge_engine_id: run.knowledgeEngineId,
      status: run.status,
      mode: run.mode,
      request: JSON.stringify(run.request),
      result: null,
      error: null,
      error_code: null,
      created_at: run.createdAt,
      started_at: null,
      completed_at: null,
    })
    .execute();
}

/** Any account's run: for workers, which act for whoever queued it. */
export async function loadToolRun(db: Kysely<Database>, id: string): Promise<ToolRun | undefined> {
  const row = await db.selectFrom('tool_runs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toToolRun(row);
}

export async function findToolRun(db: Kysely<Database>, accountId: string, id: string): Promise<ToolRun | undefined> {
  const [row] = await runById(db, id, accountId);
  return row && toToolRun(row);
}

const runById = prepared<Selectable<ToolRunsTable>, [id: string, accountId: string]>(
  (db, id, accountId) => db.selectFrom('tool_runs').selectAll().where('id', '=', id).where('account_id', '=', accountId),
  2,
);

/** Newest first. */
export async function listToolRuns(
  db: Kysely<Database>,
  filter: { accountId: string; knowledgeEngineId?: string },
  page: { first: number; after?: string | null },
): Promise<Slice<ToolRun>> {
  let query = db.selectFrom('tool_runs').selectAll().where('account_id', '=', filter.accountId);
  if (filter.knowledgeEngineId) query = query.where('knowledge_engine_id', '=', filter.knowledgeEngineId);
  if (page.after) query = query.where('seq', '<', decodeCursor(page.after));
  const rows = await query.orderBy('seq', 'desc').limit(page.first + 1).execute();
  return toSlice(rows, page.first, toToolRun);
}

/** Moves a run on only from the state it is expected in; false when it had moved already (say, cancelled). */
export async function markStarted(db: Kysely<Database>, id: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('tool_runs')
    .set({ status: 'processing', started_at: at })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'processing'])
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function markCompleted(db: Kysely<Database>, id: string, result: ToolRunResult, at: number): Promise<boolean> {
  const r = await db
    .updateTable('tool_runs')
    .set({ status: 'completed', result: JSON.stringify(result), completed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function markFailed(
  db: Kysely<Database>,
  id: string,
  error: { message: string; code: string },
  at: number,
  from: ToolRunStatus[] = ['queued', 'processing'],
): Promise<boolean> {
  const r = await db
    .updateTable('tool_runs')
    .set({ status: 'failed', error: error.message, error_code: error.code, completed_at: at })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function listUnfinishedRunIds(db: Kysely<Database>, knowledgeEngineId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tool_runs')
    .select('id')
    .where('knowledge_engine_id', '=', knowledgeEngineId)
    .where('status', 'in', ['queued', 'processing'])
    .execute();
  return rows.map((r) => r.id);
}
