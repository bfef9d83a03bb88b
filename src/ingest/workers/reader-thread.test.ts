import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDocument, readHere } from '../read-document.ts';

// Run from source, the reader thread loads its TypeScript through tsx (typescript-worker.mjs);
// the server tests cover the built JavaScript.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-thread-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('reader thread, run from source', () => {
  it('reads a document over 256 KiB to the same pages as the request thread would', async () => {
    const rows = Array.from({ length: 8000 }, (_, i) => `INV-${1000 + i},Supplier ${i},${(i * 1.37).toFixed(2)},2024-05-01`);
    const file = path.join(dir, 'big.csv');
    fs.writeFileSync(file, ['invoice,supplier,total,due', ...rows].join('\n'));
    expect(fs.statSync(file).size).toBeGreaterThan(256 * 1024);
    const read = await readDocument(file, 'big.csv', { maxPages: 2000 });
    expect(read.format).toBe('csv');
    expect(read.later).toBe(false);
    expect(read.pages.join('\n')).toContain(`INV-8999 | Supplier 7999 | ${(7999 * 1.37).toFixed(2)} | 2024-05-01`);
    expect(read).toEqual(await readHere(file, 'big.csv', { maxPages: 2000 }));
  });

  it('reads plain text and Markdown over 256 KiB (cut into pages on the request thread) to their paragraphs', async () => {
    const paragraphs = Array.from({ length: 6000 }, (_, i) => `Paragraph ${i}: the supplier ships order ${1000 + i}.`);
    const file = path.join(dir, 'big.md');
    fs.writeFileSync(file, paragraphs.join('\n\n'));
    expect(fs.statSync(file).size).toBeGreaterThan(256 * 1024);
    const read = await readDocument(file, 'big.md', { maxPages: 2000 });
    expect(read.format).toBe('markdown');
    expect(read.later).toBe(false);
    expect(read.pages.join('\n\n')).toBe(paragraphs.join('\n\n'));
  });

  it('brings back a reader error with its status', async () => {
    const file = path.join(dir, 'big.json');
    fs.writeFileSync(file, JSON.stringify({ comments: [], description: 'x'.repeat(300 * 1024) }));
    await expect(readDocument(file, 'big.json', { maxPages: 2000, type: 'ticket' })).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/subject/) });
  });
});
