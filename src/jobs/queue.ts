import os from 'node:os';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import * as jobs from '../../db/repositories/jobs.ts';
import { randomAlphanumeric } from '../ids.ts';

/** This process as runs name it (`result.metadata.worker`) and logs show it. */
export const PROCESS_NAME = `${os.hostname()}:${process.pid}`;

/** NOTIFY channels: a job of a kind (the payload) was queued; a subject's job (the payload) was withdrawn. */
const QUEUED_CHANNEL = 'ke_job_queued';
const WITHDRAWN_CHANNEL = 'ke_job_withdrawn';

/** The abort reason a job sees when the server stops rather than when the job is cancelled. */
export class QueueStopping extends Error {
  constructor() {
    super('the server is stopping; the job resumes at the next start');
  }
}

/**
 * The abort reason a job sees when its subject was cancelled or deleted, by this or any
 * other process: whoever withdrew it has recorded the outcome.
 */
export class JobWithdrawn extends Error {
  constructor(message = 'the job was withdrawn') {
    super(message);
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
  /**
   * True when this process is the store's only worker (SQLite): every job still marked
   * running at start was left by a process that died, and is recovered at once. With
   * shared workers only expired claims are.
   */
  soleWorker?: boolean;
  /** Subscribes to the store's commit notifications (PostgreSQL LISTEN), when it has them. */
  listen?: (channels: string[], onNotify: (channel: string, payload: string) => void) => { close(): Promise<void> };
}

/**
 * A durable queue over the `jobs` table. Work is enqueued in the caller's
 * transaction (so a record and its job commit together), claimed with one atomic
 * UPDATE, renewed while it runs, and recovered once its claim expires. A worker
 * changes only jobs it holds. In-process callers wake workers at once; other
 * processes are woken by a NOTIFY sent at commit (PostgreSQL); the poll picks up
 * anything else.
 */
export function createJobQueue(db: Db, log: Logger, options: JobQueueOptions = {}) {
  // With commit notifications the poll is only a safety net.
  const pollMs = options.pollMs ?? (options.listen ? 10_000 : 1000);
  const leaseMs = options.leaseMs ?? 60_000;
  const workerId = `${PROCESS_NAME}:${randomAlphanumeric(6)}`;
  let subscription: { close(): Promise<void> } | undefined;
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
        if (!stopped) await jobs.deleteHeldJob(db, job.id, workerId).catch((error) => log.error({ err: error }, 'job queue: delete failed'));
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
        // Given up before the row goes, so a crash between cannot lose the outcome; ending a
        // subject that has already ended changes nothing, so two recovering processes may both call it.
        log.warn({ job: job.id, kind: job.kind, subject: job.subject_id, claimed_by: job.claimed_by }, 'job abandoned on its last try; giving up');
        await handler.giveUp(job.subject_id);
        await jobs.deleteAbandoned(db, job);
      } else if (await jobs.requeueAbandoned(db, job, Date.now())) {
        log.warn({ job: job.id, kind: job.kind, subject: job.subject_id, claimed_by: job.claimed_by }, 'job abandoned by a stopped process; retrying');
        void pump();
      }
    }
  }

  /** Renews this process's claims; a job whose row is gone was withdrawn elsewhere (the notification may have been missed). */
  async function renew(): Promise<void> {
    const held = [...running.entries()];
    const still = await jobs.touchJobs(db, workerId, held.map(([, r]) => r.jobId), Date.now());
    for (const [, job] of held) if (!still.has(job.jobId)) job.controller.abort(new JobWithdrawn());
  }

  function abortHere(subjectId: string, reason: unknown): boolean {
    const job = running.get(subjectId);
    if (!job) return false;
    job.controller.abort(reason);
    return true;
  }

  return {
    register(kind: string, handler: JobHandler): void {
      handlers.set(kind, handler);
    },

    /** Adds a job inside the caller's transaction (other processes are told when it commits); call `wake()` after it commits. */
    async enqueue(trx: Db, kind: string, subjectId: string): Promise<void> {
      const handler = handlers.get(kind);
      if (!handler) throw new Error(`no job handler for ${kind}`);
      await jobs.insertJob(trx, { kind, subjectId, maxAttempts: handler.maxAttempts, runAfter: Date.now() });
      await jobs.notifyOnCommit(trx, QUEUED_CHANNEL, kind);
    },

    wake(): void {
      void pump();
    },

    /** Aborts the running job for a subject in this process, if any; returns whether one ran. */
    abort: abortHere,

    /**
     * Drops a subject's job inside the caller's transaction; the process running it, if
     * any, is told when it commits and aborts it with JobWithdrawn.
     */
    async forget(trx: Db, subjectId: string): Promise<void> {
      await jobs.deleteJobsOf(trx, subjectId);
      await jobs.notifyOnCommit(trx, WITHDRAWN_CHANNEL, subjectId);
    },

    /** As `forget` in a transaction of its own, then aborts the job here with `reason` if it runs here. */
    async withdraw(subjectId: string, reason: unknown): Promise<void> {
      await db.transaction().execute((trx) => this.forget(trx, subjectId));
      abortHere(subjectId, reason);
    },

    /**
     * Starts the workers. A sole worker (SQLite) recovers every job still marked running
     * at once: its process died. Shared workers recover only expired claims.
     */
    async start(): Promise<void> {
      stopped = false;
      subscription = options.listen?.([QUEUED_CHANNEL, WITHDRAWN_CHANNEL], (channel, payload) => {
        if (channel === QUEUED_CHANNEL && handlers.has(payload)) void pump();
        if (channel === WITHDRAWN_CHANNEL) abortHere(payload, new JobWithdrawn());
      });
      await recover(options.soleWorker ? Date.now() + 1 : Date.now() - leaseMs);
      timers = [
        setInterval(() => void pump(), pollMs),
        setInterval(() => {
          void renew().catch((error) => log.error({ err: error }, 'job queue: renewing claims failed'));
          void recover(Date.now() - leaseMs).catch((error) => log.error({ err: error }, 'job queue: recovery failed'));
        }, Math.max(500, leaseMs / 3)),
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
      await subscription?.close();
      const cut = [...running.values()];
      for (const job of cut) job.controller.abort(new QueueStopping());
      await Promise.allSettled(cut.map((r) => r.done));
      for (const job of cut) await jobs.releaseJob(db, job.jobId, workerId).catch((error) => log.error({ err: error }, 'job queue: release failed'));
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
