import type { Doc } from '../doc.ts';
import { genderMarkAfter, isJobTitle, jobTitlesIn } from '../occupations.ts';
import type { Add, Candidate } from './types.ts';

// Job titles: marked on the candidates that are one, and offered where no other candidate stands ("Application for Senior Accountant").

/** A job advert's gender mark is no word of the title it follows ("(H/F)", "(m/w/d)"). */
const GENDER_TOKEN = /^[hfmwd](?:\/[hfmwd])+$/i;

/** Marks a candidate that is a job title ("Development Director" under a signature): a title, not a person's name. */
export function markJobTitle(doc: Doc, c: Candidate): void {
  if (c.kind === 'sentence' || c.kind === 'block' || c.end - c.start > 80) return;
  const toks = c.page.tokens.slice(doc.tokenIndex(c.page, c.start), doc.tokenIndex(c.page, c.end)).filter((t) => !GENDER_TOKEN.test(t.text));
  if (!isJobTitle(toks)) return;
  c.f.c_job = 1;
  c.f.c_person = 0;
}

/** Job titles written inside a line ("I am applying for the post of Senior Accountant"), where no candidate has their span. */
export function jobTitles(doc: Doc, add: Add, existing: Candidate[]): void {
  const spans = new Set(existing.map((c) => `${c.page.index}:${c.start}:${c.end}`));
  for (const page of doc.pages) {
    for (const line of page.lines) {
      const toks = page.tokens.slice(line.tokenFrom, line.tokenTo);
      for (const [s, e] of jobTitlesIn(toks, page.text)) {
        const start = toks[s].start;
        const end = toks[e].end + genderMarkAfter(page.text.slice(toks[e].end, line.end));
        if (spans.has(`${page.index}:${start}:${end}`)) continue;
        spans.add(`${page.index}:${start}:${end}`);
        add('entity', page, start, end, { e_len: Math.min(1, (e - s + 1) / 8), e_one: s === e ? 1 : 0, e_partial: s > 0 || e < toks.length - 1 ? 1 : 0, c_job: 1 });
      }
    }
  }
}
