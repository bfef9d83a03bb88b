/** Scores of a harness run: per set, per field and type, Kleister's micro F1, and calibration over everything. */
import type { DocResult } from './run.ts';
import type { SetName } from './types.ts';

export interface Tally {
  n: number;
  right: number;
  accuracy: number;
}

export interface SetScore {
  set: SetName;
  documents: number;
  errors: string[];
  badEvidence: number;
  seconds: { total: number; mean: number; max: number };
  /** Accuracy per field: a value is right as the set compares it; a field without gold is right when null. Documents that failed count as all-null answers. */
  fields: Record<string, Tally>;
  types: Record<string, Tally>;
  /** Kleister-NDA: micro F1 over key=value pairs, overall and per key. */
  f1?: { precision: number; recall: number; f1: number; tp: number; fp: number; fn: number; keys: Record<string, { precision: number; recall: number; f1: number }> };
  calibration: Calibration;
  /** Generated families: the same figures per family (documents, accuracy over all fields, per type, calibration). */
  families?: Record<string, FamilyScore>;
}

export interface FamilyScore {
  documents: number;
  accuracy: Tally;
  types: Record<string, Tally>;
  calibration: Calibration;
}

export interface Calibration {
  /** Non-null values with a confidence. */
  values: number;
  /** Share of those that are right. */
  accuracy: number;
  /** Values with confidence >= 0.8, and the share of them that are right. */
  confident: number;
  confidentAccuracy: number;
  /** Expected calibration error over 10 equal-width bins. */
  ece: number;
  bins: Array<{ from: number; to: number; n: number; confidence: number; accuracy: number }>;
}

const tally = (n: number, right: number): Tally => ({ n, right, accuracy: n ? right / n : 0 });

export function calibration(items: Array<{ confidence: number; right: boolean }>): Calibration {
  const bins = Array.from({ length: 10 }, (_, i) => ({ from: i / 10, to: (i + 1) / 10, n: 0, confidence: 0, accuracy: 0 }));
  for (const it of items) {
    const b = bins[Math.min(9, Math.floor(it.confidence * 10))];
    b.n++;
    b.confidence += it.confidence;
    b.accuracy += it.right ? 1 : 0;
  }
  let ece = 0;
  for (const b of bins) {
    if (!b.n) continue;
    b.confidence /= b.n;
    b.accuracy /= b.n;
    ece += (b.n / Math.max(1, items.length)) * Math.abs(b.accuracy - b.confidence);
  }
  const confident = items.filter((i) => i.confidence >= 0.8);
  return {
    values: items.length,
    accuracy: items.length ? items.filter((i) => i.right).length / items.length : 0,
    confident: confident.length,
    confidentAccuracy: confident.length ? confident.filter((i) => i.right).length / confident.length : 0,
    ece,
    bins,
  };
}

export function calibrationItems(results: DocResult[]): Array<{ confidence: number; right: boolean }> {
  const out: Array<{ confidence: number; right: boolean }> = [];
  for (const r of results) {
    for (const [field, a] of Object.entries(r.answers)) {
      if (a.value === null || a.value === undefined || typeof a.confidence !== 'number') continue;
      out.push({ confidence: a.confidence, right: r.doc.isRight(field, a.value) });
    }
  }
  return out;
}

/** Whether a field's answer is right: a right value, or null where the document has none. */
function answeredRight(set: SetName, r: DocResult, field: string): boolean {
  const value = r.answers[field]?.value ?? null;
  return r.doc.hasGold(field) ? value !== null && r.doc.isRight(field, value) : value === null || (set === 'kleister-dev' && r.doc.isRight(field, value));
}

function familyScores(set: SetName, results: DocResult[]): Record<string, FamilyScore> {
  const out: Record<string, FamilyScore> = {};
  for (const family of [...new Set(results.map((r) => r.doc.family!))]) {
    const mine = results.filter((r) => r.doc.family === family);
    const types: Record<string, { n: number; right: number }> = {};
    let n = 0;
    let right = 0;
    for (const r of mine) {
      for (const f of r.doc.fields) {
        const ok = answeredRight(set, r, f.field_name);
        const t = (types[f.type] ??= { n: 0, right: 0 });
        t.n++;
        t.right += ok ? 1 : 0;
        n++;
        right += ok ? 1 : 0;
      }
    }
    out[family] = {
      documents: mine.length,
      accuracy: tally(n, right),
      types: Object.fromEntries(Object.entries(types).map(([k, v]) => [k, tally(v.n, v.right)])),
      calibration: calibration(calibrationItems(mine)),
    };
  }
  return out;
}

export function scoreSet(set: SetName, results: DocResult[]): SetScore {
  const fields: Record<string, { n: number; right: number }> = {};
  const types: Record<string, { n: number; right: number }> = {};
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const keyCounts: Record<string, { tp: number; fp: number; fn: number }> = {};
  // A document the service could not take counts as answered with nulls (its fields wrong where they have a value).
  for (const r of results) {
    for (const f of r.doc.fields) {
      const right = answeredRight(set, r, f.field_name);
      const fk = (fields[f.field_name] ??= { n: 0, right: 0 });
      fk.n++;
      fk.right += right ? 1 : 0;
      const tk = (types[f.type] ??= { n: 0, right: 0 });
      tk.n++;
      tk.right += right ? 1 : 0;
    }
    if (r.doc.pairs) {
      const values = Object.fromEntries(Object.entries(r.answers).map(([k, a]) => [k, a.value]));
      const c = r.doc.pairs(values);
      tp += c.tp;
      fp += c.fp;
      fn += c.fn;
      // Per key: the same counts over each key's fields alone.
      for (const key of ['effective_date', 'jurisdiction', 'party', 'term']) {
        const only = Object.fromEntries(Object.entries(values).filter(([k]) => k === key || k.startsWith(`${key}_`)));
        const kc = r.doc.pairs(only);
        const goldOfKey = r.doc.goldText(key === 'party' ? 'party_1' : key).split(' | ').filter(Boolean).length;
        const acc = (keyCounts[key] ??= { tp: 0, fp: 0, fn: 0 });
        acc.tp += kc.tp;
        acc.fp += kc.fp;
        acc.fn += goldOfKey - kc.tp;
      }
    }
  }
  const prf = (c: { tp: number; fp: number; fn: number }) => {
    const precision = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 0;
    const recall = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 0;
    return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
  };
  const secs = results.filter((r) => !r.error).map((r) => r.seconds);
  return {
    set,
    documents: results.length,
    errors: results.filter((r) => r.error).map((r) => `${r.doc.id}: ${r.error}`),
    badEvidence: results.reduce((s, r) => s + r.badEvidence, 0),
    seconds: { total: secs.reduce((a, b) => a + b, 0), mean: secs.length ? secs.reduce((a, b) => a + b, 0) / secs.length : 0, max: Math.max(0, ...secs) },
    fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, tally(v.n, v.right)])),
    types: Object.fromEntries(Object.entries(types).map(([k, v]) => [k, tally(v.n, v.right)])),
    ...(set === 'kleister-dev'
      ? { f1: { ...prf({ tp, fp, fn }), tp, fp, fn, keys: Object.fromEntries(Object.entries(keyCounts).map(([k, c]) => [k, prf(c)])) } }
      : {}),
    calibration: calibration(calibrationItems(results)),
    ...(set === 'held-out' || set === 'train-families' || set === 'calibration-families' ? { families: familyScores(set, results) } : {}),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function reliability(c: Calibration, indent: string): string[] {
  const lines = [`${indent}bin        n   confidence  accuracy`];
  for (const b of c.bins) if (b.n) lines.push(`${indent}${b.from.toFixed(1)}-${b.to.toFixed(1)} ${String(b.n).padStart(6)} ${b.confidence.toFixed(3).padStart(11)} ${b.accuracy.toFixed(3).padStart(9)}`);
  return lines;
}

/** Per family: accuracy over all its fields and per type, then its confidence (share right at >= 0.8, ECE, reliability table). */
function formatFamilies(families: Record<string, FamilyScore>): string[] {
  const types = [...new Set(Object.values(families).flatMap((f) => Object.keys(f.types)))].sort();
  const lines = ['  per family: accuracy over all fields, then per type (n in brackets)'];
  lines.push(`  ${'family'.padEnd(16)} ${'all'.padStart(12)}  ${types.map((t) => t.padStart(16)).join('')}`);
  for (const [name, f] of Object.entries(families)) {
    const cell = (t?: Tally) => (t ? `${pct(t.accuracy)} (${t.n})` : '-').padStart(16);
    lines.push(`  ${name.padEnd(16)} ${`${pct(f.accuracy.accuracy)} (${f.accuracy.n})`.padStart(12)}  ${types.map((t) => cell(f.types[t])).join('')}`);
  }
  for (const [name, f] of Object.entries(families)) {
    const c = f.calibration;
    lines.push(`  ${name}: ${f.documents} documents; ${c.values} values, ${pct(c.accuracy)} right; conf >= 0.8: ${c.confident} values, ${pct(c.confidentAccuracy)} right; ECE ${c.ece.toFixed(3)}`);
    lines.push(...reliability(c, '    '));
  }
  return lines;
}

export function formatReport(scores: SetScore[], overall: Calibration, wallSeconds: number): string {
  const lines: string[] = [];
  for (const s of scores) {
    lines.push(`\n== ${s.set}: ${s.documents} documents${s.errors.length ? `, ${s.errors.length} failed` : ''}, extraction ${s.seconds.mean.toFixed(3)} s mean / ${s.seconds.max.toFixed(3)} s max per document`);
    if (s.f1) {
      lines.push(`micro F1 ${s.f1.f1.toFixed(3)}  (precision ${s.f1.precision.toFixed(3)}, recall ${s.f1.recall.toFixed(3)}; tp ${s.f1.tp}, fp ${s.f1.fp}, fn ${s.f1.fn})`);
      lines.push('  key              precision  recall     F1');
      for (const [k, v] of Object.entries(s.f1.keys)) lines.push(`  ${k.padEnd(16)} ${v.precision.toFixed(3).padStart(9)} ${v.recall.toFixed(3).padStart(7)} ${v.f1.toFixed(3).padStart(6)}`);
    } else if (!s.families) {
      lines.push('  field                      n   accuracy');
      for (const [k, v] of Object.entries(s.fields)) lines.push(`  ${k.padEnd(24)} ${String(v.n).padStart(4)} ${pct(v.accuracy).padStart(9)}`);
    }
    if (s.families) lines.push(...formatFamilies(s.families));
    if (s.set === 'fixtures' || s.families) {
      lines.push('  type                       n   accuracy');
      for (const [k, v] of Object.entries(s.types).sort()) lines.push(`  ${k.padEnd(24)} ${String(v.n).padStart(4)} ${pct(v.accuracy).padStart(9)}`);
    }
    lines.push(`  calibration: ${s.calibration.values} values, ${pct(s.calibration.accuracy)} right; conf >= 0.8: ${s.calibration.confident} values, ${pct(s.calibration.confidentAccuracy)} right; ECE ${s.calibration.ece.toFixed(3)}`);
    if (s.badEvidence) lines.push(`  !! ${s.badEvidence} evidence spans do not match their page text`);
    for (const e of s.errors.slice(0, 5)) lines.push(`  !! ${e}`);
  }
  const held = scores.find((s) => s.set === 'held-out');
  if (held) {
    const all = Object.values(held.types).reduce((a, t) => ({ n: a.n + t.n, right: a.right + t.right }), { n: 0, right: 0 });
    const c = held.calibration;
    lines.push(`\n== headline, held-out families: ${pct(all.right / Math.max(1, all.n))} of ${all.n} fields right; conf >= 0.8: ${pct(c.confidentAccuracy)} right (${c.confident} values); ECE ${c.ece.toFixed(3)}`);
  }
  lines.push(`\n== calibration over all sets: ${overall.values} values, ${pct(overall.accuracy)} right`);
  lines.push(`  confidence >= 0.8: ${overall.confident} values, ${pct(overall.confidentAccuracy)} right`);
  lines.push(`  expected calibration error (10 bins): ${overall.ece.toFixed(3)}`);
  lines.push(...reliability(overall, '  '));
  lines.push(`\nwall time ${wallSeconds.toFixed(1)} s`);
  return lines.join('\n');
}
