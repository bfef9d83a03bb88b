import { stem } from '../text.ts';
import type { Asks } from './asks.ts';
import type { Candidate } from './candidates/index.ts';
import { rowLabelBefore } from './candidates/layout.ts';
import { WEEKDAY_BEFORE } from './candidates/typed.ts';
import { variantOf } from './column-variants.ts';
import { TYPE_WORDS, type FieldQuery } from './field.ts';
import { DOCUMENT_KINDS } from './lexicon.ts';

/**
 * What a date's label says it is. A birth date ("Geburtsdatum", "DOB") answers only a field that asks
 * for one: it is not when a policy was issued or began.
 *
 * Which end of a period a date stands for, as its label says ("Von:", "Bis:", "Check-out", "valid
 * until") or its place in a range ("1 Feb 2021 - 28 Feb 2021"). A field that asks for the end of a
 * period ("to_date", "Last day covered by the statement") is never answered by a start, and where the
 * document marks an end, not by a date that marks none (the day the statement was issued).
 */
type Bound = NonNullable<Asks['bound']>;

// The label's last words before the date, in the languages a statement or a booking is often written in.
// A word of a bound, then at most a noun or preposition ("Start date:", "commencing on", "valid until the"); the
// Nordic and Dutch "up to and including" ("till och med", "t.o.m.", "tot en met").
// Not "du", "au" or "al" alone: French "loi du 6 juillet 1989" names a day; a range "du ... au ..." is read as one.
const TAIL = String.raw`(?:\s+(?:date|day|datum|on|at|of|the|le|am|el|il|em))*[\s:.(),-]*$`;
const START_LABEL = new RegExp(
  String.raw`\b(?:from|since|start(?:s|ing)?|begin(?:s|ning)?|commenc\w*|inception|check[\s-]?in|arrival|arriving|pick[\s-]?up|von|vom|beginnt|beginn|début|debut|débute|commence|desde|valid\s+from|iniciando|comenzando|empezando|a\s+partir\s+del?|à\s+partir\s+du|à\s+compter\s+du|a\s+partire\s+dal)` + TAIL,
  'iu',
);
const END_LABEL = new RegExp(
  String.raw`\b(?:to|until|till|through|thru|end(?:s|ing|et|e)?|expir\w*|check[\s-]?out|departure|departing|drop[\s-]?off|bis|fin|termine|hasta|valid\s+(?:until|till|to)|concluyendo|finalizando|terminando|fino\s+al|till\s+och\s+med|til\s+og\s+med|t\.\s?o\.\s?m\.|tot(?:\s+en\s+met)?|até)` + TAIL,
  'iu',
);

const DOCUMENT_KIND_STEMS = new Set([...DOCUMENT_KINDS].map(stem));
const BOUND_WORDS = new Set('start starts begin beginning commence commencement first last day check in out pick up drop off end ends ending until through expiry expires finish from to since valid'.split(' ').map(stem));

const BIRTH = new Set(['birth', 'born', 'dob', 'birthday', 'geburtsdatum', 'geburtstag', 'geboren', 'naissance', 'né', 'née', 'nacimiento'].map(stem));
const BIRTH_ASKED = /birth|born|\bdob\b|\bage\b|geburt|naissance/i;

/**
 * Whether a date's label, the label above it or its column's heading says it is someone's birth date. Under a
 * column's heading the line above is the whole header row ("Namn  Född  Död  Gravsatt"): its own cell speaks for it.
 */
function birthDate(c: Candidate): boolean {
  for (const set of c.ctx.header.size ? [c.ctx.left, c.ctx.header] : [c.ctx.left, c.ctx.above]) for (const w of set) if (BIRTH.has(w)) return true;
  return false;
}

/**
 * A field's candidates as their labels and ranges allow. A date: no birth date unless one is asked, no other end
 * of a period than the one asked. A figure asked as the high or low end of a range ("margin_max"): not the other
 * end of a range ("9.0%" of "between 9.0% and 10.5%"); figures in no range stay.
 */
export function byDateLabel(q: FieldQuery, bound: Asks['bound'], cands: Candidate[], ownDate = false): Candidate[] {
  if ((q.group === 'number' || q.group === 'currency') && bound) return cands.filter((c) => !(bound === 'end' ? c.f.range_from : c.f.range_to));
  if (q.group !== 'date') return cands;
  const asksBirth = BIRTH_ASKED.test(`${q.def.name.replace(/[_-]+/g, ' ')} ${q.def.description}`);
  const kept = byBound(q, bound, asksBirth ? cands : cands.filter((c) => !birthDate(c)));
  // The document's own date ("statement_date", "date issued") is the day it was made, not an end of the period it covers
  // ("Bill period: 15 Feb 2025 to 14 Mar 2025"), where it writes a date that is neither.
  const inNoRange = ownDate && !bound ? kept.filter((c) => !c.f.range_from && !c.f.range_to) : kept;
  return inNoRange.length ? inNoRange : kept;
}

// A short label that names a bound anywhere in it ("Début de période", "Period end", "Date of expiry"), German
// compounds by their last part ("Laufzeitende", "Mietbeginn"); and the bare prepositions of a form ("Von", "Bis", "Du", "Au").
const LABEL_START = /(?:\b(?:start\w*|begin\w*|commenc\w*|from|since|check[\s-]?in|inception|d[ée]but\w*|à\s+compter\s+du|decorrenza)|\p{L}*(?:beginn|anfang)\w*)(?!\p{L})/iu;
const LABEL_END = /(?:\b(?:end|ends|ending|until|till|through|expir\w*|finish\w*|terminat\w*|check[\s-]?out|fin|jusqu\w*|scadenza)|\p{L}*(?:ende|ablauf))(?!\p{L})/iu;
const BARE_START = /^(?:von|vom|ab|du|from)$/i;
const BARE_END = /^(?:bis|au|to|until)$/i;
// A label that ends with its language's "from" or "until" ("Gyldig fra:", "Giltig t.o.m.", "Ważny od:", "Válido hasta:", "Geldig tot:").
const LAST_START = /(?:^|\s)(?:fra|från|fr\.o\.m\.|fom|od|desde|vanaf|van|ab|dal|dalla|dès|depuis|a\s+partir\s+de|alkaen|tól|től)$/iu;
const LAST_END = /(?:^|\s)(?:til|till|t\.o\.m\.|tom|do|hasta|tot|t\/m|bis|al|alla|jusqu'au|jusqu’au|asti|ig)$/iu;

/** The bound a date's label or range gives it, or null. */
export function boundOf(c: Candidate): Bound | null {
  if (c.f.range_from) return 'start';
  if (c.f.range_to) return 'end';
  // The label: what stands before the date in its line or cell, after any earlier value ("01/03/2024 to "),
  // else the cell before it ("Début de période | 24 avril 2021"), else a short line of words right above it
  // ("Check-out" over "28 Sep 2024").
  const cells = c.line.cells ?? [];
  const at = cells.findIndex((cell) => cell.start <= c.start && c.start <= cell.end);
  const from = at >= 0 ? cells[at].start : c.line.start;
  // The weekday written with the date is no part of its label ("Drop-off: Wednesday 18 May 2022").
  let before = c.page.text.slice(from, c.start).replace(/^.*\d/su, '').replace(WEEKDAY_BEFORE, '');
  // Whether those words are a label of their own (a cell, a line, or words before a colon), not a sentence's.
  let apart = /[:：]\s*$/.test(before);
  if (!before.trim() && at > 0) {
    const cell = c.page.text.slice(cells[at - 1].start, cells[at - 1].end);
    if (!/\d/.test(cell)) (before = cell), (apart = true);
  }
  // In a row of values under columns that are versions of one thing, the row's label ("Start date   01/08/2024   01/08/2025").
  const rowLabel = before.trim() || !variantOf(c.ctx.header) ? null : rowLabelBefore(c.page, c.line, c.start);
  if (rowLabel) (before = rowLabel), (apart = true);
  if (!before.trim()) {
    const above = c.page.lines[c.page.lines.indexOf(c.line) - 1];
    const text = above ? c.page.text.slice(above.start, above.end) : '';
    if (text.length <= 40 && !/\d|\|/.test(text)) (before = text), (apart = true);
    // A sentence wrapped just before the date ("... iniciando el\n3 de marzo de 2025"): the words that end the line above.
    else if (text.trim() && !/[.!?:;|]\s*$/.test(text)) before = text.slice(-40);
  }
  let start = START_LABEL.test(before);
  let end = END_LABEL.test(before);
  const label = before.replace(/[\s:：|]+$/u, '').trim();
  if (start === end && apart && label.length <= 40) {
    start = BARE_START.test(label) || LABEL_START.test(label) || LAST_START.test(label);
    end = BARE_END.test(label) || LABEL_END.test(label) || LAST_END.test(label);
  }
  return start === end ? null : start ? 'start' : 'end';
}

/** A date field's candidates as the bound it asks for allows (all of them when it asks for none). */
function byBound(q: FieldQuery, bound: Asks['bound'], cands: Candidate[]): Candidate[] {
  if (!bound) return cands;
  const bounds = cands.map(boundOf);
  const marked = bounds.includes(bound);
  // A date its label names as the field's own thing stays, though it marks no bound: "date benefits are planned to
  // start" asked, "Retirement date:" is the answer beside a statement's "Period start".
  return cands.filter((c, i) => (bounds[i] ? bounds[i] === bound : !marked || namesThing(q, c)));
}

/**
 * Whether a date's label or the short line above it says a word of the field's name other than a word of its type
 * ("date"), a kind of document or a bound: "Statement date:" is the day a statement was made, not the start of its
 * period, and "Check-in" no end of a stay that "check_out_date" asks.
 */
function namesThing(q: FieldQuery, c: Candidate): boolean {
  return q.name.some((s, i) => !TYPE_WORDS.has(s) && !DOCUMENT_KIND_STEMS.has(s) && !BOUND_WORDS.has(s) && [c.ctx.left, c.ctx.above].some((set) => set.has(s) || [...q.nameSyn[i]].some((o) => set.has(o))));
}
