import { describe, expect, it } from 'vitest';
import { pagesWithin, parsePageRange, readPageRange } from './page-range.ts';

describe('page ranges', () => {
  it.each([
    ['4', { first: 4, last: 4 }],
    ['3-7', { first: 3, last: 7 }],
    [' 2 - 9 ', { first: 2, last: 9 }],
  ])('reads %j', (written, span) => {
    expect(readPageRange(written, 'page_range')).toEqual(span);
  });

  it('takes absent or empty for every page', () => {
    expect(readPageRange(null, 'page_range')).toBeNull();
    expect(readPageRange('', 'page_range')).toBeNull();
    expect(pagesWithin(null, 12, 'page_range', null)).toEqual({ first: 1, last: 12 });
  });

  it.each([
    ['first', 'page_range must look like "3-7" or "4", got "first"'],
    ['3-', 'page_range must look like "3-7" or "4", got "3-"'],
    ['0-2', 'page_range pages start at 1, got "0-2"'],
    ['5-2', 'page_range must not end before it starts, got "5-2"'],
  ])('refuses %j', (written, message) => {
    expect(() => readPageRange(written, 'page_range')).toThrow(message);
  });

  it('clamps the last page to the document and refuses a first page beyond it', () => {
    expect(pagesWithin({ first: 2, last: 40 }, 5, 'r', '2-40')).toEqual({ first: 2, last: 5 });
    expect(() => pagesWithin({ first: 6, last: 9 }, 5, 'r', '6-9')).toThrow('r "6-9" starts beyond the document, which has 5 pages');
    expect(() => pagesWithin({ first: 2, last: 2 }, 1, 'r', '2')).toThrow('which has 1 page');
  });

  it('names a value of the wrong JSON type like a malformed one', () => {
    expect(() => parsePageRange(7, 10)).toThrow('page_range must look like "3-7" or "4", got 7');
    expect(parsePageRange(undefined, 3)).toEqual({ first: 1, last: 3 });
  });
});
