import type { Db } from '../../../db/database.ts';
import * as runs from '../../../db/repositories/tool-runs.ts';
import type { ToolRun } from '../../domain/tool-runs.ts';
import { nowSeconds } from '../../domain/types.ts';
import type { RunEventLog } from './events.ts';
import type { JobQueue } from '../../jobs/queue.ts';

/** `retryAfterSeconds`: what the model server asked, told to a caller waiting on the run (not stored). */
export type RunError = { message: string; code: string; retryAfterSeconds?: number };

/** What else happens when a run ends: written in the transaction of its final status, then told it committed. */
export interface RunEnded {
  record(trx: Db, run: ToolRun): Promise<void>;
  committed(): void;
}

/**
 * Ends an unfinished run as `failed` and tells its watchers: the one way a run fails,
 * whether its executor gave up, it timed out, or a caller cancelled it. Its job goes in
 * the same transaction, so a queued run is not picked up after all. False when the run
 * had already ended (say, completed just before a cancel).
 */
export function createRunFailure(deps: { db: Db; queue: JobQueue; runEvents: RunEventLog; runEnded: RunEnded }) {
  const { db, queue, runEvents } = deps;
  return async function failRun(runId: string, error: RunError): Promise<boolean> {
    const changed = await db.transaction().execute(async (trx) => {
      const ok = await runs.markFailed(trx, runId, error, nowSeconds());
      if (ok) await queue.forget(trx, runId);
      if (ok) await deps.runEnded.record(trx, (await runs.loadToolRun(trx, runId))!);
      return ok;
    });
    if (changed) {
      deps.runEnded.committed();
      runEvents.publish({ type: 'failed', runId, error, run: (await runs.loadToolRun(db, runId)) ?? null });
    }
    return changed;
  };
}

export type FailRun = ReturnType<typeof createRunFailure>;
