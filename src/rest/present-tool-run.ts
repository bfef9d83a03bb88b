import { echoTool, type ExtractedField, type ToolRun } from '../domain/tool-runs.ts';
import type { ToolRunEvent } from '../jobs/events.ts';

/** A tool run in the REST shape of spec 2.3 and 2.5 (snake_case, fields keyed by name). */
export function presentToolRun(run: ToolRun) {
  const req = run.request;
  const withConfidence = req.includeConfidenceScores;
  return {
    id: run.id,
    status: run.status,
    created_at: run.createdAt,
    knowledge_engine_id: run.knowledgeEngineId,
    tool: echoTool(req),
    result: run.result && {
      extracted_fields: Object.fromEntries(run.result.fields.map((f) => [f.name, presentField(f, withConfidence)])),
      metadata: {
        processing_time: run.result.metadata.processingTime,
        sources_analyzed: run.result.metadata.sourcesAnalyzed,
        fields_extracted: run.result.metadata.fieldsExtracted,
        ...(withConfidence ? { average_confidence: run.result.metadata.averageConfidence } : {}),
        backend: run.result.metadata.backend,
        model: run.result.metadata.model,
      },
    },
    ...(run.error ? { error: run.error.message, error_code: run.error.code } : {}),
    started_at: run.startedAt,
    completed_at: run.completedAt,
  };
}

export function presentField(field: ExtractedField, withConfidence: boolean) {
  return {
    value: field.value,
    type: field.type,
    ...(withConfidence ? { confidence: field.confidence } : {}),
    ...(field.options ? { options: field.options } : {}),
    evidence: field.evidence.map((e) => ({ data_source_id: e.dataSourceId, page: e.page, start: e.start, end: e.end, text: e.text })),
  };
}

/** A run event as the SSE event of DESIGN section 6. */
export function presentRunEvent(event: ToolRunEvent, withConfidence: boolean): { event: string; data: unknown } {
  switch (event.type) {
    case 'status':
      return { event: 'status', data: { id: event.runId, status: event.status } };
    case 'progress':
      return { event: 'progress', data: { fields_done: event.fieldsDone, fields_total: event.fieldsTotal } };
    case 'field':
      return { event: 'field', data: { field_name: event.field.name, ...presentField(event.field, withConfidence) } };
    case 'completed':
      return { event: 'completed', data: presentToolRun(event.run) };
    case 'failed':
      return { event: 'failed', data: { error: event.error.message, code: event.error.code } };
  }
}
