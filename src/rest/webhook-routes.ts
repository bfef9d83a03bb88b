import type { Route } from './router.ts';
import { presentList } from './present.ts';
import { presentWebhookDelivery, presentWebhookEndpoint } from './present-webhooks.ts';

/** The /api/v1 routes of webhooks: the account's endpoints, its signing secret and the delivery log. */
export const webhookRoutes: Route[] = [
  {
    method: 'POST',
    path: '/webhook-endpoints',
    handle: async (call) => ({
      status: 201,
      body: presentWebhookEndpoint(await call.services.webhooks.createEndpoint(call.account, await call.request.json())),
    }),
  },
  {
    method: 'GET',
    path: '/webhook-endpoints',
    handle: async (call) => ({
      status: 200,
      body: presentList(
        await call.services.webhooks.listEndpoints(call.account, { first: call.query.get('limit') ?? undefined, after: call.query.get('cursor') }),
        presentWebhookEndpoint,
      ),
    }),
  },
  {
    method: 'GET',
    path: '/webhook-endpoints/:id',
    handle: async (call) => ({ status: 200, body: presentWebhookEndpoint(await call.services.webhooks.getEndpoint(call.account, call.params.id)) }),
  },
  {
    method: 'DELETE',
    path: '/webhook-endpoints/:id',
    handle: async (call) => ({ status: 200, body: await call.services.webhooks.deleteEndpoint(call.account, call.params.id) }),
  },
  {
    method: 'GET',
    path: '/webhook-secret',
    handle: async (call) => ({ status: 200, body: { secret: await call.services.webhooks.accountSecret(call.account) } }),
  },
  {
    method: 'GET',
    path: '/webhook-deliveries',
    handle: async (call) => ({
      status: 200,
      body: presentList(
        await call.services.webhooks.listDeliveries(
          call.account,
          { toolRunId: call.query.get('tool_run_id'), endpointId: call.query.get('endpoint_id') },
          { first: call.query.get('limit') ?? undefined, after: call.query.get('cursor') },
        ),
        presentWebhookDelivery,
      ),
    }),
  },
];
