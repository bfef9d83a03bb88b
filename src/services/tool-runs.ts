import type { Db } from '../../db/database.ts';
import * as dataSourceRepo from '../../db/repositories/data-sources.ts';
import * as runs from '../../db/repositories/tool-runs.ts';
import { isFinished, TOOL_TYPE, type ToolRun, type ToolRunMode } from '../domain/tool-runs.ts';
import { nowSeconds, type Account, type Slice } from '../domain/types.ts';
import { AppError, notFound, type ErrorCode } from '../errors.ts';
import { newToolRunId, parseKnowledgeEngineId, parseToolRunId } from '../ids.ts';
import { isFinalEvent, type Events, type ToolRunEvent } from '../jobs/events.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { pageSize } from './input.ts';
import type { KnowledgeEngineService } from './knowledge-engines.ts';
import { resolveModel } from './models.ts';
import { parsePageRange } from './page-range.ts';
import type { RunCanceller } from './tool-run-cancel.ts';
import { parseToolRunRequest } from './tool-run-request.ts';

export const TOOL_RUN_JOB = 'tool_run';

export function createToolRunService(deps: { db: Db; engines: KnowledgeEngineService; queue: JobQueue; events: Events; cancelRun: RunCanceller }) {
  const { db, engines, queue, events, cancelRun } = deps;

  /** Validates in DESIGN section 6's order, then stores the run and its job together. */
  async function create(account: Account, raw: unknown): Promise<ToolRun> {
    const parsed = parseToolRunRequest(raw);

    const engine = await engines.getReferenced(account, parsed.knowledgeEngineId, 'tool.knowledge_engine_id');
    if (engine.status === 'processing') {
      throw new AppError('engine_not_ready', `knowledge engine ${engine.id} is still processing its documents; retry when its status is ready`);
    }
    if (engine.dataSourceCount === 0) throw new AppError('engine_empty', `knowledge engine ${engine.id} has no data sources; upload documents first`);

    for (const [i, tagged] of parsed.taggedDataSources.entries()) {
      const ds = await dataSourceRepo.findDataSource(db, account.id, tagged.dataSourceId);
      if (!ds || ds.knowledgeEngineId !== engine.id) {
        throw new AppError('data_source_not_found', `data source ${tagged.id} (tool.tagged_data_sources[${i}]) does not exist in knowledge engine ${engine.id}`);
      }
      if (ds.status === 'failed') throw new AppError('invalid_request', `data source ${tagged.id} could not be read (${ds.error}); it has no pages`);
      parsePageRange(tagged.pageRange, ds.pageCount, `tool.tagged_data_sources[${i}].page_range`);
    }

    const model = resolveModel(parsed.model, account);
    const mode: ToolRunMode = parsed.streamResponse ? 'stream' : parsed.asyncResponse ? 'async' : 'sync';
    const run: ToolRun = {
      id: newToolRunId(),
      accountId: account.id,
      knowledgeEngineId: engine.id,
      status: 'queued',
      mode,
      request: { type: TOOL_TYPE, ...parsed, model },
      result: null,
      error: null,
      createdAt: nowSeconds(),
      startedAt: null,
      completedAt: null,
    };
    await db.transaction().execute(async (trx) => {
      await runs.insertToolRun(trx, run);
      await queue.enqueue(trx, TOOL_RUN_JOB, run.id);
    });
    queue.wake();
    return run;
  }

  async function get(account: Account, rawId: unknown): Promise<ToolRun> {
    const id = parseToolRunId(rawId);
    const run = await runs.findToolRun(db, account.id, id);
    if (!run) throw notFound('tool run', id);
    return run;
  }

  /**
   * The run's events from now until it ends. Subscribes before reading the stored
   * state, so nothing falls between; a run that already ended yields its final
   * event at once and the stream completes.
   */
  async function* watch(account: Account, rawId: unknown): AsyncGenerator<ToolRunEvent> {
    const id = parseToolRunId(rawId);
    const live = events.subscribe('tool-run', id);
    try {
      const run = await runs.findToolRun(db, account.id, id);
      if (!run) throw notFound('tool run', id);
      if (run.status === 'completed') return void (yield { type: 'completed', runId: id, run });
      if (run.status === 'failed') return void (yield { type: 'failed', runId: id, error: run.error!, run });
      yield { type: 'status', runId: id, status: run.status };
      for await (const event of live) {
        yield event;
        if (isFinalEvent(event)) return;
      }
    } finally {
      await live.return?.();
    }
  }

  /**
   * Waits for the run to end: a synchronous caller gets the completed run, or the
   * run's failure as its error (backend_unavailable and timeout are 500s with Retry-After).
   */
  async function settle(account: Account, run: ToolRun): Promise<ToolRun> {
    for await (const event of watch(account, run.id)) if (isFinalEvent(event)) break;
    const final = await get(account, run.id);
    if (final.status === 'failed') {
      const code = (final.error?.code ?? 'internal') as ErrorCode;
      throw new AppError(code, `tool run ${final.id} failed: ${final.error?.message ?? 'unknown error'}`);
    }
    return final;
  }

  return {
    create,
    get,
    watch,
    settle,

    async find(account: Account, rawId: unknown): Promise<ToolRun | null> {
      return (await runs.findToolRun(db, account.id, parseToolRunId(rawId))) ?? null;
    },

    async list(account: Account, filter: { knowledgeEngineId?: unknown }, page: { first?: unknown; after?: string | null }): Promise<Slice<ToolRun>> {
      let knowledgeEngineId: string | undefined;
      if (filter.knowledgeEngineId !== undefined && filter.knowledgeEngineId !== null) {
        knowledgeEngineId = parseKnowledgeEngineId(filter.knowledgeEngineId, 'knowledge_engine_id');
        await engines.get(account, knowledgeEngineId);
      }
      return runs.listToolRuns(db, { accountId: account.id, knowledgeEngineId }, { first: pageSize(page.first), after: page.after });
    },

    /** Ends a queued or running run as failed/cancelled; a finished run is returned unchanged. */
    async cancel(account: Account, rawId: unknown): Promise<ToolRun> {
      const run = await get(account, rawId);
      if (!isFinished(run)) await cancelRun(run.id);
      return get(account, run.id);
    },
  };
}

export type ToolRunService = ReturnType<typeof createToolRunService>;
