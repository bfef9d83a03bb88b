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
