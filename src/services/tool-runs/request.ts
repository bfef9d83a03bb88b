import { readPageRange } from '../../domain/page-range.ts';
import { FIELD_TYPES, type FieldDefinition, type FieldType, type TaggedDataSource, type ToolRunRequest, TOOL_TYPE } from '../../domain/tool-runs.ts';
import type { JsonObject } from '../../domain/types.ts';
import { invalidRequest } from '../../errors.ts';
import { parseDataSourceId, parseKnowledgeEngineId } from '../../ids.ts';
import { checkNotesSize } from '../input.ts';
import { parseWebhookUrl } from '../webhooks/target.ts';

export const MAX_FIELDS = 100;
export const MAX_TAGGED_SOURCES = 50;
const FIELD_NAME_MAX = 100;
const DESCRIPTION_MAX = 2000;
const OPTIONS_MAX = 200;

/**
 * A tool-run request in the domain's words, as each surface hands it over once it has
 * read its own shape (REST's snake_case body, GraphQL's `CreateToolRunInput`).
 * Values are typed but not yet checked: that is `validateToolRunInput`'s job.
 */
export interface ToolRunInput {
  type: string;
  model: string | null;
  knowledgeEngineId: string;
  taggedDataSources: Array<{ id: string; pageRange: string | null }>;
  fields: Array<{ name: string; description: string; type: string; options: string[] | null }>;
  includeConfidenceScores: boolean;
  streamResponse: boolean;
  asyncResponse: boolean;
  perDataSource: boolean;
  webhookUrl: string | null;
  notes: JsonObject | null;
}

/** A place in a `ToolRunInput`, such as `['fields', 0, 'name']`. */
export type InputPath = ReadonlyArray<string | number>;

/** How a surface writes a place of its input in an error message (`tool.fields[0].field_name`, `input.tool.fields[0].fieldName`). */
export type NameInput = (path: InputPath) => string;

/** A request whose values are valid; the engine, sources and model are checked against the database next. */
export type ValidToolRunRequest = Omit<ToolRunRequest, 'type' | 'model'> & { model: string | null };

/** The first check of DESIGN section 6's order: the request's own values, before anything is looked up. */
export function validateToolRunInput(input: ToolRunInput, name: NameInput): ValidToolRunRequest {
  if (input.type !== TOOL_TYPE) throw notTheToolType(name(['type']), input.type);
  const knowledgeEngineId = parseKnowledgeEngineId(input.knowledgeEngineId, name(['knowledgeEngineId']));
  const taggedDataSources = validateTaggedSources(input.taggedDataSources, name);
  const fields = validateFields(input.fields, name);
  if (input.notes !== null) checkNotesSize(input.notes, name(['notes']));
  const webhookUrl = input.webhookUrl === null ? null : parseWebhookUrl(input.webhookUrl, name(['webhookUrl'])).href;
  return {
    model: input.model,
    knowledgeEngineId,
    taggedDataSources,
    fields,
    includeConfidenceScores: input.includeConfidenceScores,
    streamResponse: input.streamResponse,
    asyncResponse: input.asyncResponse,
    perDataSource: input.perDataSource,
    webhookUrl,
    notes: input.notes,
  };
}

function validateTaggedSources(sources: ToolRunInput['taggedDataSources'], name: NameInput): TaggedDataSource[] {
  const at = name(['taggedDataSources']);
  if (sources.length === 0) throw invalidRequest(`${at} must name at least one data source`);
  if (sources.length > MAX_TAGGED_SOURCES) throw invalidRequest(`${at} holds at most ${MAX_TAGGED_SOURCES} data sources (got ${sources.length})`);
  return sources.map((source, i) => {
    const dataSourceId = parseDataSourceId(source.id, name(['taggedDataSources', i, 'id']));
    readPageRange(source.pageRange, name(['taggedDataSources', i, 'pageRange']));
    return { id: source.id, dataSourceId, pageRange: source.pageRange };
  });
}

function validateFields(fields: ToolRunInput['fields'], name: NameInput): FieldDefinition[] {
  const at = name(['fields']);
  if (fields.length === 0) throw invalidRequest(`${at} must define at least one field`);
  if (fields.length > MAX_FIELDS) throw invalidRequest(`${at} holds at most ${MAX_FIELDS} fields (got ${fields.length})`);
  const names = new Set<string>();
  return fields.map((field, i) => {
    const fieldName = name(['fields', i, 'name']);
    if (!field.name.trim()) throw notANonEmptyString(fieldName);
    if (field.name.length > FIELD_NAME_MAX) throw invalidRequest(`${fieldName} must be at most ${FIELD_NAME_MAX} characters`);
    if (names.has(field.name)) throw invalidRequest(`${fieldName} ${JSON.stringify(field.name)} is used twice; field names are the keys of the result`);
    names.add(field.name);
    if (field.description.length > DESCRIPTION_MAX) {
      throw invalidRequest(`${name(['fields', i, 'description'])} must be at most ${DESCRIPTION_MAX} characters`);
    }
    if (!isFieldType(field.type)) throw notAFieldType(name(['fields', i, 'type']), field.type);
    const definition: FieldDefinition = { name: field.name, description: field.description, type: field.type };
    if (field.type === 'single_select' || field.type === 'multi_select') {
      definition.options = validateOptions(field.options, (...rest) => name(['fields', i, 'options', ...rest]), field.type);
    }
    return definition;
  });
}

function validateOptions(options: string[] | null, name: (...rest: number[]) => string, type: FieldType): string[] {
  if (options === null) throw invalidRequest(`${name()} is required for a ${type} field`);
  if (options.length === 0) throw notAListOfChoices(name());
  if (options.length > OPTIONS_MAX) throw invalidRequest(`${name()} holds at most ${OPTIONS_MAX} choices`);
  const blank = options.findIndex((o) => !o.trim());
  if (blank >= 0) throw notAChoice(name(blank), options[blank]);
  if (new Set(options).size !== options.length) throw invalidRequest(`${name()} lists a choice twice`);
  return options;
}

const isFieldType = (type: string): type is FieldType => (FIELD_TYPES as readonly string[]).includes(type);

// The messages below are shared with the surfaces: a value of the wrong JSON type and an
// empty or unknown one are the same mistake to a caller, and read the same.
export const notTheToolType = (at: string, got: unknown) => invalidRequest(`${at} must be "${TOOL_TYPE}", got ${JSON.stringify(got)}`);
export const notANonEmptyString = (at: string) => invalidRequest(`${at} must be a non-empty string`);
export const notAFieldType = (at: string, got: unknown) => invalidRequest(`${at} must be one of: ${FIELD_TYPES.join(', ')}; got ${JSON.stringify(got)}`);
export const notAListOfChoices = (at: string) => invalidRequest(`${at} must be a non-empty array of strings`);
export const notAChoice = (at: string, got: unknown) => invalidRequest(`${at} must be a non-empty string, got ${JSON.stringify(got)}`);
