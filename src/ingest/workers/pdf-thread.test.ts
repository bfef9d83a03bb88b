import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeMixedPdf, textImage } from '../../../test/support/ingest-files.ts';
import { pdfPageSourcesInThread } from './pdf-thread.ts';
import type { PageSource } from '../read-ahead.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-thread-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function collect(sources: AsyncIterable<PageSource>): Promise<PageSource[]> {
  const all: PageSource[] = [];
  for await (const source of sources) all.push(source);
  return all;
}

describe('PDF thread', () => {
  it('gives each page in order: text layers as text, scanned pages as greyscale images for OCR', async () => {
    const file = path.join(dir, 'mixed.pdf');
    fs.writeFileSync(file, await makeMixedPdf([{ text: 'Typed cover page' }, { image: textImage(['Scanned page']) }, { text: 'Typed last page' }]));
    const pages = await collect(pdfPageSourcesInThread(file, 100));
    expect(pages).toHaveLength(3);
    // A text page comes with where its text stands: one 16-byte box per run of text.
    expect(pages[0]).toEqual({ text: 'Typed cover page', boxes: expect.any(Uint8Array) });
    expect((pages[0] as { boxes: Uint8Array }).boxes.byteLength % 16).toBe(0);
    expect(pages[2]).toEqual({ text: 'Typed last page', boxes: expect.any(Uint8Array) });
    const scan = pages[1] as { image: Buffer };
    expect(Buffer.isBuffer(scan.image)).toBe(true);
    expect(scan.image.subarray(0, 3).toString('latin1')).toBe('P5\n');
  });

  it('brings back why a damaged PDF cannot be read, and a page limit, as the request path does', async () => {
    const file = path.join(dir, 'cut.pdf');
    const whole = await makeMixedPdf([{ text: 'one' }, { text: 'two' }]);
    fs.writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 3)));
    await expect(collect(pdfPageSourcesInThread(file, 100))).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/PDF is truncated or corrupt/) });
    fs.writeFileSync(file, whole);
    await expect(collect(pdfPageSourcesInThread(file, 1))).rejects.toMatchObject({ status: 413, message: expect.stringMatching(/2 pages, more than the limit of 1/) });
  });

  it('stops reading when called off', async () => {
    const file = path.join(dir, 'long.pdf');
    fs.writeFileSync(file, await makeMixedPdf(Array.from({ length: 5 }, (_, i) => ({ text: `Page ${i + 1}` }))));
    const cancel = new AbortController();
    const seen: PageSource[] = [];
    const reading = (async () => {
      for await (const source of pdfPageSourcesInThread(file, 100, cancel.signal)) {
        seen.push(source);
        if (seen.length === 2) cancel.abort();
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(2);
  });
});
