import { sql, type Kysely } from 'kysely';
import type { Database } from '../tables.ts';

export interface PageHit {
  dataSourceId: string;
  page: number;
  text: string;
  /** BM25 relevance, higher is better. */
  score: number;
}

/**
 * The one full-text search interface: pages of an engine ranked by BM25 for the
 * words of `query`. SQLite FTS5 here; another store (PostgreSQL tsvector) can
 * answer the same call.
 */
export async function searchPages(
  db: Kysely<Database>,
  opts: { knowledgeEngineId: string; query: string; limit: number; dataSourceIds?: string[] },
): Promise<PageHit[]> {
  const match = toMatchExpression(opts.query);
  if (!match) return [];
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

/** Words of free text as an FTS5 OR-query of quoted terms, so no input can be read as query syntax. */
export function toMatchExpression(query: string): string | null {
  const terms = [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].filter((t) => t.length > 1 || /\d/.test(t));
  if (!terms.length) return null;
  return terms.slice(0, 64).map((t) => `"${t}"`).join(' OR ');
}
