import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import type { FieldDefinition } from '../../domain/tool-runs.ts';
import { normalizeValue } from './normalize.ts';

/**
 * Confidence a model's answer earns from what the service can check, never from
 * what the model says of itself:
 * - quote: the quoted evidence stands in the page exactly, nearly (differences of
 *   case and spacing), or not at all;
 * - reread: the typed value can be read again from the quoted span;
 * - agree: the embedded engine found the same value (yes), another (no), or none;
 * - samples (with LLM_SAMPLES > 1): the share of samples that gave this value.
 * The first three name a cell of a table of probabilities (README, "Confidence of
 * model answers"); `npm run eval -- --backend ... --fit-confidence FILE` measures
 * the table against labelled documents and `LLM_CONFIDENCE_FILE` loads it.
 */
export interface Signals {
  quote: 'exact' | 'near' | 'none';
  reread: boolean;
  agree: 'yes' | 'no' | 'none';
  samples?: number;
}

export type ConfidenceTable = Record<string, number>;

export const signalKey = (s: Signals) => `${s.quote}/${s.reread ? 'reread' : 'unread'}/${s.agree}`;

/** The shipped mapping; evidence that cannot be found caps a value at 0.35. */
export const DEFAULT_TABLE: ConfidenceTable = {
  'exact/reread/yes': 0.97,
  'exact/reread/none': 0.88,
  'exact/reread/no': 0.72,
  'exact/unread/yes': 0.85,
  'exact/unread/none': 0.7,
  'exact/unread/no': 0.55,
  'near/reread/yes': 0.9,
  'near/reread/none': 0.78,
  'near/reread/no': 0.6,
  'near/unread/yes': 0.75,
  'near/unread/none': 0.6,
  'near/unread/no': 0.45,
  'none/unread/yes': 0.35,
  'none/unread/none': 0.25,
  'none/unread/no': 0.12,
};
/** A value the model did not find. */
export const NOT_FOUND_CONFIDENCE = 0.1;
const UNVERIFIED_CAP = 0.35;

export function loadConfidenceTable(file: string | undefined): ConfidenceTable {
  if (!file) return DEFAULT_TABLE;
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { table?: Record<string, unknown> };
  const table = { ...DEFAULT_TABLE };
  for (const [key, p] of Object.entries(raw.table ?? {})) {
    if (!(key in DEFAULT_TABLE) || typeof p !== 'number' || !(p >= 0 && p <= 1)) throw new Error(`LLM_CONFIDENCE_FILE: ${key} is not a known signal combination with a probability`);
    table[key] = p;
  }
  return table;
}

export function confidenceOf(signals: Signals, table: ConfidenceTable): number {
  let p = table[signalKey(signals)] ?? DEFAULT_TABLE[signalKey(signals)] ?? UNVERIFIED_CAP;
  if (signals.quote === 'none') p = Math.min(p, UNVERIFIED_CAP);
  // Samples that disagree take up to 40% off; all agreeing leaves the cell's value.
  if (signals.samples !== undefined) p *= 0.6 + 0.4 * signals.samples;
  return Math.round(p * 1000) / 1000;
}

/** Whether `value` can be read again from the quoted span (by the field's own type rules). */
export function rereads(field: FieldDefinition, value: unknown, quote: string): boolean {
  if (value === null) return false;
  const flat = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  switch (field.type) {
    case 'text':
    case 'verbatim':
    case 'id_alphanumeric':
      return flat(quote).includes(flat(String(value))) || flat(String(value)).includes(flat(quote));
    case 'single_select':
      return flat(quote).includes(flat(String(value)));
    case 'multi_select':
      return (value as string[]).every((v) => flat(quote).includes(flat(v)));
    default:
      return isDeepStrictEqual(normalizeValue(field, quote), value);
  }
}
