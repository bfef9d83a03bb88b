import { sql, type Kysely } from 'kysely';

/**
 * Full-text index of every page (FTS5, BM25 ranking), an external-content table
 * over data_source_pages kept in step by triggers, so no code path can forget it:
 * uploads, deletes and cascades from a deleted engine all update it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE page_search USING fts5(text, content='data_source_pages', content_rowid='rowid', tokenize='porter unicode61 remove_diacritics 2')`.execute(db);
  await sql`CREATE TRIGGER page_search_insert AFTER INSERT ON data_source_pages BEGIN
    INSERT INTO page_search(rowid, text) VALUES (new.rowid, new.text);
  END`.execute(db);
  await sql`CREATE TRIGGER page_search_delete AFTER DELETE ON data_source_pages BEGIN
    INSERT INTO page_search(page_search, rowid, text) VALUES ('delete', old.rowid, old.text);
  END`.execute(db);
  await sql`CREATE TRIGGER page_search_update AFTER UPDATE ON data_source_pages BEGIN
    INSERT INTO page_search(page_search, rowid, text) VALUES ('delete', old.rowid, old.text);
    INSERT INTO page_search(rowid, text) VALUES (new.rowid, new.text);
  END`.execute(db);
  await sql`INSERT INTO page_search(page_search) VALUES ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['page_search_insert', 'page_search_delete', 'page_search_update']) await sql`DROP TRIGGER ${sql.id(name)}`.execute(db);
  await sql`DROP TABLE page_search`.execute(db);
}
