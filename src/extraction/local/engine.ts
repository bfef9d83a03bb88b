import type { Evidence, ExtractedField, FieldDefinition } from '../../domain/tool-runs.ts';
import { asksForCourt, candidatesFor, type Candidate } from './candidates/index.ts';
import type { Doc, DocLine } from './doc.ts';
import { featurize } from './features.ts';
import type { Row } from './feature-names.ts';
import { asksOf } from './asks.ts';
import { analyzeFields, type FieldQuery } from './field.ts';
import { byCountedNoun, byUnit } from './measures.ts';
import { byDateLabel } from './date-labels.ts';
import { byRowCount } from './row-counts.ts';
import { bySide } from './dimensions.ts';
import { signalsOf, type Model, type Signals } from './model.ts';
import { optionOfAForm, optionsOfAForm, optionCandidates, strayTickLines, ticksABox } from './select.ts';
import { polarCandidates, polarOptions } from './polar.ts';
import { fitsId, idKindOf, setAsideKindOf } from './id-kinds.ts';
import { itemLineOf, itemRows } from './item-rows.ts';
import { inLetterheadBlock, sideOfParty, writerSide } from './candidates/direction.ts';
import { asksOwnDate } from './candidates/dateline.ts';
import { lastDigitsAsked, lastDigitsOf } from './last-digits.ts';
import { namePartAsked, namePartsOf } from './name-parts.ts';

/**
 * One question put to the document: a single field, or several fields that share
 * one list of answers (slots like `party_1`, `party_2`, or the options of a
 * multi_select field).
 */
export interface Task {
  /** The field whose name and description the candidates are scored against (the first slot). */
  q: FieldQuery;
  /** The fields answered from this task, slots in order. */
  fields: FieldQuery[];
  /** Several answers may be right at once. */
  multi: boolean;
  cands: Candidate[];
  rows: Row[];
  /** Its candidates were narrowed to ids of the published shape the field asks for (an IBAN, a VIN). */
  shaped?: boolean;
  /** The lines of the blocks of tick boxes where the form ticks a box no option was read after (select.ts). */
  strayTicks?: Set<DocLine>;
}

export interface Ranked {
  key: string;
  /** Softmax probability mass of the candidates with this key. */
  p: number;
  /** Calibrated confidence. */
  confidence: number;
  /** How unfamiliar the case looks (read by the calibration). */
  signals: Signals;
  /** This key's candidates, best first. */
  cands: Candidate[];
  /** The feature row of its best candidate. */
  row: Row;
}

/** Groups fields into tasks (without their candidates yet). */
export function plan(defs: FieldDefinition[]): Task[] {
  const queries = analyzeFields(defs);
  const tasks: Task[] = [];
  const bySlot = new Map<string, Task>();
  for (const q of queries) {
    if (q.slot) {
      const existing = bySlot.get(q.slot.key);
      if (existing) {
        existing.fields.push(q);
        continue;
      }
    }
    const task: Task = { q, fields: [q], multi: q.slot !== null || q.def.type === 'multi_select', cands: [], rows: [] };
    if (q.slot) bySlot.set(q.slot.key, task);
    tasks.push(task);
  }
  for (const t of tasks) t.fields.sort((a, b) => (a.slot?.index ?? 0) - (b.slot?.index ?? 0));
  return tasks;
}

const ADDRESS_PARTS = new Set(['postcode', 'city', 'street']);
/** Candidates of a shape only some fields ask for (a postcode, a telephone number, a time of day), by the class that asks. */
/** A name that asks for a number to call ("clinic_tel", "Fax"); "mobile" alone may be a plan or an operator. */
const PHONE_NAME = /phone|(?<![a-z])(?:tel|fax)(?![a-z])|hotline|helpline/i;
/** A telephone's label right before a number: "Tel.", "Tél :", "Telefon", "Puh.", "Tlf.", "Fax", "Mobile", "Handy", with its "+". */
const PHONE_LABEL = /(?<!\p{L})(?:tel|tél|tlf|tfn|puh|phone|telephone|téléphone|telefon|telefono|teléfono|telefone|fax|mobile?|mobil|handy|gsm|cell|móvil|cellulare)\.?\s*(?:nr\.?|no\.?|n[º°]\.?)?\s*[:.]?\s*\+?\s*$/iu;
const ASKED_SHAPES: Array<[string, 'phone' | 'clock']> = [['phone', 'phone'], ['clock', 'clock']];
/** A name that asks which year, not how many ("tax_year", "assessmentYear", "année", "Jahr"; not "years_of_service"). */
const YEAR_NAME = /(?:^|[_\s-]|[a-z](?=Year))(?:year|yr|fy|jahr|année|annee|año|anno)(?:$|[_\s-])|[a-z]jahr$/i;

/** A numbered section heading in capitals ("1. DECLARANTE / SUJEITO PASSIVO", "B) SELLER"): it names a part of a form, no party. */
const SECTION_HEADING = /^\s*(?:\d{1,2}|[A-H])[.)]\s+[^\p{Ll}\d]*\p{Lu}{3}[^\p{Ll}\d]*$/u;

/** Finds a task's candidates in the document and computes their features. */
export function build(doc: Doc, task: Task): Task {
  const q = task.q;
  task.cands = q.group === 'select' ? selectCandidates(doc, q) : candidatesFor(doc, q.def.type);
  // A part of an address (postcode, town, street line) answers only a field that asks for that part.
  if (q.group === 'text' && !q.part) task.cands = task.cands.filter((c) => !ADDRESS_PARTS.has(c.kind));
  // A telephone number or a time of day answers only a field whose words ask for one.
  for (const [kind, cls] of ASKED_SHAPES) if (q.group === 'text' && !q.classes[cls]) task.cands = task.cands.filter((c) => c.kind !== kind);
  // A law named in another language ("deutsches Recht") does not answer a field that asks where a court sits.
  if (q.group === 'text' && asksForCourt(q.def.name, q.description)) task.cands = task.cands.filter((c) => !c.f.law);
  // A year answers only a text field whose name asks which year ("assessment_year", "Steuerjahr"), and such a field
  // is answered by a year where the document writes one.
  if (q.group === 'text') {
    const asksYear = YEAR_NAME.test(q.def.name);
    const byYear = asksYear ? task.cands.filter((c) => c.kind === 'year') : [];
    task.cands = byYear.length ? byYear : task.cands.filter((c) => c.kind !== 'year');
  }
  // A document's title ("Purchase Order", "Tax Invoice") names no party: a field that asks who is answered by a name.
  if (q.group === 'text' && Math.max(q.classes.org ?? 0, q.classes.person ?? 0) >= 0.5) task.cands = task.cands.filter((c) => !c.f.doc_kind && !SECTION_HEADING.test(c.line.text));
  // A field whose name asks for an e-mail address is answered by one or not at all; a field that asks for a
  // postcode, by a postcode (one shaped as its country writes them) or not at all.
  if (q.group === 'text' && q.classes.email === 1) task.cands = task.cands.filter((c) => c.kind === 'email');
  // A field that asks for one side's e-mail address or telephone number ("customer_email", "owner_mobile_phone") is not
  // answered by the writer's, in its letterhead.
  const side = q.party ? sideOfParty(doc, q.party) : q.side;
  if (q.group === 'text' && (q.classes.email === 1 || (q.classes.phone === 1 && PHONE_NAME.test(q.def.name))) && side && side !== writerSide(doc)) task.cands = task.cands.filter((c) => !inLetterheadBlock(doc, c.line));
  if (q.group === 'text' && q.classes.phone === 1 && PHONE_NAME.test(q.def.name)) task.cands = task.cands.filter((c) => c.kind === 'phone');
  if (q.group === 'text' && q.part === 'postcode') task.cands = task.cands.filter((c) => c.kind === 'postcode');
  // A number its label gives as a telephone's ("Tel. +34 915 327 640") is no reference, account or organisation number.
  if (q.def.type === 'id_alphanumeric' && !q.classes.phone && !PHONE_NAME.test(`${q.def.name} ${q.def.description}`)) {
    task.cands = task.cands.filter((c) => !c.f.in_phone || !PHONE_LABEL.test(c.page.text.slice(Math.max(c.line.start, c.start - 30), c.start)));
  }
  if (q.group === 'text') task.cands = task.cands.filter((c) => !optionOfAForm(c));
  if (q.group === 'verbatim') task.cands = task.cands.filter((c) => !optionsOfAForm(c));
  // A field that asks for an id of a published shape (a VIN, an IBAN) is answered by one when the document has one.
  // So is a text field named by such an id itself ("iban", "vin"): a name without a digit is none.
  const textId = q.group === 'text' ? idKindOf(q.def.name, q.def.description) : null;
  const idKind = q.def.type === 'id_alphanumeric' ? idKindOf(q.def.name, q.def.description) : textId && ID_NAMED_KINDS.has(textId.name) ? textId : null;
  if (q.group === 'text' && idKind) task.cands = task.cands.filter((c) => /\d/.test(String(c.value)));
  task.shaped = idKind !== null && task.cands.some((c) => fitsId(idKind, c.value));
  if (task.shaped) {
    const fitting = task.cands.filter((c) => fitsId(idKind!, c.value));
    // Of two that fit, one inside the other is a piece of it ("WP66" of the plate "WP66 HEV").
    task.cands = fitting.filter((c) => !fitting.some((o) => o !== c && o.page === c.page && o.start <= c.start && c.end <= o.end && o.end - o.start > c.end - c.start));
  }
  // A field that asks for a number's last digits is answered by those digits.
  const lastDigits = q.group === 'code' || q.group === 'text' ? lastDigitsAsked(q.def.name, q.def.description) : null;
  if (lastDigits) task.cands = lastDigitsOf(task.cands, lastDigits);
  // An id of a published shape the description sets aside ("not the barcode") is not the answer.
  const aside = q.def.type === 'id_alphanumeric' ? setAsideKindOf(q.def.description) : null;
  if (aside) task.cands = task.cands.filter((c) => !fitsId(aside, c.value));
  // A field that asks for a part of a person's name ("guest_surname") is answered by that part of a name.
  const namePart = q.group === 'text' ? namePartAsked(q.def.name, q.description) : null;
  if (namePart) task.cands = namePartsOf(task.cands, namePart);
  // A field that asks for one line of an item table by its place ("first_line_qty") is answered from that line.
  const itemLine = itemLineOf(q);
  const row = itemLine ? itemRows(doc)[itemLine - 1] : undefined;
  if (row && task.cands.some((c) => c.line === row)) task.cands = task.cands.filter((c) => c.line === row);
  const asks = asksOf(q);
  // An item line's quantity may carry its unit ("Électricité | 3 223 kWh | 0,3496"): a count asked of a line keeps it.
  task.cands = bySide(q, byRowCount(doc, q, byDateLabel(q, asks.bound, byCountedNoun(q, byUnit(q, asks.count && !itemLine, task.cands)), asksOwnDate(q, doc))));
  task.rows = featurize(doc, q, task.cands);
  if (q.group === 'select') task.strayTicks = strayTickLines(doc, task.cands);
  return task;
}

/** Id kinds whose own name is the id's ("IBAN", "VIN"); a "container" or a "plate" may be asked of as a thing. */
const ID_NAMED_KINDS = new Set(['iban', 'vin', 'imei', 'bic', 'isin', 'ean', 'health']);

/** A select's options as the document mentions them; for a yes-or-no field, also what the document says of its thing. */
function selectCandidates(doc: Doc, q: FieldQuery): Candidate[] {
  const options = q.def.options ?? [];
  const polar = q.def.type === 'single_select' ? polarOptions(options) : null;
  if (!polar) return optionCandidates(doc, options);
  // A bare "Yes" or "No" under an English label that names nothing of the field answers that label's question
  // ("Hold status: No" says nothing of expedited processing).
  const words = new Set([...q.name, ...q.desc, ...q.nameSyn.flatMap((s) => [...s])]);
  const elsewhere = (c: Candidate) => {
    const label = c.ctx.left.size ? (c.ctx.leftEnglish ? c.ctx.left : null) : c.ctx.aboveEnglish ? c.ctx.above : null;
    return c.f.opt_exact === 1 && label !== null && label.size > 0 && ![...label].some((s) => words.has(s));
  };
  return [...optionCandidates(doc, options).filter((c) => !elsewhere(c)), ...polarCandidates(doc, q, polar)];
}

/** Plans and builds every task of a request. */
export function prepare(doc: Doc, defs: FieldDefinition[]): Task[] {
  return plan(defs).map((t) => build(doc, t));
}

/** Scores a task's candidates and sums the probability of each distinct answer. */
export function rank(model: Model, task: Task): { ranked: Ranked[]; none: number } {
  const group = task.q.group;
  const scores = task.rows.map((x) => model.score(group, x, task.multi));
  const noneScore = model.none(group, task.multi);
  const max = Math.max(noneScore, ...scores);
  let z = Math.exp(noneScore - max);
  const exps = scores.map((s) => {
    const e = Math.exp(s - max);
    z += e;
    return e;
  });
  const byKey = new Map<string, { p: number; lse: number; best: number; cands: Array<[Candidate, number]> }>();
  task.cands.forEach((c, i) => {
    const entry = byKey.get(c.key) ?? { p: 0, lse: 0, best: i, cands: [] };
    entry.p += exps[i] / z;
    entry.lse += exps[i];
    if (scores[i] > scores[entry.best]) entry.best = i;
    entry.cands.push([c, scores[i]]);
    byKey.set(c.key, entry);
  });
  // Several answers: each is weighed against "none" alone, σ(logsumexp(its mentions) − none).
  const keyed = [...byKey.entries()].map(([key, e]) => ({ key, e, p: task.multi ? 1 / (1 + Math.exp(noneScore - (max + Math.log(e.lse)))) : e.p }));
  const ps = keyed.map((k) => k.p);
  const none = Math.exp(noneScore - max) / z;
  const ranked = keyed
    .map(({ key, e, p }, i) => {
      const signals = signalsOf(ps, i, task.rows[e.best], e.cands.length, none);
      return { key, p, signals, confidence: model.calibrate(p, task.multi, task.q.group, signals), cands: e.cands.sort((a, b) => b[1] - a[1]).map(([c]) => c), row: task.rows[e.best] };
    })
    .sort((a, b) => b.p - a.p);
  return { ranked, none };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** A null answer: not found. Its confidence is low by construction (at most 0.25). */
function notFound(q: FieldQuery, best: number): ExtractedField {
  return {
    name: q.def.name,
    type: q.def.type,
    value: null,
    confidence: round(Math.min(0.25, best)),
    ...(q.def.options ? { options: q.def.options } : {}),
    evidence: [],
  };
}

function evidenceOf(cands: Candidate[], max = 3): Evidence[] {
  const out: Evidence[] = [];
  for (const c of cands) {
    if (out.length >= max) break;
    if (out.some((e) => e.page === c.page.pageNo && e.dataSourceId === c.page.source.dataSourceId && e.start < c.end && c.start < e.end)) continue;
    out.push({ dataSourceId: c.page.source.dataSourceId, page: c.page.pageNo, start: c.start, end: c.end, text: c.page.text.slice(c.start, c.end) });
  }
  return out;
}

/**
 * An amount in the unit its field asks for ("in millions": 2,092,400,000 is 2092.4). One
 * smaller than the unit was written in it already (a table column whose header says no unit).
 */
function inUnit(value: unknown, unit: number): unknown {
  return unit === 1 || typeof value !== 'number' || Math.abs(value) < unit ? value : Math.round((value / unit) * 1e6) / 1e6;
}

/**
 * A change asked as a signed figure: a figure told as a fall ("fell 3.5%") is answered negative. A deduction asked
 * ("discount_amount") is answered as its size: "Single person discount  -489.39" gives 489.39.
 */
function valueOf(c: Candidate, q: FieldQuery): unknown {
  const value = inUnit(c.value, q.unit);
  if (q.deduction && typeof value === 'number' && value < 0 && !q.signed) return -value;
  return q.signed && c.f.fall && typeof value === 'number' && value > 0 ? -value : value;
}

/** The answers of a task, one per field; `ranking` may leave out answers other fields hold (see claims.ts). */
const oddsOf = (p: number) => Math.min(p, 1 - 1e-9) / (1 - Math.min(p, 1 - 1e-9));

/** How sure a select's answer is at most where the form ticks a box no option was read after. */
const STRAY_TICK_CAP = 0.5;

const NONE_OPTION = /^\s*(?:none|n\/?a|not\s+applicable|nothing|no\s+\p{L}+|keine?|aucun|aucune|ninguno|ninguna|nessuno)\s*$/iu;

export function answer(model: Model, task: Task, ranking = rank(model, task)): ExtractedField[] {
  const { ranked, none } = ranking;
  const threshold = task.multi ? (model.data.multiThreshold ?? model.data.threshold) : model.data.threshold;
  const ratio = model.data.ratio ?? 0;
  const q = task.q;
  // An option every mention of which says it does not hold ("we no longer accept cheques") is out, as sure as it is said.
  const crossedOut = (r: Ranked) => r.cands.every((c) => c.f.opt_crossed);
  // So is one whose box is left empty on a form that ticks others ("[ ] Grid Planner" under "[X] Forecasting"), whatever
  // its words meet elsewhere; the answer is no surer for it (the form may tick what no option's words name).
  const ticks = ranked.some((r) => r.cands.some((c) => c.f.opt_checked === 1));
  if (q.def.type === 'multi_select') {
    const unticked = (r: Ranked) => ticks && r.cands.some((c) => c.f.opt_checked === -1) && !r.cands.some((c) => c.f.opt_checked === 1);
    const taken = ranked.filter((r) => r.confidence >= threshold && !crossedOut(r) && !unticked(r));
    // An option that says there is none ("None", "N/A", "Not applicable") is no answer beside others: the others are.
    const chosen = taken.some((r) => !NONE_OPTION.test(r.key)) ? taken.filter((r) => !NONE_OPTION.test(r.key)) : taken;
    if (!chosen.length) return [notFound(q, ranked[0]?.confidence ?? 0)];
    const options = q.def.options ?? [];
    const values = options.filter((o) => chosen.some((r) => r.key === o));
    // Evidence in the order of the values it stands for.
    chosen.sort((a, b) => options.indexOf(a.key) - options.indexOf(b.key));
    return [
      {
        name: q.def.name,
        type: q.def.type,
        value: values,
        // The answer is right only as a whole: each option taken is in, and each left out is not; a box ticked where
        // no option was read may be one more.
        confidence: round(Math.min(task.strayTicks?.size ? STRAY_TICK_CAP : 1, ...ranked.filter((r) => !crossedOut(r)).map((r) => (chosen.includes(r) ? r.confidence : 1 - r.confidence)))),
        options,
        evidence: chosen.flatMap((r) => evidenceOf(r.cands, 1)),
      },
    ];
  }
  if (task.fields.length > 1) {
    // Slots: the best distinct answers, given to the slots in the order the document names them. An answer
    // that joins two others ("Auspex Pharmaceuticals and Teva Pharmaceutical Industries") is those two.
    const joins = (r: Ranked) => ranked.filter((o) => o !== r && o.confidence >= threshold / 2 && ` ${r.key} `.includes(` ${o.key} `)).length >= 2;
    const joined = ranked.filter(joins);
    // Such an answer is a mention of each of the two: its odds against "none" add to each one's (as a mention of its own would).
    const pool = ranked
      .filter((r) => !joins(r))
      .map((r) => {
        const by = joined.filter((j) => ` ${j.key} `.includes(` ${r.key} `));
        if (!by.length) return r;
        const odds = by.reduce((s, j) => s + oddsOf(j.p), oddsOf(r.p));
        const p = odds / (1 + odds);
        return { ...r, p, confidence: model.calibrate(p, task.multi, q.group, r.signals) };
      })
      .sort((a, b) => b.p - a.p);
    const chosen = pool.slice(0, task.fields.length).filter((r) => r.confidence >= threshold);
    const rest = pool.slice(chosen.length);
    chosen.sort((a, b) => a.cands[0].page.offset + a.cands[0].start - (b.cands[0].page.offset + b.cands[0].start));
    return task.fields.map((f, i) => {
      const r = chosen[i];
      if (!r) return notFound(f, rest[0]?.confidence ?? 0);
      return { name: f.def.name, type: f.def.type, value: valueOf(r.cands[0], f), confidence: round(r.confidence), evidence: evidenceOf(r.cands) };
    });
  }
  // One of several options is chosen the same way, its box left empty where the form or its own line ticks another
  // ("Method: [ ] Cheque  [x] EFT"); not so a yes or a no, which says what a line says of the field's thing (polar.ts).
  const emptyBox = (r: Ranked) => r.cands.every((c) => c.f.opt_checked === -1) && (ticks || r.cands.some((c) => ticksABox(c.line.text)));
  const ruledOut = (r: Ranked) => q.def.type === 'single_select' && !polarOptions(q.def.options ?? []) && (crossedOut(r) || emptyBox(r));
  const top = ranked.find((r) => !ruledOut(r));
  // An id of the asked shape (an IBAN or IMEI by its check digits, a VIN or container number by its form) is one,
  // however unlikely its words made the field: the odds against "none" do not hold it back (its confidence still
  // says how sure the rest of the reading is).
  if (!top || top.confidence < threshold || (top.p < ratio * none && !task.shaped)) return [notFound(q, top?.confidence ?? 0)];
  // An option left empty beside a box ticked where no option was read: that box may be the answer, in words not read.
  const besideStray = top.cands.some((c) => c.f.opt_checked === -1 && task.strayTicks?.has(c.line));
  return [
    {
      name: q.def.name,
      type: q.def.type,
      value: valueOf(top.cands[0], q),
      confidence: round(besideStray ? Math.min(top.confidence, STRAY_TICK_CAP) : top.confidence),
      ...(q.def.options ? { options: q.def.options } : {}),
      evidence: evidenceOf(top.cands),
    },
  ];
}
