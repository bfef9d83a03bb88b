import { DEFAULT_TABLE, type ConfidenceTable } from '../../src/extraction/llm/confidence.ts';
import type { DocResult } from './run.ts';

/** How much a cell's measured rate counts against the shipped value: as many answers as this. */
const PRIOR_WEIGHT = 5;

/**
 * The confidence table of a model backend fitted to labelled documents: for each
 * combination of checks an answer passed (confidence.ts), the share of such
 * answers that were right, pulled toward the shipped value while a cell has few
 * answers. Written for `LLM_CONFIDENCE_FILE`.
 */
export function fitConfidenceTable(results: DocResult[]): { table: ConfidenceTable; counts: Record<string, { answers: number; right: number }> } {
  const counts: Record<string, { answers: number; right: number }> = {};
  for (const r of results) {
    for (const [field, a] of Object.entries(r.answers)) {
      if (!a.signals || a.value === null || a.value === undefined) continue;
      const cell = (counts[a.signals] ??= { answers: 0, right: 0 });
      cell.answers++;
      if (r.doc.isRight(field, a.value)) cell.right++;
    }
  }
  const table: ConfidenceTable = { ...DEFAULT_TABLE };
  for (const [key, c] of Object.entries(counts)) {
    if (!(key in DEFAULT_TABLE)) continue;
    table[key] = Math.round(((c.right + PRIOR_WEIGHT * DEFAULT_TABLE[key]) / (c.answers + PRIOR_WEIGHT)) * 1000) / 1000;
  }
  return { table, counts };
}
