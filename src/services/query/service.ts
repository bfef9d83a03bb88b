import type { Db } from '../../../db/database.ts';
import { searchPages } from '../../../db/repositories/page-search.ts';
import type { Account } from '../../domain/types.ts';
import { AppError, invalidRequest, toAppError } from '../../errors.ts';
import { BackendError } from '../../extraction/backend.ts';
import type { ModelCaller } from '../../extraction/llm/caller.ts';
import { pickAnswerSentences } from './answer.ts';
import { choosePassages, modelAnswer, type Passage } from './written-answer.ts';
import { requireObject, requireString } from '../input.ts';
import type { KnowledgeEngineService } from '../knowledge-engines.ts';

export const NO_ANSWER = 'No answer found in this engine.';
const QUERY_MAX = 2000;

/** A numbered passage a query answer may cite (the same passages a model is given). */
export type QuerySource = Passage;

export type QueryEvent =
  | { type: 'sources'; sources: QuerySource[] }
  | { type: 'delta'; text: string }
  | { type: 'done'; answer: string; citations: QuerySource[]; droppedCitations?: number[] }
  | { type: 'error'; message: string; code: string };

/**
 * Asking an engine a question (DESIGN section 8): retrieval with FTS5, then an
 * extractive answer, or, with a model backend configured, one the model writes
 * from the retrieved passages with its citations checked.
 */
export function createQueryService(deps: { db: Db; engines: KnowledgeEngineService; model?: { caller: ModelCaller; contextTokens: number } | null }) {
  const { db, engines, model } = deps;

  /** Checks the request; the answer then streams from `answer()`. */
  async function prepare(account: Account, engineId: unknown, raw: unknown) {
    const engine = await engines.get(account, engineId);
    const body = requireObject(raw, 'the request body');
    const query = requireString(body, 'query', { max: QUERY_MAX });
    const topK = body.top_k ?? 5;
    if (typeof topK !== 'number' || !Number.isInteger(topK) || topK < 1 || topK > 20) throw invalidRequest('top_k must be a whole number from 1 to 20');
    if (engine.status === 'processing') throw new AppError('engine_not_ready', `knowledge engine ${engine.id} is still processing its documents`);
    if (engine.dataSourceCount === 0) throw new AppError('engine_empty', `knowledge engine ${engine.id} has no data sources`);
    return { engineId: engine.id, query, topK };
  }

  async function* answer(q: { engineId: string; query: string; topK: number }): AsyncGenerator<QueryEvent> {
    if (model) return yield* answerByModel(q, model);
    try {
      const hits = await searchPages(db, { knowledgeEngineId: q.engineId, query: q.query, limit: q.topK });
      const sentences = pickAnswerSentences(
        q.query,
        hits.map((h) => ({ dataSourceId: h.dataSourceId, page: h.page, pageText: h.text, score: h.score })),
      );
      // The sources are the passages the answer quotes, numbered as its citations.
      const citations: QuerySource[] = sentences.map((s, i) => {
        const hit = hits[s.passage];
        return { number: i + 1, dataSourceId: hit.dataSourceId, page: hit.page, start: s.start, end: s.end, text: s.text, score: s.score };
      });
      yield { type: 'sources', sources: citations };
      if (!citations.length) {
        yield { type: 'delta', text: NO_ANSWER };
        yield { type: 'done', answer: NO_ANSWER, citations: [] };
        return;
      }
      let text = '';
      for (const [i, c] of citations.entries()) {
        const piece = `${i ? ' ' : ''}${c.text.replace(/\s+/g, ' ')} [${c.number}]`;
        text += piece;
        yield { type: 'delta', text: piece };
      }
      yield { type: 'done', answer: text, citations };
    } catch (error) {
      const failure = toAppError(error);
      yield { type: 'error', message: failure.message, code: failure.code };
    }
  }

  async function* answerByModel(q: { engineId: string; query: string; topK: number }, m: { caller: ModelCaller; contextTokens: number }): AsyncGenerator<QueryEvent> {
    const stop = new AbortController();
    try {
      const hits = await searchPages(db, { knowledgeEngineId: q.engineId, query: q.query, limit: q.topK });
      const passages = choosePassages(q.query, hits, m.contextTokens);
      yield { type: 'sources', sources: passages };
      if (!passages.length) {
        yield { type: 'delta', text: NO_ANSWER };
        yield { type: 'done', answer: NO_ANSWER, citations: [] };
        return;
      }
      let text = '';
      for await (const step of modelAnswer(m.caller, q.query, passages, stop.signal)) {
        if (step.type === 'delta') {
          text += step.text;
          yield step;
        } else {
          const citations = passages.filter((p) => step.cited.includes(p.number));
          yield { type: 'done', answer: text, citations, ...(step.dropped.length ? { droppedCitations: step.dropped } : {}) };
        }
      }
    } catch (error) {
      const failure = error instanceof BackendError ? new AppError('backend_unavailable', `the model could not answer: ${error.message}`) : toAppError(error);
      yield { type: 'error', message: failure.message, code: failure.code };
    } finally {
      // A reader who left stops the model's answer too.
      stop.abort();
    }
  }

  return { prepare, answer };
}

export type QueryService = ReturnType<typeof createQueryService>;
