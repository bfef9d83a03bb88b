import { isEnglishWord } from './wordnet.ts';

/**
 * The English word a German or French (or, with `romance`, a Spanish, Italian or Portuguese) word is spelled from, by the regular
 * correspondences between the languages: "Kardiologie" and "cardiologie" are
 * cardiology, "Qualität" and "qualité" quality, "Reservierung" reservation,
 * "bénéficiaire" beneficiary, "Referenz" reference, "Klinik" clinic. A word a
 * glossary does not hold is often one of these; WordNet says whether the English
 * spelling is a word. False friends ("Kaution", "location") belong in the glossary,
 * which is read first.
 */

/** Endings, foreign to English, each with the English ones it may stand for. */
const ENDINGS: Array<[RegExp, string[]]> = [
  [/ierung$/, ['ation']],
  [/ieren$/, ['ate', 'e']],
  [/iert$/, ['ated', 'ed']],
  [/it(?:ät|é)$/, ['ity']],
  [/t(?:ät|é)$/, ['ty']],
  [/ie$/, ['y', 'ie']],
  [/isch$/, ['ic', 'ical']],
  [/ique$/, ['ic', 'ical']],
  [/aire$/, ['ary']],
  [/eur$/, ['or', 'er']],
  [/eux$/, ['ous']],
  [/ive?$/, ['ive']],
  [/if$/, ['ive']],
  [/enz$/, ['ence', 'ency']],
  [/anz$/, ['ance']],
  [/ik$/, ['ic', 'ics']],
  [/ur$/, ['ure']],
  [/ell$/, ['al']],
  [/ar$/, ['ary']],
  [/re$/, ['er']],
  [/e$/, ['']],
  [/ée?s?$/, ['ed']],
];

/**
 * Spanish, Italian and Portuguese endings: "conductividad", "qualità", "reparación", "reparação", "turbidez",
 * "parámetro", "categoría", "nitratos", "documento", "activo". Only for a document written in one of them: in an
 * English one such words are names ("Campos", "Segura").
 */
const ROMANCE_ENDINGS: Array<[RegExp, string[]]> = [
  ...ENDINGS,
  [/(?:idad(?:es)?|ità|idade)$/, ['ity']],
  [/ci[óo]n(?:es)?$/, ['tion']],
  [/ç(?:ão|ões)$/, ['tion']],
  [/ez$/, ['ity']],
  [/ros?$/, ['er']],
  [/ic[oa]s?$/, ['ic', 'ical']],
  [/[íi]as?$/, ['y']],
  [/[oa]s?$/, ['e', '']],
];

/** Spellings of one sound: a German k is an English c, a z a c or an s, an f a ph. */
const LETTERS: Array<(w: string) => string> = [(w) => w, (w) => w.replace(/k/g, 'c'), (w) => w.replace(/z/g, 'c'), (w) => w.replace(/z/g, 's'), (w) => w.replace(/k/g, 'c').replace(/z/g, 'c'), (w) => w.replace(/k/g, 'c').replace(/z/g, 's'), (w) => w.replace(/f/g, 'ph')];

const fold = (w: string) => w.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');

const cache = new Map<string, string | null>();

/** The English word a foreign word of six letters or more (shorter ones meet English words by chance: "vente", "votre") is a cognate of, or null (lower case in, lower case out). */
export function englishCognate(word: string, romance = false): string | null {
  const key = romance ? `r:${word}` : word;
  let found = cache.get(key);
  if (found !== undefined) return found;
  found = null;
  if (word.length >= 6 && /^\p{Ll}+$/u.test(word) && !isEnglishWord(word)) {
    // Endings are matched on the word as written ("-ität", "-é"), letters on its folded form.
    // Unchanged but for its letters ("Produkt", "Dokument"), or with the e English adds ("Telefon", "certificat").
    const stems: string[] = [fold(word), `${fold(word)}e`];
    for (const [ending, english] of romance ? ROMANCE_ENDINGS : ENDINGS) {
      if (!ending.test(word)) continue;
      const base = fold(word.replace(ending, ''));
      if (base.length >= 3) for (const e of english) stems.push(base + e);
    }
    // Each spelling once: most words have no k, z or f, and WordNet is asked once per distinct spelling.
    const tried = new Set<string>([word]);
    outer: for (const s of stems) {
      for (const letters of LETTERS) {
        const w = letters(s);
        if (w.length < 4 || tried.has(w)) continue;
        tried.add(w);
        if (isEnglishWord(w)) {
          found = w;
          break outer;
        }
      }
    }
  }
  if (cache.size > 50_000) cache.clear();
  cache.set(key, found);
  return found;
}
