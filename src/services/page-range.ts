import { invalidRequest } from '../errors.ts';

export interface PageSpan {
  first: number;
  last: number;
}

/**
 * `"3-7"` or `"4"`; absent means every page. A first page beyond the document is an
 * error; a last page beyond it is clamped (DESIGN section 6).
 */
export function parsePageRange(value: unknown, pageCount: number, field = 'page_range'): PageSpan {
  if (value === undefined || value === null || value === '') return { first: 1, last: Math.max(pageCount, 1) };
  const match = typeof value === 'string' ? /^\s*(\d{1,9})\s*(?:-\s*(\d{1,9})\s*)?$/.exec(value) : null;
  if (!match) throw invalidRequest(`${field} must look like "3-7" or "4", got ${JSON.stringify(value)}`);
  const first = Number(match[1]);
  const last = match[2] === undefined ? first : Number(match[2]);
  if (first < 1) throw invalidRequest(`${field} pages start at 1, got ${JSON.stringify(value)}`);
  if (last < first) throw invalidRequest(`${field} must not end before it starts, got ${JSON.stringify(value)}`);
  if (first > pageCount) {
    throw invalidRequest(`${field} ${JSON.stringify(value)} starts beyond the document, which has ${pageCount} page${pageCount === 1 ? '' : 's'}`);
  }
  return { first, last: Math.min(last, pageCount) };
}
