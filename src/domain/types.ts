/** The domain objects every layer above the database speaks in. */

export type JsonObject = Record<string, unknown>;

export interface Account {
  id: string;
  name: string;
  enabledModels: string[];
}

export type KnowledgeEngineStatus = 'processing' | 'ready';

export interface KnowledgeEngine {
  id: string;
  accountId: string;
  name: string;
  description: string;
  notes: JsonObject;
  /** Derived: `processing` while any of its data sources is. */
  status: KnowledgeEngineStatus;
  dataSourceCount: number;
  createdAt: number;
}

export type DataSourceType = 'file' | 'ticket';
export type DataSourceStatus = 'processing' | 'processed' | 'failed';

export interface DataSource {
  id: string;
  accountId: string;
  knowledgeEngineId: string;
  name: string;
  type: DataSourceType;
  status: DataSourceStatus;
  error: string | null;
  notes: JsonObject;
  fileName: string;
  format: string;
  sizeBytes: number;
  sha256: string;
  pageCount: number;
  createdAt: number;
}

export interface Page {
  page: number;
  text: string;
}

/** One page of a cursor-paginated list. */
export interface Slice<T> {
  items: T[];
  /** The cursor of each item: pass one as `after` to resume behind it. */
  cursors: string[];
  hasMore: boolean;
  /** Cursor of the last item, to pass as `after` for the next slice; null when empty. */
  endCursor: string | null;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
