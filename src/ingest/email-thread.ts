/**
 * Splits the text body of an email into the messages of its thread: the newest
 * text first, then each earlier message quoted below it, in the order they appear.
 * Three common shapes are recognised:
 *
 * - an attribution line ("On <date>, <name> wrote:") followed by `>`-quoted lines;
 * - a separator ("-----Original Message-----", "---------- Forwarded message ---------",
 *   "Begin forwarded message:", a line of underscores) followed by the earlier
 *   message's own header block;
 * - an Outlook header block (From:, then Sent:/Date: and To:/Subject: just below).
 *
 * An earlier message keeps its attribution line or header block at its top, so its
 * page says who wrote it and when. Nothing is reworded; only one level of `>` is
 * removed from quoted lines (each deeper level belongs to an older message).
 */
export function splitThread(text: string, depth = 0): string[] {
  const lines = text.split('\n');
  // A thread deeper than this is no real thread; the rest stays in the last message.
  if (depth >= 50) return [text.trim()];
  for (let i = 0; i < lines.length; i++) {
    if (SEPARATORS.some((pattern) => pattern.test(lines[i].trim()))) {
      return [join(lines.slice(0, i)), ...splitThread(join(lines.slice(i + 1)), depth + 1)];
    }
    if (i > 0 && isOutlookHeaderBlock(lines, i)) {
      return [join(lines.slice(0, i)), ...splitThread(join(lines.slice(i)), depth + 1)];
    }
    const attribution = attributionAt(lines, i);
    const quoteStart = attribution ? skipBlank(lines, i + attribution.lines) : i;
    if (isQuoted(lines[quoteStart])) {
      // Below the first quote, quoted lines are the older message and the others (answers
      // written between the quotes) belong to the newest one.
      const rest = lines.slice(quoteStart);
      const quoted = rest.filter(isQuoted).map(unquote);
      const newest = join([...lines.slice(0, i), ...rest.filter((line) => !isQuoted(line))]);
      const [first = '', ...older] = splitThread(join(quoted), depth + 1);
      const earlier = attribution ? join([attribution.text, '', first]) : first;
      return [newest, earlier, ...older];
    }
    // An attribution with no quote marks under it (an HTML-only mail) still starts the earlier message.
    if (attribution) {
      const [first = '', ...older] = splitThread(join(lines.slice(i + attribution.lines)), depth + 1);
      return [join(lines.slice(0, i)), join([attribution.text, '', first]), ...older];
    }
  }
  return [text.trim()];
}

const SEPARATORS = [
  /^-{2,}\s*Original Message\s*-{2,}$/i,
  /^-{2,}\s*Forwarded message\s*-{2,}$/i,
  /^Begin forwarded message:$/i,
  /^_{10,}$/,
];

const ATTRIBUTION = /^(On|Am|Le|El|Il|Op)\s[\s\S]+\b(wrote|writes|schrieb|a écrit|escribió|ha scritto|schreef)\s*:$/i;

/** Mail programs wrap a long attribution line; it may run over up to three lines. */
function attributionAt(lines: string[], i: number): { text: string; lines: number } | undefined {
  if (!/^(On|Am|Le|El|Il|Op)\s/i.test(lines[i])) return undefined;
  for (let n = 1; n <= 3 && i + n <= lines.length; n++) {
    const text = lines.slice(i, i + n).join(' ').replace(/\s+/g, ' ').trim();
    if (ATTRIBUTION.test(text)) return { text, lines: n };
  }
  return undefined;
}

function isOutlookHeaderBlock(lines: string[], i: number): boolean {
  if (!/^\*?From:\*?\s+\S/.test(lines[i])) return false;
  const next = lines.slice(i + 1, i + 6);
  return next.some((l) => /^\*?(Sent|Date):\*?\s/.test(l)) && next.some((l) => /^\*?(To|Subject):\*?\s/.test(l));
}

const isQuoted = (line: string | undefined) => line !== undefined && /^\s?>/.test(line);
const unquote = (line: string) => line.replace(/^\s?> ?/, '');

function skipBlank(lines: string[], i: number): number {
  while (i < lines.length && lines[i].trim() === '') i++;
  return i;
}

const join = (lines: string[]) => lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
