import { invalidRequest } from '../errors.ts';
import type { Slice } from '../domain/types.ts';

/** Relay connection arguments, forward paging only (the lists are cursor-ordered). */
export function forwardPage(args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null }) {
  if (args.last != null || args.before != null) throw invalidRequest('only forward paging (first, after) is supported');
  return { first: args.first ?? undefined, after: args.after ?? null };
}

/** A service slice as a Relay connection. */
export function toConnection<T>(slice: Slice<T>) {
  return {
    edges: slice.items.map((node, i) => ({ node, cursor: slice.cursors[i] })),
    pageInfo: {
      hasNextPage: slice.hasMore,
      hasPreviousPage: false,
      startCursor: slice.cursors[0] ?? null,
      endCursor: slice.endCursor,
    },
  };
}
