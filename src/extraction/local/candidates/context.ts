import type { Doc, DocLine, DocPage } from '../doc.ts';
import { contentWords } from '../field.ts';
import { EXCLUDING, excludedAt, stem, type Token } from '../../text.ts';
import { isCurrencyCode } from '../../values/currency.ts';
import { englishStemsOf, FOREIGN_FUNCTION_WORDS, phraseAt } from '../glossary.ts';
import { endOfLabel } from '../ends.ts';
import { irregularVerbOf, isEnglishWord } from '../wordnet.ts';
import { inAddresseeBlock, isLetterhead, otherSide, sideOfParty, writerSide } from './direction.ts';
import { headingPair, labelAlone, paragraphTokens, sideBySideRow } from './layout.ts';
import { CUSTOMER_ROLE_STEMS, PROVIDER_ROLE_STEMS, partyRoleSide } from './party-roles.ts';
import type { Context, Side } from './types.ts';

// A plus sign may open the value after its label ("Telephone: +61 412 338 907").
const SEPARATOR_BEFORE = /(?:[:：=#>|]|\t| {2,}|\.{3,}|…|\s[-–—]\s?)\s*\+?$/;

const CONTEXT_STOPWORDS = new Set(contentWords.stopwords);

/**
 * The stems of the words of some tokens, less stopwords and what a word of EXCLUDING leaves
 * out; a German or French word adds the stems of the English it means ("Rechnungsdatum").
 */
export function stemsOf(tokens: Token[]): string[] {
  const out: string[] = [];
  const lower = tokens.map((t) => t.lower);
  tokens.forEach((t, i) => {
    // A phrase the glossary lists says what its words alone do not ("Chiffre d'affaires": turnover).
    const phrase = lower.length > 1 ? phraseAt(lower, i) : null;
    if (phrase) for (let j = 0; j < phrase.stems.length; j++) out.push(phrase.stems[j]);
    if (!/\p{L}/u.test(t.text) || CONTEXT_STOPWORDS.has(t.lower) || excludedAt(tokens, i)) return;
    out.push(t.stem);
    // An irregular verb says its lemma too: "I bought it on…" tells of a purchase as "purchased" does.
    const verb = t.foreign ? undefined : irregularVerbOf(t.lower);
    if (verb) out.push(stem(verb));
    const english = t.foreign ?? englishStemsOf(t.lower);
    for (let j = 0; j < english.length; j++) out.push(english[j]);
    // Words joined by a slash or a hyphen are each a word of the label: "Versicherungsnehmer/in" (a German word and
    // its feminine ending), "Name/Vorname", "Kunden-Nr.", "Liefer-Datum".
    if (/[/-]/.test(t.lower)) {
      for (const part of t.lower.split(/[/-]/)) {
        if (part.length < 3 || !/^\p{L}+$/u.test(part) || CONTEXT_STOPWORDS.has(part)) continue;
        out.push(stem(part), ...englishStemsOf(part));
      }
      // And as one word, as a field's name may write it: "Sub-total" is a subtotal, "E-mail" an email.
      if (/^\p{L}+-\p{L}+$/u.test(t.lower)) out.push(stem(t.lower.replace('-', '')));
    }
  });
  return out;
}

/** The stems of a label, without the words it excludes ("Total excl. VAT" names a total). */
export function labelStemsOf(tokens: Token[]): string[] {
  tokens = withoutIncluded(tokens);
  const cut = tokens.findIndex((t) => EXCLUDING.has(t.lower));
  // What is left when something is taken out is a net amount ("Total before tax" names a net total).
  return withEnd(tokens, cut > 0 ? [...stemsOf(tokens.slice(0, cut)), NET] : stemsOf(tokens));
}

/** A label's stems with the mark of the end of a stay it names ("Booked in", "Date out"; see ends.ts). */
function withEnd(tokens: Token[], stems: string[]): string[] {
  const end = endOfLabel(tokens);
  return end ? [...stems, end] : stems;
}

const NET = stem('net');

const INCLUDING = new Set(['incl', 'incl.', 'including', 'inclusive', 'inkl', 'inkl.', 'inklusive', 'inklusiv', 'inclusief', 'inkluderet', 'inkludert', 'incluido', 'incluida', 'incluidos', 'inclusa', 'compresa', 'compreso', 'inclus', 'incluse', 'compris', 'comprise', 'incluído', 'incluída', 'včetně', 'vč', 'vrátane', 'sisältäen', 'sis', 'dahil', 'inclusiv', 'łącznie', 'uključujući', 'uklj']);
/** "With" before a tax's name says the same ("najam s PDV-om", "z VAT", "con IVA", "mit MwSt."). */
const WITH = new Set(['with', 'mit', 'avec', 'con', 'com', 'met', 'med', 's', 'se', 'z', 'ze', 'cu']);
const TAX_NAMES = new Set(['vat', 'tax', 'gst', 'hst', 'mwst', 'ust', 'iva', 'tva', 'btw', 'moms', 'mva', 'alv', 'kdv', 'áfa', 'afa', 'dph', 'pdv', 'ddv', 'fpa', 'φπα', 'tvsh', 'pvm', 'käibemaks']);
const includes = (tokens: Token[], k: number) =>
  INCLUDING.has(tokens[k].lower) || (WITH.has(tokens[k].lower) && k + 1 < tokens.length && TAX_NAMES.has(tokens[k + 1].lower.replace(/[-.].*$/, '')));

/**
 * A label without what it says is included: "TOTAL (GST INCL.)" and "Price incl. VAT" name a total and a price,
 * not the tax in them. What follows the word is included, or, when it ends the label, the word before it; a
 * label that says nothing else ("VAT included") is left whole.
 */
function withoutIncluded(tokens: Token[]): Token[] {
  const k = tokens.findIndex((_, i) => includes(tokens, i));
  if (k < 0) return tokens;
  // A currency after the label ("TOTAL (GST INCL.)  SGD  55.55") is the amount's, not what is included.
  const ends = tokens.slice(k + 1).every((t) => isCurrencyCode(t.text) || !/\p{L}/u.test(t.text));
  const rest = ends ? [...tokens.slice(0, Math.max(0, k - 1)), ...tokens.slice(k + 1)] : tokens.slice(0, k);
  // The word itself stays: "Total incl. VAT" still answers a total asked with its VAT.
  return rest.some((t) => /\p{L}/u.test(t.text) && !CONTEXT_STOPWORDS.has(t.lower)) ? [...rest, tokens[k]] : tokens;
}

/**
 * A label that names whom its value acts for: "For the Customer:", "For and on behalf of Acme Ltd:", "Pour le client :",
 * "Für den Auftraggeber:". Its value is the party's representative, not the party ("For the attention of" is the addressee).
 */
const ACTS_FOR = /^\s*(?:(?:for\s+and\s+)?on\s+behalf\s+of\b.*|for\s+the\s+(?!attention\b)\p{L}+(?:\s+\p{L}+){0,2}|pour\s+(?:le|la|l['’])\s*(?!attention\b)\p{L}+(?:\s+\p{L}+){0,2}|f(?:ü|ue)r\s+(?:den|die|das)\s+\p{L}+(?:\s+\p{L}+){0,2})\s*[:：]?\s*$/iu;

/** Whether a label's words are all English ones, or German and French ones the glossary reads (stopwords aside), so that what it names can be read. */
function inEnglish(tokens: Token[]): boolean {
  const words = tokens.filter((t) => /^\p{L}{3,}$/u.test(t.text) && !CONTEXT_STOPWORDS.has(t.lower) && !FOREIGN_FUNCTION_WORDS.has(t.lower));
  return words.length > 0 && words.every((t) => isEnglishWord(t.lower) || englishStemsOf(t.lower).length > 0);
}

/** A line that ends in an e-mail or a web address: a letterhead's contact line, not a label. */
const ENDS_IN_VALUE = /(?:^|\s)\S*(?:@|www\.|https?:)\S*\s*$/i;

/** A label and its value, then a wide gap before more words: the end of a pair spaced out along a line. */
const PAIR_BEFORE = /[:：][ \t]*[^\s:：][^:：]*?[ \t]{3,}(?=\S)/g;

/** Builds a candidate's contexts from its span. `segmentStart` cuts the left label after the previous value on the line. */
export function buildContext(doc: Doc, page: DocPage, line: DocLine, start: number, end: number, segmentStart = line.start): Context {
  const tokens = page.tokens;
  const first = doc.tokenIndex(page, start);
  let last = doc.tokenIndex(page, end);
  if (last < first) last = first;
  // In a table row the label is in the value's cell ("Name: A") or in the cell before it ("Name | A"), never
  // further left; in side-by-side blocks ("Name: A | Name: B") only in its own cell: the cell before is another block's.
  const col = line.cells ? line.cells.findIndex((c) => start >= c.start && start <= c.end) : -1;
  const sideBySide = col >= 0 && sideBySideRow(doc, line);
  // A totals row leaves the cells between its label and its amount empty ("VAT 20% | | | 50.00"): the label is the nearest cell with words.
  let labelCol = col - 1;
  while (labelCol > 0 && page.text.slice(line.cells![labelCol].start, line.cells![labelCol].end).trim() === '') labelCol--;
  // Column headings, or the values under them, are no labels of the cell beside them.
  // Pairs side by side may each be a label alone and its value in the next cell ("Plate:   RTB4E27     Colour: Silver").
  const ownCell = col === 0 || (sideBySide && !(col === labelCol + 1 && labelAlone(page.text.slice(line.cells![labelCol].start, line.cells![labelCol].end)))) || headingPair(doc, line);
  if (col >= 0) segmentStart = Math.max(segmentStart, line.cells![ownCell ? col : labelCol].start);
  // Left: tokens of the line before the value (at most 8, closest first).
  let leftFrom = Math.max(line.tokenFrom, doc.tokenIndex(page, segmentStart), first - 8);
  // A role defined in brackets before the value ('Acme Ltd ("Client") and Beta LLC') names the name before it, not this one.
  const leftText = page.text.slice(tokens[leftFrom]?.start ?? start, start);
  const defined = leftText.match(/[”"’']\s*\)/g);
  if (defined) leftFrom = Math.max(leftFrom, doc.tokenIndex(page, (tokens[leftFrom]?.start ?? start) + leftText.lastIndexOf(defined[defined.length - 1]) + defined[defined.length - 1].length));
  // Pairs spaced out along a line ("Status:   ISSUED      Issued Date:   02/26/2025"): the label starts after the wide gap that ends the previous pair.
  const pairGap = [...page.text.slice(tokens[leftFrom]?.start ?? start, start).matchAll(PAIR_BEFORE)].pop();
  if (pairGap) leftFrom = Math.max(leftFrom, doc.tokenIndex(page, (tokens[leftFrom]?.start ?? start) + pairGap.index! + pairGap[0].length));
  let leftTokens = tokens.slice(leftFrom, first);
  // A sentence wrapped just before the value ("... DNI 22.514.803, CUIT\n20-22514803-7, con domicilio en ..."): the
  // words ending the line above are its left, where that line is prose (long, no stop, no columns) and the sentence
  // goes on after the value (a value alone on its line is a form's, under its label: "above" reads that).
  if (leftTokens.length === 0 && first === line.tokenFrom) leftTokens = wrappedLeft(doc, page, line, end);
  // A list of values each named by a bracket after it ("CHG-0007731 (emergency change), PRB-0000912 (problem)"): a value's
  // own bracket labels it, and the brackets of the values before it label them, not it.
  const kindAfter = listedKind(page, line, start, end);
  if (kindAfter) leftTokens = [...leftTokens.filter((t) => !insideBracket(page, line, t.start)), ...tokens.slice(doc.tokenIndex(page, kindAfter.start), doc.tokenIndex(page, kindAfter.end))];
  const before = page.text.slice(leftTokens.length ? leftTokens[leftTokens.length - 1].end : line.start, start);
  const leftSep = leftTokens.length > 0 && (SEPARATOR_BEFORE.test(before) || before.trim() === '' && /[:：]$/.test(page.text.slice(line.start, start).trimEnd()));
  // Above: the nearest line above with letters, within three lines (in side-by-side blocks, the cell above in the value's column).
  let above: string[] = [];
  let aboveSide: Side = null;
  let aboveDist = 0;
  let aboveEnglish = false;
  let aboveActsFor = false;
  let aboveHeads = false;
  // A value with its own label before it on a plain line ("Total: £1,200.00") is not labelled by the line above
  // ("VAT: £200.00"). In side-by-side blocks the cell above stays: a signature block stacks "By:" over "Name:".
  const ownLabel = !sideBySide && leftSep && leftTokens.some((t) => /\p{L}/u.test(t.text));
  // In a table row the line above is another row, or the header row whose cell over the value is read as the header
  // below; the whole header row read as one label ("Order # | Date | Delivery") names every column at once.
  const inTable = col >= 0 && !sideBySide;
  for (let i = line.index - 1, d = 1; !ownLabel && !inTable && i >= 0 && d <= 3; i--) {
    const l = doc.lines[i];
    if (l.page !== page) break;
    if (l.blank) continue;
    const cellsAbove = sideBySide ? doc.cellsOf(l) : null;
    const over = cellsAbove && cellsAbove.length === line.cells!.length ? cellsAbove[col] : l;
    const lt = tokens.slice(over.tokenFrom, over.tokenTo);
    // Words that start right of where the value ends are another column's ("Mailing Date: ..." over an addressee's name).
    if (!cellsAbove && lt.length && lt[0].start - l.start > end - line.start) {
      d++;
      continue;
    }
    if (lt.some((t) => /\p{L}/u.test(t.text))) {
      // Only a short line can be a label; a line of prose above says nothing of this value, nor does a letterhead's
      // contact line ("Tel 01423 506 218  |  accounts@hollybrookvets.co.uk" over a web address).
      if (lt.length <= 10 && !ENDS_IN_VALUE.test(page.text.slice(over.start, over.end))) {
        above = labelStemsOf(lt.slice(-8));
        aboveEnglish = inEnglish(lt.slice(-8));
        aboveDist = d;
        // Of two columns set apart by spaces, the words that start right of where the value ends are the other
        // column's: they do not say whose it is ("Aan:                Factuurnummer: 2025-0381" over an addressee's name).
        const own = cellsAbove ? over : leftColumnOf(l, end - line.start) ?? over;
        aboveSide = sideOf(doc, page.text.slice(own.start, own.end));
        aboveActsFor = d === 1 && ACTS_FOR.test(page.text.slice(over.start, over.end));
        aboveHeads = /[:：]\s*$/.test(page.text.slice(over.start, over.end));
      }
      break;
    }
    d++;
  }
  // Header: in a table row, the cell above in the same column of the nearest row of words, and of the first of the
  // rows of words stacked right over it: a signature table stacks a role over a firm over a name ("Contractor / Northwind Ltd / Claire
  // Dubois"), and the name is the contractor's, not only the firm's.
  let header: string[] = [];
  // ...and which side of an exchange it heads: "Shipper | Consignee" over two addresses, "Contractor | Client" over two names.
  let headerSide: Side = null;
  if (col >= 0) {
    let nearest: string[] | null = null;
    let top: string[] = [];
    for (let i = line.index - 1; i >= 0 && i >= line.index - 30; i--) {
      const l = doc.lines[i];
      if (l.page !== page || !l.cells) break;
      if (l.cells.length !== line.cells!.length) continue;
      const cell = page.text.slice(l.cells[col].start, l.cells[col].end);
      // A row of the table's body (a figure in another cell: "Employee NIC | | 434.36") heads no column, however
      // word-like its own cell; a header row may hold years ("Note | 2024 | 2023").
      if (l.cells.some((c) => isBodyCell(page.text.slice(c.start, c.end).replace(/^[\s|]+|[\s|]+$/g, '')))) {
        if (nearest) break;
        continue;
      }
      if (/\p{L}/u.test(cell) && !/\d/.test(cell)) {
        const cellTokens = tokens.slice(doc.tokenIndex(page, l.cells[col].start), doc.tokenIndex(page, l.cells[col].end));
        const stems = labelStemsOf(cellTokens);
        if (!nearest) nearest = stems;
        else top = stems;
        headerSide = sideOf(doc, cell, cellTokens) ?? headerSide;
      } else if (nearest) break;
    }
    header = nearest ? (top.length ? [...nearest, ...top] : nearest) : [];
  }
  // A value inside a block (the third line of an address) is named by the block's heading ("Bill to:"), further up.
  const heading = ownLabel || inTable ? NO_HEADING : blockHeading(doc, line);
  // Which side of an exchange the value's label puts it on: its own label, else the line above, else the block's heading.
  // A letterhead names whoever wrote the document, whatever role its name says ("National Organ Donor Register").
  // ...and in its sentence: "placed on 2021-08-26. It was delivered" does not say the date was a delivery.
  const sentFrom = sentenceBound(page, first, -1);
  // Without a label, a sentence of a sale: "I bought it from ValuTech" names the seller, "sold it to Acme" the buyer.
  const labelled = ownLabel ? (sideOf(doc, page.text.slice(leftTokens[0].start, start), leftTokens) ?? headerSide ?? (inTable && !labelPair(doc, line) ? null : sectionSide(doc, line))) : isLetterhead(doc, line) && (leftTokens.length === 0 || letterheadValues(line)) ? writerSide(doc) : (aboveSide ?? headerSide ?? heading.side ?? partyRoleSide(doc, line, start) ?? (inAddresseeBlock(doc, line, start) ? otherSide(writerSide(doc)) : null));
  const side = labelled ?? (leftSep ? null : saleSide(page.text.slice(tokens[sentFrom]?.start ?? start, start)));
  const sentTo = sentenceBound(page, last, 1);
  // The neighbourhood stays in the value's paragraph: lines wrapped from one sentence, not the label lines around a form value.
  const [lo, hi] = paragraphTokens(doc, line);
  // Header of a column aligned with spaces (plain-text tables): the cell of a header line above that starts at or before the value's column.
  if (!header.length && /\S {2,}\S/.test(line.text)) header = alignedHeader(doc, page, line, start);
  return {
    left: setOf(labelStemsOf(leftTokens)),
    leftEnglish: inEnglish(leftTokens),
    leftSep,
    // Without a separator, a few words that open the line and a value that closes it (or its cell): "Invoice date 2024-03-01", not "This Agreement is made between Acme Ltd and ...".
    leftLabel: leftSep || (leftTokens.length > 0 && leftTokens.length <= 5 && leftFrom === Math.max(line.tokenFrom, doc.tokenIndex(page, segmentStart)) && /^\s*(?:\||$)/.test(page.text.slice(end, line.end))),
    above: setOf(above),
    aboveEnglish,
    aboveDist,
    aboveHeads,
    header: setOf(header),
    heading: setOf(heading.stems),
    side,
    actsFor: ownLabel ? ACTS_FOR.test(page.text.slice(leftTokens[0].start, start).replace(/[\s:：]+$/, '')) : aboveActsFor,
    near: setOf(stemsOf([...tokens.slice(Math.max(lo, sentFrom, first - 4), first), ...tokens.slice(last, Math.min(hi, sentTo, last + 3))])),
    window: setOf(stemsOf([...tokens.slice(Math.max(lo, sentFrom, first - 14), first), ...tokens.slice(last, Math.min(hi, sentTo, last + 6))])),
    inside: setOf(stemsOf(tokens.slice(first, Math.min(last, first + 60)))),
  };
}

function wrappedLeft(doc: Doc, page: DocPage, line: DocLine, end: number): DocPage['tokens'] {
  const prev = doc.lines[line.index - 1];
  if (!prev || prev.page !== page || prev.blank || line.cells || prev.cells) return [];
  if (!/\p{L}{2,}/u.test(page.text.slice(end, line.end)) || prev.text.trim().length < 40 || /[.!?:;|]\s*$|\S {2,}\S/.test(prev.text)) return [];
  return page.tokens.slice(Math.max(prev.tokenFrom, prev.tokenTo - 4), prev.tokenTo);
}

/** A bracket of words after a value, in a list of such values on its line ("A-1 (change), B-2 (problem)"): the span of its words. */
function listedKind(page: DocPage, line: DocLine, start: number, end: number): { start: number; end: number } | null {
  const m = /^\s*\(\s*(\p{L}[\p{L} .'’-]{0,30}?)\s*\)\s*(?:[,;]|$)/u.exec(page.text.slice(end, line.end));
  if (!m) return null;
  const listed = /\)\s*[,;]/.test(page.text.slice(line.start, start)) || /^\s*[,;]/.test(page.text.slice(end + m[0].length - 1, line.end));
  if (!listed) return null;
  const from = end + m[0].indexOf(m[1]);
  return { start: from, end: from + m[1].length };
}

/** A line's words up to a gap of spaces after which the next word starts right of a column, when it has such a gap. */
function leftColumnOf(l: DocLine, column: number): { start: number; end: number; tokenFrom: number; tokenTo: number } | null {
  for (const m of l.text.matchAll(/\S(\s{3,})(?=\S)/g)) {
    if (m.index! + m[0].length <= column) continue;
    const end = l.start + m.index! + 1;
    let tokenTo = l.tokenFrom;
    while (tokenTo < l.tokenTo && l.page.tokens[tokenTo].end <= end) tokenTo++;
    return { start: l.start, end, tokenFrom: l.tokenFrom, tokenTo };
  }
  return null;
}

/** Whether a place on a line is inside brackets closed before the place's own words end. */
function insideBracket(page: DocPage, line: DocLine, at: number): boolean {
  const before = page.text.slice(line.start, at);
  return before.lastIndexOf('(') > before.lastIndexOf(')');
}

/** A table cell holding a figure or a numeric date ("434.36", "(12)", "01/06/2022"), not a year or a unit heading ("2024", "£000"). */
const FIGURE = /^\s*[-−(]?\s*\p{Sc}?\s*\d[\d,.' ]*\s*\)?\s*%?\s*\p{Sc}?\s*$/u;
const NUMERIC_DATE = /^\s*\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\s*$/;
const isBodyCell = (cell: string) => (FIGURE.test(cell) && !/^\s*(?:(?:19|20)\d{2}|\p{Sc}?\s*'?0{3})\s*$/u.test(cell)) || NUMERIC_DATE.test(cell);

/** Most contexts of a long document are empty (no header, no heading): they share one set, which nothing writes to. */
const NO_WORDS: ReadonlySet<string> = new Set();
const setOf = (stems: string[]): Set<string> => (stems.length ? new Set(stems) : (NO_WORDS as Set<string>));

const SEGMENT = /\S+(?: \S+)*/g;

/**
 * The header of a column aligned with spaces: the cell, starting at or before the value's column, of the nearest
 * line above without digits, and of the first of the lines of words stacked right over it. A signature block stacks a role over a firm over
 * a name ("Contractor / Northwind Ltd / Claire Dubois"): the name is the contractor's, not only the firm's.
 */
function alignedHeader(doc: Doc, page: DocPage, line: DocLine, start: number): string[] {
  const col = start - line.start;
  const cellAt = (l: DocLine, segs: RegExpMatchArray[]): string[] => {
    let best: RegExpMatchArray | undefined;
    for (const seg of segs) if (seg.index! <= col + 1) best = seg;
    if (!best) return [];
    const from = l.start + best.index!;
    const toks = page.tokens.slice(doc.tokenIndex(page, from), doc.tokenIndex(page, from + best[0].length));
    return withEnd(toks, stemsOf(toks));
  };
  let nearest: string[] | null = null;
  let top: string[] = [];
  for (let i = line.index - 1; i >= 0 && i >= line.index - 12; i--) {
    const l = doc.lines[i];
    if (l.page !== page) break;
    // The block ends at a blank line once its nearest header is found; before, a blank may part header and rows.
    if (l.blank) {
      if (nearest) break;
      continue;
    }
    const segs = [...l.text.matchAll(SEGMENT)];
    // A row's description runs on, indented, onto a line of its own ("    (okres 02.06–30.06.2025)"): still rows.
    if (segs.length < 2 && !nearest && /^\s/.test(l.text) && /\d/.test(l.text) && /\p{L}/u.test(l.text)) continue;
    if (segs.length < 2) break;
    // A label and its value ("Solicitant:      AGRO VALEA SRL") head no column: the lines are a form's, not a table's.
    if (/[:：]$/.test(segs[0][0])) break;
    // Rows of figures stand between the value and its header; over the header, they end its block.
    if (/\d/.test(l.text)) {
      if (nearest) break;
      continue;
    }
    const cell = cellAt(l, segs);
    if (!nearest) {
      if (!cell.length) return [];
      nearest = cell;
    } else if (cell.length) top = cell;
  }
  if (!nearest) return [];
  return top.length ? [...nearest, ...top] : nearest;
}

/** A sentence's end between two tokens: a full stop, question or exclamation mark and a space. */
const SENTENCE_GAP = /[.!?]["'”’)]*\s/;

/** Whether a sentence ends before token `i`: a stop and a space, then a capital ("No. 12" goes on). */
const endsSentence = (page: DocPage, i: number) =>
  SENTENCE_GAP.test(page.text.slice(page.tokens[i - 1].end, page.tokens[i].start + 1)) && /^\p{Lu}/u.test(page.tokens[i].text) && !ABBREVIATIONS.has(page.tokens[i - 1].lower);

/** Words written with a stop that ends no sentence ("Total excl. VAT", "Acme Co. Ltd"). */
const ABBREVIATIONS = new Set(['excl', 'incl', 'approx', 'no', 'nr', 'ref', 'inc', 'ltd', 'co', 'corp', 'mr', 'mrs', 'ms', 'dr', 'st', 'vs', 'etc', 'dept', 'tel', 'fig', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec']);

/**
 * The first token past the sentence boundary nearest token `from`, looking back (`dir` -1: the index of the first
 * token of the sentence) or ahead (+1: the index after its last), within 16 tokens.
 */
function sentenceBound(page: DocPage, from: number, dir: -1 | 1): number {
  const toks = page.tokens;
  if (dir < 0) {
    for (let i = Math.min(from, toks.length - 1); i > 0 && i > from - 16; i--) if (endsSentence(page, i)) return i;
    return 0;
  }
  for (let i = Math.max(from, 1); i < toks.length && i < from + 16; i++) if (endsSentence(page, i)) return i;
  return toks.length;
}

const HEADING_LINES = 6;
/** A line of a letterhead's values (its address, its telephone), not a sentence: a few words, no two small ones in a row. */
const letterheadValues = (line: DocLine) => line.tokenTo - line.tokenFrom <= 14 && !/(?<!\p{L})\p{Ll}{2,}\s+\p{Ll}{2,}(?!\p{L})/u.test(line.text);

interface Heading {
  stems: string[];
  side: Side;
}
const NO_HEADING: Heading = { stems: [], side: null };

/**
 * The side of a sale a label names: "Bill to", "Ship to", "Sold to", "Invoice to" name the customer; "Remit to"
 * the one who is paid. "From", "Issued by" and a bare "To" name whoever wrote the document and whom it is
 * addressed to: which side that is depends on the document (on a purchase order the writer is the buyer).
 */
function sideOf(doc: Doc, label: string, tokens?: Token[]): Side {
  // A table row puts " | " between a label and its value ("De: | Sophie Marchand").
  const text = label.replace(/[\s:：#|-]+$/, '');
  if (/\b(?:remit|pay|payable)\s+to$/i.test(text)) return 'from';
  if (/\b(?:bill(?:ed)?|ship(?:ped)?|sold|invoice[ds]?|deliver(?:ed|y)?|charged?|consign(?:ed)?)\s+to$/i.test(text)) return 'to';
  if (/\b(?:supplied|invoiced|billed|sold)\s+by$/i.test(text)) return 'from';
  if (/^\s*from\b/i.test(text) || /\bissued\s+by$/i.test(text)) return sideOfParty(doc, 'writer');
  // "To" and "Addressee" in the languages read: "Para", "Aan", "Till", "Do", "Către", "Kime", "Címzett", "Vastaanottaja".
  if (/^\s*(?:to|an|à|para|aan|till?|do|komu|către|catre|kime|címzett)$/iu.test(text) || /^\s*(?:empfänger|destinataires?|destinatari[oa]|destinatári[oa]|ontvanger|mottagare|modtager|mottaker|odbiorca|adresát|adresat|příjemce|vastaanottaja|alıcı)$/iu.test(text)) return sideOfParty(doc, 'addressee');
  // The same in German and French; the payee is who issued the bill ("Zahlungsempfänger", "Bénéficiaire").
  if (/(?:zahlungsempfänger|bénéficiaire)$/iu.test(text)) return 'from';
  // "Rechnung an", "Lieferanschrift", "Livrer à", "Adresse de facturation".
  if (/(?:\b(?:rechnung|lieferung|liefern|versand)\s+an|(?:rechnungs|liefer|versand)(?:anschrift|adresse)|empfänger|\b(?:factur|livr|expédi)(?:er|é|ée)\s+à|\badresse\s+de\s+(?:facturation|livraison)|\bdestinataires?)$/iu.test(text)) return 'to';
  // "Absender", "Émetteur": the writer; "Lieferant", "Fournisseur": the supplier.
  if (/^(?:von|absender|aussteller|de|expéditeur|émetteur|remitente|mittente|remetente|van|afzender|från|fra|avsändare|afsender|avsender|od|nadawca|odesílatel|expeditor|kimden|gönderen|feladó|lähettäjä)$/iu.test(text.trim())) return sideOfParty(doc, 'writer');
  if (/^(?:lieferant|fournisseur)$/iu.test(text.trim())) return 'from';
  // A short label naming a role, in English or as the document's language reads it: "Tenant:", "Account holder",
  // "Lender's name", "Mieter:", "NAJMOPRIMAC:".
  const roles = text.split(/[^\p{L}]+/u).filter(Boolean);
  if (roles.length > 4) return null;
  const read = (w: string) => [stem(w), ...(tokens?.find((t) => t.text === w)?.foreign ?? englishStemsOf(w.toLowerCase()))];
  const to = roles.some((w) => read(w).some((s) => CUSTOMER_ROLE_STEMS.has(s)));
  const from = roles.some((w) => read(w).some((s) => PROVIDER_ROLE_STEMS.has(s)));
  return to !== from ? (to ? 'to' : 'from') : null;
}

/** The side a sentence of a sale puts the name that ends it on ("bought my vacuum from", "sold the car to"). */
function saleSide(before: string): Side {
  if (/\b(?:bought|buy|buying|purchased?|purchasing|ordered|order|rented|hired|acquired)\b(?:\s+\S+){0,8}?\s+from\s*$/i.test(before)) return 'from';
  // French and German: "acheté le 3 janvier chez", "commandé auprès de"; "Ich habe am 15.04.2020 bei" (the verb comes after).
  if (/(?<!\p{L})(?:achet|command|acqui)\p{L}*(?:\s+\S+){0,8}?\s+(?:chez|auprès\s+(?:de|du|des))\s*$/iu.test(before)) return 'from';
  if (/(?<!\p{L})(?:habe|hat|haben|wurde)(?:\s+\S+){0,8}?\s+bei\s*$/iu.test(before)) return 'from';
  if (/\b(?:sold|sell|selling|supplied|delivered|shipped|invoiced|billed)\b(?:\s+\S+){0,8}?\s+to\s*$/i.test(before)) return 'to';
  // The doer after a passive verb: "sold by", "vendu par", "verkauft von"; "bought by", "acheté par", "gekauft von".
  if (/(?<!\p{L})(?:sold|supplied|vendu|vendue|fourni|fournie|verkauft|geliefert)\s+(?:by|par|von|durch)\s*$/iu.test(before)) return 'from';
  if (/(?<!\p{L})(?:bought|purchased|ordered|achet[ée]e?|command[ée]e?|gekauft|bestellt)\s+(?:by|par|von|durch)\s*$/iu.test(before)) return 'to';
  return null;
}

/** A line of two cells that is a label and its value, spaced apart ("Postcode:             LA9 4RS"), not a table's row. */
function labelPair(doc: Doc, line: DocLine): boolean {
  const cells = doc.cellsOf(line);
  return !!cells && cells.length === 2 && /[:：]\s*$/.test(cells[0].text);
}

/**
 * The side a form's section puts its labelled lines on: the heading in capitals over a run of "Label: value" lines
 * ("CLIENT" over "Raison sociale : Boulangerie Martel & Fils", "Adresse du site : ..."; "TO (Recipient)" over "Postcode: 6160").
 */
function sectionSide(doc: Doc, line: DocLine): Side {
  const key = `section-side:${line.index}`;
  if (doc.cache.has(key)) return doc.cache.get(key) as Side;
  let out: Side = null;
  for (let i = line.index - 1, seen = 0; i >= 0 && seen < HEADING_LINES; i--) {
    const l = doc.lines[i];
    if (l.page !== line.page || (l.cells && !labelPair(doc, l))) break;
    if (l.blank) continue;
    seen++;
    const toks = l.page.tokens.slice(l.tokenFrom, l.tokenTo);
    if (toks.length > 10) break;
    if (/[:：]/.test(l.text)) continue;
    // A word in brackets may gloss the heading ("FROM (Sender)", "TO (Recipient)").
    const bare = l.text.replace(/\s*\([^()]*\)/g, '');
    if (toks.length <= 4 && /\p{L}/u.test(bare) && !/\p{Ll}/u.test(bare)) out = sideOf(doc, bare);
    break;
  }
  doc.cache.set(key, out);
  return out;
}

/**
 * The heading of the block of short lines a line stands in: the nearest line above, within the block, that
 * ends with a colon ("Bill to:"), or the label before the colon of the block's first line ("Customer: Acme
 * Ltd"), or a short line in capitals ("SHIP TO"). A long line or a table row ends the block.
 */
function blockHeading(doc: Doc, line: DocLine): Heading {
  const key = `heading:${line.index}`;
  const cached = doc.cache.get(key) as Heading | undefined;
  if (cached) return cached;
  let out = NO_HEADING;
  for (let i = line.index - 1, seen = 0; i >= 0 && seen < HEADING_LINES; i--) {
    const l = doc.lines[i];
    if (l.page !== line.page || l.cells) break;
    // Blank lines do not end a block: some readers put one between every paragraph (DOCX).
    if (l.blank) continue;
    seen++;
    const toks = l.page.tokens.slice(l.tokenFrom, l.tokenTo);
    if (toks.length > 10) break;
    const colon = l.text.search(/[:：]/);
    // The line right above is the value's label (`above`), not a heading further up.
    if (colon >= 0) {
      if (seen > 1) out = { stems: labelStemsOf(toks.filter((t) => t.end <= l.start + colon)), side: sideOf(doc, l.text.slice(0, colon), toks) };
      break;
    }
    if (toks.length <= 4 && toks.every((t) => /\p{L}/u.test(t.text) && !/\p{Ll}/u.test(t.text))) {
      if (seen > 1) out = { stems: labelStemsOf(toks), side: sideOf(doc, l.text, toks) };
      break;
    }
  }
  doc.cache.set(key, out);
  return out;
}
