import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import * as repo from '../../../db/repositories/webhooks.ts';
import type { ToolRun } from '../../domain/tool-runs.ts';
import type { Account, Slice } from '../../domain/types.ts';
import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '../../domain/webhooks.ts';
import { AppError, invalidRequest, notFound } from '../../errors.ts';
import { parseToolRunId, randomAlphanumeric } from '../../ids.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { isPlainObject, optionalString, pageSize } from '../input.ts';
import { visibleRun, type VisibleRun } from '../tool-runs/visibility.ts';
import { checkWebhookUrl } from './target.ts';

export const WEBHOOK_JOB = 'webhook_delivery';
export const MAX_ENDPOINTS = 20;
/** The delivery log keeps finished deliveries this long. */
export const LOG_DAYS = 30;
const DESCRIPTION_MAX = 500;
const ENDPOINT_ID = /^whe_[A-Za-z0-9]{10}$/;

export interface WebhookSettings {
  /** WEBHOOK_ALLOW_PRIVATE: deliver to loopback and private addresses too (tests, closed networks). */
  allowPrivate: boolean;
  /** Waits before each retry, in order; after the last one the delivery has failed. */
  retryDelaysMs: number[];
  timeoutMs: number;
  maxResponseBytes: number;
}

/** A new Standard Webhooks secret: `whsec_` and 24 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * Webhook endpoints, the account's signing secret and the delivery log; and, when a run
 * ends, its messages, written in the same transaction as the run's final status so none
 * is lost to a crash between the two.
 */
export function createWebhookService(deps: { db: Db; queue: JobQueue; settings: WebhookSettings; presentRun: (run: VisibleRun) => unknown }) {
  const { db, queue, settings } = deps;

  function parseEndpointId(value: unknown): string {
    if (typeof value !== 'string' || !ENDPOINT_ID.test(value)) {
      throw new AppError('invalid_id', `webhook endpoint id must look like whe_ followed by 10 letters or digits, got ${JSON.stringify(String(value).slice(0, 64))}`);
    }
    return value;
  }

  async function loadEndpoint(account: Account, rawId: unknown): Promise<WebhookEndpoint> {
    const id = parseEndpointId(rawId);
    const endpoint = await repo.findEndpoint(db, account.id, id);
    if (!endpoint) throw notFound('webhook endpoint', id);
    return endpoint;
  }

  return {
    /** Checks a run's `webhook_url` as an endpoint's URL is checked; the canonical URL. */
    checkUrl: (raw: unknown, at: string) => checkWebhookUrl(raw, at, settings.allowPrivate),

    /** A new endpoint and its secret, which is shown this once. */
    async createEndpoint(account: Account, raw: unknown): Promise<WebhookEndpoint & { secret: string }> {
      if (!isPlainObject(raw)) throw invalidRequest('the request body must be a JSON object');
      if (raw.url === undefined || raw.url === null) throw invalidRequest('url is required');
      const url = await checkWebhookUrl(raw.url, 'url', settings.allowPrivate);
      const description = optionalString(raw, 'description', { max: DESCRIPTION_MAX, allowEmpty: true }) ?? '';
      if ((await repo.countEndpoints(db, account.id)) >= MAX_ENDPOINTS) {
        throw invalidRequest(`an account has at most ${MAX_ENDPOINTS} webhook endpoints; delete one first`);
      }
      const now = Date.now();
      const endpoint = { id: `whe_${randomAlphanumeric(10)}`, accountId: account.id, url, description, createdAt: Math.floor(now / 1000) };
      const secret = newSecret();
      await repo.insertEndpoint(db, { ...endpoint, secret, createdAtMs: now });
      return { ...endpoint, secret };
    },

    getEndpoint: loadEndpoint,

    /** The endpoint, or null when there is none (or it is another account's). */
    async findEndpoint(account: Account, rawId: unknown): Promise<WebhookEndpoint | null> {
      return (await repo.findEndpoint(db, account.id, parseEndpointId(rawId))) ?? null;
    },

    async listEndpoints(account: Account, page: { first?: unknown; after?: string | null }): Promise<Slice<WebhookEndpoint>> {
      return repo.listEndpoints(db, account.id, { first: pageSize(page.first), after: page.after });
    },

    /** Deliveries still pending to it end at their next turn, as `failed`. */
    async deleteEndpoint(account: Account, rawId: unknown): Promise<{ id: string; deleted: true }> {
      const id = parseEndpointId(rawId);
      if (!(await repo.deleteEndpoint(db, account.id, id))) throw notFound('webhook endpoint', id);
      return { id, deleted: true };
    },

    /** The secret that signs deliveries to runs' own `webhook_url`, made on first use. */
    async accountSecret(account: Account): Promise<string> {
      const found = await repo.findAccountSecret(db, account.id);
      if (found) return found;
      await repo.insertAccountSecret(db, account.id, newSecret(), Date.now());
      return (await repo.findAccountSecret(db, account.id))!;
    },

    async listDeliveries(
      account: Account,
      filter: { toolRunId?: unknown; endpointId?: unknown },
      page: { first?: unknown; after?: string | null },
    ): Promise<Slice<WebhookDelivery>> {
      const has = (v: unknown) => v !== undefined && v !== null && v !== '';
      return repo.listDeliveries(
        db,
        {
          accountId: account.id,
          toolRunId: has(filter.toolRunId) ? parseToolRunId(filter.toolRunId, 'tool_run_id') : undefined,
          endpointId: has(filter.endpointId) ? parseEndpointId(filter.endpointId) : undefined,
        },
        { first: pageSize(page.first), after: page.after },
      );
    },

    /**
     * A run has ended: one message to its own `webhook_url` and one to each of its
     * account's endpoints, queued in `trx`. The body is fixed now, so every attempt sends
     * the same bytes under the same `webhook-id`.
     */
    async runEnded(trx: Db, run: ToolRun): Promise<void> {
      const eventType: WebhookEventType = run.status === 'completed' ? 'tool_run.completed' : 'tool_run.failed';
      const targets: Array<{ url: string; endpointId: string | null }> = (await repo.allEndpoints(trx, run.accountId)).map((e) => ({ url: e.url, endpointId: e.id }));
      const now = Date.now();
      if (run.request.webhookUrl) {
        targets.unshift({ url: run.request.webhookUrl, endpointId: null });
        // Its signing secret exists before the first attempt, though the caller has not asked for it yet.
        await repo.insertAccountSecret(trx, run.accountId, newSecret(), now);
      }
      if (!targets.length) return;
      // The log would grow for ever: each new message clears its account's old finished ones.
      await repo.pruneDeliveries(trx, run.accountId, now - LOG_DAYS * 86_400_000);
      const payload = JSON.stringify({ type: eventType, timestamp: new Date(now).toISOString(), data: deps.presentRun(visibleRun(run)) });
      for (const target of targets) {
        const id = `msg_${randomAlphanumeric(20)}`;
        await repo.insertDelivery(trx, { id, accountId: run.accountId, toolRunId: run.id, endpointId: target.endpointId, url: target.url, eventType, payload, nextAttemptAt: now, createdAt: now });
        await queue.enqueue(trx, WEBHOOK_JOB, id);
      }
    },

    /** After the transaction of `runEnded` commits. */
    wake: () => queue.wake(),
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
