import { malformedPageRange } from '../domain/page-range.ts';
import type { JsonObject } from '../domain/types.ts';
import { invalidRequest } from '../errors.ts';
import { parseDataSourceId, parseKnowledgeEngineId } from '../ids.ts';
import { isPlainObject, requireObject } from '../services/input.ts';
import {
  notAChoice,
  notAFieldType,
  notAListOfChoices,
  notANonEmptyString,
  notTheToolType,
  type InputPath,
  type ToolRunInput,
} from '../services/tool-runs/request.ts';

/**
 * Reads the JSON body of `POST /tool-runs` (spec 2.3) into the service's input: only
 * its shape (which keys, which JSON types); the values are the service's to check.
 */
export function readToolRunBody(raw: unknown): ToolRunInput {
  const body = requireObject(raw, 'the request body');
  if (body.tool === undefined || body.tool === null) throw invalidRequest('tool is required');
  const tool = requireObject(body.tool, 'tool');
  return {
    type: text(present(tool.type, 'tool.type'), (v) => notTheToolType('tool.type', v)),
    model: optionalString(tool.model, 'tool.model'),
    knowledgeEngineId: text(present(tool.knowledge_engine_id, 'tool.knowledge_engine_id'), (v) => parseKnowledgeEngineId(v, 'tool.knowledge_engine_id')),
    taggedDataSources: readTaggedSources(tool.tagged_data_sources),
    fields: readFields(tool.fields),
    // Accepted in the tool (as the spec places it) or beside it.
    includeConfidenceScores: flag(tool, 'include_confidence_scores', 'tool.') ?? flag(body, 'include_confidence_scores') ?? true,
    streamResponse: flag(body, 'stream_response') ?? false,
    asyncResponse: flag(body, 'async_response') ?? false,
    perDataSource: flag(body, 'per_data_source') ?? false,
    webhookUrl: optionalString(body.webhook_url, 'webhook_url'),
    notes: body.notes === undefined || body.notes === null ? null : requireObject(body.notes, 'notes'),
  };
}

/** Places in the input as a REST caller wrote them: `tool.fields[0].field_name`. */
const REST_NAMES: Record<string, string> = {
  knowledgeEngineId: 'knowledge_engine_id',
  taggedDataSources: 'tagged_data_sources',
  pageRange: 'page_range',
  webhookUrl: 'webhook_url',
  name: 'field_name',
};
export function nameInRest(path: InputPath): string {
  const [head] = path;
  const prefix = head === 'notes' || head === 'webhookUrl' ? '' : 'tool.';
  return prefix + path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${REST_NAMES[p] ?? p}`)).join('');
}

function present(value: unknown, at: string): unknown {
  if (value === undefined || value === null) throw invalidRequest(`${at} is required`);
  return value;
}

/** A string, or the error `refuse` gives: the message the service gives any wrong value of that place. */
function text(value: unknown, refuse: (value: unknown) => unknown): string {
  if (typeof value === 'string') return value;
  throw refuse(value);
}

function optionalString(value: unknown, at: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalidRequest(`${at} must be a string`);
  return value;
}

function flag(body: JsonObject, name: string, prefix = ''): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalidRequest(`${prefix}${name} must be true or false, got ${JSON.stringify(value)}`);
  return value;
}

function readTaggedSources(value: unknown): ToolRunInput['taggedDataSources'] {
  if (value === undefined || value === null) throw invalidRequest('tool.tagged_data_sources is required');
  if (!Array.isArray(value)) throw invalidRequest('tool.tagged_data_sources must be an array of {id, page_range}');
  return value.map((item, i) => {
    const at = `tool.tagged_data_sources[${i}]`;
    if (!isPlainObject(item)) throw invalidRequest(`${at} must be an object with id and page_range`);
    const id = text(present(item.id, `${at}.id`), (v) => parseDataSourceId(v, `${at}.id`));
    const range = item.page_range;
    if (range !== undefined && range !== null && typeof range !== 'string') throw malformedPageRange(`${at}.page_range`, range);
    return { id, pageRange: (range as string | undefined) ?? null };
  });
}

function readFields(value: unknown): ToolRunInput['fields'] {
  if (value === undefined || value === null) throw invalidRequest('tool.fields is required');
  if (!Array.isArray(value)) throw invalidRequest('tool.fields must be an array of field definitions');
  return value.map((item, i) => {
    const at = `tool.fields[${i}]`;
    if (!isPlainObject(item)) throw invalidRequest(`${at} must be an object with field_name, description and type`);
    const name = text(present(item.field_name, `${at}.field_name`), () => notANonEmptyString(`${at}.field_name`));
    const description = text(present(item.description, `${at}.description`), () => invalidRequest(`${at}.description must be a string`));
    const type = text(present(item.type, `${at}.type`), (v) => notAFieldType(`${at}.type`, v));
    return { name, description, type, options: readOptions(item.options, `${at}.options`) };
  });
}

function readOptions(value: unknown, at: string): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) throw notAListOfChoices(at);
  const bad = value.findIndex((o) => typeof o !== 'string');
  if (bad >= 0) throw notAChoice(`${at}[${bad}]`, value[bad]);
  return value as string[];
}
