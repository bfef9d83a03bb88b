import { JobWithdrawn, type JobQueue } from '../../jobs/queue.ts';
import type { FailRun } from './failure.ts';

/** The abort reason a run sees when it is cancelled (by a caller or by deleting its engine). */
export class RunCancelled extends JobWithdrawn {
  constructor() {
    super('the tool run was cancelled');
  }
}

/**
 * Ends an unfinished run as `failed` with code `cancelled`, and aborts it wherever it runs:
 * here at once, in another worker process when its job's withdrawal commits. Shared by cancelToolRun and engine deletion, so both end runs the same way.
 */
export function createRunCanceller(deps: { queue: JobQueue; failRun: FailRun }) {
  const { queue, failRun } = deps;
  return async function cancelRun(runId: string, message = 'the tool run was cancelled'): Promise<boolean> {
    // Marked failed before the abort, so the executor sees a run that has ended and stays quiet.
    if (!(await failRun(runId, { message, code: 'cancelled' }))) return false;
    queue.abort(runId, new RunCancelled());
    return true;
  };
}

export type RunCanceller = ReturnType<typeof createRunCanceller>;
