import { findColumns, splitBand } from './pdf-columns.ts';
import { groupLines, joinRuns, toLine, type PositionedText } from './pdf-runs.ts';
import { findTables, rowText } from './pdf-tables.ts';

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
 *
 * `order`, when given, receives the runs in the order their text is written, so each
 * can be found in the page text again (for its position on the page).
 */
export function linesFromItems(items: PositionedText[], order?: PositionedText[]): string {
  const lines = groupLines(items).map(toLine);
  const tables = findTables(lines);
  const bands = findColumns(lines, tables);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const band = bands.get(i);
    if (band) {
      // Each column is a page of its own: its lines, tables and columns found anew.
      for (const column of splitBand(lines, band)) {
        const text = linesFromItems(column, order);
        if (text !== '') out.push(text);
      }
      i = band.last;
      continue;
    }
    const table = tables.get(i);
    const text = table ? rowText(lines[i], table) : joinRuns(lines[i].runs);
    if (text.trim() !== '') {
      out.push(text);
      // A row's cells, and a line's runs, are written left to right: the line's own order.
      order?.push(...lines[i].runs);
    }
  }
  return out.join('\n');
}
