import type { Candidate } from './candidates/index.ts';
import { buildContext, placeFeatures } from './candidates/index.ts';
import type { Doc } from './doc.ts';
import { tokenize } from '../text.ts';

const CHECKED = /(?:\[\s*[xX✓✔]\s*\]|\(\s*[xX✓✔]\s*\)|[☑☒✓✔■●◉▣])\s*$/;
const UNCHECKED = /(?:\[\s*\]|\(\s*\)|[☐□○◯])\s*$/;
const CROSSED = /\b(?:not|no|without|except|excluding|never)\s+(?:\w+\s+){0,2}$/i;

/**
 * Mentions of a select field's options in the document: each option's words
 * (stemmed, case-insensitive, any whitespace between) as a token sequence, with
 * the marks around it (a ticked box before it, a "not" before it).
 */
export function optionCandidates(doc: Doc, options: string[]): Candidate[] {
  const out: Candidate[] = [];
  const mentioned = new Set<string>();
  for (const option of options) {
    const want = tokenize(option).map((t) => t.stem);
    if (!want.length) continue;
    for (const page of doc.pages) {
      const toks = page.tokens;
      for (let i = 0; i + want.length <= toks.length; i++) {
        let ok = true;
        for (let k = 0; k < want.length && ok; k++) if (toks[i + k].stem !== want[k]) ok = false;
        if (!ok) continue;
        // The words must stand together (no line of other text between them).
        const start = toks[i].start;
        const end = toks[i + want.length - 1].end;
        if (/\n\s*\n/.test(page.text.slice(start, end))) continue;
        const line = doc.lineAt(page, start);
        const before = page.text.slice(Math.max(line.start, start - 30), start);
        mentioned.add(option);
        out.push({
          value: option,
          key: option,
          kind: 'option',
          page,
          start,
          end,
          line,
          ctx: buildContext(doc, page, line, start, end),
          f: {
            ...placeFeatures(doc, page, line, start),
            opt_exact: page.text.slice(start, end) === option ? 1 : 0,
            opt_checked: CHECKED.test(before) ? 1 : UNCHECKED.test(before) ? -1 : 0,
            opt_crossed: CROSSED.test(before) ? 1 : 0,
          },
        });
      }
    }
  }
  const counts = new Map<string, number>();
  for (const c of out) counts.set(c.key, (counts.get(c.key) ?? 0) + 1);
  for (const c of out) {
    c.f.opt_only = mentioned.size === 1 ? 1 : 0;
    c.f.opt_share = mentioned.size ? 1 / mentioned.size : 0;
    c.f.repeat = Math.min(1, Math.log2(counts.get(c.key)!) / 3);
  }
  return out;
}
