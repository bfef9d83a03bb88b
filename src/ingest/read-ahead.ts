import type { ReadPage } from './document.ts';

/** A page as its reader produced it: text already, or an image for OCR. */
export type PageSource = ReadPage | { image: Buffer };

/**
 * Collects the text of each page in order. Pages are produced one after another (a
 * scanned PDF page is rendered on this thread) while up to `ahead` images are with
 * OCR, which runs in worker threads: rendering the next page overlaps reading this
 * one, and with more than one OCR thread, pages are read side by side. The bound keeps
 * a long scan from being rendered into memory far ahead of OCR.
 */
export async function readAhead(sources: AsyncIterable<PageSource> | Iterable<PageSource>, ocr: (image: Buffer) => Promise<ReadPage>, ahead: number): Promise<ReadPage[]> {
  const pages: Array<ReadPage | Promise<ReadPage>> = [];
  const reading = new Set<Promise<ReadPage>>();
  for await (const source of sources) {
    if ('text' in source) {
      pages.push(source);
      continue;
    }
    const read = ocr(source.image);
    pages.push(read);
    reading.add(read);
    // Settled ones leave the set; a failure is thrown where the pages are awaited.
    read.then(() => reading.delete(read), () => reading.delete(read));
    if (reading.size >= ahead) await Promise.race(reading);
  }
  return Promise.all(pages);
}
