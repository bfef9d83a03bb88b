import { describe, expect, it } from 'vitest';
import { findAmounts, findCurrencyCodes, findDates, findIds, findNumbers, findPercentages, findUrls, parseNumber } from './values.ts';

const values = (found: Array<{ value: unknown }>) => found.map((f) => f.value);
const spans = (text: string, found: Array<{ start: number; end: number }>) => found.map((f) => text.slice(f.start, f.end));

describe('value finders', () => {
  it('reads both number styles', () => {
    expect(parseNumber('1,250.00')).toBe(1250);
    expect(parseNumber('1.250,00')).toBe(1250);
    expect(parseNumber('1 250,50')).toBe(1250.5);
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber('1,250')).toBe(1250);
    expect(parseNumber('1.234.567')).toBe(1234567);
    expect(values(findNumbers('Qty 3, weight 12.75 kg, total 1,250.00'))).toEqual([3, 12.75, 1250]);
  });

  it('finds amounts with symbols and ISO codes on either side', () => {
    const text = 'Total: $1,250.00, deposit EUR 1.250,00 and 99,90 € or RM 9.00';
    const found = findAmounts(text);
    expect(found.map((f) => [f.value, f.currency])).toEqual([
      [1250, 'USD'],
      [1250, 'EUR'],
      [99.9, 'EUR'],
      [9, 'MYR'],
    ]);
    expect(spans(text, found)[0]).toBe('$1,250.00');
    expect(values(findCurrencyCodes('Amount in GBP; paid £20'))).toEqual(['GBP', 'GBP']);
  });

  it('finds percentages', () => {
    expect(values(findPercentages('VAT 15.5% and a discount of 10 percent'))).toEqual([15.5, 10]);
  });

  it('finds dates in many styles as YYYY-MM-DD', () => {
    expect(values(findDates('Dated 2024-01-02.'))).toEqual(['2024-01-02']);
    expect(values(findDates('on March 5, 2024'))).toEqual(['2024-03-05']);
    expect(values(findDates('on 5 March 2024'))).toEqual(['2024-03-05']);
    expect(values(findDates('this 5th day of March, 2024'))).toEqual(['2024-03-05']);
    expect(values(findDates('due 25/12/2023'))).toEqual(['2023-12-25']);
    expect(values(findDates('due 03/04/2025'))).toEqual(['2025-03-04']);
    // One unambiguous day-first date makes the others day-first too.
    expect(values(findDates('from 25/12/2023 to 03/04/2024'))).toEqual(['2023-12-25', '2024-04-03']);
    expect(values(findDates('in March 2024'))).toEqual([]);
  });

  it('finds urls and ids with exact spans', () => {
    const text = 'See https://example.com/a?b=1. Invoice number: INV-20931 (ref #A12B)';
    expect(values(findUrls(text))).toEqual(['https://example.com/a?b=1']);
    const ids = findIds(text);
    expect(values(ids)).toContain('INV-20931');
    expect(values(ids)).toContain('A12B');
    expect(spans(text, ids)).toContain('INV-20931');
  });
});

import { splitSentences } from './text.ts';

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
