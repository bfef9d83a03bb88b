/** A run of text with its baseline position on the page (y grows downwards) and font size. */
export interface PositionedText {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/**
 * Rebuilds lines from positioned text runs: runs whose baselines are within half a
 * font size of each other share a line (so superscripts and runs in another font stay
 * on it), lines go top to bottom, runs within a line left to right. A space is put
 * where runs are apart by more than a sliver of a character and neither brings its
 * own; a gap wider than two font sizes (table columns, a label and its value far to
 * the right) becomes a tab. The text of each run is kept as it is.
 */
export function linesFromItems(items: PositionedText[]): string {
  const sorted = [...items].sort((p, q) => p.y - q.y || p.x - q.x);
  const lines: PositionedText[][] = [];
  let line: PositionedText[] = [];
  let lineY = 0;
  let lineSize = 0;
  for (const item of sorted) {
    if (line.length > 0 && Math.abs(item.y - lineY) <= Math.max(lineSize, item.size) * 0.5) {
      line.push(item);
      lineSize = Math.max(lineSize, item.size);
      continue;
    }
    if (line.length > 0) lines.push(line);
    line = [item];
    lineY = item.y;
    lineSize = item.size;
  }
  if (line.length > 0) lines.push(line);
  return lines
    .map(joinLine)
    .filter((text) => text.trim() !== '')
    .join('\n');
}

function joinLine(items: PositionedText[]): string {
  items.sort((p, q) => p.x - q.x);
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
