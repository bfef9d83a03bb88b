import { describe, expect, it } from 'vitest';
import { FEATURE_INDEX, FEATURES } from '../src/extraction/local/feature-names.ts';
import { buildModel, defaultModelData, GROUPS } from '../src/extraction/local/model.ts';
import type { Instance, Params } from '../scripts/eval/fit-model.ts';
import { fitTrees } from '../scripts/eval/fit-trees.ts';
import { toModelData } from '../scripts/eval/fit-model.ts';

/** The trees fitted on the linear weights' residual (`npm run fit`), on questions a weight per feature cannot answer. */

const F = FEATURES.length;
const ASKS = FEATURE_INDEX.get('name_in_doc')!;
const ORG = FEATURE_INDEX.get('fit_org')!;

/** xorshift, so the questions are the same on every run. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 100000) / 100000;
  };
}

/**
 * Two candidates a question, one a company and one not. A feature of the question (the
 * same for both candidates) says which is right: the company when it is set, the other
 * when not. A weight per feature cannot tell them apart (the question's feature adds
 * the same to both), so the weights get half right.
 */
function questions(count: number, seed: number): Instance[] {
  const r = random(seed);
  return Array.from({ length: count }, (_, q) => {
    const asks = r() < 0.5 ? 1 : 0;
    const orgFirst = r() < 0.5;
    const orgs = orgFirst ? [1, 0] : [0, 1];
    const idx = orgs.map(() => Uint16Array.from([ASKS, ORG]));
    const val = orgs.map((org) => Float32Array.from([asks, org]));
    const pos = Uint8Array.from(orgs.map((org) => (org === asks ? 1 : 0)));
    return { doc: q, set: 'synthetic', family: 'synthetic', field: 'company', group: GROUPS.indexOf('text'), multi: false, idx, val, pos, keyOf: Int32Array.from([0, 1]), keyPos: pos, hasGold: true, reachable: true } as unknown as Instance;
  });
}

/** Weights that see each feature alone. */
function linear(): Params {
  const shared = new Float64Array(F);
  shared[ORG] = 0.5;
  const none = new Float64Array(GROUPS.length + 2);
  none[0] = -5;
  return { shared, groups: GROUPS.map(() => new Float64Array(F)), none };
}

function accuracy(params: Params, set: Instance[]): number {
  const model = buildModel(toModelData(params, defaultModelData().calibration, 0.5));
  let right = 0;
  for (const q of set) {
    const scores = q.idx.map((idx, c) => model.score('text', { idx, val: q.val[c] }));
    if (q.pos[scores.indexOf(Math.max(...scores))]) right++;
  }
  return right / set.length;
}

describe('boosted trees on the linear weights', () => {
  it('learn what one feature means given another, and keep it on questions they were not fitted on', () => {
    const train = questions(400, 7);
    const fresh = questions(200, 99);
    const params = linear();
    const before = accuracy(params, fresh);
    params.trees = fitTrees(train, params, { trees: 20, depth: 3, rate: 0.3, lambda: 1, minHessian: 2 });
    expect(params.trees.length).toBe(20);
    expect(accuracy(params, fresh)).toBeGreaterThan(0.95);
    expect(before).toBeLessThan(0.65);
  });

  it('leave questions with several answers to the weights', () => {
    const params = linear();
    const multi = questions(100, 3).map((q) => ({ ...q, multi: true }));
    const trees = fitTrees(multi, params, { trees: 3, depth: 3, rate: 0.3, lambda: 1, minHessian: 2 });
    // Nothing to fit on: each tree is one leaf that adds nothing.
    expect(trees.every((t) => t.feat.length === 1 && t.value[0] === 0)).toBe(true);
  });
});
