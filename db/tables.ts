import type { ColumnType, Generated } from 'kysely';

/** Table types: the shape of each row as SQLite stores it. Domain objects are made from these in the repositories. */
export interface Database {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  knowledge_engines: KnowledgeEnginesTable;
  data_sources: DataSourcesTable;
  data_source_pages: DataSourcePagesTable;
  data_source_page_boxes: DataSourcePageBoxesTable;
  tool_runs: ToolRunsTable;
  jobs: JobsTable;
}

export interface AccountsTable {
  id: string;
  name: string;
  /** JSON array of model ids this account may use. */
  enabled_models: string;
  created_at: number;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  name: string;
  /** SHA-256 of the whole key, hex. The key itself is never stored. */
  key_hash: string;
  /** Last four characters, to tell keys apart in listings. */
  key_hint: string;
  created_at: number;
  revoked_at: number | null;
}

export interface KnowledgeEnginesTable {
  /** Insertion order, for stable cursor pagination. */
  seq: Generated<number>;
  id: string;
  account_id: string;
  name: string;
  description: string;
  /** JSON object. */
  notes: string;
  created_at: number;
}

export interface DataSourcesTable {
  seq: Generated<number>;
  id: string;
  account_id: string;
  knowledge_engine_id: string;
  name: string;
  type: 'file' | 'ticket';
  status: 'processing' | 'processed' | 'failed';
  error: string | null;
  notes: string;
  file_name: string;
  /** Format detected from the bytes, such as pdf or text. */
  format: string;
  size_bytes: number;
  sha256: string;
  page_count: number;
  created_at: number;
}

export interface DataSourcePagesTable {
  data_source_id: string;
  page: number;
  text: ColumnType<string, string, string>;
}

/** Where a page's text stands (src/domain/page-boxes.ts); only pages that have geometry. */
export interface DataSourcePageBoxesTable {
  data_source_id: string;
  page: number;
  boxes: Uint8Array;
}

export interface ToolRunsTable {
  seq: Generated<number>;
  id: string;
  account_id: string;
  knowledge_engine_id: string;
  status: 'queued' | 'processing' | 'completed' | 'failed';
  mode: 'sync' | 'async' | 'stream';
  /** JSON: the validated request (tool, flags, notes) as it is echoed back. */
  request: string;
  /** JSON: extracted_fields and metadata, once completed. */
  result: string | null;
  error: string | null;
  error_code: string | null;
  created_at: number;
  started_at: number | null;
  completed_at: number | null;
}

export interface JobsTable {
  id: Generated<number>;
  /** Which worker pool takes it, such as tool_run or ingest. */
  kind: string;
  /** The record the job works on (a tool run or data source id). */
  subject_id: string;
  state: 'queued' | 'running';
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: number;
  /** Unix milliseconds before which it is not claimed. */
  run_after: number;
  claimed_by: string | null;
  claimed_at: number | null;
  created_at: number;
}
