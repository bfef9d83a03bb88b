/**
 * How `npm run fit` turns out-of-fold predictions into confidence: the answers a
 * model gives (settled across a document's fields as the service settles them), the
 * confidence map fitted on them, and the rule for when to answer null.
 */
import { isSingle, settle } from '../../src/extraction/local/claims.ts';
import { rank } from '../../src/extraction/local/engine.ts';
import { buildModel, GROUPS, interpolate, SIGNALS, withSignals, type ModelData, type Signals } from '../../src/extraction/local/model.ts';
import { fitSignals, isotonic, isotonicAcrossFamilies } from './calibrate.ts';
import { rowsOf, type Instance } from './fit-model.ts';

export interface Prediction {
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
export function predict(data: ModelData, instances: Instance[]): Prediction[] {
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
      if (!take.length) out.push({ ...base, p: 0, right: false, top: true, signals: { margin: 0, context: 0, rivals: 0, mentions: 0, none }, q: 0 });
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

export type Calibrated = Prediction & { c: number };

export interface Confidence {
  calibration: ModelData['calibration'];
  calibrated: Calibrated[];
  /** Single answers: returned when confidence >= t and p >= ratio x p(none); acc is the share of fields right out of fold. */
  best: { t: number; ratio: number; acc: number };
  /** Several answers: each returned when its confidence >= t. */
  bestMulti: { t: number; f1: number };
}

/** The confidence map and the null rules fitted on out-of-fold predictions (which get their combined probability `q` set). */
export interface ConfidenceOptions {
  /** With a quantile, each map is the one most families reach (isotonicAcrossFamilies); without, the pooled one. */
  familyQuantile?: number;
  /** With familyQuantile: the quantile where the pooled map is at most 0.5, blended up to familyQuantile at 0.8 (see isotonicAcrossFamilies). */
  middleQuantile?: number;
  /** The answers the null rule is chosen on, when not the ones the map is fitted on. */
  nullPool?: Prediction[];
}

export function fitConfidence(oof: Prediction[], log: (line: string) => void, options: ConfidenceOptions = {}): Confidence {
  const mapOf = (pts: Prediction[]) =>
    options.familyQuantile === undefined ? isotonic(pts.map((p) => ({ p: p.q, right: p.right }))) : isotonicAcrossFamilies(pts.map((p) => ({ p: p.q, right: p.right, family: p.family })), options.familyQuantile, 40, options.middleQuantile);
  // First the signals of unfamiliarity are combined with the probability (per answer kind), then the maps read the result.
  const signals = { single: fitSignals(oof.filter((p) => !p.multi && p.p > 0)), multi: fitSignals(oof.filter((p) => p.multi)) };
  for (const p of oof) p.q = p.p > 0 ? withSignals(signals, p.p, p.multi, p.signals) : 0;
  log(`signals (${SIGNALS.join(', ')}): single ${signals.single.join(', ')}; multi ${signals.multi.join(', ')}`);
  const calibration: ModelData['calibration'] = {
    single: mapOf(oof.filter((p) => !p.multi)),
    multi: mapOf(oof.filter((p) => p.multi)),
    groups: {},
    signals,
  };
  // Per type group and answer kind, where there are enough answers to fit one.
  for (const g of GROUPS) {
    for (const multi of [false, true]) {
      const pts = oof.filter((p) => p.group === g && p.multi === multi);
      if (pts.length >= 150) calibration.groups![`${g}:${multi ? 'multi' : 'single'}`] = mapOf(pts);
    }
  }
  log(`calibration maps: overall single and multi, and ${Object.keys(calibration.groups!).join(', ')}`);
  // When to answer null, chosen out of fold. Single answers: the rule (confidence >= t and
  // p >= ratio x p(none)) that gets the most fields right (a right value, or null where
  // there is none). Several answers: the threshold with the best micro F1 over the answers.
  const calibrated = oof.map((p) => ({ ...p, c: mapped(calibration, p) }));
  const singles = (options.nullPool ? applyConfidence(calibration, options.nullPool) : calibrated).filter((p) => !p.multi && p.top);
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
  log(`single answers: confidence >= ${best.t} and p >= ${best.ratio} x p(none): ${(best.acc * 100).toFixed(1)}% of fields right; several answers: confidence >= ${bestMulti.t}, micro F1 ${bestMulti.f1.toFixed(3)}`);
  return { calibration, calibrated, best, bestMulti };
}

function mapped(calibration: ModelData['calibration'], p: Prediction): number {
  return interpolate(calibration.groups?.[`${p.group}:${p.multi ? 'multi' : 'single'}`] ?? (p.multi ? calibration.multi : calibration.single), p.q);
}

/** A fitted confidence map applied to other predictions (another family's, to check it out of family). */
export function applyConfidence(calibration: ModelData['calibration'], predictions: Prediction[]): Calibrated[] {
  const { signals } = calibration;
  return predictions.map((p) => {
    const q = p.p > 0 && signals ? withSignals(signals, p.p, p.multi, p.signals) : p.p;
    return { ...p, q, c: mapped(calibration, { ...p, q }) };
  });
}

/** Whether the service returns this answer rather than null, under the fitted rules. */
export function isReturned(fitted: Pick<Confidence, 'best' | 'bestMulti'>, p: Calibrated): boolean {
  return p.multi ? p.c >= fitted.bestMulti.t : p.c >= fitted.best.t && p.p >= fitted.best.ratio * p.none;
}
