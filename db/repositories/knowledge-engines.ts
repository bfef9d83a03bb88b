import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import type { KnowledgeEngine, Slice } from '../../src/domain/types.ts';
import { decodeCursor, toSlice } from './cursor.ts';
import { prepared } from './prepared.ts';

function engineQuery(db: Kysely<Database>) {
  return db
    .selectFrom('knowledge_engines as ke')
    .selectAll('ke')
    .select((eb) => [
      eb
        .selectFrom('data_sources as ds')
        .whereRef('ds.knowledge_engine_id', '=', 'ke.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('data_source_count'),
      eb
        .selectFrom('data_sources as ds')
        .whereRef('ds.knowledge_engine_id', '=', 'ke.id')
        .where('ds.status', '=', 'processing')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('processing_count'),
    ]);
}

type EngineRow = Awaited<ReturnType<ReturnType<typeof engineQuery>['executeTakeFirstOrThrow']>>;

function toKnowledgeEngine(row: EngineRow): KnowledgeEngine {
  return {
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    description: row.description,
    notes: JSON.parse(row.notes),
    status: Number(row.processing_count) > 0 ? 'processing' : 'ready',
    dataSourceCount: Number(row.data_source_count),
    createdAt: row.created_at,
  };
}

export async function insertKnowledgeEngine(
  db: Kysely<Database>,
  engine: Pick<KnowledgeEngine, 'id' | 'accountId' | 'name' | 'description' | 'notes' | 'createdAt'>,
): Promise<void> {
  await insertEngine(db, engine.id, engine.accountId, engine.name, engine.description, JSON.stringify(engine.notes), engine.createdAt);
}

const insertEngine = prepared<never, [id: string, accountId: string, name: string, description: string, notes: string, createdAt: number]>(
  (db, id, accountId, name, description, notes, createdAt) =>
    db.insertInto('knowledge_engines').values({ id, account_id: accountId, name, description, notes, created_at: createdAt as unknown as number }),
  6,
);

/** An engine of that account, or undefined: another account's engine is as unknown as a missing one. */
export async function findKnowledgeEngine(db: Kysely<Database>, accountId: string, id: string): Promise<KnowledgeEngine | undefined> {
  const [row] = await engineById(db, id, accountId);
  return row && toKnowledgeEngine(row);
}

const engineById = prepared<EngineRow, [id: string, accountId: string]>((db, id, accountId) => engineQuery(db).where('ke.id', '=', id).where('ke.account_id', '=', accountId), 2);

/** Newest first. */
export async function listKnowledgeEngines(
  db: Kysely<Database>,
  accountId: string,
  page: { first: number; after?: string | null },
): Promise<Slice<KnowledgeEngine>> {
  const rows = page.after
    ? await enginesBefore(db, accountId, decodeCursor(page.after), page.first + 1)
    : await newestEngines(db, accountId, page.first + 1);
  return toSlice(rows, page.first, toKnowledgeEngine);
}

const newestEngines = prepared<EngineRow, [accountId: string, limit: number]>(
  (db, accountId, limit) => engineQuery(db).where('ke.account_id', '=', accountId).orderBy('ke.seq', 'desc').limit(limit as unknown as number),
  2,
);
const enginesBefore = prepared<EngineRow, [accountId: string, seq: number, limit: number]>(
  (db, accountId, seq, limit) => engineQuery(db).where('ke.account_id', '=', accountId).where('ke.seq', '<', seq as unknown as number).orderBy('ke.seq', 'desc').limit(limit as unknown as number),
  3,
);

/** Changes the given properties of an engine of that account; false when there is none. */
export async function updateKnowledgeEngine(
  db: Kysely<Database>,
  accountId: string,
  id: string,
  changes: Partial<Pick<KnowledgeEngine, 'name' | 'description' | 'notes'>>,
): Promise<boolean> {
  const set = {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.notes !== undefined ? { notes: JSON.stringify(changes.notes) } : {}),
  };
  if (!Object.keys(set).length) return (await findKnowledgeEngine(db, accountId, id)) !== undefined;
  const result = await db.updateTable('knowledge_engines').set(set).where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteKnowledgeEngine(db: Kysely<Database>, accountId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('knowledge_engines')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
