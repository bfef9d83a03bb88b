import type { Doc } from '../doc.ts';
import { COUNTRY_NAMES } from '../countries.ts';
import { NOT_NAME_WORDS, PLACE_MAX_WORDS, PLACES } from '../lexicon.ts';
import { foreignLaws } from './foreign-laws.ts';
import { isCapital } from './shapes.ts';
import type { Add, Candidate } from './types.ts';

/**
 * A news release's dateline: the place that opens its first paragraph, before a dash
 * ("Osaka — Vantage Robotics Inc. today reported", "CHICAGO, Oct. 23, 2020 -- Harlow
 * Brands", "Minneapolis, Minnesota — ..."): where the one reporting is based. Its first
 * part is the town, known from where it stands, not from a list of places.
 */
const DATELINE = /^[ \t]*(\p{Lu}[\p{L}.'’-]+(?:[ -]\p{Lu}[\p{L}.'’-]+){0,2})(?:,[ \t]+\p{Lu}[\p{L}.]+(?:[ \t]\p{Lu}[\p{L}.]+)?)?(?:,[ \t]+\p{L}{3,9}\.?[ \t]+\d{1,2},?[ \t]+\d{4})?[ \t]+(?:—|–|--)[ \t]+\p{Lu}/gmu;

export function places(doc: Doc, add: Add): void {
  for (const page of doc.pages) {
    for (const m of page.text.matchAll(DATELINE)) {
      const start = m.index! + m[0].indexOf(m[1]);
      const name = m[1].toLowerCase();
      if (PLACES.has(name) || NOT_NAME_WORDS.has(name)) continue;
      add('place', page, start, start + m[1].length, { c_place: 1, caps: /\p{Ll}/u.test(m[1]) ? 0 : 1 });
      // The town of a "Town, Region —" dateline, as an address's town is read.
      if (/^[^,]+,\s*\p{Lu}[\p{L}.]+(?:\s\p{Lu}[\p{L}.]+)?\s+(?:—|–|--)/u.test(m[0].trim())) add('city', page, start, start + m[1].length, { c_address: 0.5 });
    }
    foreignLaws(page, add);
    const toks = page.tokens;
    const found: Array<[number, number, Candidate | undefined]> = [];
    for (let i = 0; i < toks.length; i++) {
      if (!isCapital(toks[i])) continue;
      for (let n = Math.min(PLACE_MAX_WORDS, toks.length - i); n >= 1; n--) {
        const span = toks.slice(i, i + n);
        const name = span.map((t) => t.lower).join(' ');
        // A country's name in French or German may end in a small letter ("République tchèque").
        if (!(isCapital(span[n - 1]) && PLACES.has(name)) && !COUNTRY_NAMES.has(name)) continue;
        // The words of a place stand in one cell ("New | York" is two cells; "York" may still be a place of its own).
        if (doc.crossesCell(page, span[0].start, span[n - 1].end)) continue;
        // A place name inside a longer capitalised name ("Georgia-Pacific", "New York Life") is not the place.
        const next = toks[i + n];
        const glued = next && isCapital(next) && /^[ \t]$/.test(page.text.slice(span[n - 1].end, next.start)) && !NOT_NAME_WORDS.has(next.lower);
        const c = add('place', page, span[0].start, span[n - 1].end, { c_place: 1, e_glued: glued ? 1 : 0, caps: span.every((t) => !/\p{Ll}/u.test(t.text)) ? 1 : 0 });
        if (!glued) found.push([span[0].start, span[n - 1].end, c]);
        i += n - 1;
        break;
      }
    }
    // Places listed together are one territory ("United Kingdom and Ireland", "Germany, Austria and Switzerland").
    for (let i = 0; i < found.length; i++) {
      let j = i;
      while (j + 1 < found.length && LIST_JOIN.test(page.text.slice(found[j][1], found[j + 1][0]))) j++;
      if (j > i && /\s(?:and|&|und|et|y|e|och|og|en|i)\s/i.test(page.text.slice(found[j - 1][1], found[j][0]))) {
        add('place', page, found[i][0], found[j][1], { c_place: 1 });
        // Each of them is a part of it, as a name cut from a longer one.
        for (let k = i; k <= j; k++) if (found[k][2]) found[k][2]!.f.e_partial = 1;
      }
      i = j;
    }
  }
}

const LIST_JOIN = /^(?:,[ \t]*|[ \t]+(?:and|&|und|et|y|e|och|og|en|i)[ \t]+|,[ \t]*(?:and|und|et|y|e|och|og|en|i)[ \t]+)$/i;
