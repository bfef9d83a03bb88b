import type { ValueMatch } from './match.ts';

/** Tokens that mix letters and digits (or are long digit runs), like INV-20931, 4521-889 or PO#A12B. */
export function findIds(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\p{N}\-_/.#])#?[\p{L}\p{N}][\p{L}\p{N}\-_/.#]*[\p{L}\p{N}](?![\p{L}\p{N}\-_#]|[./][\p{L}\p{N}])/gu)) {
    let token = m[0];
    let at = m.index!;
    // An id glued to the next or the previous word by a lost space ("1090595Charity", "Charity1090595") ends or starts where the word does.
    const wordAfter = /^([\p{N}\-_/.#]*\p{N})\p{Lu}\p{Ll}{2,}/u.exec(token);
    const wordBefore = /^\p{Lu}?\p{Ll}{3,}(?=\p{N}[\p{N}\-_/.]*$)/u.exec(token);
    if (wordAfter) token = wordAfter[1];
    else if (wordBefore) {
      at += wordBefore[0].length;
      token = token.slice(wordBefore[0].length);
    }
    if (!/\d/.test(token)) continue;
    const bare = token.replace(/^#/, '');
    if (/^\d{1,3}$/.test(bare)) continue;
    // Plain decimals and money are numbers, not identifiers.
    if (/^\d{1,3}([.,]\d{3})*[.,]\d{1,2}$/.test(bare) || /^\d+[.,]\d{1,2}$/.test(bare)) continue;
    const shift = token.length - bare.length;
    out.push({ value: bare, start: at + shift, end: at + token.length });
  }
  return out;
}
