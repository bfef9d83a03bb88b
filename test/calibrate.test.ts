import { describe, expect, it } from 'vitest';
import { isotonic, isotonicAcrossFamilies } from '../scripts/eval/calibrate.ts';
import { interpolate } from '../src/extraction/local/model.ts';

/** `n` answers of one family at probability `p`, a share `right` of them right. */
const answers = (family: string, p: number, n: number, right: number) => Array.from({ length: n }, (_, i) => ({ family, p, right: i < Math.round(n * right) }));

describe('a confidence map that holds on most kinds of document', () => {
  // Four families the weights read badly at a high probability, one (the largest) read well.
  const points = [
    ...['a', 'b', 'c', 'd'].flatMap((f) => [...answers(f, 0.3, 40, 0.3), ...answers(f, 0.9, 40, 0.75)]),
    ...answers('easy', 0.3, 40, 0.3),
    ...answers('easy', 0.9, 400, 1),
  ];

  it('reads the high end as most families reach it, not as the pooled answers do', () => {
    const pooled = isotonic(points);
    const across = isotonicAcrossFamilies(points, 0.4);
    expect(interpolate(pooled, 0.9)).toBeGreaterThan(0.9);
    expect(interpolate(across, 0.9)).toBeLessThan(0.8);
    expect(interpolate(across, 0.9)).toBeGreaterThan(0.7);
  });

  it('is never above the pooled map, stays monotone, and is the pooled map with fewer than four families', () => {
    const pooled = isotonic(points);
    const across = isotonicAcrossFamilies(points, 0.4);
    for (const p of [0.1, 0.3, 0.5, 0.7, 0.9, 1]) expect(interpolate(across, p)).toBeLessThanOrEqual(interpolate(pooled, p) + 1e-9);
    for (let i = 1; i < across.y.length; i++) expect(across.y[i]).toBeGreaterThanOrEqual(across.y[i - 1]);
    const few = points.filter((p) => ['a', 'easy'].includes(p.family));
    expect(isotonicAcrossFamilies(few, 0.4)).toEqual(isotonic(few));
  });
});
