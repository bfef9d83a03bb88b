import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../postgres.ts';

/**
 * Full-text index of every page, kept in step by the database itself so no code path
 * can forget it: uploads, deletes and cascades from a deleted engine all update it.
 * SQLite: an FTS5 external-content table over data_source_pages with triggers.
 * PostgreSQL: a stored generated tsvector column with a GIN index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // English stemming without the stop-word list, as FTS5's porter tokenizer: a question's
    // "the" and "is" still match, as they do on SQLite, so both stores retrieve alike.
    await sql`CREATE TEXT SEARCH DICTIONARY page_words_stem (TEMPLATE = snowball, Language = english)`.execute(db);
    await sql`CREATE TEXT SEARCH CONFIGURATION page_words (COPY = english)`.execute(db);
    await sql`ALTER TEXT SEARCH CONFIGURATION page_words ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH page_words_stem`.execute(db);
    await sql`ALTER TABLE data_source_pages ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector('page_words', text)) STORED`.execute(db);
    await sql`CREATE INDEX page_search ON data_source_pages USING gin (search)`.execute(db);
    return;
  }
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
  if (isPostgres(db)) {
    await sql`DROP INDEX page_search`.execute(db);
    await sql`ALTER TABLE data_source_pages DROP COLUMN search`.execute(db);
    await sql`DROP TEXT SEARCH CONFIGURATION page_words`.execute(db);
    await sql`DROP TEXT SEARCH DICTIONARY page_words_stem`.execute(db);
    return;
  }
  for (const name of ['page_search_insert', 'page_search_delete', 'page_search_update']) await sql`DROP TRIGGER ${sql.id(name)}`.execute(db);
  await sql`DROP TABLE page_search`.execute(db);
}
