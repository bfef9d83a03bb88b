/**
 * npm run fit -- [--out FILE] [--oof FILE: the out-of-fold predictions, calibrated, as JSON] [--iterations 500] [--fixtures 160] [--per-family 40] [--family-folds N: generated families dealt into N folds; default one family a fold]
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
import { isSingle, settle } from '../../src/extraction/local/claims.ts';
import { rank } from '../../src/extraction/local/engine.ts';
import type { TypeGroup } from '../../src/extraction/local/field.ts';
import { buildModel, GROUPS, interpolate, withSignals, type ModelData, type Signals } from '../../src/extraction/local/model.ts';
import { ece, fitSignals, isotonic } from './calibrate.ts';
import { paginate } from '../../src/ingest/pages.ts';
import { ROOT } from './data.ts';
import { instancesOf, rowsOf, toModelData, train, type Instance } from './fit-model.ts';
import { FAMILY_FIT_SEED, familiesOf, familyDocs } from './families/index.ts';
import { FIXTURE_FIT_SEED, fixtureEvalDocs, kleisterEvalDocs, sroieEvalDocs } from './sets.ts';

interface Prediction {
  multi: boolean;
  group: string;
  p: number;
  right: boolean;
  set: string;
  /** The document family (generated) or set it came from. */
  family: string;
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

/**
 * The answers a model would give (before the threshold), with whether each is right:
 * a document's single answers settled against each other as the service settles them
 * (claims.ts), so the confidence map is fitted on the answers the service returns.
 */
function predict(data: ModelData, instances: Instance[]): Prediction[] {
  const model = buildModel(data);
  const out: Prediction[] = [];
  const byDoc = new Map<number, Instance[]>();
  for (const inst of instances) byDoc.set(inst.doc, [...(byDoc.get(inst.doc) ?? []), inst]);
  for (const docInstances of byDoc.values()) {
    for (const inst of docInstances) inst.task.rows = rowsOf(inst);
    const settled = settle(model, docInstances.filter((i) => isSingle(i.task)).map((i) => i.task));
    for (const inst of docInstances) {
      const { ranked, none } = settled.get(inst.task) ?? rank(model, inst.task);
      const slots = inst.task.q.def.type === 'multi_select' ? (inst.task.q.def.options ?? []).length : inst.task.fields.length;
      const take = inst.multi ? ranked.slice(0, slots) : ranked.slice(0, 1);
      const base = { multi: inst.multi, group: GROUPS[inst.group], set: inst.set, family: inst.family, field: inst.field, absent: !inst.hasGold, doc: inst.doc, none };
      if (!take.length) out.push({ ...base, p: 0, right: false, top: true, signals: { margin: 0, context: 0, rivals: 0, mentions: 0 }, q: 0 });
      take.forEach((r, k) => {
        const value = r.cands[0].value;
        const right = inst.task.q.def.type === 'multi_select' ? Boolean(inst.evalDoc.isPart?.(inst.field, String(value))) : inst.evalDoc.isRight(inst.field, value);
        out.push({ ...base, p: r.p, right, top: k === 0, signals: r.signals, q: r.p });
      });
    }
    for (const inst of docInstances) inst.task.rows = [];
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
  const familyFoldsArg = Number(arg('--family-folds', '0'));
  const oofOut = arg('--oof', '');
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
  // family is held out whole, on its own by default, so the confidence map and the null
  // threshold are learnt on layouts and wordings the weights never saw, while the other
  // families of its kind (other invoices, other contracts) stay in, as they do for a
  // user's new documents. The public sets
  // fold by document: their outside documents come from the same collections, and a
  // model fitted without any receipt says nothing about receipts.
  const oof: Prediction[] = [];
  const blank = { single: { x: [], y: [] }, multi: { x: [], y: [] } };
  const generated = [...new Set(instances.filter((i) => i.family.includes(':')).map((i) => i.family))];
  const familyFolds = familyFoldsArg || generated.length;
  const foldOf = (i: Instance) => (i.family.includes(':') ? `families ${generated.indexOf(i.family) % familyFolds}` : `documents ${i.doc % 2}`);
  const groups = [...new Set(instances.map(foldOf))];
  const folds = groups.length;
  for (const [k, fold] of groups.entries()) {
    const inFold = (i: Instance) => foldOf(i) === fold;
    const params = train(instances.filter((i) => !inFold(i)), iterations);
    // A field holds its span against the others when its answer is at least half as likely as "none" (the rule the fits have chosen).
    oof.push(...predict(toModelData(params, blank, 0, { ratio: 0.5 }), instances.filter(inFold)));
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
  if (oofOut) fs.writeFileSync(oofOut, JSON.stringify(calibrated));
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
