import { findDates, MONTH_WORDS } from '../../values/dates.ts';
import { findPostcodes } from '../../values/postcodes.ts';
import type { Doc, DocLine, Segment } from '../doc.ts';
import type { ValueMatch } from '../../values/match.ts';
import { prevNonBlank } from './layout.ts';
import { STREET_WORDS, STREET_WORDS_FIRST } from '../lexicon.ts';
import { addressScore, norm, streetCompound } from './shapes.ts';
import type { Add } from './types.ts';

/** A region or state written as a short capitalised code beside a postcode ("Springfield, IL 62704", "Ottawa ON K1A 0B1"). */
const REGION_CODE = /(?:,?\s+\p{Lu}{2,3})$/u;
const REGION_CODE_BEFORE = /(?<=\p{L})[,\s]+\p{Lu}{2,3}\s*$/u;

/**
 * The parts of an address, for fields that ask for one of them: the postcode
 * (whole, as the shapes of postcode-validator read it), the town or city beside
 * it, the street line. Read on address-like lines and cells only.
 */
export function addressParts(doc: Doc, add: Add): void {
  for (const line of doc.lines) {
    if (line.blank) continue;
    const cells = doc.cellsOf(line);
    for (const seg of cells ?? [line]) partsOf(doc, seg, add, seg === line ? line : null);
    if (!cells && addressScore(line) < 0.2) for (const seg of addressesInProse(doc, line)) partsOf(doc, seg, add, null);
    labelledTown(line, add);
  }
}

// A label that names a town or a place ("Place of work:", "Town:", "Arbeitsort:", "Lieu :"), and a value of a few
// capitalised words, no digits, alone after it: the town, though no postcode stands beside it.
const TOWN_LABEL = /^\s*((?:[\p{L}'’-]+\s+){0,4}?(?:[\p{L}'’-]*(?:town|city|place|location|locality|ort|stadt|ville|lieu|commune|localité)|based(?:\s+(?:in|at))?)(?:\s+[\p{L}'’-]+){0,3})\s*(?:[:：|]\s*)(\p{Lu}[\p{L}'’.-]*(?:[ -](?:(?:am|an|der|im|sur|en|de|la|le|les|upon|on)[ -])?\p{Lu}[\p{L}'’.-]*){0,2})\s*$/iu;

function labelledTown(line: DocLine, add: Add): void {
  const m = TOWN_LABEL.exec(line.text);
  if (!m || STREET_WORDS.has(m[2].toLowerCase())) return;
  const at = line.start + m.index + m[0].lastIndexOf(m[2]);
  add('city', line.page, at, at + m[2].length, { c_address: 0.5 });
}

// Where an address starts in a sentence: after a bracket, a colon, or the word that introduces it
// ("the flat at 86 Pine Ridge Road, ...", "Tyler Reed of 59 Cedar Avenue, ...", "die Wohnung in der Bahnhofstraße 94, ...").
const ADDRESS_OPENS = /(?:^|[(:;"“]|(?<![\p{L}\p{N}])(?:at|of|in|from|to|located|situated|à|au|aux|de|du|in\s+der|im|bei|an|nach))\s+/giu;
// A town after its postcode: capitalised words, joined by the particles of place names ("Frankfurt am Main", "Aix-en-Provence", "Saint-Malo").
const TOWN_AFTER = /^[\s,]*\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:am|an|der|im|sur|en|de|la|le|les|upon|on)\s+)?\p{Lu}[\p{L}'’.-]*)*/u;

/**
 * Addresses written inside a sentence, too long a line to read as an address line: from the word that
 * introduces one to its postcode and the town after it, each read as an address of its own.
 */
function addressesInProse(doc: Doc, line: DocLine): Segment[] {
  const out: Segment[] = [];
  for (const p of findPostcodes(line.text)) {
    // Digits alone are a postcode in a sentence only as four or five of them, and not a year.
    const code = String(p.value);
    if (/^\d+$/.test(code) && (!/^\d{4,5}$/.test(code) || /^(?:19|20)\d\d$/.test(code))) continue;
    let from = -1;
    for (const m of line.text.slice(Math.max(0, p.start - 90), p.start).matchAll(ADDRESS_OPENS)) from = Math.max(0, p.start - 90) + m.index! + m[0].length;
    if (from < 0 || from >= p.start) continue;
    const end = p.end + (TOWN_AFTER.exec(line.text.slice(p.end))?.[0].length ?? 0);
    const start = line.start + from;
    const seg: Segment = { page: line.page, text: line.page.text.slice(start, line.start + end), start, end: line.start + end, tokenFrom: doc.tokenIndex(line.page, start), tokenTo: doc.tokenIndex(line.page, line.start + end), blank: false };
    if (addressScore(seg) >= 0.5) out.push(seg);
  }
  return out;
}

/** A line that may be a town of its own: one to three capitalised words, no digits, no label ("Glasgow", "Hope Valley"), perhaps with its region's code ("Dayton, OH"). */
const TOWN_LINE = /^\s*(\p{Lu}[\p{L}'’.-]*(?:[ -]\p{Lu}[\p{L}'’.-]*){0,2})\s*(?:,\s*\p{Lu}{2,3})?\s*,?\s*$/u;

/** A town and its postcode of digits, either way round ("Dresden 01099", "01099 Dresden"). */
const TOWN_AND_DIGITS = /^\s*(?:(?:\d{4,5}|\d{2,4}-\d{3}|\d{3} \d{2})\s+\p{Lu}[\p{L}'’. -]*|\p{Lu}[\p{L}'’. -]*?\s+\d{4,5})\s*$/u;

/**
 * A postcode alone on its line continues the address above it ("Dayton, OH" over "45402"); so does a
 * town with a postcode of digits under a street line ("Lindenallee 7" over "Dresden 01099"), and a
 * postcode under a town under one ("Industriestraße 12", "Stuttgart", "70565").
 */
function belowAddress(doc: Doc, line: DocLine): number {
  const above = prevNonBlank(doc, line);
  if (!above) return 0;
  const street = (l: DocLine | null | undefined) => !!l && addressScore(l) >= 0.5;
  if (TOWN_AND_DIGITS.test(line.text) && street(above)) return 0.4;
  // An address line that ends with a comma goes on below ("…, Indiranagar," over "Bengaluru, Karnataka – 560038").
  if (/,\s*$/.test(above.text) && addressScore(above) >= 0.5 && /\d/.test(line.text) && line.text.length <= 90) return 0.4;
  if (!/^\s*[\p{Lu}\d][\p{Lu}\d -]{2,9}\s*$/u.test(line.text)) return 0;
  if (addressScore(above) >= 0.2 || (TOWN_LINE.test(above.text) && /,\s*\p{Lu}{2,3}\s*$/u.test(above.text))) return 0.4;
  return TOWN_LINE.test(above.text) && street(prevNonBlank(doc, above)) ? 0.4 : 0;
}

/** A year after its month ("ENTRY SEPTEMBER 2026", "Mai 2025") has the shape of a four-digit postcode; it is no postcode. */
const MONTH_BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${MONTH_WORDS})\\.?,?\\s*$`, 'iu');
function monthYear(text: string, p: { value: unknown; start: number }): boolean {
  return /^(?:19|20)\d\d$/.test(String(p.value)) && MONTH_BEFORE.test(text.slice(Math.max(0, p.start - 20), p.start));
}

/**
 * Digits before a street's name, after a comma or a label, are its house number, not a postcode ("1200 Commerce Blvd",
 * "Street address: 1450 San Pablo Avenue"), and so are they with
 * the quarter of the city after them, which has a Dutch postcode's shape ("4418 NE Fremont St").
 */
function houseNumber(text: string, p: { value: unknown; start: number; end: number }): boolean {
  if (!/^\d+(?:\s?(?:NE|NW|SE|SW))?$/.test(String(p.value)) || !/(?:^|[,:])\s*$/.test(text.slice(0, p.start))) return false;
  const after = text.slice(p.end).split(',')[0].trim().split(/\s+/).slice(0, 4);
  return after.some((w) => STREET_WORDS.has(w.toLowerCase().replace(/\./g, '')));
}

/**
 * Digits after a street's name, before a comma and the postcode that follows, are its house number
 * ("Via Cervese 1180, 47521 Cesena").
 */
function numberAfterStreet(text: string, p: ValueMatch, postcodes: ValueMatch[]): boolean {
  if (!/^\d+$/.test(String(p.value)) || !/^\s*,/.test(text.slice(p.end)) || !postcodes.some((q) => q.start > p.end)) return false;
  const words = text.slice(text.lastIndexOf(',', p.start - 1) + 1, p.start).trim().split(/\s+/);
  return words.length >= 2 && words.some((w) => STREET_WORDS.has(w.toLowerCase().replace(/\./g, '')) || STREET_WORDS_FIRST.has(w.toLowerCase().replace(/\./g, '')));
}

/** Digits a label gives as a number of something else are that number ("Kunden-Nr.:  10382", "Client no. 40512"). */
const NUMBER_LABEL = /(?:\b(?:no|nr|nº|n°|num|number|nummer|numéro|numero|número|id|ref)\.?|#)\s*:?\s*$/iu;
const numbered = (text: string, p: ValueMatch): boolean => NUMBER_LABEL.test(text.slice(Math.max(0, p.start - 30), p.start));

/** Digits a size is written with ("8256 x 5504" pixels, "120 × 80 cm") are no postcode. */
const dimension = (text: string, p: ValueMatch): boolean => /^\s*[x×]\s*\d/i.test(text.slice(p.end)) || /\d\s*[x×]\s*$/i.test(text.slice(0, p.start));

/** What a street line starts with that is no part of it: a label ("Service Address: ") or a name set off by a dot ("Water Utility · 220 W Main St"). */
const LEAD = /^[^\d:·•|]{1,40}(?::|\s[·•|])\s*(?=\d|\p{Lu})/u;
const lead = (text: string): number => LEAD.exec(text)?.[0].length ?? 0;

function partsOf(doc: Doc, seg: Segment, add: Add, line: DocLine | null): void {
  const score = Math.max(addressScore(seg), line ? belowAddress(doc, line) : 0);
  if (score < 0.2) return;
  const page = seg.page;
  // A day, month and year ("31 March 2019") has the shape of a town and a four-digit postcode; it is a date.
  const dates = findDates(seg.text, { dayFirst: doc.dayFirst });
  const streetEnds = new Set<number>();
  const found = findPostcodes(seg.text).filter((p) => !dates.some((d) => p.start < d.end && d.start < p.end) && !houseNumber(seg.text, p) && !monthYear(seg.text, p) && !dimension(seg.text, p) && !numbered(seg.text, p));
  const postcodes = found.filter((p) => !numberAfterStreet(seg.text, p, found));
  for (const p of postcodes) {
    const start = seg.start + p.start;
    const end = seg.start + p.end;
    const c = add('postcode', page, start, end, { c_address: score }, p.value as string);
    // Postcodes compare without their inner spaces' variations ("LS14AP" and "LS1 4AP" are one).
    if (c) c.key = `pc:${String(p.value).replace(/\s+/g, '')}`;
    // The town: the words before the postcode back to a comma (less a region code), or those after it.
    // (The comma between the town and the postcode, "Truro, TR1 2HQ", is not the one that starts the town.)
    const before = seg.text.slice(0, p.start).replace(/[\s,]+$/, '').replace(REGION_CODE_BEFORE, '');
    // Not a floor and door after a house number ("calle de Alcalá, 211, 4.º B, 28028 Madrid"): "º" is a letter too.
    const town = /((?![ºª])\p{L}[\p{L}'’. -]*?)\s*,?\s*$/u.exec(before.slice(before.lastIndexOf(',') + 1));
    if (town && town[1]) {
      const words = town[1].replace(REGION_CODE, '').trim();
      const at = before.lastIndexOf(',') + 1 + town.index + town[0].indexOf(town[1]);
      // Not a street before a postcode of digits that the town follows ("12 rue Pasteur, 13006 Marseille").
      const street = words.split(/\s+/).some((w) => STREET_WORDS.has(w.toLowerCase().replace(/\./g, '')));
      const floor = /\d\.?\s?[ºª]\s*$/.test(before.slice(0, at));
      if (words && !/\d/.test(words) && !street && !floor) {
        add('city', page, seg.start + at, seg.start + at + words.length, { c_address: score });
        // On one line, what stands before the town's comma is the street line ("Unit 2, Tanners Yard, Ely, CB7 4EY").
        // A unit after that comma, in a column apart from the town, is the street line's ("…Avenue, Suite 200    Oakland").
        const comma = seg.text.lastIndexOf(',', at);
        const apart = comma > 0 && /\S {2,}$/.test(seg.text.slice(comma + 1, at));
        const street = comma > 0 ? seg.text.slice(0, apart ? at : comma).trimEnd() : '';
        if (street.length >= 3 && street.length <= 60 && /\p{L}/u.test(street)) {
          add('street', page, seg.start + lead(street), seg.start + street.length, { c_address: score });
          streetEnds.add(seg.start + street.length);
        }
      }
    }
    // A postcode on a line of its own: the town is the line above it ("Glasgow" over "G2 8LU").
    if (line && !town && seg.text.slice(p.end).trim() === '') {
      const above = prevNonBlank(doc, line);
      const town = above && TOWN_LINE.exec(above.text);
      if (above && town && addressScore(above) < 0.5) {
        const words = town[1];
        const at = above.start + above.text.indexOf(words);
        add('city', page, at, at + words.length, { c_address: score });
      }
    }
    const after = /^[\s,]*([\p{L}][\p{L}'’. -]*[\p{L}])/u.exec(seg.text.slice(p.end));
    // "75001 Paris", not "62704 Suite 5".
    if (after && !after[1].split(/\s+/).some((w) => STREET_WORDS.has(w.toLowerCase().replace(/\./g, '')))) {
      const at = p.end + after[0].length - after[1].length;
      add('city', page, seg.start + at, seg.start + at + after[1].length, { c_address: score });
    }
  }
  // The street line: a number and a street word, up to the next comma ("12 High Street, Leeds" -> "12 High Street").
  const toks = page.tokens.slice(seg.tokenFrom, seg.tokenTo);
  const streetAt = toks.findIndex((t) => STREET_WORDS.has(norm(t)));
  const firstAt = toks.findIndex((t) => STREET_WORDS_FIRST.has(norm(t)) || spanishStreet(page.text, t));
  const at = streetAt > 0 ? streetAt : firstAt;
  if (at >= 0 && (score >= 0.5 || /\d/.test(seg.text.slice(0, toks[at].start - seg.start)))) {
    // A street word that opens the street's name starts the line ("Domicilio – C/ Alfarería, 23"), unless a house number stands before it ("12 rue Pasteur", "400 Elm Avenue").
    const opens = at === firstAt && !/\d/.test(page.text.slice(seg.start, toks[at].start));
    const from = opens ? toks[at].start : streetStart(seg, toks[at].start, postcodes);
    // A sentence is no street line, though it holds a number and a word that opens one ("... den 1. i en måned via Digital Post").
    const wordsBefore = page.text.slice(from + lead(page.text.slice(from, toks[at].start)), toks[at].start).trim().split(/\s+/).filter(Boolean).length;
    const end = streetEnd(seg, toks[at].end, postcodes);
    // Without a house number the street word ends the street's name ("Primrose Hill"): in "Whitmore & Lane Solicitors" it is a name's.
    const numbered = /\d/.test(page.text.slice(from, end));
    const endsName = page.text.slice(toks[at].end, end).trim() === '';
    const holdsPostcode = postcodes.some((p) => seg.start + p.start < end && from < seg.start + p.end);
    if ((numbered || endsName) && !holdsPostcode && !streetEnds.has(end) && wordsBefore <= 5) add('street', page, from + lead(page.text.slice(from, end)), end, { c_address: score });
  } else if (streetAt < 0) {
    // A street written as one word before its house number, with the floor and door after it ("Rantzausgade 52, 3. tv.";
    // "Lindenallee 7, 3rd floor" -> "Lindenallee 7"), and the postcode and town after its comma ("Kounicova 58, 602 00 Brno").
    const at = toks.findIndex((_, i) => streetCompound(toks, i));
    const start = at >= 0 ? streetStart(seg, toks[at].start, postcodes) : seg.start;
    const from = start + lead(page.text.slice(start, seg.end));
    const end = at >= 0 ? streetEnd(seg, toks[at].end, postcodes) : -1;
    const holdsPostcode = postcodes.some((p) => seg.start + p.start < end && from < seg.start + p.end);
    if (at >= 0 && !holdsPostcode && !streetEnds.has(end) && toks[at].start >= from) add('street', page, from, end, { c_address: score });
  }
}

/** Spain's "C/" for calle ("C/ Alfarería, 23"). */
const spanishStreet = (text: string, t: { text: string; end: number }): boolean => (t.text === 'C' || t.text === 'c') && text[t.end] === '/';

/**
 * Where a street line starts: at the segment, or after the postcode and town written before it, as Hungary
 * writes an address ("8230 Balatonfüred, Blaha Lujza utca 17.").
 */
function streetStart(seg: Segment, wordAt: number, postcodes: ValueMatch[]): number {
  const comma = seg.text.lastIndexOf(',', wordAt - seg.start);
  if (comma < 0) return seg.start;
  // ...or after a name written before it, of no number and no street word, where the street has its number
  // ("Børnehuset Frederiksbjerg, Hans Broges Gade 25"; a house's name stands for one: "Community Hall, Station Approach").
  const before = seg.text.slice(lead(seg.text), comma);
  const after = seg.text.slice(comma + 1).split(',')[0];
  const named = /\d/.test(after) && !/\d/.test(before) && !before.split(/\s+/).some((w) => STREET_WORDS.has(w.toLowerCase().replace(/\./g, '')) || STREET_WORDS_FIRST.has(w.toLowerCase().replace(/\./g, '')));
  if (!named && !postcodes.some((p) => p.end <= comma)) return seg.start;
  return seg.start + comma + 1 + (/^\s*/.exec(seg.text.slice(comma + 1))?.[0].length ?? 0);
}

/**
 * Where a street line ends: at the comma after its street word, though past a house number written after that comma
 * and the floor and door after it ("calle Feria, 58, 3.º B, 41003 Sevilla", "Rua de Santa Catarina, 214 – 4000-447 Porto");
 * before a bracket ("utca 17. (hrsz. 1142/3)").
 */
/** A unit of a building, by its word and number ("Suite 200", "Apt 3", "Unit 12", "Ste. 4B", "#210"). */
const UNIT = /^(?:suite|ste|apt|apartment|unit|flat|floor|fl|room|rm|bldg|building)\.?\s*#?\s*\d+[A-Za-z]?$|^#\s*\d+[A-Za-z]?$/i;

function streetEnd(seg: Segment, wordEnd: number, postcodes: ValueMatch[]): number {
  const text = seg.text;
  const stop = (from: number, atPostcode: boolean) => {
    // A gap of columns ends a piece too ("Suite 200    Oakland     CA").
    const gap = text.slice(from).search(/ {2,}\S/);
    const next = [text.indexOf(',', from), text.indexOf(' (', from), gap >= 0 ? from + gap : -1, ...(atPostcode ? postcodes.filter((p) => p.start >= from).map((p) => p.start) : [])].filter((i) => i >= 0);
    return next.length ? Math.min(...next) : text.length;
  };
  let end = stop(wordEnd - seg.start, false);
  for (let k = 0; text[end] === ','; k++) {
    const next = stop(end + 1, true);
    const piece = text.slice(end + 1, next).replace(/[\s–—-]+$/u, '').trim();
    // The house number comes first; after it, a floor or a door of a word or two ("3.º B", "bajo"); and a unit
    // its word names, at any place ("1450 San Pablo Avenue, Suite 200").
    const unit = UNIT.test(piece);
    const fits = unit || (piece.length > 0 && piece.length <= 8 && (k === 0 ? /^\d/.test(piece) : /\d|^\p{Ll}+$/u.test(piece)) && piece.split(/\s+/).length <= 2);
    if (!fits) break;
    end = text.indexOf(piece, end + 1) + piece.length;
  }
  return seg.start + text.slice(0, end).trimEnd().replace(/[\s–—-]+$/u, '').length;
}
