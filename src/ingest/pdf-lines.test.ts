import { describe, expect, it } from 'vitest';
import { linesFromItems, type PositionedText } from './pdf-lines.ts';

const run = (text: string, x: number, y: number, size = 12): PositionedText => ({ text, x, y, size, width: text.length * size * 0.5 });

describe('linesFromItems', () => {
  it('orders lines top to bottom and runs left to right, whatever order the PDF drew them in', () => {
    // Drawn bottom line first, and the right-hand run before the left-hand one.
    const items = [run('third line', 72, 140), run('world', 72 + 6 * 6 + 3, 100), run('Hello', 72, 100), run('second line', 72, 120)];
    expect(linesFromItems(items)).toBe('Hello world\nsecond line\nthird line');
  });

  it('keeps a superscript and a slightly shifted run on their line', () => {
    const items = [run('E = mc', 72, 100), run('2', 72 + 36 + 1, 96, 7), run('(Einstein)', 72 + 60, 100.8)];
    expect(linesFromItems(items)).toBe('E = mc2 (Einstein)');
  });

  it('adds no space inside a word split into runs, one between words, a tab across a wide gap', () => {
    const items = [run('Inv', 72, 100), run('oice', 72 + 18, 100), run('No.', 72 + 42 + 4, 100), run('4711', 400, 100)];
    expect(linesFromItems(items)).toBe('Invoice No.\t4711');
  });

  it('does not double a space a run already carries, and keeps case and wording', () => {
    const items = [run('TOTAL DUE ', 72, 100), run('$5,000.00', 72 + 60 + 10, 100)];
    expect(linesFromItems(items)).toBe('TOTAL DUE $5,000.00');
  });

  it('gives an empty string for a page with no text', () => {
    expect(linesFromItems([])).toBe('');
  });
});
