import { describe, expect, it } from 'vitest';
import { splitSentences, stem, tokenize } from './text.ts';

describe('sentences', () => {
  it('joins wrapped lines, keeps label lines apart, and keeps exact offsets', () => {
    const page = 'Total: $5\nDue: 2024-01-01\nThis Agreement shall be governed by and construed in accordance with the\nlaws of Delaware. It binds both parties.';
    const sentences = splitSentences(page);
    expect(sentences.map((s) => s.text)).toEqual([
      'Total: $5',
      'Due: 2024-01-01',
      'This Agreement shall be governed by and construed in accordance with the\nlaws of Delaware.',
      'It binds both parties.',
    ]);
    for (const s of sentences) expect(page.slice(s.start, s.start + s.text.length)).toBe(s.text);
  });
});

describe("a form's long lines", () => {
  it('ends a line at its blank to fill in, and before a line that opens with a label of its own', () => {
    const page = "Importer's reference (if any) (tax code / VAT no. / importer code): ____________________\nImporter's telephone or e-mail +61 412 338 907\nSender's customs reference, if the sender has one, as given by the customs office of export\nPostcode: LA9 4RS";
    expect(splitSentences(page).map((s) => s.text.slice(0, 20))).toEqual(["Importer's reference", "Importer's telephone", "Sender's customs refe", 'Postcode: LA9 4RS'].map((t) => t.slice(0, 20)));
  });
});

describe('sentences with a day written as an ordinal', () => {
  it('does not end a sentence at the day of "28. März 2019", and still ends one at a number that closes it', () => {
    const page = 'Bitte senden Sie die Annahmeerklärung bis zum 28. März 2019 unterschrieben zurück. Die Frist ist der 3. 4. 2019. Wir zählen 12. Danach nicht mehr.';
    expect(splitSentences(page).map((s) => s.text)).toEqual(['Bitte senden Sie die Annahmeerklärung bis zum 28. März 2019 unterschrieben zurück.', 'Die Frist ist der 3. 4. 2019.', 'Wir zählen 12.', 'Danach nicht mehr.']);
  });
});

describe("sentences with another language's abbreviation", () => {
  it('goes on after a short word\'s dot followed by a word in lower case ("pr. telefon"), and ends at a dot before a capital', () => {
    const page = 'Hindbær var udsolgt – leveret jordbær efter aftale med køkkenchefen pr. telefon 02.06. Kølevarer er leveret på køl. Wir kommen ca. um zehn.';
    expect(splitSentences(page).map((s) => s.text)).toEqual(['Hindbær var udsolgt – leveret jordbær efter aftale med køkkenchefen pr. telefon 02.06.', 'Kølevarer er leveret på køl.', 'Wir kommen ca. um zehn.']);
  });
});

describe('stem', () => {
  it('meets British and American spellings of a doubled final l, and keeps the l of short words', () => {
    for (const [uk, us] of [['travelled', 'traveled'], ['travelling', 'travel'], ['cancelled', 'canceled'], ['labelled', 'label'], ['installed', 'install']]) expect(stem(uk)).toBe(stem(us));
    expect(stem('called')).toBe('call');
    expect(stem('spelling')).toBe('spell');
    expect(stem('invoices')).toBe(stem('invoice'));
  });
});

describe('tokens', () => {
  it('reads a Turkish capital İ as the letter i, its word whole and its span exact', () => {
    const text = 'BİLDİRİM ADRESİ (NOTIFY PARTY)';
    const [first] = tokenize(text);
    expect([first.lower, text.slice(first.start, first.end)]).toEqual(['bildirim', 'BİLDİRİM']);
  });
});
