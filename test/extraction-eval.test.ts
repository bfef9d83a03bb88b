import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evalData } from './support/eval-data.ts';
import { runService, startService, type DocResult, type Service } from '../scripts/eval/run.ts';
import { fitSignals, isotonic } from '../scripts/eval/calibrate.ts';
import { SIGNALS } from '../src/extraction/local/model.ts';
import { calibration, calibrationItems, scoreSet } from '../scripts/eval/score.ts';
import { FAMILIES, FAMILY_EVAL_SEED, FAMILY_FIT_SEED, familiesOf, familyDocs, kindOf } from '../scripts/eval/families/index.ts';
import { loadSet, type EvalDoc } from '../scripts/eval/sets.ts';

/**
 * A small fixed slice of each evaluation set, run end to end through the real
 * service exactly as `npm run eval` runs the whole sets: upload over HTTP, a tool
 * run, the result read back and scored. The full harness is `npm run eval`.
 */
const evaluation = evalData('kleister-nda/dev-0/expected.tsv', 'sroie/key');
const haveData = evaluation.present;

let service: Service;
const results: Record<string, DocResult[]> = {};

const pickIds = (docs: EvalDoc[], ids: string[]) => ids.map((id) => docs.find((d) => d.id.startsWith(id))!);

beforeAll(async () => {
  service = await startService();
  // Three documents of each held-out family (no outside data needed).
  results.heldOut = await runService(service, await loadSet('held-out', 3 * familiesOf('held-out').length));
  if (!haveData) return;
  const kleister = pickIds(await loadSet('kleister-dev'), ['073f3b9eb0c7088be4ef688f4edfdb6d', '0d3f3a02773949e285cfc3ad2fe4dbf5', '0f32a3a54d9c1e42d26f66746821c3bf']);
  const sroie = pickIds(await loadSet('sroie'), ['001', '003', '005', '007', '009', '011']);
  const fixtures = await loadSet('fixtures', 12);
  results.kleister = await runService(service, kleister);
  results.sroie = await runService(service, sroie);
  results.fixtures = await runService(service, fixtures);
}, 120_000);
afterAll(() => service?.stop());

describe('confidence map fitted out of family', () => {
  it('learns from the signals: at equal probability, answers with a clear lead are right more often', () => {
    // Every answer has probability 0.7; those leading the runner-up by a wide margin are right, the close calls wrong.
    const points = Array.from({ length: 200 }, (_, i) => ({ p: 0.7, signals: { margin: i % 2 ? 0.6 : 0.02, context: 0.5, rivals: 2, mentions: 1, none: 0.1 }, right: i % 2 === 1 }));
    const w = fitSignals(points);
    expect(w[1]).toBeGreaterThan(1);
    const map = isotonic(points.map((pt) => ({ p: pt.right ? 0.9 : 0.3, right: pt.right })));
    expect(map.y[0]).toBeLessThan(0.1);
    expect(map.y[map.y.length - 1]).toBeGreaterThan(0.9);
  });

  it('learns from the probability of no answer: at equal probability and lead, answers where "none" was likely are wrong more often', () => {
    const points = Array.from({ length: 200 }, (_, i) => ({ p: 0.7, signals: { margin: 0.5, context: 0.5, rivals: 1, mentions: 1, none: i % 2 ? 0.05 : 0.6 }, right: i % 2 === 1 }));
    const w = fitSignals(points);
    expect(w[SIGNALS.indexOf('none')]).toBeLessThan(-1);
    // Where "none" being likely went with being right, the weight stays at zero rather than raise a guess's confidence.
    const backwards = points.map((pt) => ({ ...pt, right: !pt.right }));
    expect(fitSignals(backwards)[SIGNALS.indexOf('none')]).toBe(0);
  });
});

describe('document families', () => {
  it('splits by family: at least three held out, none of them among the training families', () => {
    const held = familiesOf('held-out').map((f) => f.name);
    const trained = familiesOf('train').map((f) => f.name);
    expect(held.length).toBeGreaterThanOrEqual(3);
    expect(trained.length).toBeGreaterThanOrEqual(1);
    expect(held.filter((f) => trained.includes(f))).toEqual([]);
    // The confidence map's own families are neither trained on nor measured as held out.
    const calibration = familiesOf('calibration').map((f) => f.name);
    expect(calibration.length).toBeGreaterThanOrEqual(3);
    expect(calibration.filter((f) => held.includes(f) || trained.includes(f))).toEqual([]);
    expect(new Set(FAMILIES.map((f) => f.name)).size).toBe(FAMILIES.length);
  });

  it('gives every held-out family a training family of its kind, the situation the confidence map is fitted on', () => {
    const trainedKinds = familiesOf('train').map((f) => kindOf(`train-families:${f.name}`));
    for (const f of familiesOf('held-out')) expect(trainedKinds, f.name).toContain(f.kind);
    // The fixtures' families have kinds too, and an unknown family has none.
    expect(kindOf('fixtures:order')).toBe(kindOf('train-families:purchase-order'));
    expect(kindOf('fixtures:ticket')).toBe(kindOf('train-families:letter'));
    expect(kindOf('train-families:no-such-family')).toBeUndefined();
  });

  it('generates the same documents from the same seed, and other ones from the fitting seed', async () => {
    const a = await familyDocs('held-out', FAMILY_EVAL_SEED, 3);
    const b = await familyDocs('held-out', FAMILY_EVAL_SEED, 3);
    const text = (docs: EvalDoc[]) => docs.filter((d) => d.file.name.endsWith('.txt') || d.file.name.endsWith('.json')).map((d) => d.file.content.toString());
    expect(text(a).length).toBeGreaterThan(0);
    expect(text(a)).toEqual(text(b));
    const fit = await familyDocs('train', FAMILY_FIT_SEED, 3);
    expect(new Set(fit.map((d) => d.family))).toEqual(new Set(familiesOf('train').map((f) => f.name)));
    expect(fit.every((d) => d.set === 'train-families')).toBe(true);
  });

  it('asks fields whose right answer is null, and scores a null there as right', async () => {
    const docs = await familyDocs('held-out', FAMILY_EVAL_SEED, 2);
    for (const family of familiesOf('held-out')) {
      const mine = docs.filter((d) => d.family === family.name);
      const absent = mine.flatMap((d) => d.fields.filter((f) => !d.hasGold(f.field_name)).map((f) => [d, f.field_name] as const));
      expect(absent.length, family.name).toBeGreaterThan(0);
      for (const [d, field] of absent) expect(d.isRight(field, null)).toBe(true);
    }
  });

  it('runs the held-out families through the service and reports each with its reliability table', () => {
    for (const r of results.heldOut) {
      expect(r.error, r.doc.id).toBeUndefined();
      expect(r.badEvidence, r.doc.id).toBe(0);
    }
    const s = scoreSet('held-out', results.heldOut);
    expect(Object.keys(s.families!).sort()).toEqual(familiesOf('held-out').map((f) => f.name).sort());
    for (const [name, f] of Object.entries(s.families!)) {
      expect(f.documents, name).toBe(3);
      expect(f.accuracy.n, name).toBe(results.heldOut.filter((r) => r.doc.family === name).reduce((n, r) => n + r.doc.fields.length, 0));
      expect(f.calibration.bins.reduce((n, b) => n + b.n, 0), name).toBe(f.calibration.values);
      expect(f.calibration.ece, name).toBeGreaterThanOrEqual(0);
    }
    // Every format the held-out families' first three documents come in was read (formats are taken in turn).
    const formats = familiesOf('held-out').flatMap((f) => f.formats.slice(0, 3).map((x) => (x === 'ticket' ? 'json' : x)));
    expect(new Set(results.heldOut.map((r) => r.doc.file.name.split('.').pop()))).toEqual(new Set(formats));
    expect(formats.length).toBe(3 * familiesOf('held-out').length);
  });
});

describe.skipIf(evaluation.skip)(`evaluation slice through the service${evaluation.note}`, () => {
  beforeAll(() => evaluation.require());
  it('runs every document, with evidence that is the page text between its offsets', () => {
    for (const [set, rs] of Object.entries(results)) {
      for (const r of rs) {
        expect(r.error, `${set} ${r.doc.id}`).toBeUndefined();
        expect(r.badEvidence, `${set} ${r.doc.id}`).toBe(0);
        for (const [name, a] of Object.entries(r.answers)) {
          expect(a.confidence, name).toBeGreaterThanOrEqual(0);
          expect(a.confidence, name).toBeLessThanOrEqual(1);
          // Evidence exactly when there is a value.
          expect(a.evidence.length > 0, name).toBe(a.value !== null);
        }
      }
    }
  });

  it('scores Kleister-NDA agreements as GEval does', () => {
    const s = scoreSet('kleister-dev', results.kleister);
    expect(s.f1!.f1).toBeGreaterThanOrEqual(0.6);
    // The first agreement: effective 20 May 2014, governed by New York law.
    const first = results.kleister[0].answers;
    expect(first.effective_date.value).toBe('2014-05-20');
    expect(first.jurisdiction.value).toBe('New York');
  });

  it('reads receipts: date, total, company and address', () => {
    const s = scoreSet('sroie', results.sroie);
    expect(s.fields.date.accuracy).toBeGreaterThanOrEqual(5 / 6);
    expect(s.fields.total.accuracy).toBeGreaterThanOrEqual(4 / 6);
    expect(s.fields.company.accuracy).toBeGreaterThanOrEqual(3 / 6);
    const r = results.sroie.find((x) => x.doc.id === '001')!.answers;
    expect(r.date.value).toBe('2018-10-19');
    expect(r.company.value).toBe('INDAH GIFT & HOME DECO');
  });

  it('answers the generated documents of every format', () => {
    const s = scoreSet('fixtures', results.fixtures);
    const all = Object.values(s.types).reduce((acc, t) => ({ n: acc.n + t.n, right: acc.right + t.right }), { n: 0, right: 0 });
    expect(all.right / all.n).toBeGreaterThanOrEqual(0.9);
    expect(new Set(results.fixtures.map((r) => r.doc.file.name.split('.').pop()))).toEqual(new Set(['pdf', 'docx', 'html', 'txt', 'json']));
  });

  it('is calibrated: confident answers are mostly right', () => {
    const c = calibration(calibrationItems([results.kleister, results.sroie, results.fixtures].flat()));
    expect(c.values).toBeGreaterThan(50);
    expect(c.confidentAccuracy).toBeGreaterThanOrEqual(0.85);
  });
});
