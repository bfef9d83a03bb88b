import { words } from '../text.ts';

/** Words too general to tell one label from another. */
const FIELD_STOPWORDS = new Set(
  'a an the of for to in on at by and or is are was were be been this that these those it its with from as what which who whom whose when where how any all each per our your their his her my we you they he she i me us them if then than so such into onto upon about over under within without not do does did has have had will would shall should can could may might must field value fields values given stated written shown listed found e g eg ie i.e etc'.split(
    ' ',
  ),
);

/** Ordinal words, which name a place in a list ("first_item"), not a thing. */
export const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };

/** A "first name" is a given name, not the first of the names; "the first name listed" is the first of them. */
export const givenName = (ws: string[], i: number): boolean =>
  ws[i] === 'first' && /^names?$/.test(ws[i + 1] ?? '') && !/^(?:listed|named|mentioned|shown|written|given|appearing|on|in)$/.test(ws[i + 2] ?? '');

/** A field's or a description's words less stopwords, figures and ordinals. */
export function contentWords(text: string): string[] {
  return words(text).filter((w, i, ws) => !FIELD_STOPWORDS.has(w) && !/^\d+$/.test(w) && (!(w in ORDINALS) || givenName(ws, i)));
}
contentWords.stopwords = [...FIELD_STOPWORDS];
