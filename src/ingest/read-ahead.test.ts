import { describe, expect, it } from 'vitest';
import type { ReadPage } from './document.ts';
import { readAhead, type PageSource } from './read-ahead.ts';

/** An OCR stand-in whose images finish when the test says, recording how many were in flight at most. */
function slowOcr() {
  const waiting: Array<{ label: string; done: (text: string) => void; fail: (e: Error) => void }> = [];
  let inFlight = 0;
  let most = 0;
  const ocr = (image: Buffer) =>
    new Promise<ReadPage>((resolve, reject) => {
      most = Math.max(most, ++inFlight);
      const end = () => inFlight--;
      waiting.push({ label: image.toString(), done: (t) => (end(), resolve({ text: t, boxes: null })), fail: (e) => (end(), reject(e)) });
    });
  return { ocr, waiting, most: () => most };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('readAhead', () => {
  it('keeps pages in order and at most `ahead` images with OCR, producing the next page meanwhile', async () => {
    const { ocr, waiting, most } = slowOcr();
    const produced: string[] = [];
    async function* pages(): AsyncGenerator<PageSource> {
      for (const label of ['scan 1', 'text 2', 'scan 3', 'scan 4', 'scan 5']) {
        produced.push(label);
        yield label.startsWith('text') ? { text: label, boxes: null } : { image: Buffer.from(label) };
      }
    }
    const result = readAhead(pages(), ocr, 2);
    await tick();
    // scan 1 and scan 3 are with OCR; scan 4 is not produced until one of them finishes.
    expect(waiting.map((w) => w.label)).toEqual(['scan 1', 'scan 3']);
    expect(produced).toEqual(['scan 1', 'text 2', 'scan 3']);
    waiting[1].done('read 3'); // finishing out of order
    await tick();
    expect(produced).toContain('scan 4');
    waiting[0].done('read 1');
    await tick();
    waiting[2].done('read 4');
    await tick();
    waiting[3].done('read 5');
    expect((await result).map((page) => page.text)).toEqual(['read 1', 'text 2', 'read 3', 'read 4', 'read 5']);
    expect(most()).toBe(2);
  });

  it('fails with the first OCR failure and stops producing pages', async () => {
    const { ocr, waiting } = slowOcr();
    let closed = false;
    const produced: number[] = [];
    async function* pages(): AsyncGenerator<PageSource> {
      try {
        for (let n = 1; n <= 100; n++) {
          produced.push(n);
          yield { image: Buffer.from(`scan ${n}`) };
        }
      } finally {
        closed = true;
      }
    }
    const result = readAhead(pages(), ocr, 2);
    await tick();
    waiting[0].fail(new Error('page 1 unreadable'));
    await expect(result).rejects.toThrow('page 1 unreadable');
    expect(closed).toBe(true);
    expect(produced.length).toBeLessThanOrEqual(3);
  });
});
