/** Text set in columns on a PDF page: which bands of lines are columns, and their runs column by column (the rule: linesFromItems in pdf-lines.ts). */

import type { Line, PositionedText } from './pdf-runs.ts';
import { PROSE_WORDS, tableSpans } from './pdf-tables.ts';

/**
 * Narrowest gutter between text columns, in font sizes (pdfkit's default gap at 12
 * points is 1.25; IEEE and ACM papers leave 1.7 to 2.4). The spaces of justified
 * prose stretch to about this, but never line up down a page.
 */
const GUTTER = 1;
/** Lines of prose (PROSE_WORDS or more) each side of a gutter must have beside the other's for the band to be read as columns. */
const MIN_COLUMN_LINES = 4;

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
export function findColumns(lines: Line[], tables: Map<number, Line>): Map<number, Band> {
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
export function splitBand(lines: Line[], band: Band): [PositionedText[], PositionedText[]] {
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
