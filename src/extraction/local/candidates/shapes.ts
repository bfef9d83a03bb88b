import { findPostcodes } from '../../values/postcodes.ts';
import { MONTH_WORDS } from '../../values/dates.ts';
import { isCurrencyCode } from '../../values/currency.ts';
import type { Doc, DocPage, Segment } from '../doc.ts';
import { DOCUMENT_KINDS, DOCUMENT_TITLE_WORDS, NOT_NAME_WORDS, ORG_SUFFIXES, ORG_WORDS, PAPER_WORDS, PLACES, STREET_WORDS } from '../lexicon.ts';
import { stem, type Token } from '../../text.ts';
import { englishStemsOf, isListedWord } from '../glossary.ts';
import { isCommonEnglishWord, isEnglishWord, isPremisesNoun } from '../wordnet.ts';

// What the words of a span look like: names, legal forms, people, addresses.

export const norm = (t: Token) => t.lower.replace(/\./g, '');
// A legal form ends a name when written as one: capitalised ("Corporation", "LLC") or abbreviated ("Inc.", "inc."), not "a Delaware corporation".
// "plc" is written in lower case as often as not ("Pellman Foods plc"); no sentence says "a plc" after a capitalised name.
// "eG" and "gGmbH" open with a small letter and hold a capital.
export const isSuffix = (t: Token) => ORG_SUFFIXES.has(norm(t)) && (/^\p{Lu}/u.test(t.text) || /^\p{Ll}+\p{Lu}/u.test(t.text) || t.text.includes('.') || t.text === 'plc' || t.text === 'družstvo');
export const isCapital = (t: Token) => /^[\p{Lu}]/u.test(t.text) || /^\d+[\p{L}¢]/u.test(t.text);
/** What a form's label word means in the document's language ("Namn", "Nome", "Naam", "Datum"): no part of a name. */
const LABEL_MEANINGS = new Set(['name', 'surname', 'signature', 'date', 'address', 'number'].map(stem));
export const isLabelWordAbroad = (t: Token) => t.foreign?.some((m) => LABEL_MEANINGS.has(m)) ?? false;
export const isNotName = (t: Token) => NOT_NAME_WORDS.has(t.lower.replace(/\.$/, '')) || isLabelWordAbroad(t);
/**
 * A word of an organisation's name: one of the list, or a capitalised German or French word whose English is
 * ("Amtsgericht": district court). Not any word WordNet calls a kind of organisation: a contract's "the Board"
 * and "the Government" are no party's name.
 */
// A capitalised word the list lacks may still be a business's premises by WordNet ("Bistro", "Pizzeria", "Hostel").
// So is a German compound ending in "bank" ("Volksbank", "Commerzbank"), not an English word that does ("Riverbank").
export const isOrgWord = (t: Token) =>
  ORG_WORDS.has(norm(t)) ||
  (/^\p{Lu}/u.test(t.text) && t.text.length > 3 && (englishStemsOf(t.lower).some((s) => ORG_WORDS.has(s)) || isPremisesNoun(t.lower) || bankCompound(t.lower)));

const bankCompound = (word: string) => word.length >= 8 && word.endsWith('bank') && /^\p{L}+$/u.test(word) && !isEnglishWord(word);

/** Small words inside a family name ("de Vries", "van der Berg", "da Silva", "von Trapp"). */
export const NAME_PARTICLES = new Set(['de', 'du', 'la', 'le', 'von', 'van', 'der', 'den', 'ter', 'ten', 'del', 'della', 'di', 'da', 'dos', 'zu']);
/** A word that may be a given name or a particle after one: in mixed case, no common English, German or French word. */
const givenName = (t: Token) => NAME_PARTICLES.has(t.text) || (/^\p{Lu}\p{Ll}/u.test(t.text) && !isCommonEnglishWord(t.text) && !isListedWord(t.lower, true));

/** Titles written before a person's name, in English, German, French and Dutch. */
const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'dame', 'herr', 'frau', 'monsieur', 'madame', 'mme', 'mlle', 'dhr', 'mevr', 'mw', 'mevrouw', 'meneer', 'señor', 'señora', 'senhor', 'senhora', 'signor', 'signora', 'fru']);
const ARTICLES = new Set(['the', 'la', 'le', 'les', 'der', 'die', 'das', 'el', 'il', 'los', 'las']);
// Words that end a street's name and almost never a person's; "Lane", "Park", "Way" and "Close" are surnames too.
const THOROUGHFARES = new Set(['street', 'st', 'road', 'rd', 'avenue', 'ave', 'boulevard', 'blvd', 'highway', 'hwy', 'parkway', 'pkwy', 'terrace', 'crescent', 'quay', 'wharf', 'embankment', 'mews', 'gardens', 'plaza', 'square', 'sq', 'strasse', 'straße', 'str', 'platz', 'gasse', 'allee']);

export function personLike(tokens: Token[]): number {
  // "Non-Disclosure Agreement" is written like a name, and names no one.
  if (tokens.length < 2 || tokens.length > 5 || documentTitle(tokens)) return 0;
  // An article starts a shop's or a firm's name ("LA PETITE ÉPICERIE", "The Blue Door"), never a person's.
  if (ARTICLES.has(tokens[0].lower)) return 0;
  if (THOROUGHFARES.has(norm(tokens[tokens.length - 1])) || PAPER_WORDS.has(norm(tokens[tokens.length - 1]))) return 0;
  // Three common words or more name a thing ("Harbor Light Food Pantry", "Project Committee Meeting Minutes"); a
  // person's name of two may be all common words ("Grace Young", "Mark Hunter").
  if (tokens.length >= 3 && tokens.every((t) => isCommonEnglishWord(t.text))) return 0;
  // A title before it makes it a person's ("Mr. Kevin Tran", "Dr. Okafor"), written with its dot or without.
  const titled = HONORIFICS.has(norm(tokens[0]));
  // So do English words all common but one ("Maple Grove Family Dentistry"): a person's name is not spelled in words.
  if (!titled && tokens.length >= 3 && tokens.every((t) => isEnglishWord(t.text)) && tokens.filter((t) => !isCommonEnglishWord(t.text)).length <= 1) return 0;
  let initials = 0;
  let particles = 0;
  for (const [i, t] of tokens.entries()) {
    if (i === 0 && titled) continue;
    // "Marieke de Vries", "Ludwig van der Berg": a particle inside a person's name is written small, after given
    // names ("RCS de Thiers", "Cercle Nautique de Lyon" name a registry and a club).
    // Initials may stand among the given names ("Femke M. van der Linden").
    if (i > 0 && i < tokens.length - 1 && NAME_PARTICLES.has(t.text) && tokens.slice(titled ? 1 : 0, i).every((g, j) => givenName(g) || (j > 0 && /^\p{Lu}\.$/u.test(g.text)))) {
      particles++;
      continue;
    }
    // An initial, with its dot, or without one between names ("MARCUS T DELGADO", "John F Kennedy").
    if (/^\p{Lu}\.$/u.test(t.text) || (/^\p{Lu}$/u.test(t.text) && i > 0 && i < tokens.length - 1)) initials++;
    else if (!/^\p{Lu}[\p{L}'’-]+$/u.test(t.text)) return 0;
    if (isOrgWord(t) || isSuffix(t)) return 0;
  }
  return initials === tokens.length - particles - (titled ? 1 : 0) ? 0 : 1;
}

/** 1 when a span's words only name a kind of document ("Purchase Order", "MUTUAL NON-DISCLOSURE AGREEMENT"). */
export function documentTitle(letters: Token[]): number {
  const words = letters.flatMap((t) => t.lower.split(/[^\p{L}]+/u)).filter(Boolean);
  return words.length > 0 && words.every((w) => DOCUMENT_TITLE_WORDS.has(w)) && words.some((w) => DOCUMENT_KINDS.has(w)) ? 1 : 0;
}

const LONE_EMAIL = /^\s*<?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?\s*$/;

/** What the words of a span look like: a name with a legal form, a person's name, an address, capitals, common words. */
export function spanFeatures(doc: Doc, page: DocPage, start: number, end: number): Record<string, number> {
  const toks = page.tokens.slice(doc.tokenIndex(page, start), doc.tokenIndex(page, end));
  const letters = toks.filter((t) => /\p{L}/u.test(t.text));
  // A value that is an e-mail address and nothing more ("Client: camille_roux@orange.fr") is an address, not a name.
  if (LONE_EMAIL.test(page.text.slice(start, end))) return { c_email: 1, e_len: Math.min(1, toks.length / 12) };
  return {
    c_org: toks.some(isSuffix) && toks.length > 1 ? 1 : toks.some(isOrgWord) ? 0.6 : 0,
    e_suffix: toks.length > 1 && isSuffix(toks[toks.length - 1]) ? 1 : 0,
    c_person: personLike(letters.length === toks.length ? toks : []),
    caps: letters.length && letters.every((t) => !/\p{Ll}/u.test(t.text)) ? 1 : 0,
    doc_kind: documentTitle(letters),
    lv_common: letters.length ? letters.filter((t) => doc.lowerSeen.has(t.lower) && !isSuffix(t)).length / letters.length : 0,
    e_len: Math.min(1, toks.length / 12),
    digits: toks.length ? toks.filter((t) => /\d/.test(t.text)).length / toks.length : 0,
  };
}

const LABELLED_LINE = /^[^:：]{1,40}[:：]\s*\S/;

export function lineFeatures(doc: Doc, line: Segment): Record<string, number> {
  const toks = line.page.tokens.slice(line.tokenFrom, line.tokenTo);
  const letters = toks.filter((t) => /\p{L}/u.test(t.text));
  const common = letters.length ? letters.filter((t) => doc.lowerSeen.has(t.lower) && !isSuffix(t) && !isOrgWord(t)).length / letters.length : 1;
  // A label and its value ("Company number: 08557335") is not a company's name, whatever words its label has.
  const labelled = LABELLED_LINE.test(line.text);
  return {
    c_org: labelled ? 0 : toks.some(isSuffix) && toks.length > 1 ? 1 : toks.some(isOrgWord) ? 0.6 : 0,
    e_suffix: toks.length > 1 && isSuffix(toks[toks.length - 1]) ? 1 : 0,
    c_person: labelled ? 0 : personLike(letters.length === toks.length ? toks : []),
    c_address: addressScore(line),
    caps: letters.length && letters.every((t) => !/\p{Ll}/u.test(t.text)) ? 1 : 0,
    doc_kind: documentTitle(letters),
    e_common: common,
    e_len: Math.min(1, toks.length / 12),
    digits: toks.length ? toks.filter((t) => /\d/.test(t.text)).length / toks.length : 0,
  };
}

/**
 * The postcode a line holds, remembered by text (the same lines are scored many times per document): `letters`
 * for one with letters ("LS1 4AP", "K1A 0B1"), `digits` for digits only ("50667", "62704"), or null.
 */
const postcodeSeen = new Map<string, 'letters' | 'digits' | null>();
function postcodeOn(text: string): 'letters' | 'digits' | null {
  let seen = postcodeSeen.get(text);
  if (seen === undefined) {
    const found = /\d/.test(text) ? findPostcodes(text) : [];
    // Digits in two groups before a town ("917 01 Trnava", Poland's "80-463 Gdańsk") tell an address as letters do.
    seen = found.some((p) => /[A-Z -]/.test(String(p.value))) ? 'letters' : found.length ? 'digits' : null;
    if (postcodeSeen.size > 20000) postcodeSeen.clear();
    postcodeSeen.set(text, seen);
  }
  return seen;
}

/**
 * A region or state code beside a number ("IL 62704", "NSW 2000"): the number is a postcode. Before a year's
 * four digits only an Australian state's code, the one country to write so: "NA ROK 2027" ("for the year 2027") is a title.
 */
const REGION_BESIDE_DIGITS = /\b(?:\p{Lu}{2,3}\s+(?!(?:19|20)\d\d\b)\d{4,5}|(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s+\d{4})\b/u;
export const PHONE_ONLY = /^\s*\+?[\d\s().\/-]{7,}\s*$/;
export const PHONE_LINE = /\b(?:tel|phone|fax|mobile|hp|h\/p|email|e-mail|gst|vat|reg|website|www|http)\b|@/i;

const MONEY_SIGN = /[£$€¥]/;

/**
 * The endings of street names written as one word: German and Dutch ("Lindenallee", "Industriestraße", "Kerkstraat"),
 * Scandinavian ("Storgatan", "Nørregade", "Kirkeveien") and Finnish ("Mannerheimintie", "Aleksanterinkatu"); and the
 * adjectives Czech and Slovak streets are named by ("Vinohradská", "Masarykova", "Národní").
 */
const STREET_ENDING = /\p{L}{3,}(?:straße|strasse|str\.?|allee|weg|platz|gasse|damm|ring|ufer|straat|laan|plein|gracht|kade|gatan|gata|gade|vägen|vegen|veien|vej|stræde|plads|katu|tie|kuja|ská|cká|ní|ná|ova|ová)$/u;
/** A house number: "7", "12a", and the Czech and Slovak pair of numbers ("1827/112"). */
const HOUSE_NUMBER = /^\d{1,4}(?:\/\d{1,4})?\p{L}?$/u;
/** German streets named by a preposition and a place ("Am Lindenhang 7", "An der Alster 5", "Zum Steinbruch 12"). */
const GERMAN_STREET_OPENING = new Set(['Am', 'Im', 'Zum', 'Zur', 'An', 'Auf', 'In', 'Hinter', 'Unter', 'Vor', 'Beim', 'Über']);
const GERMAN_ARTICLE = new Set(['der', 'den', 'dem', 'die']);
const MONTH = new RegExp(`^(?:${MONTH_WORDS})$`, 'u');

/** A one-word street name followed by its house number ("Lindenallee 7", "Bahnhofstr. 12a"), or a German one named by a preposition. */
export function streetCompound(toks: Token[], i: number): boolean {
  const next = toks[i + 1]?.text === '.' ? toks[i + 2] : toks[i + 1];
  if (/^\p{Lu}/u.test(toks[i].text) && STREET_ENDING.test(toks[i].lower) && next !== undefined && HOUSE_NUMBER.test(next.text)) return true;
  return germanStreet(toks, i);
}

function germanStreet(toks: Token[], i: number): boolean {
  if (!GERMAN_STREET_OPENING.has(toks[i].text)) return false;
  let j = i + 1;
  if (toks[j] && GERMAN_ARTICLE.has(toks[j].text)) j++;
  const name = j;
  while (j < toks.length && j - name < 2 && /^\p{Lu}\p{Ll}{3,}$/u.test(toks[j].text) && !MONTH.test(toks[j].lower)) j++;
  const number = toks[j];
  // The number ends the line or comes before its postcode ("Am Lindenhang 7, 79100 Freiburg"): "Im Jahr 12 Monate" is no street.
  const after = toks[j + 1];
  return j > name && number !== undefined && /^\d{1,3}\p{L}?$/u.test(number.text) && (after === undefined || /^\d{4,5}$/.test(after.text));
}

/**
 * A label that names an address, in the languages read, before a value with a digit ("Adresa: Horní Planá 84, 382 26 Horní Planá",
 * "Lakcím:", "Dirección:", "Indirizzo:", "Morada:"); not an e-mail's or a web address.
 */
const POSTCODE_LABEL = /(?<!\p{L})(?:C\.\s?P\.|CP|CAP|PLZ|CEP|ZIP|PSČ|PIN|(?:[Zz]ip|[Pp]ost|[Pp]ostal|PIN|[Pp]in)\s?[Cc]ode|[Pp]ostcode|[Cc]ode\s+postal|[Cc]ódigo\s+postal|[Cc]odice\s+postale|[Pp]ostleitzahl|[Kk]od\s+pocztowy|[Pp]ostnumm?er|[Pp]ostnr\.?|[Pp]ostinumero|[Ii]rányítószám)\s*[:.]?\s*\d{4,6}(?!\d)/u;
const ADDRESS_LABEL = /^\s*(?![^:]*(?:e-?mail|web|ip\b|url|mail))[^:\d]{0,30}(?:address|adresse|anschrift|adresa|adres|adresă|címe?|lakcím|székhely|sídlo|bydliště|siedziba|dirección|direccion|domicilio|indirizzo|endereço|endereco|morada|osoite|adress|bopæl|wohnort)(?!\p{L})[^:\d]{0,20}:\s*\S[^\n]*\d/iu;
/** Spain's "C/" for calle before a street's name ("C/ Alfarería, 23"). */
const SPANISH_STREET = /(?:^|[\s:–-])C\/\s?\p{Lu}/u;

/** How much a line (or a table cell) looks like part of a postal address. */
export function addressScore(line: Segment): number {
  if (line.blank || line.text.length > 90) return 0;
  if (PHONE_LINE.test(line.text) || PHONE_ONLY.test(line.text)) return 0;
  const toks = line.page.tokens.slice(line.tokenFrom, line.tokenTo);
  // No address states money: a statement's column heading "2025 USD '000" has a year where a house number goes.
  if (MONEY_SIGN.test(line.text) || toks.some((t) => isCurrencyCode(t.text))) return 0;
  let s = 0;
  if (toks.some((t, i) => (STREET_WORDS.has(norm(t)) && !(t.lower.startsWith('no') && /^\.?\s*:/.test(line.page.text.slice(t.end, t.end + 3)))) || streetCompound(toks, i))) s += 0.5;
  if (/^\s*(?:no\.?\s*)?\d+[\p{L}]?[,\s]/iu.test(line.text)) s += 0.2;
  if (ADDRESS_LABEL.test(line.text) || SPANISH_STREET.test(line.text)) s += 0.2;
  // Digits a postcode's own label stands before ("C.P. 11000", "PLZ 80331", "CEP 01310-100", "PIN 560038") are one.
  if (POSTCODE_LABEL.test(line.text)) s += 0.5;
  const lower = toks.map((t) => t.lower);
  for (let n = 1; n <= 3; n++) for (let i = 0; i + n <= lower.length; i++) if (PLACES.has(lower.slice(i, i + n).join(' '))) s += 0.3;
  if (/,\s*$/.test(line.text)) s += 0.15;
  // A postcode with letters is an address by itself; digits alone ("Established: 1965", "Note 2018 £000") are one
  // only beside other signs of an address or a region code.
  const postcode = postcodeOn(line.text);
  if (postcode === 'letters' || (postcode === 'digits' && (s > 0 || REGION_BESIDE_DIGITS.test(line.text)))) s += 0.4;
  return Math.min(1, s);
}
