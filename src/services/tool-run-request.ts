import { FIELD_TYPES, TOOL_TYPE, type FieldDefinition, type FieldType, type TaggedDataSource, type ToolRunRequest } from '../domain/tool-runs.ts';
import type { JsonObject } from '../domain/types.ts';
import { invalidRequest } from '../errors.ts';
import { parseDataSourceId, parseKnowledgeEngineId } from '../ids.ts';
import { isPlainObject, optionalNotes, requireObject } from './input.ts';

export const MAX_FIELDS = 100;
export const MAX_TAGGED_SOURCES = 50;
const FIELD_NAME_MAX = 100;
const DESCRIPTION_MAX = 2000;
const OPTIONS_MAX = 200;

/** A request whose shape is valid; the engine, sources and model are checked against the database next. */
export type ParsedToolRunRequest = Omit<ToolRunRequest, 'type' | 'model'> & { model: string | null };

/** The first check of DESIGN section 6's order: body shape and field definitions. */
export function parseToolRunRequest(raw: unknown): ParsedToolRunRequest {
  const body = requireObject(raw, 'the request body');
  if (body.tool === undefined || body.tool === null) throw invalidRequest('tool is required');
  const tool = requireObject(body.tool, 'tool');

  if (tool.type === undefined || tool.type === null) throw invalidRequest('tool.type is required');
  if (tool.type !== TOOL_TYPE) throw invalidRequest(`tool.type must be "${TOOL_TYPE}", got ${JSON.stringify(tool.type)}`);
  if (tool.model !== undefined && tool.model !== null && typeof tool.model !== 'string') throw invalidRequest('tool.model must be a string');
  if (tool.knowledge_engine_id === undefined || tool.knowledge_engine_id === null) throw invalidRequest('tool.knowledge_engine_id is required');
  const knowledgeEngineId = parseKnowledgeEngineId(tool.knowledge_engine_id, 'tool.knowledge_engine_id');

  return {
    model: (tool.model as string | undefined) ?? null,
    knowledgeEngineId,
    taggedDataSources: parseTaggedSources(tool.tagged_data_sources),
    fields: parseFields(tool.fields),
    // Accepted in the tool (as the spec places it) or beside it.
    includeConfidenceScores: flag(tool, 'include_confidence_scores', 'tool.') ?? flag(body, 'include_confidence_scores') ?? true,
    streamResponse: flag(body, 'stream_response') ?? false,
    asyncResponse: flag(body, 'async_response') ?? false,
    notes: body.notes === undefined || body.notes === null ? null : optionalNotes(body),
  };
}

function flag(body: JsonObject, name: string, prefix = ''): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalidRequest(`${prefix}${name} must be true or false, got ${JSON.stringify(value)}`);
  return value;
}

function parseTaggedSources(value: unknown): TaggedDataSource[] {
  if (value === undefined || value === null) throw invalidRequest('tool.tagged_data_sources is required');
  if (!Array.isArray(value)) throw invalidRequest('tool.tagged_data_sources must be an array of {id, page_range}');
  if (value.length === 0) throw invalidRequest('tool.tagged_data_sources must name at least one data source');
  if (value.length > MAX_TAGGED_SOURCES) throw invalidRequest(`tool.tagged_data_sources holds at most ${MAX_TAGGED_SOURCES} data sources (got ${value.length})`);
  return value.map((item, i) => {
    const at = `tool.tagged_data_sources[${i}]`;
    if (!isPlainObject(item)) throw invalidRequest(`${at} must be an object with id and page_range`);
    if (item.id === undefined || item.id === null) throw invalidRequest(`${at}.id is required`);
    const dataSourceId = parseDataSourceId(item.id, `${at}.id`);
    const range = item.page_range;
    if (range !== undefined && range !== null && (typeof range !== 'string' || !/^\s*\d{1,9}\s*(?:-\s*\d{1,9}\s*)?$/.test(range))) {
      throw invalidRequest(`${at}.page_range must look like "3-7" or "4", got ${JSON.stringify(range)}`);
    }
    return { id: item.id as string, dataSourceId, pageRange: (range as string | undefined) ?? null };
  });
}

function parseFields(value: unknown): FieldDefinition[] {
  if (value === undefined || value === null) throw invalidRequest('tool.fields is required');
  if (!Array.isArray(value)) throw invalidRequest('tool.fields must be an array of field definitions');
  if (value.length === 0) throw invalidRequest('tool.fields must define at least one field');
  if (value.length > MAX_FIELDS) throw invalidRequest(`tool.fields holds at most ${MAX_FIELDS} fields (got ${value.length})`);
  const names = new Set<string>();
  return value.map((item, i) => {
    const at = `tool.fields[${i}]`;
    if (!isPlainObject(item)) throw invalidRequest(`${at} must be an object with field_name, description and type`);
    const name = item.field_name;
    if (name === undefined || name === null) throw invalidRequest(`${at}.field_name is required`);
    if (typeof name !== 'string' || !name.trim()) throw invalidRequest(`${at}.field_name must be a non-empty string`);
    if (name.length > FIELD_NAME_MAX) throw invalidRequest(`${at}.field_name must be at most ${FIELD_NAME_MAX} characters`);
    if (names.has(name)) throw invalidRequest(`${at}.field_name ${JSON.stringify(name)} is used twice; field names are the keys of the result`);
    names.add(name);
    const description = item.description;
    if (description === undefined || description === null) throw invalidRequest(`${at}.description is required`);
    if (typeof description !== 'string') throw invalidRequest(`${at}.description must be a string`);
    if (description.length > DESCRIPTION_MAX) throw invalidRequest(`${at}.description must be at most ${DESCRIPTION_MAX} characters`);
    const type = item.type;
    if (type === undefined || type === null) throw invalidRequest(`${at}.type is required`);
    if (typeof type !== 'string' || !(FIELD_TYPES as readonly string[]).includes(type)) {
      throw invalidRequest(`${at}.type must be one of: ${FIELD_TYPES.join(', ')}; got ${JSON.stringify(type)}`);
    }
    const field: FieldDefinition = { name, description, type: type as FieldType };
    if (type === 'single_select' || type === 'multi_select') field.options = parseOptions(item.options, at, type);
    return field;
  });
}

function parseOptions(value: unknown, at: string, type: string): string[] {
  if (value === undefined || value === null) throw invalidRequest(`${at}.options is required for a ${type} field`);
  if (!Array.isArray(value) || value.length === 0) throw invalidRequest(`${at}.options must be a non-empty array of strings`);
  if (value.length > OPTIONS_MAX) throw invalidRequest(`${at}.options holds at most ${OPTIONS_MAX} choices`);
  const bad = value.findIndex((o) => typeof o !== 'string' || !o.trim());
  if (bad >= 0) throw invalidRequest(`${at}.options[${bad}] must be a non-empty string, got ${JSON.stringify(value[bad])}`);
  if (new Set(value).size !== value.length) throw invalidRequest(`${at}.options lists a choice twice`);
  return value as string[];
}
