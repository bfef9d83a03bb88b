/** Tables among the lines of a PDF page: which lines are rows, and how a row is written (the rule: linesFromItems in pdf-lines.ts). */

import { CELL_SEPARATOR } from './html.ts';
import type { Cell, Line } from './pdf-runs.ts';

/** Cells of two rows are in one column when a left edge, right edge or centre agree within this many font sizes. */
const ALIGN = 0.5;
/** A cell of this many words is prose (see twoColumnProse). */
export const PROSE_WORDS = 5;
/** Lines of a single cell that may stand between two rows of a table (a cell's text wrapped, a column left blank). */
const MAX_CONTINUATION = 2;
/** Baselines further apart than this many font sizes are not rows of one table (a running head and the text below it). */
const MAX_ROW_STEP = 3;

const overlaps = (p: Cell, q: Cell) => p.x0 < q.x1 && q.x0 < p.x1;

function aligned(p: Cell, q: Cell, tolerance: number): boolean {
  return Math.abs(p.x0 - q.x0) <= tolerance || Math.abs(p.x1 - q.x1) <= tolerance || Math.abs(p.x0 + p.x1 - q.x0 - q.x1) <= 2 * tolerance;
}

/**
 * Whether the cells of two lines stand in the same columns: every cell of the line
 * with fewer cells lines up with one of the other's, in order (a row may leave a
 * column blank), at least two of them. A header is often centred over its column, or
 * wider or narrower than the values: with as many cells as the row, overlapping its
 * own column and no other is enough.
 */
function sameColumns(a: Line, b: Line): boolean {
  const tolerance = ALIGN * Math.max(a.size, b.size);
  let i = 0;
  let j = 0;
  let matched = 0;
  while (i < a.cells.length && j < b.cells.length) {
    const p = a.cells[i];
    const q = b.cells[j];
    if (aligned(p, q, tolerance)) {
      matched++;
      i++;
      j++;
    } else if (p.x1 < q.x1) i++;
    else j++;
  }
  if (matched >= 2 && matched === Math.min(a.cells.length, b.cells.length)) return true;
  if (a.cells.length !== b.cells.length) return false;
  return a.cells.every(
    (p, k) =>
      overlaps(p, b.cells[k]) && (k + 1 === a.cells.length || (!overlaps(p, b.cells[k + 1]) && !overlaps(a.cells[k + 1], b.cells[k]))),
  );
}

const startsAColumn = (cell: Cell, row: Line) => row.cells.some((c) => Math.abs(c.x0 - cell.x0) <= ALIGN * row.size);

/** The rows of each table, by line index, mapped to the row with the most cells (the table's columns). */
export function findTables(lines: Line[]): Map<number, Line> {
  const tables = new Map<number, Line>();
  let i = 0;
  while (i < lines.length) {
    if (lines[i].cells.length < 2) {
      i++;
      continue;
    }
    const rows = [i];
    // The row with the most cells stands for the table's columns: the last row may have left one blank.
    let widest = lines[i];
    for (let next = nextRow(lines, i, widest); next >= 0; next = nextRow(lines, next, widest)) {
      rows.push(next);
      if (lines[next].cells.length > widest.cells.length) widest = lines[next];
    }
    if (rows.length >= 2 && !twoColumnProse(lines, rows)) for (const r of rows) tables.set(r, widest);
    i = rows[rows.length - 1] + 1;
  }
  return tables;
}

/**
 * Lines of a page set in two columns line up as well as a table's rows do; what tells
 * them apart is that both columns hold prose. Rows with two cells of several words are
 * rare in a table, and where a table has a column of long descriptions, the other end
 * of its rows is short (amounts, dates, names). A run of aligned lines from a
 * two-column page often has a heading or a paragraph's last words on one side, so
 * either sign is enough: more than a third of the rows with two long cells, or more
 * than half starting with one and more than half ending with one.
 */
function twoColumnProse(lines: Line[], rows: number[]): boolean {
  let both = 0;
  let first = 0;
  let last = 0;
  for (const r of rows) {
    const cells = lines[r].cells;
    if (cells.filter((c) => c.words >= PROSE_WORDS).length >= 2) both++;
    if (cells[0].words >= PROSE_WORDS) first++;
    if (cells[cells.length - 1].words >= PROSE_WORDS) last++;
  }
  return both * 3 > rows.length || (first * 2 > rows.length && last * 2 > rows.length);
}

/** The index of the line that is the next row of the table whose last row is `row`, or -1. */
function nextRow(lines: Line[], row: number, widest: Line): number {
  const last = lines[row];
  let above = last;
  let between = 0;
  for (let k = row + 1; k < lines.length; k++) {
    const line = lines[k];
    // Lines that are only whitespace are left out of the page anyway.
    if (line.cells.length === 0) continue;
    if (line.y - above.y > MAX_ROW_STEP * Math.max(above.size, line.size)) return -1;
    if (line.cells.length >= 2) return sameColumns(last, line) || (widest !== last && sameColumns(widest, line)) ? k : -1;
    if (++between > MAX_CONTINUATION || !(startsAColumn(line.cells[0], last) || startsAColumn(line.cells[0], widest))) return -1;
    above = line;
  }
  return -1;
}

/** A table row, its cells in the table's columns: a column it leaves blank is an empty cell. */
export function rowText(line: Line, table: Line): string {
  const texts = line.cells.map((c) => c.text);
  if (line.cells.length === table.cells.length) return texts.join(CELL_SEPARATOR);
  const tolerance = ALIGN * Math.max(line.size, table.size);
  const columns = table.cells;
  const placed: string[] = new Array(columns.length).fill('');
  let j = 0;
  for (const cell of line.cells) {
    let at = j;
    while (at < columns.length && !aligned(cell, columns[at], tolerance)) at++;
    if (at === columns.length) {
      at = j;
      while (at < columns.length && !overlaps(cell, columns[at])) at++;
    }
    // A cell in no column of the table: the row is written with the cells it has.
    if (at === columns.length) return texts.join(CELL_SEPARATOR);
    placed[at] = cell.text;
    j = at + 1;
  }
  while (placed.length > 0 && placed[placed.length - 1] === '') placed.pop();
  return placed.join(CELL_SEPARATOR);
}

/** Lines from the first row of each table to its last, wrapped cells between them included. */
export function tableSpans(lines: Line[], tables: Map<number, Line>): boolean[] {
  const blocked: boolean[] = new Array(lines.length).fill(false);
  const spans = new Map<Line, [number, number]>();
  for (const [row, table] of tables) {
    const span = spans.get(table);
    if (span) span[1] = Math.max(span[1], row);
    else spans.set(table, [row, row]);
  }
  for (const [from, to] of spans.values()) blocked.fill(true, from, to + 1);
  return blocked;
}
