import { invalidRequest } from '../errors.ts';

/** Pages `first` to `last`, both counted from 1 and included. */
export interface PageSpan {
  first: number;
  last: number;
}

const PAGE_RANGE = /^\s*(\d{1,9})\s*(?:-\s*(\d{1,9})\s*)?$/;

/** The one message for a page range that is not of the form "3-7" or "4", whatever the surface found wrong. */
export const malformedPageRange = (where: string, value: unknown) =>
  invalidRequest(`${where} must look like "3-7" or "4", got ${JSON.stringify(value)}`);

/** `"3-7"` or `"4"` as written, before the document's length is known; null means every page. */
export function readPageRange(value: string | null, where: string): PageSpan | null {
  if (value === null || value === '') return null;
  const match = PAGE_RANGE.exec(value);
  if (!match) throw malformedPageRange(where, value);
  const first = Number(match[1]);
  const last = match[2] === undefined ? first : Number(match[2]);
  if (first < 1) throw invalidRequest(`${where} pages start at 1, got ${JSON.stringify(value)}`);
  if (last < first) throw invalidRequest(`${where} must not end before it starts, got ${JSON.stringify(value)}`);
  return { first, last };
}

/**
 * The pages a range names in a document of `pageCount` pages (DESIGN section 6): every
 * page when absent; a first page beyond the document is an error, a last one is clamped.
 */
export function pagesWithin(span: PageSpan | null, pageCount: number, where: string, written: string | null): PageSpan {
  if (span === null) return { first: 1, last: Math.max(pageCount, 1) };
  if (span.first > pageCount) {
    throw invalidRequest(`${where} ${JSON.stringify(written)} starts beyond the document, which has ${pageCount} page${pageCount === 1 ? '' : 's'}`);
  }
  return { first: span.first, last: Math.min(span.last, pageCount) };
}

/** Both steps at once, for a range given beside a known document (the content endpoint). */
export function parsePageRange(value: unknown, pageCount: number, where = 'page_range'): PageSpan {
  if (value !== undefined && value !== null && typeof value !== 'string') throw malformedPageRange(where, value);
  const written = (value as string | null | undefined) ?? null;
  return pagesWithin(readPageRange(written, where), pageCount, where, written);
}
