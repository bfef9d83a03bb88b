import type { ExtractedField, ToolRun, ToolRunEvent, ToolRunResult } from '../../domain/tool-runs.ts';

/**
 * What a caller may see of a run. A run created with `include_confidence_scores: false`
 * shows no confidence anywhere (DESIGN section 6): not on its fields, not in its
 * average, not in its events. Hidden values are null here; REST leaves the keys out,
 * GraphQL answers null.
 */
export type VisibleField = Omit<ExtractedField, 'confidence'> & { confidence: number | null };

export interface VisibleResult {
  fields: VisibleField[];
  perDataSource?: Record<string, VisibleField[]>;
  metadata: Omit<ToolRunResult['metadata'], 'averageConfidence'> & { averageConfidence: number | null };
}

export type VisibleRun = Omit<ToolRun, 'result'> & { result: VisibleResult | null };

/** `seq` is the event's number in its run, when it was published live. */
export type VisibleRunEvent = (
  | Exclude<ToolRunEvent, { type: 'field' | 'completed' | 'failed' }>
  | { type: 'field'; runId: string; field: VisibleField }
  | { type: 'completed'; runId: string; run: VisibleRun }
  | { type: 'failed'; runId: string; error: { message: string; code: string; retryAfterSeconds?: number }; run: VisibleRun | null }
) & { seq?: number };

const showsConfidence = (run: Pick<ToolRun, 'request'>) => run.request.includeConfidenceScores;

export function visibleField(field: ExtractedField, withConfidence: boolean): VisibleField {
  return withConfidence ? field : { ...field, confidence: null };
}

export function visibleRun(run: ToolRun): VisibleRun {
  if (!run.result || showsConfidence(run)) return run;
  const { fields, perDataSource, metadata } = run.result;
  const hide = (list: ExtractedField[]) => list.map((f) => visibleField(f, false));
  return {
    ...run,
    result: {
      fields: hide(fields),
      ...(perDataSource ? { perDataSource: Object.fromEntries(Object.entries(perDataSource).map(([id, list]) => [id, hide(list)])) } : {}),
      metadata: { ...metadata, averageConfidence: null },
    },
  };
}

// Every watcher of a run gets the same published event object; each sees it the same way
// (the run's own setting decides), so it is shaped once for all of them.
const shaped = new WeakMap<ToolRunEvent, VisibleRunEvent>();

/** An event of `run`, as its watchers may see it. */
export function visibleEvent(event: ToolRunEvent, run: Pick<ToolRun, 'request'>): VisibleRunEvent {
  let visible = shaped.get(event);
  if (!visible) shaped.set(event, (visible = shape(event, run)));
  return visible;
}

function shape(event: ToolRunEvent, run: Pick<ToolRun, 'request'>): VisibleRunEvent {
  switch (event.type) {
    case 'field':
      return { ...event, field: visibleField(event.field, showsConfidence(run)) };
    case 'completed':
      return { ...event, run: visibleRun(event.run) };
    case 'failed':
      return { ...event, run: event.run && visibleRun(event.run) };
    default:
      return event;
  }
}
