import { ERROR_STATUSES, type ErrorCode } from '../../errors.ts';
import type { Route } from '../router.ts';
import { operations, type Answer, type Operation } from './operations.ts';
import { schemas } from './schemas.ts';

/** Errors any operation may answer: the key, the rate limit, and transient faults. */
const EVERY_OPERATION: ErrorCode[] = ['unauthorized', 'rate_limited', 'internal', 'database_unavailable'];

/** `/knowledge-engines/:id` as OpenAPI writes it: `/knowledge-engines/{id}`. */
export const templateOf = (path: string) => path.replace(/:(\w+)/g, '{$1}');
export const operationKey = (route: Pick<Route, 'method' | 'path'>) => `${route.method} ${templateOf(route.path)}`;

/**
 * The OpenAPI 3.1 document of /api/v1, built by walking the route table: every route is
 * in it, and a route this folder does not describe is an error, not a gap.
 */
export function buildOpenApi(routes: ReadonlyArray<Pick<Route, 'method' | 'path'>>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const key = operationKey(route);
    const op = operations[key];
    if (!op) throw new Error(`the route ${key} has no entry in src/rest/openapi/operations.ts`);
    const template = templateOf(route.path);
    (paths[template] ??= {})[route.method.toLowerCase()] = operation(key, template, op);
  }
  const stale = Object.keys(operations).filter((key) => !routes.some((r) => operationKey(r) === key));
  if (stale.length) throw new Error(`operations.ts describes routes the table does not have: ${stale.join(', ')}`);

  return {
    openapi: '3.1.0',
    info: {
      title: 'Knowledge-engine extraction service',
      version: '1',
      description:
        'REST surface of the service (GraphQL is at /graphql). Authentication: HTTP Basic with the API key as user name (or password). ' +
        'Every response carries X-Request-Id; transient 5xx answers carry Retry-After. Streams are text/event-stream: each event has ' +
        '`event:` (its name, listed in x-sse-events with its payload schema), `data:` (JSON) and, for a run\'s events, `id:` ' +
        '(the final event\'s id is `end`); streams start with `retry: 3000`.',
    },
    servers: [{ url: '/api/v1' }],
    security: [{ basic: [] }],
    tags: [...new Set(Object.values(operations).map((o) => o.tag))].map((name) => ({ name })),
    paths,
    webhooks: Object.fromEntries(
      ['tool_run.completed', 'tool_run.failed'].map((type) => [
        type,
        {
          post: {
            summary: `A run ended (${type.split('.')[1]})`,
            description: 'Sent to a run\'s webhook_url and to each of the account\'s endpoints, signed as Standard Webhooks says (headers webhook-id, webhook-timestamp, webhook-signature). Retried with backoff for about a day until a 2xx answer.',
            requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookMessage' } } } },
            responses: { '2XX': { description: 'Received; any other answer (or none within the timeout) is retried.' } },
          },
        },
      ]),
    ),
    components: {
      securitySchemes: { basic: { type: 'http', scheme: 'basic', description: 'The API key (`ke-` + 32 letters or digits) as user name, password empty; or as password.' } },
      schemas,
    },
    'x-error-statuses': ERROR_STATUSES,
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>;

function operation(key: string, template: string, op: Operation) {
  const parameters = [
    ...[...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...Object.entries(op.query ?? {}).map(([name, description]) => ({ name, in: 'query', required: false, description, schema: { type: 'string' } })),
  ];
  const codes = [...new Set([...(op.public ? [] : EVERY_OPERATION), ...op.errors])] as ErrorCode[];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUSES[code], [...(byStatus.get(ERROR_STATUSES[code]) ?? []), code]);
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  return {
    operationId: key.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase()).replace(/^./, (c) => c.toLowerCase()),
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.public ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(op.body ? { requestBody: requestBody(op.body) } : {}),
    responses: {
      ...Object.fromEntries(Object.entries(op.answers).map(([status, answer]) => [status, response(answer)])),
      ...Object.fromEntries(
        [...byStatus].sort(([a], [b]) => a - b).map(([status, list]) => [String(status), { description: list.join(', '), 'x-error-codes': list, content: errorContent }]),
      ),
      default: { description: 'Any other error (such as 408 request_timeout, 507 insufficient_storage).', content: errorContent },
    },
  };
}

function requestBody(body: NonNullable<Operation['body']>) {
  if ('json' in body) return { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${body.json}` } } } };
  const data = {
    type: 'string',
    contentMediaType: 'application/json',
    contentSchema: body.multipart === 'single' ? { $ref: '#/components/schemas/DataSourceData' } : { type: 'array', items: { $ref: '#/components/schemas/DataSourceData' } },
  };
  const file = { type: 'string', contentMediaType: 'application/octet-stream' };
  const properties = body.multipart === 'single' ? { data, file } : { data, 'files[][0]': file, 'files[][1]': file };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties, required: body.multipart === 'single' ? ['data', 'file'] : ['data', 'files[][0]'] },
        encoding: { data: { contentType: 'application/json' } },
      },
    },
  };
}

function response(answer: Answer) {
  const content: Record<string, unknown> = {};
  if (answer.json) content['application/json'] = { schema: { $ref: `#/components/schemas/${answer.json}` } };
  if (answer.events) {
    content['text/event-stream'] = {
      schema: { type: 'string', description: `Server-Sent Events: ${Object.keys(answer.events).join(', ')}; the \`data:\` of each is JSON of the schema x-sse-events names.` },
      'x-sse-events': Object.fromEntries(Object.entries(answer.events).map(([name, schema]) => [name, { $ref: `#/components/schemas/${schema}` }])),
    };
  }
  if (answer.html) content['text/html'] = { schema: { type: 'string' } };
  if (answer.image) for (const type of ['image/png', 'image/jpeg']) content[type] = { schema: { type: 'string', contentMediaType: type } };
  if (answer.file) content['application/octet-stream'] = { schema: { type: 'string', contentMediaType: 'application/octet-stream' } };
  return { description: answer.description, ...(Object.keys(content).length ? { content } : {}) };
}
