import { describe, expect, it } from 'vitest';
import { encodePageBoxes, spanBox } from './page-boxes.ts';

describe('page boxes', () => {
  // A 100 x 200 page: "Total: | 12.50" written from two runs with a cell separator between.
  const text = 'Total: | 12.50\nThanks';
  const boxes = encodePageBoxes(
    text,
    [
      { text: 'Total:', x0: 10, y0: 20, x1: 40, y1: 30 },
      { text: ' 12.50 ', x0: 60, y0: 20, x1: 90, y1: 30 },
      { text: 'Not on the page', x0: 0, y0: 0, x1: 100, y1: 200 },
      { text: 'Thanks', x0: 10, y0: 40, x1: 40, y1: 50 },
    ],
    100,
    200,
  )!;

  it('keeps one 16-byte box per piece found in the page text, in order', () => {
    expect(boxes.byteLength).toBe(3 * 16);
  });

  it('boxes a whole piece as placed, in fractions of the page', () => {
    expect(spanBox(boxes, text.indexOf('12.50'), text.indexOf('12.50') + 5)).toEqual([0.6, 0.1, 0.9, 0.15]);
  });

  it('narrows to the characters covered and unites pieces across lines', () => {
    expect(spanBox(boxes, text.indexOf('12.50') + 3, text.indexOf('12.50') + 5)).toEqual([0.78, 0.1, 0.9, 0.15]);
    expect(spanBox(boxes, 0, text.length)).toEqual([0.1, 0.1, 0.9, 0.25]);
  });

  it('has no box for text between pieces, and none for a page without pieces', () => {
    expect(spanBox(boxes, text.indexOf('|'), text.indexOf('|') + 1)).toBeNull();
    expect(encodePageBoxes('plain', [], 100, 100)).toBeNull();
  });
});
