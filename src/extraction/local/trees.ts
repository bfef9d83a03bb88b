import type { Row } from './feature-names.ts';

/**
 * One regression tree of the boosted part of the local model, as parallel arrays of
 * its nodes (node 0 is the root). An inner node sends a row right when its feature's
 * value is above `thr`; a leaf has `feat` -1 (-2 after loading: a feature the code no longer has) and adds `value` to the candidate's score.
 * Features are the FEATURES indices, then one per type group (FEATURES.length + group).
 */
export interface Tree {
  feat: number[];
  thr: number[];
  left: number[];
  right: number[];
  value: number[];
}

/**
 * Why trees beside the linear weights: a weight per feature cannot say that a label
 * match counts only when the value is of the kind asked, or that a position matters for
 * one type and not another; trees fitted on the linear score's residual can. They are
 * added to single answers only (fields with several answers keep the linear score).
 */
export function treeSum(trees: ReadonlyArray<Readonly<Record<keyof Tree, ArrayLike<number>>>>, row: Row, group: number, featureCount: number): number {
  if (!trees.length) return 0;
  // One dense row, reused: a long document scores tens of thousands of candidates.
  if (scratch.length < featureCount + 8) scratch = new Float32Array(featureCount + 8);
  const x = scratch;
  for (let k = 0; k < row.idx.length; k++) x[row.idx[k]] = row.val[k];
  x[featureCount + group] = 1;
  let s = 0;
  for (const t of trees) {
    let n = 0;
    // A feature the code no longer has (-2) reads as zero.
    while (t.feat[n] !== -1) n = (t.feat[n] >= 0 ? x[t.feat[n]] : 0) > t.thr[n] ? t.right[n] : t.left[n];
    s += t.value[n];
  }
  for (let k = 0; k < row.idx.length; k++) x[row.idx[k]] = 0;
  x[featureCount + group] = 0;
  return s;
}

let scratch = new Float32Array(0);
