import type { Doc, DocPage } from '../doc.ts';
import { isListedWord } from '../glossary.ts';
import { GREETING_WORDS, PLACES, POST_NOMINALS } from '../lexicon.ts';
import { tokenize, type Token } from '../../text.ts';
import { findPostcodes } from '../../values/postcodes.ts';
import { stemsOf } from './context.ts';
import { NAME_PARTICLES, documentTitle, isCapital, isLabelWordAbroad, isNotName, isOrgWord, isSuffix, personLike, streetCompound } from './shapes.ts';
import type { Add, Candidate } from './types.ts';
import { nounKindOf } from '../wordnet.ts';

// Names: runs of capitalised words, cut at words that cannot begin a name and at legal forms; the role a contract defines for one.

// Also as other languages define one, after the party's address ("Manon Giraud, 45 boulevard Voltaire, 59000 Lille
// (ci-après « le vendeur »)", "nachfolgend „Käufer“", "en adelante, el «Arrendatario»").
const DEFINED = /^\s*(?:,?\s*(?:an?|whose|of|with|having|registered|incorporated|located|residing|domiciled)\s+[^()“"«]{0,80}?\s*|,\s*(?=\d)[^()“"«]{0,80}?\s*|,\s*)?\(\s*(?:the\s+|each\s+|collectively\s+|together\s+|hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?(?:the\s+)?|ci-après\s+(?:(?:dénommée?s?|désignée?s?|appelée?s?)\s+)?|nachfolgend\s+(?:genannt\s+)?|en\s+adelante,?\s+|di\s+seguito\s+(?:denominat[oaie]\s+)?|hierna(?:\s+te\s+noemen)?:?\s+|doravante\s+(?:designad[oa]s?\s+)?)?(?:«\s*([^»]{1,40}?)\s*»|[“"‘'„]([^”"’'“]{1,40})[”"’'“])/iu;
const ROLE_AFTER = /^\s?\(\s*((?:[\p{L}'’-]+\s?){1,3})\)/u;
/** A role set before a name as its apposition ("paid to the landlord, Mr Graham Whitfield", "our client, Acme Ltd"): a common noun, then a comma. */
const ROLE_BEFORE = /(?:^|[\s(])(?:the|our|your|their|its|his|her)\s+(\p{Ll}[\p{L}'’-]*(?:\s+\p{Ll}[\p{L}'’-]*)?)\s*,\s*$/u;
/** A number written inside a name: a model's, a version's or a year's ("Grail 6", "Session 2019", "Wintersemester 2021/22"). */
const NAME_NUMBER = /^\d{1,4}(?:\/\d{2})?$/;
const MONTH_WORDS = new Set(
  'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec januar februar märz mai juni juli oktober dezember janvier février mars avril juin juillet août septembre octobre novembre décembre'.split(' '),
);
const CONNECTORS = new Set([...NAME_PARTICLES, 'des', 'of', 'and', '&', 'for', 'y', 'e', 'the']);

/** The start of a line that is a label and its value: a few words, then a colon. */
const LABEL_LINE = /^[^:\n]{1,40}:/;
/** What follows the capitalised head of a label: lower-case words at most, then its colon. */
const LABEL_HEAD = /^(?:[ \t]+\p{Ll}[\p{Ll}.-]*){0,3}[ \t]*[:：]/u;

/** Cells of a row as the readers write them: " | " between cells, or tabs. */
const TABLE_ROW = /\S[ \t]*(?:\|[ \t]*\S|\t)/;
/** A word of two letters or more written all in capitals. */
const inCapitals = (t: Token) => /^\p{Lu}{2,}$/u.test(t.text.replace(/[^\p{L}]/gu, ''));
const lineFrom = (text: string, at: number) => {
  const end = text.indexOf('\n', at);
  return text.slice(at, end < 0 ? text.length : end);
};

export function entities(doc: Doc, add: Add): void {
  const roles = new Map<string, Candidate[]>();
  for (const page of doc.pages) {
    const toks = page.tokens;
    const text = page.text;
    const gapOk = (a: Token, b: Token) => {
      const gap = text.slice(a.end, b.start);
      // A name stops at its table cell: " | " is no gap within a name. (One that runs from a row's last cell into
      // the next row's first is dropped by `add`; a line break also starts and ends names, so each cell's is kept.)
      // A name wrapped onto the next line does not run into that line's label ("Contract date: ...").
      // Nor into a table's row ("Cashier: Dana" over "Qty | Description | Total").
      // Nor from a name in capitals into a line in mixed case ("LA PETITE ÉPICERIE" over "Bahnhofstr. 7"), or back.
      if (/^[ \t]*\n?[ \t]*$/.test(gap) && gap.length <= 3) return !gap.includes('\n') || (!LABEL_LINE.test(text.slice(b.start, b.start + 48)) && !TABLE_ROW.test(lineFrom(text, b.start)) && inCapitals(a) === inCapitals(b));
      // "Kite Pharma, Inc." and "Leonard Green & Partners, L.P.": a comma only before a legal-form suffix.
      // A legal form of two abbreviations: "PVT. LTD.", "Pty. Ltd.", "Sdn. Bhd.", "Co. KG".
      if (/^\.\s?$/.test(gap)) return isSuffix(a) && isSuffix(b);
      return /^,\s?\n?\s?$/.test(gap) && isSuffix(b);
    };
    // The letters of a postcode ("1017 KE Amsterdam", "SW1A 2AA") start no name: the town after them does.
    const postcodes = findPostcodes(text).filter((p) => /\p{L}/u.test(String(p.value)));
    const inPostcode = (t: Token) => postcodes.some((p) => t.start >= p.start && t.end <= p.end);
    // Nor do the letters of a currency's sign ("R$ 139,90", "US$ 40").
    const inSign = (t: Token) => /^\p{Sc}/u.test(text[t.end] ?? '');
    let i = 0;
    while (i < toks.length) {
      if (!isCapital(toks[i]) || inPostcode(toks[i]) || inSign(toks[i])) {
        i++;
        continue;
      }
      let j = i;
      while (j + 1 < toks.length && gapOk(toks[j], toks[j + 1])) {
        const next = toks[j + 1];
        if (isCapital(next) || isSuffix(next)) {
          j++;
          continue;
        }
        // A number that is part of a thing's name ("Canyon Grail 6", "NetHub 6 Pro", "Summer Session 2019"), not a date's day or year.
        // Not a street's house number ("Bahnhofstraße 110"), nor a figure ("Bundesanleihe 2,30 %").
        if (
          NAME_NUMBER.test(next.text) &&
          text.slice(toks[j].end, next.start) === ' ' &&
          !/^(?:[.,]\d|\s?%)/.test(text.slice(next.end, next.end + 2)) &&
          !MONTH_WORDS.has(toks[j].lower.replace(/\.$/, '')) &&
          !streetCompound(toks, j)
        ) {
          j++;
          continue;
        }
        if (CONNECTORS.has(next.lower) && j + 2 < toks.length && gapOk(next, toks[j + 2]) && isCapital(toks[j + 2])) {
          j += 2;
          continue;
        }
        // Two particles: "van der Berg", "de la Cruz".
        if (NAME_PARTICLES.has(next.text) && j + 3 < toks.length && NAME_PARTICLES.has(toks[j + 2].text) && gapOk(next, toks[j + 2]) && gapOk(toks[j + 2], toks[j + 3]) && isCapital(toks[j + 3])) {
          j += 3;
          continue;
        }
        break;
      }
      // Words before a colon are a label ("Customer:", "Supplier:", "Contract date:"), not a name.
      if (!LABEL_HEAD.test(text.slice(toks[j].end, toks[j].end + 40))) emitEntity(doc, page, toks.slice(i, j + 1), add, roles);
      i = j + 1;
    }
  }
  for (const list of roles.values()) {
    const first = Math.min(...list.map((c) => c.start));
    for (const c of list) {
      if (c.start !== first) {
        c.defined = undefined;
        c.f.e_def = 0;
      }
    }
  }
}

/** Letters of a degree or a registration, written in capitals as such ("BDS", "PhD", "MRCVS"), not a word ("Ma"). */
const isPostNominal = (t: Token): boolean => /^\p{Lu}[\p{L}.()]*$/u.test(t.text) && /\p{Lu}.*\p{Lu}/u.test(t.text) && POST_NOMINALS.has(t.lower.replace(/\./g, ''));

/** A role set before a name as its apposition, when its noun names a kind of person or firm (not "On the day, ..."). */
function roleBefore(text: string): RegExpExecArray | null {
  const m = ROLE_BEFORE.exec(text);
  const noun = m?.[1].split(/\s+/).at(-1);
  return m && noun && nounKindOf(noun) !== null && ['person', 'org'].includes(nounKindOf(noun)!) ? m : null;
}

/** A role defined in brackets anywhere in a document: '(the "Yard Owner")', "(hereinafter 'the Tenant')". */
const DEFINED_ROLE = /\(\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?(?:the\s+)?[“"‘']([^”"’'()]{1,40})[”"’']\s*\)/giu;

export function definedRoles(doc: Doc): Set<string> {
  let out = doc.cache.get('definedRoles') as Set<string> | undefined;
  if (!out) {
    out = new Set();
    for (const page of doc.pages) for (const m of page.text.matchAll(DEFINED_ROLE)) out.add(m[1].trim().replace(/^the\s+/i, '').toLowerCase());
    doc.cache.set('definedRoles', out);
  }
  return out;
}

function emitEntity(doc: Doc, page: DocPage, run: Token[], add: Add, roles: Map<string, Candidate[]>): void {
  // Starts: the run's start, and after each word that cannot begin a name; ends: the run's end and each legal-form suffix.
  const starts = new Set<number>();
  const ends = new Set<number>([run.length - 1]);
  if (!isNotName(run[0])) starts.add(0);
  run.forEach((t, k) => {
    if (isNotName(t) && k + 1 < run.length) starts.add(k + 1);
    if (isSuffix(t) && k > 0) ends.add(k);
    // Nor does it run into a form's label word ("Sökande / Namn" over a column of names).
    if (isLabelWordAbroad(t) && k > 0) ends.add(k - 1);
    // A name may end before its number ("Canyon Grail" of "Canyon Grail 6"); none starts with one.
    if (NAME_NUMBER.test(t.text) && k > 0) ends.add(k - 1);
    // A person's name ends before the letters of a degree or a registration after it ("Dr Rajiv Malhotra BDS").
    if (k > 0 && isPostNominal(t)) ends.add(k - 1);
    // "Auspex Pharmaceuticals and Teva Pharmaceutical Industries": two names, each may end before the "and".
    if (t.lower === 'and' && k > 0) ends.add(k - 1);
    // A name may end where its line does (and the next line start a new name).
    if (k + 1 < run.length && page.text.slice(t.end, run[k + 1].start).includes('\n')) {
      ends.add(k);
      starts.add(k + 1);
    }
  });
  let emitted = 0;
  for (const s of [...starts].sort((a, b) => a - b)) {
    for (const e of [...ends].sort((a, b) => b - a)) {
      if (e < s || e - s > 9 || emitted >= 8) continue;
      const tokens = run.slice(s, e + 1);
      if (CONNECTORS.has(tokens[tokens.length - 1].lower) || isNotName(tokens[0]) || tokens.every(isSuffix) || NAME_NUMBER.test(tokens[0].text)) continue;
      if (tokens.every((t) => isNotName(t) || CONNECTORS.has(t.lower)) || tokens.some(isLabelWordAbroad)) continue;
      if (tokens.length > 1 && isPostNominal(tokens[tokens.length - 1])) continue;
      const person = personLike(tokens);
      // A particle of a person's name ("de Vries") is written small, and is no common word of theirs.
      const common = tokens.filter((t) => doc.lowerSeen.has(t.lower) && !isSuffix(t) && !(person && NAME_PARTICLES.has(t.text))).length / tokens.length;
      const suffix = isSuffix(tokens[tokens.length - 1]) && tokens.length > 1 ? 1 : 0;
      const orgWord = tokens.some(isOrgWord) ? 1 : 0;
      const caps = tokens.every((t) => !/\p{Ll}/u.test(t.text)) ? 1 : 0;
      const place = PLACES.has(tokens.map((t) => t.lower).join(' ')) ? 1 : 0;
      // One word is no name when it is a common one: written in lower case elsewhere, or a German or French word ("au poste de Responsable").
      if (tokens.length === 1 && !suffix && !orgWord && (common > 0 || isListedWord(tokens[0].lower, true))) continue;
      const start = tokens[0].start;
      const end = tokens[tokens.length - 1].end;
      // A role the document defines ('(the "Yard Owner")') names no one where it is used ("the Horse Owner's vet").
      if (definedRoles(doc).has(page.text.slice(start, end).replace(/['’]s$/, '').toLowerCase())) continue;
      const after = page.text.slice(end, end + 80);
      const before = page.text.slice(Math.max(0, start - 2), start);
      const cand = add('entity', page, start, end, {
        e_len: Math.min(1, tokens.length / 8),
        e_one: tokens.length === 1 ? 1 : 0,
        e_common: common,
        c_org: Math.max(suffix, orgWord * 0.6),
        e_suffix: suffix,
        c_person: person * (1 - common),
        c_place: place,
        caps,
        doc_kind: documentTitle(tokens),
        e_quoted: /[“"‘']\s*$/.test(before) ? 1 : 0,
        e_def: DEFINED.test(after) ? 1 : 0,
        e_appos: /^\s*,?\s*(?:an?|the)\s+(?:[\p{L}-]+\s+){0,5}?(?:corporation|company|partnership|limited|individual|bank|association|trust|entity|organi[sz]ation|llc|corp|business)\b/iu.test(after) ? 1 : 0,
        // Cut from a longer name, not from the greeting before it ("Dear Amira Hassan").
        e_partial: run.slice(0, s).some((t) => !GREETING_WORDS.has(t.lower)) || !run.slice(e + 1).every(isPostNominal) ? 1 : 0,
      });
      // The name a contract gives the entity ("Kite Pharma, Inc. (the "Client")"): its role.
      const defined = DEFINED.exec(after);
      // A role in plain brackets straight after a name ("Sabine Roth (Chair)", "Dr Alan Pierce (your dentist)"), or set
      // before it ("the landlord, Mr Graham Whitfield"): that name's.
      const role = defined ? null : (ROLE_AFTER.exec(after) ?? (s === 0 ? roleBefore(page.text.slice(Math.max(0, start - 40), start)) : null));
      if (cand && role) cand.defined = new Set(stemsOf(tokenize(role[1])));
      if (cand && defined) {
        cand.defined = new Set(stemsOf(tokenize(defined[1] ?? defined[2])));
        // The role belongs to the first name of its clause ("Beta LLC, a company organised under the laws of Texas (the "Provider")"), not to names inside it.
        const at = `${page.index}:${end + defined[0].length}`;
        const list = roles.get(at) ?? [];
        list.push(cand);
        roles.set(at, list);
      }
      emitted++;
    }
  }
}
