import { sql, type Kysely, type Selectable } from 'kysely';
import { isPostgres } from '../postgres.ts';
import type { Database, DataSourcesTable } from '../tables.ts';
import type { DataSource, Page, Slice } from '../../src/domain/types.ts';
import { decodeCursor, toSlice } from './cursor.ts';

function toDataSource(row: Selectable<DataSourcesTable>): DataSource {
  return {
    id: row.id,
    accountId: row.account_id,
    knowledgeEngineId: row.knowledge_engine_id,
    name: row.name,
    type: row.type,
    status: row.status,
    error: row.error,
    notes: JSON.parse(row.notes),
    fileName: row.file_name,
    format: row.format,
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    pageCount: row.page_count,
    createdAt: row.created_at,
  };
}

/** Pages as stored: the text, and where it stands on the page when the reader knew. */
export interface StoredPage {
  text: string;
  boxes: Uint8Array | null;
}

export async function insertDataSource(db: Kysely<Database>, ds: DataSource, pages: StoredPage[]): Promise<void> {
  await db
    .insertInto('data_sources')
    .values({
      id: ds.id,
      account_id: ds.accountId,
      knowledge_engine_id: ds.knowledgeEngineId,
      name: ds.name,
      type: ds.type,
      status: ds.status,
      error: ds.error,
      notes: JSON.stringify(ds.notes),
      file_name: ds.fileName,
      format: ds.format,
      size_bytes: ds.sizeBytes,
      sha256: ds.sha256,
      page_count: ds.pageCount,
      created_at: ds.createdAt,
    })
    .execute();
  await insertPages(db, ds.id, pages);
}

async function insertPages(db: Kysely<Database>, dataSourceId: string, pages: StoredPage[]): Promise<void> {
  // Chunked so a 2,000-page document stays under SQLite's bound-parameter limit.
  for (let i = 0; i < pages.length; i += 200) {
    const chunk = pages.slice(i, i + 200).map((p, j) => ({ data_source_id: dataSourceId, page: i + j + 1, text: p.text, boxes: p.boxes }));
    await db
      .insertInto('data_source_pages')
      .values(chunk.map(({ boxes: _, ...page }) => page))
      .execute();
    const placed = chunk.filter((p) => p.boxes !== null).map(({ text: _, boxes, ...page }) => ({ ...page, boxes: boxes! }));
    if (placed.length > 0) await db.insertInto('data_source_page_boxes').values(placed).execute();
  }
}

/** Where the text of each of `pages` stands, by page number; pages without geometry are left out. */
export async function readPageBoxes(db: Kysely<Database>, dataSourceId: string, pages: number[]): Promise<Map<number, Uint8Array>> {
  if (pages.length === 0) return new Map();
  const rows = await db
    .selectFrom('data_source_page_boxes')
    .select(['page', 'boxes'])
    .where('data_source_id', '=', dataSourceId)
    .where('page', 'in', pages)
    .execute();
  return new Map(rows.map((r) => [r.page, r.boxes]));
}

export async function findDataSource(db: Kysely<Database>, accountId: string, id: string): Promise<DataSource | undefined> {
  const row = await db
    .selectFrom('data_sources')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row && toDataSource(row);
}

export async function findDataSourceByContent(db: Kysely<Database>, engineId: string, sha256: string): Promise<DataSource | undefined> {
  const row = await db
    .selectFrom('data_sources')
    .selectAll()
    .where('knowledge_engine_id', '=', engineId)
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return row && toDataSource(row);
}

/** Oldest first: the order they were added to the engine. */
export async function listDataSources(
  db: Kysely<Database>,
  engineId: string,
  page: { first: number; after?: string | null },
): Promise<Slice<DataSource>> {
  let query = db.selectFrom('data_sources').selectAll().where('knowledge_engine_id', '=', engineId);
  if (page.after) query = query.where('seq', '>', decodeCursor(page.after));
  const rows = await query.orderBy('seq', 'asc').limit(page.first + 1).execute();
  return toSlice(rows, page.first, toDataSource);
}

export async function listContentHashes(db: Kysely<Database>, engineId: string): Promise<string[]> {
  const rows = await db.selectFrom('data_sources').select('sha256').where('knowledge_engine_id', '=', engineId).execute();
  return rows.map((r) => r.sha256);
}

export async function deleteDataSource(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('data_sources').where('id', '=', id).execute();
}

/**
 * Serializes the transactions that store or drop one content: an upload moving its file
 * into place and a delete deciding the file is no longer referenced. On PostgreSQL the
 * delete would not see the upload's uncommitted row and remove the file under it; an
 * advisory lock held to commit makes them take turns. SQLite's single writer already does.
 */
export async function lockContent(trx: Kysely<Database>, sha256: string): Promise<void> {
  if (isPostgres(trx)) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${sha256}, 0))`.execute(trx);
}

export async function isContentReferenced(db: Kysely<Database>, sha256: string): Promise<boolean> {
  return (await db.selectFrom('data_sources').select('id').where('sha256', '=', sha256).limit(1).executeTakeFirst()) !== undefined;
}

/** Pages `first..last` inclusive, in order. */
export async function readPages(db: Kysely<Database>, dataSourceId: string, first: number, last: number): Promise<Page[]> {
  return db
    .selectFrom('data_source_pages')
    .select(['page', 'text'])
    .where('data_source_id', '=', dataSourceId)
    .where('page', '>=', first)
    .where('page', '<=', last)
    .orderBy('page')
    .execute();
}

/** Records the pages read in the background; false when the data source is gone or no longer processing. */
export async function completeDataSource(db: Kysely<Database>, id: string, pages: StoredPage[]): Promise<boolean> {
  const updated = await db
    .updateTable('data_sources')
    .set({ status: 'processed', page_count: pages.length, error: null })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return false;
  await insertPages(db, id, pages);
  return true;
}

export async function failDataSource(db: Kysely<Database>, id: string, error: string): Promise<void> {
  await db.updateTable('data_sources').set({ status: 'failed', error }).where('id', '=', id).where('status', '=', 'processing').execute();
}

/** Any account's data source: for workers, which act for whoever uploaded it. */
export async function loadDataSource(db: Kysely<Database>, id: string): Promise<DataSource | undefined> {
  const row = await db.selectFrom('data_sources').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toDataSource(row);
}

export async function listProcessingIds(db: Kysely<Database>, engineId: string): Promise<string[]> {
  const rows = await db.selectFrom('data_sources').select('id').where('knowledge_engine_id', '=', engineId).where('status', '=', 'processing').execute();
  return rows.map((r) => r.id);
}
