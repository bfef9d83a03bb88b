import type { DeliveryAttempt, WebhookDelivery, WebhookEndpoint } from '../../domain/webhooks.ts';
import { builder } from '../builder.ts';
import { forwardPage, toConnection } from '../connection.ts';
import { DeletionResult } from './scalars.ts';

const WebhookEndpointRef = builder.objectRef<WebhookEndpoint & { secret?: string }>('WebhookEndpoint').implement({
  description: 'A URL told of every run of the account that ends (tool_run.completed, tool_run.failed), signed as Standard Webhooks says.',
  fields: (t) => ({
    id: t.exposeID('id', { description: '`whe_` followed by 10 letters or digits.' }),
    url: t.exposeString('url'),
    description: t.exposeString('description'),
    secret: t.string({
      nullable: true,
      description: 'The signing secret (`whsec_...`): given only in the answer to createWebhookEndpoint.',
      resolve: (endpoint) => endpoint.secret ?? null,
    }),
    createdAt: t.exposeInt('createdAt', { description: 'Unix time in seconds.' }),
  }),
});

const DeliveryStatus = builder.enumType('WebhookDeliveryStatus', {
  description: '`pending` until the receiver answers 2xx (`succeeded`) or the retries are spent (`failed`).',
  values: ['pending', 'succeeded', 'failed'] as const,
});

const DeliveryAttemptRef = builder.objectRef<DeliveryAttempt>('WebhookDeliveryAttempt').implement({
  fields: (t) => ({
    attemptedAt: t.int({ description: 'Unix time in seconds.', resolve: (a) => a.at }),
    statusCode: t.exposeInt('statusCode', { nullable: true, description: 'The receiver\'s HTTP status; null when no answer came.' }),
    error: t.exposeString('error', { nullable: true, description: 'Why it failed; null when it succeeded.' }),
    durationMs: t.exposeInt('durationMs'),
  }),
});

const WebhookDeliveryRef = builder.objectRef<WebhookDelivery>('WebhookDelivery').implement({
  description: 'One message to one URL, with every attempt made to deliver it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The message id, sent as the `webhook-id` header on every attempt.' }),
    eventType: t.exposeString('eventType', { description: 'tool_run.completed or tool_run.failed.' }),
    toolRunId: t.exposeID('toolRunId'),
    endpointId: t.exposeID('endpointId', { nullable: true, description: 'Null for the run\'s own webhookUrl.' }),
    url: t.exposeString('url'),
    status: t.field({ type: DeliveryStatus, resolve: (d) => d.status }),
    attemptCount: t.int({ resolve: (d) => d.attempts.length }),
    attempts: t.field({ type: [DeliveryAttemptRef], resolve: (d) => d.attempts }),
    nextAttemptAt: t.int({ nullable: true, description: 'Unix time in seconds of the next try; null once it succeeded or failed.', resolve: (d) => (d.nextAttemptAt === null ? null : Math.ceil(d.nextAttemptAt / 1000)) }),
    createdAt: t.int({ description: 'Unix time in seconds.', resolve: (d) => Math.floor(d.createdAt / 1000) }),
  }),
});

const CreateWebhookEndpointInput = builder.inputType('CreateWebhookEndpointInput', {
  fields: (t) => ({
    url: t.string({ required: true, description: 'http or https; loopback, private and link-local addresses are refused.' }),
    description: t.string({ description: 'At most 500 characters.' }),
  }),
});

builder.queryFields((t) => ({
  webhookEndpoint: t.field({
    type: WebhookEndpointRef,
    nullable: true,
    description: 'The endpoint with this id, or null when there is none (or it is another account\'s).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.webhooks.findEndpoint(ctx.account, args.id),
  }),
  webhookEndpoints: t.connection(
    {
      type: WebhookEndpointRef,
      description: 'The caller\'s webhook endpoints, in the order they were added.',
      resolve: async (_root, args, ctx) => toConnection(await ctx.services.webhooks.listEndpoints(ctx.account, forwardPage(args))),
    },
    { name: 'WebhookEndpointConnection' },
    { name: 'WebhookEndpointEdge' },
  ),
  webhookSecret: t.string({
    description: 'The secret that signs messages to a run\'s own webhookUrl (`whsec_...`).',
    resolve: (_root, _args, ctx) => ctx.services.webhooks.accountSecret(ctx.account),
  }),
  webhookDeliveries: t.connection(
    {
      type: WebhookDeliveryRef,
      description: 'The delivery log, newest first, optionally of one run or one endpoint.',
      args: { toolRunId: t.arg.id(), endpointId: t.arg.id() },
      resolve: async (_root, args, ctx) =>
        toConnection(await ctx.services.webhooks.listDeliveries(ctx.account, { toolRunId: args.toolRunId, endpointId: args.endpointId }, forwardPage(args))),
    },
    { name: 'WebhookDeliveryConnection' },
    { name: 'WebhookDeliveryEdge' },
  ),
}));

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: WebhookEndpointRef,
    description: 'Adds an endpoint; its secret is in this answer only.',
    args: { input: t.arg({ type: CreateWebhookEndpointInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.webhooks.createEndpoint(ctx.account, args.input),
  }),
  deleteWebhookEndpoint: t.field({
    type: DeletionResult,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.webhooks.deleteEndpoint(ctx.account, args.id),
  }),
}));
