import type { Doc, DocPage } from '../doc.ts';
import { splitSentences } from '../../text.ts';
import { findAmounts, findDates } from '../../values/index.ts';
import { contentWords } from '../field.ts';
import { FOREIGN_FUNCTION_WORDS } from '../glossary.ts';
import type { Add } from './types.ts';

/** A sentence that says what will be done ("We will send replacements", "A refund will be issued"). */
const FUTURE = /\b(?:will|shall|won['’]t|going to)\b|\w['’]ll\b/i;

/** A clause's number before its first word: "6.2", "4.1.3", "§ 5", "(b)", "(iv)" (a number alone, "2.", is a sentence of its own to the splitter). */
const CLAUSE_NUMBER = /^(?:§\s*\d{1,3}(?:\.\d{1,3})*|\d{1,3}(?:\.\d{1,3})+\.?|\((?:\d{1,2}|[a-z]|[ivx]{1,4})\))\s+(?=\p{Lu})/u;

const FUNCTION_WORDS = new Set([...contentWords.stopwords, ...FOREIGN_FUNCTION_WORDS]);
const clause = (lead: string) => lead.split(/\s+/).filter((w) => /^\p{Ll}{3,}$/u.test(w) && !FUNCTION_WORDS.has(w)).length >= 2;

/** Sentences as passages (verbatim answers). */
export function sentences(doc: Doc, add: Add): void {
  for (const page of doc.pages) {
    // What a passage holds besides words: an amount of money, a date (a fee's sentence, not the one that says what to bring).
    const money = findAmounts(page.text);
    const dates = findDates(page.text, { dayFirst: doc.dayFirst });
    const holds = (start: number, end: number) => ({
      ...(money.some((m) => m.start >= start && m.end <= end) ? { s_money: 1 } : {}),
      ...(dates.some((m) => m.start >= start && m.end <= end) ? { s_date: 1 } : {}),
    });
    for (const whole of splitSentences(page.text)) {
      // Passages are the one kind of answer that runs over lines (a sentence wrapped over several, a cell's text
      // wrapped onto the lines after its row), but in a table each cell is a text of its own: a sentence that
      // the splitter ran over " | " or from one row into the next is read as the pieces of it in each cell.
      for (const s of cellPieces(doc, page, whole.start, whole.start + whole.text.length)) {
        if (s.text.length < 12 || s.text.length > 1500) continue;
        // A short "Label:" before the passage is not part of it, nor is the number of its clause ("6.2 If the Client...").
        const label = /^([^:.!?\n]{1,40}):\s+/.exec(s.text);
        const skip = label && label[1].trim().split(/\s+/).length <= 4 ? label[0].length : (CLAUSE_NUMBER.exec(s.text)?.[0].length ?? 0);
        // A passage is a sentence of some length, not a form value.
        if (s.text.slice(skip).trim().split(/\s+/).length < 5) continue;
        const text = s.text.slice(skip);
        const values = holds(s.start, s.start + s.text.length);
        add('sentence', page, s.start + skip, s.start + s.text.length, { len: Math.min(1, s.text.length / 400), ...(FUTURE.test(text) ? { future: 1 } : {}), ...values });
        // What stands before the colon may be a clause of the sentence, not a label ("Bitte erscheinen Sie nüchtern: Ab 22 Uhr ..."):
        // two words in lower case that are not function words. The whole sentence is offered too.
        if (label && skip === label[0].length && clause(label[1])) add('sentence', page, s.start, s.start + s.text.length, { len: Math.min(1, s.text.length / 400), ...(FUTURE.test(s.text) ? { future: 1 } : {}), ...values });
      }
    }
  }
}

/**
 * A span of a page cut where it would run over a table cell boundary (see `Doc.crossesCell`): at each ` | `
 * of a row, and before each table row after the first, so that no piece holds two cells. Pieces are trimmed;
 * a span that crosses nothing comes back whole.
 */
export function cellPieces(doc: Doc, page: DocPage, start: number, end: number): Array<{ start: number; text: string }> {
  const cuts: Array<[number, number]> = [];
  let rows = 0;
  for (let i = doc.lineAt(page, start).index; i < doc.lines.length; i++) {
    const l = doc.lines[i];
    if (l.page !== page || l.start >= end) break;
    if (!l.cells) continue;
    if (++rows > 1 && l.start > start) cuts.push([l.start - 1, l.start]);
    for (let k = 1; k < l.cells.length; k++) cuts.push([l.cells[k - 1].end, l.cells[k].start]);
  }
  const out: Array<{ start: number; text: string }> = [];
  const push = (a: number, b: number) => {
    a = Math.max(a, start);
    b = Math.min(b, end);
    const raw = page.text.slice(a, b);
    const text = raw.trim();
    if (text) out.push({ start: a + raw.length - raw.trimStart().length, text });
  };
  let at = start;
  for (const [a, b] of cuts) {
    if (b <= at || a >= end) continue;
    push(at, a);
    at = b;
  }
  push(at, end);
  return out;
}
