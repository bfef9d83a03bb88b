import { buildContext, placeFeatures, type Candidate } from './candidates/index.ts';
import type { Doc } from './doc.ts';
import type { FieldQuery } from './field.ts';
import { TYPE_WORDS } from './field.ts';
import { sameRootOf } from './lexical.ts';
import { statementTick, tokenStems } from './select.ts';
import { stem } from '../text.ts';

/**
 * A select field whose options are only yes and no ("automatic_renewal": Yes / No) is answered by
 * what the document says of the field's thing, not by the words "yes" or "no", which it rarely
 * writes: a line that names the thing answers "yes", one that names it and says no to it ("not",
 * "without", "sans", "ohne", "kein") answers "no".
 */

const YES = new Set(['yes', 'y', 'true', 'ja', 'oui', 'si', 'sí']);
const NO = new Set(['no', 'n', 'false', 'nein', 'non']);
const NEGATIONS = new Set(['not', 'no', 'never', 'without', 'none', 'nobody', 'nothing', 'neither', 'nor', 'niemand', 'nichts', 'personne', 'rien', 'cannot', "won't", "doesn't", "don't", "isn't", 'nicht', 'kein', 'keine', 'keinen', 'keiner', 'ohne', 'nie', 'sans', 'pas', 'aucun', 'aucune', 'jamais', 'ni',
  // Spanish, Italian, Portuguese, Dutch, the Nordic languages, Polish, Finnish, Turkish, Romanian.
  'sin', 'ningún', 'non', 'senza', 'nessun', 'nessuna', 'não', 'nao', 'sem', 'nenhum', 'nenhuma', 'niet', 'geen', 'zonder', 'nooit', 'ikke', 'ej', 'inte', 'icke', 'aldrig', 'uden', 'uten', 'utan', 'ingen', 'inget', 'bez', 'ei', 'değil', 'yok', 'nu', 'fără']);

/** An option for a document that does not say ("Not stated", "Unknown", "N/A"), offered beside yes and no. */
const UNSAID = /^\s*(?:not\s+(?:stated|specified|mentioned|known|given|indicated|applicable)|unknown|unclear|unspecified|n\/?a|don['’]t\s+know|undetermined)\s*$/i;

/** The options that say yes and no, when those are all the options there are (but one for a document that does not say). */
export function polarOptions(options: string[]): { yes: string; no: string } | null {
  options = options.filter((o) => !UNSAID.test(o));
  if (options.length !== 2) return null;
  const yes = options.find((o) => YES.has(o.trim().toLowerCase()));
  const no = options.find((o) => NO.has(o.trim().toLowerCase()));
  return yes && no ? { yes, no } : null;
}

const HEADING = /^[^\p{Ll}]*\p{Lu}{2}[^\p{Ll}]*$/u;

/** Words a description asks with, not of the thing it asks about ("whether there were injuries"). */
const QUESTION_WORDS = new Set(['whether', 'there', 'which', 'what', 'when', 'where', 'who', 'whom', 'does', 'did', 'was', 'were', 'has', 'have', 'had', 'any', 'is', 'are'].map(stem));

/**
 * Lines that name at least half of what the field names (in English, or German or French through the
 * glossary, a word or one of its own family: "blessé" for an injury), each answering yes or no. Where
 * no line names the field's thing by its name ("evergreen"), by its description's words ("renews
 * without action"), their cover halved: the description says less of the thing than its name.
 */
export function polarCandidates(doc: Doc, q: FieldQuery, options: { yes: string; no: string }): Candidate[] {
  const named = q.name.filter((s) => !TYPE_WORDS.has(s)).map((s) => ({ s, family: q.nameSyn[q.name.indexOf(s)] ?? new Set<string>() }));
  const out = linesNaming(doc, named, options, 1);
  if (out.length) return out;
  const described = q.desc.filter((s) => s.length > 3 && !TYPE_WORDS.has(s) && !QUESTION_WORDS.has(s)).map((s) => ({ s, family: sameRootOf(s) }));
  return linesNaming(doc, described, options, 0.5);
}

function linesNaming(doc: Doc, wanted: Array<{ s: string; family: Set<string> }>, options: { yes: string; no: string }, weight: number): Candidate[] {
  if (wanted.length === 0) return [];
  const out: Candidate[] = [];
  for (const line of doc.lines) {
    // A heading in capitals ("SECTION B - CONSENT") names what follows; it says neither yes nor no of it.
    if (line.blank || HEADING.test(line.text)) continue;
    const toks = line.page.tokens.slice(line.tokenFrom, line.tokenTo);
    let met = 0;
    let start = Infinity;
    let end = -1;
    for (const { s, family } of wanted) {
      const at = toks.find((t) => tokenStems(t).some((e) => e === s || family.has(e)));
      if (!at) continue;
      met++;
      start = Math.min(start, at.start);
      end = Math.max(end, at.end);
    }
    const cover = met / wanted.length;
    if (cover < 0.5) continue;
    const negated = toks.some((t) => NEGATIONS.has(t.lower) || t.lower.endsWith("n't"));
    // A statement ticked on a form holds; one left with its box empty does not ("[ ] consent to photographs": no;
    // "[ ] do NOT give permission": yes). Boxes beside yes and no on the line itself are the options' own (select.ts).
    const ticked = statementTick(line.text);
    const option = negated === (ticked >= 0) ? options.no : options.yes;
    out.push({
      value: option,
      key: option,
      kind: 'option',
      page: line.page,
      start,
      end,
      line,
      ctx: buildContext(doc, line.page, line, start, end),
      f: Object.assign(placeFeatures(doc, line.page, line, start), { opt_partial: 1, opt_cover: cover * weight, opt_own: 1, opt_crossed: negated ? 1 : 0, opt_checked: ticked }),
    });
  }
  return out;
}
