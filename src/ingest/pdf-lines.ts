import { CELL_SEPARATOR } from './html.ts';

/** A run of text with its baseline position on the page (y grows downwards) and font size. */
export interface PositionedText {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/**
 * A gap wider than this many font sizes ends a cell. A word space is 0.25 to 0.35 of
 * the font size, and pdf.js already splits a run where a gap passes about 0.6 of it;
 * between the runs of justified prose in the Kleister-NDA contracts of the evaluation
 * (some set word by word), gaps reach 1.1 font sizes.
 */
const CELL_GAP = 1;
/**
 * A cell gap must also be this many times the widest word gap (one of at most
 * CELL_GAP) of its line: justification stretches every space of a line alike, so a
 * line set word by word with spaces just over CELL_GAP has others just under it,
 * while a table row's gaps between cells stand well apart from those within them.
 */
const CELL_GAP_OVER_WORDS = 1.5;
/** Cells of two rows are in one column when a left edge, right edge or centre agree within this many font sizes. */
const ALIGN = 0.5;
/** A cell of this many words is prose (see twoColumnProse). */
const PROSE_WORDS = 5;
/** Lines of a single cell that may stand between two rows of a table (a cell's text wrapped, a column left blank). */
const MAX_CONTINUATION = 2;
/** Baselines further apart than this many font sizes are not rows of one table (a running head and the text below it). */
const MAX_ROW_STEP = 3;
/**
 * Narrowest gutter between text columns, in font sizes (pdfkit's default gap at 12
 * points is 1.25; IEEE and ACM papers leave 1.7 to 2.4). The spaces of justified
 * prose stretch to about this, but never line up down a page.
 */
const GUTTER = 1;
/** Lines of prose (PROSE_WORDS or more) each side of a gutter must have beside the other's for the band to be read as columns. */
const MIN_COLUMN_LINES = 4;

/** An enumerator or bullet that starts a list item, with the item's text set off by an indent. */
const LIST_MARKER = /^(?:(?:section|article|§)\s*)?(?:\(?(?:\d{1,3}|[a-z]|[ivx]{1,5})[.)]|\d{1,3}(?:\.\d{1,3})+\.?|[•·▪▫◦●○■□►▸➢✓*–—-])$/iu;

interface Cell {
  runs: PositionedText[];
  /** Left edge of its first visible run, right edge of its widest-reaching one. */
  x0: number;
  x1: number;
  text: string;
  words: number;
}

interface Line {
  /** Runs left to right. */
  runs: PositionedText[];
  y: number;
  size: number;
  /** Parts of the line apart by more than a word space; empty when the line is only whitespace. */
  cells: Cell[];
}

/**
 * Rebuilds lines from positioned text runs: runs whose baselines are within half a
 * font size of each other share a line (so superscripts and runs in another font stay
 * on it), lines go top to bottom, runs within a line left to right. A space is put
 * where runs are apart by more than a sliver of a character and neither brings its
 * own; a gap wider than two font sizes (a label and its value far to the right)
 * becomes a tab. The text of each run is kept as it is.
 *
 * Tables come out as the other readers write them: one line per row, cells joined
 * with ` | `. A line falls into cells at gaps wider than a font size (and 1.5 times
 * the widest smaller gap of the line, so justified prose stays whole); runs of mere
 * whitespace, which pdf.js puts in wide gaps, count as gap. A list marker and the
 * text indented after it, or a label ending in a colon and its value, stay one cell.
 * Two or more lines of at least two cells whose cells stand in the same columns
 * (left edges, right edges or centres agreeing within half a font size, as
 * left-aligned text, right-aligned numbers and centred headers do; a header with as
 * many cells as the row below it needs only to overlap it column by column) are a
 * table, if no row is more than three font sizes below the line before it. Up to two
 * lines of one cell starting at a column (a wrapped cell) may stand between rows and
 * are written as they are. A column a row leaves blank gives an empty cell, except at
 * the end of the row (as for CSV). Not tables: two columns of prose side by side
 * (more than a third of the rows hold two cells of five words or more, or more than
 * half start with one and more than half end with one), read as columns (below) or
 * else written as before, and a lone line with a wide gap ("Invoice No.<tab>4711").
 *
 * Text set in columns (papers, newsletters, some contracts) is read a column at a
 * time, left to right: read across the gutter, every line of one column runs on into
 * a line of the other and no sentence survives. Most pages have one column and must
 * come out as they always have, so only strong evidence splits a band of lines: a
 * strip of white at least a font size wide that no run of those lines crosses (word
 * spaces of justified prose reach that width, but not at the same place line after
 * line), with prose on both sides beside each other (at least four lines of five
 * words or more on each side, and most of each side's lines such prose). Indented
 * text, a right-aligned date, labels with their values and signature blocks have no
 * prose on one side, and stay as they were. A line across the strip (a title, a
 * paragraph across the page) ends the band and a table ends it too, so such lines
 * keep their place between bands, and no table is cut into columns. Lines above the
 * first line of prose, and lines further below the columns than the columns' own
 * lines and paragraphs are apart (a running head, a footer), are left outside it. Each
 * column is then read as a page of its own: tables, and columns, within it are found
 * anew. A table inside one column, beside prose in the other, is a table across both
 * and ends the band there.
 */
export function linesFromItems(items: PositionedText[]): string {
  const lines = groupLines(items).map(toLine);
  const tables = findTables(lines);
  const bands = findColumns(lines, tables);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const band = bands.get(i);
    if (band) {
      // Each column is a page of its own: its lines, tables and columns found anew.
      for (const column of splitBand(lines, band)) {
        const text = linesFromItems(column);
        if (text !== '') out.push(text);
      }
      i = band.last;
      continue;
    }
    const table = tables.get(i);
    const text = table ? rowText(lines[i], table) : joinRuns(lines[i].runs);
    if (text.trim() !== '') out.push(text);
  }
  return out.join('\n');
}

function groupLines(items: PositionedText[]): Array<{ runs: PositionedText[]; y: number }> {
  const sorted = [...items].sort((p, q) => p.y - q.y || p.x - q.x);
  const lines: Array<{ runs: PositionedText[]; y: number }> = [];
  let line: PositionedText[] = [];
  let lineY = 0;
  let lineSize = 0;
  for (const item of sorted) {
    if (line.length > 0 && Math.abs(item.y - lineY) <= Math.max(lineSize, item.size) * 0.5) {
      line.push(item);
      lineSize = Math.max(lineSize, item.size);
      continue;
    }
    if (line.length > 0) lines.push({ runs: line, y: lineY });
    line = [item];
    lineY = item.y;
    lineSize = item.size;
  }
  if (line.length > 0) lines.push({ runs: line, y: lineY });
  return lines;
}

function joinRuns(items: PositionedText[]): string {
  let text = '';
  let end: number | undefined;
  for (const item of items) {
    let run = item.text;
    if (end !== undefined) {
      const gap = item.x - end;
      if (gap > item.size * 2) {
        text = text.trimEnd() + '\t';
        run = run.trimStart();
      } else if (gap > item.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(run)) {
        text += ' ';
      }
    }
    text += run;
    end = Math.max(end ?? -Infinity, item.x + item.width);
  }
  return text.replace(/\s+$/, '');
}

function toLine({ runs, y }: { runs: PositionedText[]; y: number }): Line {
  runs.sort((p, q) => p.x - q.x);
  let size = 0;
  for (const run of runs) size = Math.max(size, run.size);
  return { runs, y, size, cells: splitCells(runs) };
}

function splitCells(runs: PositionedText[]): Cell[] {
  // pdf.js fills a wide gap with a run of whitespace as wide as the gap: the gap is what counts.
  const visible = runs.filter((run) => run.text.trim() !== '');
  if (visible.length < 2) return visible.length === 0 ? [] : [makeCell(runs, false)];
  const gaps: number[] = [];
  let end = visible[0].x + visible[0].width;
  let wordGap = 0;
  for (let k = 1; k < visible.length; k++) {
    const gap = (visible[k].x - end) / Math.max(visible[k].size, visible[k - 1].size);
    gaps.push(gap);
    if (gap <= CELL_GAP) wordGap = Math.max(wordGap, gap);
    end = Math.max(end, visible[k].x + visible[k].width);
  }
  const breaks = new Set<PositionedText>();
  gaps.forEach((gap, k) => {
    if (gap > CELL_GAP && gap > wordGap * CELL_GAP_OVER_WORDS) breaks.add(visible[k + 1]);
  });
  if (breaks.size === 0) return [makeCell(runs, false)];
  const parts: PositionedText[][] = [[]];
  for (const run of runs) {
    if (breaks.has(run)) parts.push([]);
    parts[parts.length - 1].push(run);
  }
  const cells = parts.map((part) => makeCell(part));
  // The space after a label and the indent after a list marker are not columns.
  for (let k = cells.length - 2; k >= 0; k--) {
    if (/[:：]$/.test(cells[k].text) || (k === 0 && LIST_MARKER.test(cells[k].text))) cells.splice(k, 2, makeCell([...cells[k].runs, ...cells[k + 1].runs]));
  }
  return cells;
}

/** A cell; its text is only needed in lines of several cells (a line of one is written whole). */
function makeCell(runs: PositionedText[], withText = true): Cell {
  let x0 = Infinity;
  let x1 = -Infinity;
  for (const run of runs) {
    if (run.text.trim() === '') continue;
    x0 = Math.min(x0, run.x);
    x1 = Math.max(x1, run.x + run.width);
  }
  const text = withText ? joinRuns(runs).trim() : '';
  return { runs, x0, x1, text, words: text === '' ? 0 : text.split(/\s+/).length };
}

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
function findTables(lines: Line[]): Map<number, Line> {
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
function rowText(line: Line, table: Line): string {
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

/** Lines `first` to `last` (inclusive) of a page, read as columns either side of the white strip from x0 to x1. */
interface Band {
  first: number;
  last: number;
  x0: number;
  x1: number;
  /** Lines of prose in the band, both sides: the band with more wins where two overlap. */
  prose: number;
}

/** A white strip free from `start` down to the line being looked at. */
interface Strip {
  x0: number;
  x1: number;
  start: number;
  /** Lines since `start` with text left of the strip, and right of it: too few on either side and it is a margin or an indent. */
  left: number;
  right: number;
}

/**
 * The bands of lines to read as columns, by their first line. A sweep down the page
 * keeps the strips of white that every line since some line leaves free (a line adds
 * its own gaps and margins; each later line cuts its runs out of them), so a strip
 * that dies has been free as far up and down as it could: its band. A table ends
 * every strip, so no table is ever cut in two.
 */
function findColumns(lines: Line[], tables: Map<number, Line>): Map<number, Band> {
  const bands = new Map<number, Band>();
  if (lines.length < MIN_COLUMN_LINES) return bands;
  const blocked = tableSpans(lines, tables);
  const sizes = lines.filter((l) => l.cells.length > 0).map((l) => l.size);
  if (sizes.length < MIN_COLUMN_LINES) return bands;
  sizes.sort((p, q) => p - q);
  const size = sizes[sizes.length >> 1];
  const minWidth = GUTTER * size;
  const found: Band[] = [];
  let open: Strip[] = [];
  const spans: number[] = [];
  for (let k = 0; k <= lines.length; k++) {
    const line = lines[k];
    if (line && line.cells.length === 0) continue;
    const through = line !== undefined && !blocked[k];
    if (through) visibleSpans(line.runs, spans);
    const next: Strip[] = [];
    for (const strip of open) {
      if (through && cutOut(strip, spans, minWidth, next)) continue;
      if (strip.left >= MIN_COLUMN_LINES && strip.right >= MIN_COLUMN_LINES) {
        const band = columnBand(lines, strip, k, size);
        if (band) found.push(band);
      }
    }
    if (through) cutOut({ x0: -Infinity, x1: Infinity, start: k, left: 0, right: 0 }, spans, minWidth, next);
    open = next;
  }
  found.sort((p, q) => q.prose - p.prose || p.x0 - q.x0);
  const taken: Band[] = [];
  for (const band of found) {
    if (taken.some((t) => band.first <= t.last && t.first <= band.last)) continue;
    taken.push(band);
    bands.set(band.first, band);
  }
  return bands;
}

/** Lines from the first row of each table to its last, wrapped cells between them included. */
function tableSpans(lines: Line[], tables: Map<number, Line>): boolean[] {
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

/** The x extents of a line's visible runs (runs sorted by x), merged where they touch, as flat pairs into `out`. */
function visibleSpans(runs: PositionedText[], out: number[]): void {
  out.length = 0;
  for (const run of runs) {
    if (run.text.trim() === '') continue;
    const x0 = run.x;
    const x1 = run.x + Math.max(0, run.width);
    if (out.length > 0 && x0 <= out[out.length - 1]) out[out.length - 1] = Math.max(out[out.length - 1], x1);
    else out.push(x0, x1);
  }
}

/**
 * Adds to `out` the parts of a strip that no span of the next line covers, at least
 * `minWidth` wide; false when there are none. A part `out` already holds was reached
 * from another line: the one from the higher line covers both.
 */
function cutOut(strip: Strip, spans: number[], minWidth: number, out: Strip[]): boolean {
  let any = false;
  let from = strip.x0;
  for (let s = 0; s < spans.length && from < strip.x1; s += 2) {
    if (spans[s + 1] <= from) continue;
    if (spans[s] >= strip.x1) break;
    if (spans[s] - from >= minWidth) {
      addPart(strip, from, spans[s], spans, out);
      any = true;
    }
    from = Math.max(from, spans[s + 1]);
  }
  if (strip.x1 - from < minWidth) return any;
  addPart(strip, from, strip.x1, spans, out);
  return true;
}

function addPart(strip: Strip, x0: number, x1: number, spans: number[], out: Strip[]): void {
  const left = strip.left + (spans.length > 0 && spans[0] < x0 ? 1 : 0);
  const right = strip.right + (spans.length > 0 && spans[spans.length - 1] > x1 ? 1 : 0);
  for (const other of out) {
    if (other.x0 !== x0 || other.x1 !== x1) continue;
    if (strip.start < other.start) Object.assign(other, { start: strip.start, left, right });
    return;
  }
  out.push({ x0, x1, start: strip.start, left, right });
}

/**
 * Whether the lines from `strip.start` to `end` (exclusive), which leave the strip
 * white, are columns, and which of them. Columns, unlike indented text, a label and
 * its value or a signature block, hold prose on both sides beside each other: at
 * least MIN_COLUMN_LINES lines of PROSE_WORDS words or more on each side within the
 * height of the other side's prose, and most lines of each side such prose. The band
 * reaches from where both columns hold prose up and down over lines of one side no
 * further apart than a column's own lines and paragraphs are (the tail of the longer
 * column, a heading over one of them), but not to a running head or footer set off
 * by more space, nor above the first line of prose: a line above it at the left is
 * read first either way, and one at the right (a date) is more likely above the
 * columns than in them.
 */
function columnBand(lines: Line[], strip: Strip, end: number, size: number): Band | undefined {
  const middle = (strip.x0 + strip.x1) / 2;
  const from = strip.start;
  const words: [number[], number[]] = [[], []];
  const firstProse = [-1, -1];
  const lastProse = [-1, -1];
  for (let k = from; k < end; k++) {
    const counts = wordsEitherSide(lines[k].runs, middle);
    for (let side = 0; side < 2; side++) {
      const n = side === 0 ? counts.left : counts.right;
      words[side].push(n);
      if (n < PROSE_WORDS) continue;
      if (firstProse[side] < 0) firstProse[side] = k;
      lastProse[side] = k;
    }
  }
  if (firstProse[0] < 0 || firstProse[1] < 0) return undefined;
  const bothFrom = Math.max(firstProse[0], firstProse[1]);
  const bothTo = Math.min(lastProse[0], lastProse[1]);
  if (bothFrom >= bothTo) return undefined;
  const steps: number[] = [];
  for (let side = 0; side < 2; side++) {
    let previous = -1;
    for (let k = bothFrom; k <= bothTo; k++) {
      if (words[side][k - from] === 0) continue;
      if (previous >= 0) steps.push(lines[k].y - lines[previous].y);
      previous = k;
    }
  }
  steps.sort((p, q) => p - q);
  const pitch = steps.length > 0 ? steps[steps.length >> 1] : size;
  const reach = Math.max(steps.length > 0 ? steps[steps.length - 1] : size, 2 * pitch) + 0.1 * size;
  let last = bothTo;
  for (let k = bothTo + 1; k < end; k++) {
    if (lines[k].cells.length === 0) continue;
    if (lines[k].y - lines[last].y > reach) break;
    last = k;
  }
  let first = bothFrom;
  for (let k = bothFrom - 1; k >= Math.min(firstProse[0], firstProse[1]); k--) {
    if (lines[k].cells.length === 0) continue;
    if (lines[first].y - lines[k].y > reach) break;
    first = k;
  }
  // Prose beyond `first` and `last` (a footer of five words) says nothing of the columns.
  const top = [Infinity, Infinity];
  const bottom = [-Infinity, -Infinity];
  for (let side = 0; side < 2; side++) {
    for (let k = first; k <= last; k++) {
      if (words[side][k - from] < PROSE_WORDS) continue;
      top[side] = Math.min(top[side], k);
      bottom[side] = k;
    }
  }
  let prose = 0;
  for (let side = 0; side < 2; side++) {
    let fragments = 0;
    let long = 0;
    let beside = 0;
    const other = 1 - side;
    for (let k = first; k <= last; k++) {
      const n = words[side][k - from];
      if (n === 0) continue;
      fragments++;
      if (n < PROSE_WORDS) continue;
      long++;
      if (k >= top[other] && k <= bottom[other]) beside++;
    }
    if (long * 2 <= fragments || beside < MIN_COLUMN_LINES) return undefined;
    prose += long;
  }
  return { first, last, x0: strip.x0, x1: strip.x1, prose };
}

/** Words of a line's runs left and right of x (no visible run reaches across it). */
function wordsEitherSide(runs: PositionedText[], x: number): { left: number; right: number } {
  let split = 0;
  while (split < runs.length && runs[split].x + Math.max(0, runs[split].width) / 2 < x) split++;
  return { left: countWords(runs, 0, split), right: countWords(runs, split, runs.length) };
}

/** The words joinRuns would write for runs `from` to `to`, counted without writing them: this runs for every line of a candidate band. */
function countWords(runs: PositionedText[], from: number, to: number): number {
  let words = 0;
  let inWord = false;
  let end = -Infinity;
  for (let r = from; r < to; r++) {
    const { text, x, size } = runs[r];
    if (x - end > size * 0.15) inWord = false;
    for (let c = 0; c < text.length; c++) {
      const code = text.charCodeAt(c);
      if (code === 32 || code === 9 || code === 10 || code === 13 || (code > 127 && /\s/.test(text[c]))) inWord = false;
      else if (!inWord) {
        inWord = true;
        words++;
      }
    }
    end = Math.max(end, x + runs[r].width);
  }
  return words;
}

/** The runs of a band's lines in its left column and its right one; white space in the gutter belongs to neither. */
function splitBand(lines: Line[], band: Band): [PositionedText[], PositionedText[]] {
  const middle = (band.x0 + band.x1) / 2;
  const left: PositionedText[] = [];
  const right: PositionedText[] = [];
  for (let k = band.first; k <= band.last; k++) {
    for (const run of lines[k].runs) {
      const x1 = run.x + Math.max(0, run.width);
      if (run.text.trim() === '' && run.x < band.x1 && x1 > band.x0) continue;
      (run.x + (x1 - run.x) / 2 < middle ? left : right).push(run);
    }
  }
  return [left, right];
}
