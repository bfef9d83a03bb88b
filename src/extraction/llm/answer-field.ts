import { isDeepStrictEqual } from 'node:util';
import type { Evidence, ExtractedField, FieldDefinition } from '../../domain/tool-runs.ts';
import { confidenceOf, NOT_FOUND_CONFIDENCE, rereads, signalKey, type ConfidenceTable, type Signals } from './confidence.ts';
import { locate, normalizeValue } from './normalize.ts';
import type { FieldAnswer, PromptPage } from './prompt.ts';

/**
 * A model's answer for one field as an extracted field: the value normalised to
 * its type (a select checked against its options), each quote located in the pages
 * the model was shown (the cited page first, then the others, since models often
 * misnumber pages), and a confidence earned from the checks.
 */
export function answerToField(
  field: FieldDefinition,
  answer: FieldAnswer | undefined,
  pages: PromptPage[],
  embedded: ExtractedField | undefined,
  table: ConfidenceTable,
  backend: string,
  samples?: number,
): ExtractedField {
  const value = normalizeValue(field, answer?.value);
  const base = { name: field.name, type: field.type, ...(field.options ? { options: field.options } : {}), backend };
  if (value === null) return { ...base, value: null, confidence: NOT_FOUND_CONFIDENCE, evidence: [] };
  const evidence: Evidence[] = [];
  const signals: Signals = { quote: 'none', reread: false, agree: 'none', ...(samples !== undefined ? { samples } : {}) };
  for (const cite of answer?.evidence ?? []) {
    if (typeof cite?.quote !== 'string' || !cite.quote.trim()) continue;
    const cited = pages.filter((p) => p.dataSourceId === cite.data_source_id && p.page === cite.page);
    for (const page of [...cited, ...pages.filter((p) => !cited.includes(p))]) {
      const at = locate(page.text, cite.quote);
      if (!at) continue;
      const text = page.text.slice(at.start, at.end);
      evidence.push({ dataSourceId: page.dataSourceId, page: page.page, start: at.start, end: at.end, text });
      if (text === cite.quote.trim()) signals.quote = 'exact';
      else if (signals.quote === 'none') signals.quote = 'near';
      if (rereads(field, value, text)) signals.reread = true;
      break;
    }
  }
  if (embedded && embedded.value !== null) signals.agree = isDeepStrictEqual(embedded.value, value) ? 'yes' : 'no';
  return { ...base, value, confidence: confidenceOf(signals, table), evidence, signals: signalKey(signals) };
}

/** Of several answers for a field (batches, samples), the best supported: found over not found, then by confidence, then by evidence. */
export function better(a: ExtractedField | undefined, b: ExtractedField): boolean {
  if (!a) return true;
  if ((a.value === null) !== (b.value === null)) return a.value === null;
  return b.confidence > a.confidence || (b.confidence === a.confidence && b.evidence.length > a.evidence.length);
}
