import type { Slice } from '../../src/domain/types.ts';
import { AppError } from '../../src/errors.ts';

/** Cursors are opaque to callers: base64url of the row's insertion sequence. */
export function encodeCursor(seq: number): string {
  return Buffer.from(`seq:${seq}`).toString('base64url');
}

export function decodeCursor(cursor: string): number {
  const match = /^seq:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new AppError('invalid_request', 'cursor is not one this API returned');
  return Number(match[1]);
}

/** One page of rows fetched with `limit(first + 1)`: the extra row only tells whether more follow. */
export function toSlice<Row extends { seq: number }, T>(rows: Row[], first: number, map: (row: Row) => T): Slice<T> {
  const items = rows.slice(0, first);
  let cursors: string[] | undefined;
  return {
    items: items.map(map),
    // Made when first read: GraphQL's edges read them, a REST page sends only the last.
    get cursors() {
      return (cursors ??= items.map((row) => encodeCursor(row.seq)));
    },
    hasMore: rows.length > first,
    endCursor: items.length ? encodeCursor(items[items.length - 1].seq) : null,
  };
}
