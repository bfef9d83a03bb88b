import type { FieldDefinition } from '../../domain/tool-runs.ts';
import { answerTokens, estimateTokens, fieldLine, pageBlock, SYSTEM_PROMPT, type PromptPage } from './prompt.ts';

/** One request: some fields, and the pages they are to be read from. */
export interface Batch {
  fields: FieldDefinition[];
  pages: PromptPage[];
}

/** Pages looked at per field when the document does not fit the budget. */
const PAGES_PER_FIELD = 3;

export const pageKey = (p: { dataSourceId: string; page: number }) => `${p.dataSourceId}#${p.page}`;

/**
 * Splits an extraction into requests that fit `budget` tokens (prompt and answer).
 * Fields go in groups of at most `fieldsPerRequest`. A group whose fields fit with
 * every page is asked once with every page, unless `onlyCandidates` (hybrid, where
 * the model sees just the pages of its fields). Otherwise each field takes its best
 * candidate pages (`ranked`, best first: the embedded engine's evidence, then the
 * full-text index), and fields are packed with their pages into as few requests as fit;
 * a field with no candidate at all reads the first pages.
 */
export function planBatches(opts: {
  fields: FieldDefinition[];
  pages: PromptPage[];
  ranked: Map<string, string[]>;
  budget: number;
  fieldsPerRequest: number;
  onlyCandidates: boolean;
}): Batch[] {
  const { pages, budget } = opts;
  const byKey = new Map(pages.map((p) => [pageKey(p), p]));
  const position = new Map(pages.map((p, i) => [pageKey(p), i]));
  const cost = new Map(pages.map((p) => [pageKey(p), estimateTokens(pageBlock(p)) + 2]));
  const room = (fields: FieldDefinition[]) =>
    budget - estimateTokens(SYSTEM_PROMPT) - fields.reduce((sum, f) => sum + estimateTokens(fieldLine(f)), 16) - answerTokens(fields.length);
  const allCost = pages.reduce((sum, p) => sum + cost.get(pageKey(p))!, 0);

  const batches: Batch[] = [];
  for (let i = 0; i < opts.fields.length; i += opts.fieldsPerRequest) {
    const group = opts.fields.slice(i, i + opts.fieldsPerRequest);
    if (!opts.onlyCandidates && allCost <= room(group)) {
      batches.push({ fields: group, pages });
      continue;
    }
    const wanted = group.map((field) => {
      let keys = (opts.ranked.get(field.name) ?? []).filter((k) => byKey.has(k));
      if (!keys.length) keys = pages.map(pageKey);
      const alone = room([field]);
      const chosen: string[] = [];
      let used = 0;
      for (const k of keys) {
        if (chosen.length >= PAGES_PER_FIELD) break;
        if (used + cost.get(k)! > alone) continue;
        chosen.push(k);
        used += cost.get(k)!;
      }
      return { field, keys: chosen };
    });
    // Fields whose pages lie near each other share requests.
    wanted.sort((a, b) => order(a.keys[0]) - order(b.keys[0]));
    let current: { fields: FieldDefinition[]; keys: Set<string>; used: number } | null = null;
    const close = () => current && batches.push({ fields: current.fields, pages: [...current.keys].map((k) => byKey.get(k)!).sort(byPosition) });
    for (const w of wanted) {
      if (current) {
        const extra = w.keys.filter((k) => !current!.keys.has(k));
        const used = current.used + extra.reduce((sum, k) => sum + cost.get(k)!, 0);
        if (used <= room([...current.fields, w.field])) {
          current.fields.push(w.field);
          for (const k of extra) current.keys.add(k);
          current.used = used;
          continue;
        }
        close();
      }
      current = { fields: [w.field], keys: new Set(w.keys), used: w.keys.reduce((sum, k) => sum + cost.get(k)!, 0) };
    }
    close();
  }
  return batches;

  function order(key: string | undefined): number {
    return key === undefined ? Number.MAX_SAFE_INTEGER : position.get(key)!;
  }
  function byPosition(a: PromptPage, b: PromptPage): number {
    return position.get(pageKey(a))! - position.get(pageKey(b))!;
  }
}
