import type { Candidate } from './candidates/index.ts';
import { buildContext, placeFeatures } from './candidates/index.ts';
import type { Doc, DocLine, DocPage } from './doc.ts';
import { englishStemsOf } from './glossary.ts';
import { sameRootOf } from './lexical.ts';
import { OPTION_ALIASES } from './lexicon.ts';
import { boxBefore, tickBlocks, wordsAfter } from './tick-order.ts';
import { isEnglishWord, relationsOf } from './wordnet.ts';
import { stem, tokenize } from '../text.ts';

/** An option or alias as the stems of its words, joined by spaces. */
const phraseKey = (text: string) => tokenize(text).map((t) => t.stem).join(' ');

/** For an option said by one phrase of an alias group, the other phrases, as stems. */
const ALIASES = new Map<string, string[][]>();
for (const group of OPTION_ALIASES) {
  const phrases = group.map(phraseKey);
  for (const p of phrases) ALIASES.set(p, phrases.filter((q) => q !== p).map((q) => q.split(' ')));
}

/** A ticked box, or an empty one, right before an option ("[x] Yes  [ ] No", "☑ Cash"). */
const CHECKED = /(?:\[\s*[xX✓✔]\s*\]|\(\s*[xX✓✔]\s*\)|[☑☒✓✔■●◉▣])\s*$/;
const UNCHECKED = /(?:\[\s*\]|\(\s*\)|[☐□○◯])\s*$/;
const tickOf = (box: string) => (CHECKED.test(box) ? 1 : UNCHECKED.test(box) ? -1 : 0);
/**
 * The box before the few words that lead to an option on its line, when no other box or column stands between: the
 * option said again in brackets ("[X] Varışta Ödenecek (Collect)") or beside another name ("[x] EFT / direct deposit").
 */
const BOX_THEN_WORDS = /(\[\s*[xX✓✔]?\s*\]|\(\s*[xX✓✔]?\s*\)|[☑☒☐□■])(?:[ \t]?[^\s\[\]()☑☒☐□■|]+){1,3}[ \t]*[(/,]?[ \t]*$/u;
const boxBeforeWords = (before: string): string => BOX_THEN_WORDS.exec(before)?.[1] ?? '';
/** A box right before a value, or opening it: the value is a form's option ("[x] Senior", "☐ Schengen-Visum"), no name or passage. */
const BOX_RIGHT_BEFORE = /(?:\[\s*[xX✓✔]?\s*\]|[☑☒☐□■])[ \t]*$/;
export const optionOfAForm = (c: Candidate): boolean =>
  BOX_RIGHT_BEFORE.test(c.page.text.slice(Math.max(c.line.start, c.start - 12), c.start)) || LEADING_BOX.test(c.page.text.slice(c.start, c.start + 12));
/** A passage that is a form's options, not its prose: two boxes or more ("[x] Lipoderm [ ] VersaPro"), or one left empty before it. */
export const optionsOfAForm = (c: Candidate): boolean =>
  (c.page.text.slice(c.start, c.end).match(ANY_BOX)?.length ?? 0) >= 2 ||
  /(?:\[\s*\]|[☐□])[ \t]*$/.test(c.page.text.slice(Math.max(c.line.start, c.start - 12), c.start)) ||
  /^\s*(?:\[\s*\]|[☐□])/.test(c.page.text.slice(c.start, c.start + 12));
/** Whether a line ticks any box ("Method:  [ ] Cheque  [x] EFT / direct deposit"). */
export const ticksABox = (line: string): boolean => /\[\s*[xX✓✔]\s*\]|\(\s*[xX✓✔]\s*\)|[☑☒■]/.test(line);
/** A box that opens a line of a form ("[x] give permission...", "☐ I consent..."), and any box. */
const LEADING_BOX = /^\s*(?:\[\s*[xX✓✔]?\s*\]|\(\s*[xX✓✔]?\s*\)|[☑☒☐□■])/;
const ANY_BOX = /\[\s*[xX✓✔]?\s*\]|\(\s*[xX✓✔]?\s*\)|[☑☒☐□■]/g;

/**
 * Whether a form's statement is ticked (1), left empty (-1), or has no box (0): the one box that opens its line
 * ("[x] Paying by instalments (payment plan arranged ...)"). A line of several boxes is a row of options, each its own.
 */
export function statementTick(line: string): number {
  const box = LEADING_BOX.exec(line);
  return box && (line.match(ANY_BOX)?.length ?? 0) === 1 ? tickOf(box[0]) : 0;
}
const CROSSED = /(?<![\p{L}'’])(?:not|no|without|except|excluding|never|nor|ohne|kein|keine|keinen|sans|ni|aucun|aucune|sin|senza|sem|nem|zonder|geen)\s+(?:[\p{L}'’]+\s+){0,2}$/iu;
const SAYS_NOT = /(?<![\p{L}'’])(?:not|no|without|except|excluding|excl\.?|non|never)(?![\p{L}])/iu;
/** Said not to be so right after ("Cheques are not accepted", "Le paiement en espèces n'est pas accepté"). */
const CROSSED_AFTER = /^[^.;:\n]{0,25}?(?<![\p{L}])(?:(?:is|are)\s+(?:no\s+longer|not)|isn['’]t|aren['’]t|n['’](?:est|sont)\s+pas|ne\s+sont\s+pas|no\s+(?:se\s+)?(?:acepta|aceptan|admite|admiten|incluye|incluyen)|(?:wird|werden|ist|sind)\s+nicht|non\s+(?:è|sono)|não\s+(?:é|são)|(?:wordt|worden)\s+niet)\s+(?:[\p{L}]+\s+)?(?:accepted|included|covered|allowed|permitted|available|accept[ée]e?s?|inclus|incluse?s?|compris|admis|aceptad[oa]s?|incluid[oa]s?|akzeptiert|inbegriffen|m[öo]glich|gedeckt|versichert|accettat[oaie]|inclus[oaie]|aceit[oa]s?|inclu[íi]d[oa]s?|geaccepteerd|inbegrepen|mogelijk)(?![\p{L}])/iu;

/**
 * Whether an option's mention is said not to hold: a negation before it, within its sentence though the sentence
 * wraps ("we no\nlonger accept cheques", "Sin documentos ni medicamentos"), or right after it.
 */
function crossed(page: DocPage, line: DocLine, start: number, end: number): boolean {
  let from = Math.max(0, start - 30);
  const before = page.text.slice(from, start);
  // Back over a line break only inside a sentence: not past a blank line, a stop or a colon ending the line before.
  const cut = Math.max(before.lastIndexOf('\n\n'), ...[...before.matchAll(/[.:;!?]\s*\n/g)].map((m) => m.index! + m[0].length - 1));
  if (cut >= 0) from += cut + 1;
  if (from < line.start && !/\S/.test(page.text.slice(from, line.start))) from = line.start;
  return CROSSED.test(page.text.slice(from, start)) || CROSSED_AFTER.test(page.text.slice(end, end + 80));
}

/** Words that join an option's words and say nothing of it on their own ("Buildings and contents", "Bed & breakfast"). */
const JOINERS = new Set(['and', 'or', 'the', 'of', 'a', 'an', 'to', 'for', 'with', 'per', 'in', 'on', 'by', 'at', '&', '+', '/'].map((w) => stem(w)));

/** Words that only deny ("Not stated", "No claim"): met alone, in any sentence that denies anything, they say nothing of the option. */
const DENIALS = new Set(['not', 'no', 'non', 'none', 'never']);

interface OptionWord {
  /** Only denies (see DENIALS). */
  denial: boolean;
  /** The word's stem and those of its own family in WordNet. */
  forms: Set<string>;
  /** The stems of its WordNet synonyms ("phone" for Telephone, "mail" for Post): a weaker match, marked `opt_syn`. */
  synonyms: Set<string>;
}

/**
 * An option's words as a reader matches them in a document: each content word by
 * its stem and the stems of its own family in WordNet ("replacement" met as
 * "replace", "monthly" as "month"), or by a synonym; hyphenated words by their parts.
 */
function optionWords(option: string): OptionWord[] {
  const out: OptionWord[] = [];
  for (const t of tokenize(option)) {
    for (const part of t.lower.split(/[-/]/)) {
      const s = stem(part);
      if (!s || JOINERS.has(s)) continue;
      const forms = new Set([s, ...sameRootOf(part)]);
      const synonyms = new Set([...relationsOf(part).synonyms].map((w) => stem(w)).filter((x) => x.length > 2 && !forms.has(x) && !JOINERS.has(x)));
      out.push({ denial: DENIALS.has(part), forms, synonyms });
    }
  }
  return out;
}

/**
 * The stems of a token, of its hyphenated or slashed parts ("third-party" holds "third" and
 * "party", "Taxi/Rideshare" "taxi"), of the head of a compound written as one word whose other part is a
 * word too ("Mastercard" holds "card", "Giftcard" "card"; "discard" holds no card),
 * and of the English a German, French, Spanish or Italian word means ("SEPA-Lastschrift": direct debit).
 */
export function tokenStems(token: { lower: string; stem: string; foreign?: string[] }): string[] {
  // "Taxi/Rideshare" and "Credit/debit" are two words each.
  const parts = token.lower.split(/[-/]/).filter(Boolean);
  const out = parts.length > 1 ? [token.stem, ...parts.map((p) => stem(p))] : [token.stem];
  // What the word means in a document written in Spanish or Italian ("anual": annual), as doc.ts reads it.
  if (token.foreign) out.push(...token.foreign);
  for (const part of parts) out.push(...englishStemsOf(part));
  const head = compoundHead(token.lower);
  if (head) out.push(stem(head));
  return out;
}

/** Every token's stems, page by page, computed once per document (each option's words are looked for on every line). */
function tokenStemsOf(doc: Doc, page: DocPage): string[][] {
  const key = `tokenStems:${page.index}`;
  let out = doc.cache.get(key) as string[][] | undefined;
  if (!out) {
    out = page.tokens.map(tokenStems);
    doc.cache.set(key, out);
  }
  return out;
}

const headCache = new Map<string, string | null>();

function compoundHead(word: string): string | null {
  let head = headCache.get(word);
  if (head !== undefined) return head;
  head = null;
  if (/^\p{L}{8,}$/u.test(word)) {
    for (let at = 4; at <= word.length - 4 && !head; at++) if (isEnglishWord(word.slice(0, at)) && isEnglishWord(word.slice(at))) head = word.slice(at);
  }
  headCache.set(word, head);
  return head;
}

/**
 * Mentions of a select field's options in the document, with the marks around each
 * (a ticked box before it, a "not" before it): an option's words in sequence, or,
 * where they are not, its words met in one line in another form or order
 * ("Third Party Fire & Theft", "Buildings & Contents cover", "we will replace it").
 * A partial mention counts when it holds at least half the option's words or one
 * that no other option has.
 */
const NEGATING = /^(?:non|not|no|un|in|dis)[\s-]*/i;
/** A tick box, ticked or not. */
const BOX = /\[[ xX✓✔]?\]|[☐☑☒■□]/;

/** Whether one option says another's negation: "Non-exclusive", "Not covered", "No warranty", "Unfurnished". */
function isNegationOf(negation: string, option: string): boolean {
  const m = NEGATING.exec(negation.trim());
  if (!m) return false;
  const rest = negation.trim().slice(m[0].length).toLowerCase();
  return rest.length > 2 && rest === option.trim().toLowerCase();
}

export function optionCandidates(doc: Doc, options: string[]): Candidate[] {
  const out: Candidate[] = [];
  const mentioned = new Set<string>();
  const words = options.map(optionWords);
  // A word is the option's own when no other option shares any of its forms.
  const own = words.map((ws, i) => ws.map((w) => !words.some((other, j) => j !== i && other.some((o) => [...w.forms].some((s) => o.forms.has(s))))));
  const mention = (option: string, page: DocPage, line: DocLine, start: number, end: number, f: Record<string, number>, tickAt = start) => {
    mentioned.add(option);
    // An option that says "without" itself ("Worldwide excluding USA and Canada") is not crossed out by its own word ("Welt ohne USA/Kanada").
    const negating = SAYS_NOT.test(option);
    const before = page.text.slice(Math.max(line.start, tickAt - 30), tickAt);
    out.push({
      value: option,
      key: option,
      kind: 'option',
      page,
      start,
      end,
      line,
      ctx: buildContext(doc, page, line, start, end),
      f: Object.assign(placeFeatures(doc, page, line, start), f, { opt_checked: tickOf(before) || tickOf(boxBeforeWords(before)) || statementTick(line.text), opt_crossed: !negating && crossed(page, line, start, end) ? 1 : 0 }),
    });
  };
  // Another option saying the same thing ("Low" beside "Conservative") keeps its words to itself.
  const taken = new Set(options.map(phraseKey));
  options.forEach((option, o) => {
    const want = tokenize(option).map((t) => t.stem);
    if (!want.length) return;
    const ownWord = own[o].some(Boolean) ? 1 : 0;
    const exactLines = new Set<DocLine>();
    const spans: Array<{ page: DocPage; start: number; end: number }> = [];
    const aliases = (ALIASES.get(phraseKey(option)) ?? []).filter((a) => !taken.has(a.join(' ')));
    for (const page of doc.pages) {
      const toks = page.tokens;
      const stemsAt = tokenStemsOf(doc, page);
      for (const [phrase, alias] of [[want, false], ...aliases.map((a) => [a, true])] as Array<[string[], boolean]>) {
        for (let i = 0; i + phrase.length <= toks.length; i++) {
          let ok = true;
          // Another phrase for the option may be met in German or French ("équilibré" for Balanced, so Medium).
          for (let k = 0; k < phrase.length && ok; k++) if (toks[i + k].stem !== phrase[k] && !(alias && stemsAt[i + k].includes(phrase[k]))) ok = false;
          if (!ok) continue;
          // The words must stand together (no line of other text between them).
          const start = toks[i].start;
          const end = toks[i + phrase.length - 1].end;
          if (/\n\s*\n/.test(page.text.slice(start, end))) continue;
          // Another phrase for the option over its own words ("By post" over "post") is the same mention.
          if (alias && spans.some((sp) => sp.page === page && sp.start < end && start < sp.end)) continue;
          spans.push({ page, start, end });
          const line = doc.lineAt(page, start);
          exactLines.add(line);
          // Said in other words, it is met as a synonym is.
          const f: Record<string, number> = alias ? { opt_partial: 1, opt_cover: 1, opt_own: 1, opt_syn: 1 } : { opt_exact: page.text.slice(start, end) === option ? 1 : 0, opt_cover: 1, opt_own: ownWord };
          mention(option, page, line, start, end, f);
        }
      }
    }
    const ws = words[o];
    if (!ws.length) return;
    for (const line of doc.lines) {
      if (line.blank || exactLines.has(line)) continue;
      const toks = line.page.tokens;
      const stemsAt = tokenStemsOf(doc, line.page);
      let matched = 0;
      let bySynonym = 0;
      let ownMet = 0;
      let denials = 0;
      let start = Infinity;
      let end = -1;
      let ownStart = Infinity;
      let ownEnd = -1;
      ws.forEach((w, k) => {
        let at = -1;
        for (let t = line.tokenFrom; t < line.tokenTo && at < 0; t++) if (stemsAt[t].some((s) => w.forms.has(s))) at = t;
        const direct = at >= 0;
        for (let t = line.tokenFrom; t < line.tokenTo && at < 0; t++) if (stemsAt[t].some((s) => w.synonyms.has(s))) at = t;
        if (at < 0) return;
        matched++;
        if (w.denial) denials++;
        else if (own[o][k]) {
          ownMet = 1;
          ownStart = Math.min(ownStart, toks[at].start);
          ownEnd = Math.max(ownEnd, toks[at].end);
        }
        if (!direct) bySynonym++;
        start = Math.min(start, toks[at].start);
        end = Math.max(end, toks[at].end);
      });
      const cover = matched / ws.length;
      // On a line of tick boxes, words other options share ("☒ Pojištění nemovitosti  ☐ Pojištění odpovědnosti", each kind
      // of insurance) are ticked for those: they tell nothing of one with words of its own.
      if (!matched || (cover < 0.5 && !ownMet) || (matched === denials && ws.some((w) => !w.denial)) || (!ownMet && own[o].some(Boolean) && cover < 1 && BOX.test(line.text))) continue;
      // A word it shares with another option may be met at that one's mention, a box away ("[x] Oljepanna  [ ] Vedpanna":
      // a boiler either way): its tick box is the one before its own words.
      const apart = ownMet && (BOX.test(line.page.text.slice(start, ownStart)) || BOX.test(line.page.text.slice(ownEnd, end)));
      mention(option, line.page, line, start, end, { opt_partial: 1, opt_cover: cover, opt_own: ownMet, opt_syn: bySynonym / ws.length }, apart ? ownStart : start);
    }
  });
  // An option said with "not" before it is the option that negates it, where one does ("not exclusive" is "Non-exclusive").
  for (const c of [...out]) {
    if (!c.f.opt_crossed) continue;
    const negated = options.find((o) => o !== c.value && isNegationOf(o, String(c.value)));
    if (!negated) continue;
    out.splice(out.indexOf(c), 1);
    // Cited with its "not": "not exclusive".
    const from = Math.max(c.line.start, c.start - 30);
    const not = CROSSED.exec(c.page.text.slice(from, c.start));
    mention(negated, c.page, c.line, not ? from + not.index : c.start, c.end, { opt_partial: 1, opt_cover: 1, opt_own: 1, opt_syn: 1 });
  }
  // A word an option shares with another ("Grid" of Grid Planner), met inside the other's own mention ("[X] Grid Suite
  // Core"), is the other's: its tick says nothing of this option.
  const whole = out.filter((c) => c.f.opt_cover === 1 && !c.f.opt_partial);
  for (const c of [...out]) if (c.f.opt_partial && whole.some((w) => w.value !== c.value && w.page === c.page && w.start <= c.start && c.end <= w.end)) out.splice(out.indexOf(c), 1);
  // A block of boxes one per option, the options read at their own boxes: the rest are read by their places.
  for (const block of tickBlocks(doc)) {
    if (block.boxes.length !== options.length || new Set(options).size !== options.length) continue;
    const placed = new Set<number>();
    let misplaced = false;
    for (const c of out) {
      const i = c.f.opt_own ? boxBefore(block, c.page, c.start) : -1;
      if (i < 0) continue;
      if (options[i] === c.value) placed.add(i);
      else misplaced = true;
    }
    if (misplaced || !placed.size) continue;
    options.forEach((option, i) => {
      const { start, end } = wordsAfter(block, i);
      if (placed.has(i) || end <= start) return;
      const line = block.boxes[i].line;
      mention(option, line.page, line, start, end, { opt_cover: 1, opt_own: 1 });
    });
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

const TICKED_BOX = /\[\s*[xX✓✔]\s*\]|\(\s*[xX✓✔]\s*\)|[☑☒■]/g;

/**
 * The lines of each block of tick boxes an option was met in that tick a box no option stands right after: the form
 * ticks something the options' words were not read in ("☒ Råvildt  ☒ Fasan  ☒ Hare" read only as Hare). A block is the
 * run of lines with boxes around an option's line.
 */
export function strayTickLines(doc: Doc, cands: Candidate[]): Set<DocLine> {
  const out = new Set<DocLine>();
  const seen = new Set<DocLine>();
  const hasBox = (l: DocLine | undefined) => !!l && !l.blank && BOX.test(l.text);
  for (const c of cands) {
    if (!c.f.opt_checked || seen.has(c.line)) continue;
    let from = c.line.index;
    let to = c.line.index;
    while (from > 0 && doc.lines[from - 1].page === c.page && hasBox(doc.lines[from - 1])) from--;
    while (to + 1 < doc.lines.length && doc.lines[to + 1].page === c.page && hasBox(doc.lines[to + 1])) to++;
    const block = doc.lines.slice(from, to + 1);
    for (const l of block) seen.add(l);
    const stray = block.some((l) =>
      [...l.text.matchAll(TICKED_BOX)].some((m) => {
        const box = l.start + m.index! + m[0].length;
        // Explained by an option whose words follow the box, with no other box between.
        return !cands.some((o) => o.line === l && o.start >= box && o.start - box <= 40 && !BOX.test(l.page.text.slice(box, o.start)));
      }),
    );
    if (stray) for (const l of block) out.add(l);
  }
  return out;
}
