import type { Candidate } from './candidates/index.ts';
import { FEATURE_INDEX, type Row } from './feature-names.ts';

const F_ = Object.fromEntries(FEATURE_INDEX) as Record<string, number>;

/**
 * The features that compare a candidate with the other candidates of its field, added to each candidate's
 * row (`idxs`, `vals`): whether its label is the best one, how far below the best, whether a label as good
 * comes earlier or later, and what all mentions of the same answer say together.
 * `labs` is each candidate's label strength, `linked` how strongly WordNet links its label to the field.
 */
export function rivalRows(cands: Candidate[], labs: number[], linked: number[], idxs: number[][], vals: number[][]): Row[] {
  let best = 0;
  let labelled = 0;
  for (const v of labs) {
    if (v > best) best = v;
    if (v > 0.3) labelled++;
  }
  const later = new Array<number>(labs.length).fill(0);
  let laterMax = 0;
  for (let i = labs.length - 1; i >= 0; i--) {
    later[i] = labs[i] > 0 && laterMax >= labs[i] - 0.05 ? 1 : 0;
    laterMax = Math.max(laterMax, labs[i]);
  }
  // What all the mentions of the same answer say together: its best label, and how many mentions are labelled.
  const keyLab = new Map<string, number>();
  const keyLabN = new Map<string, number>();
  cands.forEach((c, i) => {
    keyLab.set(c.key, Math.max(keyLab.get(c.key) ?? 0, labs[i]));
    if (labs[i] > 0.3) keyLabN.set(c.key, (keyLabN.get(c.key) ?? 0) + 1);
  });
  // Where no label names the field directly, the candidate whose label WordNet links to it best.
  let bestLinked = 0;
  if (best < 0.3) for (const v of linked) bestLinked = Math.max(bestLinked, v);
  const rows: Row[] = [];
  let runningMax = 0;
  for (let i = 0; i < labs.length; i++) {
    const xi = idxs[i];
    const xv = vals[i];
    const add = (j: number, v: number) => {
      if (v !== 0) {
        xi.push(j);
        xv.push(v);
      }
    };
    add(F_.lx_best, bestLinked > 0 && linked[i] >= bestLinked - 1e-6 ? 1 : 0);
    add(F_.lab_best, best > 0 && labs[i] >= best - 1e-6 ? 1 : 0);
    add(F_.lab_gap, best - labs[i]);
    add(F_.lab_earlier, labs[i] > 0 && runningMax >= labs[i] - 0.05 ? 1 : 0);
    add(F_.lab_later, later[i]);
    add(F_.lab_count, Math.min(1, labelled / 5));
    add(F_.key_lab, keyLab.get(cands[i].key)! - labs[i]);
    add(F_.key_lab_n, Math.min(1, (keyLabN.get(cands[i].key) ?? 0) / 4));
    runningMax = Math.max(runningMax, labs[i]);
    rows.push({ idx: Uint16Array.from(xi), val: Float32Array.from(xv) });
  }
  return rows;
}
