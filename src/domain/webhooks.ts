/** Webhooks (DESIGN section 10): where a run's end is announced, and the log of each announcement. */

export const WEBHOOK_EVENT_TYPES = ['tool_run.completed', 'tool_run.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export interface WebhookEndpoint {
  id: string;
  accountId: string;
  url: string;
  description: string;
  /** Unix seconds. */
  createdAt: number;
}

export interface DeliveryAttempt {
  /** Unix seconds. */
  at: number;
  /** The receiver's HTTP status; null when no answer came (refused, timed out, unreachable). */
  statusCode: number | null;
  /** Why the attempt failed; null when it succeeded. */
  error: string | null;
  durationMs: number;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookDelivery {
  /** The message id, sent as `webhook-id` on every attempt. */
  id: string;
  accountId: string;
  toolRunId: string;
  endpointId: string | null;
  url: string;
  eventType: WebhookEventType;
  payload: string;
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  /** Unix milliseconds; null once delivered or given up. */
  nextAttemptAt: number | null;
  /** Unix milliseconds. */
  createdAt: number;
}
