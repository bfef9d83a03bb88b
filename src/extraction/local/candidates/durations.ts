import type { Doc, DocPage } from '../doc.ts';
import { NUMBER_WORDS } from '../../values/numbers.ts';
import { foreignDurations } from './foreign-durations.ts';
import type { Add } from './types.ts';

const UNIT = /\b(?:calendar\s+|business\s+|full\s+|consecutive\s+|working\s+)?(day|week|month|year)s?\b/gi;
const COUNT_BEFORE = /(?:((?:[a-z]+[- ])?[a-z]+)\s*\(\s*(\d+(?:\.\d+)?)\s*\)|(\d+(?:\.\d+)?)|([a-z]+(?:-[a-z]+)?))\s*[-\s]?\s*(?:\(\s*\d+\s*\)\s*)?$/i;

/** Reads a count written in words ("twenty-four", "two", "a") or digits. */
export function readCount(words: string): number | null {
  const parts = words.toLowerCase().split(/[-\s]+/).filter(Boolean);
  if (!parts.length) return null;
  let total = 0;
  for (const p of parts) {
    const n = NUMBER_WORDS[p];
    if (n === undefined) return null;
    total = n === 100 ? Math.max(1, total) * 100 : total + n;
  }
  return total;
}

export function durations(doc: Doc, add: Add): void {
  for (const page of doc.pages) {
    for (const m of page.text.matchAll(UNIT)) {
      const head = page.text.slice(Math.max(0, m.index! - 40), m.index!);
      const c = COUNT_BEFORE.exec(head);
      if (!c) continue;
      let n: number | null = null;
      let skip = 0;
      const wordsAt = (w: string) => {
        // The count is the last word or two before the unit: "of two", "twenty-four", "thirty six".
        const ws = w.split(/\s+/);
        if (readCount(w) !== null) return { n: readCount(w), cut: 0 };
        const lastWord = ws[ws.length - 1];
        return { n: readCount(lastWord), cut: w.length - lastWord.length };
      };
      if (c[2]) {
        n = Number(c[2]);
        const w = wordsAt(c[1]);
        // "two (2) years" keeps its words; "of (2) years" starts at the bracket.
        skip = w.n === n ? w.cut : c[0].indexOf('(');
      } else if (c[3]) n = Number(c[3]);
      else if (c[4]) {
        const w = wordsAt(c[4]);
        n = w.n;
        skip = w.cut;
      }
      c.index += skip;
      if (n === null || !(n > 0) || n > 1000) continue;
      const start = m.index! - head.length + c.index;
      const end = m.index! + m[0].length;
      const unit = m[1].toLowerCase();
      // (The count pattern does not read over " | "; a count and a unit in two rows are dropped by `add`.)
      const cand = add('duration', page, start, end, { c_duration: 1, dur_digits: c[2] || c[3] ? 1 : 0, unit_short: unit === 'day' || unit === 'week' ? 1 : 0 });
      if (cand) cand.key = `${n} ${unit}${n === 1 ? '' : 's'}`;
    }
    anniversaries(page, add);
    foreignDurations(page, add);
  }
}

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const ANNIVERSARY = new RegExp(`\\b(${ORDINAL_WORDS.join('|')}|\\d{1,2}(?:st|nd|rd|th))\\s+anniversary\\b`, 'gi');

/**
 * "terminates on the fifth anniversary of the Effective Date": a term of five years. The words as written do
 * not read as a duration, so the value is the duration itself ("5 years"), the span its evidence.
 */
function anniversaries(page: DocPage, add: Add): void {
  for (const m of page.text.matchAll(ANNIVERSARY)) {
    const word = m[1].toLowerCase();
    const n = /^\d/.test(word) ? parseInt(word, 10) : ORDINAL_WORDS.indexOf(word) + 1;
    if (!(n > 0)) continue;
    const value = `${n} year${n === 1 ? '' : 's'}`;
    const cand = add('duration', page, m.index!, m.index! + m[0].length, { c_duration: 1, anniversary: 1 }, value);
    if (cand) cand.key = value;
  }
}
