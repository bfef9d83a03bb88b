import type { QueryEvent, QuerySource } from '../services/query/service.ts';

const presentSource = (s: QuerySource) => ({
  number: s.number,
  data_source_id: s.dataSourceId,
  page: s.page,
  start: s.start,
  end: s.end,
  text: s.text,
  score: s.score,
});

/** A query answer step as the SSE event of DESIGN section 8. */
export function presentQueryEvent(event: QueryEvent): { event: string; data: unknown } {
  switch (event.type) {
    case 'sources':
      return { event: 'sources', data: { sources: event.sources.map(presentSource) } };
    case 'delta':
      return { event: 'delta', data: { text: event.text } };
    case 'done':
      return {
        event: 'done',
        data: { answer: event.answer, citations: event.citations.map(presentSource), ...(event.droppedCitations ? { dropped_citations: event.droppedCitations } : {}) },
      };
    case 'error':
      return { event: 'error', data: { error: event.message, code: event.code } };
  }
}
