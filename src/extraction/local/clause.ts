import { stemsOf } from './candidates/context.ts';
import type { Doc, DocPage } from './doc.ts';
import { splitSentences, stem } from '../text.ts';

/**
 * The sentence a value stands in, as a bag of stems: in prose ("I placed order
 * ORD-524691 on 17 Jun 2024") the words that say what a value is are in its
 * sentence, not in a `Label:` before it. A short heading sentence right before it
 * opening its line ("7. Term.") counts as part of it, as a reader takes a clause under its heading.
 */
export interface Clause {
  /** Index of the sentence in its page (a key for caching what is computed per sentence). */
  id: string;
  start: number;
  end: number;
  stems: Set<string>;
}

const HEADING_MAX_TOKENS = 6;

function clausesOf(doc: Doc, page: DocPage): Clause[] {
  const key = `clauses:${page.index}`;
  const cached = doc.cache.get(key) as Clause[] | undefined;
  if (cached) return cached;
  const out: Clause[] = [];
  let heading: string[] = [];
  for (const s of splitSentences(page.text)) {
    const end = s.start + s.text.length;
    const tokens = page.tokens.slice(doc.tokenIndex(page, s.start), doc.tokenIndex(page, end));
    const stems = stemsOf(tokens);
    out.push({ id: `${page.index}:${out.length}`, start: s.start, end, stems: new Set([...heading, ...stems]) });
    // A heading opens its line ("7. Term. The Agreement…"); a short sentence inside a paragraph ("Order number 4471.") is not one.
    const lead = page.text.slice(Math.max(0, s.start - 40), s.start);
    const opensLine = /\n[\s\d.()§]*$/.test(lead) || (s.start <= 40 && /^[\s\d.()§]*$/.test(lead));
    heading = tokens.length <= HEADING_MAX_TOKENS && opensLine ? stems : [];
  }
  doc.cache.set(key, out);
  return out;
}

/** The clause that holds a page offset, or undefined between sentences. */
export function clauseAt(doc: Doc, page: DocPage, offset: number): Clause | undefined {
  const list = clausesOf(doc, page);
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].end <= offset) lo = mid + 1;
    else if (list[mid].start > offset) hi = mid - 1;
    else return list[mid];
  }
  return undefined;
}

const stems = (words: string) => new Set(words.split(' ').map(stem));

/** Words by which a clause states how long the agreement itself runs: it terminates, expires, remains in effect. */
export const TERM_WORDS = stems('term terminate terminates termination expire expires expiration expiry effect force remain remains continue continues duration lapse valid');
/** Words that make a clause the agreement's own (not a side obligation's): the agreement, hereof, hereunder. */
const SELF_WORDS = stems('agreement hereof hereunder contract');
/** Words of the clauses whose periods are not the agreement's term: notice, non-solicitation, standstill, requests, delivery. */
const SIDE_WORDS = stems('notice notify solicit solicitation hire employ employment standstill request requested deliver delivery mail mailed receipt return destroy acquire securities vote proxy payment pay');

/** What a clause says about a duration in it, 0 to 1: a term clause, the agreement's own, a side obligation's. */
export function durationClause(clause: Clause | undefined): { term: number; self: number; side: number } {
  if (!clause) return { term: 0, self: 0, side: 0 };
  let term = 0;
  let self = 0;
  let side = 0;
  for (const s of clause.stems) {
    if (TERM_WORDS.has(s)) term++;
    if (SELF_WORDS.has(s)) self++;
    if (SIDE_WORDS.has(s)) side++;
  }
  return { term: Math.min(1, term / 2), self: self ? 1 : 0, side: Math.min(1, side / 2) };
}
