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
  webhook_endpoints: WebhookEndpointsTable;
  webhook_secrets: WebhookSecretsTable;
  webhook_deliveries: WebhookDeliveriesTable;
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

/** Bigint columns come back as strings from some drivers (pg): read them through Number(). */
type BigIntColumn = ColumnType<number | string, number, number>;

export interface WebhookEndpointsTable {
  id: string;
  account_id: string;
  url: string;
  description: string;
  /** `whsec_` + base64: the Standard Webhooks signing secret, kept to sign with. */
  secret: string;
  /** Unix milliseconds. */
  created_at: BigIntColumn;
}

/** The account's secret that signs deliveries to a run's own `webhook_url`. */
export interface WebhookSecretsTable {
  account_id: string;
  secret: string;
  created_at: BigIntColumn;
}

export interface WebhookDeliveriesTable {
  /** The message id: the `webhook-id` header, the same on every attempt. */
  id: string;
  account_id: string;
  tool_run_id: string;
  /** Null for a run's own `webhook_url`. */
  endpoint_id: string | null;
  url: string;
  event_type: string;
  /** The exact body sent on every attempt. */
  payload: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempt_count: number;
  /** JSON array of attempts: when, the answer's status or the error, how long. */
  attempts: string;
  /** Unix milliseconds of the next attempt; null once delivered or given up. */
  next_attempt_at: ColumnType<number | string | null, number | null, number | null>;
  /** Unix milliseconds. */
  created_at: BigIntColumn;
}
