/**
 * npm run refit-confidence -- --predictions FILE --model MODEL [--out FILE] [--share S] [--check] [--map-on fit|all] [--family-quantile Q] [--middle-quantile Q2: below the 0.8 mark, the quantile eased toward Q2] [--null-on map|all] [--null-rule T,RATIO]
 *
 * Refits a model's confidence map and null rules alone, from the predictions a fit
 * saved with `npm run fit -- --predictions FILE` (seconds, against a fit's quarter of
 * an hour), and writes the model with its weights unchanged. `--check` reports, for
 * each calibration family in turn, how a map fitted without that family does on it:
 * the situation of a user's new kind of document, measured without the held-out
 * families.
 */
import fs from 'node:fs';
import { ece } from './calibrate.ts';
import { applyConfidence, fitConfidence, isReturned, type Prediction } from './fit-confidence.ts';
import { modelJson } from './fit-model.ts';
import type { ModelData } from '../../src/extraction/local/model.ts';

type Saved = Prediction & { used: boolean };

function main(): void {
  const argv = process.argv.slice(2);
  const arg = (name: string, fallback: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const saved = JSON.parse(fs.readFileSync(arg('--predictions', ''), 'utf8')) as { chosen: number; predictions: Record<string, Saved[]> };
  const share = Number(arg('--share', String(saved.chosen)));
  const all = saved.predictions[String(share)];
  if (!all) throw new Error(`no predictions for share ${share}`);
  // `--map-on all`: the map is fitted on every saved prediction, not only those the fit used.
  const used = arg('--map-on', 'fit') === 'all' ? all : all.filter((p) => p.used);
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const options = {
    familyQuantile: argv.includes('--family-quantile') ? Number(arg('--family-quantile', '0.25')) : undefined,
    middleQuantile: argv.includes('--middle-quantile') ? Number(arg('--middle-quantile', '0.5')) : undefined,
    // `--null-on all`: the null rule is chosen on every saved prediction (training families, fixtures and public sets out of fold too).
    nullPool: arg('--null-on', 'map') === 'all' ? all : undefined,
  };

  if (argv.includes('--check')) {
    const families = [...new Set(used.filter((p) => p.set === 'calibration-families').map((p) => p.family))];
    const rows: string[] = [];
    const pooled: Array<{ c: number; right: boolean; ok: boolean }> = [];
    for (const family of families) {
      const fitted = fitConfidence(used.filter((p) => p.family !== family), () => {}, { ...options, nullPool: options.nullPool?.filter((p) => p.family !== family) });
      const scored = applyConfidence(fitted.calibration, used.filter((p) => p.family === family));
      const returned = scored.filter((p) => (p.top || p.multi) && isReturned(fitted, p));
      const high = returned.filter((p) => p.c >= 0.8);
      const fields = scored.filter((p) => p.top && !p.multi);
      const ok = fields.filter((p) => (isReturned(fitted, p) ? p.right : p.absent)).length;
      pooled.push(...returned.map((p) => ({ c: p.c, right: p.right, ok: true })));
      rows.push(`${family.padEnd(44)} fields ${((ok / fields.length) * 100).toFixed(1)}%  conf>=0.8 ${high.length} ${((high.filter((p) => p.right).length / Math.max(1, high.length)) * 100).toFixed(1)}%  ECE ${ece(returned).toFixed(3)}`);
    }
    for (const r of rows) log(r);
    const high = pooled.filter((p) => p.c >= 0.8);
    log(`pooled: conf>=0.8 ${high.length} (${high.filter((p) => p.right).length} right) ${((high.filter((p) => p.right).length / Math.max(1, high.length)) * 100).toFixed(1)}%  ECE ${ece(pooled).toFixed(3)}`);
    return;
  }

  const model = JSON.parse(fs.readFileSync(arg('--model', ''), 'utf8')) as ModelData;
  const fitted = fitConfidence(used, log, options);
  const how = [
    `refit alone by scripts/eval/refit-confidence.ts from the fit's saved predictions (share held to none ${share})`,
    used === all ? 'on every saved prediction: the calibration families predicted by the final weights and every training document out of fold' : 'on the predictions the fit used',
    options.familyQuantile !== undefined ? `each map the ${options.familyQuantile} quantile of the maps fitted on each family alone, never above the pooled map` : '',
    options.middleQuantile !== undefined ? `the ${options.middleQuantile} quantile where the pooled map is at most 0.5, blended up to ${options.familyQuantile} at 0.8` : '',
  ].filter(Boolean);
  // `--null-rule T,RATIO`: answer when confidence >= T and p >= RATIO x p(none), instead of the rule fitted.
  const rule = arg('--null-rule', '');
  if (rule) {
    const [t, ratio] = rule.split(',').map(Number);
    if (!(t >= 0 && ratio >= 0)) throw new Error('--null-rule takes T,RATIO');
    how.push(`null rule set by hand: confidence >= ${t} and p >= ${ratio} x p(none) (fitted: ${fitted.best.t} and ${fitted.best.ratio})`);
    fitted.best = { ...fitted.best, t, ratio };
  }
  const out: ModelData = { ...model, calibration: fitted.calibration, threshold: fitted.best.t, ratio: fitted.best.ratio, multiThreshold: fitted.bestMulti.t, heldToNone: share, fitted: { ...model.fitted, calibration: how.join('; ') } };
  fs.writeFileSync(arg('--out', arg('--model', '')), modelJson(out));
}

main();
