/**
 * The confidence map fitted on out-of-family predictions: a logistic that combines
 * an answer's probability with the signals of how unfamiliar its case looks
 * (SIGNALS in model.ts), then isotonic regression so the result reads as a
 * probability of being right.
 */
import { interpolate, SIGNAL_INTERCEPT, SIGNALS, signalVector, type Calibrator, type Signals } from '../../src/extraction/local/model.ts';

const NONE = SIGNALS.indexOf('none');
const MISLABELLED = SIGNALS.indexOf('mislabelled');

/** Logistic regression by gradient descent with a light L2 penalty (not on the intercept); starts from "probability alone". */
export function fitSignals(points: Array<{ p: number; signals: Signals; right: boolean }>, iterations = 400): number[] {
  const xs = points.map((pt) => signalVector(pt.p, pt.signals));
  const d = xs[0]?.length ?? 0;
  const w = new Array<number>(d).fill(0);
  if (!points.length) return w;
  w[0] = 1;
  const m = new Array<number>(d).fill(0);
  const v = new Array<number>(d).fill(0);
  for (let it = 1; it <= iterations; it++) {
    const g = new Array<number>(d).fill(0);
    for (let i = 0; i < xs.length; i++) {
      let z = 0;
      for (let k = 0; k < d; k++) z += w[k] * xs[i][k];
      const err = 1 / (1 + Math.exp(-z)) - (points[i].right ? 1 : 0);
      for (let k = 0; k < d; k++) g[k] += err * xs[i][k];
    }
    for (let k = 0; k < d; k++) {
      const gk = g[k] / xs.length + (k !== SIGNAL_INTERCEPT ? 1e-3 * w[k] : 0);
      m[k] = 0.9 * m[k] + 0.1 * gk;
      v[k] = 0.999 * v[k] + 0.001 * gk * gk;
      w[k] -= (0.05 * (m[k] / (1 - 0.9 ** it))) / (Math.sqrt(v[k] / (1 - 0.999 ** it)) + 1e-8);
    }
    // What the signal means fixes its sign: a likely-absent field makes a found value a guess. Fitted free, it
    // also stood in for the rivals' share (which margin and rivals carry) and raised a guess's confidence.
    if (w[NONE] > 0) w[NONE] = 0;
    // Likewise a label that names something else: fitted free, it could only stand in for something the others carry.
    if (w[MISLABELLED] > 0) w[MISLABELLED] = 0;
  }
  return w.map((x) => Math.round(x * 10000) / 10000);
}

/** Isotonic regression (pool adjacent violators), kept as at most ~40 knots. */
export function isotonic(points: Array<{ p: number; right: boolean }>): Calibrator {
  const sorted = [...points].sort((a, b) => a.p - b.p);
  const blocks: Array<{ sum: number; n: number; lo: number; hi: number }> = [];
  for (const pt of sorted) {
    blocks.push({ sum: pt.right ? 1 : 0, n: 1, lo: pt.p, hi: pt.p });
    while (blocks.length > 1 && blocks[blocks.length - 2].sum / blocks[blocks.length - 2].n >= blocks[blocks.length - 1].sum / blocks[blocks.length - 1].n) {
      const b = blocks.pop()!;
      const a = blocks[blocks.length - 1];
      a.sum += b.sum;
      a.n += b.n;
      a.hi = b.hi;
    }
  }
  // Knots at block centres; a little smoothing towards the prior keeps tiny blocks from reading 0 or 1.
  const x: number[] = [];
  const y: number[] = [];
  for (const b of blocks) {
    x.push((b.lo + b.hi) / 2);
    y.push((b.sum + 0.5) / (b.n + 1));
  }
  // Thin out to about 40 knots.
  const step = Math.max(1, Math.ceil(x.length / 40));
  const kx: number[] = [];
  const ky: number[] = [];
  for (let i = 0; i < x.length; i += step) {
    kx.push(Math.round(x[i] * 10000) / 10000);
    ky.push(Math.round(y[i] * 10000) / 10000);
  }
  if (kx[kx.length - 1] !== Math.round(x[x.length - 1] * 10000) / 10000) {
    kx.push(Math.round(x[x.length - 1] * 10000) / 10000);
    ky.push(Math.round(y[y.length - 1] * 10000) / 10000);
  }
  for (let i = 1; i < ky.length; i++) if (ky[i] < ky[i - 1]) ky[i] = ky[i - 1];
  return { x: kx, y: ky };
}

/**
 * An isotonic map that holds on most kinds of document, not only on all of them pooled:
 * at each knot of the pooled map, the `quantile` of the maps fitted on each family alone
 * (families with at least `minPoints` answers), never above the pooled value. Pooled, a
 * kind the weights read well lifts the map for the kinds they read badly, and a user's
 * new kind may be either.
 *
 * With `middle`, that guard is kept where a value would be called sure and eased below:
 * where the pooled map is at most 0.5 the knot takes the `middle` quantile (the typical
 * family), from 0.8 up the `quantile`, and in between a blend. The 0.8 mark is the one a
 * user reads as "sure" and is held per family; below it an answer's confidence is only
 * useful if it is about right on average, and a guard there says "less" of every value.
 */
export function isotonicAcrossFamilies(points: Array<{ p: number; right: boolean; family: string }>, quantile: number, minPoints = 40, middle?: number): Calibrator {
  const pooled = isotonic(points);
  const byFamily = new Map<string, Array<{ p: number; right: boolean }>>();
  for (const pt of points) byFamily.set(pt.family, [...(byFamily.get(pt.family) ?? []), pt]);
  const maps = [...byFamily.values()].filter((pts) => pts.length >= minPoints).map((pts) => isotonic(pts));
  if (maps.length < 4) return pooled;
  const y = pooled.x.map((x, i) => {
    const values = maps.map((m) => interpolate(m, x)).sort((a, b) => a - b);
    const sure = Math.min(1, Math.max(0, (pooled.y[i] - 0.5) / 0.3));
    const want = middle === undefined ? quantile : middle + (quantile - middle) * sure;
    const at = want * (values.length - 1);
    const q = values[Math.floor(at)] + (values[Math.ceil(at)] - values[Math.floor(at)]) * (at - Math.floor(at));
    return Math.round(Math.min(pooled.y[i], q) * 10000) / 10000;
  });
  for (let i = 1; i < y.length; i++) if (y[i] < y[i - 1]) y[i] = y[i - 1];
  return { x: pooled.x, y };
}

export function ece(items: Array<{ c: number; right: boolean }>): number {
  const bins = Array.from({ length: 10 }, () => ({ n: 0, c: 0, a: 0 }));
  for (const it of items) {
    const b = bins[Math.min(9, Math.floor(it.c * 10))];
    b.n++;
    b.c += it.c;
    b.a += it.right ? 1 : 0;
  }
  return bins.reduce((s, b) => s + (b.n ? (b.n / items.length) * Math.abs(b.a / b.n - b.c / b.n) : 0), 0);
}

