import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import * as jobs from '../../db/repositories/jobs.ts';
import { randomAlphanumeric } from '../ids.ts';

/** The abort reason a job sees when the server stops rather than when the job is cancelled. */
export class QueueStopping extends Error {
  constructor() {
    super('the server is stopping; the job resumes at the next start');
  }
}

export interface JobHandler {
  /** Most jobs of this kind running at once in this process. */
  concurrency: number;
  /** Tries, counting the first; a job whose process died mid-way counts that try. */
  maxAttempts: number;
  /** Does the work. `signal` aborts when the job is cancelled or the queue stops. */
  run(subjectId: string, signal: AbortSignal, attempt: number): Promise<void>;
  /** Called once when a job was abandoned (its process died) on its last try. */
  giveUp(subjectId: string): Promise<void>;
}

export interface JobQueueOptions {
  /** How often idle workers look for work that another process queued. Default 1000 ms. */
  pollMs?: number;
  /** A running job whose claim is older than this is taken to be abandoned. Default 60 s. */
  leaseMs?: number;
}

/**
 * A durable queue over the `jobs` table. Work is enqueued in the caller's
 * transaction (so a record and its job commit together), claimed with one atomic
 * UPDATE, renewed while it runs, and recovered after a crash. In-process callers
 * wake workers at once; the poll picks up anything else.
 */
export function createJobQueue(db: Db, log: Logger, options: JobQueueOptions = {}) {
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const workerId = `w_${process.pid}_${randomAlphanumeric(6)}`;
  const handlers = new Map<string, JobHandler>();
  const running = new Map<string, { jobId: number; controller: AbortController; done: Promise<void> }>();
  const activeByKind = new Map<string, number>();
  let timers: NodeJS.Timeout[] = [];
  let stopped = true;
  let pumping = false;
  let pumpAgain = false;

  async function pump(): Promise<void> {
    if (stopped) return;
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = true;
    try {
      do {
        pumpAgain = false;
        for (const [kind, handler] of handlers) {
          while (!stopped && (activeByKind.get(kind) ?? 0) < handler.concurrency) {
            const job = await jobs.claimJob(db, kind, workerId, Date.now());
            if (!job) break;
            start(job, handler);
          }
        }
      } while (pumpAgain && !stopped);
    } catch (error) {
      log.error({ err: error }, 'job queue: claiming work failed');
    } finally {
      pumping = false;
    }
  }

  function start(job: jobs.JobRow, handler: JobHandler): void {
    const controller = new AbortController();
    activeByKind.set(job.kind, (activeByKind.get(job.kind) ?? 0) + 1);
    const done = (async () => {
      try {
        await handler.run(job.subject_id, controller.signal, job.attempts);
      } catch (error) {
        log.error({ err: error, job: job.id, kind: job.kind, subject: job.subject_id }, 'job failed');
      } finally {
        running.delete(job.subject_id);
        activeByKind.set(job.kind, (activeByKind.get(job.kind) ?? 1) - 1);
        // A job whose queue is stopping stays claimed; the next start recovers it.
        if (!stopped) await jobs.deleteJob(db, job.id).catch((error) => log.error({ err: error }, 'job queue: delete failed'));
        void pump();
      }
    })();
    running.set(job.subject_id, { jobId: job.id, controller, done });
  }

  /** Re-queues abandoned jobs, or gives up on those that have had every try. */
  async function recover(staleBefore: number): Promise<void> {
    for (const job of await jobs.findAbandonedJobs(db, staleBefore)) {
      if (running.has(job.subject_id)) continue;
      const handler = handlers.get(job.kind);
      if (!handler) continue;
      if (job.attempts >= job.max_attempts) {
        log.warn({ job: job.id, kind: job.kind, subject: job.subject_id }, 'job abandoned on its last try; giving up');
        await handler.giveUp(job.subject_id);
        await jobs.deleteJob(db, job.id);
      } else {
        log.warn({ job: job.id, kind: job.kind, subject: job.subject_id }, 'job abandoned by a stopped process; retrying');
        await jobs.requeueJob(db, job.id, Date.now());
      }
    }
  }

  return {
    register(kind: string, handler: JobHandler): void {
      handlers.set(kind, handler);
    },

    /** Adds a job inside the caller's transaction; call `wake()` after it commits. */
    enqueue(trx: Db, kind: string, subjectId: string): Promise<void> {
      const handler = handlers.get(kind);
      if (!handler) throw new Error(`no job handler for ${kind}`);
      return jobs.insertJob(trx, { kind, subjectId, maxAttempts: handler.maxAttempts, runAfter: Date.now() });
    },

    wake(): void {
      void pump();
    },

    /** Aborts the running job for a subject in this process, if any; returns whether one ran. */
    abort(subjectId: string, reason: unknown): boolean {
      const job = running.get(subjectId);
      if (!job) return false;
      job.controller.abort(reason);
      return true;
    },

    /** Drops a subject's job that has not started. */
    async forget(trx: Db, subjectId: string): Promise<void> {
      await jobs.deleteJobsOf(trx, subjectId);
    },

    /**
     * Starts the workers. SQLite serves one process, so every job still marked running
     * at start belongs to a process that died: they are recovered at once.
     */
    async start(): Promise<void> {
      stopped = false;
      await recover(Date.now() + 1);
      timers = [
        setInterval(() => void pump(), pollMs),
        setInterval(() => {
          void jobs.touchJobs(db, [...running.values()].map((r) => r.jobId), Date.now());
          void recover(Date.now() - leaseMs).catch((error) => log.error({ err: error }, 'job queue: recovery failed'));
        }, Math.max(1000, leaseMs / 3)),
      ];
      timers.forEach((t) => t.unref());
      void pump();
    },

    /**
     * Stops claiming work and aborts what runs. Jobs cut short are given back untried,
     * so a graceful restart does not use up a retry; the next start resumes them.
     */
    async stop(): Promise<void> {
      stopped = true;
      timers.forEach(clearInterval);
      const cut = [...running.values()];
      for (const job of cut) job.controller.abort(new QueueStopping());
      await Promise.allSettled(cut.map((r) => r.done));
      for (const job of cut) await jobs.releaseJob(db, job.jobId).catch((error) => log.error({ err: error }, 'job queue: release failed'));
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
