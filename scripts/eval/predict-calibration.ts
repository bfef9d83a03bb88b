/**
 * npm run predict-calibration -- --predictions FIT_PREDICTIONS --out FILE [--model MODEL]
 *
 * A fit's saved predictions (`npm run fit -- --predictions FILE`) with the calibration
 * families predicted again by other weights (the committed ones by default), so that
 * `refit-confidence` can fit a confidence map for weights that did not come from that
 * fit. The rest of the saved predictions are the training documents predicted out of
 * fold, by weights fitted without them: they do not depend on the final weights, so they
 * stay as the fit made them. Only the share held to none of 0 is written (the one the
 * committed model uses), marked as chosen.
 */
import fs from 'node:fs';
import { familyDocs, FAMILY_FIT_SEED } from './families/index.ts';
import { instancesOf } from './fit-model.ts';
import { predict, type Prediction } from './fit-confidence.ts';
import type { ModelData } from '../../src/extraction/local/model.ts';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const arg = (name: string, fallback: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const fitted = JSON.parse(fs.readFileSync(arg('--predictions', ''), 'utf8')) as { predictions: Record<string, Array<Prediction & { used: boolean }>> };
  const model = JSON.parse(fs.readFileSync(arg('--model', 'src/extraction/local/model.json'), 'utf8')) as ModelData;
  const out = arg('--out', '');
  if (!out) throw new Error('--out FILE is required');
  // The same documents the fit predicted for the calibration families (its seed and count).
  const docs = await familyDocs('calibration', FAMILY_FIT_SEED, Number(arg('--calibration-per-family', '40')));
  const blank = { single: { x: [], y: [] }, multi: { x: [], y: [] } };
  const calibration = predict({ ...model, calibration: blank, threshold: 0, ratio: 0.5, heldToNone: 0 }, await instancesOf(docs, 0)).map((p) => ({ ...p, used: true }));
  const outOfFold = fitted.predictions['0'].filter((p) => p.set !== 'calibration-families');
  fs.writeFileSync(out, JSON.stringify({ chosen: 0, predictions: { '0': [...outOfFold, ...calibration] } }));
  process.stderr.write(`${outOfFold.length} training predictions out of fold kept, ${calibration.length} calibration-family predictions by the given weights\n`);
}

main();
