import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { NumberedRunEvent } from '../domain/tool-runs.ts';
import type { DataSource } from '../domain/types.ts';

type Target = ReturnType<typeof createRedisEventTarget>;

type Topics = {
  'tool-run': [runId: string, event: NumberedRunEvent];
  /** A data source's background reading ended (processed or failed). */
  'data-source': [dataSourceId: string, dataSource: DataSource];
};

/**
 * Every live event goes through this one pub/sub (Yoga's createPubSub): in memory, or
 * through Redis (`@graphql-yoga/redis-event-target`) when processes share it, so a run
 * worked by one process is watched through any other. Channels carry `prefix`.
 */
export function createEvents(redis?: { publish: Redis; subscribe: Redis; prefix: string }) {
  if (!redis) {
    // Every watcher of a run listens on its one topic; hundreds of them are normal, not a leak.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return Object.assign(createPubSub<Topics>({ eventTarget }), { ready: async () => undefined });
  }
  // Redis confirms a SUBSCRIBE a round trip later; until then its channel's messages pass us by.
  const pending = new Set<Promise<unknown>>();
  const subscribeClient = new Proxy(redis.subscribe, {
    get(target, property, receiver) {
      if (property !== 'subscribe') return Reflect.get(target, property, receiver);
      return (...channels: string[]) => {
        const confirmed = target.subscribe(...channels).catch(() => undefined);
        pending.add(confirmed);
        void confirmed.finally(() => pending.delete(confirmed));
        return confirmed;
      };
    },
  });
  const target = createRedisEventTarget({ publishClient: redis.publish, subscribeClient });
  const eventTarget = withPrefix(target, redis.prefix);
  return Object.assign(createPubSub<Topics>({ eventTarget }), {
    /** Resolves once every subscription made so far is in effect, so a subscriber can then read the stored state and miss nothing. */
    ready: async () => void (await Promise.all([...pending])),
  });
}

export type Events = ReturnType<typeof createEvents>;

/** The event target with `prefix` before every channel name, so several deployments (or test runs) can share one Redis. */
function withPrefix(target: Target, prefix: string): Target {
  if (!prefix) return target;
  const callbacks = new Map<unknown, (event: CustomEvent) => void>();
  return {
    addEventListener(type: string, listener: Parameters<Target['addEventListener']>[1]) {
      if (!listener) return;
      const original = 'handleEvent' in listener ? listener.handleEvent.bind(listener) : listener;
      const unprefixed = (event: CustomEvent) => original(new CustomEvent(type, { detail: event.detail }));
      callbacks.set(listener, unprefixed);
      target.addEventListener(prefix + type, unprefixed);
    },
    removeEventListener(type: string, listener: Parameters<Target['removeEventListener']>[1]) {
      const unprefixed = callbacks.get(listener);
      if (!unprefixed) return;
      callbacks.delete(listener);
      target.removeEventListener(prefix + type, unprefixed);
    },
    dispatchEvent(event: Event) {
      return target.dispatchEvent(new CustomEvent(prefix + event.type, { detail: (event as CustomEvent).detail }));
    },
  } as Target;
}

/**
 * A subscription that is listening from the moment it is made. Yoga's starts listening
 * only on the first `next()`, so a caller that reads stored state after subscribing
 * would miss an event published while it read. (Through Redis, also await `ready()`.)
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
