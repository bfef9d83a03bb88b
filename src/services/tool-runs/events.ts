import type { NumberedRunEvent, ToolRunEvent } from '../../domain/tool-runs.ts';
import type { Events } from '../../jobs/events.ts';

/**
 * Publishes a run's events, numbered, and keeps each run's last events for a while, so a
 * client that reconnects (SSE `Last-Event-ID`) is sent only what it missed. The log is
 * this process's: a run is worked and watched through one process's events today.
 */
export function createRunEventLog(
  events: Events,
  opts: { keep?: number; keepAfterEndMs?: number; onEnd?: (event: Extract<ToolRunEvent, { type: 'completed' | 'failed' }>) => void } = {},
) {
  const keep = opts.keep ?? 500;
  const keepAfterEndMs = opts.keepAfterEndMs ?? 10 * 60_000;
  const logs = new Map<string, { seq: number; recent: NumberedRunEvent[] }>();

  return {
    publish(event: ToolRunEvent): void {
      let log = logs.get(event.runId);
      if (!log) logs.set(event.runId, (log = { seq: 0, recent: [] }));
      const numbered = { ...event, seq: ++log.seq };
      log.recent.push(numbered);
      if (log.recent.length > keep) log.recent.shift();
      if (event.type === 'completed' || event.type === 'failed') {
        setTimeout(() => logs.delete(event.runId), keepAfterEndMs).unref();
        opts.onEnd?.(event);
      }
      events.publish('tool-run', event.runId, numbered);
    },

    /** The run's events after `seq`, or null when some of them are no longer kept. */
    since(runId: string, seq: number): NumberedRunEvent[] | null {
      const log = logs.get(runId);
      if (!log) return seq === 0 ? [] : null;
      const oldest = log.recent[0]?.seq ?? log.seq + 1;
      return oldest > seq + 1 ? null : log.recent.filter((e) => e.seq > seq);
    },
  };
}

export type RunEventLog = ReturnType<typeof createRunEventLog>;
