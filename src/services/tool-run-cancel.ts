import type { Db } from '../../db/database.ts';
import * as runs from '../../db/repositories/tool-runs.ts';
import { nowSeconds } from '../domain/types.ts';
import type { Events } from '../jobs/events.ts';
import type { JobQueue } from '../jobs/queue.ts';

/** The abort reason a run sees when it is cancelled (by a caller or by deleting its engine). */
export class RunCancelled extends Error {
  constructor() {
    super('the tool run was cancelled');
  }
}

/**
 * Ends an unfinished run as `failed` with code `cancelled`: its queued job is
 * dropped, a running one is aborted, and watchers get the `failed` event.
 * Shared by cancelToolRun and engine deletion, so both end runs the same way.
 */
export function createRunCanceller(deps: { db: Db; queue: JobQueue; events: Events }) {
  const { db, queue, events } = deps;
  return async function cancelRun(runId: string, message = 'the tool run was cancelled'): Promise<boolean> {
    const error = { message, code: 'cancelled' };
    const changed = await db.transaction().execute(async (trx) => {
      const ok = await runs.markFailed(trx, runId, error, nowSeconds());
      if (ok) await queue.forget(trx, runId);
      return ok;
    });
    if (!changed) return false;
    queue.abort(runId, new RunCancelled());
    events.publish('tool-run', runId, { type: 'failed', runId, error, run: (await runs.loadToolRun(db, runId)) ?? null });
    return true;
  };
}

export type RunCanceller = ReturnType<typeof createRunCanceller>;
