/**
 * What `npm run fit` (fit.ts) fits: every field of every training document as one
 * question with its candidates' sparse feature rows, and the softmax model over
 * them (shared weights plus a per-type-group part, and "not in the document"),
 * trained by Adam with L2 penalties.
 */
import { Doc } from '../../src/extraction/local/doc.ts';
import { prepare, type Task } from '../../src/extraction/local/engine.ts';
import { FEATURES, type Row } from '../../src/extraction/local/feature-names.ts';
import { GROUPS, type ModelData } from '../../src/extraction/local/model.ts';
import type { Tree } from '../../src/extraction/local/trees.ts';
import { pagesOf } from './run.ts';
import type { EvalDoc } from './sets.ts';

export interface Instance {
  doc: number;
  set: string;
  /** The document's family (a whole data set, or one generator): the unit of the calibration folds. */
  family: string;
  field: string;
  group: number;
  multi: boolean;
  /** Sparse rows: feature indices and values per candidate. */
  idx: Uint16Array[];
  val: Float32Array[];
  pos: Uint8Array;
  /** Index of each candidate's answer (candidates with one key say the same thing), and whether each answer is right. */
  keyOf: Int32Array;
  keyPos: Uint8Array;
  hasGold: boolean;
  reachable: boolean;
  task: Task;
  evalDoc: EvalDoc;
}

const F = FEATURES.length;
const G = GROUPS.length;
const NONE_KEYS = ['shared', ...GROUPS, 'multi'];

export async function instancesOf(docs: EvalDoc[], docOffset: number): Promise<Instance[]> {
  const out: Instance[] = [];
  for (let d = 0; d < docs.length; d++) {
    const evalDoc = docs[d];
    const pages = await pagesOf(evalDoc);
    const doc = new Doc([{ dataSourceId: 'ds_fit0000000', name: evalDoc.file.name, pages: pages.map((text, i) => ({ page: i + 1, text })) }]);
    const fields = evalDoc.fields.map((f) => ({ name: f.field_name, description: f.description, type: f.type, ...(f.options ? { options: f.options } : {}) }));
    for (const task of prepare(doc, fields)) {
      const name = task.q.def.name;
      const multiSelect = task.q.def.type === 'multi_select';
      const pos = new Uint8Array(task.cands.length);
      task.cands.forEach((c, i) => {
        pos[i] = (multiSelect ? evalDoc.isPart?.(name, String(c.value)) : evalDoc.isRight(name, c.value)) ? 1 : 0;
      });
      const hasGold = evalDoc.hasGold(name);
      const idx = task.rows.map((r) => r.idx);
      const val = task.rows.map((r) => r.val);
      task.rows = [];
      const keyIds = new Map<string, number>();
      const keyOf = new Int32Array(task.cands.length);
      task.cands.forEach((c, i) => {
        if (!keyIds.has(c.key)) keyIds.set(c.key, keyIds.size);
        keyOf[i] = keyIds.get(c.key)!;
      });
      const keyPos = new Uint8Array(keyIds.size);
      task.cands.forEach((_, i) => {
        if (pos[i]) keyPos[keyOf[i]] = 1;
      });
      out.push({
        keyOf,
        keyPos,
        doc: docOffset + d,
        set: evalDoc.set,
        family: evalDoc.family ? `${evalDoc.set}:${evalDoc.family}` : evalDoc.set,
        field: name,
        group: GROUPS.indexOf(task.q.group),
        multi: task.multi,
        idx,
        val,
        pos,
        hasGold,
        reachable: !hasGold || pos.some((p) => p === 1),
        task,
        evalDoc,
      });
    }
  }
  return out;
}

export interface Params {
  shared: Float64Array;
  groups: Float64Array[];
  none: Float64Array;
  /** Boosted trees on the residual of these weights (fit-trees.ts), when fitted. */
  trees?: Tree[];
}

/** `l2` scales the penalties: stronger ones keep the weights off cues only some families have. */
export function train(instances: Instance[], iterations: number, log = false, l2 = 1): Params {
  const used = instances.filter((i) => i.reachable);
  const nParams = F + G * F + NONE_KEYS.length;
  const theta = new Float64Array(nParams);
  const m = new Float64Array(nParams);
  const v = new Float64Array(nParams);
  const grad = new Float64Array(nParams);
  const lambdaShared = 1e-4 * l2;
  const lambdaGroup = 5e-4 * l2;
  const lr = 0.05;
  const noneAt = (k: string) => F + G * F + NONE_KEYS.indexOf(k);
  theta[noneAt('shared')] = 1;
  for (let it = 1; it <= iterations; it++) {
    grad.fill(0);
    let loss = 0;
    for (const inst of used) {
      const gOff = F + inst.group * F;
      const n = inst.idx.length;
      const scores = new Float64Array(n);
      let max = theta[noneAt('shared')] + theta[noneAt(GROUPS[inst.group])] + (inst.multi ? theta[noneAt('multi')] : 0);
      const none = max;
      for (let c = 0; c < n; c++) {
        const idx = inst.idx[c];
        const val = inst.val[c];
        let s = 0;
        for (let k = 0; k < idx.length; k++) s += (theta[idx[k]] + theta[gOff + idx[k]]) * val[k];
        scores[c] = s;
        if (s > max) max = s;
      }
      if (inst.multi) {
        // Several answers: each distinct answer against "none", σ(logsumexp of its mentions − none).
        const nk = inst.keyPos.length;
        const kmax = new Float64Array(nk).fill(-Infinity);
        for (let c = 0; c < n; c++) if (scores[c] > kmax[inst.keyOf[c]]) kmax[inst.keyOf[c]] = scores[c];
        const ksum = new Float64Array(nk);
        for (let c = 0; c < n; c++) ksum[inst.keyOf[c]] += Math.exp(scores[c] - kmax[inst.keyOf[c]]);
        let nPos = 0;
        for (let k = 0; k < nk; k++) nPos += inst.keyPos[k];
        const negWeight = Math.min(1, 20 / Math.max(1, nk - nPos));
        const dk = new Float64Array(nk);
        for (let k = 0; k < nk; k++) {
          const sk = kmax[k] + Math.log(ksum[k]);
          const pk = 1 / (1 + Math.exp(none - sk));
          const y = inst.keyPos[k];
          const w = y ? 1 : negWeight;
          loss -= w * Math.log(Math.max(1e-12, y ? pk : 1 - pk));
          dk[k] = w * (pk - y);
          grad[noneAt('shared')] -= dk[k];
          grad[noneAt(GROUPS[inst.group])] -= dk[k];
          grad[noneAt('multi')] -= dk[k];
        }
        for (let c = 0; c < n; c++) {
          const k = inst.keyOf[c];
          const d = (dk[k] * Math.exp(scores[c] - kmax[k])) / ksum[k];
          if (Math.abs(d) < 1e-9) continue;
          const idx = inst.idx[c];
          const val = inst.val[c];
          for (let j = 0; j < idx.length; j++) {
            grad[idx[j]] += d * val[j];
            grad[gOff + idx[j]] += d * val[j];
          }
        }
        continue;
      }
      let z = Math.exp(none - max);
      let zPos = inst.hasGold ? 0 : z;
      for (let c = 0; c < n; c++) {
        const e = Math.exp(scores[c] - max);
        scores[c] = e;
        z += e;
        if (inst.pos[c]) zPos += e;
      }
      loss -= Math.log(zPos / z);
      // d loss / d score = p - q.
      const pNone = Math.exp(none - max) / z;
      const dNone = pNone - (inst.hasGold ? 0 : 1);
      grad[noneAt('shared')] += dNone;
      grad[noneAt(GROUPS[inst.group])] += dNone;
      for (let c = 0; c < n; c++) {
        const p = scores[c] / z;
        const q = inst.hasGold && inst.pos[c] ? scores[c] / zPos : 0;
        const d = p - q;
        if (Math.abs(d) < 1e-9) continue;
        const idx = inst.idx[c];
        const val = inst.val[c];
        for (let k = 0; k < idx.length; k++) {
          grad[idx[k]] += d * val[k];
          grad[gOff + idx[k]] += d * val[k];
        }
      }
    }
    const N = used.length;
    for (let i = 0; i < nParams; i++) {
      const lambda = i < F ? lambdaShared : i < F + G * F ? lambdaGroup : 1e-4;
      const g = grad[i] / N + lambda * theta[i];
      m[i] = 0.9 * m[i] + 0.1 * g;
      v[i] = 0.999 * v[i] + 0.001 * g * g;
      const mh = m[i] / (1 - 0.9 ** it);
      const vh = v[i] / (1 - 0.999 ** it);
      theta[i] -= (lr * mh) / (Math.sqrt(vh) + 1e-8);
    }
    if (log && (it % 50 === 0 || it === 1)) process.stderr.write(`  iteration ${it}: loss ${(loss / N).toFixed(4)}\n`);
  }
  return {
    shared: theta.slice(0, F),
    groups: GROUPS.map((_, g) => theta.slice(F + g * F, F + (g + 1) * F)),
    none: theta.slice(F + G * F),
  };
}

export function toModelData(p: Params, calibration: ModelData['calibration'], threshold: number, decision: { ratio?: number; multiThreshold?: number; heldToNone?: number } = {}, fitted?: Record<string, unknown>): ModelData {
  const r = (x: number) => Math.round(x * 10000) / 10000;
  const obj = (arr: Float64Array) => Object.fromEntries(FEATURES.map((f, i) => [f, r(arr[i])]).filter(([, w]) => w !== 0));
  return {
    version: 1,
    features: [...FEATURES],
    shared: obj(p.shared),
    groups: Object.fromEntries(GROUPS.map((g, i) => [g, obj(p.groups[i])])) as ModelData['groups'],
    none: Object.fromEntries(NONE_KEYS.map((k, i) => [k, r(p.none[i])])),
    calibration,
    threshold,
    ...decision,
    ...(p.trees?.length ? { trees: p.trees } : {}),
    ...(fitted ? { fitted } : {}),
  };
}

/** model.json's text: the weights a line each, as before, and each tree on one line (thousands of numbers). */
export function modelJson(data: ModelData): string {
  const { trees, ...rest } = data;
  const text = JSON.stringify(rest, null, 1);
  if (!trees?.length) return `${text}\n`;
  return `${text.slice(0, -2)},\n "trees": [\n${trees.map((t) => `  ${JSON.stringify(t)}`).join(',\n')}\n ]\n}\n`;
}

export function rowsOf(inst: Instance): Row[] {
  return inst.idx.map((idx, c) => ({ idx, val: inst.val[c] }));
}
