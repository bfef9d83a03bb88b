import type { DocPage } from '../doc.ts';
import type { Add } from './types.ts';

/**
 * Durations written in German and French: "neunzig (90) Tagen", "achtzehn (18) Monaten", "einem Jahr",
 * "un (1) mois", "quatre-vingt-dix (90) jours", "5 ans". Each is keyed by the English duration it is
 * ("90 days"), so the same term written in two languages is one answer.
 */

// German nouns inflect (Tag, Tage, Tagen; Monat, Monate, Monaten); French writes "jours ouvrables". French "an"
// is also English's article: it stands as a unit only after a count, which every duration needs anyway.
const UNIT = /(?<!\p{L})(?:(?:werk|kalender|arbeits)?(tag)(?:e|en|es)?|(woche)n?|(monat)(?:e|en|es|s)?|(jahr)(?:e|en|es)?|(jour)s?(?:\s+(?:ouvrables?|ouvrés?|calendaires?|francs?))?|(semaine)s?|(mois)|(an)s?|(année)s?)(?!\p{L})/giu;
const ENGLISH_UNIT = ['day', 'week', 'month', 'year', 'day', 'week', 'month', 'year', 'year'];

const WORDS: Record<string, number> = {
  // German (the article "ein" in its cases counts one: "nach einem Jahr")
  ein: 1, eine: 1, einem: 1, einen: 1, einer: 1, eines: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9,
  zehn: 10, elf: 11, zwölf: 12, dreizehn: 13, vierzehn: 14, fünfzehn: 15, sechzehn: 16, siebzehn: 17, achtzehn: 18, neunzehn: 19,
  zwanzig: 20, dreißig: 30, vierzig: 40, fünfzig: 50, sechzig: 60, siebzig: 70, achtzig: 80, neunzig: 90,
  // French
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, treize: 13,
  quatorze: 14, quinze: 15, seize: 16, vingt: 20, vingts: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60, cent: 100,
};

/** A count spelled in German or French ("vierundzwanzig", "dix-huit", "quatre-vingt-dix", "vingt et un"), or null. */
export function foreignCount(words: string): number | null {
  const parts = words
    .toLowerCase()
    .split(/[-\s]+/)
    .filter((p) => p && p !== 'et')
    // German writes the units before the tens, joined by "und": "vierundzwanzig" is four and twenty.
    .map((p) => {
      const [units, tens, ...rest] = p.split('und');
      return tens !== undefined && !rest.length && WORDS[units] && WORDS[tens] ? WORDS[units] + WORDS[tens] : WORDS[p];
    });
  if (!parts.length || parts.some((n) => n === undefined)) return null;
  let total = 0;
  for (const n of parts) {
    // "quatre-vingt" is four twenties; "cent" multiplies what stands before it.
    if (n === 20 && total === 4) total = 80;
    else if (n === 100) total = Math.max(1, total) * 100;
    else total += n;
  }
  return total;
}

/** The longest run of the last one to three words of `text` that reads as a count, with where it starts. */
function countWordsAtEnd(text: string): { n: number; at: number } | null {
  const words = [...text.matchAll(/\p{L}+(?:-\p{L}+)*/gu)].filter((m) => m.index! + m[0].length <= text.length);
  for (let k = Math.min(3, words.length); k >= 1; k--) {
    const from = words[words.length - k];
    const run = text.slice(from.index!);
    // The words must close the text: nothing but spaces after them.
    if (!/^[\p{L}\s-]+$/u.test(run.trimEnd())) continue;
    const n = foreignCount(run.trim());
    if (n !== null) return { n, at: from.index! };
  }
  return null;
}

const DIGITS_IN_BRACKETS = /\(\s*(\d{1,4})\s*\)\s*$/;
const DIGITS = /(?<![\p{L}\p{N}.,])(\d{1,4})\s*$/u;

export function foreignDurations(page: DocPage, add: Add): void {
  for (const m of page.text.matchAll(UNIT)) {
    const unit = ENGLISH_UNIT[m.slice(1).findIndex((g) => g !== undefined)];
    const head = page.text.slice(Math.max(0, m.index! - 40), m.index!);
    if (!/\s$/.test(head) && head !== '') continue;
    let n: number | null = null;
    let at = -1;
    let digits = 0;
    const bracket = DIGITS_IN_BRACKETS.exec(head);
    const plain = bracket ? null : DIGITS.exec(head);
    if (bracket) {
      n = Number(bracket[1]);
      digits = 1;
      // "neunzig (90) Tagen" keeps its words when they say the same count; else it starts at the bracket.
      const words = countWordsAtEnd(head.slice(0, bracket.index));
      at = words && words.n === n ? words.at : bracket.index;
    } else if (plain) {
      n = Number(plain[1]);
      digits = 1;
      at = plain.index;
    } else {
      const words = countWordsAtEnd(head);
      if (words) ({ n, at } = words);
    }
    if (n === null || !(n > 0) || n > 1000) continue;
    const start = m.index! - head.length + at;
    const end = m.index! + m[0].length;
    const key = `${n} ${unit}${n === 1 ? '' : 's'}`;
    const cand = add('duration', page, start, end, { c_duration: 1, dur_digits: digits, unit_short: unit === 'day' || unit === 'week' ? 1 : 0 });
    if (cand) cand.key = key;
  }
}
