import type { ExtractedField } from '../../domain/tool-runs.ts';
import type { Candidate } from './candidates/index.ts';
import { answer, rank, type Ranked, type Task } from './engine.ts';
import { FEATURE_INDEX } from './feature-names.ts';
import { signalsOf, type Model } from './model.ts';

/** Features that say a label names the field: on the value's line, on the line above, in the column header. */
const NAMING = ['l_name', 'a_name', 'h_name'].map((f) => FEATURE_INDEX.get(f)!);

/** How strongly the labels around a candidate name the task's field. */
function namedBy(task: Task, cand: Candidate): number {
  const i = task.cands.indexOf(cand);
  if (i < 0) return 0;
  const row = task.rows[i];
  let best = 0;
  for (let k = 0; k < row.idx.length; k++) if (NAMING.includes(row.idx[k])) best = Math.max(best, row.val[k]);
  return best;
}

/** What may stand before a value on its line when the whole line is a candidate: a short label and its separator. */
const LABEL_BEFORE = /^[^\n]{1,40}[:|\t]\s*$/;

/**
 * Whether a candidate says what a held answer says: the same span (an overlap
 * covering most of both), or the held value with its label before it
 * ("Customer: Harbor Media GmbH" around the customer's name, or a block of lines
 * that holds that line). A value inside a longer held answer (an order number in
 * a subject line), or a sentence that holds a value (an amount in the sentence
 * asking for it), is its own answer, as is an address where the answer held is
 * the name of the person it belongs to.
 */
function covers(cand: Candidate, held: Candidate): boolean {
  if (cand.page !== held.page) return false;
  // A person's name read from an address ("camille_roux@orange.fr" is Camille Roux's) and the address are two answers.
  if (cand.kind === 'email' && held.kind === 'entity') return false;
  const shared = Math.min(cand.end, held.end) - Math.max(cand.start, held.start);
  if (shared > 0.8 * Math.max(cand.end - cand.start, held.end - held.start)) return true;
  if (cand.start >= held.start || held.end > cand.end) return false;
  const lineStart = Math.max(cand.start, cand.page.text.lastIndexOf('\n', held.start - 1) + 1);
  return LABEL_BEFORE.test(cand.page.text.slice(lineStart, held.start));
}

interface Held {
  cand: Candidate;
  named: number;
}

type Ranking = { ranked: Ranked[]; none: number };

/** Whether a task is settled against the others (one field, one answer, not a choice of options). */
export const isSingle = (task: Task) => task.fields.length === 1 && !task.multi && task.q.group !== 'select';

/**
 * The rankings of single-answer tasks, with one rule across fields: a span whose
 * label names one field of the request is not another field's answer. Without
 * it, a field the document lacks (a purchase order number on an invoice) takes
 * the nearest value of its type, labelled for a field that was asked too
 * ("Invoice number: INV-20931"). Fields are settled strongest label first; one
 * that loses its span falls back to its next answer, or to null when that is not
 * likely enough. The fit calibrates on rankings settled the same way, so a
 * confidence describes the answer the service returns.
 */
export function settle(model: Model, tasks: Task[]): Map<Task, Ranking> {
  const singles = tasks.map((task) => ({ task, ranking: rank(model, task) }));
  const strength = (s: (typeof singles)[number]) => {
    const top = s.ranking.ranked[0];
    return top ? [namedBy(s.task, top.cands[0]), top.confidence] : [-1, 0];
  };
  singles.sort((a, b) => {
    const [na, ca] = strength(a);
    const [nb, cb] = strength(b);
    return nb - na || cb - ca;
  });
  const held: Held[] = [];
  const out = new Map<Task, Ranking>();
  for (const { task, ranking } of singles) {
    const free = ranking.ranked.filter((r) => {
      const cand = r.cands[0];
      const holder = held.find((h) => covers(cand, h.cand));
      return !holder || holder.named <= namedBy(task, cand);
    });
    const settled = free.length === ranking.ranked.length ? ranking : without(model, task, free, ranking.none);
    const [a] = answer(model, task, settled);
    if (a.value !== null && settled.ranked[0]) held.push({ cand: settled.ranked[0].cands[0], named: namedBy(task, settled.ranked[0].cands[0]) });
    out.set(task, settled);
  }
  return out;
}

/**
 * A ranking left with the answers no other field holds. What the held ones had of
 * the probability goes in part to "none" (the field's best guess was another
 * field's value, which says something of whether the document has it at all:
 * `heldToNone`, chosen by the fit) and the rest is shared out among the other
 * answers, and the signals are read again among them: a field that falls back to
 * its runner-up had been stated at the runner-up's share of a contest it no longer has.
 */
function without(model: Model, task: Task, free: Ranked[], none: number): Ranking {
  const left = free.reduce((s, r) => s + r.p, none);
  const toNone = none + (model.data.heldToNone ?? 0) * (1 - left);
  const total = left - none + toNone;
  const ps = free.map((r) => r.p / total);
  const ranked = free.map((r, i) => {
    const signals = signalsOf(ps, i, r.row, r.cands.length, toNone / total);
    return { ...r, p: ps[i], signals, confidence: model.calibrate(ps[i], false, task.q.group, signals) };
  });
  return { ranked, none: toNone / total };
}

/** Answers every task of a request: single answers settled against each other (`settle`), lists and selects on their own. */
export function answerAll(model: Model, tasks: Task[]): Map<string, ExtractedField> {
  const out = new Map<string, ExtractedField>();
  const settled = settle(model, tasks.filter(isSingle));
  for (const task of tasks) for (const a of answer(model, task, settled.get(task))) out.set(a.name, a);
  return out;
}
