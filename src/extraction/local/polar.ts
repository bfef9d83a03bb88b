import { buildContext, placeFeatures, type Candidate } from './candidates/index.ts';
import type { Doc } from './doc.ts';
import type { FieldQuery } from './field.ts';
import { TYPE_WORDS } from './field.ts';
import { englishStemsOf } from './glossary.ts';

/**
 * A select field whose options are only yes and no ("automatic_renewal": Yes / No) is answered by
 * what the document says of the field's thing, not by the words "yes" or "no", which it rarely
 * writes: a line that names the thing answers "yes", one that names it and says no to it ("not",
 * "without", "sans", "ohne", "kein") answers "no".
 */

const YES = new Set(['yes', 'y', 'true', 'ja', 'oui', 'si', 'sí']);
const NO = new Set(['no', 'n', 'false', 'nein', 'non']);
const NEGATIONS = new Set(['not', 'no', 'never', 'without', 'none', 'nobody', 'nothing', 'neither', 'nor', 'niemand', 'nichts', 'personne', 'rien', 'cannot', "won't", "doesn't", "don't", "isn't", 'nicht', 'kein', 'keine', 'keinen', 'keiner', 'ohne', 'nie', 'sans', 'pas', 'aucun', 'aucune', 'jamais', 'ni']);

/** The options that say yes and no, when those are all the options there are. */
export function polarOptions(options: string[]): { yes: string; no: string } | null {
  if (options.length !== 2) return null;
  const yes = options.find((o) => YES.has(o.trim().toLowerCase()));
  const no = options.find((o) => NO.has(o.trim().toLowerCase()));
  return yes && no ? { yes, no } : null;
}

/** Lines that name at least half of what the field names (in English, or German or French through the glossary), each answering yes or no. */
export function polarCandidates(doc: Doc, q: FieldQuery, options: { yes: string; no: string }): Candidate[] {
  const wanted = q.name.filter((s) => !TYPE_WORDS.has(s));
  if (wanted.length === 0) return [];
  const out: Candidate[] = [];
  for (const line of doc.lines) {
    if (line.blank) continue;
    const toks = line.page.tokens.slice(line.tokenFrom, line.tokenTo);
    let met = 0;
    let start = Infinity;
    let end = -1;
    for (const s of wanted) {
      const synonyms = q.nameSyn[q.name.indexOf(s)];
      const at = toks.find((t) => t.stem === s || synonyms?.has(t.stem) || englishStemsOf(t.lower).includes(s));
      if (!at) continue;
      met++;
      start = Math.min(start, at.start);
      end = Math.max(end, at.end);
    }
    const cover = met / wanted.length;
    if (cover < 0.5) continue;
    const negated = toks.some((t) => NEGATIONS.has(t.lower) || t.lower.endsWith("n't"));
    const option = negated ? options.no : options.yes;
    out.push({
      value: option,
      key: option,
      kind: 'option',
      page: line.page,
      start,
      end,
      line,
      ctx: buildContext(doc, line.page, line, start, end),
      f: Object.assign(placeFeatures(doc, line.page, line, start), { opt_partial: 1, opt_cover: cover, opt_own: 1, opt_crossed: negated ? 1 : 0 }),
    });
  }
  return out;
}
