/** Word-level helpers shared by the local extractor's parts. */

const STOPWORDS = new Set(
  'a an the of for to in on at by and or is are was were be been this that these those it its with from as what which who whom whose when where how any all each per our your their his her my we you they he she i me us them if then than so such into onto upon about over under between within without not no yes do does did has have had will would shall should can could may might must field value name document text number amount date type one some other'.split(
    ' ',
  ),
);

/** Lower-cased word tokens, splitting snake_case and camelCase. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    // "e-mail" is one word, as "email" is.
    .replace(/\be-mail/g, 'email')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function keywords(text: string): string[] {
  return [...new Set(words(text).filter((w) => !STOPWORDS.has(w) && w.length > 1))];
}

/**
 * Light stemming so "invoices"/"invoice", "dated"/"date" and "governing"/"governed"
 * meet: plural and verb endings go, then a final e and a doubled consonant.
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ss|ll|zz)$/.test(w)) w = w.slice(0, -1);
  // British spelling doubles a final l after an unstressed syllable ("travelled", "cancelling"); "call" and "spell" keep theirs.
  else if (w.endsWith('ll') && (w.slice(0, -2).match(/[aeiouy]+/g)?.length ?? 0) >= 2) w = w.slice(0, -1);
  return w;
}

/** A word of a page with its span: letters and digits, with inner apostrophes, dots, hyphens and ampersands kept. */
export interface Token {
  text: string;
  lower: string;
  stem: string;
  start: number;
  end: number;
  /** In a German or French document, what a word that is also English means there ("Carte", "Prime", "Police"). */
  foreign?: string[];
}

/** Words after which a text names what is left out: "Total excl. VAT" is not the VAT. */
// "exkl. MwSt", "zzgl. MwSt", "eks. mva", "hors TVA", "exclusief btw".
const EXCLUDING_ABROAD = ['exkl', 'exkl.', 'exklusive', 'zzgl', 'zzgl.', 'zuzüglich', 'eks', 'eks.', 'ekskl', 'ekskl.', 'exclusief', 'hors'];
export const EXCLUDING = new Set(['excl', 'excl.', 'excluding', 'exclusive', 'ex', 'without', 'before', 'less', 'minus', 'pre', ...EXCLUDING_ABROAD]);

/** The words of EXCLUDING that leave out what follows them in prose too ("before" and "less" often do not). */
const LEAVES_OUT = new Set(['excl', 'excl.', 'excluding', 'exclusive', 'ex', ...EXCLUDING_ABROAD]);

/** Whether token `i` is a word that a word of LEAVES_OUT one or two tokens before it leaves out ("excl. sales tax"). */
export function excludedAt(tokens: Token[], i: number): boolean {
  return (i >= 1 && LEAVES_OUT.has(tokens[i - 1].lower)) || (i >= 2 && LEAVES_OUT.has(tokens[i - 2].lower) && /\p{L}/u.test(tokens[i - 1].text));
}

const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}]|['’.\-&/](?=[\p{L}\p{N}]))*\.?|&|¢|[$€£¥₹]/gu;

/** The word tokens of a text with their offsets. A trailing dot stays only on an abbreviation or initial ("Inc.", "M."). */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    let t = m[0];
    if (t.endsWith('.') && !isAbbreviation(t)) t = t.slice(0, -1);
    if (!t) continue;
    // Turkish capital İ lower-cases to "i" and a combining dot ("BİLDİRİM"): the word is read without it.
    const lower = t.toLowerCase().replace(/\u0307/g, '');
    out.push({ text: t, lower, stem: stem(lower.replace(/\.$/, '')), start: m.index!, end: m.index! + t.length });
  }
  return out;
}

const ABBREVIATIONS = new Set(['inc.', 'corp.', 'co.', 'ltd.', 'bhd.', 'no.', 'jr.', 'sr.', 'st.', 'mr.', 'mrs.', 'ms.', 'dr.', 'prof.', 'u.s.', 'n.a.', 'l.p.', 'p.c.', 'l.l.c.', 's.a.', 'n.v.', 'b.v.', 'a.g.', 'ave.', 'rd.', 'blvd.', 'p.o.', 'esq.', 'ii.', 'iii.']);

function isAbbreviation(token: string): boolean {
  const lower = token.toLowerCase();
  if (ABBREVIATIONS.has(lower)) return true;
  // Initials ("M.") and dotted acronyms ("U.S.A.").
  return /^\p{L}\.$/u.test(token) || /^(?:\p{L}\.){2,}$/u.test(token);
}

export interface Line {
  text: string;
  /** Offset of the line in its page text. */
  start: number;
}

export function splitLines(page: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const text of page.split('\n')) {
    lines.push({ text, start });
    start += text.length + 1;
  }
  return lines;
}

export interface Sentence {
  text: string;
  start: number;
}

/**
 * Sentences with their offsets. A sentence may run over a line break where the
 * line was wrapped (it ends without punctuation and the next line goes on in lower
 * case, or it is long); otherwise a line end also ends a sentence, so label lines
 * ("Total: $5") stay apart. The text between the offsets is exactly the page's.
 */
/**
 * Whether a long line is a form's line, not a sentence wrapped onto the next: it ends in a blank to fill in
 * ("Importer's reference (if any): ________"), or the next opens with a label of its own ("Importer's telephone:").
 */
export function endsForm(line: string, next: string): boolean {
  return /(?:_{3,}|\.{4,}|…{2,})\s*$/.test(line) || /^\s*\p{Lu}[^\s:：.]*(?:\s+[^\s:：.]+){0,4}\s*[:：]\s/u.test(next);
}

export function splitSentences(page: string): Sentence[] {
  const out: Sentence[] = [];
  const lines = splitLines(page);
  let blockStart = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1];
    const wrapped =
      next !== undefined &&
      line.text.trim() !== '' &&
      !/[.!?:;]\s*$/.test(line.text) &&
      !endsForm(line.text, next.text) &&
      (/^\s*[\p{Ll}(]/u.test(next.text) || (line.text.length > 60 && /^\s*\S/.test(next.text)));
    if (wrapped) continue;
    const end = line.start + line.text.length;
    pushSentences(page.slice(blockStart, end), blockStart, out);
    blockStart = end + 1;
  }
  return out;
}

const ORDINAL_MONTH = /^\s+(?:(?:jan(?:uar)?|j[äa]nner|feb(?:ruar)?|m[äa]rz|apr(?:il)?|mai|jun[ie]?|jul[ie]?|aug(?:ust)?|sep(?:t(?:ember)?)?|okt(?:ober)?|nov(?:ember)?|dez(?:ember)?)\b|\d{1,2}\.\s*\d{2,4}\b|\d{4}\b)/iu;
const ABBREVIATION_BEFORE = /(?<![\p{L}\p{N}])(?:inc|ltd|co|corp|no|nos|mr|mrs|ms|dr|prof|st|jr|sr|vs|etc|e\.g|i\.e|u\.s|art|sec|para|fig|approx|dept|est|ave|blvd|rd)\.$/iu;
// An initial is a capital alone: case matters, and \b would see one after a letter outside ASCII ("køl.").
const INITIAL_BEFORE = /(?<![\p{L}\p{N}])\p{Lu}\.$/u;
const noBreakAfter = (text: string) => ABBREVIATION_BEFORE.test(text) || INITIAL_BEFORE.test(text);

/** Cuts a block into sentences at . ! ? followed by white space, but not after abbreviations and initials ("Inc.", "J."), nor inside numbers ("1.5"). */
function pushSentences(block: string, offset: number, out: Sentence[]): void {
  let start = 0;
  const push = (end: number) => {
    const raw = block.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text.length > 1) out.push({ text, start: offset + start + lead });
    start = end;
  };
  for (const m of block.matchAll(/[.!?]+(?=\s|$)/g)) {
    const end = m.index! + m[0].length;
    if (m[0] === '.' && noBreakAfter(block.slice(Math.max(start, end - 12), end))) continue;
    // A word in lower case after the dot on its line goes on with the sentence: the dot closed an abbreviation of
    // another language's ("efter aftale med køkkenchefen pr. telefon", "ca. 20 Minuten" aside, "z. B. bei").
    if (m[0] === '.' && /^[ \t]+\p{Ll}/u.test(block.slice(end, end + 3)) && /\p{L}{1,4}\.$/u.test(block.slice(Math.max(start, end - 6), end))) continue;
    // A day written as an ordinal before its month ("bis zum 28. März 2019", "am 3. Mai"): a date, not a sentence's end.
    if (m[0] === '.' && /\b\d{1,2}\.$/.test(block.slice(Math.max(start, end - 4), end)) && ORDINAL_MONTH.test(block.slice(end, end + 12))) continue;
    push(end);
  }
  if (start < block.length) push(block.length);
}
