// Where a span stands in the document's layout: labels in cells, side-by-side blocks, paragraphs, the lines around it.

import type { Doc, DocLine, DocPage, Segment } from '../doc.ts';

// A colon between two digits is a time's or a ratio's ("closed the meeting at 10:15 PM"), no label's; nor is a web
// address's after its scheme ("https://vpn.example.ph:10443"). A label's own colon spaced out from it ("Programme        :")
// is no value. A leader of dots joins a label to its value as a colon does ("Prescritor ........ Dra. Helena Prado").
export const LABEL_SEPARATOR = /^([^:：=|\t]{1,60}?)((?:(?<!\d)\s*[:：=]|\s*[:：=](?!\d))(?!\/\/)\s*|[ \t]*(?:\.{4,}|…{2,})[ \t]*|\s+\|\s+|\t+|\s{3,})(?![:：]\s*$)(\S.*)$/;
/** A label and its value within one table cell ("Name: Keren Haruvi"): the separators of LABEL_SEPARATOR but the cell's own ` | `. */
export const CELL_LABEL_SEPARATOR = /^([^:：=|\t]{1,60}?)((?:(?<!\d)\s*[:：=]|\s*[:：=](?!\d))(?!\/\/)\s*|[ \t]*(?:\.{4,}|…{2,})[ \t]*|\t+|\s{3,})(?![:：]\s*$)(\S.*)$/;

/**
 * A row of values under column headers up to a value: the row's label, then only cells of figures ("Start date
 * 01/08/2024     " before "01/08/2025", "Term | 12 months | "). The label names the value in each column.
 */
const ROW_OF_VALUES = /^\s*(\p{L}[^\d\n:：|]{0,60}?)(?:[ \t]{2,}|[ \t]*\|[ \t]*|\t+)(?:[^\s|]*\d[^\s|]*(?: [^\s|]+)*(?:[ \t]{2,}|[ \t]*\|[ \t]*|\t+))+$/u;

/** The label of the row of values a value stands in after other values (see ROW_OF_VALUES), or null. */
export function rowLabelBefore(page: DocPage, line: DocLine, start: number): string | null {
  return ROW_OF_VALUES.exec(page.text.slice(line.start, start))?.[1] ?? null;
}

export const isLabel = (label: string) => label.trim() !== '' && /\p{L}/u.test(label) && label.trim().split(/\s+/).length <= 7;

const LABEL_ALONE = /^([^:：=|\t]{1,60})[:：]$/;

/** A cell that is a label alone ("Plate:"), its value in the next cell. */
export const labelAlone = (cellText: string): boolean => {
  const m = LABEL_ALONE.exec(cellText.trim());
  return m !== null && isLabel(m[1]);
};

/** A cell that carries its own label: "Name: A", or a label alone ("Date:"). */
function ownLabel(cell: Segment): boolean {
  const m = CELL_LABEL_SEPARATOR.exec(cell.text) ?? LABEL_ALONE.exec(cell.text);
  return m !== null && isLabel(m[1]);
}

/**
 * Whether a table row is part of blocks written side by side (the signature blocks of two parties, two
 * addresses): some row of its table has two cells with labels of their own ("Name: A | Name: B") or two cells
 * alike ("Signature | Signature"; words, not numbers). Its table: the rows with as many cells around it, across
 * blank lines and up to two other lines (a wrapped cell) between rows.
 */
export function sideBySideRow(doc: Doc, line: DocLine): boolean {
  const key = `sbs:${line.index}`;
  const cached = doc.cache.get(key) as boolean | undefined;
  if (cached !== undefined) return cached;
  // A label alone and its value ("Programme:        Master of Science") are one pair, whatever the rows around hold.
  const own = doc.cellsOf(line)!.filter((c) => !c.blank);
  const pair = own.length === 2 && LABEL_ALONE.test(own[0].text) && isLabel(own[0].text.slice(0, -1)) && !ownLabel(own[1]);
  if (pair) {
    doc.cache.set(key, false);
    return false;
  }
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

/** The last words of labels that head a column or a box ("Place of delivery", "Voyage No.", "Ship via", "Payment terms"). */
const LABEL_HEAD = /\b(?:date|no|nr|number|name|place|port|address|type|code|ref|reference|amount|total|weight|delivery|receipt|loading|discharge|destination|origin|terms|method|via|id|period|country|currency|description|quantity|qty|price|value|phone|e-?mail|contact|vessel|voyage|carrier)\.?\s*$/i;

/** Whether two rows of two cells each have their cells start at the same places. */
const sameColumns = (a: DocLine, b: DocLine, ac: Segment[], bc: Segment[]) =>
  ac.length === 2 && bc.length === 2 && bc.every((c, i) => Math.abs(c.start - b.start - (ac[i].start - a.start)) <= 2);

function headingRow(doc: Doc, line: DocLine): boolean {
  const cells = line.aligned ? doc.cellsOf(line) : null;
  if (!cells || cells.length !== 2 || /\d|[:：]/.test(line.text) || !LABEL_HEAD.test(cells[1].text)) return false;
  const next = nextNonBlank(doc, line);
  const below = next && next.index - line.index <= 2 ? doc.cellsOf(next) : null;
  return below !== null && sameColumns(line, next!, cells, below);
}

/**
 * Whether a row of two cells is no label and its value but two column headings ("PORT OF DISCHARGE    PLACE OF
 * DELIVERY"), or the row of their values under them ("ROTTERDAM    RHOON, NETHERLANDS"), as forms and bills of lading
 * box their entries. The headings have no figures, the second reads as one, and the next line's two cells start
 * where theirs do.
 */
export function headingPair(doc: Doc, line: DocLine): boolean {
  if (!line.aligned) return false;
  const key = `hp:${line.index}`;
  let out = doc.cache.get(key) as boolean | undefined;
  if (out === undefined) {
    const prev = prevNonBlank(doc, line);
    out = headingRow(doc, line) || (prev !== undefined && line.index - prev.index <= 2 && headingRow(doc, prev));
    doc.cache.set(key, out);
  }
  return out;
}

/** Whether two consecutive lines belong to one paragraph (a wrapped sentence). */
function continues(a: DocLine, b: DocLine): boolean {
  if (a.blank || b.blank || a.page !== b.page) return false;
  if (a.text.length > 50 && b.text.length > 20) return true;
  return !/[.:;!?]\s*$/.test(a.text) && /^\s*\p{Ll}/u.test(b.text);
}

export function paragraphTokens(doc: Doc, line: DocLine): [number, number] {
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

export function nextNonBlank(doc: Doc, line: DocLine): DocLine | undefined {
  for (let i = line.index + 1; i < doc.lines.length && i <= line.index + 3; i++) if (!doc.lines[i].blank) return doc.lines[i].page === line.page ? doc.lines[i] : undefined;
  return undefined;
}
export function prevNonBlank(doc: Doc, line: DocLine): DocLine | undefined {
  for (let i = line.index - 1; i >= 0 && i >= line.index - 3; i--) if (!doc.lines[i].blank) return doc.lines[i].page === line.page ? doc.lines[i] : undefined;
  return undefined;
}

/**
 * The cell of column `col` in the nearest non-blank line above (`dir` -1) or below (+1) a table row: the same
 * column of a row with as many cells, or a line that is not a row as a whole.
 */
export function besideCell(doc: Doc, line: DocLine, col: number, dir: -1 | 1): Segment | undefined {
  const other = dir < 0 ? prevNonBlank(doc, line) : nextNonBlank(doc, line);
  if (!other) return undefined;
  const cells = doc.cellsOf(other);
  if (!cells) return other;
  return cells.length === line.cells!.length ? cells[col] : undefined;
}

/**
 * The columns of a row aligned with spaces that holds figures ("Cadmium   1,1   mg/kg   < 3,0"), which the
 * document keeps as one line (a label and its figure read as such): each run of words two spaces or more apart.
 * None for a line of fewer than three such runs, or one of labelled values.
 */
export function alignedColumns(doc: Doc, line: DocLine): Segment[] {
  // Labelled values side by side ("Order date: 2024-01-11    Total: $1,100.00") are read as such (labels.ts).
  if (line.cells || !/\S {2,}\S/.test(line.text) || /[:：]/.test(line.text)) return [];
  const page = line.page;
  const out = [...line.text.matchAll(/[^ ]+(?: [^ ]+)*/g)].map((m) => {
    const start = line.start + m.index!;
    const end = start + m[0].length;
    return { page, text: m[0], start, end, tokenFrom: doc.tokenIndex(page, start), tokenTo: doc.tokenIndex(page, end), blank: false };
  });
  return out.length >= 3 ? out : [];
}

/**
 * The lines of a block starting at `first`: consecutive non-blank lines of its page,
 * across single blank lines (DOCX and HTML paragraphs are written a blank line apart),
 * until `stop` says so.
 */
export function blockLines(doc: Doc, first: DocLine, max: number, stop: (l: DocLine) => boolean): DocLine[] {
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
