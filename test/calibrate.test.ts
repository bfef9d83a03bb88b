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

describe('a confidence map guarded where it says "sure" and about right below', () => {
  // Five families alike at the top, apart in the middle: one read badly there, the rest better.
  const points = [
    ...answers('a', 0.28, 60, 0.1),
    ...answers('b', 0.29, 60, 0.3),
    ...answers('c', 0.3, 60, 0.4),
    ...answers('d', 0.31, 60, 0.5),
    ...answers('e', 0.32, 60, 0.5),
    ...['a', 'b', 'c', 'd', 'e'].flatMap((f) => answers(f, 0.95, 60, 0.95)),
  ];

  it('takes the typical family below the mark and the guarded quantile above it', () => {
    const guarded = isotonicAcrossFamilies(points, 0.25);
    const eased = isotonicAcrossFamilies(points, 0.25, 40, 0.5);
    const pooled = isotonic(points);
    // In the middle: the median family (0.4), not the guard's second-worst (0.3), and never above the pooled map.
    expect(interpolate(guarded, 0.3)).toBeLessThan(0.33);
    expect(interpolate(eased, 0.3)).toBeGreaterThan(0.37);
    expect(interpolate(eased, 0.3)).toBeLessThanOrEqual(interpolate(pooled, 0.3) + 1e-9);
    // Where the pooled map says 0.8 or more, the two are the same map.
    expect(interpolate(eased, 0.95)).toBe(interpolate(guarded, 0.95));
  });
});

