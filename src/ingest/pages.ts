/** Most characters on one page of a document that has no pages of its own. */
export const PAGE_CHARS = 3000;

/**
 * Cuts text into pages of at most `max` characters, at a paragraph boundary
 * (a blank line) where one falls in the second half of the page, else at a line
 * end, else at a space, else hard. The pages joined back give the text again,
 * less only the whitespace at the cuts.
 */
export function paginate(text: string, max = PAGE_CHARS): string[] {
  const pages: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    const cut = lastBreak(window, /\n[ \t]*\n/g, max) ?? lastBreak(window, /\n/g, max) ?? lastBreak(window, /\s/g, max) ?? max;
    pages.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest.length > 0 || pages.length === 0) pages.push(rest);
  return pages;
}

function lastBreak(window: string, pattern: RegExp, max: number): number | undefined {
  let found: number | undefined;
  for (const match of window.matchAll(pattern)) {
    if (match.index! > max / 2 && match.index! <= max) found = match.index!;
  }
  return found;
}

/**
 * Packs lines (table rows, message lines) into pages of at most `max` characters,
 * cutting only between lines, so a row is never split across two pages unless it
 * alone is longer than a page; such a line is cut like any long text.
 */
export function paginateLines(lines: Iterable<string>, max = PAGE_CHARS): string[] {
  const pages: string[] = [];
  let current = '';
  for (const line of lines) {
    if (line.length > max) {
      if (current) pages.push(current);
      current = '';
      const pieces = paginate(line, max);
      // The last piece may still take the lines that follow it.
      pages.push(...pieces.slice(0, -1));
      current = pieces[pieces.length - 1];
      continue;
    }
    if (current && current.length + 1 + line.length > max) {
      pages.push(current);
      current = line;
    } else {
      current = current ? `${current}\n${line}` : line;
    }
  }
  if (current || pages.length === 0) pages.push(current);
  return pages;
}
