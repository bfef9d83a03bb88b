import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES } from './countries.ts';
import { extractText } from './test-kit.ts';

describe('countries named in English, German or French', () => {
  it('holds every form of a name, and no two-letter word', () => {
    for (const name of ['czechia', 'tschechien', 'république tchèque', 'italien', 'inde', 'vereinigte staaten', "états-unis d'amérique"]) expect(COUNTRY_NAMES.has(name)).toBe(true);
    for (const word of ['us', 'u.s.', 'uk']) expect(COUNTRY_NAMES.has(word)).toBe(false);
  });

  it('answers a country of origin written in the language of the document', async () => {
    const field = { name: 'country_of_origin', description: 'where the product is made', type: 'text' as const };
    const german = 'Produktdatenblatt\nHersteller | Pixelon Corp.\nVertrieb | Distrilec GmbH\nUrsprungsland | Tschechien\nGewicht | 1,2 kg';
    expect((await extractText(german, [field])).country_of_origin.value).toBe('Tschechien');
    const french = 'Fiche technique\nConstructeur : Meridian Controls Inc.\nFabriqué par Meridian Controls Inc. (pays de fabrication : République tchèque).';
    expect((await extractText(french, [{ name: 'origin_country', description: 'country of manufacture', type: 'text' }])).origin_country.value).toBe('République tchèque');
  });

  it('reads "country" in a field name as a place, not as the nation WordNet also calls an organisation', async () => {
    const text = 'Product datasheet\nManufacturer: Meridian Controls Inc.\nDistributor: Distrilec Ltd\nAssembled and tested in Portugal.';
    expect((await extractText(text, [{ name: 'origin_country', description: 'country of manufacture', type: 'text' }])).origin_country.value).toBe('Portugal');
  });
});
