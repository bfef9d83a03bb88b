import { ERROR_STATUSES } from '../../errors.ts';
import { FIELD_TYPES } from '../../domain/tool-runs.ts';
import { WEBHOOK_EVENT_TYPES } from '../../domain/webhooks.ts';

/**
 * The JSON Schemas (2020-12, as OpenAPI 3.1 uses them) of what /api/v1 reads and writes,
 * in the shapes of the presenters beside this folder (present*.ts). The tests validate
 * every REST response of the suite against these, so a presenter that drifts fails.
 */

type Schema = Record<string, unknown>;
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const int = (description?: string): Schema => ({ type: 'integer', ...(description ? { description } : {}) });
const str = (description?: string): Schema => ({ type: 'string', ...(description ? { description } : {}) });
const nullable = (schema: Schema): Schema => ({ oneOf: [schema, { type: 'null' }] });
const object = (properties: Record<string, Schema>, required: string[] = Object.keys(properties), description?: string): Schema => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required,
});
const list = (item: string): Schema =>
  object({ data: { type: 'array', items: ref(item) }, has_more: { type: 'boolean' }, next_cursor: nullable(str('Pass as `cursor` for the next page.')) });
const unixSeconds = int('Unix time in seconds.');
const notes: Schema = { type: 'object', description: 'Any JSON object, at most 16 KiB.' };

const evidence = object(
  {
    data_source_id: str('Canonical `ds_` id.'),
    page: int(),
    start: int('UTF-16 offset into the page text (inclusive).'),
    end: int('UTF-16 offset (exclusive); `text === pageText.slice(start, end)`.'),
    text: str(),
    bbox: { type: 'array', items: { type: 'number' }, minItems: 4, maxItems: 4, description: '[x0, y0, x1, y1] as fractions of the page, origin top left; only for pages with geometry.' },
  },
  ['data_source_id', 'page', 'start', 'end', 'text'],
);

const extractedField = object(
  {
    value: { description: 'Shaped by `type`; null when not found. `multi_select`: an array of the options found.' },
    type: { enum: [...FIELD_TYPES] },
    confidence: { type: 'number', minimum: 0, maximum: 1, description: 'Left out with include_confidence_scores: false.' },
    options: { type: 'array', items: str() },
    evidence: { type: 'array', items: ref('Evidence') },
  },
  ['value', 'type', 'evidence'],
);
const fieldMap: Schema = { type: 'object', additionalProperties: ref('ExtractedField'), description: 'Keyed by field_name.' };

const fieldDefinition = object(
  { field_name: str(), description: str(), type: { enum: [...FIELD_TYPES] }, options: { type: 'array', items: str(), description: 'Required for single_select and multi_select.' } },
  ['field_name', 'description', 'type'],
);
const taggedSource = object({ id: str('`ds_` or `dsc_` id, echoed as sent.'), page_range: str('"3-7" or "4"; absent for every page.') }, ['id']);

const tool = object({
  type: { const: 'extract_fields_from_data_sources' },
  model: str(),
  knowledge_engine_id: str(),
  tagged_data_sources: { type: 'array', items: taggedSource },
  fields: { type: 'array', items: fieldDefinition },
  include_confidence_scores: { type: 'boolean' },
  stream_response: { type: 'boolean' },
  async_response: { type: 'boolean' },
  per_data_source: { type: 'boolean' },
  webhook_url: nullable(str()),
  notes: nullable(notes),
});

const toolRun = object(
  {
    id: str('`trun_` followed by 10 letters or digits.'),
    status: { enum: ['queued', 'processing', 'completed', 'failed'] },
    created_at: unixSeconds,
    knowledge_engine_id: str(),
    tool: ref('Tool'),
    result: nullable(
      object(
        {
          extracted_fields: fieldMap,
          per_data_source: { type: 'object', additionalProperties: object({ extracted_fields: fieldMap }), description: 'With per_data_source: true; keyed by `ds_` id.' },
          metadata: object(
            {
              processing_time: { type: 'number', description: 'Seconds.' },
              sources_analyzed: int(),
              fields_extracted: int(),
              average_confidence: { type: 'number' },
              backend: str(),
              model: str(),
            },
            ['processing_time', 'sources_analyzed', 'fields_extracted', 'backend', 'model'],
          ),
        },
        ['extracted_fields', 'metadata'],
      ),
    ),
    error: str('When failed.'),
    error_code: { enum: ['cancelled', 'timeout', 'backend_unavailable', 'internal'] },
    started_at: nullable(unixSeconds),
    completed_at: nullable(unixSeconds),
  },
  ['id', 'status', 'created_at', 'knowledge_engine_id', 'tool', 'result', 'started_at', 'completed_at'],
);

const dataSource = object(
  {
    id: str('`ds_` followed by 10 letters or digits.'),
    name: str(),
    type: { enum: ['file', 'ticket'] },
    status: { enum: ['processing', 'processed', 'failed'] },
    error: nullable(str('Why reading failed; only when status is failed.')),
    notes,
    knowledge_engine_id: str(),
    file_name: str(),
    format: str('What the bytes were read as: pdf, docx, html, csv, image, ...'),
    size_bytes: int(),
    page_count: int(),
    created_at: unixSeconds,
  },
  ['id', 'name', 'type', 'status', 'notes', 'knowledge_engine_id', 'file_name', 'format', 'size_bytes', 'page_count', 'created_at'],
);

const source = object({ number: int(), data_source_id: str(), page: int(), start: int(), end: int(), text: str(), score: { type: 'number' } });

export const schemas: Record<string, Schema> = {
  Error: object(
    {
      error: str('What went wrong, for people.'),
      code: { enum: Object.keys(ERROR_STATUSES), description: 'For programs; the HTTP status of each code is in `x-error-statuses`.' },
      request_id: str('The X-Request-Id of the request.'),
    },
    undefined,
    'Every error answer. GraphQL errors carry the same code in extensions.code.',
  ),
  KnowledgeEngine: object({
    id: str('`kng_` followed by 10 letters or digits.'),
    name: str(),
    description: str(),
    notes,
    status: { enum: ['ready', 'processing'] },
    data_source_count: int(),
    created_at: unixSeconds,
  }),
  KnowledgeEngineList: list('KnowledgeEngine'),
  KnowledgeEngineCreate: object({ name: { type: 'string', maxLength: 50 }, description: { type: 'string', maxLength: 10000 }, notes }, ['name']),
  KnowledgeEngineUpdate: object({ name: { type: 'string', maxLength: 50 }, description: { type: 'string', maxLength: 10000 }, notes }, []),
  Deletion: object({ id: str(), deleted: { const: true } }),
  DataSource: dataSource,
  DataSourceList: list('DataSource'),
  DataSourceData: object(
    { type: { enum: ['file', 'ticket'] }, knowledge_engine_id: str(), name: { type: 'string', maxLength: 255 }, notes },
    ['type', 'knowledge_engine_id'],
    'The JSON of the multipart `data` part.',
  ),
  BatchItem: object(
    { name: str(), success: { type: 'boolean' }, error: nullable(str()), code: str(), data_source: nullable(ref('DataSource')) },
    ['name', 'success', 'error', 'data_source'],
  ),
  BatchItemList: { type: 'array', items: ref('BatchItem') },
  OpenApiDocument: object({ openapi: { const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' } }, undefined, 'This document.'),
  Content: object({ data_source_id: str(), pages: { type: 'array', items: object({ page: int(), text: str() }) } }),
  Evidence: evidence,
  ExtractedField: extractedField,
  FieldDefinition: fieldDefinition,
  Tool: tool,
  ToolRun: toolRun,
  ToolRunList: list('ToolRun'),
  ToolRunRequest: object(
    {
      tool: object(
        {
          type: { const: 'extract_fields_from_data_sources' },
          model: str('gemini-1.5-pro (also models/… or google/…); omit for the default.'),
          knowledge_engine_id: str(),
          tagged_data_sources: { type: 'array', items: taggedSource, minItems: 1, maxItems: 50 },
          fields: { type: 'array', items: fieldDefinition, minItems: 1, maxItems: 100 },
          include_confidence_scores: { type: 'boolean', default: true },
        },
        ['type', 'knowledge_engine_id', 'tagged_data_sources', 'fields'],
      ),
      stream_response: { type: 'boolean', default: false, description: 'Answer text/event-stream; wins over async_response.' },
      async_response: { type: 'boolean', default: false, description: 'Answer 202 with the queued run at once.' },
      per_data_source: { type: 'boolean', default: false },
      webhook_url: str('Told when the run ends (tool_run.completed or tool_run.failed), signed with GET /webhook-secret.'),
      include_confidence_scores: { type: 'boolean', description: 'Also read here, beside tool.' },
      notes,
    },
    ['tool'],
  ),
  QueryRequest: object({ query: str(), top_k: { type: 'integer', minimum: 1 } }, ['query']),
  WebhookEndpoint: object(
    { id: str('`whe_` followed by 10 letters or digits.'), url: str(), description: str(), secret: str('`whsec_...`; only in the answer to POST.'), created_at: unixSeconds },
    ['id', 'url', 'description', 'created_at'],
  ),
  WebhookEndpointList: list('WebhookEndpoint'),
  WebhookEndpointCreate: object({ url: { type: 'string', maxLength: 2048 }, description: { type: 'string', maxLength: 500 } }, ['url']),
  WebhookSecret: object({ secret: str('`whsec_...`: signs messages to runs\' own webhook_url.') }),
  WebhookDelivery: object({
    id: str('The message id: the `webhook-id` header of every attempt.'),
    event_type: { enum: [...WEBHOOK_EVENT_TYPES] },
    tool_run_id: str(),
    endpoint_id: nullable(str('Null for a run\'s own webhook_url.')),
    url: str(),
    status: { enum: ['pending', 'succeeded', 'failed'] },
    attempt_count: int(),
    attempts: {
      type: 'array',
      items: object({ attempted_at: unixSeconds, status_code: nullable(int()), error: nullable(str()), duration_ms: int() }),
    },
    next_attempt_at: nullable(unixSeconds),
    created_at: unixSeconds,
  }),
  WebhookDeliveryList: list('WebhookDelivery'),
  WebhookMessage: object(
    { type: { enum: [...WEBHOOK_EVENT_TYPES] }, timestamp: { type: 'string', format: 'date-time' }, data: ref('ToolRun') },
    undefined,
    'The body of every webhook; headers webhook-id, webhook-timestamp and webhook-signature as Standard Webhooks says.',
  ),
  // Event payloads of the streams (x-sse-events of each stream's response).
  RunStatusEvent: object({ id: str('The run id.'), status: { enum: ['queued', 'processing', 'completed', 'failed'] } }),
  RunProgressEvent: object({ fields_done: int(), fields_total: int() }),
  RunFieldEvent: { allOf: [ref('ExtractedField'), object({ field_name: str() })] },
  RunFailedEvent: object({ error: str(), code: str('cancelled, timeout, backend_unavailable or internal.') }),
  QuerySourcesEvent: object({ sources: { type: 'array', items: ref('QuerySource') } }),
  QueryDeltaEvent: object({ text: str() }),
  QueryDoneEvent: object({ answer: str(), citations: { type: 'array', items: ref('QuerySource') } }),
  QueryErrorEvent: object({ error: str(), code: str() }),
  QuerySource: source,
};

export const RUN_EVENTS = {
  status: 'RunStatusEvent',
  progress: 'RunProgressEvent',
  field: 'RunFieldEvent',
  completed: 'ToolRun',
  failed: 'RunFailedEvent',
};

export const QUERY_EVENTS = { sources: 'QuerySourcesEvent', delta: 'QueryDeltaEvent', done: 'QueryDoneEvent', error: 'QueryErrorEvent' };
