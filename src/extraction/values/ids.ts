import type { ValueMatch } from './match.ts';

/** Tokens that mix letters and digits (or are long digit runs), like INV-20931, 4521-889 or PO#A12B. */
export function findIds(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\p{N}\-_/.#])#?[\p{L}\p{N}][\p{L}\p{N}\-_/.#]*[\p{L}\p{N}](?![\p{L}\p{N}\-_#]|[./][\p{L}\p{N}])/gu)) {
    const token = m[0];
    if (!/\d/.test(token)) continue;
    const bare = token.replace(/^#/, '');
    if (/^\d{1,3}$/.test(bare)) continue;
    // Plain decimals and money are numbers, not identifiers.
    if (/^\d{1,3}([.,]\d{3})*[.,]\d{1,2}$/.test(bare) || /^\d+[.,]\d{1,2}$/.test(bare)) continue;
    const shift = token.length - bare.length;
    out.push({ value: bare, start: m.index! + shift, end: m.index! + token.length });
  }
  return out;
}
