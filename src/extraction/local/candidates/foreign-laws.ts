import type { DocPage } from '../doc.ts';
import type { Add } from './types.ts';

/**
 * The law a contract is governed by, named in German or French: "Es gilt deutsches Recht", "nach
 * österreichischem Recht", "dem Recht der Bundesrepublik Deutschland", "soumis au droit français", "la loi
 * belge". English names the place ("the laws of England and Wales"), which the place list finds; these name
 * the law by a country's adjective, or the state by a word no place list holds ("Bundesrepublik").
 */

// German adjectives of countries end in -isch ("österreichisch", "französisch"), but for "deutsch"; they decline
// ("deutsches", "deutschem", "deutschen"): the answer is read in its plain form, "deutsches Recht".
const GERMAN_LAW = /(?<!\p{L})((?:[Dd]eutsch|\p{L}{3,}isch)e[mnrs]?)\s+(Rechts?)(?!\p{L})/gu;
// "Recht der Bundesrepublik Deutschland", "Recht des Staates New York": the state named after a word for one.
const GERMAN_STATE = /(?<!\p{L})Rechts?\s+(?:der|des)\s+((?:Bundesrepublik|Republik|Schweizerischen\s+Eidgenossenschaft|Schweiz|(?:Bundes)?[Ss]taate?s|Königreich(?:e?s)?|Fürstentums|Kantons|Landes|Provinz)(?:\s+\p{Lu}[\p{L}-]*){0,3})/gu;
// French adjectives of countries: "français", "luxembourgeois", "italien", "américain", "allemand", "espagnol",
// and the few that end otherwise ("belge", "suisse").
const FRENCH_LAW = /(?<!\p{L})((?:droit|loi)\s+(\p{Ll}+(?:ais|oise?|ienn?e?|aine?|ande?|ole?|aise)|belge|suisse|monégasque|grec(?:que)?|turc|turque|russe))(?!\p{L})/giu;
/** French words of those endings that name no country ("le droit certain", "la loi prochaine"). */
const NOT_COUNTRY = new Set(['mais', 'jamais', 'désormais', 'prochain', 'prochaine', 'certain', 'certaine', 'ancien', 'ancienne', 'quotidien', 'quotidienne', 'humain', 'humaine', 'souverain', 'souveraine', 'mondial', 'soi', 'aussi', 'ainsi']);

/**
 * A field that asks where a court sits ("court_venue", "place of jurisdiction for disputes", "where disputes would
 * be heard"), and not for the law that governs ("governing_law", "jurisdiction" alone, "which legal system applies").
 */
const ASKS_LAW = /(?<![a-z])(?:laws?|legal\s+system|governing|governed|governs)(?![a-z])/i;
const ASKS_COURT = /(?<![a-z])(?:courts?|venue|forum|heard|seat|tribunal|place\s+of\s+jurisdiction)(?![a-z])/i;
export function asksForCourt(name: string, description: string): boolean {
  const said = `${name.replace(/[_-]+/g, ' ')} ${description}`;
  return ASKS_COURT.test(said) && !ASKS_LAW.test(said);
}

export function foreignLaws(page: DocPage, add: Add): void {
  const text = page.text;
  for (const m of text.matchAll(GERMAN_LAW)) {
    const adjective = m[1].replace(/e[mnrs]?$/, '');
    add('place', page, m.index!, m.index! + m[0].length, { c_place: 1, law: 1 }, `${adjective}es Recht`);
  }
  for (const m of text.matchAll(GERMAN_STATE)) {
    const start = m.index! + m[0].lastIndexOf(m[1]);
    add('place', page, start, start + m[1].trimEnd().length, { c_place: 1, law: 1 });
  }
  for (const m of text.matchAll(FRENCH_LAW)) {
    if (NOT_COUNTRY.has(m[2].toLowerCase())) continue;
    add('place', page, m.index!, m.index! + m[1].length, { c_place: 1, law: 1 });
  }
}
