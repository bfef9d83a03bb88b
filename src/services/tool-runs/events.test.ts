import { describe, expect, it } from 'vitest';
import { createEvents } from '../../jobs/events.ts';
import { createRunEventLog } from './events.ts';

const progress = (runId: string, fieldsDone: number) => ({ type: 'progress' as const, runId, fieldsDone, fieldsTotal: 9 });

describe('the run event log', () => {
  it('numbers each run\'s events from 1 and publishes them numbered', async () => {
    const events = createEvents();
    const log = createRunEventLog(events);
    const live = events.subscribe('tool-run', 'trun_a');
    const next = live.next();
    log.publish(progress('trun_a', 1));
    log.publish(progress('trun_b', 1));
    log.publish(progress('trun_a', 2));
    expect((await next).value).toMatchObject({ seq: 1, fieldsDone: 1 });
    expect(log.since('trun_a', 0)!.map((e) => e.seq)).toEqual([1, 2]);
    expect(log.since('trun_b', 0)!.map((e) => e.seq)).toEqual([1]);
    expect(log.since('trun_a', 1)).toMatchObject([{ seq: 2, fieldsDone: 2 }]);
    expect(log.since('trun_a', 2)).toEqual([]);
    await live.return();
  });

  it('says when what was asked for is no longer kept', () => {
    const log = createRunEventLog(createEvents(), { keep: 3 });
    for (let i = 1; i <= 5; i++) log.publish(progress('trun_c', i));
    expect(log.since('trun_c', 2)!.map((e) => e.seq)).toEqual([3, 4, 5]);
    expect(log.since('trun_c', 1)).toBeNull();
    expect(log.since('trun_unknown', 4)).toBeNull();
  });
});
