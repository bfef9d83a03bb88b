/** What the evaluation harness passes around: the fields asked, and a document with its gold answers. */

export type FieldType =
  | 'text'
  | 'id_alphanumeric'
  | 'verbatim'
  | 'number'
  | 'percentage'
  | 'currency'
  | 'currency_symbol'
  | 'date'
  | 'single_select'
  | 'multi_select'
  | 'url';

/** A field as the API takes it. */
export interface ApiField {
  field_name: string;
  description: string;
  type: FieldType;
  options?: string[];
}

/**
 * `held-out`: the document families fitting never reads (the headline figure);
 * `train-families`: the training families, generated from the measuring seed (how
 * well the engine does on kinds of documents it was fitted on); `calibration-families`:
 * the families the confidence map is fitted on, from the measuring seed (the weights
 * never saw them; the map did, from another seed).
 */
export type SetName = 'kleister-dev' | 'sroie' | 'fixtures' | 'held-out' | 'train-families' | 'calibration-families';
export const SET_NAMES: SetName[] = ['kleister-dev', 'sroie', 'fixtures', 'held-out', 'train-families', 'calibration-families'];

export interface EvalDoc {
  set: SetName;
  id: string;
  /** The generator a generated document comes from (the unit of the train / held-out split). */
  family?: string;
  /** The file uploaded to the service. */
  file: { name: string; content: Buffer; type?: 'file' | 'ticket' };
  /** The text pages, when known without reading the file (used by in-process fitting). */
  pages?: string[];
  fields: ApiField[];
  /** Is a returned value right for this field? */
  isRight(field: string, value: unknown): boolean;
  /** For fields with several answers (multi_select): is this one option among the right ones? */
  isPart?(field: string, option: string): boolean;
  /** Whether the field has a gold value (else the right answer is null). */
  hasGold(field: string): boolean;
  /** Document-level score contributions (Kleister's micro F1 counts). */
  pairs?(answers: Record<string, unknown>): { tp: number; fp: number; fn: number };
  /** Gold as printed, for reports. */
  goldText(field: string): string;
}

