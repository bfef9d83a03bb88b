import type { Doc, DocLine, DocPage } from '../doc.ts';
import { contentWords } from '../field.ts';
import type { Token } from '../../text.ts';
import { paragraphTokens, sideBySideRow } from './layout.ts';
import type { Context } from './types.ts';

const SEPARATOR_BEFORE = /(?:[:：=#>|]|\t| {2,}|\.{3,}|…|\s[-–—]\s?)\s*$/;

const CONTEXT_STOPWORDS = new Set(contentWords.stopwords);

export function stemsOf(tokens: Token[]): string[] {
  const out: string[] = [];
  for (const t of tokens) if (/\p{L}/u.test(t.text) && !CONTEXT_STOPWORDS.has(t.lower)) out.push(t.stem);
  return out;
}

/** Words after which a label names what is left out: "Total excl. VAT" is not the VAT. */
const EXCLUDING = new Set(['excl', 'excluding', 'exclusive', 'ex', 'without', 'before', 'less', 'minus', 'pre']);

/** The stems of a label, without the words it excludes ("Total excl. VAT" names a total). */
export function labelStemsOf(tokens: Token[]): string[] {
  const cut = tokens.findIndex((t) => EXCLUDING.has(t.lower));
  return stemsOf(cut > 0 ? tokens.slice(0, cut) : tokens);
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
  // A totals row leaves the cells between its label and its amount empty ("VAT 20% | | | 50.00"): the label is the nearest cell with words.
  let labelCol = col - 1;
  while (labelCol > 0 && page.text.slice(line.cells![labelCol].start, line.cells![labelCol].end).trim() === '') labelCol--;
  if (col >= 0) segmentStart = Math.max(segmentStart, line.cells![col === 0 || sideBySide ? col : labelCol].start);
  // Left: tokens of the line before the value (at most 8, closest first).
  let leftFrom = Math.max(line.tokenFrom, doc.tokenIndex(page, segmentStart), first - 8);
  // A role defined in brackets before the value ('Acme Ltd ("Client") and Beta LLC') names the name before it, not this one.
  const leftText = page.text.slice(tokens[leftFrom]?.start ?? start, start);
  const defined = leftText.match(/[”"’']\s*\)/g);
  if (defined) leftFrom = Math.max(leftFrom, doc.tokenIndex(page, (tokens[leftFrom]?.start ?? start) + leftText.lastIndexOf(defined[defined.length - 1]) + defined[defined.length - 1].length));
  const leftTokens = tokens.slice(leftFrom, first);
  const before = page.text.slice(leftTokens.length ? leftTokens[leftTokens.length - 1].end : line.start, start);
  const leftSep = leftTokens.length > 0 && (SEPARATOR_BEFORE.test(before) || before.trim() === '' && /[:：]$/.test(page.text.slice(line.start, start).trimEnd()));
  // Above: the nearest line above with letters, within three lines (in side-by-side blocks, the cell above in the value's column).
  let above: string[] = [];
  let aboveDist = 0;
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
    if (lt.some((t) => /\p{L}/u.test(t.text))) {
      // Only a short line can be a label; a line of prose above says nothing of this value.
      if (lt.length <= 10) {
        above = labelStemsOf(lt.slice(-8));
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
        header = labelStemsOf(tokens.slice(doc.tokenIndex(page, l.cells[col].start), doc.tokenIndex(page, l.cells[col].end)));
        break;
      }
    }
  }
  // The neighbourhood stays in the value's paragraph: lines wrapped from one sentence, not the label lines around a form value.
  const [lo, hi] = paragraphTokens(doc, line);
  // Header of a column aligned with spaces (plain-text tables): the cell of a header line above that starts at or before the value's column.
  if (!header.length && /\S {2,}\S/.test(line.text)) header = alignedHeader(doc, page, line, start);
  return {
    left: new Set(labelStemsOf(leftTokens)),
    leftSep,
    above: new Set(above),
    aboveDist,
    header: new Set(header),
    near: new Set(stemsOf([...tokens.slice(Math.max(lo, first - 4), first), ...tokens.slice(last, Math.min(hi, last + 3))])),
    window: new Set(stemsOf([...tokens.slice(Math.max(lo, first - 14), first), ...tokens.slice(last, Math.min(hi, last + 6))])),
    inside: new Set(stemsOf(tokens.slice(first, Math.min(last, first + 60)))),
  };
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
