/**
 * A family of generated documents: one generator with its own layouts, wording,
 * label vocabulary, locales and field list (field names and descriptions written
 * as a user would write them, not with the generator's label words). Families are
 * the unit of the split: a held-out family is never read by fitting.
 */
import type { Generated } from '../gen/evaldoc.ts';
import type { Format } from '../gen/render.ts';
import { pick, type Rng } from '../gen/random.ts';
import type { ApiField, FieldType } from '../types.ts';

/**
 * `train` families fit the weights; `calibration` families, never fitted on and never
 * read for feature work, fit the confidence map and the null rule; `held-out` ones
 * are only measured.
 */
export type Split = 'train' | 'calibration' | 'held-out';

export interface Family {
  name: string;
  split: Split;
  /**
   * The kind of document it is (trade documents, contracts, correspondence...). Every
   * held-out family has a training family of its kind, as a user's documents have.
   */
  kind: string;
  /** The formats its documents come in, taken in turn. */
  formats: Format[];
  make(r: Rng, format: Format): Generated;
}

/** A field as one of several users might name and describe it: one (name, description) pair is drawn per document. */
export function askAs(r: Rng, type: FieldType, ways: Array<[string, string]>, options?: string[]): ApiField {
  const [field_name, description] = pick(r, ways);
  return { field_name, description, type, ...(options ? { options } : {}) };
}

/**
 * Fields by role: each is drawn in one wording, and its gold value is stored under
 * the drawn name (a document asks each role once).
 */
export class Ask {
  readonly fields: ApiField[] = [];
  readonly gold: Record<string, unknown> = {};
  readonly compare: Record<string, (value: unknown) => boolean> = {};
  constructor(private readonly r: Rng) {}
  field(type: FieldType, ways: Array<[string, string]>, gold: unknown, options?: string[]): string {
    const f = askAs(this.r, type, ways, options);
    this.fields.push(f);
    this.gold[f.field_name] = gold ?? null;
    return f.field_name;
  }
}
