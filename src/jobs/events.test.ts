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
