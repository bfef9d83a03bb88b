import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import type { ExtractedField, ToolRun } from '../domain/tool-runs.ts';
import type { DataSource } from '../domain/types.ts';

/** What a tool run reports while it runs; each surface shapes these for its callers. */
export type ToolRunEvent =
  | { type: 'status'; runId: string; status: ToolRun['status'] }
  | { type: 'progress'; runId: string; fieldsDone: number; fieldsTotal: number }
  | { type: 'field'; runId: string; field: ExtractedField }
  | { type: 'completed'; runId: string; run: ToolRun }
  | { type: 'failed'; runId: string; error: { message: string; code: string }; run: ToolRun | null };

export const isFinalEvent = (e: ToolRunEvent) => e.type === 'completed' || e.type === 'failed';

/**
 * Every live event goes through this one pub/sub (Yoga's createPubSub), so an
 * event target backed by Redis can replace the in-memory one without touching
 * publishers or subscribers.
 */
export function createEvents() {
  // Hundreds of streams may follow one run: no listener count is a leak here (Node warns past 10).
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  return createPubSub<{
    'tool-run': [runId: string, event: ToolRunEvent];
    /** A data source's background reading ended (processed or failed). */
    'data-source': [dataSourceId: string, dataSource: DataSource];
  }>({ eventTarget });
}

export type Events = ReturnType<typeof createEvents>;
