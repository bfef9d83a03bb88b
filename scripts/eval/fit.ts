/**
 * npm run fit -- [--out FILE] [--iterations 500] [--fixtures 160] [--per-family 40] [--family-folds 4]
 *
 * Fits the local extractor's weights and calibration and writes them to
 * src/extraction/local/model.json. Training data only: Kleister-NDA train, the
 * even-numbered SROIE receipts, generated fixtures and the training document
 * families, from seeds the harness does not measure on. The dev set, the odd
 * receipts, the measured fixtures and the held-out families are never read here.
 *
 * The model: for each field, a softmax over its candidates plus "not in the
 * document", with linear scores whose weights are shared by all field types plus
 * a per-type-group part (shrunk harder towards zero). Confidence: the softmax mass
 * of the chosen answer, mapped through isotonic regression fitted on
 * predictions for generated families held out whole (and for the public sets,
 * by document), so it reads as a probability on kinds of documents the weights
 * were not fitted on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Doc } from '../../src/extraction/local/doc.ts';
import { prepare, rank, type Task } from '../../src/extraction/local/engine.ts';
import { FEATURES, type Row } from '../../src/extraction/local/features.ts';
import type { TypeGroup } from '../../src/extraction/local/field.ts';
import { buildModel, GROUPS, interpolate, withSignals, type ModelData, type Signals } from '../../src/extraction/local/model.ts';
import { ece, fitSignals, isotonic } from './calibrate.ts';
import { paginate } from '../../src/ingest/pages.ts';
import { ROOT } from './data.ts';
import { pagesOf } from './run.ts';
import { FAMILY_FIT_SEED, familiesOf, familyDocs } from './families/index.ts';
import { FIXTURE_FIT_SEED, fixtureEvalDocs, kleisterEvalDocs, sroieEvalDocs, type EvalDoc } from './sets.ts';

interface Instance {
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

async function instancesOf(docs: EvalDoc[], docOffset: number): Promise<Instance[]> {
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

interface Params {
  shared: Float64Array;
  groups: Float64Array[];
  none: Float64Array;
}

function train(instances: Instance[], iterations: number, log = false): Params {
  const used = instances.filter((i) => i.reachable);
  const nParams = F + G * F + NONE_KEYS.length;
  const theta = new Float64Array(nParams);
  const m = new Float64Array(nParams);
  const v = new Float64Array(nParams);
  const grad = new Float64Array(nParams);
  const lambdaShared = 1e-4;
  const lambdaGroup = 5e-4;
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

function toModelData(p: Params, calibration: ModelData['calibration'], threshold: number, decision: { ratio?: number; multiThreshold?: number } = {}, fitted?: Record<string, unknown>): ModelData {
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
    ...(fitted ? { fitted } : {}),
  };
}

function rowsOf(inst: Instance): Row[] {
  return inst.idx.map((idx, c) => ({ idx, val: inst.val[c] }));
}

interface Prediction {
  multi: boolean;
  group: string;
  p: number;
  right: boolean;
  set: string;
  field: string;
  /** The field has no gold value: null is the right answer. */
  absent: boolean;
  /** For single answers: whether this is the top answer (one per field). */
  top: boolean;
  /** Probability of "none" (single answers). */
  none: number;
  doc: number;
  /** How unfamiliar the case looks, and the probability combined with it (set once the signals logistic is fitted). */
  signals: Signals;
  q: number;
}

/** The answers a model would give (before the threshold), with whether each is right. */
function predict(data: ModelData, instances: Instance[]): Prediction[] {
  const model = buildModel(data);
  const out: Prediction[] = [];
  for (const inst of instances) {
    inst.task.rows = rowsOf(inst);
    const { ranked, none } = rank(model, inst.task);
    inst.task.rows = [];
    const slots = inst.task.q.def.type === 'multi_select' ? (inst.task.q.def.options ?? []).length : inst.task.fields.length;
    const take = inst.multi ? ranked.slice(0, slots) : ranked.slice(0, 1);
    if (!take.length) out.push({ multi: inst.multi, group: GROUPS[inst.group], p: 0, right: false, set: inst.set, field: inst.field, absent: !inst.hasGold, top: true, doc: inst.doc, none, signals: { margin: 0, context: 0, rivals: 0, mentions: 0 }, q: 0 });
    take.forEach((r, k) => {
      const value = r.cands[0].value;
      const right = inst.task.q.def.type === 'multi_select' ? Boolean(inst.evalDoc.isPart?.(inst.field, String(value))) : inst.evalDoc.isRight(inst.field, value);
      out.push({ multi: inst.multi, group: GROUPS[inst.group], p: r.p, right, set: inst.set, field: inst.field, absent: !inst.hasGold, top: k === 0, doc: inst.doc, none, signals: r.signals, q: r.p });
    });
  }
  return out;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const arg = (name: string, fallback: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const out = arg('--out', path.join(ROOT, 'src/extraction/local/model.json'));
  const iterations = Number(arg('--iterations', '500'));
  const fixtureCount = Number(arg('--fixtures', '160'));
  const familyCount = Number(arg('--per-family', '40'));
  const familyFolds = Number(arg('--family-folds', '4'));
  const started = performance.now();

  process.stderr.write('loading training documents...\n');
  const kleister = kleisterEvalDocs('train', (t) => paginate(t));
  const sroie = sroieEvalDocs('fit');
  const fixtures = await fixtureEvalDocs(FIXTURE_FIT_SEED, fixtureCount);
  // Training families only: the held-out ones are never generated here.
  const families = await familyDocs('train', FAMILY_FIT_SEED, familyCount);
  const docs = [...kleister, ...sroie, ...fixtures, ...families];
  process.stderr.write(`building candidates for ${kleister.length} Kleister-NDA train, ${sroie.length} SROIE (even), ${fixtures.length} fixture, ${families.length} training-family documents (${familiesOf('train').map((f) => f.name).join(', ')})...\n`);
  const instances = await instancesOf(docs, 0);
  const cands = instances.reduce((s, i) => s + i.idx.length, 0);
  const reachable = instances.filter((i) => i.hasGold && i.reachable).length;
  const withGold = instances.filter((i) => i.hasGold).length;
  process.stderr.write(`${instances.length} questions, ${cands} candidates; the right answer is among the candidates for ${reachable}/${withGold} questions with one\n`);
  for (const set of ['kleister-dev', 'sroie', 'fixtures', 'train-families']) {
    const byField = new Map<string, [number, number]>();
    for (const i of instances.filter((x) => x.set === set && x.hasGold)) {
      const e = byField.get(i.field) ?? [0, 0];
      e[0] += i.reachable ? 1 : 0;
      e[1] += 1;
      byField.set(i.field, e);
    }
    process.stderr.write(`  ${set === 'kleister-dev' ? 'kleister-train' : set}: ${[...byField].map(([f, [a, b]]) => `${f} ${a}/${b}`).join(', ')}\n`);
  }

  // Predictions for calibration, each by weights fitted without its fold. A generated
  // family is held out whole (several families per fold), so the confidence map and the
  // null threshold are learnt on documents unlike those the weights saw. The public sets
  // fold by document: their outside documents come from the same collections, and a
  // model fitted without any receipt says nothing about receipts.
  const oof: Prediction[] = [];
  const blank = { single: { x: [], y: [] }, multi: { x: [], y: [] } };
  const generated = [...new Set(instances.filter((i) => i.family.includes(':')).map((i) => i.family))];
  const foldOf = (i: Instance) => (i.family.includes(':') ? `families ${generated.indexOf(i.family) % familyFolds}` : `documents ${i.doc % 2}`);
  const groups = [...new Set(instances.map(foldOf))];
  const folds = groups.length;
  for (const [k, fold] of groups.entries()) {
    const inFold = (i: Instance) => foldOf(i) === fold;
    const params = train(instances.filter((i) => !inFold(i)), iterations);
    oof.push(...predict(toModelData(params, blank, 0), instances.filter(inFold)));
    process.stderr.write(`fold ${k + 1}/${folds} (${fold}: ${[...new Set(instances.filter(inFold).map((i) => i.family))].join(', ')}) done\n`);
  }
  // First the signals of unfamiliarity are combined with the probability (per answer kind), then the maps read the result.
  const signals = { single: fitSignals(oof.filter((p) => !p.multi && p.p > 0)), multi: fitSignals(oof.filter((p) => p.multi)) };
  for (const p of oof) p.q = p.p > 0 ? withSignals(signals, p.p, p.multi, p.signals) : 0;
  process.stderr.write(`signals (${['logit_p', 'margin', 'context', 'rivals', 'recurs', 'bias'].join(', ')}): single ${signals.single.join(', ')}; multi ${signals.multi.join(', ')}\n`);
  const calibration: ModelData['calibration'] = {
    single: isotonic(oof.filter((p) => !p.multi).map((p) => ({ p: p.q, right: p.right }))),
    multi: isotonic(oof.filter((p) => p.multi).map((p) => ({ p: p.q, right: p.right }))),
    groups: {},
    signals,
  };
  // Per type group and answer kind, where there are enough answers to fit one.
  for (const g of GROUPS) {
    for (const multi of [false, true]) {
      const pts = oof.filter((p) => p.group === g && p.multi === multi);
      if (pts.length >= 150) calibration.groups![`${g}:${multi ? 'multi' : 'single'}`] = isotonic(pts.map((p) => ({ p: p.q, right: p.right })));
    }
  }
  process.stderr.write(`calibration maps: overall single and multi, and ${Object.keys(calibration.groups!).join(', ')}\n`);
  // When to answer null, chosen out of fold. Single answers: the rule (confidence >= t and
  // p >= ratio x p(none)) that gets the most fields right (a right value, or null where
  // there is none). Several answers: the threshold with the best micro F1 over the answers.
  const calibrated = oof.map((p) => ({ ...p, c: interpolate(calibration.groups![`${p.group}:${p.multi ? 'multi' : 'single'}`] ?? (p.multi ? calibration.multi : calibration.single), p.q) }));
  const singles = calibrated.filter((p) => !p.multi && p.top);
  const rules: Array<{ t: number; ratio: number; acc: number }> = [];
  for (const ratio of [0, 0.5, 1, 1.5, 2, 3]) {
    for (let t = 0.05; t <= 0.7001; t += 0.025) {
      let right = 0;
      for (const p of singles) {
        const returned = p.c >= t && p.p >= ratio * p.none;
        if (returned ? p.right : p.absent) right++;
      }
      rules.push({ t: Math.round(t * 1000) / 1000, ratio, acc: right / singles.length });
    }
  }
  // Of the rules about as accurate as the best (within a quarter of a point), the one that answers most: the
  // least demanding ratio to "none", then the lowest threshold. An answer comes with its confidence; a null
  // says nothing, and a rule that abstains to gain a hair out of fold abstains on new documents too.
  const top = Math.max(...rules.map((r) => r.acc));
  const best = rules.filter((r) => r.acc >= top - 0.0025).sort((a, b) => a.ratio - b.ratio || a.t - b.t)[0];
  const multis = calibrated.filter((p) => p.multi);
  let bestMulti = { t: 0.5, f1: -1 };
  for (let t = 0.05; t <= 0.8001; t += 0.025) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const p of multis) {
      const returned = p.c >= t;
      if (returned && p.right) tp++;
      else if (returned) fp++;
      else if (p.right) fn++;
    }
    // A threshold above every calibrated answer would answer no list slot at all.
    if (tp === 0) continue;
    const f1 = (2 * tp) / Math.max(1, 2 * tp + fp + fn);
    if (f1 > bestMulti.f1) bestMulti = { t: Math.round(t * 1000) / 1000, f1 };
  }
  process.stderr.write(`single answers: confidence >= ${best.t} and p >= ${best.ratio} x p(none): ${(best.acc * 100).toFixed(1)}% of fields right; several answers: confidence >= ${bestMulti.t}, micro F1 ${bestMulti.f1.toFixed(3)}\n`);
  const isReturned = (p: (typeof calibrated)[number]) => (p.multi ? p.c >= bestMulti.t : p.c >= best.t && p.p >= best.ratio * p.none);
  const returned = calibrated.filter((p) => (p.top || p.multi) && isReturned(p));
  process.stderr.write(
    `out of fold: ${returned.length} values returned, ECE ${ece(returned).toFixed(3)}, ` +
      `conf >= 0.8: ${returned.filter((p) => p.c >= 0.8).length} values, ${((returned.filter((p) => p.c >= 0.8 && p.right).length / Math.max(1, returned.filter((p) => p.c >= 0.8).length)) * 100).toFixed(1)}% right\n`,
  );
  for (const set of ['kleister-dev', 'sroie', 'fixtures', 'train-families']) {
    const byField = new Map<string, [number, number]>();
    for (const p of calibrated.filter((x) => x.set === set && (x.top || x.multi))) {
      const e = byField.get(p.field) ?? [0, 0];
      const ok = isReturned(p) ? p.right : p.multi ? !p.right : p.absent;
      e[0] += ok ? 1 : 0;
      e[1] += 1;
      byField.set(p.field, e);
    }
    process.stderr.write(`  ${set === 'kleister-dev' ? 'kleister-train' : set} (out of fold): ${[...byField].map(([f, [a, b]]) => `${f} ${((a / b) * 100).toFixed(0)}%`).join(', ')}\n`);
  }

  process.stderr.write('fitting the final weights on all training documents...\n');
  const params = train(instances, iterations, true);
  const data = toModelData(params, calibration, best.t, {
    ratio: best.ratio,
    multiThreshold: bestMulti.t,
  }, {
    by: 'scripts/eval/fit.ts',
    on: `Kleister-NDA train (${kleister.length}), SROIE even-numbered receipts (${sroie.length}), generated fixtures seed ${FIXTURE_FIT_SEED} (${fixtures.length}), training families ${familiesOf('train').map((f) => f.name).join(', ')} seed ${FAMILY_FIT_SEED} (${families.length})`,
    calibration: `${folds} folds: generated families held out whole (${familyFolds} folds), Kleister-NDA and SROIE by document (2 folds)`,
    iterations,
  });
  fs.writeFileSync(out, `${JSON.stringify(data, null, 1)}\n`);
  process.stderr.write(`wrote ${out} in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

export type { TypeGroup };
