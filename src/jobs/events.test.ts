import { describe, expect, it } from 'vitest';
import { createEvents, listening } from './events.ts';

const dataSource = (id: string) => ({ id }) as never;

describe('listening', () => {
  it('keeps an event published before the first next(), which the bare subscription drops', async () => {
    const events = createEvents();
    const bare = events.subscribe('data-source', 'ds_1');
    const wrapped = listening(events.subscribe('data-source', 'ds_1'));
    events.publish('data-source', 'ds_1', dataSource('first'));
    events.publish('data-source', 'ds_1', dataSource('second'));
    expect((await wrapped.next()).value).toEqual({ id: 'first' });
    expect((await wrapped.next()).value).toEqual({ id: 'second' });
    // The bare one starts listening only now: the two events are gone for it.
    const late = bare.next();
    events.publish('data-source', 'ds_1', dataSource('third'));
    expect((await late).value).toEqual({ id: 'third' });
    await wrapped.return!();
    await bare.return();
  });
});

describe('createEvents', () => {
  it('takes hundreds of watchers of one topic without a listener-leak warning', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      const events = createEvents();
      const watchers = Array.from({ length: 300 }, () => listening(events.subscribe('data-source', 'ds_many')));
      const got = Promise.all(watchers.map((w) => w.next()));
      events.publish('data-source', 'ds_many', dataSource('one'));
      expect((await got).every((r) => (r.value as { id: string }).id === 'one')).toBe(true);
      await new Promise((r) => setTimeout(r, 20));
      expect(warnings).not.toContain('MaxListenersExceededWarning');
      await Promise.all(watchers.map((w) => w.return!()));
    } finally {
      process.off('warning', onWarning);
    }
  });
});
