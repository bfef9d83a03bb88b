import { describe, expect, it } from 'vitest';
import { FEATURE_INDEX, FEATURES, type Row } from './feature-names.ts';
import { buildModel, defaultModelData, GROUPS } from './model.ts';
import { treeSum, type Tree } from './trees.ts';

const row = (features: Record<string, number>): Row => {
  const entries = Object.entries(features);
  return { idx: Uint16Array.from(entries.map(([f]) => FEATURE_INDEX.get(f)!)), val: Float32Array.from(entries.map(([, v]) => v)) };
};
const F = FEATURES.length;
const at = (f: string) => FEATURE_INDEX.get(f)!;

/** A label match counts only for a value of the kind asked: the interaction a weight per feature cannot hold. */
const interaction: Tree = {
  feat: [at('lab'), -1, at('fit_org'), -1, -1],
  thr: [0.5, 0, 0.5, 0, 0],
  left: [1, -1, 3, -1, -1],
  right: [2, -1, 4, -1, -1],
  value: [0, 0, 0, -1, 2],
};

describe('boosted trees of the local model', () => {
  it('walks each tree to its leaf and adds the leaves up', () => {
    expect(treeSum([interaction], row({ lab: 0.9, fit_org: 1 }), 0, F)).toBe(2);
    expect(treeSum([interaction], row({ lab: 0.9 }), 0, F)).toBe(-1);
    expect(treeSum([interaction], row({ fit_org: 1 }), 0, F)).toBe(0);
    expect(treeSum([interaction, interaction], row({ lab: 0.9, fit_org: 1 }), 0, F)).toBe(4);
    // The type group is a feature after FEATURES: a split on it tells a text field from a date.
    const byGroup: Tree = { feat: [F + GROUPS.indexOf('date'), -1, -1], thr: [0.5, 0, 0], left: [1, -1, -1], right: [2, -1, -1], value: [0, 1, 3] };
    expect(treeSum([byGroup], row({}), GROUPS.indexOf('date'), F)).toBe(3);
    expect(treeSum([byGroup], row({}), GROUPS.indexOf('text'), F)).toBe(1);
  });

  it('adds the trees to single answers only, and reads a tree by feature name whatever the order it was fitted in', () => {
    const plain = buildModel(defaultModelData());
    const withTrees = buildModel({ ...defaultModelData(), trees: [interaction] });
    const r = row({ lab: 0.9, fit_org: 1 });
    expect(withTrees.score('text', r) - plain.score('text', r)).toBeCloseTo(2);
    expect(withTrees.score('text', r, true)).toBeCloseTo(plain.score('text', r, true));
    // A fit whose feature list put fit_org first and lab second, and knew a feature the code has since dropped.
    const order = ['fit_org', 'lab', 'a_feature_since_removed', ...FEATURES.filter((f) => f !== 'fit_org' && f !== 'lab')];
    const old: Tree = { ...interaction, feat: [1, -1, 0, -1, -1] };
    const reordered = buildModel({ ...defaultModelData(), features: order, trees: [old] });
    expect(reordered.score('text', r) - plain.score('text', r)).toBeCloseTo(2);
    const gone: Tree = { feat: [2, -1, -1], thr: [0.5, 0, 0], left: [1, -1, -1], right: [2, -1, -1], value: [0, 5, 7] };
    expect(buildModel({ ...defaultModelData(), features: order, trees: [gone] }).score('text', r) - plain.score('text', r)).toBeCloseTo(5);
  });
});
