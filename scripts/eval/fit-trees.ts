/**
 * Gradient-boosted regression trees fitted on the residual of the linear weights
 * (`npm run fit`): each tree is a Newton step on the same softmax over a question's
 * candidates and "none" that the weights were fitted on, single answers only. Split
 * points come from histograms of binned feature values over the sparse rows (a
 * feature missing from a row is 0); the type group is one more feature per group.
 */
import { FEATURES } from '../../src/extraction/local/feature-names.ts';
import { GROUPS } from '../../src/extraction/local/model.ts';
import type { Tree } from '../../src/extraction/local/trees.ts';
import type { Instance, Params } from './fit-model.ts';

export interface TreeOptions {
  trees: number;
  depth: number;
  /** Shrinkage of each tree's leaves. */
  rate: number;
  /** L2 penalty on a leaf's value. */
  lambda: number;
  /** Least hessian (about: candidates in play) on each side of a split. */
  minHessian: number;
}

/** Chosen on the calibration families (kinds never fitted on): deeper or longer fits kept gaining on the public sets and lost on them. */
export const TREE_DEFAULTS: TreeOptions = { trees: 60, depth: 6, rate: 0.3, lambda: 1, minHessian: 5 };

const NB = 33;
const FEATS = FEATURES.length + GROUPS.length;

interface Data {
  used: Instance[];
  /** First candidate row of each question. */
  start: Int32Array;
  rows: number;
  rowPtr: Int32Array;
  col: Uint16Array;
  v: Float32Array;
  /** The linear score of each candidate, and of "none" for each question. */
  base: Float64Array;
  noneBase: Float64Array;
}

function dataOf(instances: Instance[], params: Params): Data {
  const used = instances.filter((i) => !i.multi && i.reachable);
  const start = new Int32Array(used.length + 1);
  let n = 0;
  let nnz = 0;
  used.forEach((ins, k) => {
    start[k] = n;
    n += ins.idx.length;
    for (const r of ins.idx) nnz += r.length + 1;
  });
  start[used.length] = n;
  const rowPtr = new Int32Array(n + 1);
  const col = new Uint16Array(nnz);
  const v = new Float32Array(nnz);
  const base = new Float64Array(n);
  const noneBase = new Float64Array(used.length);
  const none = (key: number) => params.none[key];
  let p = 0;
  let r = 0;
  used.forEach((ins, k) => {
    noneBase[k] = none(0) + none(1 + ins.group);
    const w = params.groups[ins.group];
    for (let c = 0; c < ins.idx.length; c++) {
      rowPtr[r] = p;
      const idx = ins.idx[c];
      const val = ins.val[c];
      let s = 0;
      for (let j = 0; j < idx.length; j++) {
        col[p] = idx[j];
        v[p++] = val[j];
        s += (params.shared[idx[j]] + w[idx[j]]) * val[j];
      }
      col[p] = FEATURES.length + ins.group;
      v[p++] = 1;
      base[r++] = s;
    }
  });
  rowPtr[n] = p;
  return { used, start, rows: n, rowPtr, col, v, base, noneBase };
}

/** Split points per feature: midpoints between quantiles of its values, zero among them. */
function cutsOf(d: Data, maxBins: number): Float32Array[] {
  const vals: number[][] = Array.from({ length: FEATS }, () => []);
  const step = Math.max(1, Math.floor(d.col.length / 2_000_000));
  for (let p = 0; p < d.col.length; p += step) vals[d.col[p]].push(d.v[p]);
  return vals.map((vs) => {
    vs.push(0);
    vs.sort((a, b) => a - b);
    const uniq = [...new Set(vs)];
    if (uniq.length <= maxBins) return Float32Array.from(uniq.slice(0, -1).map((x, i) => (x + uniq[i + 1]) / 2));
    const cuts = new Set<number>();
    for (let b = 1; b < maxBins; b++) {
      const k = uniq.indexOf(vs[Math.floor((b * vs.length) / maxBins)]);
      if (k < uniq.length - 1) cuts.add((uniq[k] + uniq[k + 1]) / 2);
    }
    return Float32Array.from([...cuts].sort((a, b) => a - b));
  });
}

function binOf(cuts: Float32Array, x: number): number {
  let lo = 0;
  let hi = cuts.length;
  while (lo < hi) {
    const m = (lo + hi) >> 1;
    if (x > cuts[m]) lo = m + 1;
    else hi = m;
  }
  return lo;
}

function valueOf(d: Data, r: number, f: number): number {
  for (let p = d.rowPtr[r]; p < d.rowPtr[r + 1]; p++) if (d.col[p] === f) return d.v[p];
  return 0;
}

/** Trees fitted on the residual of `params` over the single answers of `instances`. */
export function fitTrees(instances: Instance[], params: Params, o: TreeOptions = TREE_DEFAULTS, log = false): Tree[] {
  const d = dataOf(instances, params);
  const cuts = cutsOf(d, NB - 1);
  const zeroBin = cuts.map((c) => binOf(c, 0));
  const bin = new Uint8Array(d.col.length);
  for (let p = 0; p < d.col.length; p++) bin[p] = binOf(cuts[d.col[p]], d.v[p]);
  const added = new Float64Array(d.rows);
  const g = new Float64Array(d.rows);
  const h = new Float64Array(d.rows);
  const all = Int32Array.from({ length: d.rows }, (_, i) => i);
  const trees: Tree[] = [];
  for (let t = 0; t < o.trees; t++) {
    let loss = 0;
    d.used.forEach((ins, k) => {
      const s0 = d.start[k];
      const n = ins.idx.length;
      let max = d.noneBase[k];
      for (let c = 0; c < n; c++) max = Math.max(max, d.base[s0 + c] + added[s0 + c]);
      let z = Math.exp(d.noneBase[k] - max);
      let zPos = ins.hasGold ? 0 : z;
      for (let c = 0; c < n; c++) {
        const e = Math.exp(d.base[s0 + c] + added[s0 + c] - max);
        g[s0 + c] = e;
        z += e;
        if (ins.hasGold && ins.pos[c]) zPos += e;
      }
      loss -= Math.log(zPos / z);
      // d loss / d score = p - q (q: the right candidates' share among themselves), hessian about p(1 - p).
      for (let c = 0; c < n; c++) {
        const e = g[s0 + c];
        const p = e / z;
        g[s0 + c] = p - (ins.hasGold && ins.pos[c] ? e / zPos : 0);
        h[s0 + c] = Math.max(p * (1 - p), 1e-6);
      }
    });
    if (log && t % 10 === 0) process.stderr.write(`  tree ${t}: loss ${(loss / d.used.length).toFixed(4)}\n`);
    const tree = grow(d, bin, zeroBin, cuts, all, g, h, o);
    for (let r = 0; r < d.rows; r++) added[r] += leafOf(tree, (f) => valueOf(d, r, f));
    trees.push(tree);
  }
  return trees;
}

function leafOf(t: Tree, get: (f: number) => number): number {
  let n = 0;
  while (t.feat[n] >= 0) n = get(t.feat[n]) > t.thr[n] ? t.right[n] : t.left[n];
  return t.value[n];
}

function grow(d: Data, bin: Uint8Array, zeroBin: number[], cuts: Float32Array[], rows: Int32Array, g: Float64Array, h: Float64Array, o: TreeOptions): Tree {
  const tree: Tree = { feat: [], thr: [], left: [], right: [], value: [] };
  const node = () => {
    tree.feat.push(-1);
    tree.thr.push(0);
    tree.left.push(-1);
    tree.right.push(-1);
    tree.value.push(0);
    return tree.feat.length - 1;
  };
  const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
  let frontier = [{ at: node(), rows }];
  const hg = new Float64Array(FEATS * NB);
  const hh = new Float64Array(FEATS * NB);
  for (let depth = 0; depth <= o.depth; depth++) {
    const next: typeof frontier = [];
    for (const { at, rows: rs } of frontier) {
      let G = 0;
      let H = 0;
      for (const r of rs) {
        G += g[r];
        H += h[r];
      }
      tree.value[at] = r4((-G / (H + o.lambda)) * o.rate);
      if (depth === o.depth || H < 2 * o.minHessian) continue;
      hg.fill(0);
      hh.fill(0);
      for (const r of rs) {
        for (let p = d.rowPtr[r]; p < d.rowPtr[r + 1]; p++) {
          const k = d.col[p] * NB + bin[p];
          hg[k] += g[r];
          hh[k] += h[r];
        }
      }
      const parent = (G * G) / (H + o.lambda);
      let best = 0;
      let bf = -1;
      let bb = -1;
      for (let f = 0; f < FEATS; f++) {
        const nc = cuts[f].length;
        if (!nc) continue;
        // What the rows without this feature hold is the node's total less what the histogram saw.
        let sg = 0;
        let sh = 0;
        for (let b = 0; b <= nc; b++) {
          sg += hg[f * NB + b];
          sh += hh[f * NB + b];
        }
        hg[f * NB + zeroBin[f]] += G - sg;
        hh[f * NB + zeroBin[f]] += H - sh;
        let lg = 0;
        let lh = 0;
        for (let b = 0; b < nc; b++) {
          lg += hg[f * NB + b];
          lh += hh[f * NB + b];
          const rg = G - lg;
          const rh = H - lh;
          if (lh < o.minHessian || rh < o.minHessian) continue;
          const gain = (lg * lg) / (lh + o.lambda) + (rg * rg) / (rh + o.lambda) - parent;
          if (gain > best) {
            best = gain;
            bf = f;
            bb = b;
          }
        }
      }
      if (bf < 0) continue;
      tree.feat[at] = bf;
      tree.thr[at] = cuts[bf][bb];
      const L: number[] = [];
      const R: number[] = [];
      for (const r of rs) (valueOf(d, r, bf) > cuts[bf][bb] ? R : L).push(r);
      tree.left[at] = node();
      tree.right[at] = node();
      next.push({ at: tree.left[at], rows: Int32Array.from(L) }, { at: tree.right[at], rows: Int32Array.from(R) });
    }
    frontier = next;
  }
  return tree;
}

