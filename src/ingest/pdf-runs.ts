/** Lines of a PDF page from its positioned text runs, each split into cells where a gap is wider than a word space. */

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

/** An enumerator or bullet that starts a list item, with the item's text set off by an indent. */
const LIST_MARKER = /^(?:(?:section|article|§)\s*)?(?:\(?(?:\d{1,3}|[a-z]|[ivx]{1,5})[.)]|\d{1,3}(?:\.\d{1,3})+\.?|[•·▪▫◦●○■□►▸➢✓*–—-])$/iu;

export interface Cell {
  runs: PositionedText[];
  /** Left edge of its first visible run, right edge of its widest-reaching one. */
  x0: number;
  x1: number;
  text: string;
  words: number;
}

export interface Line {
  /** Runs left to right. */
  runs: PositionedText[];
  y: number;
  size: number;
  /** Parts of the line apart by more than a word space; empty when the line is only whitespace. */
  cells: Cell[];
}

export function groupLines(items: PositionedText[]): Array<{ runs: PositionedText[]; y: number }> {
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

export function joinRuns(items: PositionedText[]): string {
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

export function toLine({ runs, y }: { runs: PositionedText[]; y: number }): Line {
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
