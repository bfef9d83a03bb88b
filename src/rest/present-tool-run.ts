import type { ToolRunRequest } from '../domain/tool-runs.ts';
import { FINAL_EVENT_ID } from '../services/tool-runs/service.ts';
import type { VisibleField, VisibleRun, VisibleRunEvent } from '../services/tool-runs/visibility.ts';

/** The run's `tool` as spec 2.3 echoes it: the request's tool object with the top-level flags inside. */
export function presentTool(req: ToolRunRequest) {
  return {
    type: req.type,
    model: req.model,
    knowledge_engine_id: req.knowledgeEngineId,
    tagged_data_sources: req.taggedDataSources.map((t) => ({ id: t.id, ...(t.pageRange !== null ? { page_range: t.pageRange } : {}) })),
    fields: req.fields.map((f) => ({ field_name: f.name, description: f.description, type: f.type, ...(f.options ? { options: f.options } : {}) })),
    include_confidence_scores: req.includeConfidenceScores,
    stream_response: req.streamResponse,
    async_response: req.asyncResponse,
    per_data_source: req.perDataSource ?? false,
    webhook_url: req.webhookUrl ?? null,
    notes: req.notes,
  };
}

/** A tool run in the REST shape of spec 2.3 and 2.5 (snake_case, fields keyed by name; hidden confidence left out). */
export function presentToolRun(run: VisibleRun) {
  const metadata = run.result?.metadata;
  return {
    id: run.id,
    status: run.status,
    created_at: run.createdAt,
    knowledge_engine_id: run.knowledgeEngineId,
    tool: presentTool(run.request),
    result: run.result && {
      extracted_fields: presentFields(run.result.fields),
      ...(run.result.perDataSource
        ? { per_data_source: Object.fromEntries(Object.entries(run.result.perDataSource).map(([id, fields]) => [id, { extracted_fields: presentFields(fields) }])) }
        : {}),
      metadata: {
        processing_time: metadata!.processingTime,
        sources_analyzed: metadata!.sourcesAnalyzed,
        fields_extracted: metadata!.fieldsExtracted,
        ...(metadata!.averageConfidence !== null ? { average_confidence: metadata!.averageConfidence } : {}),
        backend: metadata!.backend,
        model: metadata!.model,
        ...(metadata!.pagesRead !== undefined ? { pages_read: metadata!.pagesRead, pages_skipped: metadata!.pagesSkipped } : {}),
        ...(metadata!.inputTokens !== undefined ? { input_tokens: metadata!.inputTokens, output_tokens: metadata!.outputTokens } : {}),
        ...(metadata!.worker ? { worker: metadata!.worker } : {}),
      },
    },
    ...(run.error ? { error: run.error.message, error_code: run.error.code } : {}),
    started_at: run.startedAt,
    completed_at: run.completedAt,
  };
}

const presentFields = (fields: VisibleField[]) => Object.fromEntries(fields.map((f) => [f.name, presentField(f)]));

function presentField(field: VisibleField) {
  return {
    value: field.value,
    type: field.type,
    ...(field.confidence !== null ? { confidence: field.confidence } : {}),
    ...(field.options ? { options: field.options } : {}),
    ...(field.backend ? { backend: field.backend } : {}),
    // DESIGN section 10: `bbox` only where the page has geometry.
    evidence: field.evidence.map((e) => ({ data_source_id: e.dataSourceId, page: e.page, start: e.start, end: e.end, text: e.text, ...(e.bbox ? { bbox: e.bbox } : {}) })),
  };
}

type SseEvent = { event: string; data: unknown; id?: string };
// One published event reaches every watcher as the same object: presented once for all.
const presented = new WeakMap<VisibleRunEvent, SseEvent>();

/** A run event as the SSE event of DESIGN section 6. */
export function presentRunEvent(event: VisibleRunEvent): SseEvent {
  let sse = presented.get(event);
  if (!sse) presented.set(event, (sse = present(event)));
  return sse;
}

function present(event: VisibleRunEvent): SseEvent {
  // The final event has one id however it was read, so a client that got it asks for nothing more.
  const id = event.type === 'completed' || event.type === 'failed' ? FINAL_EVENT_ID : event.seq?.toString();
  return { ...shape(event), ...(id === undefined ? {} : { id }) };
}

function shape(event: VisibleRunEvent): SseEvent {
  switch (event.type) {
    case 'status':
      return { event: 'status', data: { id: event.runId, status: event.status } };
    case 'progress':
      return { event: 'progress', data: { fields_done: event.fieldsDone, fields_total: event.fieldsTotal } };
    case 'field':
      return { event: 'field', data: { field_name: event.field.name, ...presentField(event.field) } };
    case 'completed':
      return { event: 'completed', data: presentToolRun(event.run) };
    case 'failed':
      return { event: 'failed', data: { error: event.error.message, code: event.error.code } };
  }
}
