import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../domain/tool-runs.ts';
import { pageKey, planBatches } from './plan.ts';
import { answerTokens, buildPrompt, estimateTokens, type PromptPage } from './prompt.ts';

const pages: PromptPage[] = Array.from({ length: 40 }, (_, i) => ({ dataSourceId: 'ds_a', name: 'a.txt', page: i + 1, text: 'word '.repeat(500) }));
const field = (name: string): FieldDefinition => ({ name, description: `the ${name}`, type: 'text' });
const keys = (...numbers: number[]) => numbers.map((page) => pageKey({ dataSourceId: 'ds_a', page }));

describe('planBatches', () => {
  it('asks every page at once when they fit, in groups of fieldsPerRequest', () => {
    const batches = planBatches({ fields: ['a', 'b', 'c'].map(field), pages: pages.slice(0, 3), ranked: new Map(), budget: 100_000, fieldsPerRequest: 2, onlyCandidates: false });
    expect(batches.map((b) => [b.fields.map((f) => f.name), b.pages.length])).toEqual([
      [['a', 'b'], 3],
      [['c'], 3],
    ]);
  });

  it('gives each field its best pages when the document does not fit, packing fields that share pages', () => {
    const ranked = new Map([
      ['a', keys(30, 31, 2, 9)],
      ['b', keys(31, 30)],
      ['c', keys(5)],
    ]);
    const batches = planBatches({ fields: ['a', 'b', 'c'].map(field), pages, ranked, budget: 8192, fieldsPerRequest: 20, onlyCandidates: false });
    const seen = batches.map((b) => ({ fields: b.fields.map((f) => f.name).sort(), pages: b.pages.map((p) => p.page) }));
    expect(seen.flatMap((s) => s.fields).sort()).toEqual(['a', 'b', 'c']);
    const withA = seen.find((s) => s.fields.includes('a'))!;
    // Three pages a field: a's fourth candidate (9) is not read.
    expect(withA.pages).toEqual(expect.arrayContaining([2, 30, 31]));
    expect(seen.flatMap((s) => s.pages)).not.toContain(9);
    expect(seen.find((s) => s.fields.includes('b'))).toBe(withA);
    expect(seen.flatMap((s) => s.pages)).toContain(5);
    expect(seen.flatMap((s) => s.pages).length).toBe(4);
  });

  it('starts another request when the pages of a field do not fit beside the others, every request within the budget', () => {
    const ranked = new Map([
      ['a', keys(30, 31, 2)],
      ['b', keys(12, 13)],
      ['c', keys(5)],
    ]);
    const batches = planBatches({ fields: ['a', 'b', 'c'].map(field), pages, ranked, budget: 4000, fieldsPerRequest: 20, onlyCandidates: false });
    expect(batches.length).toBeGreaterThan(1);
    for (const b of batches) {
      const prompt = buildPrompt(b.fields, b.pages);
      expect(estimateTokens(prompt.system) + estimateTokens(prompt.user) + answerTokens(b.fields.length)).toBeLessThanOrEqual(4000);
    }
    expect(batches.flatMap((b) => b.fields.map((f) => f.name)).sort()).toEqual(['a', 'b', 'c']);
  });

  it('reads the first pages for a field no retrieval found, and only candidates for hybrid', () => {
    const lost = planBatches({ fields: [field('x')], pages, ranked: new Map(), budget: 8192, fieldsPerRequest: 20, onlyCandidates: false });
    expect(lost[0].pages.map((p) => p.page)).toEqual([1, 2, 3]);
    const hybrid = planBatches({ fields: [field('x')], pages: pages.slice(0, 5), ranked: new Map([['x', keys(4)]]), budget: 100_000, fieldsPerRequest: 20, onlyCandidates: true });
    expect(hybrid[0].pages.map((p) => p.page)).toEqual([4]);
  });
});
