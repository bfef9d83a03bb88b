import type { FieldType } from '../../domain/tool-runs.ts';
import type { Doc, DocLine, DocPage, Segment } from './doc.ts';
import { contentWords } from './field.ts';
import { NOT_NAME_WORDS, NUMBER_WORDS, ORG_SUFFIXES, ORG_WORDS, PLACE_MAX_WORDS, PLACES, STREET_WORDS } from './lexicon.ts';
import { splitSentences, tokenize, type Token } from './text.ts';
import { findCurrencyCodes, findCurrencyValues, findDates, findIds, findNumbers, findPercentages, findUrls, type ValueMatch } from './values.ts';

/** Where a candidate's label may be: the words before it on its line, the line above, its table column's header, its neighbourhood. */
export interface Context {
  left: Set<string>;
  /** The left label ends with a separator (`:`, `=`, a tab, a wide gap, dot leaders) right before the value. */
  leftSep: boolean;
  above: Set<string>;
  /** Lines between the value and the label line above (1 = the line right above). */
  aboveDist: number;
  header: Set<string>;
  near: Set<string>;
  window: Set<string>;
  /** The candidate's own words (at most 60). */
  inside: Set<string>;
}

/** A possible answer: a value, the span it was read from, and the field-independent facts about it. */
export interface Candidate {
  value: unknown;
  /** Candidates with the same key say the same thing (agreement). */
  key: string;
  kind: string;
  page: DocPage;
  start: number;
  end: number;
  line: DocLine;
  ctx: Context;
  /** The role a document defines for a name ("Client" in `Acme Ltd (the "Client")`), as stems. */
  defined?: Set<string>;
  /** Field-independent features, 0 to 1 (or small counts, squashed). */
  f: Record<string, number>;
}

const SEPARATOR_BEFORE = /(?:[:：=#>|]|\t| {2,}|\.{3,}|…|\s[-–—]\s?)\s*$/;

const CONTEXT_STOPWORDS = new Set(contentWords.stopwords);

function stemsOf(tokens: Token[]): string[] {
  const out: string[] = [];
  for (const t of tokens) if (/\p{L}/u.test(t.text) && !CONTEXT_STOPWORDS.has(t.lower)) out.push(t.stem);
  return out;
}

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
  if (col >= 0) segmentStart = Math.max(segmentStart, line.cells![col === 0 || sideBySide ? col : col - 1].start);
  // Left: tokens of the line before the value (at most 8, closest first).
  const leftFrom = Math.max(line.tokenFrom, doc.tokenIndex(page, segmentStart), first - 8);
  const leftTokens = tokens.slice(leftFrom, first);
  const before = page.text.slice(leftTokens.length ? leftTokens[leftTokens.length - 1].end : line.start, start);
  const leftSep = leftTokens.length > 0 && (SEPARATOR_BEFORE.test(before) || before.trim() === '' && /[:：]$/.test(page.text.slice(line.start, start).trimEnd()));
  // Above: the nearest line above with letters, within three lines (in side-by-side blocks, the cell above in the value's column).
  let above: string[] = [];
  let aboveDist = 0;
  for (let i = line.index - 1, d = 1; i >= 0 && d <= 3; i--) {
    const l = doc.lines[i];
    if (l.page !== page) break;
    if (l.blank) continue;
    const cellsAbove = sideBySide ? doc.cellsOf(l) : null;
    const over = cellsAbove && cellsAbove.length === line.cells!.length ? cellsAbove[col] : l;
    const lt = tokens.slice(over.tokenFrom, over.tokenTo);
    if (lt.some((t) => /\p{L}/u.test(t.text))) {
      // Only a short line can be a label; a line of prose above says nothing of this value.
      if (lt.length <= 10) {
        above = stemsOf(lt.slice(-8));
        aboveDist = d;
      }
      break;
    }
    d++;
  }
  // Header: in a table row, the cell of the header row above in the same column.
  let header: string[] = [];
  if (col >= 0) {
    for (let i = line.index - 1; i >= 0 && i >= line.index - 30; i--) {
      const l = doc.lines[i];
      if (l.page !== page || !l.cells) break;
      if (l.cells.length !== line.cells!.length) continue;
      const cell = page.text.slice(l.cells[col].start, l.cells[col].end);
      if (/\p{L}/u.test(cell) && !/\d/.test(cell)) {
        header = stemsOf(tokens.slice(doc.tokenIndex(page, l.cells[col].start), doc.tokenIndex(page, l.cells[col].end)));
        break;
      }
    }
  }
  // The neighbourhood stays in the value's paragraph: lines wrapped from one sentence, not the label lines around a form value.
  const [lo, hi] = paragraphTokens(doc, line);
  // Header of a column aligned with spaces (plain-text tables): the cell of a header line above that starts at or before the value's column.
  if (!header.length && /\S {2,}\S/.test(line.text)) header = alignedHeader(doc, page, line, start);
  return {
    left: new Set(stemsOf(leftTokens)),
    leftSep,
    above: new Set(above),
    aboveDist,
    header: new Set(header),
    near: new Set(stemsOf([...tokens.slice(Math.max(lo, first - 4), first), ...tokens.slice(last, Math.min(hi, last + 3))])),
    window: new Set(stemsOf([...tokens.slice(Math.max(lo, first - 14), first), ...tokens.slice(last, Math.min(hi, last + 6))])),
    inside: new Set(stemsOf(tokens.slice(first, Math.min(last, first + 60)))),
  };
}

/** A cell that carries its own label: "Name: A", or a label alone ("Date:"). */
function ownLabel(cell: Segment): boolean {
  const m = CELL_LABEL_SEPARATOR.exec(cell.text) ?? /^([^:：=|\t]{1,60})[:：]$/.exec(cell.text);
  return m !== null && isLabel(m[1]);
}

/**
 * Whether a table row is part of blocks written side by side (the signature blocks of two parties, two
 * addresses): some row of its table has two cells with labels of their own ("Name: A | Name: B") or two cells
 * alike ("Signature | Signature"; words, not numbers). Its table: the rows with as many cells around it, across
 * blank lines and up to two other lines (a wrapped cell) between rows.
 */
function sideBySideRow(doc: Doc, line: DocLine): boolean {
  const key = `sbs:${line.index}`;
  const cached = doc.cache.get(key) as boolean | undefined;
  if (cached !== undefined) return cached;
  const rows: DocLine[] = [line];
  for (const dir of [-1, 1]) {
    let others = 0;
    for (let i = line.index + dir; i >= 0 && i < doc.lines.length && Math.abs(i - line.index) <= 30; i += dir) {
      const l = doc.lines[i];
      if (l.page !== line.page) break;
      if (l.blank) continue;
      if (!l.cells || l.cells.length !== line.cells!.length) {
        if (++others > 2) break;
        continue;
      }
      others = 0;
      rows.push(l);
    }
  }
  const out = rows.some((row) => {
    const cells = doc.cellsOf(row)!.filter((c) => !c.blank);
    if (cells.filter(ownLabel).length >= 2) return true;
    const texts = cells.filter((c) => /\p{L}/u.test(c.text)).map((c) => c.text.toLowerCase());
    return new Set(texts).size < texts.length;
  });
  doc.cache.set(key, out);
  return out;
}

/** Whether two consecutive lines belong to one paragraph (a wrapped sentence). */
function continues(a: DocLine, b: DocLine): boolean {
  if (a.blank || b.blank || a.page !== b.page) return false;
  if (a.text.length > 50 && b.text.length > 20) return true;
  return !/[.:;!?]\s*$/.test(a.text) && /^\s*\p{Ll}/u.test(b.text);
}

function paragraphTokens(doc: Doc, line: DocLine): [number, number] {
  const key = `para:${line.index}`;
  const cached = doc.cache.get(key) as [number, number] | undefined;
  if (cached) return cached;
  let a = line;
  for (let i = line.index - 1, n = 0; i >= 0 && n < 6 && continues(doc.lines[i], a); i--, n++) a = doc.lines[i];
  let b = line;
  for (let i = line.index + 1, n = 0; i < doc.lines.length && n < 6 && continues(b, doc.lines[i]); i++, n++) b = doc.lines[i];
  const out: [number, number] = [a.tokenFrom, b.tokenTo];
  doc.cache.set(key, out);
  return out;
}

const SEGMENT = /\S+(?: \S+)*/g;

function alignedHeader(doc: Doc, page: DocPage, line: DocLine, start: number): string[] {
  const col = start - line.start;
  for (let i = line.index - 1; i >= 0 && i >= line.index - 12; i--) {
    const l = doc.lines[i];
    if (l.page !== page || l.blank) {
      if (l.page !== page) break;
      continue;
    }
    const segs = [...l.text.matchAll(SEGMENT)];
    if (segs.length < 2) break;
    if (/\d/.test(l.text)) continue;
    let best: RegExpMatchArray | undefined;
    for (const seg of segs) if (seg.index! <= col + 1) best = seg;
    if (!best) return [];
    const from = l.start + best.index!;
    return stemsOf(page.tokens.slice(doc.tokenIndex(page, from), doc.tokenIndex(page, from + best[0].length)));
  }
  return [];
}

/** Common features of where a span stands. */
export function placeFeatures(doc: Doc, page: DocPage, line: DocLine, start: number): Record<string, number> {
  const nonBlankBefore = countNonBlankBefore(doc, line);
  return {
    pos: doc.position(page, start),
    page1: page.index === 0 ? 1 : 0,
    top: Math.exp(-nonBlankBefore / 6),
    table: line.cells ? 1 : 0,
  };
}

function countNonBlankBefore(doc: Doc, line: DocLine): number {
  const key = `nb:${line.index}`;
  const cached = doc.cache.get(key) as number | undefined;
  if (cached !== undefined) return cached;
  let n = 0;
  for (const l of doc.lines) {
    if (l.index >= line.index) break;
    if (!l.blank) n++;
    if (n > 60) break;
  }
  doc.cache.set(key, n);
  return n;
}

/** Candidates of a field type in a document, computed once per type and run. */
export function candidatesFor(doc: Doc, type: FieldType): Candidate[] {
  const cacheKey = `cands:${type}`;
  const cached = doc.cache.get(cacheKey) as Candidate[] | undefined;
  if (cached) return cached;
  let out: Candidate[];
  switch (type) {
    case 'text':
      out = textCandidates(doc, false);
      break;
    case 'verbatim':
      out = textCandidates(doc, true);
      break;
    case 'single_select':
    case 'multi_select':
      out = [];
      break;
    default:
      out = valueCandidates(doc, type);
  }
  doc.cache.set(cacheKey, out);
  return out;
}

// ---------------------------------------------------------------------------
// Typed values: dates, numbers, amounts, percentages, ids, urls, currency codes

function finder(doc: Doc, type: FieldType): (text: string) => Array<ValueMatch & { marked?: boolean }> {
  switch (type) {
    case 'date':
      return (t) => findDates(t, { dayFirst: doc.dayFirst });
    case 'number':
      return findNumbers;
    case 'percentage':
      return findPercentages;
    case 'currency':
      return findCurrencyValues;
    case 'currency_symbol':
      return findCurrencyCodes;
    case 'url':
      return findUrls;
    default:
      return findIds;
  }
}

const MONEY_BESIDE = /(?:[$€£¥₹]|\b[A-Z]{2,3}\$?|\bRM)\s?$/;
const TIME = /\b\d{1,2}:\d{2}(?::\d{2})?\b/g;
const PHONE = /(?:\+?\d[\d ()-]{6,}\d)/g;

function valueCandidates(doc: Doc, type: FieldType): Candidate[] {
  const find = finder(doc, type);
  const out: Candidate[] = [];
  // Spans that are something else: dates, times, phone numbers (a number inside one is not a quantity).
  const needsOthers = type === 'number' || type === 'currency' || type === 'id_alphanumeric' || type === 'percentage';
  for (const page of doc.pages) {
    const matches = find(page.text);
    const others: Array<[number, number, string]> = [];
    if (needsOthers) {
      for (const d of findDates(page.text, { dayFirst: doc.dayFirst })) others.push([d.start, d.end, 'date']);
      for (const m of page.text.matchAll(TIME)) others.push([m.index!, m.index! + m[0].length, 'time']);
      if (type !== 'id_alphanumeric') for (const m of page.text.matchAll(PHONE)) if (/[ ()-]/.test(m[0].trim())) others.push([m.index!, m.index! + m[0].length, 'phone']);
      if (type !== 'percentage') for (const p of findPercentages(page.text)) others.push([p.start, p.end, 'pct']);
      if (type !== 'id_alphanumeric') for (const p of findIds(page.text)) if (/\p{L}/u.test(String(p.value))) others.push([p.start, p.end, 'id']);
    }
    let prevEnd = -1;
    let prevLine = -1;
    for (const m of matches) {
      const line = doc.lineAt(page, m.start);
      if (m.end > line.end + 1 && type !== 'date') continue;
      // A value stops at its table cell. The finders do not read over " | ", but a date may run over a line
      // break, and from one table row into the next it would join two cells.
      if (doc.crossesCell(page, m.start, m.end)) continue;
      const inside = (kind: string) => (others.some(([s, e, k]) => k === kind && m.start >= s && m.end <= e && !(s === m.start && e === m.end)) ? 1 : 0);
      // A number or id that is part of a date or a time is that date or time, not a value of its own.
      if (needsOthers && (inside('date') || inside('time'))) continue;
      const segmentStart = prevLine === line.index ? prevEnd : line.start;
      const f: Record<string, number> = { ...placeFeatures(doc, page, line, m.start) };
      const raw = page.text.slice(m.start, m.end);
      if (needsOthers) {
        f.in_date = inside('date');
        f.in_time = inside('time');
        f.in_phone = inside('phone');
        f.in_id = inside('id');
        f.in_pct = type === 'percentage' ? 0 : inside('pct');
      }
      if (type === 'currency' || type === 'number' || type === 'percentage') {
        const v = m.value as number;
        f.marked = m.marked ? 1 : 0;
        f.dec2 = /[.,]\d{2}$/.test(raw.replace(/[^\d.,]+$/, '')) ? 1 : 0;
        f.int = Number.isInteger(v) && !/[.,]\d+$/.test(raw) ? 1 : 0;
        f.neg = v < 0 ? 1 : 0;
        f.year = Number.isInteger(v) && v >= 1900 && v <= 2100 && !/[.,]/.test(raw) ? 1 : 0;
        f.mag = Math.min(1, Math.log10(1 + Math.abs(v)) / 7);
        // A currency sign or code right beside a plain number: it is money.
        f.money_ctx = m.marked || MONEY_BESIDE.test(page.text.slice(Math.max(0, m.start - 4), m.start)) || /^\s?(?:[$€£¥₹]|[A-Z]{3}\b)/.test(page.text.slice(m.end, m.end + 5)) ? 1 : 0;
      }
      // Several values on the value's line make it a table row; the last one is often the row's total.
      // (The value's own digits do not count: a date is one value, not three.)
      const rest = line.text.slice(0, Math.max(0, m.start - line.start)) + ' '.repeat(m.end - m.start) + line.text.slice(Math.max(0, m.end - line.start));
      const lineNums = [...rest.matchAll(/(?<![\w.,/-])[-+]?\d[\d,.]*(?![\w/-])/g)];
      f.row_nums = Math.min(1, lineNums.length / 3);
      f.row_last = lineNums.length > 0 && lineNums.every((n) => n.index! + line.start < m.start) ? 1 : 0;
      if (type === 'id_alphanumeric') {
        const s = String(m.value);
        f.id_alpha = /\p{L}/u.test(s) ? 1 : 0;
        f.id_len = Math.min(1, s.length / 16);
        f.id_sep = /[-/_.]/.test(s) ? 1 : 0;
        f.id_upper = /^[A-Z0-9\-/_.#]+$/.test(s) && /[A-Z]/.test(s) ? 1 : 0;
      }
      if (type === 'url') f.url_scheme = /^(?:https?:|www\.)/i.test(raw) ? 1 : 0;
      if (type === 'date') f.date_written = /\p{L}/u.test(raw) ? 1 : 0;
      out.push({
        value: m.value,
        key: JSON.stringify(m.value),
        kind: 'value',
        page,
        start: m.start,
        end: m.end,
        line,
        ctx: buildContext(doc, page, line, m.start, m.end, segmentStart),
        f,
      });
      prevEnd = m.end;
      prevLine = line.index;
    }
  }
  finishValueFeatures(out, type);
  return out;
}

/** Features that compare a candidate with the others of its type: order, repetition, size. */
function finishValueFeatures(out: Candidate[], type: FieldType): void {
  const counts = new Map<string, number>();
  for (const c of out) counts.set(c.key, (counts.get(c.key) ?? 0) + 1);
  out.forEach((c, i) => {
    c.f.first = i === 0 ? 1 : 0;
    c.f.last = i === out.length - 1 ? 1 : 0;
    c.f.rank = 1 / (1 + i);
    c.f.repeat = Math.min(1, Math.log2(counts.get(c.key)!) / 3);
    c.f.many = Math.min(1, Math.log10(1 + out.length) / 3);
  });
  if (type === 'currency' || type === 'number') {
    const moneyLike = out.filter((c) => (c.f.marked || c.f.dec2) && !c.f.in_date && !c.f.in_time && !c.f.in_phone);
    const max = Math.max(...moneyLike.map((c) => c.value as number), -Infinity);
    const sorted = [...new Set(moneyLike.map((c) => c.value as number))].sort((a, b) => b - a);
    for (const c of out) {
      c.f.is_max = moneyLike.includes(c) && c.value === max ? 1 : 0;
      c.f.is_second = moneyLike.includes(c) && sorted.length > 1 && c.value === sorted[1] ? 1 : 0;
    }
    // Totals are sums: a value that is the sum of two other amounts (subtotal + tax), or the difference of two (cash - change).
    const cents = [...new Set(moneyLike.map((c) => Math.round((c.value as number) * 100)))].filter((v) => v > 0).slice(0, 300);
    const have = new Set(cents);
    const sums = new Set<number>();
    const diffs = new Set<number>();
    for (let i = 0; i < cents.length; i++) {
      for (let j = i + 1; j < cents.length; j++) {
        sums.add(cents[i] + cents[j]);
        diffs.add(Math.abs(cents[i] - cents[j]));
      }
    }
    for (const c of out) {
      const v = Math.round((c.value as number) * 100);
      const isMoney = moneyLike.includes(c) && v > 0;
      c.f.sum2 = isMoney && sums.has(v) ? 1 : 0;
      c.f.diff2 = isMoney && diffs.has(v) && have.has(v) ? 1 : 0;
    }
    // An amount adjusted a little further on (rounded, a fee added) is not the final one; the adjusted one is.
    moneyLike.forEach((c, i) => {
      const v = c.value as number;
      const close = (o: Candidate) => o.value !== v && Math.abs((o.value as number) - v) <= Math.max(0.1, Math.abs(v) * 0.01);
      c.f.near_later = moneyLike.slice(i + 1).some(close) ? 1 : 0;
      c.f.near_earlier = moneyLike.slice(0, i).some(close) ? 1 : 0;
    });
  }
}

// ---------------------------------------------------------------------------
// Text: entities, places, durations, lines, address blocks, label values, sentences

const DEFINED = /^\s*,?\s*(?:an?\s+[^()“"]{0,60}?\s*)?\(\s*(?:the\s+|each\s+|collectively\s+|together\s+|hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?(?:the\s+)?)?[“"‘']([^”"’']{1,40})[”"’']/i;
const CONNECTORS = new Set(['of', 'and', '&', 'de', 'du', 'des', 'la', 'le', 'von', 'van', 'der', 'den', 'del', 'della', 'di', 'da', 'for', 'y', 'e', 'the']);
const norm = (t: Token) => t.lower.replace(/\./g, '');
// A legal form ends a name when written as one: capitalised ("Corporation", "LLC") or abbreviated ("Inc.", "inc."), not "a Delaware corporation".
const isSuffix = (t: Token) => ORG_SUFFIXES.has(norm(t)) && (/^\p{Lu}/u.test(t.text) || t.text.includes('.'));
const isCapital = (t: Token) => /^[\p{Lu}]/u.test(t.text) || /^\d+[\p{L}¢]/u.test(t.text);
const isNotName = (t: Token) => NOT_NAME_WORDS.has(t.lower.replace(/\.$/, ''));

export function textKey(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function textCandidates(doc: Doc, verbatim: boolean): Candidate[] {
  const out: Candidate[] = [];
  const add: Add = (kind, page, start, end, f, value) => {
    // Trim whitespace and stray punctuation at the edges; the span stays exact.
    while (start < end && /[\s,;:(“"'‘]/.test(page.text[start])) start++;
    while (end > start && /[\s,;:)”"'’]/.test(page.text[end - 1])) end--;
    if (end <= start) return undefined;
    // No answer runs over a table cell boundary (the generators cut their spans at cells; this is the rule's last word).
    if (doc.crossesCell(page, start, end)) return undefined;
    const text = page.text.slice(start, end);
    if (value === undefined) value = text.replace(/\s+/g, ' ');
    const line = doc.lineAt(page, start);
    const c: Candidate = { value, key: textKey(value), kind, page, start, end, line, ctx: buildContext(doc, page, line, start, end), f: { ...placeFeatures(doc, page, line, start), ...f } };
    out.push(c);
    return c;
  };
  if (!verbatim) {
    entities(doc, add);
    places(doc, add);
    durations(doc, add);
    lineCandidates(doc, add);
    addressBlocks(doc, add);
  }
  labelValues(doc, add, verbatim);
  if (verbatim) {
    for (const page of doc.pages) {
      for (const whole of splitSentences(page.text)) {
        // Passages are the one kind of answer that runs over lines (a sentence wrapped over several, a cell's text
        // wrapped onto the lines after its row), but in a table each cell is a text of its own: a sentence that
        // the splitter ran over " | " or from one row into the next is read as the pieces of it in each cell.
        for (const s of cellPieces(doc, page, whole.start, whole.start + whole.text.length)) {
          if (s.text.length < 12 || s.text.length > 1500) continue;
          // A short "Label:" before the passage is not part of it.
          const label = /^([^:.!?\n]{1,40}):\s+/.exec(s.text);
          const skip = label && label[1].trim().split(/\s+/).length <= 4 ? label[0].length : 0;
          // A passage is a sentence of some length, not a form value.
          if (s.text.slice(skip).trim().split(/\s+/).length < 5) continue;
          add('sentence', page, s.start + skip, s.start + s.text.length, { len: Math.min(1, s.text.length / 400) });
        }
      }
    }
  }
  finishTextFeatures(doc, out);
  return out;
}

type Add = (kind: string, page: DocPage, start: number, end: number, f: Record<string, number>, value?: string) => Candidate | undefined;

/**
 * A span of a page cut where it would run over a table cell boundary (see `Doc.crossesCell`): at each ` | `
 * of a row, and before each table row after the first, so that no piece holds two cells. Pieces are trimmed;
 * a span that crosses nothing comes back whole.
 */
export function cellPieces(doc: Doc, page: DocPage, start: number, end: number): Array<{ start: number; text: string }> {
  const cuts: Array<[number, number]> = [];
  let rows = 0;
  for (let i = doc.lineAt(page, start).index; i < doc.lines.length; i++) {
    const l = doc.lines[i];
    if (l.page !== page || l.start >= end) break;
    if (!l.cells) continue;
    if (++rows > 1 && l.start > start) cuts.push([l.start - 1, l.start]);
    for (let k = 1; k < l.cells.length; k++) cuts.push([l.cells[k - 1].end, l.cells[k].start]);
  }
  const out: Array<{ start: number; text: string }> = [];
  const push = (a: number, b: number) => {
    a = Math.max(a, start);
    b = Math.min(b, end);
    const raw = page.text.slice(a, b);
    const text = raw.trim();
    if (text) out.push({ start: a + raw.length - raw.trimStart().length, text });
  };
  let at = start;
  for (const [a, b] of cuts) {
    if (b <= at || a >= end) continue;
    push(at, a);
    at = b;
  }
  push(at, end);
  return out;
}

function personLike(tokens: Token[]): number {
  if (tokens.length < 2 || tokens.length > 5) return 0;
  let initials = 0;
  for (const t of tokens) {
    if (/^\p{Lu}\.$/u.test(t.text)) initials++;
    else if (!/^\p{Lu}[\p{L}'’-]+$/u.test(t.text)) return 0;
    if (ORG_WORDS.has(norm(t)) || isSuffix(t)) return 0;
  }
  return initials === tokens.length ? 0 : 1;
}

function entities(doc: Doc, add: Add): void {
  const roles = new Map<string, Candidate[]>();
  for (const page of doc.pages) {
    const toks = page.tokens;
    const text = page.text;
    const gapOk = (a: Token, b: Token) => {
      const gap = text.slice(a.end, b.start);
      // A name stops at its table cell: " | " is no gap within a name. (One that runs from a row's last cell into
      // the next row's first is dropped by `add`; a line break also starts and ends names, so each cell's is kept.)
      if (/^[ \t]*\n?[ \t]*$/.test(gap) && gap.length <= 3) return true;
      // "Kite Pharma, Inc." and "Leonard Green & Partners, L.P.": a comma only before a legal-form suffix.
      return /^,\s?\n?\s?$/.test(gap) && isSuffix(b);
    };
    let i = 0;
    while (i < toks.length) {
      if (!isCapital(toks[i])) {
        i++;
        continue;
      }
      let j = i;
      while (j + 1 < toks.length && gapOk(toks[j], toks[j + 1])) {
        const next = toks[j + 1];
        if (isCapital(next) || isSuffix(next)) {
          j++;
          continue;
        }
        if (CONNECTORS.has(next.lower) && j + 2 < toks.length && gapOk(next, toks[j + 2]) && isCapital(toks[j + 2])) {
          j += 2;
          continue;
        }
        break;
      }
      emitEntity(doc, page, toks.slice(i, j + 1), add, roles);
      i = j + 1;
    }
  }
  for (const list of roles.values()) {
    const first = Math.min(...list.map((c) => c.start));
    for (const c of list) {
      if (c.start !== first) {
        c.defined = undefined;
        c.f.e_def = 0;
      }
    }
  }
}

function emitEntity(doc: Doc, page: DocPage, run: Token[], add: Add, roles: Map<string, Candidate[]>): void {
  // Starts: the run's start, and after each word that cannot begin a name; ends: the run's end and each legal-form suffix.
  const starts = new Set<number>();
  const ends = new Set<number>([run.length - 1]);
  if (!isNotName(run[0])) starts.add(0);
  run.forEach((t, k) => {
    if (isNotName(t) && k + 1 < run.length) starts.add(k + 1);
    if (isSuffix(t) && k > 0) ends.add(k);
    // A name may end where its line does (and the next line start a new name).
    if (k + 1 < run.length && page.text.slice(t.end, run[k + 1].start).includes('\n')) {
      ends.add(k);
      starts.add(k + 1);
    }
  });
  let emitted = 0;
  for (const s of [...starts].sort((a, b) => a - b)) {
    for (const e of [...ends].sort((a, b) => b - a)) {
      if (e < s || e - s > 9 || emitted >= 8) continue;
      const tokens = run.slice(s, e + 1);
      if (CONNECTORS.has(tokens[tokens.length - 1].lower) || isNotName(tokens[0]) || tokens.every(isSuffix)) continue;
      if (tokens.every((t) => isNotName(t) || CONNECTORS.has(t.lower))) continue;
      const common = tokens.filter((t) => doc.lowerSeen.has(t.lower) && !isSuffix(t)).length / tokens.length;
      const suffix = isSuffix(tokens[tokens.length - 1]) && tokens.length > 1 ? 1 : 0;
      const orgWord = tokens.some((t) => ORG_WORDS.has(norm(t))) ? 1 : 0;
      const person = personLike(tokens);
      const caps = tokens.every((t) => !/\p{Ll}/u.test(t.text)) ? 1 : 0;
      const place = PLACES.has(tokens.map((t) => t.lower).join(' ')) ? 1 : 0;
      if (tokens.length === 1 && !suffix && !orgWord && common > 0) continue;
      const start = tokens[0].start;
      const end = tokens[tokens.length - 1].end;
      const after = page.text.slice(end, end + 80);
      const before = page.text.slice(Math.max(0, start - 2), start);
      const cand = add('entity', page, start, end, {
        e_len: Math.min(1, tokens.length / 8),
        e_one: tokens.length === 1 ? 1 : 0,
        e_common: common,
        c_org: Math.max(suffix, orgWord * 0.6),
        e_suffix: suffix,
        c_person: person * (1 - common),
        c_place: place,
        caps,
        e_quoted: /[“"‘']\s*$/.test(before) ? 1 : 0,
        e_def: DEFINED.test(after) ? 1 : 0,
        e_appos: /^\s*,?\s*(?:an?|the)\s+(?:[\p{L}-]+\s+){0,5}?(?:corporation|company|partnership|limited|individual|bank|association|trust|entity|organi[sz]ation|llc|corp|business)\b/iu.test(after) ? 1 : 0,
        e_partial: s > 0 || e < run.length - 1 ? 1 : 0,
      });
      // The name a contract gives the entity ("Kite Pharma, Inc. (the "Client")"): its role.
      const defined = DEFINED.exec(after);
      if (cand && defined) {
        cand.defined = new Set(stemsOf(tokenize(defined[1])));
        // The role belongs to the first name of its clause ("Beta LLC, a company organised under the laws of Texas (the "Provider")"), not to names inside it.
        const at = `${page.index}:${end + defined[0].length}`;
        const list = roles.get(at) ?? [];
        list.push(cand);
        roles.set(at, list);
      }
      emitted++;
    }
  }
}

function places(doc: Doc, add: Add): void {
  for (const page of doc.pages) {
    const toks = page.tokens;
    for (let i = 0; i < toks.length; i++) {
      if (!isCapital(toks[i])) continue;
      for (let n = Math.min(PLACE_MAX_WORDS, toks.length - i); n >= 1; n--) {
        const span = toks.slice(i, i + n);
        if (!isCapital(span[n - 1])) continue;
        const name = span.map((t) => t.lower).join(' ');
        if (!PLACES.has(name)) continue;
        // The words of a place stand in one cell ("New | York" is two cells; "York" may still be a place of its own).
        if (doc.crossesCell(page, span[0].start, span[n - 1].end)) continue;
        // A place name inside a longer capitalised name ("Georgia-Pacific", "New York Life") is not the place.
        const next = toks[i + n];
        const glued = next && isCapital(next) && /^[ \t]$/.test(page.text.slice(span[n - 1].end, next.start)) && !NOT_NAME_WORDS.has(next.lower);
        add('place', page, span[0].start, span[n - 1].end, { c_place: 1, e_glued: glued ? 1 : 0, caps: span.every((t) => !/\p{Ll}/u.test(t.text)) ? 1 : 0 });
        i += n - 1;
        break;
      }
    }
  }
}

const UNIT = /\b(?:calendar\s+|business\s+|full\s+|consecutive\s+|working\s+)?(day|week|month|year)s?\b/gi;
const COUNT_BEFORE = /(?:((?:[a-z]+[- ])?[a-z]+)\s*\(\s*(\d+(?:\.\d+)?)\s*\)|(\d+(?:\.\d+)?)|([a-z]+(?:-[a-z]+)?))\s*[-\s]?\s*(?:\(\s*\d+\s*\)\s*)?$/i;

/** Reads a count written in words ("twenty-four", "two", "a") or digits. */
export function readCount(words: string): number | null {
  const parts = words.toLowerCase().split(/[-\s]+/).filter(Boolean);
  if (!parts.length) return null;
  let total = 0;
  for (const p of parts) {
    const n = NUMBER_WORDS[p];
    if (n === undefined) return null;
    total = n === 100 ? Math.max(1, total) * 100 : total + n;
  }
  return total;
}

function durations(doc: Doc, add: Add): void {
  for (const page of doc.pages) {
    for (const m of page.text.matchAll(UNIT)) {
      const head = page.text.slice(Math.max(0, m.index! - 40), m.index!);
      const c = COUNT_BEFORE.exec(head);
      if (!c) continue;
      let n: number | null = null;
      let skip = 0;
      const wordsAt = (w: string) => {
        // The count is the last word or two before the unit: "of two", "twenty-four", "thirty six".
        const ws = w.split(/\s+/);
        if (readCount(w) !== null) return { n: readCount(w), cut: 0 };
        const lastWord = ws[ws.length - 1];
        return { n: readCount(lastWord), cut: w.length - lastWord.length };
      };
      if (c[2]) {
        n = Number(c[2]);
        const w = wordsAt(c[1]);
        // "two (2) years" keeps its words; "of (2) years" starts at the bracket.
        skip = w.n === n ? w.cut : c[0].indexOf('(');
      } else if (c[3]) n = Number(c[3]);
      else if (c[4]) {
        const w = wordsAt(c[4]);
        n = w.n;
        skip = w.cut;
      }
      c.index += skip;
      if (n === null || !(n > 0) || n > 1000) continue;
      const start = m.index! - head.length + c.index;
      const end = m.index! + m[0].length;
      const unit = m[1].toLowerCase();
      // (The count pattern does not read over " | "; a count and a unit in two rows are dropped by `add`.)
      const cand = add('duration', page, start, end, { c_duration: 1, dur_digits: c[2] || c[3] ? 1 : 0 });
      if (cand) cand.key = `${n} ${unit}${n === 1 ? '' : 's'}`;
    }
  }
}

/** What the words of a span look like: a name with a legal form, a person's name, an address, capitals, common words. */
function spanFeatures(doc: Doc, page: DocPage, start: number, end: number): Record<string, number> {
  const toks = page.tokens.slice(doc.tokenIndex(page, start), doc.tokenIndex(page, end));
  const letters = toks.filter((t) => /\p{L}/u.test(t.text));
  return {
    c_org: toks.some(isSuffix) && toks.length > 1 ? 1 : toks.some((t) => ORG_WORDS.has(norm(t))) ? 0.6 : 0,
    e_suffix: toks.length > 1 && isSuffix(toks[toks.length - 1]) ? 1 : 0,
    c_person: personLike(letters.length === toks.length ? toks : []),
    caps: letters.length && letters.every((t) => !/\p{Ll}/u.test(t.text)) ? 1 : 0,
    lv_common: letters.length ? letters.filter((t) => doc.lowerSeen.has(t.lower) && !isSuffix(t)).length / letters.length : 0,
    e_len: Math.min(1, toks.length / 12),
    digits: toks.length ? toks.filter((t) => /\d/.test(t.text)).length / toks.length : 0,
  };
}

function lineFeatures(doc: Doc, line: Segment): Record<string, number> {
  const toks = line.page.tokens.slice(line.tokenFrom, line.tokenTo);
  const letters = toks.filter((t) => /\p{L}/u.test(t.text));
  const common = letters.length ? letters.filter((t) => doc.lowerSeen.has(t.lower) && !isSuffix(t) && !ORG_WORDS.has(norm(t))).length / letters.length : 1;
  return {
    c_org: toks.some(isSuffix) && toks.length > 1 ? 1 : toks.some((t) => ORG_WORDS.has(norm(t))) ? 0.6 : 0,
    e_suffix: toks.length > 1 && isSuffix(toks[toks.length - 1]) ? 1 : 0,
    c_person: personLike(letters.length === toks.length ? toks : []),
    c_address: addressScore(line),
    caps: letters.length && letters.every((t) => !/\p{Ll}/u.test(t.text)) ? 1 : 0,
    e_common: common,
    e_len: Math.min(1, toks.length / 12),
    digits: toks.length ? toks.filter((t) => /\d/.test(t.text)).length / toks.length : 0,
  };
}

const POSTCODE = /(?<![\d-])(?:\d{5}(?:-\d{4})?|\d{4}|\d{6})(?![\d-])|\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/;
const PHONE_ONLY = /^\s*\+?[\d\s().\/-]{7,}\s*$/;
const PHONE_LINE = /\b(?:tel|phone|fax|mobile|hp|h\/p|email|e-mail|gst|vat|reg|website|www|http)\b|@/i;

/** How much a line (or a table cell) looks like part of a postal address. */
export function addressScore(line: Segment): number {
  if (line.blank || line.text.length > 90) return 0;
  if (PHONE_LINE.test(line.text) || PHONE_ONLY.test(line.text)) return 0;
  const toks = line.page.tokens.slice(line.tokenFrom, line.tokenTo);
  let s = 0;
  if (toks.some((t) => STREET_WORDS.has(norm(t)))) s += 0.5;
  if (POSTCODE.test(line.text)) s += 0.4;
  if (/^\s*(?:no\.?\s*)?\d+[\p{L}]?[,\s]/iu.test(line.text)) s += 0.2;
  const lower = toks.map((t) => t.lower);
  for (let n = 1; n <= 3; n++) for (let i = 0; i + n <= lower.length; i++) if (PLACES.has(lower.slice(i, i + n).join(' '))) s += 0.3;
  if (/,\s*$/.test(line.text)) s += 0.15;
  return Math.min(1, s);
}

/** A short line, or a cell of a table row, as an answer; `prev` and `next` are what stands above and below it. */
function lineCandidate(doc: Doc, add: Add, seg: Segment, prev: Segment | undefined, next: Segment | undefined): void {
  const n = seg.tokenTo - seg.tokenFrom;
  if (seg.blank || n === 0 || n > 14) return;
  if (!/\p{L}/u.test(seg.text)) return;
  const f = lineFeatures(doc, seg);
  f.next_addr = next ? addressScore(next) : 0;
  f.prev_addr = prev ? addressScore(prev) : 0;
  add('line', seg.page, seg.start, seg.end, f);
  // "99 SPEED MART S/B (519537-X)": a name followed by a bracketed registration number.
  const bracket = /\s*\([^()]*\d[^()]*\)\s*$/.exec(seg.text);
  if (bracket && bracket.index > 0) add('line', seg.page, seg.start, seg.start + bracket.index, { ...f, bracket: 1 });
}

/**
 * The cell of column `col` in the nearest non-blank line above (`dir` -1) or below (+1) a table row: the same
 * column of a row with as many cells, or a line that is not a row as a whole.
 */
function besideCell(doc: Doc, line: DocLine, col: number, dir: -1 | 1): Segment | undefined {
  const other = dir < 0 ? prevNonBlank(doc, line) : nextNonBlank(doc, line);
  if (!other) return undefined;
  const cells = doc.cellsOf(other);
  if (!cells) return other;
  return cells.length === line.cells!.length ? cells[col] : undefined;
}

function lineCandidates(doc: Doc, add: Add): void {
  for (const line of doc.lines) {
    if (line.blank) continue;
    const cells = doc.cellsOf(line);
    if (cells) {
      // A table row is one answer per cell: the two parties of a signature block, a label and its value.
      cells.forEach((cell, col) => lineCandidate(doc, add, cell, besideCell(doc, line, col, -1), besideCell(doc, line, col, 1)));
      continue;
    }
    const n = line.tokenTo - line.tokenFrom;
    lineCandidate(doc, add, line, prevNonBlank(doc, line), nextNonBlank(doc, line));
    if (n === 0 || n > 14 || !/\p{L}/u.test(line.text)) continue;
    const f = lineFeatures(doc, line);
    // A name wrapped over two short lines ("HOME MASTER HARDWARE &" / "ELECTRICAL"). (Not onto a table row,
    // whose cells are answers of their own: `add` drops the span.)
    const next2 = doc.lines[line.index + 1];
    if (next2 && next2.page === line.page && !next2.blank && n + (next2.tokenTo - next2.tokenFrom) <= 10 && /\p{L}/u.test(next2.text) && !/\d{3,}/.test(next2.text)) {
      const joined = `${line.text.trim()} ${next2.text.trim()}`;
      const end2 = /\s*\([^()]*\d[^()]*\)\s*$/.exec(next2.text);
      const stop = end2 ? next2.start + end2.index : next2.end;
      add('line2', line.page, line.start, stop, { ...f, c_org: Math.max(f.c_org, lineFeatures(doc, next2).c_org), e_len: Math.min(1, (n + next2.tokenTo - next2.tokenFrom) / 12), next_addr: 0 }, (end2 ? joined.replace(/\s*\([^()]*\d[^()]*\)\s*$/, '') : joined).replace(/\s+/g, ' '));
    }
  }
}

function nextNonBlank(doc: Doc, line: DocLine): DocLine | undefined {
  for (let i = line.index + 1; i < doc.lines.length && i <= line.index + 3; i++) if (!doc.lines[i].blank) return doc.lines[i].page === line.page ? doc.lines[i] : undefined;
  return undefined;
}
function prevNonBlank(doc: Doc, line: DocLine): DocLine | undefined {
  for (let i = line.index - 1; i >= 0 && i >= line.index - 3; i--) if (!doc.lines[i].blank) return doc.lines[i].page === line.page ? doc.lines[i] : undefined;
  return undefined;
}

/**
 * The lines of a block starting at `first`: consecutive non-blank lines of its page,
 * across single blank lines (DOCX and HTML paragraphs are written a blank line apart),
 * until `stop` says so.
 */
function blockLines(doc: Doc, first: DocLine, max: number, stop: (l: DocLine) => boolean): DocLine[] {
  const out: DocLine[] = [];
  let blanks = 0;
  for (let j = first.index; j < doc.lines.length && out.length < max; j++) {
    const l = doc.lines[j];
    if (l.page !== first.page) break;
    if (l.blank) {
      if (++blanks > 1 || out.length === 0) break;
      continue;
    }
    blanks = 0;
    if (stop(l)) break;
    out.push(l);
  }
  return out;
}

function addressBlocks(doc: Doc, add: Add): void {
  for (let i = 0; i < doc.lines.length; i++) {
    const first = doc.lines[i];
    // A block is lines one under the other. In a table the lines of an address are cells of one column, which
    // no single span holds: each cell is an answer of its own (`lineCandidates`), and `add` drops the blocks
    // that take in a table row (those above the row stay).
    if (first.blank || addressScore(first) < 0.2) continue;
    const lines = blockLines(doc, first, 6, (l) => l.tokenTo - l.tokenFrom > 14 || (l !== first && addressScore(l) === 0 && (PHONE_LINE.test(l.text) || PHONE_ONLY.test(l.text))));
    let scoreSum = 0;
    lines.forEach((last, k) => {
      const s = addressScore(last);
      scoreSum += s;
      if (k === 0) return;
      const parts = lines.slice(0, k + 1);
      const after = nextNonBlank(doc, last);
      const before = prevNonBlank(doc, first);
      add(
        'block',
        first.page,
        first.start,
        last.end,
        {
          c_address: scoreSum / parts.length,
          addr_min: Math.min(...parts.map(addressScore)),
          addr_last: s,
          addr_next: after ? addressScore(after) : 0,
          addr_prev: before ? addressScore(before) : 0,
          next_phone: after && PHONE_LINE.test(after.text) ? 1 : 0,
          e_len: Math.min(1, parts.length / 6),
          prev_org: before ? lineFeatures(doc, before).c_org : 0,
        },
        parts.map((p) => p.text.trim()).join(' ').replace(/\s+/g, ' '),
      );
    });
  }
}

const LABEL_SEPARATOR = /^([^:：=|\t]{1,60}?)(\s*[:：=]\s*|\s+\|\s+|\t+|\s{3,})(\S.*)$/;
/** A label and its value within one table cell ("Name: Keren Haruvi"): the separators of LABEL_SEPARATOR but the cell's own ` | `. */
const CELL_LABEL_SEPARATOR = /^([^:：=|\t]{1,60}?)(\s*[:：=]\s*|\t+|\s{3,})(\S.*)$/;

const isLabel = (label: string) => label.trim() !== '' && /\p{L}/u.test(label) && label.trim().split(/\s+/).length <= 7;

function labelValues(doc: Doc, add: Add, verbatim = false): void {
  // A label's value: for a passage (verbatim), it must be a passage too, not a name or a code.
  const addValue = (seg: Segment, start: number, value: string) => {
    const n = value.split(/\s+/).length;
    if (n <= 40 && (!verbatim || n >= 5)) add('label_value', seg.page, start, start + value.length, { ...spanFeatures(doc, seg.page, start, start + value.length), c_address: addressScore(seg), lv: 1 });
  };
  for (const line of doc.lines) {
    if (line.blank) continue;
    const cells = doc.cellsOf(line);
    if (cells) {
      // A table row: a label and its value inside a cell ("Name: A | Name: B" holds two), or a label in the
      // first cell and its value in the second ("Name | A"), unless the row is of side-by-side blocks (the first
      // cell is then another block's: "Acme Ltd | Beta LLC"); a value ends with its cell.
      let found = false;
      const sideBySide = sideBySideRow(doc, line);
      cells.forEach((cell, col) => {
        const m = CELL_LABEL_SEPARATOR.exec(cell.text);
        if (m && isLabel(m[1])) {
          addValue(cell, cell.start + m[1].length + m[2].length, m[3].trimEnd());
          found = true;
        } else if (col === 0 && !sideBySide && !m && /^[^:：=|\t]{1,60}[:：]?$/.test(cell.text) && isLabel(cell.text) && cells.length > 1 && !cells[1].blank) {
          addValue(cells[1], cells[1].start, cells[1].text);
          found = true;
        }
      });
      if (found) continue;
    } else {
      const m = LABEL_SEPARATOR.exec(line.text);
      if (m && isLabel(m[1])) {
        const start = line.start + m[1].length + m[2].length;
        addValue(line, start, m[3].trimEnd());
        continue;
      }
    }
    // A label alone on its line ("Bill to:"), the value below it.
    const page = line.page;
    const trimmed = line.text.trim();
    const n = line.tokenTo - line.tokenFrom;
    if (n === 0 || n > 5 || !/[:：]$/.test(trimmed)) continue;
    const next = doc.lines[line.index + 1];
    if (!next) continue;
    const under = next.blank ? doc.lines[line.index + 2] ?? next : next;
    if (verbatim) continue;
    // Under the label a table row: each of its cells is a value (the label may head both columns of a signature block).
    const underCells = under.page === line.page ? doc.cellsOf(under) : null;
    if (underCells) {
      for (const cell of underCells) if (!cell.blank) add('label_next', page, cell.start, cell.end, { ...spanFeatures(doc, cell.page, cell.start, cell.end), c_address: addressScore(cell), lv: 1 });
      continue;
    }
    // (A block of lines under the label that takes in a table row is dropped by `add`: the row's cells are answers of their own.)
    const below = blockLines(doc, under, 6, (l) => LABEL_SEPARATOR.test(l.text) || /[:：]\s*$/.test(l.text));
    if (!below.length) continue;
    add('label_next', page, below[0].start, below[0].end, { ...spanFeatures(doc, page, below[0].start, below[0].end), c_address: addressScore(below[0]), lv: 1 });
    for (let k = 1; k < below.length; k++) {
      const part = below.slice(0, k + 1);
      add(
        'label_block',
        page,
        part[0].start,
        part[k].end,
        { c_address: part.reduce((sum, l) => sum + addressScore(l), 0) / part.length, lv: 1, e_len: Math.min(1, part.length / 6), block_all: k === below.length - 1 ? 1 : 0 },
        part.map((l) => l.text.trim()).join(' ').replace(/\s+/g, ' '),
      );
    }
  }
}

function finishTextFeatures(doc: Doc, out: Candidate[]): void {
  const counts = new Map<string, number>();
  for (const c of out) if (c.kind === 'entity' || c.kind === 'place' || c.kind === 'duration') counts.set(c.key, (counts.get(c.key) ?? 0) + 1);
  // Order of first mention among names that look like organisations or people.
  const firstSeen = new Map<string, number>();
  for (const c of out) {
    if (c.kind !== 'entity' || (c.f.c_org < 0.6 && !c.f.c_person)) continue;
    if (!firstSeen.has(c.key)) firstSeen.set(c.key, firstSeen.size);
  }
  const kindIndex = new Map<string, number>();
  for (const c of out) {
    c.f.mentions = Math.min(1, Math.log2(counts.get(c.key) ?? 1) / 4);
    const rank = firstSeen.get(c.key);
    c.f.e_rank = rank === undefined ? 0 : 1 / (1 + rank);
    const k = kindIndex.get(c.kind) ?? 0;
    kindIndex.set(c.kind, k + 1);
    c.f.kind_rank = 1 / (1 + k);
  }
}

