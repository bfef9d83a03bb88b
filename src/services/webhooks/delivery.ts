import type { Logger } from 'pino';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../../db/database.ts';
import * as repo from '../../../db/repositories/webhooks.ts';
import type { DeliveryAttempt, WebhookDelivery } from '../../domain/webhooks.ts';
import type { JobHandler } from '../../jobs/queue.ts';
import { sendWebhook } from './send.ts';
import type { WebhookSettings } from './service.ts';

/** A job's claim counts as a try; a delivery whose process died this often is given up. */
const CRASH_TRIES = 5;

/**
 * Deliveries waiting for their next attempt wait inside their job (the queue's public
 * interface runs a job at once), so each costs a timer while it waits; this many wait or
 * send at once in a process, the rest wait in the queue.
 */
export const DELIVERY_CONCURRENCY = 100;

/** A wait of `delay`, give or take a fifth, so receivers that failed together are not retried together. */
export function withJitter(delayMs: number, random = Math.random): number {
  return Math.round(delayMs * (0.8 + 0.4 * random()));
}

/**
 * The job that delivers one message: it waits until the attempt is due, signs and sends
 * it, records the attempt, and goes on until the receiver answers 2xx or the retry
 * schedule is spent. Every step is in the delivery's row, so a restart resumes it
 * where it was; a message may be sent again after a crash (at least once), under the
 * same `webhook-id`, which receivers use to drop repeats.
 */
export function createDeliveryJob(deps: { db: Db; settings: WebhookSettings; log: Logger }): JobHandler {
  const { db, settings, log } = deps;

  async function secretFor(delivery: WebhookDelivery): Promise<string | undefined> {
    if (delivery.endpointId) return repo.endpointSecret(db, delivery.endpointId);
    return repo.findAccountSecret(db, delivery.accountId);
  }

  async function attempt(delivery: WebhookDelivery, secret: string, signal: AbortSignal): Promise<DeliveryAttempt> {
    const started = performance.now();
    const at = new Date();
    const signature = new Webhook(secret).sign(delivery.id, at, delivery.payload);
    const headers = { 'webhook-id': delivery.id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature };
    const outcome = await sendWebhook(delivery.url, headers, delivery.payload, settings, signal);
    return { at: Math.floor(at.getTime() / 1000), statusCode: outcome.statusCode, error: outcome.error, durationMs: Math.round(performance.now() - started) };
  }

  return {
    concurrency: DELIVERY_CONCURRENCY,
    maxAttempts: CRASH_TRIES,
    async run(deliveryId, signal) {
      for (;;) {
        const delivery = await repo.loadDelivery(db, deliveryId);
        if (!delivery || delivery.status !== 'pending' || delivery.nextAttemptAt === null) return;
        try {
          await sleepUntil(delivery.nextAttemptAt, signal);
        } catch {
          return; // the queue is stopping: the job is given back and the next start waits out the rest
        }
        const secret = await secretFor(delivery);
        if (!secret) {
          // Its endpoint was deleted while it waited.
          await repo.endDelivery(db, deliveryId, 'failed');
          return;
        }
        const tried = await attempt(delivery, secret, signal);
        if (signal.aborted) return; // cut short by a stop: the next start tries again
        const attempts = [...delivery.attempts, tried];
        const retryIn = settings.retryDelaysMs[attempts.length - 1];
        const next =
          tried.error === null
            ? { status: 'succeeded' as const, nextAttemptAt: null }
            : retryIn === undefined
              ? { status: 'failed' as const, nextAttemptAt: null }
              : { status: 'pending' as const, nextAttemptAt: Date.now() + withJitter(retryIn) };
        await repo.recordAttempt(db, deliveryId, attempts, next);
        if (tried.error !== null) log.info({ delivery: deliveryId, attempt: attempts.length, status: tried.statusCode, err: tried.error, final: next.status === 'failed' }, 'webhook delivery failed');
        if (next.status !== 'pending') return;
      }
    },
    async giveUp(deliveryId) {
      await repo.endDelivery(db, deliveryId, 'failed');
    },
  };
}

function sleepUntil(at: number, signal: AbortSignal): Promise<void> {
  const ms = at - Date.now();
  if (signal.aborted) return Promise.reject(signal.reason);
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
