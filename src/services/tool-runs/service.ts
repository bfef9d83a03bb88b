import type { Db } from '../../../db/database.ts';
import * as dataSourceRepo from '../../../db/repositories/data-sources.ts';
import * as runs from '../../../db/repositories/tool-runs.ts';
import { pagesWithin, readPageRange } from '../../domain/page-range.ts';
import { isFinalEvent, isFinished, TOOL_TYPE, type TaggedDataSource, type ToolRun, type ToolRunMode } from '../../domain/tool-runs.ts';
import { nowSeconds, type Account, type Slice } from '../../domain/types.ts';
import { AppError, notFound, type ErrorCode } from '../../errors.ts';
import { newToolRunId, parseKnowledgeEngineId, parseToolRunId } from '../../ids.ts';
import { listening, type Events } from '../../jobs/events.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { pageSize } from '../input.ts';
import type { KnowledgeEngineService } from '../knowledge-engines.ts';
import { resolveModel } from '../models.ts';
import type { RunCanceller } from './cancel.ts';
import type { RunEventLog } from './events.ts';
import { validateToolRunInput, type NameInput, type ToolRunInput } from './request.ts';
import { visibleEvent, visibleRun, type VisibleRun, type VisibleRunEvent } from './visibility.ts';

export const TOOL_RUN_JOB = 'tool_run';

/** The id of a run's final event, whether it was published live or read from the store. */
export const FINAL_EVENT_ID = 'end';

/**
 * What a caller gets for a new run, by its mode: an async run is accepted at once, a
 * synchronous one answers when it has completed, a streamed one answers with its events.
 */
export type StartedRun =
  | { answer: 'accepted'; run: VisibleRun }
  | { answer: 'completed'; run: VisibleRun }
  | { answer: 'events'; run: VisibleRun; events: AsyncGenerator<VisibleRunEvent> };

export function createToolRunService(deps: {
  db: Db;
  engines: KnowledgeEngineService;
  queue: JobQueue;
  events: Events;
  cancelRun: RunCanceller;
  runEvents: RunEventLog;
  /** Where a run's `webhook_url` may point (resolved now); the URL as it is kept. */
  checkWebhookUrl: (raw: string, at: string) => Promise<string>;
  /** How long a watcher waits for an event before it reads the stored run again. Default 5 s. */
  recheckMs?: number;
}) {
  const { db, engines, queue, events, cancelRun, runEvents } = deps;
  const recheckMs = deps.recheckMs ?? 5000;

  /** Validates in DESIGN section 6's order, then stores the run and its job together. */
  async function create(account: Account, input: ToolRunInput, name: NameInput): Promise<ToolRun> {
    const valid = validateToolRunInput(input, name);
    if (valid.webhookUrl) valid.webhookUrl = await deps.checkWebhookUrl(valid.webhookUrl, name(['webhookUrl']));

    const engine = await engines.getReferenced(account, valid.knowledgeEngineId, name(['knowledgeEngineId']));
    if (engine.status === 'processing') {
      throw new AppError('engine_not_ready', `knowledge engine ${engine.id} is still processing its documents; retry when its status is ready`);
    }
    if (engine.dataSourceCount === 0) throw new AppError('engine_empty', `knowledge engine ${engine.id} has no data sources; upload documents first`);

    const taggedDataSources: TaggedDataSource[] = [];
    for (const [i, tagged] of valid.taggedDataSources.entries()) {
      const ds = await dataSourceRepo.findDataSource(db, account.id, tagged.dataSourceId);
      if (!ds || ds.knowledgeEngineId !== engine.id) {
        throw new AppError('data_source_not_found', `data source ${tagged.id} (${name(['taggedDataSources', i])}) does not exist in knowledge engine ${engine.id}`);
      }
      if (ds.status === 'failed') throw new AppError('invalid_request', `data source ${tagged.id} could not be read (${ds.error}); it has no pages`);
      const where = name(['taggedDataSources', i, 'pageRange']);
      const pages = pagesWithin(readPageRange(tagged.pageRange, where), ds.pageCount, where, tagged.pageRange);
      taggedDataSources.push({ ...tagged, pages });
    }

    const model = resolveModel(valid.model, account);
    const mode: ToolRunMode = valid.streamResponse ? 'stream' : valid.asyncResponse ? 'async' : 'sync';
    const run: ToolRun = {
      id: newToolRunId(),
      accountId: account.id,
      knowledgeEngineId: engine.id,
      status: 'queued',
      mode,
      request: { type: TOOL_TYPE, ...valid, taggedDataSources, model },
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

  async function load(account: Account, rawId: unknown): Promise<ToolRun> {
    const id = parseToolRunId(rawId);
    const run = await runs.findToolRun(db, account.id, id);
    if (!run) throw notFound('tool run', id);
    return run;
  }

  /**
   * The run's events from now until it ends; a run that already ended yields its final
   * event at once and the stream completes. It listens before it reads the stored state,
   * so nothing falls between; and while nothing arrives it reads the stored state again
   * now and then, so an event lost on the way cannot leave a caller waiting for ever.
   *
   * `resumeAfter` is the last event a reconnecting client got (its SSE id): the number of
   * a live event, or `end` for the final one. It is sent only what came after, when this
   * process still holds it; otherwise the run's current status, then what follows.
   *
   * `created` is the run as its creator's request made it: that stream opens with the
   * status it was created in, whoever picked the run up before the stored state was read.
   * A status the stored state already showed is not sent again when its event arrives.
   */
  async function* watch(account: Account, rawId: unknown, resumeAfter: string | null = null, created?: ToolRun): AsyncGenerator<VisibleRunEvent> {
    const id = parseToolRunId(rawId);
    const live = listening(events.subscribe('tool-run', id));
    let next = live.next();
    let sentStatus: string | undefined;
    try {
      await events.ready();
      const run = await runs.findToolRun(db, account.id, id);
      if (!run) throw notFound('tool run', id);
      if (created) {
        sentStatus = created.status;
        yield { type: 'status', runId: id, status: created.status };
      }
      if (isFinished(run)) return void (resumeAfter !== FINAL_EVENT_ID && (yield finalEvent(run)));
      const after = resumeAfter !== null && /^\d{1,9}$/.test(resumeAfter) ? Number(resumeAfter) : null;
      const missed = after === null ? null : runEvents.since(id, after);
      let seen = after ?? 0;
      if (missed === null && run.status !== sentStatus) {
        sentStatus = run.status;
        yield { type: 'status', runId: id, status: run.status };
      }
      for (const event of missed ?? []) {
        seen = event.seq;
        yield visibleEvent(event, run);
        if (isFinalEvent(event)) return;
      }
      for (;;) {
        const arrived = await withinMs(next, recheckMs);
        if (arrived === null) {
          const now = await runs.findToolRun(db, account.id, id);
          if (!now || isFinished(now)) return void (now && (yield finalEvent(now)));
          continue;
        }
        if (arrived.done) return;
        next = live.next();
        if (arrived.value.seq <= seen) continue; // already sent from the log
        if (arrived.value.type === 'status') {
          if (arrived.value.status === sentStatus) continue; // already sent from the stored state
          sentStatus = arrived.value.status;
        }
        yield visibleEvent(arrived.value, run);
        if (isFinalEvent(arrived.value)) return;
      }
    } finally {
      await live.return?.();
    }
  }

  /**
   * Waits for the run to end: a synchronous caller gets the completed run, or the
   * run's failure as its error (backend_unavailable and timeout are 500s with Retry-After).
   */
  async function settle(account: Account, run: ToolRun): Promise<VisibleRun> {
    let retryAfter: number | undefined;
    for await (const event of watch(account, run.id)) {
      if (event.type === 'failed') retryAfter = event.error.retryAfterSeconds;
      if (isFinalEvent(event)) break;
    }
    const final = await load(account, run.id);
    if (final.status === 'failed') {
      const code = (final.error?.code ?? 'internal') as ErrorCode;
      throw new AppError(code, `tool run ${final.id} failed: ${final.error?.message ?? 'unknown error'}`, retryAfter ? { 'Retry-After': String(retryAfter) } : {});
    }
    return visibleRun(final);
  }

  return {
    /** Creates a run and answers as its mode says. */
    async start(account: Account, input: ToolRunInput, name: NameInput): Promise<StartedRun> {
      const run = await create(account, input, name);
      switch (run.mode) {
        case 'async':
          return { answer: 'accepted', run: visibleRun(run) };
        case 'sync':
          return { answer: 'completed', run: await settle(account, run) };
        case 'stream':
          return { answer: 'events', run: visibleRun(run), events: watch(account, run.id, null, run) };
      }
    },

    watch,

    async get(account: Account, rawId: unknown): Promise<VisibleRun> {
      return visibleRun(await load(account, rawId));
    },

    async find(account: Account, rawId: unknown): Promise<VisibleRun | null> {
      const run = await runs.findToolRun(db, account.id, parseToolRunId(rawId));
      return run ? visibleRun(run) : null;
    },

    async list(account: Account, filter: { knowledgeEngineId?: unknown }, page: { first?: unknown; after?: string | null }): Promise<Slice<VisibleRun>> {
      let knowledgeEngineId: string | undefined;
      if (filter.knowledgeEngineId !== undefined && filter.knowledgeEngineId !== null) {
        knowledgeEngineId = parseKnowledgeEngineId(filter.knowledgeEngineId, 'knowledge_engine_id');
        await engines.get(account, knowledgeEngineId);
      }
      const slice = await runs.listToolRuns(db, { accountId: account.id, knowledgeEngineId }, { first: pageSize(page.first), after: page.after });
      // Named one by one: the cursors are a getter (made when read), which a spread would leave out.
      return { items: slice.items.map(visibleRun), cursors: slice.cursors, hasMore: slice.hasMore, endCursor: slice.endCursor };
    },

    /** Ends a queued or running run as failed/cancelled; a finished run is returned unchanged. */
    async cancel(account: Account, rawId: unknown): Promise<VisibleRun> {
      const run = await load(account, rawId);
      if (!isFinished(run)) await cancelRun(run.id);
      return visibleRun(await load(account, run.id));
    },
  };
}

export type ToolRunService = ReturnType<typeof createToolRunService>;

/** The event a finished run ends its stream with. */
function finalEvent(run: ToolRun): VisibleRunEvent {
  return visibleEvent(run.status === 'completed' ? { type: 'completed', runId: run.id, run } : { type: 'failed', runId: run.id, error: run.error!, run }, run);
}

/** What `promise` gives within `ms`, or null; it is left to settle later. */
async function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<null>((resolve) => (timer = setTimeout(resolve, ms, null)))]);
  } finally {
    clearTimeout(timer);
  }
}
