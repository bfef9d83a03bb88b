import { createPubSub } from 'graphql-yoga';
import type { ToolRunEvent } from '../domain/tool-runs.ts';
import type { DataSource } from '../domain/types.ts';

/**
 * Every live event goes through this one pub/sub (Yoga's createPubSub), so an
 * event target backed by Redis can replace the in-memory one without touching
 * publishers or subscribers.
 */
export function createEvents() {
  return createPubSub<{
    'tool-run': [runId: string, event: ToolRunEvent];
    /** A data source's background reading ended (processed or failed). */
    'data-source': [dataSourceId: string, dataSource: DataSource];
  }>();
}

export type Events = ReturnType<typeof createEvents>;
