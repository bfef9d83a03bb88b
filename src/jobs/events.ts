import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import type { NumberedRunEvent } from '../domain/tool-runs.ts';
import type { DataSource } from '../domain/types.ts';

/**
 * Every live event goes through this one pub/sub (Yoga's createPubSub), so an
 * event target backed by Redis can replace the in-memory one without touching
 * publishers or subscribers.
 */
export function createEvents() {
  // Every watcher of a run listens on its one topic; hundreds of them are normal, not a leak.
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  return createPubSub<{
    'tool-run': [runId: string, event: NumberedRunEvent];
    /** A data source's background reading ended (processed or failed). */
    'data-source': [dataSourceId: string, dataSource: DataSource];
  }>({ eventTarget });
}

export type Events = ReturnType<typeof createEvents>;

/**
 * A subscription that is listening from the moment it is made. Yoga's starts listening
 * only on the first `next()`, so a caller that reads stored state after subscribing
 * would miss an event published while it read.
 */
export function listening<T>(subscription: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  let first: Promise<IteratorResult<T>> | undefined = subscription.next();
  return {
    next() {
      const pending = first ?? subscription.next();
      first = undefined;
      return pending;
    },
    return: () => subscription.return?.() ?? Promise.resolve({ done: true, value: undefined }),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
