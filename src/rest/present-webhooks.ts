import type { WebhookDelivery, WebhookEndpoint } from '../domain/webhooks.ts';

/** Webhook endpoints and deliveries in the REST API's snake_case shapes; times in Unix seconds. */

export function presentWebhookEndpoint(endpoint: WebhookEndpoint & { secret?: string }) {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    ...(endpoint.secret ? { secret: endpoint.secret } : {}),
    created_at: endpoint.createdAt,
  };
}

export function presentWebhookDelivery(delivery: WebhookDelivery) {
  return {
    id: delivery.id,
    event_type: delivery.eventType,
    tool_run_id: delivery.toolRunId,
    endpoint_id: delivery.endpointId,
    url: delivery.url,
    status: delivery.status,
    attempt_count: delivery.attempts.length,
    attempts: delivery.attempts.map((a) => ({ attempted_at: a.at, status_code: a.statusCode, error: a.error, duration_ms: a.durationMs })),
    next_attempt_at: delivery.nextAttemptAt === null ? null : Math.ceil(delivery.nextAttemptAt / 1000),
    created_at: Math.floor(delivery.createdAt / 1000),
  };
}
