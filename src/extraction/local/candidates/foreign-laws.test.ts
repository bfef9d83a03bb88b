import { describe, expect, it } from 'vitest';
import { extractText } from '../test-kit.ts';

const LAW = { name: 'governing_law', description: 'law that applies to the agreement', type: 'text' as const };

describe('the governing law named in German or French', () => {
  it('reads a German adjective of a country in its plain form', async () => {
    const text = 'Mietvertrag\nVermieter: Gemeinde Lindenau\n§ 9 Schlussbestimmungen\nAuf diesen Vertrag findet ausschließlich deutsches Recht Anwendung.';
    expect((await extractText(text, [LAW])).governing_law.value).toBe('deutsches Recht');
    const declined = 'Vertrag über Beratungsleistungen\n§ 12 Der Vertrag unterliegt österreichischem Recht unter Ausschluss der Verweisungsnormen.';
    expect((await extractText(declined, [LAW])).governing_law.value).toBe('österreichisches Recht');
  });

  it('reads the state a German clause names after "Recht der"', async () => {
    const text = 'Vertriebsvertrag\n§ 14 Dieser Vertrag unterliegt dem Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.';
    expect((await extractText(text, [{ name: 'applicable_law', description: 'which legal system applies', type: 'text' }])).applicable_law.value).toBe('Bundesrepublik Deutschland');
  });

  it('reads a French law by its adjective, and not a word of that ending that names no country', async () => {
    const text = 'Contrat de prestation\nArticle 11 – Droit applicable\nLe présent contrat est soumis au droit français. Tout litige relève du Tribunal de commerce de Lyon.';
    expect((await extractText(text, [LAW])).governing_law.value).toBe('droit français');
    const none = 'Contrat de prestation\nArticle 3 – Le prestataire a droit jamais moins que le tarif convenu.';
    expect((await extractText(none, [LAW])).governing_law.value).not.toBe('droit jamais');
  });

  it('leaves a law out of a field that asks where a court sits', async () => {
    const text = 'Kaufvertrag\n§ 8 Es gilt deutsches Recht. Gerichtsstand ist Köln.';
    const got = await extractText(text, [{ name: 'court_venue', description: 'where disputes would be heard', type: 'text' }]);
    expect(got.court_venue.value).not.toBe('deutsches Recht');
    expect((await extractText(text, [LAW])).governing_law.value).toBe('deutsches Recht');
  });
});
