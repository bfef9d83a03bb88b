import { postcodeValidator } from 'postcode-validator';
import type { ValueMatch } from './match.ts';

/**
 * Countries whose postcode shapes are tried, most written first. The shapes
 * themselves come from postcode-validator (kept up to date there), not from
 * regexes of our own.
 */
const COUNTRIES = ['GB', 'US', 'CA', 'AU', 'NZ', 'IE', 'DE', 'FR', 'NL', 'BE', 'ES', 'IT', 'CH', 'AT', 'SE', 'DK', 'NO', 'PL', 'PT', 'IN', 'MY', 'SG', 'JP', 'BR'];

/**
 * A word that may be (part of) a postcode: letters and digits, a hyphen, with at least one digit; not part of a
 * longer number, as a Czech house number or a parcel's ("1827/112", "hrsz. 1142/3") or a decimal ("1234,56") is.
 */
const PIECE = /(?<![\p{L}\p{N}-]|\d[\/.,])[A-Za-z0-9][A-Za-z0-9-]{0,9}(?![\p{L}\p{N}-]|[\/.,]\d)/gu;

const isPostcode = (text: string) => COUNTRIES.some((c) => postcodeValidator(text, c));

/**
 * Postcodes in a line of text, whole: two pieces joined by one space where the
 * country writes them so ("LS1 4AP", "K1A 0B1", "1012 AB"), else one piece
 * ("90210", "90210-1234", "10115"), or digits in two groups before a town ("917 01 Trnava"). A digits-only piece is a postcode only by its
 * shape, so callers read these on address lines, not in prose or tables of numbers.
 */
export function findPostcodes(text: string): ValueMatch[] {
  const pieces = [...text.matchAll(PIECE)].filter((m) => /\d/.test(m[0]) || /^[A-Z]{2}$/.test(m[0]));
  const out: ValueMatch[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const a = pieces[i];
    const b = pieces[i + 1];
    const start = a.index!;
    if (b && b.index! === start + a[0].length + 1 && text[start + a[0].length] === ' ' && /\d/.test(a[0] + b[0])) {
      const two = `${a[0]} ${b[0]}`;
      // Digits in groups of three and two are a postcode only before their town ("917 01 Trnava", "752 32 Uppsala":
      // Czech, Slovak, Swedish, Greek), else any count in a table.
      if ((/[A-Za-z]/.test(two) && isPostcode(two)) || (/^\d{3} \d{2}$/.test(two) && /^\s+\p{Lu}\p{Ll}/u.test(text.slice(b.index! + b[0].length)))) {
        out.push({ value: two.toUpperCase(), start, end: b.index! + b[0].length });
        i++;
        continue;
      }
    }
    if (/\d/.test(a[0]) && isPostcode(a[0]) && !/^[A-Za-z]+\d$/.test(a[0])) out.push({ value: a[0].toUpperCase(), start, end: start + a[0].length });
  }
  return out;
}
