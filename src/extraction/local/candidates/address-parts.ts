import { findDates } from '../../values/dates.ts';
import { findPostcodes } from '../../values/postcodes.ts';
import type { Doc, Segment } from '../doc.ts';
import { STREET_WORDS } from '../lexicon.ts';
import { addressScore, norm } from './shapes.ts';
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
    for (const seg of doc.cellsOf(line) ?? [line]) partsOf(doc, seg, add);
  }
}

function partsOf(doc: Doc, seg: Segment, add: Add): void {
  const score = addressScore(seg);
  if (score < 0.2) return;
  const page = seg.page;
  // A day, month and year ("31 March 2019") has the shape of a town and a four-digit postcode; it is a date.
  const dates = findDates(seg.text, { dayFirst: doc.dayFirst });
  const postcodes = findPostcodes(seg.text).filter((p) => !dates.some((d) => p.start < d.end && d.start < p.end));
  for (const p of postcodes) {
    const start = seg.start + p.start;
    const end = seg.start + p.end;
    const c = add('postcode', page, start, end, { c_address: score }, p.value as string);
    // Postcodes compare without their inner spaces' variations ("LS14AP" and "LS1 4AP" are one).
    if (c) c.key = `pc:${String(p.value).replace(/\s+/g, '')}`;
    // The town: the words before the postcode back to a comma (less a region code), or those after it.
    // (The comma between the town and the postcode, "Truro, TR1 2HQ", is not the one that starts the town.)
    const before = seg.text.slice(0, p.start).replace(/[\s,]+$/, '').replace(REGION_CODE_BEFORE, '');
    const town = /([\p{L}][\p{L}'’. -]*?)\s*,?\s*$/u.exec(before.slice(before.lastIndexOf(',') + 1));
    if (town && town[1]) {
      const words = town[1].replace(REGION_CODE, '').trim();
      const at = before.lastIndexOf(',') + 1 + town.index + town[0].indexOf(town[1]);
      if (words && !/\d/.test(words)) add('city', page, seg.start + at, seg.start + at + words.length, { c_address: score });
    }
    const after = /^[\s,]*([\p{L}][\p{L}'’. -]*[\p{L}])/u.exec(seg.text.slice(p.end));
    if (after) {
      const at = p.end + after[0].length - after[1].length;
      add('city', page, seg.start + at, seg.start + at + after[1].length, { c_address: score });
    }
  }
  // The street line: a number and a street word, up to the next comma ("12 High Street, Leeds" -> "12 High Street").
  const toks = page.tokens.slice(seg.tokenFrom, seg.tokenTo);
  const streetAt = toks.findIndex((t) => STREET_WORDS.has(norm(t)));
  if (streetAt > 0 && (score >= 0.5 || /\d/.test(seg.text.slice(0, toks[streetAt].start - seg.start)))) {
    const comma = seg.text.indexOf(',', toks[streetAt].end - seg.start);
    const end = comma >= 0 ? seg.start + comma : seg.end;
    if (end - seg.start < seg.text.length || !postcodes.length) add('street', page, seg.start, end, { c_address: score });
  }
}
