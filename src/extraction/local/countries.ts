import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

/**
 * The names of the world's countries in English, German and French, every form the CLDR-based list holds
 * ("Czechia", "Tschechien", "République tchèque"; "United States", "Vereinigte Staaten"), lower case: a country
 * named in the language a document is written in ("Ursprungsland: Italien", "pays de fabrication : Inde") is a place.
 */
const require = createRequire(import.meta.url);
const LANGUAGES = ['en', 'de', 'fr'];

function countryNames(): Set<string> {
  const out = new Set<string>();
  for (const language of LANGUAGES) {
    countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
    for (const names of Object.values(countries.getNames(language, { select: 'all' }))) {
      // "US", "U.S." are words too, and "Korea, Republic of" is how a list sorts a name, not how a document writes it.
      for (const name of names) if (name.replace(/[^\p{L}]/gu, '').length >= 4 && !name.includes(',')) out.add(name.toLowerCase());
    }
  }
  return out;
}

export const COUNTRY_NAMES = countryNames();
