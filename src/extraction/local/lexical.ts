import type { Candidate } from './candidates/types.ts';
import type { Doc, DocPage } from './doc.ts';
import { endsForm, excludedAt, stem, words } from '../text.ts';
import { DOCUMENT_KINDS } from './lexicon.ts';
import { isEnglishVerb, isEnglishWord, nounKindOf, relationsOf } from './wordnet.ts';

/**
 * How a field's words meet the words of a document through WordNet: a label that
 * says "client" or "purchaser" for a field `customer`, "expenditure" for
 * `total_spending`, "law" for `jurisdiction`. The same lemma (and the hand-written
 * synonyms of `lexicon.ts`) is matched elsewhere (`field.ts`); here each other
 * word counts by the kind of link, strongest first, so the fit can weigh a
 * synonym above a broader or narrower word and that above a word of the same root.
 */

export type LinkKind = 'synonym' | 'broader' | 'related';
const KINDS: LinkKind[] = ['synonym', 'broader', 'related'];

/** The stems WordNet links to a field's words: for each stem, the field words (by index) it stands for, with the kind of link. */
export interface FieldLinks {
  name: Map<string, Array<{ word: number; kind: LinkKind }>>;
  desc: Map<string, LinkKind>;
}

/**
 * Stems too general to stand for a field's word when they are only linked to it,
 * nor to be followed out of a field's words: a copula's senses ("become": turn,
 * work, run, form) meet any sentence.
 */
const TOO_GENERAL = new Set(['be', 'do', 'make', 'get', 'have', 'go', 'come', 'put', 'set', 'see', 'take', 'give', 'use', 'become', 'happen', 'thing', 'unit', 'whole', 'part', 'act', 'person', 'group', 'entity'].map(stem));

const sideOf = (w: string) => (/ee$/i.test(w) ? 'ee' : /(?:er|or)$/i.test(w) ? 'er' : null);
/** The other side of what is done ("employee" of employer, "lessee" of lessor, "payer" of payee): WordNet links them, a reader keeps them apart. */
const otherSide = (word: string, linked: string) => sideOf(word) !== null && sideOf(linked) !== null && sideOf(word) !== sideOf(linked);

/**
 * Whether a word of a person's family is the thing that person does, not a person ("product" for producer_name,
 * "employment" for employer): a person's word keeps the verb ("employed by") and the other persons and bodies of its
 * family ("organization" for organiser).
 */
function thingOf(person: string, w: string): boolean {
  return nounKindOf(person) !== null && nounKindOf(w) === null && !isEnglishVerb(w);
}

function linksOf(word: string): Array<[string, LinkKind]> {
  if (TOO_GENERAL.has(stem(word))) return [];
  const r = relationsOf(word);
  const out: Array<[string, LinkKind]> = [];
  KINDS.forEach((kind) => {
    const set = kind === 'synonym' ? r.synonyms : kind === 'broader' ? r.broader : r.related;
    for (const w of set) {
      const s = stem(w);
      if (s.length > 2 && !TOO_GENERAL.has(s) && !otherSide(word, w) && !(kind === 'related' && thingOf(word, w))) out.push([s, kind]);
    }
  });
  return out;
}

/**
 * The stems of a word's own family in WordNet: derivationally related words that share its first letters
 * ("approve" for approval, "signature" for signed), read as the same word in another form.
 */
export function sameRootOf(word: string): Set<string> {
  const own = stem(word);
  const out = new Set<string>();
  const prefix = word.toLowerCase().slice(0, 4);
  if (prefix.length < 4) return out;
  // Who does a thing is not the thing ("purchaser" for purchase_date, "signer" for signed_on).
  const agent = (w: string) => /(?:er|or|ee|ant|ent)$/.test(w) && !/(?:er|or|ee|ant|ent)$/.test(word.toLowerCase());
  for (const w of relationsOf(word).related) {
    const s = stem(w);
    if (s !== own && w.toLowerCase().startsWith(prefix) && s.length > 3 && !agent(w.toLowerCase()) && !thingOf(word, w) && !otherSide(word, w)) out.add(s);
  }
  return out;
}

/**
 * The WordNet links of a field's name and description. `skip` holds the stems
 * already matched another way (the words themselves and their hand-written
 * synonyms), and `expand(stem)` says whether a name word is worth expanding
 * (a word that only says the value's type, "number" or "date", is not).
 */
export function fieldLinks(nameText: string, descText: string, name: string[], desc: string[], skip: Set<string>, expand: (s: string) => boolean): FieldLinks {
  const links: FieldLinks = { name: new Map(), desc: new Map() };
  const rank = (k: LinkKind) => KINDS.indexOf(k);
  const nameWords = words(nameText);
  name.forEach((s, i) => {
    if (!expand(s)) return;
    for (const w of nameWords.filter((x) => stem(x) === s)) {
      for (const [o, kind] of linksOf(w)) {
        if (skip.has(o)) continue;
        const list = links.name.get(o) ?? [];
        const had = list.find((x) => x.word === i);
        if (!had) list.push({ word: i, kind });
        else if (rank(kind) < rank(had.kind)) had.kind = kind;
        links.name.set(o, list);
      }
    }
  });
  // Two name words WordNet knows together ("take_home": take-home, net; "net_income": earnings, profit) stand for both.
  for (let k = 0; k + 1 < nameWords.length; k++) {
    const [a, b] = [nameWords[k].toLowerCase(), nameWords[k + 1].toLowerCase()];
    const joined = [`${a}-${b}`, `${a}_${b}`].find((x) => isEnglishWord(x));
    const at = [name.indexOf(stem(a)), name.indexOf(stem(b))].filter((i) => i >= 0);
    if (!joined || at.length === 0) continue;
    for (const [o, kind] of linksOf(joined)) {
      if (skip.has(o)) continue;
      const list = links.name.get(o) ?? [];
      for (const i of at) {
        const had = list.find((x) => x.word === i);
        if (!had) list.push({ word: i, kind });
        else if (rank(kind) < rank(had.kind)) had.kind = kind;
      }
      links.name.set(o, list);
    }
  }
  const descWords = words(descText);
  for (const s of desc) {
    // A description that names the document itself ("the date the agreement becomes effective") says nothing
    // of which value: every sentence of an agreement is about it, and its WordNet kin (covenant, settlement, deal) are everywhere.
    for (const w of descWords.filter((x) => stem(x) === s && !DOCUMENT_KINDS.has(x.toLowerCase()))) {
      for (const [o, kind] of linksOf(w)) {
        if (skip.has(o) || links.name.has(o)) continue;
        const had = links.desc.get(o);
        if (!had || rank(kind) < rank(had)) links.desc.set(o, kind);
      }
    }
  }
  return links;
}

/** Shares of the field name's words met in a context only through WordNet, by the strongest link of each; and of the description's words met any way. */
export interface LinkMatch {
  synonym: number;
  broader: number;
  related: number;
  desc: number;
}

export const NO_LINK: LinkMatch = { synonym: 0, broader: 0, related: 0, desc: 0 };

/** What `matchLinks` reads of a field: its words, their hand-written synonyms, and their WordNet links. */
export interface LinkedWords {
  name: string[];
  nameSyn: Array<Set<string>>;
  desc: string[];
  links: FieldLinks;
}

/** Whether name word i is met in a bag of stems directly (the same stem or a hand-written synonym). */
function metDirectly(q: LinkedWords, bag: Set<string>, i: number): boolean {
  if (bag.has(q.name[i])) return true;
  for (const o of q.nameSyn[i]) if (bag.has(o)) return true;
  return false;
}

/** How a bag of context stems meets the field through WordNet, counting only name words it does not meet directly. */
export function matchLinks(q: LinkedWords, bag: Set<string>): LinkMatch {
  const { links } = q;
  if (!bag.size || (!links.name.size && !links.desc.size)) return NO_LINK;
  let best: number[] | null = null;
  let descHits = 0;
  for (const s of bag) {
    const list = links.name.get(s);
    if (list) {
      best ??= new Array<number>(q.name.length).fill(KINDS.length);
      for (const { word, kind } of list) best[word] = Math.min(best[word], KINDS.indexOf(kind));
    } else if (links.desc.has(s)) descHits++;
  }
  if (!best && !descHits) return NO_LINK;
  const out = { synonym: 0, broader: 0, related: 0, desc: q.desc.length ? Math.min(1, descHits / q.desc.length) : 0 };
  best?.forEach((k, i) => {
    if (k < KINDS.length && !metDirectly(q, bag, i)) out[KINDS[k]] += 1 / q.name.length;
  });
  return out;
}

/** A line shorter than this is not wrapped prose: a sentence does not run on past it (a form's label line, a heading). */
const PROSE_LINE = 40;
/** A sentence's end: a stop, not one of a common abbreviation ("No. 5", "Inc. and"), and white space. */
const SENTENCE_END = /(?<!\b(?:no|nos|inc|ltd|co|corp|mr|mrs|ms|dr|st|vs|etc|art|sec|cl|e\.g|i\.e|\p{L}))[.!?]["'”)]?\s+(?=\S)/giu;
const ENDS_CLAUSE = /[.!?:]["'”)]?\s*$/;

interface PageSentences {
  /** Offsets where a sentence starts, ascending (0 first). */
  starts: number[];
  stems: Map<string, Set<string>>;
}

const sentences = new WeakMap<DocPage, PageSentences>();

/** Where the sentences of a page start: after a stop, at a blank line, and after a line too short to be wrapped prose. */
function pageSentences(page: DocPage): PageSentences {
  const known = sentences.get(page);
  if (known) return known;
  const starts = new Set<number>([0]);
  page.lines.forEach((l, i) => {
    const prev = page.lines[i - 1];
    if (l.blank || !prev || prev.blank || prev.text.trim().length < PROSE_LINE || ENDS_CLAUSE.test(prev.text) || endsForm(prev.text, l.text)) starts.add(l.start);
  });
  for (const m of page.text.matchAll(SENTENCE_END)) starts.add(m.index! + m[0].length);
  const out = { starts: [...starts].sort((a, b) => a - b), stems: new Map<string, Set<string>>() };
  sentences.set(page, out);
  return out;
}

/** Index of the last start at or before `offset`. */
function startBefore(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The stems of the sentence (or sentences) a candidate sits in, its own words included; candidates of one sentence share one set. */
export function sentenceStems(doc: Doc, c: Candidate, stopwords: Set<string>): Set<string> {
  const page = c.page;
  const ps = pageSentences(page);
  const first = startBefore(ps.starts, c.start);
  const last = startBefore(ps.starts, Math.max(c.start, c.end - 1));
  const key = `${first}:${last}`;
  const cached = ps.stems.get(key);
  if (cached) return cached;
  const from = ps.starts[first];
  const to = last + 1 < ps.starts.length ? ps.starts[last + 1] : page.text.length;
  const out = new Set<string>();
  for (let t = doc.tokenIndex(page, from); t < page.tokens.length && page.tokens[t].start < to; t++) {
    const tok = page.tokens[t];
    if (/\p{L}/u.test(tok.text) && !stopwords.has(tok.lower) && !excludedAt(page.tokens, t)) out.add(tok.stem);
  }
  ps.stems.set(key, out);
  return out;
}
