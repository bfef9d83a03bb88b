/**
 * npm run fit -- [--public-weight 1: how many times the public sets' documents count in the weights' fit] [--calibrate-on families|families+public|folds|all: what the confidence map is fitted on; default families+public; all: the calibration families and every training document out of fold] [--family-quantile Q: each map the Q quantile of the families' own maps (calibrate.ts isotonicAcrossFamilies)] [--calibration-per-family 40] [--out FILE] [--oof FILE: the out-of-fold predictions, calibrated, as JSON] [--predictions FILE: every training document predicted out of fold, and the calibration families, for each share held to none, each marked with whether it fed the confidence map (to refit the map alone with refit-confidence.ts)] [--iterations 500] [--l2 1: scales the L2 penalties] [--trees 60: boosted trees on the weights' residual, 0 for none] [--fixtures 160] [--per-family 40] [--family-folds N: generated families dealt into N folds; default one family a fold] [--within-families: also calibrate on the generated documents predicted by weights that saw the rest of their family] [--sibling-families: calibrate only on families left out whose kind another training family still teaches]
 *                   [--keep-calibration MODEL: fit the weights only, keeping that model's confidence map and null rule (minutes, to try a change of features)]
 *                   [--without FAMILY: with --keep-calibration, leave that generated family out (to read its misses out of fold with `npm run eval -- --direct --set train-families --misses`)]
 *
 * Fits the local extractor's weights and calibration and writes them to
 * src/extraction/local/model.json. Training data only: Kleister-NDA train, the
 * even-numbered SROIE receipts, generated fixtures and the training document
 * families, from seeds the harness does not measure on. The dev set, the odd
 * receipts, the measured fixtures and the held-out families are never read here.
 *
 * The model: for each field, a softmax over its candidates plus "not in the
 * document", with linear scores whose weights are shared by all field types plus
 * a per-type-group part (shrunk harder towards zero), plus, for single answers,
 * boosted regression trees fitted on those scores' residual (fit-trees.ts), which
 * weigh one feature by another (a label counts when the value is of the kind asked).
 * Confidence: the softmax mass
 * of the chosen answer, combined with signals of how unfamiliar the case looks and
 * mapped through isotonic regression. By default these are fitted on the
 * calibration families (kinds of documents the weights never saw and whose misses
 * were never read while features were written: the situation of a user's new
 * document) and on the public sets predicted by document folds (a user's receipts
 * and NDAs from those collections are a kind fitting saw). `--calibrate-on
 * families` leaves the public sets out; `--calibrate-on folds` fits on predictions
 * for training families held out whole instead, as earlier rounds did: those
 * families shaped the features, and their out-of-fold answers were right far more
 * often than a new kind's (76% of fields against 46%), so confidence fitted there
 * ran high on the held-out families (ECE 0.120).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TypeGroup } from '../../src/extraction/local/field.ts';
import type { ModelData } from '../../src/extraction/local/model.ts';
import { ece } from './calibrate.ts';
import { fitConfidence, isReturned, predict, type Confidence, type Prediction } from './fit-confidence.ts';
import { paginate } from '../../src/ingest/pages.ts';
import { ROOT } from './data.ts';
import { instancesOf, modelJson, toModelData, train, type Instance, type Params } from './fit-model.ts';
import { fitTrees, TREE_DEFAULTS } from './fit-trees.ts';
import { FAMILY_FIT_SEED, familiesOf, familyDocs, kindOf } from './families/index.ts';
import { FIXTURE_FIT_SEED, fixtureEvalDocs, kleisterEvalDocs, sroieEvalDocs } from './sets.ts';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const arg = (name: string, fallback: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const out = arg('--out', path.join(ROOT, 'src/extraction/local/model.json'));
  const iterations = Number(arg('--iterations', '500'));
  const l2 = Number(arg('--l2', '1'));
  const treeCount = Number(arg('--trees', String(TREE_DEFAULTS.trees)));
  // The weights, then trees on their residual (none with `--trees 0`).
  const fitAll = (set: Instance[], log: boolean): Params => {
    const p = train(set, iterations, log, l2);
    if (treeCount > 0) p.trees = fitTrees(set, p, { ...TREE_DEFAULTS, trees: treeCount }, log);
    return p;
  };
  const fixtureCount = Number(arg('--fixtures', '160'));
  const familyCount = Number(arg('--per-family', '40'));
  const familyFoldsArg = Number(arg('--family-folds', '0'));
  const oofOut = arg('--oof', '');
  const withinFamilies = argv.includes('--within-families');
  const siblingFamilies = argv.includes('--sibling-families');
  const keepCalibration = arg('--keep-calibration', '');
  const without = arg('--without', '');
  const calibrateOn = arg('--calibrate-on', 'families+public');
  const predictionsOut = arg('--predictions', '');
  if (!['families', 'families+public', 'folds', 'all'].includes(calibrateOn)) throw new Error('--calibrate-on must be families, families+public, folds or all');
  const familyQuantile = argv.includes('--family-quantile') ? Number(arg('--family-quantile', '0.4')) : undefined;
  const calibrationCount = Number(arg('--calibration-per-family', '40'));
  // The public collections' documents counted this many times in the weights' fit: the training families outnumber
  // them more with each family added, and a user's receipts and NDAs come from those collections.
  const publicWeight = Math.max(1, Math.round(Number(arg('--public-weight', '1'))));
  const weighted = (set: Instance[]) => [...set, ...Array.from({ length: publicWeight - 1 }, () => set.filter((i) => !i.family.includes(':'))).flat()];
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
  // threshold are learnt on layouts and wordings the weights never saw: the situation of a
  // user's new document. Every family's fold is fitted, whether or not another training
  // family has its kind: fresh held-out families of taught kinds (utility bills beside
  // purchase orders, tenancies beside service agreements) went as badly as a kind never
  // taught, so a sibling kind does not make a document familiar. The public sets fold by
  // document: their outside documents come from the same collections, and a model fitted
  // without any receipt says nothing about receipts.
  if (keepCalibration) {
    // A quick look at a change of features: new weights, the confidence map and null rule of an earlier fit.
    const prior = JSON.parse(fs.readFileSync(keepCalibration, 'utf8')) as ModelData;
    const params = fitAll(weighted(without ? instances.filter((i) => !i.family.endsWith(`:${without}`)) : instances), true);
    const data = toModelData(params, prior.calibration, prior.threshold, { ratio: prior.ratio, multiThreshold: prior.multiThreshold }, { ...prior.fitted, calibration: `kept from an earlier fit (${keepCalibration}); not for committing` });
    fs.writeFileSync(out, modelJson(data));
    process.stderr.write(`wrote ${out} in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    return;
  }
  // Unless `folds` is asked for, the folds below predict only answers of fields that take several (party
  // slots, multi selects: no calibration family asks for several answers yet) and, with `families+public`,
  // the public sets by document: a user's receipts and NDAs from those collections are a kind fitting saw.
  const foldPredicts = (i: Instance) => calibrateOn === 'folds' || calibrateOn === 'all' || i.multi || (calibrateOn === 'families+public' && !i.family.includes(':'));
  // `used`: these predictions feed the confidence map; the rest are predicted only for `--predictions`.
  const held: Array<{ params: Params; instances: Instance[]; used: (i: Instance) => boolean }> = [];
  let params: Params | undefined;
  if (calibrateOn !== 'folds') {
    // The calibration families, predicted by the final weights: what the service will do on a new kind.
    process.stderr.write('fitting the final weights on all training documents...\n');
    params = fitAll(weighted(instances), true);
    const calibrationDocs = await familyDocs('calibration', FAMILY_FIT_SEED, calibrationCount);
    held.push({ params, instances: await instancesOf(calibrationDocs, docs.length), used: () => true });
    process.stderr.write(`calibration families: ${calibrationDocs.length} documents (${familiesOf('calibration').map((f) => f.name).join(', ')})\n`);
  }
  const blank = { single: { x: [], y: [] }, multi: { x: [], y: [] } };
  const generated = [...new Set(instances.filter((i) => i.family.includes(':')).map((i) => i.family))];
  const kindCount = new Map<string, number>();
  for (const f of generated) kindCount.set(kindOf(f) ?? f, (kindCount.get(kindOf(f) ?? f) ?? 0) + 1);
  const calibrates = (i: Instance) => !i.family.includes(':') || !siblingFamilies || kindCount.get(kindOf(i.family) ?? i.family)! > 1;
  const familyFolds = familyFoldsArg || generated.length;
  const foldOf = (i: Instance) => (i.family.includes(':') ? `families ${generated.indexOf(i.family) % familyFolds}` : `documents ${i.doc % 2}`);
  const groups = [...new Set(instances.map(foldOf))];
  const folds = groups.length;
  for (const [k, fold] of groups.entries()) {
    const inFold = (i: Instance) => foldOf(i) === fold;
    const families = [...new Set(instances.filter(inFold).map((i) => i.family))].join(', ');
    const predicted = instances.filter((i) => inFold(i) && calibrates(i) && (predictionsOut !== '' || foldPredicts(i)));
    if (!predicted.length) {
      process.stderr.write(`fold ${k + 1}/${folds} (${fold}: ${families}) skipped: ${calibrateOn === 'folds' ? 'no other training family of its kind' : 'nothing to predict'}\n`);
      continue;
    }
    // The trees touch single answers only: a fold that predicts none of them keeps the weights alone.
    const rest = instances.filter((i) => !inFold(i));
    held.push({ params: predicted.some((i) => !i.multi) ? fitAll(rest, false) : train(rest, iterations, false, l2), instances: predicted, used: foldPredicts });
    process.stderr.write(`fold ${k + 1}/${folds} (${fold}: ${families}) done\n`);
  }
  // On request, the generated documents a second time, each predicted by weights fitted
  // without it but with the rest of its family: a layout and wording the weights know,
  // which no user's document has (measured: with them the held-out ECE was 0.098, without 0.085).
  if (withinFamilies) {
    for (const k of [0, 1]) {
      const inFold = (i: Instance) => i.family.includes(':') && i.doc % 2 === k;
      held.push({ params: fitAll(instances.filter((i) => !inFold(i)), false), instances: instances.filter(inFold), used: () => true });
      process.stderr.write(`within families ${k + 1}/2 done\n`);
    }
  }
  // How much of a field's answer held by another field goes to "none" (claims.ts): the share
  // whose settled answers, calibrated and thresholded, get the most fields right out of fold
  // (ties to the smaller share). A field holds its span against the others when its answer
  // is at least half as likely as "none" (the rule the fits have chosen).
  let chosen: { share: number; oof: Prediction[]; fitted: Confidence } | undefined;
  const everyPrediction: Record<string, Array<Prediction & { used: boolean }>> = {};
  for (const share of [0, 0.25, 0.5, 0.75, 1]) {
    const all = held.flatMap((h) => {
      const used = new Set(h.instances.filter(h.used).map((i) => `${i.doc}\u0000${i.field}`));
      return predict(toModelData(h.params, blank, 0, { ratio: 0.5, heldToNone: share }), h.instances).map((p) => ({ ...p, used: used.has(`${p.doc}\u0000${p.field}`) }));
    });
    everyPrediction[share] = all;
    const oof = all.filter((p) => p.used);
    const fitted = fitConfidence(oof, () => {}, { familyQuantile });
    process.stderr.write(`held span's share to none ${share}: ${(fitted.best.acc * 100).toFixed(2)}% of single fields right out of fold\n`);
    if (!chosen || fitted.best.acc > chosen.fitted.best.acc + 1e-9) chosen = { share, oof, fitted };
  }
  const { calibration, calibrated, best, bestMulti } = fitConfidence(chosen!.oof, (line) => process.stderr.write(`${line}\n`), { familyQuantile });
  if (oofOut) fs.writeFileSync(oofOut, JSON.stringify(calibrated));
  if (predictionsOut) fs.writeFileSync(predictionsOut, JSON.stringify({ chosen: chosen!.share, predictions: everyPrediction }));
  const returned = calibrated.filter((p) => (p.top || p.multi) && isReturned({ best, bestMulti }, p));
  process.stderr.write(
    `out of fold: ${returned.length} values returned, ECE ${ece(returned).toFixed(3)}, ` +
      `conf >= 0.8: ${returned.filter((p) => p.c >= 0.8).length} values, ${((returned.filter((p) => p.c >= 0.8 && p.right).length / Math.max(1, returned.filter((p) => p.c >= 0.8).length)) * 100).toFixed(1)}% right\n`,
  );
  for (const set of ['kleister-dev', 'sroie', 'fixtures', 'train-families', 'calibration-families']) {
    const byField = new Map<string, [number, number]>();
    for (const p of calibrated.filter((x) => x.set === set && (x.top || x.multi))) {
      const e = byField.get(p.field) ?? [0, 0];
      const ok = isReturned({ best, bestMulti }, p) ? p.right : p.multi ? !p.right : p.absent;
      e[0] += ok ? 1 : 0;
      e[1] += 1;
      byField.set(p.field, e);
    }
    process.stderr.write(`  ${set === 'kleister-dev' ? 'kleister-train' : set} (out of fold): ${[...byField].map(([f, [a, b]]) => `${f} ${((a / b) * 100).toFixed(0)}%`).join(', ')}\n`);
  }

  if (!params) {
    process.stderr.write('fitting the final weights on all training documents...\n');
    params = fitAll(instances, true);
  }
  const data = toModelData(params, calibration, best.t, {
    ratio: best.ratio,
    multiThreshold: bestMulti.t,
    heldToNone: chosen!.share,
  }, {
    by: 'scripts/eval/fit.ts',
    on: `Kleister-NDA train (${kleister.length}), SROIE even-numbered receipts (${sroie.length}), generated fixtures seed ${FIXTURE_FIT_SEED} (${fixtures.length}), training families ${familiesOf('train').map((f) => f.name).join(', ')} seed ${FAMILY_FIT_SEED} (${families.length})`,
    calibration: [
      calibrateOn !== 'folds' ? `calibration families ${familiesOf('calibration').map((f) => f.name).join(', ')} seed ${FAMILY_FIT_SEED} (${calibrationCount} each), predicted by the final weights` : '',
      groups.length ? `${calibrateOn === 'folds' || calibrateOn === 'all' ? 'every training document out of fold, ' : `fields with several answers${calibrateOn === 'families+public' ? ' and the public sets' : ''}: `}${groups.length} folds: generated families held out whole (${familyFolds} folds${siblingFamilies ? ', those with another training family of their kind' : ''}), Kleister-NDA and SROIE by document (2 folds)${withinFamilies ? '; and the generated documents by document within their families (2 folds)' : ''}` : '',
      familyQuantile !== undefined ? `each map the ${familyQuantile} quantile of the maps fitted on each family alone, never above the pooled map` : '',
    ].filter(Boolean).join('; '),
    iterations,
    l2,
    trees: treeCount > 0 ? { ...TREE_DEFAULTS, trees: treeCount } : 0,
  });
  fs.writeFileSync(out, modelJson(data));
  process.stderr.write(`wrote ${out} in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

export type { TypeGroup };
