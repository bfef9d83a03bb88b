import fs from 'node:fs';
import { newStemmer, type Stemmer } from 'snowball-stemmers';
import { englishCognate } from './cognates.ts';
import { namesIn } from './language-names.ts';
import { isCommonEnglishWord, isEnglishAdverb, isEnglishWord } from './wordnet.ts';
import { stem } from '../text.ts';

/**
 * German, French, Spanish and Italian words of business documents, each with the English words it
 * means, so a label a field's English words cannot meet ("Rechnungsdatum:", "Date
 * d'échéance :", "Montant TTC") is read as what it says (invoice date, due date,
 * gross amount). WordNet reads English only, and no bilingual dictionary is
 * published on npm (FreeDict and dict.cc ship as system packages or web services), so
 * the lists in `glossary/de.txt` and `glossary/fr.txt` are the vocabulary of the
 * documents a user uploads, by domain (about 2,800 German, 1,900 French, 1,900 Spanish and 1,900
 * Italian words; `es.txt` and `it.txt` follow `fr.txt`'s sections, words that are also English left out; `nl.txt` and
 * `pt.txt`, `sv.txt` and `da.txt`, Dutch, Portuguese, Swedish and Danish with Norwegian, follow `es.txt`'s, about 2,200
 * words each, read only in a document written in them; so do `pl.txt` and `cs.txt`, Polish and Czech, and `fi.txt`,
 * `tr.txt` and `ro.txt`, Finnish, Turkish and Romanian, and `hu.txt`, `hr.txt`, `el.txt` and `sk.txt`, Hungarian, Croatian,
 * Greek and Slovak, which list the case forms labels are written in). A third pass added the words of narrower trades to
 * most lists (farms and animals, building trades and hire, dental work, boats, clubs, culture, permits, meters,
 * logistics, housing, tick-box forms; about 1,000 to 1,500 each), less those spelled as English words or surnames.
 * A word is met in any inflected form through its Snowball stem ("jährliche",
 * "supplémentaires"); German compounds are read from their parts ("Kunden|nummer").
 * Nothing here is of one data set; a word that is also English is left to WordNet.
 */

/** German, French, Spanish and Italian words that only join others ("Datum der Rechnung", "Date de la commande", "Fecha de la factura"). */
export const FOREIGN_FUNCTION_WORDS = new Set(
  [
    'der die das des dem den vom von zum zur bis für und mit ohne pro laut gemäß les du de la le aux par pour sur avec sans une un et au à',
    // Spanish and Italian, less what English writes too ("a", "in", "con").
    'del el los las al por para sin una y que su di della dei degli delle il lo gli alla senza ed da dal dalla che',
  ]
    .join(' ')
    .split(' '),
);

const GERMAN_AND_FRENCH_ONLY_LIST = 'les du le aux par pour sur avec sans une et au à der die das und mit von'.split(' ');
const ENGLISH_FUNCTION_WORDS_LIST = 'the of and to in for on with is are your our this that by from at be will'.split(' ');

/** Endings that join a German compound's parts ("Rechnungs|datum", "Kunden|nummer"). */
const LINKS = ['', 's', 'es', 'n', 'en', 'e'];
const MIN_PART = 3;
/** A shorter stem would join words that only look alike. */
const MIN_STEM = 4;

// Turkish writes a dotless i that upper case loses: "KİRACININ" is lower-cased "kiracinin", the list's "kiracının".
const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').replace(/ı/g, 'i');
const foldGerman = (word: string) => word.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

/** The German words of the lists as they are written (with their umlauts): German writes every noun capitalised. */
const GERMAN_WRITTEN = new Set<string>();
/** The French, Spanish and Italian words of the lists as they are written. */
const ROMANCE_WRITTEN = new Set<string>();

/**
 * Phrases whose words alone say something else ("chiffre d'affaires" is turnover, not a figure of business; "reste à
 * charge" what the patient pays), listed with their words joined by "_", by their words in lower case and accents folded.
 */
const PHRASES = new Map<string, string[]>();
/** The first words of the phrases, as written and without accents: most words start none, and are passed by at once. */
const PHRASE_FIRST = new Set<string>();
const PHRASE_MAX_WORDS = 4;
const phraseKey = (words: string[]) => fold(words.join(' ').replace(/’/g, "'"));

function read(list: string, into: Map<string, string[]>, stemmer: Stemmer, byStem: Map<string, string[]>, written?: Set<string>, only?: 'phrases' | 'words'): void {
  for (const line of list.split('\n')) {
    if (line.startsWith('#')) continue;
    for (const entry of line.split(/\s+/).filter(Boolean)) {
      const [word, english] = entry.split(':');
      if (only && word.includes('_') !== (only === 'phrases')) continue;
      const stems = english.split('-').map(stem);
      if (word.includes('_')) {
        const words = word.split('_');
        if (!PHRASES.has(phraseKey(words))) PHRASES.set(phraseKey(words), stems);
        PHRASE_FIRST.add(words[0]).add(fold(words[0]));
        continue;
      }
      // Written with or without accents, umlauts spelled out or not ("Strasse", "Fallig").
      written?.add(word);
      for (const form of new Set([word, fold(word), foldGerman(word)])) if (!into.has(form)) into.set(form, stems);
      const root = stemmer.stem(word);
      if (root.length >= MIN_STEM && !byStem.has(root)) byStem.set(root, stems);
    }
  }
}

const german = newStemmer('german');
const french = newStemmer('french');
const spanish = newStemmer('spanish');
const italian = newStemmer('italian');
/** A word's list in the glossary folder: the business vocabulary, by domain. */
const listOf = (name: string) => fs.readFileSync(new URL(`./glossary/${name}.txt`, import.meta.url), 'utf8');
const GERMAN_WORDS = new Map<string, string[]>();
const GERMAN_STEMS = new Map<string, string[]>();
const FRENCH_WORDS = new Map<string, string[]>();
const FRENCH_STEMS = new Map<string, string[]>();
const SPANISH_WORDS = new Map<string, string[]>();
const SPANISH_STEMS = new Map<string, string[]>();
const ITALIAN_WORDS = new Map<string, string[]>();
const ITALIAN_STEMS = new Map<string, string[]>();

read(`${listOf('de')}\n${namesIn('de')}`, GERMAN_WORDS, german, GERMAN_STEMS, GERMAN_WRITTEN);
read(`${listOf('fr')}\n${namesIn('fr')}`, FRENCH_WORDS, french, FRENCH_STEMS, ROMANCE_WRITTEN);
read(`${listOf('es')}\n${namesIn('es')}`, SPANISH_WORDS, spanish, SPANISH_STEMS, ROMANCE_WRITTEN);
read(`${listOf('it')}\n${namesIn('it')}`, ITALIAN_WORDS, italian, ITALIAN_STEMS, ROMANCE_WRITTEN);
const WORDS = new Map([...FRENCH_WORDS, ...GERMAN_WORDS]);
/**
 * Spanish and Italian words are read only in a document written in one of them (see `romanceStemsOf`): their
 * words are the names of people and places elsewhere ("Laura" is a degree, "Campos" fields, "Segura" insured).
 */
const ROMANCE_WORDS = new Map([...ITALIAN_WORDS, ...SPANISH_WORDS]);

/**
 * Languages whose words are read only in a document written in them, told by function words only they write: Dutch,
 * Portuguese, Swedish, Danish, Norwegian, Polish, Czech, Finnish, Turkish and Romanian words are names and English
 * words elsewhere ("Bij", "Dos Santos", "Data"). Dutch and the Nordic languages write compounds as one word, as German does ("factuur|nummer",
 * "faktura|datum").
 */
interface GatedLanguage extends Lexicon {
  code: string;
  own: Set<string>;
  others: Set<string>;
  compounds: boolean;
  known: Map<string, string[] | null>;
  loaded: boolean;
}

function gated(code: string, stemmer: string | Stemmer, own: string, others: Set<string>, compounds: boolean): GatedLanguage {
  const lang: GatedLanguage = { code, words: new Map(), stems: new Map(), stemmer: typeof stemmer === 'string' ? newStemmer(stemmer) : stemmer, own: new Set(own.split(' ')), others, compounds, known: new Map(), loaded: false };
  // Its phrases are read in any document, as German and French words are ("Datum pregleda" on a form of few function words).
  read(listOf(code), lang.words, lang.stemmer, lang.stems, undefined, 'phrases');
  return lang;
}

/** A gated language's words are read when a document is first written in it: most processes never meet most of them. */
function loaded(lang: GatedLanguage): GatedLanguage {
  if (!lang.loaded) {
    read(`${listOf(lang.code)}\n${namesIn(lang.code)}`, lang.words, lang.stemmer, lang.stems, undefined, 'words');
    lang.loaded = true;
  }
  return lang;
}

/**
 * Snowball has no Polish stemmer: a light one takes off the case endings labels are written with ("faktury",
 * "płatności", "nabywcy"), leaving a stem of four letters or more; the list holds the forms it would miss.
 */
const POLISH_ENDINGS = ['owego', 'owej', 'owym', 'ami', 'ach', 'ych', 'ich', 'ego', 'emu', 'owi', 'ów', 'om', 'ie', 'ia', 'iu', 'ej', 'ą', 'ę', 'y', 'a', 'u', 'i', 'e', 'o'];
const lightPolish: Stemmer = {
  stem(word: string) {
    for (const end of POLISH_ENDINGS) if (word.endsWith(end) && word.length - end.length >= MIN_STEM) return word.slice(0, -end.length);
    return word;
  },
} as Stemmer;

/**
 * Croatian (with Serbian and Bosnian in Latin letters) and Greek have no Snowball stemmer here either: light ones
 * take off their case endings the same way (Greek read without its accents, as capitals print it).
 */
const lightStemmer = (endings: string[], before: (word: string) => string = (w) => w): Stemmer =>
  ({
    stem(word: string) {
      const w = before(word);
      for (const end of endings) if (w.endsWith(end) && w.length - end.length >= MIN_STEM) return w.slice(0, -end.length);
      return w;
    },
  }) as Stemmer;
const CROATIAN_ENDINGS = ['ovima', 'evima', 'ama', 'ima', 'oga', 'ome', 'omu', 'om', 'em', 'og', 'oj', 'ih', 'im', 'a', 'e', 'i', 'o', 'u'];
const GREEK_ENDINGS = ['ματος', 'ματα', 'ους', 'ων', 'ου', 'ης', 'ες', 'ας', 'ος', 'οι', 'ση', 'α', 'ο', 'ε', 'η', 'ι', 'ς'];
const CROATIAN_ONLY = new Set('ili koji koja koje kao nije ovaj ovog ovoj će ako prema sukladno putem temelju biti'.split(' '));
const HUNGARIAN_ONLY = new Set('és az egy hogy nem vagy ezt meg mint által szerint után alatt között valamint illetve amely amelyet'.split(' '));
const GREEK_ONLY = new Set('και το τα του της των την στο στην για με από που είναι ή ως σε στα στις τους'.split(' '));

const POLISH_ONLY = new Set('się że jest dla przez oraz lub który która które przy został została'.split(' '));
const CZECH_ONLY = new Set('že pro nebo který která které při jako není této tento tohoto podle také'.split(' '));
const SLOVAK_ONLY = new Set('alebo pre ktorý ktorá ktoré podľa tiež ako keď ešte medzi okrem počas iba sú áno zo cez sa aj bol bola bolo boli môže'.split(' '));
const FINNISH_ONLY = new Set('ja on tai että ei joka jonka tämä tämän sekä mukaan ovat kanssa myös'.split(' '));
const TURKISH_ONLY = new Set('ve bir bu için ile olarak veya göre değil olan ise tarafından'.split(' '));
// Romanian is written with the comma below (ș, ț) and, by older keyboards, the cedilla (ş, ţ).
const ROMANIAN_ONLY = new Set('și şi în pentru este sau care această acest sunt prin între fost către'.split(' '));
const SPANISH_OR_ITALIAN_ONLY = new Set('del el los las una y su il lo gli della'.split(' '));
const DANISH_OR_NORWEGIAN_ONLY = new Set('og ikke af av jeg deres hos'.split(' '));
const SWEDISH_ONLY = new Set('och att är inte från'.split(' '));
// The Nordic languages write "du" (you), "at", "for", "et", "der", "by" (town) as their own words: no sign of French, German or English there.
const NORDIC_TOO = new Set('du at for et der by'.split(' '));
const nordicOthers = (neighbour: Set<string>) => new Set([...ENGLISH_FUNCTION_WORDS_LIST, ...GERMAN_AND_FRENCH_ONLY_LIST, ...neighbour].filter((w) => !NORDIC_TOO.has(w)));
// Dutch writes "in", "is" and "les" (a lesson) as its own words.
const DUTCH_TOO = new Set(['in', 'is', 'les']);
const GATED: GatedLanguage[] = [
  gated('nl', 'dutch', 'het een voor naar bij uw niet wordt worden zijn deze dit ook tot onze ons met aan', new Set([...ENGLISH_FUNCTION_WORDS_LIST, ...GERMAN_AND_FRENCH_ONLY_LIST].filter((w) => !DUTCH_TOO.has(w))), true),
  gated('pt', 'portuguese', 'dos em não ao aos pelo pela pelos pelas uma seu sua são nos nas você nosso nossa', new Set([...ENGLISH_FUNCTION_WORDS_LIST, ...GERMAN_AND_FRENCH_ONLY_LIST, ...SPANISH_OR_ITALIAN_ONLY]), false),
  gated('sv', 'swedish', 'och att är inte eller från ett vid våra vår ert ska detta denna mellan måste inom', nordicOthers(DANISH_OR_NORWEGIAN_ONLY), true),
  // Danish and Norwegian (Bokmål) write most business words alike: one list holds both spellings ("beløb", "beløp").
  gated('da', 'danish', 'og ikke af av jeg deres hos fra til vores dere skal hvis hvor ved efter etter mellem mellom inden innen blev ble bliver blir', nordicOthers(SWEDISH_ONLY), true),
  gated('pl', lightPolish, [...POLISH_ONLY].join(' '), new Set([...ENGLISH_FUNCTION_WORDS_LIST, ...GERMAN_AND_FRENCH_ONLY_LIST, ...CZECH_ONLY]), false),
  gated('cs', 'czech', [...CZECH_ONLY].join(' '), new Set([...ENGLISH_FUNCTION_WORDS_LIST, ...GERMAN_AND_FRENCH_ONLY_LIST, ...POLISH_ONLY, ...SLOVAK_ONLY]), false),
  // Slovak has no Snowball stemmer: Czech's takes off its endings as well, the two languages inflecting alike.
  gated('sk', 'czech', [...SLOVAK_ONLY].join(' '), new Set([...ENGLISH_FUNCTION_WORDS_LIST, ...GERMAN_AND_FRENCH_ONLY_LIST, ...POLISH_ONLY, ...CZECH_ONLY]), false),
  // Finnish writes compounds as one word, its first part often in the genitive ("kiinteistön|tunnus"): the list holds those forms.
  gated('fi', 'finnish', [...FINNISH_ONLY].join(' '), new Set([...ENGLISH_FUNCTION_WORDS_LIST, ...GERMAN_AND_FRENCH_ONLY_LIST]), true),
  gated('tr', 'turkish', [...TURKISH_ONLY].join(' '), new Set([...ENGLISH_FUNCTION_WORDS_LIST, ...GERMAN_AND_FRENCH_ONLY_LIST]), false),
  gated('ro', 'romanian', [...ROMANIAN_ONLY].join(' '), new Set([...ENGLISH_FUNCTION_WORDS_LIST, ...GERMAN_AND_FRENCH_ONLY_LIST, ...SPANISH_OR_ITALIAN_ONLY]), false),
  // Hungarian writes compounds as one word ("vétel|ár", "ügy|szám").
  gated('hu', 'hungarian', [...HUNGARIAN_ONLY].join(' '), new Set([...ENGLISH_FUNCTION_WORDS_LIST, ...GERMAN_AND_FRENCH_ONLY_LIST]), true),
  gated('hr', lightStemmer(CROATIAN_ENDINGS), [...CROATIAN_ONLY].join(' '), new Set([...ENGLISH_FUNCTION_WORDS_LIST, ...GERMAN_AND_FRENCH_ONLY_LIST, ...CZECH_ONLY, ...POLISH_ONLY]), false),
  gated('el', lightStemmer(GREEK_ENDINGS, fold), [...GREEK_ONLY].join(' '), new Set([...ENGLISH_FUNCTION_WORDS_LIST]), false),
];

function gatedStemsOf(lang: GatedLanguage, word: string): string[] | null {
  let stems = lang.known.get(word);
  if (stems === undefined) {
    const wordy = word.length > MIN_STEM && /^\p{L}+$/u.test(word);
    stems = lang.words.get(word) ?? lang.words.get(fold(word)) ?? (wordy ? (lang.stems.get(lang.stemmer.stem(word)) ?? (lang.compounds ? compound(word, 3, lang) : null)) : null) ?? (lang.code === 'pt' ? romanceCognate(word) : null);
    if (lang.known.size > 50_000) lang.known.clear();
    lang.known.set(word, stems);
  }
  return stems;
}

/**
 * What the words of a document written in Dutch, Portuguese, Swedish, Danish, Norwegian, Polish, Czech, Finnish, Turkish, Romanian, Hungarian, Croatian or Greek mean (the stems of their English words, null for a
 * word the lists do not hold), or null when it is written in neither.
 */
export function gatedReading(words: string[]): ((word: string) => string[] | null) | null {
  const lang = GATED.find((l) => mostlyWritten(words, l.own, l.others)) ?? byLetters(words) ?? byVocabulary(words);
  return lang ? (word) => gatedStemsOf(loaded(lang), word) : null;
}

/**
 * Letters only one of the languages writes (Turkish "ğ", "ı"; Czech "ř", "ě", "ů"; Polish "ł", "ą", "ę"; Danish and
 * Norwegian "æ", "ø"; Romanian "ă", "ș", "ț"; Portuguese "ã", "õ"; Hungarian "ő", "ű"; Greek's alphabet; Croatian "č", "ć", "š",
 * "ž", "đ" where no Czech, Slovak or Polish letter is), for a form of labels and values that writes few of
 * its function words ("Yükleme Limanı:", "Boşaltma Limanı:"): one word in fifteen or more (names, codes and figures fill a form), and a dozen words at least.
 */
const OWN_LETTERS: Array<[string, RegExp]> = [['tr', /[ğı]/], ['cs', /[řěů]/], ['sk', /[ľĺŕô]/], ['pl', /[łąę]/], ['da', /[æø]/], ['ro', /[ășțţ]/], ['pt', /[ãõ]/], ['hu', /[őű]/], ['el', /[α-ω]/], ['hr', /[čćšžđ]/]];
/** Croatian shares its letters with Czech, Slovak, Slovene and Polish: it is read so only where none of theirs is written. */
const NOT_CROATIAN = /[řěůłąęäôľĺŕ]/;

function byLetters(words: string[]): GatedLanguage | undefined {
  const lettered = words.filter((w) => /\p{L}{2,}/u.test(w));
  for (const [code, letters] of OWN_LETTERS) {
    if (code === 'hr' && lettered.some((w) => NOT_CROATIAN.test(w))) continue;
    const n = lettered.filter((w) => letters.test(w)).length;
    if (n >= 12 && n * 15 >= lettered.length) return GATED.find((l) => l.code === code);
  }
  return undefined;
}

/**
 * A form or an invoice that writes few function words and no letter of its own ("Veroton yhteensä", "Maksettava
 * yhteensä"): the language whose list holds the most of its words, none of them English, where it holds one in
 * eight of them and twice as many as any other list does.
 */
function byVocabulary(words: string[]): GatedLanguage | undefined {
  if (mostlyWritten(words, ENGLISH_FUNCTION_WORDS, FOREIGN_FUNCTION_WORDS)) return undefined;
  const distinct = [...new Set(words.filter((w) => w.length >= 4 && /^\p{L}+$/u.test(w) && !isEnglishWord(w)))];
  if (distinct.length < 20 || writtenInSpanishOrItalian(words) || writtenInGermanOrFrench(words)) return undefined;
  const counts = GATED.map((l) => ({ lang: l, n: distinct.filter((w) => loaded(l).words.has(w)).length })).sort((a, b) => b.n - a.n);
  const [best, next] = counts;
  return best.n >= 8 && best.n >= 2 * next.n && best.n * 8 >= distinct.length ? best.lang : undefined;
}

const known = new Map<string, string[]>();

/**
 * The stems of the English words a German, French, Spanish or Italian word means (lower case), or none.
 * A word the lists do not hold is read by its stem ("jährliche", "supplémentaires"),
 * a German one as a compound of two or three words they do, and failing those as
 * the English word it is spelled from ("Kardiologie", "qualité": cognates.ts).
 */
export function englishStemsOf(word: string): string[] {
  let stems = known.get(word);
  if (stems === undefined) {
    stems = readWord(word);
    if (known.size > 50_000) known.clear();
    known.set(word, stems);
  }
  return stems;
}

function readWord(word: string): string[] {
  // A stem is read only off a word of letters long enough to have one: the stemmers cost some 50 µs a word.
  const root = word.length > MIN_STEM && /^\p{L}+$/u.test(word) ? german.stem(word) : null;
  const listed = listedStemsOf(word, root);
  if (listed !== null) return listed ?? [];
  const cognate = root === null ? null : (englishCognate(word) ?? (root !== word ? englishCognate(root) : null));
  return cognate ? [stem(cognate)] : [];
}

/** What the lists say a word means: its stems, null when they hold no such word, undefined when it is not theirs to say (an English word). */
function listedStemsOf(word: string, root: string | null): string[] | null | undefined {
  // French elides an article or preposition into the word ("d'échéance", "l'adresse").
  // So does Italian ("dell'importo", "all'arrivo", "l'indirizzo").
  const elided = /^(?:[dlnsjm]|qu|dell|all|dall|nell|sull|un)['’](\p{L}{3,})$/u.exec(word);
  if (elided) return listedStemsOf(elided[1], elided[1].length > MIN_STEM ? german.stem(elided[1]) : null);
  // "Police", "Art" or "Handy" in an English document mean what they mean in English.
  if (isEnglishWord(word) || isEnglishAdverb(word)) return undefined;
  // A word that only joins others means nothing of its own, though its letters fold to a word that does ("du", "dû": due).
  if (FOREIGN_FUNCTION_WORDS.has(word)) return null;
  const listed = WORDS.get(word) ?? WORDS.get(fold(word));
  if (listed) return listed;
  if (root === null) return null;
  return GERMAN_STEMS.get(root) ?? FRENCH_STEMS.get(french.stem(word)) ?? compound(word, 3) ?? compound(fold(word), 3) ?? null;
}

/** The phrase of the lists that starts at a word of `words` (lower case), with how many words it takes, or null. */
export function phraseAt(words: string[], at: number): { length: number; stems: string[] } | null {
  if (!PHRASE_FIRST.has(words[at])) return null;
  for (let n = Math.min(PHRASE_MAX_WORDS, words.length - at); n >= 2; n--) {
    const stems = PHRASES.get(phraseKey(words.slice(at, at + n)));
    if (stems) return { length: n, stems };
  }
  return null;
}

/**
 * What a word the lists hold as written means, though it is also an English word ("carte": card, "prime": premium,
 * "police": policy), for a document written in German or French; null when it is no such word.
 */
export function foreignMeaningOf(word: string): string[] | null {
  if (!isEnglishWord(word) && !isEnglishAdverb(word)) return null;
  return WORDS.get(word) ?? null;
}

const romanceKnown = new Map<string, string[] | null>();

/** The English word a Spanish, Italian or Portuguese word the lists do not hold is spelled from ("nitratos": nitrate). */
function romanceCognate(word: string): string[] | null {
  if (!/^\p{L}+$/u.test(word) || isEnglishWord(word)) return null;
  const cognate = englishCognate(word, true);
  return cognate ? [stem(cognate)] : null;
}

/**
 * What a Spanish or Italian word means (the stems of its English words), by the word as written, without its accents,
 * after an elided article ("dell'importo") or by its Snowball stem; null when the lists hold no such word. For the words
 * of a document written in Spanish or Italian: elsewhere they are names.
 */
export function romanceStemsOf(word: string): string[] | null {
  let stems = romanceKnown.get(word);
  if (stems === undefined) {
    const elided = /^(?:[dlnsjm]|qu|dell|all|dall|nell|sull|un)['’](\p{L}{3,})$/u.exec(word);
    const w = elided ? elided[1] : word;
    stems = ROMANCE_WORDS.get(w) ?? ROMANCE_WORDS.get(fold(w)) ?? (w.length > MIN_STEM && /^\p{L}+$/u.test(w) ? (SPANISH_STEMS.get(spanish.stem(w)) ?? ITALIAN_STEMS.get(italian.stem(w))) : undefined) ?? romanceCognate(w);
    if (romanceKnown.size > 50_000) romanceKnown.clear();
    romanceKnown.set(word, stems);
  }
  return stems;
}

/** Spanish and Italian words that only join others, less what French writes too ("de", "la", "une"). */
const ROMANCE_FUNCTION_WORDS = new Set('del el los las al por para sin una y que su di della dei degli delle il lo gli alla senza ed da dal dalla che'.split(' '));
const GERMAN_AND_FRENCH_ONLY = new Set(GERMAN_AND_FRENCH_ONLY_LIST);
const ENGLISH_FUNCTION_WORDS = new Set(ENGLISH_FUNCTION_WORDS_LIST);
const ENGLISH_GERMAN_OR_FRENCH = new Set([...ENGLISH_FUNCTION_WORDS, ...GERMAN_AND_FRENCH_ONLY]);

/** Whether a document's words are mostly of some languages: their function words are far more than the others' named. */
function mostlyWritten(words: string[], own: Set<string>, others: Set<string>): boolean {
  let ours = 0;
  let theirs = 0;
  for (const w of words) {
    if (own.has(w)) ours++;
    else if (others.has(w)) theirs++;
  }
  return ours >= 5 && ours >= 2 * theirs;
}

/** Whether a document's words are mostly Spanish or Italian: their own function words outnumber English, German and French ones. */
export const writtenInSpanishOrItalian = (words: string[]): boolean => mostlyWritten(words, ROMANCE_FUNCTION_WORDS, ENGLISH_GERMAN_OR_FRENCH);

/** Whether a document's words are mostly German, French, Spanish or Italian: its function words are theirs far more than English ones. */
export const writtenInGermanOrFrench = (words: string[]): boolean => mostlyWritten(words, FOREIGN_FUNCTION_WORDS, ENGLISH_FUNCTION_WORDS);

const listedCache = new Map<string, boolean>();

/**
 * Whether the German lists hold a word (lower case) as written, or its parts: a common
 * German word, not a name, however it is written (German writes every noun capitalised:
 * "Einzelauftrag"); a French one only where it `opening` a line, a cell or a sentence: French
 * capitalises a common word there, else it is a name's ("chez Comptoir Électroménager").
 * Not by stem or without umlauts: "Müller" is no "Müll".
 */
export function isListedWord(word: string, opening: boolean): boolean {
  if (opening && word.length >= MIN_PART && ROMANCE_WRITTEN.has(word) && !isEnglishWord(word)) return true;
  let listed = listedCache.get(word);
  if (listed === undefined) {
    listed = word.length >= MIN_PART && !isEnglishWord(word) && (GERMAN_WRITTEN.has(word) || compound(word, 3) !== null);
    if (listedCache.size > 50_000) listedCache.clear();
    listedCache.set(word, listed);
  }
  return listed;
}

/** A part of a German compound spelled as a common English word of four letters or more ("Winter|sport", "Hotel|zimmer"), which German shares. */
const englishPart = (part: string): string[] | undefined => (part.length >= 4 && isCommonEnglishWord(part) ? [stem(part)] : undefined);

/** A language's words, by the word as written and by its Snowball stem. */
interface Lexicon {
  words: Map<string, string[]>;
  stems: Map<string, string[]>;
  stemmer: Stemmer;
}

const GERMAN: Lexicon = { words: GERMAN_WORDS, stems: GERMAN_STEMS, stemmer: german };

function compound(word: string, parts: number, lex: Lexicon = GERMAN): string[] | null {
  if (parts < 2 || word.length < 2 * MIN_PART || !/^\p{L}+$/u.test(word)) return null;
  // The last part carries the meaning ("Liefer|datum" is a date): the longest known last part first.
  for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut++) {
    const tail = word.slice(cut);
    const last = lex.words.get(tail) ?? (tail.length > MIN_STEM ? lex.stems.get(lex.stemmer.stem(tail)) : undefined) ?? englishPart(tail);
    if (!last) continue;
    const head = word.slice(0, cut);
    // A first part the lists hold whole ("Hochzeit|s|feier") before one read as a compound itself ("Hoch|zeits").
    const firsts = LINKS.filter((link) => !link || head.endsWith(link))
      .map((link) => head.slice(0, head.length - link.length))
      .filter((first) => first.length >= MIN_PART);
    for (const read of [(first: string) => lex.words.get(first) ?? englishPart(first), (first: string) => compound(first, parts - 1, lex)]) {
      for (const first of firsts) {
        const firstStems = read(first);
        if (firstStems) return [...firstStems, ...last];
      }
    }
  }
  return null;
}
