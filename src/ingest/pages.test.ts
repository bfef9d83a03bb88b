import { describe, expect, it } from 'vitest';
import { paginate, paginateLines, PAGE_CHARS } from './pages.ts';

describe('paginate', () => {
  it('cuts at a paragraph boundary and loses nothing but whitespace at the cuts', () => {
    const paragraphs = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} ${'word '.repeat(20).trim()}.`);
    const text = paragraphs.join('\n\n');
    const pages = paginate(text);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(PAGE_CHARS);
    // Every page ends where a paragraph ends.
    for (const page of pages) expect(page.endsWith('.')).toBe(true);
    expect(pages.join('\n\n')).toBe(text);
  });

  it('bounds a single enormous line', () => {
    const pages = paginate('x'.repeat(10_000));
    expect(pages.map((p) => p.length)).toEqual([3000, 3000, 3000, 1000]);
  });
});

describe('paginateLines', () => {
  it('packs rows into pages without splitting a row', () => {
    const rows = Array.from({ length: 300 }, (_, i) => `row ${String(i).padStart(3, '0')} | ${'cell '.repeat(5).trim()}`);
    const pages = paginateLines(rows);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page.length).toBeLessThanOrEqual(PAGE_CHARS);
      for (const line of page.split('\n')) expect(rows).toContain(line);
    }
    expect(pages.join('\n')).toBe(rows.join('\n'));
  });

  it('cuts a row longer than a page and goes on with the next rows', () => {
    const long = 'word '.repeat(1000).trim();
    const pages = paginateLines(['first', long, 'last']);
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(PAGE_CHARS);
    expect(pages[0]).toBe('first');
    expect(pages.at(-1)!.endsWith('\nlast')).toBe(true);
  });

  it('gives one empty page for no rows', () => {
    expect(paginateLines([])).toEqual(['']);
  });
});
