import type { BoundingBox } from './page-boxes.ts';
import type { PageSpan } from './page-range.ts';
import type { JsonObject } from './types.ts';

export const TOOL_TYPE = 'extract_fields_from_data_sources';

/** Extraction models the API accepts (spec 2.4, DESIGN section 6). */
export const DEFAULT_MODEL = 'gemini-1.5-pro';
export const SUPPORTED_MODELS = [DEFAULT_MODEL] as const;

export const FIELD_TYPES = [
  'text',
  'id_alphanumeric',
  'verbatim',
  'number',
  'percentage',
  'currency',
  'currency_symbol',
  'date',
  'single_select',
  'multi_select',
  'url',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldDefinition {
  name: string;
  description: string;
  type: FieldType;
  /** Only for single_select and multi_select. */
  options?: string[];
}

export interface TaggedDataSource {
  /** As the caller wrote it (`ds_` or `dsc_`), echoed back unchanged. */
  id: string;
  /** The canonical `ds_` id. */
  dataSourceId: string;
  /** As the caller wrote it, echoed back. */
  pageRange: string | null;
  /**
   * The pages it names, read against the document when the run was accepted. Absent only
   * in runs stored before it was kept.
   */
  pages?: PageSpan;
}

/** A validated tool-run request, echoed back as the run's `tool`. */
export interface ToolRunRequest {
  type: typeof TOOL_TYPE;
  model: string;
  knowledgeEngineId: string;
  taggedDataSources: TaggedDataSource[];
  fields: FieldDefinition[];
  includeConfidenceScores: boolean;
  streamResponse: boolean;
  asyncResponse: boolean;
  /** Also answer every field for each tagged data source on its own (absent in runs stored before it existed). */
  perDataSource?: boolean;
  /** Where the run's end is announced, besides the account's endpoints (absent in runs stored before it existed). */
  webhookUrl?: string | null;
  notes: JsonObject | null;
}

export interface Evidence {
  dataSourceId: string;
  page: number;
  /** UTF-16 offsets into the page text: `text === pageText.slice(start, end)`. */
  start: number;
  end: number;
  text: string;
  /** Where the text stands on the page (PDF pages and images only). */
  bbox?: BoundingBox;
}

export interface ExtractedField {
  name: string;
  type: FieldType;
  /** Shaped by type (spec 2.4.1); null when not found. */
  value: unknown;
  confidence: number;
  options?: string[];
  evidence: Evidence[];
  /** Which backend answered the field (a hybrid run mixes them). Absent in runs stored before it was kept. */
  backend?: string;
  /** The checks a model's answer passed (confidence.ts), kept for fitting the confidence mapping; not shown. */
  signals?: string;
}

export interface ToolRunResult {
  fields: ExtractedField[];
  /** With `perDataSource`: each tagged data source's own answers, by canonical `ds_` id. */
  perDataSource?: Record<string, ExtractedField[]>;
  metadata: {
    /** Seconds. */
    processingTime: number;
    sourcesAnalyzed: number;
    fieldsExtracted: number;
    averageConfidence: number;
    backend: string;
    model: string;
    /** Pages a model read, and tagged pages it did not (model backends only). */
    pagesRead?: number;
    pagesSkipped?: number;
    /** Tokens a model read and wrote, as its server counted them (model backends only). */
    inputTokens?: number;
    outputTokens?: number;
    /** The process that ran it, `<hostname>:<pid>` (absent on runs stored before it was kept). */
    worker?: string;
  };
}

export type ToolRunStatus = 'queued' | 'processing' | 'completed' | 'failed';
export type ToolRunMode = 'sync' | 'async' | 'stream';

export interface ToolRun {
  id: string;
  accountId: string;
  knowledgeEngineId: string;
  status: ToolRunStatus;
  mode: ToolRunMode;
  request: ToolRunRequest;
  result: ToolRunResult | null;
  error: { message: string; code: string } | null;
  createdAt: number;
  startedAt: number | null;
  completedAt: number | null;
}

export const isFinished = (run: Pick<ToolRun, 'status'>) => run.status === 'completed' || run.status === 'failed';

/** What a tool run reports while it runs; each surface shapes these for its callers. */
export type ToolRunEvent =
  | { type: 'status'; runId: string; status: ToolRunStatus }
  | { type: 'progress'; runId: string; fieldsDone: number; fieldsTotal: number }
  | { type: 'field'; runId: string; field: ExtractedField }
  | { type: 'completed'; runId: string; run: ToolRun }
  | { type: 'failed'; runId: string; error: { message: string; code: string; retryAfterSeconds?: number }; run: ToolRun | null };

/** A run's event as published: numbered in the order of its run, from 1 (its SSE id). */
export type NumberedRunEvent = ToolRunEvent & { seq: number };

export const isFinalEvent = (e: { type: ToolRunEvent['type'] }) => e.type === 'completed' || e.type === 'failed';

/** The status a run is in once this event has happened; null for events that do not move it. */
export function statusAfter(e: { type: ToolRunEvent['type']; status?: ToolRunStatus }): ToolRunStatus | null {
  switch (e.type) {
    case 'status':
      return e.status ?? null;
    case 'completed':
    case 'failed':
      return e.type;
    default:
      return null;
  }
}
