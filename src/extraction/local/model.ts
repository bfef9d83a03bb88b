import fs from 'node:fs';
import { FEATURE_INDEX, FEATURES, type Row } from './feature-names.ts';
import type { TypeGroup } from './field.ts';
import { treeSum, type Tree } from './trees.ts';

export const GROUPS: TypeGroup[] = ['date', 'currency', 'number', 'code', 'text', 'verbatim', 'select'];

/** A monotone map from a raw probability to a calibrated one (isotonic regression, read by linear interpolation). */
export interface Calibrator {
  x: number[];
  y: number[];
}

/**
 * The fitted weights of the local extractor, as committed in `model.json`.
 * A candidate's score is `Σ (shared[f] + group[f]) · x_f`; "not in the document"
 * scores `none.shared + none[group]` (+ `none.multi` for fields that take several
 * answers). A single answer's probability is its share of the softmax over all
 * candidates and "none"; for several answers each distinct answer is weighed
 * against "none" alone (a logistic of the difference).
 */
export interface ModelData {
  version: number;
  features: string[];
  shared: Record<string, number>;
  groups: Partial<Record<TypeGroup, Record<string, number>>>;
  none: Record<string, number>;
  /**
   * Maps from raw probability to calibrated confidence: per type group and answer kind (`text:multi`, `date:single`...) where the training data had enough of them, else the overall one.
   * With `signals`, the probability is first combined with how unfamiliar the case looks (a logistic over SIGNALS, per answer kind), and the maps read that.
   */
  calibration: { single: Calibrator; multi: Calibrator; groups?: Record<string, Calibrator>; signals?: { single: number[]; multi: number[] } };
  /**
   * When a single answer is reported rather than null: its calibrated confidence is at
   * least `threshold` and its probability at least `ratio` times that of "none".
   */
  threshold: number;
  ratio?: number;
  /** For fields with several answers: each answer whose calibrated confidence reaches this is reported. */
  multiThreshold?: number;
  /**
   * When another field holds a field's answer (claims.ts), the share of that answer's
   * probability that goes to "not in the document"; the rest is shared out among the
   * field's other answers. 0 when missing.
   */
  heldToNone?: number;
  /** Boosted regression trees added to the score of single answers (trees.ts); none in older fits. */
  trees?: Tree[];
  /** How and on what the weights were fitted (free-form, for people). */
  fitted?: Record<string, unknown>;
}

/**
 * How unfamiliar an answer's case looks, besides its probability: its lead over the
 * runner-up, how well its best mention's surroundings (label, sentence) matched the
 * field's words, how many rival answers there were, how often it recurs, and the
 * probability that the document holds no answer at all (a value found where the
 * field is likely absent is a guess, however far it leads its rivals).
 */
export interface Signals {
  margin: number;
  context: number;
  rivals: number;
  mentions: number;
  none: number;
  /** Its own label (or the line just above), in English, names something else: "Created at:" before a date asked as the invoice's. */
  mislabelled?: number;
}

/**
 * The inputs of the signals logistic, in the order of its weights. `none` comes
 * after the intercept so that weights fitted before it existed read as they did.
 */
export const SIGNALS = ['logit_p', 'margin', 'context', 'rivals', 'recurs', 'bias', 'none', 'mislabelled'] as const;
export const SIGNAL_INTERCEPT = SIGNALS.indexOf('bias');

const CONTEXT_FEATURES = ['lab', 'w_name', 'w_desc'].map((f) => FEATURE_INDEX.get(f)!);
const MISLABEL_FEATURES = ['l_mis_en', 'a_mis_en'].map((f) => FEATURE_INDEX.get(f)!);

/** Signals of answer `i` among answers with probabilities `ps` (and `none` for no answer), whose best mention has feature row `row`. */
export function signalsOf(ps: number[], i: number, row: Row | undefined, mentions: number, none: number): Signals {
  let other = 0;
  for (let k = 0; k < ps.length; k++) if (k !== i && ps[k] > other) other = ps[k];
  let context = 0;
  let mislabelled = 0;
  if (row) {
    for (let k = 0; k < row.idx.length; k++) {
      if (CONTEXT_FEATURES.includes(row.idx[k])) context = Math.max(context, row.val[k]);
      else if (MISLABEL_FEATURES.includes(row.idx[k])) mislabelled = Math.max(mislabelled, row.val[k]);
    }
  }
  return { margin: ps[i] - other, context, rivals: ps.length - 1, mentions, none, mislabelled };
}

export function signalVector(p: number, s: Signals): number[] {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return [Math.log(q / (1 - q)), s.margin, s.context, Math.log1p(s.rivals), Math.min(1, Math.log2(Math.max(1, s.mentions)) / 3), 1, s.none, s.mislabelled ?? 0];
}

/** The probability and signals combined by the fitted logistic, or the probability alone when the model has none. */
export function withSignals(weights: ModelData['calibration']['signals'], p: number, multi: boolean, s?: Signals): number {
  const w = weights?.[multi ? 'multi' : 'single'];
  if (!w || !s) return p;
  const x = signalVector(p, s);
  let z = 0;
  for (let k = 0; k < w.length; k++) z += w[k] * x[k];
  return 1 / (1 + Math.exp(-z));
}

export interface Model {
  data: ModelData;
  /** Weights aligned with FEATURES, per group (shared + group). */
  weights: Record<TypeGroup, Float32Array>;
  none(group: TypeGroup, multi: boolean): number;
  /** A candidate's score; `multi` for fields with several answers, which the trees leave alone. */
  score(group: TypeGroup, row: Row, multi?: boolean): number;
  calibrate(p: number, multi: boolean, group?: TypeGroup, signals?: Signals): number;
}

export function buildModel(data: ModelData): Model {
  const weights = {} as Record<TypeGroup, Float32Array>;
  for (const g of GROUPS) {
    const w = new Float32Array(FEATURES.length);
    FEATURES.forEach((f, i) => {
      w[i] = (data.shared[f] ?? 0) + (data.groups[g]?.[f] ?? 0);
    });
    weights[g] = w;
  }
  // Trees name features by their place in the fit's own list: read them by name, so a feature added or moved since stays apart.
  const place = (i: number) => (i < data.features.length ? (FEATURE_INDEX.get(data.features[i]) ?? -2) : FEATURES.length + i - data.features.length);
  // As typed arrays: every candidate of every field walks every tree.
  const trees = (data.trees ?? []).map((t) => ({
    feat: Int32Array.from(t.feat, (f) => (f < 0 ? f : place(f))),
    thr: Float64Array.from(t.thr),
    left: Int32Array.from(t.left),
    right: Int32Array.from(t.right),
    value: Float64Array.from(t.value),
  }));
  return {
    data,
    weights,
    none: (group, multi) => (data.none.shared ?? 0) + (data.none[group] ?? 0) + (multi ? (data.none.multi ?? 0) : 0),
    score(group, row, multi = false) {
      const w = weights[group];
      let s = 0;
      for (let k = 0; k < row.idx.length; k++) s += w[row.idx[k]] * row.val[k];
      return multi || !trees.length ? s : s + treeSum(trees, row, GROUPS.indexOf(group), FEATURES.length);
    },
    calibrate: (p, multi, group, signals) =>
      interpolate((group && data.calibration.groups?.[`${group}:${multi ? 'multi' : 'single'}`]) || (multi ? data.calibration.multi : data.calibration.single), withSignals(data.calibration.signals, p, multi, signals)),
  };
}

export function interpolate(c: Calibrator, p: number): number {
  const { x, y } = c;
  if (!x.length) return p;
  if (p <= x[0]) return y[0];
  if (p >= x[x.length - 1]) return y[y.length - 1];
  let lo = 0;
  let hi = x.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (x[mid] <= p) lo = mid;
    else hi = mid;
  }
  const t = x[hi] === x[lo] ? 0 : (p - x[lo]) / (x[hi] - x[lo]);
  return y[lo] + t * (y[hi] - y[lo]);
}

/** Hand-set weights that rank by label and kind, for when no fitted model is present (and the starting point of fitting). */
export function defaultModelData(): ModelData {
  return {
    version: 1,
    features: [...FEATURES],
    shared: {
      lab: 4, l_sep: 1, a_near: 0.5, w_name: 1, w_desc: 1, n_name: 1, lab_best: 1, l_other: -1.5, a_other: -1, repeat: 0.5,
      fit_org: 2, fit_person: 2, fit_place: 2, fit_address: 2, fit_duration: 2, mis_duration: -1, e_common: -2, in_date: -3, in_time: -3, in_phone: -3, in_id: -2, in_pct: -2,
      marked: 0.5, opt_exact: 0.5, opt_checked: 2, opt_only: 1,
    },
    groups: {},
    none: { shared: 2 },
    calibration: { single: { x: [], y: [] }, multi: { x: [], y: [] } },
    threshold: 0.35,
  };
}

let loaded: Model | undefined;

/** The committed model (`model.json` next to this file), or hand-set weights when it is missing. */
export function defaultModel(): Model {
  if (loaded) return loaded;
  const url = new URL('./model.json', import.meta.url);
  let data: ModelData;
  try {
    data = JSON.parse(fs.readFileSync(url, 'utf8')) as ModelData;
  } catch {
    data = defaultModelData();
  }
  loaded = buildModel(data);
  return loaded;
}
