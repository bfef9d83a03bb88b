import type { Logger } from 'pino';
import type { Db } from '../../../db/database.ts';
import * as dataSourceRepo from '../../../db/repositories/data-sources.ts';
import { searchPages } from '../../../db/repositories/page-search.ts';
import * as runs from '../../../db/repositories/tool-runs.ts';
import { parsePageRange } from '../../domain/page-range.ts';
import type { ExtractedField, ToolRun, ToolRunResult } from '../../domain/tool-runs.ts';
import { nowSeconds } from '../../domain/types.ts';
import { BackendError, type BackendReport, type ExtractionBackend, type ExtractionInput, type SourceDocument } from '../../extraction/backend.ts';
import { JobWithdrawn, PROCESS_NAME, QueueStopping, type JobHandler } from '../../jobs/queue.ts';
import { RunCancelled } from './cancel.ts';
import { loadGeometry, placeEvidence, type SourceGeometry } from './evidence-boxes.ts';
import type { RunEventLog } from './events.ts';
import type { FailRun, RunEnded, RunError } from './failure.ts';

class RunTimedOut extends Error {}

/** Transient backend failures are tried this many times in all, with exponential backoff between. */
const BACKEND_TRIES = 3;

/**
 * Runs a tool run, whatever its mode: the queue calls this for every run. It moves
 * the run through processing to completed or failed, and publishes each step.
 */
export function createToolRunExecutor(deps: {
  db: Db;
  runEvents: RunEventLog;
  failRun: FailRun;
  runEnded: RunEnded;
  backend: ExtractionBackend;
  timeoutSeconds: number;
  backoffMs?: number;
  log: Logger;
}): JobHandler['run'] & { giveUp: JobHandler['giveUp'] } {
  const { db, runEvents, backend, log } = deps;
  const backoffMs = deps.backoffMs ?? 500;
  const fail = async (runId: string, error: RunError) => void (await deps.failRun(runId, error));

  async function execute(runId: string, signal: AbortSignal, attempt: number): Promise<void> {
    const run = await runs.loadToolRun(db, runId);
    if (!run || (run.status !== 'queued' && run.status !== 'processing')) return;
    const started = performance.now();
    if (!(await runs.markStarted(db, runId, nowSeconds()))) return;
    log.info({ run: runId, attempt, worker: PROCESS_NAME }, 'tool run started');
    try {
      await work(run, signal, started);
    } finally {
      const ended = await runs.loadToolRun(db, runId).catch(() => undefined);
      log.info({ run: runId, attempt, worker: PROCESS_NAME, status: ended?.status ?? 'deleted' }, 'tool run ended');
    }
  }

  async function work(run: ToolRun, signal: AbortSignal, started: number): Promise<void> {
    const runId = run.id;
    runEvents.publish({ type: 'status', runId, status: 'processing' });

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new RunTimedOut()), deps.timeoutSeconds * 1000);
    const combined = AbortSignal.any([signal, timeout.signal]);
    try {
      const sources = await loadSources(run);
      const geometry = await loadGeometry(db, sources);
      const reports: BackendReport[] = [];
      const fields = await extractWithRetries(run, sources, combined, geometry, true, reports);
      const perDataSource = run.request.perDataSource ? await extractEachSource(run, sources, combined, geometry, reports) : undefined;
      const result = summarize(run, sources, fields, perDataSource, (performance.now() - started) / 1000, reports);
      const completed = await db.transaction().execute(async (trx) => {
        if (!(await runs.markCompleted(trx, runId, result, nowSeconds()))) return null;
        const done = (await runs.loadToolRun(trx, runId))!;
        await deps.runEnded.record(trx, done);
        return done;
      });
      if (completed) {
        deps.runEnded.committed();
        runEvents.publish({ type: 'completed', runId, run: completed });
      }
    } catch (error) {
      const reason = combined.aborted ? combined.reason : error;
      if (reason instanceof QueueStopping) throw reason; // left processing: the next start retries it
      if (reason instanceof JobWithdrawn) return; // cancelled or deleted: whoever withdrew it has recorded and announced it
      if (reason instanceof RunTimedOut) return fail(runId, { message: `the run took longer than ${deps.timeoutSeconds} s`, code: 'timeout' });
      if (error instanceof BackendError) {
        return fail(runId, { message: `the extraction backend failed: ${error.message}`, code: 'backend_unavailable', retryAfterSeconds: error.retryAfterSeconds });
      }
      log.error({ err: error, run: runId }, 'tool run failed unexpectedly');
      return fail(runId, { message: 'the run failed with an internal error', code: 'internal' });
    } finally {
      clearTimeout(timer);
    }
  }

  async function loadSources(run: ToolRun): Promise<SourceDocument[]> {
    const sources: SourceDocument[] = [];
    for (const tagged of run.request.taggedDataSources) {
      const ds = await dataSourceRepo.findDataSource(db, run.accountId, tagged.dataSourceId);
      if (!ds) throw new Error(`data source ${tagged.dataSourceId} disappeared`);
      // Runs stored before the span was kept name only the range as written.
      const span = tagged.pages ?? parsePageRange(tagged.pageRange, ds.pageCount);
      sources.push({ dataSourceId: ds.id, name: ds.name, pages: await dataSourceRepo.readPages(db, ds.id, span.first, span.last) });
    }
    return sources;
  }

  /** Each tagged data source's own answers, one extraction per source (after the combined one, whose fields were streamed). */
  async function extractEachSource(run: ToolRun, sources: SourceDocument[], signal: AbortSignal, geometry: SourceGeometry, reports: BackendReport[]): Promise<Record<string, ExtractedField[]>> {
    const bySource: Record<string, ExtractedField[]> = {};
    for (const source of sources) {
      bySource[source.dataSourceId] = completeFields(run, await extractWithRetries(run, [source], signal, geometry, false, reports));
    }
    return bySource;
  }

  /** Tagged pages ranked by the full-text index, for backends that choose pages per field. */
  function retrieverOf(run: ToolRun, sources: SourceDocument[]): ExtractionInput['retrieve'] {
    const tagged = new Set(sources.flatMap((s) => s.pages.map((p) => `${s.dataSourceId}#${p.page}`)));
    const dataSourceIds = sources.map((s) => s.dataSourceId);
    return async (query, limit) => {
      // Hits outside the tagged page ranges are dropped, so ask for some spare.
      const hits = await searchPages(db, { knowledgeEngineId: run.knowledgeEngineId, query, limit: limit * 4, dataSourceIds });
      return hits.filter((h) => tagged.has(`${h.dataSourceId}#${h.page}`)).slice(0, limit);
    };
  }

  async function extractWithRetries(run: ToolRun, sources: SourceDocument[], signal: AbortSignal, geometry: SourceGeometry, live: boolean, reports: BackendReport[]): Promise<ExtractedField[]> {
    const total = run.request.fields.length;
    for (let attempt = 1; ; attempt++) {
      const done = new Set<string>();
      try {
        const fields = await backend.extract({
          fields: run.request.fields,
          sources,
          signal,
          onField: (field) => {
            if (!live) return;
            done.add(field.name);
            runEvents.publish({ type: 'field', runId: run.id, field: placeEvidence(field, geometry) });
            runEvents.publish({ type: 'progress', runId: run.id, fieldsDone: done.size, fieldsTotal: total });
          },
          retrieve: retrieverOf(run, sources),
          onReport: (report) => reports.push(report),
        });
        return fields.map((field) => placeEvidence(field, geometry));
      } catch (error) {
        if (signal.aborted || !(error instanceof BackendError) || !error.transient || attempt >= BACKEND_TRIES) throw error;
        log.warn({ run: run.id, attempt, err: error.message }, 'extraction backend failed; retrying');
        await sleep(backoffMs * 2 ** (attempt - 1), signal);
      }
    }
  }

  function summarize(
    run: ToolRun,
    sources: SourceDocument[],
    extracted: ExtractedField[],
    perDataSource: Record<string, ExtractedField[]> | undefined,
    seconds: number,
    reports: BackendReport[],
  ): ToolRunResult {
    const fields = completeFields(run, extracted);
    const mean = fields.reduce((sum, f) => sum + f.confidence, 0) / fields.length;
    // The combined extraction's pages; tokens of every model call, per-source answers included.
    const used = reports[0]
      ? {
          pagesRead: reports[0].pagesRead,
          pagesSkipped: reports[0].pagesSkipped,
          inputTokens: reports.reduce((sum, r) => sum + r.inputTokens, 0),
          outputTokens: reports.reduce((sum, r) => sum + r.outputTokens, 0),
        }
      : {};
    return {
      fields,
      ...(perDataSource ? { perDataSource } : {}),
      metadata: {
        processingTime: Math.round(seconds * 1000) / 1000,
        sourcesAnalyzed: new Set(sources.map((s) => s.dataSourceId)).size,
        fieldsExtracted: fields.filter((f) => f.value !== null).length,
        averageConfidence: Math.round(mean * 1000) / 1000,
        backend: backend.name,
        model: run.request.model,
        ...used,
        worker: PROCESS_NAME,
      },
    };
  }

  return Object.assign(execute, {
    /** A run whose process died on its last try. */
    giveUp: (runId: string) => fail(runId, { message: 'the server stopped while the run was processing, and again on its retry', code: 'internal' }),
  });
}

/** Every requested field answers, in the order asked, even if a backend skipped one. */
function completeFields(run: ToolRun, extracted: ExtractedField[]): ExtractedField[] {
  const byName = new Map(extracted.map((f) => [f.name, f]));
  return run.request.fields.map(
    (def) => byName.get(def.name) ?? { name: def.name, type: def.type, value: null, confidence: 0, evidence: [], ...(def.options ? { options: def.options } : {}) },
  );
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}
