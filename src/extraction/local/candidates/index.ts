import type { FieldType } from '../../../domain/tool-runs.ts';
import type { Doc } from '../doc.ts';
import { textCandidates } from './text.ts';
import type { Candidate } from './types.ts';
import { valueCandidates } from './typed.ts';

export type { Candidate, Context } from './types.ts';
export { buildContext } from './context.ts';
export { placeFeatures } from './layout.ts';
export { cellPieces } from './sentences.ts';
export { textKey } from './text.ts';
export { asksForCourt } from './foreign-laws.ts';

/** Candidates of a field type in a document, computed once per type and run. */
export function candidatesFor(doc: Doc, type: FieldType): Candidate[] {
  const cacheKey = `cands:${type}`;
  const cached = doc.cache.get(cacheKey) as Candidate[] | undefined;
  if (cached) return cached;
  let out: Candidate[];
  switch (type) {
    case 'text':
      out = textCandidates(doc, false);
      break;
    case 'verbatim':
      out = textCandidates(doc, true);
      break;
    case 'single_select':
    case 'multi_select':
      out = [];
      break;
    default:
      out = valueCandidates(doc, type);
  }
  doc.cache.set(cacheKey, out);
  return out;
}
