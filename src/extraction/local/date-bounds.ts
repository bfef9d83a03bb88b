import type { Asks } from './asks.ts';
import type { Candidate } from './candidates/index.ts';

/**
 * Which end of a period a date stands for, as its label says ("Von:", "Bis:", "Check-out", "valid
 * until") or its place in a range ("1 Feb 2021 - 28 Feb 2021"). A field that asks for the end of a
 * period ("to_date", "Last day covered by the statement") is never answered by a start, and where the
 * document marks an end, not by a date that marks none (the day the statement was issued).
 */
type Bound = NonNullable<Asks['bound']>;

// The label's last words before the date, in the languages a statement or a booking is often written in.
// A word of a bound, then at most a noun or preposition ("Start date:", "commencing on", "valid until the").
// Not "du", "au" or "al" alone: French "loi du 6 juillet 1989" names a day; a range "du ... au ..." is read as one.
const TAIL = String.raw`(?:\s+(?:date|day|datum|on|at|of|the|le|am))*[\s:.(),-]*$`;
const START_LABEL = new RegExp(String.raw`\b(?:from|since|start(?:s|ing)?|begin(?:s|ning)?|commenc\w*|inception|check[\s-]?in|arrival|arriving|pick[\s-]?up|von|vom|début|debut|desde|valid\s+from)` + TAIL, 'iu');
const END_LABEL = new RegExp(String.raw`\b(?:to|until|till|through|thru|end(?:s|ing)?|expir\w*|check[\s-]?out|departure|departing|drop[\s-]?off|bis|fin|hasta|valid\s+(?:until|till|to))` + TAIL, 'iu');

/** The bound a date's label or range gives it, or null. */
export function boundOf(c: Candidate): Bound | null {
  if (c.f.range_from) return 'start';
  if (c.f.range_to) return 'end';
  // The label: what stands before the date in its line or cell, after any earlier value ("01/03/2024 to "),
  // or a short line of words right above it ("Check-out" over "28 Sep 2024").
  const from = c.line.cells?.find((cell) => cell.start <= c.start && c.start <= cell.end)?.start ?? c.line.start;
  let before = c.page.text.slice(from, c.start).replace(/^.*\d/su, '');
  if (!before.trim()) {
    const above = c.page.lines[c.page.lines.indexOf(c.line) - 1];
    const text = above ? c.page.text.slice(above.start, above.end) : '';
    if (text.length <= 40 && !/\d|\|/.test(text)) before = text;
  }
  const start = START_LABEL.test(before);
  const end = END_LABEL.test(before);
  return start === end ? null : start ? 'start' : 'end';
}

/** A date field's candidates as the bound it asks for allows (all of them when it asks for none). */
export function byBound(bound: Asks['bound'], cands: Candidate[]): Candidate[] {
  if (!bound) return cands;
  const bounds = cands.map(boundOf);
  const marked = bounds.includes(bound);
  return cands.filter((_, i) => (bounds[i] ? bounds[i] === bound : !marked));
}
