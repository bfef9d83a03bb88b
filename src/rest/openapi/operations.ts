import { QUERY_EVENTS, RUN_EVENTS } from './schemas.ts';

/**
 * What each route of the table (routes.ts) reads and answers, keyed `METHOD /path`.
 * The document is built by walking the route table and looking each route up here, so
 * a route without an entry stops the build (and its test).
 */

/** One answer: JSON of a schema, an event stream (event name -> payload schema), a file, a page, or no body. */
export interface Answer {
  description: string;
  json?: string;
  events?: Record<string, string>;
  file?: true;
  html?: true;
  /** An image of a page: PNG drawn from a PDF page, or a PNG/JPEG scan as uploaded. */
  image?: true;
}

export interface Operation {
  summary: string;
  description?: string;
  tag: string;
  /** Public: no key needed. */
  public?: boolean;
  query?: Record<string, string>;
  body?: { json: string } | { multipart: 'single' | 'batch' };
  answers: Record<number, Answer>;
  /** Error codes this operation answers with, besides those every operation can (unauthorized, rate_limited, internal, ...). */
  errors: string[];
}

const LIST_QUERY = { limit: '1–100, default 20', cursor: 'next_cursor of the previous page' };
const READ_ERRORS = ['invalid_id', 'not_found'];
const WRITE_ERRORS = ['invalid_request', 'payload_too_large', 'unsupported_media_type', 'cross_site_request'];
const runStream = { events: RUN_EVENTS, description: 'The run\'s events: status, progress, field, then completed or failed.' };

export const operations: Record<string, Operation> = {
  'POST /knowledge-engines': {
    tag: 'Knowledge engines',
    summary: 'Create a knowledge engine',
    body: { json: 'KnowledgeEngineCreate' },
    answers: { 201: { json: 'KnowledgeEngine', description: 'Created.' } },
    errors: WRITE_ERRORS,
  },
  'GET /knowledge-engines': {
    tag: 'Knowledge engines',
    summary: 'List knowledge engines, newest first',
    query: LIST_QUERY,
    answers: { 200: { json: 'KnowledgeEngineList', description: 'One page.' } },
    errors: ['invalid_request'],
  },
  'GET /knowledge-engines/{id}': {
    tag: 'Knowledge engines',
    summary: 'Read a knowledge engine',
    answers: { 200: { json: 'KnowledgeEngine', description: 'The engine.' } },
    errors: READ_ERRORS,
  },
  'PATCH /knowledge-engines/{id}': {
    tag: 'Knowledge engines',
    summary: 'Change an engine\'s name, description or notes',
    body: { json: 'KnowledgeEngineUpdate' },
    answers: { 200: { json: 'KnowledgeEngine', description: 'The engine as changed.' } },
    errors: [...READ_ERRORS, ...WRITE_ERRORS],
  },
  'DELETE /knowledge-engines/{id}': {
    tag: 'Knowledge engines',
    summary: 'Delete an engine with its data sources and runs',
    description: 'Queued or running runs of it end as failed with code cancelled.',
    answers: { 200: { json: 'Deletion', description: 'Deleted.' } },
    errors: [...READ_ERRORS, 'cross_site_request'],
  },
  'GET /knowledge-engines/{id}/data-sources': {
    tag: 'Data sources',
    summary: 'List an engine\'s data sources, in the order they were added',
    query: LIST_QUERY,
    answers: { 200: { json: 'DataSourceList', description: 'One page.' } },
    errors: [...READ_ERRORS, 'invalid_request'],
  },
  'POST /data-sources': {
    tag: 'Data sources',
    summary: 'Upload a document',
    description: 'multipart/form-data: a `file` part and a `data` part holding DataSourceData as JSON. Comes back `processed`, or `processing` while OCR or a large document is read in the background.',
    body: { multipart: 'single' },
    answers: { 201: { json: 'DataSource', description: 'Stored.' } },
    errors: [...WRITE_ERRORS, 'engine_not_found', 'duplicate_file', 'insufficient_storage', 'request_timeout', 'invalid_id'],
  },
  'POST /data-sources/batch': {
    tag: 'Data sources',
    summary: 'Upload several documents',
    description: 'multipart/form-data: `files[][0]`, `files[][1]`, ... and a `data` part holding an array of DataSourceData, matched by position. Each item succeeds or fails on its own.',
    body: { multipart: 'batch' },
    answers: { 200: { json: 'BatchItemList', description: 'One result per file.' } },
    errors: [...WRITE_ERRORS, 'insufficient_storage', 'request_timeout'],
  },
  'GET /data-sources/{id}': {
    tag: 'Data sources',
    summary: 'Read a data source',
    answers: { 200: { json: 'DataSource', description: 'The data source.' } },
    errors: READ_ERRORS,
  },
  'DELETE /data-sources/{id}': {
    tag: 'Data sources',
    summary: 'Delete a data source and its stored file',
    answers: { 200: { json: 'Deletion', description: 'Deleted.' } },
    errors: [...READ_ERRORS, 'cross_site_request'],
  },
  'GET /data-sources/{id}/file': {
    tag: 'Data sources',
    summary: 'Download the original file',
    description: 'The stored bytes as an attachment with the original name; Content-Type is what the bytes are.',
    answers: { 200: { file: true, description: 'The file.' } },
    errors: READ_ERRORS,
  },
  'GET /data-sources/{id}/pages/{page}/image': {
    tag: 'Data sources',
    summary: 'An image of one page',
    description: 'A PDF page drawn as PNG (longer side at most 1600 px), or a PNG or JPEG scan as uploaded; evidence `bbox` fractions place a span on it. ETag and If-None-Match are honoured. Other formats have no page image (404).',
    answers: { 200: { image: true, description: 'The page image.' }, 304: { description: 'Not modified since the ETag sent.' } },
    errors: [...READ_ERRORS, 'invalid_request', 'rate_limited'],
  },
  'GET /data-sources/{id}/content': {
    tag: 'Data sources',
    summary: 'What was read, page by page',
    description: 'Evidence offsets index into exactly this text.',
    query: { page_range: '"3-7" or "4"; absent for every page' },
    answers: { 200: { json: 'Content', description: 'The pages.' } },
    errors: [...READ_ERRORS, 'invalid_request'],
  },
  'POST /knowledge-engines/{id}/query': {
    tag: 'Query',
    summary: 'Ask an engine a question; the cited answer streams back',
    body: { json: 'QueryRequest' },
    answers: { 200: { events: QUERY_EVENTS, description: 'sources, delta events with the answer text, then done.' } },
    errors: [...READ_ERRORS, ...WRITE_ERRORS, 'engine_not_ready', 'engine_empty'],
  },
  'POST /tool-runs': {
    tag: 'Tool runs',
    summary: 'Start a tool run',
    description: 'Synchronous by default (201 with the completed run); async_response: 202 with the queued run; stream_response: 200 text/event-stream.',
    body: { json: 'ToolRunRequest' },
    answers: {
      200: runStream,
      201: { json: 'ToolRun', description: 'Completed (synchronous).' },
      202: { json: 'ToolRun', description: 'Queued (async_response).' },
    },
    errors: [
      ...WRITE_ERRORS,
      'invalid_id',
      'engine_not_found',
      'engine_not_ready',
      'engine_empty',
      'data_source_not_found',
      'model_not_supported',
      'model_not_enabled',
      'backend_unavailable',
      'timeout',
      'cancelled',
    ],
  },
  'GET /tool-runs': {
    tag: 'Tool runs',
    summary: 'List runs, newest first',
    query: { ...LIST_QUERY, knowledge_engine_id: 'only this engine\'s runs' },
    answers: { 200: { json: 'ToolRunList', description: 'One page.' } },
    errors: ['invalid_request', 'invalid_id', 'not_found'],
  },
  'GET /tool-runs/{id}': {
    tag: 'Tool runs',
    summary: 'Read a run (or, with Accept: text/event-stream, its events)',
    answers: {
      200: { json: 'ToolRun', events: RUN_EVENTS, description: 'The run; with Accept: text/event-stream, its events from now on.' },
      204: { description: 'Last-Event-ID was the final event (`end`): nothing more will come.' },
    },
    errors: READ_ERRORS,
  },
  'GET /tool-runs/{id}/events': {
    tag: 'Tool runs',
    summary: 'A run\'s events from now on',
    description: 'Send Last-Event-ID to get only what came after it. A finished run sends its final event at once.',
    answers: { 200: runStream, 204: { description: 'Last-Event-ID was the final event (`end`).' } },
    errors: READ_ERRORS,
  },
  'POST /tool-runs/{id}/cancel': {
    tag: 'Tool runs',
    summary: 'Cancel a queued or running run',
    answers: { 200: { json: 'ToolRun', description: 'The run (a finished run as it was).' } },
    errors: [...READ_ERRORS, 'cross_site_request'],
  },
  'POST /webhook-endpoints': {
    tag: 'Webhooks',
    summary: 'Add a webhook endpoint',
    description: 'Told of every run of the account that ends. Loopback, private and link-local addresses are refused unless WEBHOOK_ALLOW_PRIVATE=1.',
    body: { json: 'WebhookEndpointCreate' },
    answers: { 201: { json: 'WebhookEndpoint', description: 'Added; `secret` is shown this once.' } },
    errors: WRITE_ERRORS,
  },
  'GET /webhook-endpoints': {
    tag: 'Webhooks',
    summary: 'List webhook endpoints',
    query: LIST_QUERY,
    answers: { 200: { json: 'WebhookEndpointList', description: 'One page.' } },
    errors: ['invalid_request'],
  },
  'GET /webhook-endpoints/{id}': {
    tag: 'Webhooks',
    summary: 'Read a webhook endpoint',
    answers: { 200: { json: 'WebhookEndpoint', description: 'The endpoint (without its secret).' } },
    errors: READ_ERRORS,
  },
  'DELETE /webhook-endpoints/{id}': {
    tag: 'Webhooks',
    summary: 'Delete a webhook endpoint',
    description: 'Its pending deliveries end as failed.',
    answers: { 200: { json: 'Deletion', description: 'Deleted.' } },
    errors: [...READ_ERRORS, 'cross_site_request'],
  },
  'GET /webhook-secret': {
    tag: 'Webhooks',
    summary: 'The secret that signs messages to runs\' own webhook_url',
    answers: { 200: { json: 'WebhookSecret', description: 'The secret.' } },
    errors: [],
  },
  'GET /webhook-deliveries': {
    tag: 'Webhooks',
    summary: 'The delivery log, newest first',
    query: { ...LIST_QUERY, tool_run_id: 'only this run\'s', endpoint_id: 'only this endpoint\'s' },
    answers: { 200: { json: 'WebhookDeliveryList', description: 'One page.' } },
    errors: ['invalid_request', 'invalid_id'],
  },
  'GET /openapi.json': {
    tag: 'Reference',
    summary: 'This document',
    public: true,
    answers: { 200: { json: 'OpenApiDocument', description: 'OpenAPI 3.1.' } },
    errors: [],
  },
  'GET /docs': {
    tag: 'Reference',
    summary: 'This document as a page to read',
    public: true,
    answers: { 200: { html: true, description: 'A page listing every operation and schema of this document.' } },
    errors: [],
  },
};
