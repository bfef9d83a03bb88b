import type { FormatCallback } from 'html-to-text';
import { paginate } from './pages.ts';

/** Cells of a table row are joined with this, as in every other table the service reads. */
export const CELL_SEPARATOR = ' | ';

/**
 * A table becomes one line per row with its cells joined by ` | `, instead of
 * html-to-text's padded columns: the cell text stays intact (no wrapping, no
 * upper-cased headers) and each row still reads as a row.
 */
const rowsTable: FormatCallback = (elem, walk, builder, formatOptions) => {
  builder.openTable();
  const visit = (node: (typeof elem.children)[number]) => {
    if (node.type !== 'tag') return;
    const tag = node as unknown as { name: string; children: typeof elem.children };
    if (['thead', 'tbody', 'tfoot'].includes(tag.name)) return tag.children.forEach(visit);
    if (tag.name !== 'tr') return;
    builder.openTableRow();
    for (const cell of tag.children) {
      const cellTag = cell as unknown as { type: string; name: string; children: typeof elem.children };
      if (cell.type !== 'tag' || (cellTag.name !== 'td' && cellTag.name !== 'th')) continue;
      builder.openTableCell();
      walk(cellTag.children, builder);
      builder.closeTableCell();
    }
    builder.closeTableRow();
  };
  elem.children.forEach(visit);
  builder.closeTable({
    tableToString: (rows) =>
      rows
        .map((cells) => cells.map((cell) => cell.text.replace(/\s*\n\s*/g, ' ').trim()).join(CELL_SEPARATOR))
        .filter((line) => line.replace(/[\s|]/g, '') !== '')
        .join('\n'),
    leadingLineBreaks: formatOptions.leadingLineBreaks,
    trailingLineBreaks: formatOptions.trailingLineBreaks,
  });
};

/**
 * An ordered list keeps its numbers (a clause's number is part of what the reader
 * sees), without the indentation html-to-text gives them.
 */
const numberedList: FormatCallback = (elem, walk, builder, formatOptions) => {
  let next = Number(elem.attribs?.start) || 1;
  const items = elem.children.filter((child) => child.type === 'tag' && (child as unknown as { name: string }).name === 'li');
  if (items.length === 0) return;
  const marker = listMarker(elem.attribs?.type);
  const prefixes = items.map(() => `${marker(next++)}. `);
  builder.openList({
    interRowLineBreaks: 1,
    leadingLineBreaks: formatOptions.leadingLineBreaks ?? 2,
    maxPrefixLength: Math.max(...prefixes.map((p) => p.length)),
    prefixAlign: 'left',
  });
  items.forEach((item, i) => {
    builder.openListItem({ prefix: prefixes[i] });
    walk((item as unknown as { children: typeof elem.children }).children, builder);
    builder.closeListItem();
  });
  builder.closeList({ trailingLineBreaks: formatOptions.trailingLineBreaks ?? 2 });
};

function listMarker(type: string | undefined): (n: number) => string {
  switch (type) {
    case 'a':
      return letters;
    case 'A':
      return (n) => letters(n).toUpperCase();
    case 'i':
      return roman;
    case 'I':
      return (n) => roman(n).toUpperCase();
    default:
      return String;
  }
}

/** 1 -> a, 26 -> z, 27 -> aa, as browsers number `type="a"` lists. */
function letters(n: number): string {
  let text = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) text = String.fromCharCode(97 + ((k - 1) % 26)) + text;
  return text;
}

const ROMAN: Array<[number, string]> = [[1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'], [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i']];

function roman(n: number): string {
  let text = '';
  let rest = n;
  for (const [value, digits] of ROMAN) {
    for (; rest >= value; rest -= value) text += digits;
  }
  return text;
}

type Node = { type: string; name?: string; data?: string; children?: Node[] };

/** The text of a node as written, markup dropped (to see whether a term already ends with its own colon). */
const plainText = (node: Node): string => (node.type === 'text' ? (node.data ?? '') : (node.children ?? []).map(plainText).join(''));

/**
 * A description list reads as one `Term: definition` line per pair, like a form
 * (`<dt>Invoice Number</dt><dd>INV-1</dd>` is "Invoice Number: INV-1"), instead of
 * html-to-text's inline run that glues every term to its value. Several
 * definitions of one term stand each on a line of their own under it; `<div>`
 * wrappers around pairs (allowed in HTML) are read through.
 */
const definitionList: FormatCallback = (elem, walk, builder, formatOptions) => {
  const items: Node[] = [];
  const collect = (node: Node) => {
    if (node.type !== 'tag') return;
    if (node.name === 'div') return (node.children ?? []).forEach(collect);
    if (node.name === 'dt' || node.name === 'dd') items.push(node);
  };
  (elem.children as unknown as Node[]).forEach(collect);
  builder.openBlock({ leadingLineBreaks: formatOptions.leadingLineBreaks ?? 2 });
  let openTerm = false;
  let definitions = 0;
  for (const item of items) {
    const children = item.children as unknown as typeof elem.children;
    if (item.name === 'dt') {
      if (openTerm || definitions) builder.addLineBreak();
      walk(children, builder);
      if (!/[:：]\s*$/.test(plainText(item))) builder.addLiteral(':');
      openTerm = true;
      definitions = 0;
      continue;
    }
    if (openTerm) builder.addLiteral(' ');
    else builder.addLineBreak();
    walk(children, builder);
    openTerm = false;
    definitions++;
  }
  builder.closeBlock({ trailingLineBreaks: formatOptions.trailingLineBreaks ?? 2 });
};

const block = (lines: number) => ({ format: 'block', options: { leadingLineBreaks: lines, trailingLineBreaks: lines } });

// Loaded on first use, like every heavy reader: most servers never see HTML.
let converter: Promise<(html: string) => string> | undefined;
const convert = async (html: string) => (await (converter ??= import('html-to-text').then(({ compile }) => compile(OPTIONS))))(html);

const OPTIONS = {
  wordwrap: false,
  formatters: { rowsTable, numberedList, definitionList },
  // Everything the text must not gain: link targets, image names, rules, quote marks, bullets.
  selectors: [
    { selector: 'script', format: 'skip' },
    { selector: 'style', format: 'skip' },
    { selector: 'noscript', format: 'skip' },
    { selector: 'template', format: 'skip' },
    { selector: 'head', format: 'skip' },
    { selector: 'svg', format: 'skip' },
    { selector: 'img', format: 'skip' },
    { selector: 'hr', format: 'skip' },
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 2 } },
    { selector: 'h2', options: { uppercase: false, leadingLineBreaks: 2 } },
    { selector: 'h3', options: { uppercase: false, leadingLineBreaks: 2 } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
    { selector: 'blockquote', ...block(2) },
    { selector: 'ul', ...block(2) },
    { selector: 'ul > li', ...block(1) },
    { selector: 'ol', format: 'numberedList', options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'table', format: 'rowsTable', options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'dl', format: 'definitionList', options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    // Block-level elements html-to-text leaves inline by default: each starts a line of its own, so no two words run together.
    ...['address', 'figure', 'figcaption', 'details', 'summary', 'fieldset', 'legend', 'caption', 'center', 'dialog', 'hgroup', 'menu', 'output', 'search'].map((selector) => ({ selector, ...block(1) })),
  ],
  limits: {
    // Deeper nesting than this is no real document; html-to-text stops there instead of recursing on.
    maxDepth: 256,
    maxInputLength: 64 * 1024 * 1024,
  },
} satisfies Parameters<typeof import('html-to-text').compile>[0];

/** HTML to the text a reader sees: no markup, no scripts or styles, the document's own case. */
export async function htmlToText(html: string): Promise<string> {
  return (await convert(html))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function readHtml(html: string): Promise<string[]> {
  return paginate(await htmlToText(html));
}
