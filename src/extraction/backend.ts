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
  constructor(message: string, transient: boolean) {
    super(message);
    this.name = 'BackendError';
    this.transient = transient;
  }
}
