import type { Candidate } from './candidates/types.ts';
import { clauseAt, durationClause, type Clause } from './clause.ts';
import type { Doc } from './doc.ts';
import { matchContext, type FieldQuery, type Match } from './field.ts';
import { findDates } from '../values/dates.ts';
import { DATELINE_BEFORE } from './candidates/dateline.ts';

const AFTER_DATE = /^[\s.,]*$/;

// What the sentence a value stands in says: the field's words in it, what a duration's clause is about, whether
// it tells of something to be done; and whether a text answer is only a date.

export type ClauseFeature = 'sent_name' | 'sent_desc' | 'sent_other' | 'dur_term' | 'dur_self' | 'dur_side' | 'dur_days' | 'dur_anniv';

/**
 * The field's words in the candidate's sentence count as context: in prose the
 * value has no label ("I placed order ORD-524691 on 17 Jun 2024"). For a field that
 * asks for a term (its words say term, expire, effect...), a duration in a clause
 * that says the agreement terminates or remains in effect is the term; one in a
 * notice, non-solicitation or delivery clause is some other period.
 */
export function clauseFeatures(doc: Doc, q: FieldQuery, c: Candidate, asksTerm: number, cache: Map<string, Match>, set: (feature: ClauseFeature, v: number) => void): void {
  if (c.kind === 'sentence' || c.kind === 'option') return;
  const clause: Clause | undefined = clauseAt(doc, c.page, c.start);
  if (!clause || clause.end < c.end) return;
  let m = cache.get(clause.id);
  if (!m) {
    m = matchContext(q, clause.stems, (s) => doc.idf(s));
    cache.set(clause.id, m);
  }
  set('sent_name', m.nameIdf);
  set('sent_desc', m.desc);
  set('sent_other', m.other);
  if (c.kind !== 'duration' || !asksTerm) return;
  const d = durationClause(clause);
  set('dur_term', d.term);
  set('dur_self', d.self * d.term);
  set('dur_side', d.side);
  set('dur_days', c.f.unit_short ?? 0);
  set('dur_anniv', c.f.anniversary ?? 0);
}

const DATE_JOINS = /^(?:[\s.,–—\/-]|\b(?:to|until|till|through|and|bis|und|au|et|from|du|vom)\b)*$/i;

/** Whether a candidate's text is one date (or a range of dates) and nothing more, remembered on the candidate. */
export function isWholeDate(doc: Doc, c: Candidate): boolean {
  const memo = c as Candidate & { _date?: boolean };
  if (memo._date === undefined) {
    const text = c.page.text.slice(c.start, c.end).trim();
    const dates = /\d/.test(text) && text.length <= 40 ? findDates(text, { dayFirst: doc.dayFirst }) : [];
    // One date, or days joined into a range ("9–11 June 2026", "3 March to 5 April 2026"): nothing else between them.
    let rest = text;
    for (const d of [...dates].sort((a, b) => b.start - a.start)) rest = rest.slice(0, d.start) + ' ' + rest.slice(d.end);
    // Or a dateline: a place and the date the document was written ("Freiburg im Breisgau, 17.06.2024").
    const dateline = dates.length === 1 && AFTER_DATE.test(text.slice(dates[0].end)) && DATELINE_BEFORE.test(text.slice(0, dates[0].start));
    memo._date = dates.length > 0 && (DATE_JOINS.test(rest) || dateline);
  }
  return memo._date;
}

const COMMITMENT = /\b(?:promis\w*|commit\w*|undertak\w*|pledg\w*|guarantee\w*|assur\w*|intend\w*|intention|will\s+(?:do|take|happen)|next\s+steps?|plans?\s+to)\b/i;

/** A field that asks what someone promised or will do ("agent_commitment", "next steps") is answered by a sentence about the future. */
export const asksCommitment = (q: FieldQuery): boolean => COMMITMENT.test(`${q.def.name.replace(/_/g, ' ')} ${q.def.description}`);
