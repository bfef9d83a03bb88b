import Papa from 'papaparse';

export type TextFormat = 'csv' | 'tsv' | 'json' | 'eml' | 'html' | 'markdown' | 'text';

/**
 * What decoded text looks like. `strong` formats have a shape no other text has by
 * accident (a JSON value, an email header block, an HTML document element), so they
 * are believed over the file name; the weak ones are guesses for nameless files.
 */
export function sniffText(text: string): { format: TextFormat; strong: boolean } {
  const start = text.trimStart();
  if (/^[{[]/.test(start) && parsesAsJson(text)) return { format: 'json', strong: true };
  if (looksLikeEmail(text)) return { format: 'eml', strong: true };
  if (HTML_DOCUMENT.test(start)) return { format: 'html', strong: true };
  if (start.startsWith('<') && HTML_CLOSING_TAG.test(start.slice(0, 4096))) return { format: 'html', strong: false };
  const delimited = sniffDelimited(text);
  if (delimited) return { format: delimited, strong: false };
  if (MARKDOWN.some((pattern) => pattern.test(text.slice(0, 65536)))) return { format: 'markdown', strong: false };
  return { format: 'text', strong: false };
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// Optional XML declaration and comments, then the document element or a doctype.
const HTML_DOCUMENT = /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype\s+html|<(html|head|body)[\s>])/i;
const HTML_CLOSING_TAG = /<\/(p|div|span|table|tr|td|ul|ol|li|a|b|i|strong|em|h[1-6]|section|article|body|html)>/i;

const MARKDOWN = [/^#{1,6} \S/m, /^```/m, /^\|?\s*:?-{3,}:?\s*\|/m, /\[[^\]\n]+\]\([^)\s]+\)/];

/** Header names of which at least one, besides From, marks an email message. */
const MAIL_HEADERS = new Set(['subject', 'date', 'to', 'message-id', 'mime-version', 'received', 'sent']);

/**
 * An email starts with a header block: `Name: value` lines (continuations indented)
 * up to the first blank line, with From and at least one other mail header.
 */
export function looksLikeEmail(text: string): boolean {
  const lines = text.slice(0, 65536).split('\n');
  let i = /^From \S/.test(lines[0]) ? 1 : 0; // an mbox separator line
  const names = new Set<string>();
  for (; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === '') break;
    if (/^[ \t]/.test(line)) {
      if (names.size === 0) return false;
      continue;
    }
    const field = /^([!-9;-~]+):/.exec(line);
    if (!field) return false;
    names.add(field[1].toLowerCase());
  }
  return names.has('from') && [...names].some((name) => MAIL_HEADERS.has(name));
}

/**
 * A nameless file is taken for CSV or TSV only when its first rows parse without
 * error into the same number of cells: prose with commas almost never does for
 * several lines running.
 */
function sniffDelimited(text: string): 'csv' | 'tsv' | undefined {
  const sample = text.slice(0, 65536);
  const lastNewline = sample.lastIndexOf('\n');
  const head = text.length > sample.length && lastNewline > 0 ? sample.slice(0, lastNewline) : sample;
  for (const [delimiter, format] of [['\t', 'tsv'], [',', 'csv'], [';', 'csv']] as const) {
    if (!head.includes(delimiter)) continue;
    const parsed = Papa.parse<string[]>(head, { delimiter, preview: 50, skipEmptyLines: true });
    if (parsed.errors.length > 0) continue;
    const widths = parsed.data.map((row) => row.length);
    const columns = widths[0] ?? 0;
    if (columns < 2 || !widths.every((w) => w === columns)) continue;
    // Tabs are rare in prose, so two rows do; commas and semicolons need more proof.
    if (widths.length >= 3 || (widths.length === 2 && (columns >= 3 || delimiter === '\t'))) return format;
  }
  return undefined;
}
