import type { Doc, DocLine, Segment } from '../doc.ts';
import { alignedColumns, besideCell, nextNonBlank, prevNonBlank } from './layout.ts';
import { addressScore, isSuffix, lineFeatures } from './shapes.ts';
import type { Add } from './types.ts';

// English, German, French and Dutch closings; "See you in June," closes a letter as "Best," does.
const CLOSINGS = String.raw`(?:(?:with\s+)?(?:(?:best|kind|warm|warmest|many)\s+)?(?:regards|wishes|thanks)|thank\s+you|sincerely|yours(?:\s+(?:sincerely|faithfully|truly))?|cheers|best|all\s+the\s+best|warmly|respectfully|take\s+care|talk\s+soon|see\s+you(?:\s+(?:soon|there|then|(?:in|on|at|next)\s+[\p{L}\d]+))?|mit\s+freundlichen\s+gr(?:ü|ue)(?:ß|ss)en|(?:viele|beste|freundliche|herzliche|liebe)\s+gr(?:ü|ue)(?:ß|ss)e|(?:bien\s+)?cordialement|bien\s+(?:à|a)\s+vous|(?:sinc(?:è|e)res|meilleures)\s+salutations|met\s+vriendelijke\s+groet(?:en)?)`;
const SIGN_OFF = new RegExp(`^\\s*${CLOSINGS}\\s*[,.!]?\\s*$`, 'iu');
const SIGN_OFF_INLINE = new RegExp(`^\\s*${CLOSINGS}\\s*[,!-]\\s*(?=\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}[\\p{L}'’-]+){0,3}\\s*$)`, 'iu');

/** "For the attention of": the words before the name a document is addressed to ("FAO Tom Ashworth", "Attn: Accounts", "z. Hd. Frau Berger"). */
const ATTENTION = /^\s*(?:fao|attn|attention|for\s+the\s+attention\s+of|z\.\s*hd\.?|zu\s+h(?:än|aen)den(?:\s+von)?|(?:à\s+)?l['’]attention\s+de)\b\s*[.:]?\s*(?=\p{L})/iu;

const GREETING = /^\s*(?:dear|hello|hi|good\s+(?:morning|afternoon|evening))\s+(?:(?:mr|mrs|ms|miss|mx|dr|prof|sir|madam|herr|frau|monsieur|madame)\.?\s+)*([\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+){0,2})\s*[,:!]?\s*$/iu;

/** A line that greets someone: "Dear Mr Bianchi,", "Hello Maria". */
export const isGreeting = (text: string): boolean => GREETING.test(text);

/** The words of the names a document greets ("Dear Mr Bianchi," gives "bianchi"), lower-cased: whom it is written to. */
export function greetedWords(doc: Doc): Set<string> {
  const cached = doc.cache.get('greeted') as Set<string> | undefined;
  if (cached) return cached;
  const out = new Set<string>();
  for (const line of doc.lines) {
    const m = line.blank ? null : GREETING.exec(line.text);
    if (m) for (const w of m[1].toLowerCase().split(/\s+/)) out.add(w);
  }
  doc.cache.set('greeted', out);
  return out;
}

const HEADER_DATE = /^\s*(?:sent|date|datum|envoy[ée]|gesendet)\s*:/i;
const HEADER_FROM = /^\s*(?:from|von|de)\s*:/i;
const HEADER_FIELD = /^\s*(?:from|to|cc|bcc|reply-to|subject|re|sent|date|von|an|betreff|datum|gesendet|de|à|a|objet|envoy[ée]|cc)\s*:/i;

/** The "From:" line of the mail header a header line stands in: header fields around it, blank lines between them allowed (a document's paragraphs). */
function headerFromLine(doc: Doc, line: DocLine): DocLine | undefined {
  for (const dir of [-1, 1]) {
    for (let i = line.index + dir, n = 0; n < 6 && i >= 0 && i < doc.lines.length && doc.lines[i].page === line.page; i += dir) {
      const l = doc.lines[i];
      if (l.blank) continue;
      if (HEADER_FROM.test(l.text)) return l;
      if (!HEADER_FIELD.test(l.text)) break;
      n++;
    }
  }
  return undefined;
}

/** Whether `line` is a mail header's date line ("Sent: 2023-12-24" by a "From:" line): when a message of a thread was written. */
export const isHeaderDate = (doc: Doc, line: DocLine): boolean => HEADER_DATE.test(line.text) && headerFromLine(doc, line) !== undefined;

/**
 * For a value on a mail header's date line ("Sent: 2023-12-24"), whether that message's
 * "From:" names someone the document greets (the customer a reply is written to), or
 * someone else; undefined when the value is on no header's date line.
 */
export function headerAuthorGreeted(doc: Doc, line: DocLine): boolean | undefined {
  if (!HEADER_DATE.test(line.text)) return undefined;
  const from = headerFromLine(doc, line);
  if (!from) return undefined;
  const greeted = greetedWords(doc);
  return from.text.toLowerCase().split(/[^\p{L}'’-]+/u).some((w) => greeted.has(w));
}

/**
 * Whether `line` goes on with a name begun on the line above it ("POPULAR BOOK" over
 * "CO. (M) SDN BHD", "ENTERPRISE (SETIA" over "ALAM) SDN BHD"): it opens with a legal
 * form or closes a bracket the line above opened, and the line above is a short line
 * of words, not a label, a number or an address.
 */
function continuesName(line: Segment, above: Segment | undefined): boolean {
  if (!above || above.blank || above.page !== line.page) return false;
  const n = above.tokenTo - above.tokenFrom;
  if (n === 0 || n > 8 || /[\d:@]/.test(above.text) || !/\p{L}/u.test(above.text)) return false;
  const first = line.page.tokens[line.tokenFrom];
  return (first !== undefined && isSuffix(first)) || /^[^(]*\)/.test(line.text.trim()) || /[&(]\s*$/.test(above.text) || /\([^)]*$/.test(above.text);
}

/** A line opened by a preposition and "the" before a capitalised name ("In the County Court at Manchester", "Before the Tribunal"). */
const PLACED_IN = /^\s*(?:[Ii]n|[Aa]t|[Bb]efore|[Ii]m|[Aa]m|[Bb]eim|[Aa]u|[Aa]uprès\s+du|[Dd]evant\s+le)\s+(?:the\s+)?(?=\p{Lu})/u;

const SIGNING_LINE = /^\s*(?:signed|signature|executed|in\s+witness\s+whereof|for\s+and\s+on\s+behalf)\b/i;

function signedAbove(doc: Doc, seg: Segment): boolean {
  const at = doc.lineAt(seg.page, seg.start).index;
  for (let i = at - 1; i >= 0 && i >= at - 4 && doc.lines[i].page === seg.page; i--) if (SIGNING_LINE.test(doc.lines[i].text)) return true;
  return false;
}

/** A short line, or a cell of a table row, as an answer; `prev` and `next` are what stands above and below it. */
function lineCandidate(doc: Doc, add: Add, seg: Segment, prev: Segment | undefined, next: Segment | undefined, nameTail = 0): void {
  const n = seg.tokenTo - seg.tokenFrom;
  if (seg.blank || n === 0 || n > 14) return;
  if (!/\p{L}/u.test(seg.text)) return;
  // A cell of a label alone ("Student ID:") names a value; it is none.
  if (/^[^:：]{1,60}[:：]\s*$/.test(seg.text) && doc.lineAt(seg.page, seg.start).text !== seg.text) return;
  const f = lineFeatures(doc, seg);
  f.next_addr = next ? addressScore(next) : 0;
  f.prev_addr = prev ? addressScore(prev) : 0;
  // The name under a closing ("Kind regards," / "Thanks,") signs the message: its author.
  if (prev && SIGN_OFF.test(prev.text)) f.signoff = 1;
  // A person's name a few lines under "Signed for and on behalf of ..." (a signature table's row of names) signs.
  if (f.c_person && !/[:：]/.test(seg.text) && signedAbove(doc, seg)) f.signer = 1;
  // The end of a name that began on the line above is not the whole name.
  if (nameTail) f.name_tail = 1;
  // "FAO Tom Ashworth": the name is what follows the words that direct the letter to it.
  // "In the County Court at Manchester": the name of what the line places the matter in, without its preposition.
  const attention = ATTENTION.exec(seg.text) ?? PLACED_IN.exec(seg.text);
  add('line', seg.page, seg.start + (attention ? attention[0].length : 0), seg.end, f);
  // "Thanks, Maria Lopez": a closing and the name on one line.
  const closing = SIGN_OFF_INLINE.exec(seg.text);
  if (closing) add('line', seg.page, seg.start + closing[0].length, seg.end, { ...lineFeatures(doc, seg), signoff: 1 });
  // "99 SPEED MART S/B (519537-X)": a name followed by a bracketed registration number.
  const bracket = /\s*\([^()]*\d[^()]*\)[\s,;.]*$/.exec(seg.text);
  if (bracket && bracket.index > 0) add('line', seg.page, seg.start, seg.start + bracket.index, { ...f, bracket: 1 });
}

export function lineCandidates(doc: Doc, add: Add): void {
  for (const line of doc.lines) {
    if (line.blank) continue;
    const cells = doc.cellsOf(line);
    if (cells) {
      // A table row is one answer per cell: the two parties of a signature block, a label and its value. Words beside a
      // figure or a code in a row of two filled cells ("Staff ID | 006533", "Employee NIC |  | 434.36") are its label, no answer.
      const filled = cells.filter((c) => !c.blank);
      const labelled = filled.length === 2 && filled[0] === cells[0] && /\d/.test(filled[1].text) && !/\d/.test(cells[0].text) && cells[0].tokenTo - cells[0].tokenFrom <= 4;
      cells.forEach((cell, col) => (col > 0 || !labelled) && lineCandidate(doc, add, cell, besideCell(doc, line, col, -1), besideCell(doc, line, col, 1)));
      continue;
    }
    // A column of a row of figures aligned with spaces is an answer of its own: the unit of a result, the name in a task's row.
    for (const col of alignedColumns(doc, line)) lineCandidate(doc, add, col, undefined, undefined);
    const n = line.tokenTo - line.tokenFrom;
    const startsInside = continuesName(line, prevNonBlank(doc, line)) ? 1 : 0;
    lineCandidate(doc, add, line, prevNonBlank(doc, line), nextNonBlank(doc, line), startsInside);
    if (n === 0 || n > 14 || !/\p{L}/u.test(line.text)) continue;
    const f = lineFeatures(doc, line);
    // A name wrapped over two short lines ("HOME MASTER HARDWARE &" / "ELECTRICAL"), or over three when the
    // third goes on with it ("AIK HUAT HARDWARE" / "ENTERPRISE (SETIA" / "ALAM) SDN BHD"). (Not onto a table
    // row, whose cells are answers of their own: `add` drops the span.)
    let tokens = n;
    let c_org = f.c_org;
    for (let k = 1; k <= 2; k++) {
      const below = doc.lines[line.index + k];
      const above = doc.lines[line.index + k - 1];
      if (!below || below.page !== line.page || below.blank || !/\p{L}/u.test(below.text) || /\d{3,}/.test(below.text)) break;
      tokens += below.tokenTo - below.tokenFrom;
      if (tokens > (k === 1 ? 10 : 12)) break;
      const wrapped = continuesName(below, above);
      if (k === 2 && !wrapped) break;
      c_org = Math.max(c_org, lineFeatures(doc, below).c_org);
      const joined = doc.lines.slice(line.index, line.index + k + 1).map((l) => l.text.trim()).join(' ');
      const end = /\s*\([^()]*\d[^()]*\)\s*$/.exec(below.text);
      const stop = end ? below.start + end.index : below.end;
      const features = { ...f, c_org, e_len: Math.min(1, tokens / 12), next_addr: 0, name_wrapped: wrapped ? 1 : 0, name_tail: startsInside };
      add('line2', line.page, line.start, stop, features, (end ? joined.replace(/\s*\([^()]*\d[^()]*\)\s*$/, '') : joined).replace(/\s+/g, ' '));
    }
  }
}
