import type { ExtractedField, FieldDefinition } from '../domain/tool-runs.ts';
import type { Page } from '../domain/types.ts';

/** One tagged data source, with the pages of its page range. */
export interface SourceDocument {
  dataSourceId: string;
  name: string;
  pages: Page[];
}

export interface ExtractionInput {
  fields: FieldDefinition[];
  sources: SourceDocument[];
  /** Aborts on cancel, timeout or shutdown; a backend stops as soon as it can. */
  signal: AbortSignal;
  /** Called as each field is done, in any order, for live progress. */
  onField(field: ExtractedField): void;
  /** Tagged pages ranked for a query by the full-text index, best first (absent: no index, as in the eval). */
  retrieve?(query: string, limit: number): Promise<Array<{ dataSourceId: string; page: number }>>;
  /** Told once, at the end, what a model backend used. */
  onReport?(report: BackendReport): void;
}

export interface BackendReport {
  pagesRead: number;
  pagesSkipped: number;
  inputTokens: number;
  outputTokens: number;
}

/**
 * Pages in, typed values with confidence and evidence out. Evidence offsets must
 * index into exactly the page texts given (`text === page.text.slice(start, end)`).
 */
export interface ExtractionBackend {
  /** Reported as `result.metadata.backend`. */
  readonly name: string;
  extract(input: ExtractionInput): Promise<ExtractedField[]>;
}

/** A failure of the backend itself (not of the request). `transient` ones are retried with backoff. */
export class BackendError extends Error {
  readonly transient: boolean;
  /** What the model server's `Retry-After` asked for, passed on to callers. */
  retryAfterSeconds?: number;
  constructor(message: string, transient: boolean) {
    super(message);
    this.name = 'BackendError';
    this.transient = transient;
  }
}
