import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { confidenceOf, DEFAULT_TABLE, loadConfidenceTable } from '../src/extraction/llm/confidence.ts';
import { fitConfidenceTable } from '../scripts/eval/model-confidence.ts';
import type { DocResult } from '../scripts/eval/run.ts';

/** The confidence table of model answers: shipped default, fitted by the eval, loaded by LLM_CONFIDENCE_FILE. */

function results(cells: Array<{ signals: string; right: boolean }>): DocResult[] {
  const answers = Object.fromEntries(cells.map((c, i) => [`f${i}`, { value: c.right ? 'right' : 'wrong', confidence: 0.5, evidence: [], signals: c.signals }]));
  const doc = { isRight: (_field: string, value: unknown) => value === 'right' } as unknown as DocResult['doc'];
  return [{ doc, answers, seconds: 0, badEvidence: 0 }];
}

describe('confidence of model answers', () => {
  it('caps a value without verifiable evidence low, whatever the table says', () => {
    expect(confidenceOf({ quote: 'none', reread: false, agree: 'yes' }, { ...DEFAULT_TABLE, 'none/unread/yes': 0.99 })).toBe(0.35);
    expect(confidenceOf({ quote: 'exact', reread: true, agree: 'yes' }, DEFAULT_TABLE)).toBeGreaterThan(0.9);
    // Samples that split lower it.
    expect(confidenceOf({ quote: 'exact', reread: true, agree: 'none', samples: 1 / 3 }, DEFAULT_TABLE)).toBeLessThan(DEFAULT_TABLE['exact/reread/none']);
  });

  it('fits each cell to how often its answers were right, moved toward the default while it has few, and loads the file back', () => {
    const many = Array.from({ length: 95 }, (_, i) => ({ signals: 'exact/unread/none', right: i < 38 }));
    const few = [{ signals: 'near/reread/yes', right: false }];
    const { table, counts } = fitConfidenceTable(results([...many, ...few]));
    expect(counts['exact/unread/none']).toEqual({ answers: 95, right: 38 });
    expect(table['exact/unread/none']).toBeCloseTo((38 + 5 * 0.7) / 100, 3);
    expect(table['near/reread/yes']).toBeCloseTo((0 + 5 * 0.9) / 6, 3);
    expect(table['exact/reread/yes']).toBe(DEFAULT_TABLE['exact/reread/yes']);

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ke-conf-')), 'table.json');
    fs.writeFileSync(file, JSON.stringify({ version: 1, table }));
    expect(loadConfidenceTable(file)['exact/unread/none']).toBe(table['exact/unread/none']);
    fs.writeFileSync(file, JSON.stringify({ table: { 'made/up/cell': 0.5 } }));
    expect(() => loadConfidenceTable(file)).toThrow(/not a known signal combination/);
  });
});
