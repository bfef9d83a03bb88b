/** Word-level helpers shared by the local extractor's parts. */

const STOPWORDS = new Set(
  'a an the of for to in on at by and or is are was were be been this that these those it its with from as what which who whom whose when where how any all each per our your their his her my we you they he she i me us them if then than so such into onto upon about over under between within without not no yes do does did has have had will would shall should can could may might must field value name document text number amount date type one some other'.split(
    ' ',
  ),
);

/** Lower-cased word tokens, splitting snake_case and camelCase. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function keywords(text: string): string[] {
  return [...new Set(words(text).filter((w) => !STOPWORDS.has(w) && w.length > 1))];
}

/** Light stemming so "invoices"/"invoice" and "dated"/"date" meet. */
export function stem(word: string): string {
  return word.replace(/(?:ies)$/, 'y').replace(/(?:ing|ed|es|s)$/, '') || word;
}

export interface Line {
  text: string;
  /** Offset of the line in its page text. */
  start: number;
}

export function splitLines(page: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const text of page.split('\n')) {
    lines.push({ text, start });
    start += text.length + 1;
  }
  return lines;
}

export interface Sentence {
  text: string;
  start: number;
}

/**
 * Sentences with their offsets. A sentence may run over a line break where the
 * line was wrapped (it ends without punctuation and the next line goes on in lower
 * case, or it is long); otherwise a line end also ends a sentence, so label lines
 * ("Total: $5") stay apart. The text between the offsets is exactly the page's.
 */
export function splitSentences(page: string): Sentence[] {
  const out: Sentence[] = [];
  const lines = splitLines(page);
  let blockStart = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1];
    const wrapped =
      next !== undefined &&
      line.text.trim() !== '' &&
      !/[.!?:;]\s*$/.test(line.text) &&
      (/^\s*[\p{Ll}(]/u.test(next.text) || (line.text.length > 60 && /^\s*\S/.test(next.text)));
    if (wrapped) continue;
    const end = line.start + line.text.length;
    pushSentences(page.slice(blockStart, end), blockStart, out);
    blockStart = end + 1;
  }
  return out;
}

function pushSentences(block: string, offset: number, out: Sentence[]): void {
  for (const m of block.matchAll(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g)) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text.length > 1) out.push({ text, start: offset + m.index! + lead });
  }
}
