import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../postgres.ts';
import type { Database } from '../tables.ts';

export interface PageHit {
  dataSourceId: string;
  page: number;
  text: string;
  /** BM25 relevance, higher is better. */
  score: number;
}

export interface PageSearch {
  knowledgeEngineId: string;
  query: string;
  limit: number;
  dataSourceIds?: string[];
}

/**
 * The one full-text search interface: pages of an engine ranked by BM25 for the
 * words of `query`. SQLite answers with FTS5; PostgreSQL with its tsvector index and
 * the same BM25 computed over the engine's pages, so both rank alike.
 */
export async function searchPages(db: Kysely<Database>, opts: PageSearch): Promise<PageHit[]> {
  const terms = queryTerms(opts.query);
  if (!terms.length) return [];
  return isPostgres(db) ? searchPostgres(db, terms, opts) : searchSqlite(db, terms, opts);
}

async function searchSqlite(db: Kysely<Database>, terms: string[], opts: PageSearch): Promise<PageHit[]> {
  // Quoted terms, so no input can be read as FTS5 query syntax.
  const match = terms.map((t) => `"${t}"`).join(' OR ');
  const filter = opts.dataSourceIds?.length ? sql`AND p.data_source_id IN (${sql.join(opts.dataSourceIds)})` : sql``;
  const { rows } = await sql<{ data_source_id: string; page: number; text: string; rank: number }>`
    SELECT p.data_source_id, p.page, p.text, bm25(page_search) AS rank
    FROM page_search
    JOIN data_source_pages p ON p.rowid = page_search.rowid
    JOIN data_sources d ON d.id = p.data_source_id
    WHERE page_search MATCH ${match} AND d.knowledge_engine_id = ${opts.knowledgeEngineId} ${filter}
    ORDER BY rank
    LIMIT ${opts.limit}`.execute(db);
  // FTS5's bm25() is negative, more negative meaning more relevant.
  return rows.map((r) => ({ dataSourceId: r.data_source_id, page: r.page, text: r.text, score: -r.rank }));
}

/**
 * BM25 as FTS5 computes it (k1 1.2, b 0.75, idf floored at 1e-6), from the tsvector's
 * lexemes and positions: PostgreSQL's own ts_rank_cd ignores how rare a term is and
 * agreed with FTS5 on the top five only about half the time. The corpus is the
 * engine's pages (FTS5 counts the whole table), and a page's length is its number of
 * distinct lexemes, which PostgreSQL keeps without reading the text.
 */
async function searchPostgres(db: Kysely<Database>, terms: string[], opts: PageSearch): Promise<PageHit[]> {
  // Only letters and digits reach here, joined by websearch's OR; "or" itself would read as the operator.
  const words = terms.filter((t) => t !== 'or').join(' or ');
  if (!words) return [];
  const filter = opts.dataSourceIds?.length ? sql`WHERE r.data_source_id IN (${sql.join(opts.dataSourceIds)})` : sql``;
  const { rows } = await sql<{ data_source_id: string; page: number; text: string; score: number }>`
    WITH q AS (SELECT websearch_to_tsquery('page_words', ${words}) AS query),
    terms AS (SELECT DISTINCT lexeme FROM unnest(to_tsvector('page_words', ${terms.join(' ')}))),
    engine_pages AS (
      SELECT p.data_source_id, p.page, p.search FROM data_source_pages p
      JOIN data_sources d ON d.id = p.data_source_id
      WHERE d.knowledge_engine_id = ${opts.knowledgeEngineId}),
    corpus AS (SELECT count(*)::float8 AS n, greatest(avg(length(search)), 1)::float8 AS avgdl FROM engine_pages),
    hits AS (
      SELECT e.data_source_id, e.page, length(e.search)::float8 AS dl, u.lexeme, coalesce(array_length(u.positions, 1), 1)::float8 AS tf
      FROM engine_pages e CROSS JOIN q CROSS JOIN LATERAL unnest(e.search) u
      WHERE e.search @@ q.query AND u.lexeme IN (SELECT lexeme FROM terms)),
    df AS (SELECT lexeme, count(*)::float8 AS df FROM hits GROUP BY lexeme),
    ranked AS (
      SELECT h.data_source_id, h.page,
        sum(greatest(ln((c.n - df.df + 0.5) / (df.df + 0.5)), 1e-6) * h.tf * 2.2 / (h.tf + 1.2 * (0.25 + 0.75 * h.dl / c.avgdl))) AS score
      FROM hits h JOIN df USING (lexeme) CROSS JOIN corpus c
      GROUP BY h.data_source_id, h.page)
    SELECT r.data_source_id, r.page, p.text, r.score::float8 AS score
    FROM ranked r JOIN data_source_pages p ON p.data_source_id = r.data_source_id AND p.page = r.page
    ${filter}
    ORDER BY r.score DESC, r.data_source_id, r.page
    LIMIT ${opts.limit}`.execute(db);
  return rows.map((r) => ({ dataSourceId: r.data_source_id, page: r.page, text: r.text, score: r.score }));
}

/** Distinct words of free text (letters and digits; one-letter words only when digits), at most 64. */
export function queryTerms(query: string): string[] {
  const terms = [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].filter((t) => t.length > 1 || /\d/.test(t));
  return terms.slice(0, 64);
}

/** Words of free text as an FTS5 OR-query of quoted terms, so no input can be read as query syntax. */
export function toMatchExpression(query: string): string | null {
  const terms = queryTerms(query);
  return terms.length ? terms.map((t) => `"${t}"`).join(' OR ') : null;
}
