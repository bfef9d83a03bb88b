import type { SourceDocument } from '../backend.ts';
import { keywords, stem, tokenize, type Token } from '../text.ts';
import { PLACES, PLACES_US_COUNT } from './lexicon.ts';
import { englishStemsOf, foreignMeaningOf, gatedReading, isListedWord, romanceStemsOf, writtenInGermanOrFrench, writtenInSpanishOrItalian } from './glossary.ts';
import { dayFirstEvidence, decimalCommaEvidence, findAmounts, spaceGroupEvidence } from '../values/index.ts';
import { dollarCountryOf } from '../values/dollars.ts';

/** A stretch of one line (the whole line, or one cell of a table row) with its words. Offsets are into the page text. */
export interface Segment {
  page: DocPage;
  text: string;
  start: number;
  end: number;
  /** Index of the first token in `page.tokens`, and one past the last. */
  tokenFrom: number;
  tokenTo: number;
  blank: boolean;
}

/** One line of a page, with its words. */
export interface DocLine extends Segment {
  /** Index in `Doc.lines` (reading order over every page of every source). */
  index: number;
  /**
   * Cells of a table row, as page offsets: written `a | b | c` (how the readers write table rows), or columns
   * aligned with runs of three spaces or more (plain text and PDF text: a signature block's two parties).
   */
  cells: Array<{ start: number; end: number }> | null;
  /** Its cells are columns aligned with spaces: an empty cell leaves no trace, so columns are matched by position. */
  aligned?: boolean;
}

export interface DocPage {
  index: number;
  source: SourceDocument;
  pageNo: number;
  text: string;
  /** Characters of all the pages before this one. */
  offset: number;
  lines: DocLine[];
  tokens: Token[];
}

const CELL_SEPARATOR = / \| /g;
/** A cell of a line whose columns are aligned with spaces: text apart from the next by three spaces or more (a thin space groups digits: "164 225,51"). */
const ALIGNED_CELL = /[^ ]+(?: {1,2}[^ ]+)*/g;

/**
 * The tagged pages of a run as one document in reading order: lines, tokens, and a
 * few statistics the scorer reads (which words occur on how many lines, which are
 * also written in lower case, whether numeric dates are day first). Built once
 * per run; the candidates of each field type are cached on it.
 */
export class Doc {
  readonly pages: DocPage[] = [];
  readonly lines: DocLine[] = [];
  readonly chars: number;
  /** Number of lines each word stem occurs on. */
  readonly lineDf = new Map<string, number>();
  /** Common words, not names, lower-cased: written in lower case somewhere, or a German or French word the glossary lists (German writes every noun capitalised). */
  readonly lowerSeen = new Set<string>();
  /** How to read ambiguous numeric dates in this document. */
  readonly dayFirst: boolean | undefined;
  /** Whether the document writes decimals after a comma ("1.250,00"), after a point, or does not tell. */
  readonly decimalComma: boolean | undefined;
  /** Whether the document groups thousands with a plain space ("4 674 kr"), so that a column's "4 385" is one figure. */
  readonly spaceGroups: boolean;
  readonly cache = new Map<string, unknown>();

  constructor(sources: SourceDocument[]) {
    let offset = 0;
    for (const source of sources) {
      for (const p of source.pages) {
        const page: DocPage = { index: this.pages.length, source, pageNo: p.page, text: p.text, offset, lines: [], tokens: tokenize(p.text) };
        offset += p.text.length + 1;
        this.pages.push(page);
        let start = 0;
        let t = 0;
        for (const text of p.text.split('\n')) {
          const end = start + text.length;
          const tokenFrom = t;
          while (t < page.tokens.length && page.tokens[t].start < end) t++;
          let cells: DocLine['cells'] = null;
          let aligned = false;
          if (text.includes(' | ')) {
            cells = [];
            let at = 0;
            for (const m of text.matchAll(CELL_SEPARATOR)) {
              cells.push({ start: start + at, end: start + m.index! });
              at = m.index! + m[0].length;
            }
            cells.push({ start: start + at, end });
          } else if (/\S {3,}\S/.test(text)) {
            // Only a row of words (a signature block's parties and names, two addresses side by side, a table's
            // header): a label and its figure ("Total:      79.50") and rows of figures keep their reading as a line.
            // A label spaced out from its own colon ("Programme        : Master of Science") is a label's cell, as
            // "Programme:        Master of Science" is; its value is the next.
            const found: Array<{ at: number; text: string }> = [];
            for (const m of text.matchAll(ALIGNED_CELL)) {
              const last = found[found.length - 1];
              const colon = /^[:：]\s*/.exec(m[0]);
              if (!last || !colon) {
                found.push({ at: m.index!, text: m[0] });
                continue;
              }
              last.text = text.slice(last.at, m.index! + 1);
              if (colon[0].length < m[0].length) found.push({ at: m.index! + colon[0].length, text: m[0].slice(colon[0].length) });
            }
            if (found.length > 1 && found.every((m) => /\p{L}/u.test(m.text))) {
              cells = found.map((m) => ({ start: start + m.at, end: start + m.at + m.text.length }));
              aligned = true;
            }
          }
          const line: DocLine = { index: this.lines.length, page, text, start, end, tokenFrom, tokenTo: t, blank: text.trim() === '', cells, ...(aligned && { aligned }) };
          page.lines.push(line);
          this.lines.push(line);
          start = end + 1;
        }
        // An e-mail address or a web address is written in lower case whatever its words are ("yuki_tanaka@outlook.com").
        const addresses = [...page.text.matchAll(/[^\s<>()]+@[^\s<>()]+|\b(?:https?:\/\/|www\.)\S+/gi)].map((m) => [m.index!, m.index! + m[0].length]);
        let a = 0;
        page.tokens.forEach((token, i) => {
          while (a < addresses.length && addresses[a][1] <= token.start) a++;
          if (a < addresses.length && token.start >= addresses[a][0]) return;
          const prev = page.tokens[i - 1];
          const opening = !prev || /[.!?:;]$/.test(prev.text) || /[\n\t.!?:;|•–(]| {2}/.test(page.text.slice(prev.end, token.start));
          if (/^\p{Ll}/u.test(token.text) || (/^\p{Lu}\p{Ll}/u.test(token.text) && isListedWord(token.lower, opening))) this.lowerSeen.add(token.lower);
        });
      }
    }
    this.chars = Math.max(1, offset);
    const words = this.pages.flatMap((p) => p.tokens.map((t) => t.lower));
    // In a German or French document a word that is also English means what it means there ("Carte": card).
    if (writtenInGermanOrFrench(words)) {
      for (const page of this.pages) {
        for (const token of page.tokens) {
          const meaning = foreignMeaningOf(token.lower);
          if (meaning) token.foreign = meaning;
        }
      }
    }
    // In a Spanish or Italian document its words mean what the lists say, before any German or French reading ("Importe": amount, "Scadenza": due date).
    if (writtenInSpanishOrItalian(words)) {
      for (const page of this.pages) {
        for (const token of page.tokens) {
          const meaning = /\p{L}{3,}/u.test(token.lower) ? romanceStemsOf(token.lower) : null;
          if (meaning) token.foreign = meaning;
        }
      }
    }
    // In a Dutch, Portuguese, Nordic, Polish, Czech, Finnish, Turkish, Romanian, Hungarian, Croatian or Greek document its words mean what the lists say ("Factuurnummer": invoice number, "Vencimento": due date).
    const reading = gatedReading(words);
    if (reading) {
      for (const page of this.pages) {
        for (const token of page.tokens) {
          const meaning = /\p{L}{3,}/u.test(token.lower) ? reading(token.lower) : null;
          if (meaning) token.foreign = meaning;
        }
      }
    }
    for (const line of this.lines) {
      const seen = new Set<string>();
      for (let i = line.tokenFrom; i < line.tokenTo; i++) seen.add(line.page.tokens[i].stem);
      for (const s of seen) this.lineDf.set(s, (this.lineDf.get(s) ?? 0) + 1);
    }
    const all = this.pages.map((p) => p.text).join('\n');
    this.dayFirst = dayFirstEvidence(all) ?? localeHint(all);
    this.decimalComma = decimalCommaEvidence(all);
    this.spaceGroups = spaceGroupEvidence(all, findAmounts(all));
  }

  /** The line holding a page offset. */
  lineAt(page: DocPage, offset: number): DocLine {
    const lines = page.lines;
    let lo = 0;
    let hi = lines.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lines[mid].start <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lines[lo];
  }

  /**
   * The cells of a table row as segments (page offsets, words), in column order,
   * each trimmed of the spaces around it (an empty cell is blank); `null` for a line
   * that is not a table row.
   */
  cellsOf(line: DocLine): Segment[] | null {
    if (!line.cells) return null;
    const key = `cells:${line.index}`;
    const cached = this.cache.get(key) as Segment[] | undefined;
    if (cached) return cached;
    const page = line.page;
    const out = line.cells.map((c) => {
      let start = c.start;
      let end = c.end;
      while (start < end && /\s/.test(page.text[start])) start++;
      while (end > start && /\s/.test(page.text[end - 1])) end--;
      const text = page.text.slice(start, end);
      return { page, text, start, end, tokenFrom: this.tokenIndex(page, start), tokenTo: this.tokenIndex(page, end), blank: text === '' };
    });
    this.cache.set(key, out);
    return out;
  }

  /**
   * Whether a span of a page runs over a table cell boundary: across the ` | `
   * between two cells of a row, or from one table row into another (the last cell
   * of a row and the first of the next are different cells too). A span may run
   * from a cell onto the lines after its row that are not rows (a wrapped cell, a
   * paragraph after the table).
   */
  crossesCell(page: DocPage, start: number, end: number): boolean {
    let rows = 0;
    for (let i = this.lineAt(page, start).index; i < this.lines.length; i++) {
      const l = this.lines[i];
      if (l.page !== page || l.start >= end) break;
      if (!l.cells) continue;
      if (++rows > 1) return true;
      for (let k = 1; k < l.cells.length; k++) if (start < l.cells[k].start && end > l.cells[k - 1].end) return true;
    }
    return false;
  }

  /** Index of the first token of a page that starts at or after `offset`. */
  tokenIndex(page: DocPage, offset: number): number {
    const tokens = page.tokens;
    let lo = 0;
    let hi = tokens.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tokens[mid].start < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private meant: Set<string> | null = null;

  /**
   * Whether the document says a word, by its stem, or in its own language: a Spanish contract's "DEPÓSITO" says the
   * deposit a field asks for, as its words are read in labels.
   */
  says(s: string): boolean {
    if (this.lineDf.has(s)) return true;
    if (!this.meant) {
      this.meant = new Set();
      for (const page of this.pages) for (const t of page.tokens) if (/\p{L}{3,}/u.test(t.lower)) for (const e of t.foreign ?? englishStemsOf(t.lower)) this.meant.add(e);
    }
    return this.meant.has(s);
  }

  /** Inverse document frequency of a stem over lines, scaled to [0, 1]. */
  idf(s: string): number {
    const n = this.lines.length + 1;
    return Math.log(n / ((this.lineDf.get(s) ?? 0) + 0.5)) / Math.log(n / 0.5);
  }

  /** Relative position of a page offset in the whole document, 0 at the start and 1 at the end. */
  position(page: DocPage, offset: number): number {
    return Math.min(1, (page.offset + offset) / this.chars);
  }
}

const US_PLACES = new Set([...PLACES].slice(0, PLACES_US_COUNT));

/** A date written out with its month's English name: day first ("7 April 2025", group 1) or month first ("April 7, 2025"). */
const MONTH_NAME = '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
const WRITTEN_DATE = new RegExp(`\\b(?:(\\d{1,2}(?:st|nd|rd|th)?\\.? ${MONTH_NAME},? \\d{4})|${MONTH_NAME} \\d{1,2}(?:st|nd|rd|th)?, \\d{4})\\b`, 'g');

/**
 * Hints of the locale a document was written in, for reading ambiguous numeric
 * dates: a dollar price, a US state or ZIP code says month first; another
 * currency, a place outside the US, a VAT/GST number, a non-US phone prefix or a
 * British postcode says day first; a date written out says its writer's order.
 * `undefined` when the hints are even.
 */
export function localeHint(text: string): boolean | undefined {
  let dayFirst = 0;
  let monthFirst = 0;
  // A bare "$" is the dollar of the country the document shows it is in: Australia and New Zealand write the day first.
  const country = dollarCountryOf(text.slice(0, 200_000));
  for (const a of findAmounts(text.slice(0, 200_000))) {
    if (a.currency !== 'USD') dayFirst += 1;
    else if (country === null || country === 'USD') monthFirst += 1;
    else if (country !== 'CAD') dayFirst += 1;
  }
  const lower = text.slice(0, 200_000).toLowerCase();
  for (const place of PLACES) {
    if (place.length < 4) continue;
    if (!lower.includes(place)) continue;
    if (!new RegExp(`\\b${place.replace(/[.]/g, '\\.')}\\b`).test(lower)) continue;
    if (US_PLACES.has(place) || place === 'united states' || place === 'usa') monthFirst += 1;
    else dayFirst += 1;
  }
  if (/\b(?:vat|gst|sst|mwst|tva|iva|abn)\b/.test(lower)) dayFirst += 2;
  if (/\b[A-Z]{2} \d{5}(?:-\d{4})?\b/.test(text)) monthFirst += 2;
  if (/\+(?:[2-9]\d)[\s-]?\d/.test(text)) dayFirst += 1;
  if (/\+1[\s-(]?\d{3}/.test(text)) monthFirst += 1;
  // A British postcode ("GU5 0HQ"), and dates written out the way the writer reads them: "7 April 2025" or "April 7, 2025"
  // (those of the first pages: a long document's others tell nothing more).
  if (/\b[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}\b/.test(text)) dayFirst += 2;
  for (const m of text.slice(0, 20_000).matchAll(WRITTEN_DATE)) if (m[1]) dayFirst += 1;
  else monthFirst += 1;
  if (dayFirst > monthFirst) return true;
  if (monthFirst > dayFirst) return false;
  return undefined;
}

/** Content-word stems of a text (no stop words), for quick overlap tests. */
export function contentStems(text: string): string[] {
  return keywords(text).map(stem);
}
