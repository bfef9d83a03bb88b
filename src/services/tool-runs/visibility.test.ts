import { describe, expect, it } from 'vitest';
import type { ExtractedField, ToolRun } from '../../domain/tool-runs.ts';
import { visibleEvent, visibleRun } from './visibility.ts';

const field: ExtractedField = { name: 'total', type: 'currency', value: 12.5, confidence: 0.91, evidence: [] };

function run(includeConfidenceScores: boolean): ToolRun {
  return {
    id: 'trun_AAAAAAAAAA',
    accountId: 'acc_1',
    knowledgeEngineId: 'kng_AAAAAAAAAA',
    status: 'completed',
    mode: 'sync',
    request: {
      type: 'extract_fields_from_data_sources',
      model: 'gemini-1.5-pro',
      knowledgeEngineId: 'kng_AAAAAAAAAA',
      taggedDataSources: [],
      fields: [],
      includeConfidenceScores,
      streamResponse: false,
      asyncResponse: false,
      notes: null,
    },
    result: {
      fields: [field],
      metadata: { processingTime: 0.1, sourcesAnalyzed: 1, fieldsExtracted: 1, averageConfidence: 0.91, backend: 'local', model: 'gemini-1.5-pro' },
    },
    error: null,
    createdAt: 1,
    startedAt: 1,
    completedAt: 2,
  };
}

describe('what a caller may see of a run', () => {
  it('shows confidence when the run asked for it', () => {
    const shown = visibleRun(run(true));
    expect(shown.result!.fields[0].confidence).toBe(0.91);
    expect(shown.result!.metadata.averageConfidence).toBe(0.91);
  });

  it('hides every confidence of a run created without confidence scores, and keeps the rest', () => {
    const hidden = visibleRun(run(false));
    expect(hidden.result!.fields[0]).toEqual({ ...field, confidence: null });
    expect(hidden.result!.metadata).toMatchObject({ averageConfidence: null, fieldsExtracted: 1, backend: 'local' });
  });

  it('hides it in field and completed events too', () => {
    const r = run(false);
    const fieldEvent = visibleEvent({ type: 'field', runId: r.id, field }, r);
    expect(fieldEvent.type === 'field' && fieldEvent.field.confidence).toBeNull();
    const completed = visibleEvent({ type: 'completed', runId: r.id, run: r }, r);
    expect(completed.type === 'completed' && completed.run.result!.fields[0].confidence).toBeNull();
    expect(visibleEvent({ type: 'progress', runId: r.id, fieldsDone: 1, fieldsTotal: 2 }, r)).toEqual({ type: 'progress', runId: r.id, fieldsDone: 1, fieldsTotal: 2 });
  });

  it('shapes a published event once for all its watchers', () => {
    const r = run(false);
    const event = { type: 'field' as const, runId: r.id, field };
    expect(visibleEvent(event, r)).toBe(visibleEvent(event, r));
  });
});
