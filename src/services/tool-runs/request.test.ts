import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { MAX_FIELDS, MAX_TAGGED_SOURCES, validateToolRunInput, type InputPath, type ToolRunInput } from './request.ts';

const dotted = (path: InputPath) => path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').slice(1);

function input(change: Partial<ToolRunInput> = {}): ToolRunInput {
  return {
    type: 'extract_fields_from_data_sources',
    model: null,
    knowledgeEngineId: 'kng_AAAAAAAAAA',
    taggedDataSources: [{ id: 'dsc_BBBBBBBBBB', pageRange: '1-3' }],
    fields: [
      { name: 'total', description: 'Amount due', type: 'currency', options: null },
      { name: 'payment', description: 'How it was paid', type: 'single_select', options: ['Cash', 'Card'] },
    ],
    includeConfidenceScores: true,
    streamResponse: false,
    asyncResponse: true,
    perDataSource: false,
    webhookUrl: null,
    notes: null,
    ...change,
  };
}

function refusal(change: Partial<ToolRunInput>): { code: string; message: string } {
  try {
    validateToolRunInput(input(change), dotted);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { code: (error as AppError).code, message: (error as AppError).message };
  }
  throw new Error('expected the input to be refused');
}

describe('validateToolRunInput', () => {
  it('keeps ids as written beside their canonical form, and options only on selects', () => {
    const valid = validateToolRunInput(input(), dotted);
    expect(valid.taggedDataSources).toEqual([{ id: 'dsc_BBBBBBBBBB', dataSourceId: 'ds_BBBBBBBBBB', pageRange: '1-3' }]);
    expect(valid.fields).toEqual([
      { name: 'total', description: 'Amount due', type: 'currency' },
      { name: 'payment', description: 'How it was paid', type: 'single_select', options: ['Cash', 'Card'] },
    ]);
    expect(valid).toMatchObject({ knowledgeEngineId: 'kng_AAAAAAAAAA', asyncResponse: true, model: null });
  });

  const field = (f: Partial<ToolRunInput['fields'][number]>) => ({ fields: [{ name: 'a', description: 'd', type: 'text', options: null, ...f }] });
  it.each<[string, Partial<ToolRunInput>, string, string]>([
    ['another tool', { type: 'summarize' }, 'invalid_request', 'type must be "extract_fields_from_data_sources", got "summarize"'],
    ['a malformed engine id', { knowledgeEngineId: 'ke_1' }, 'invalid_id', 'knowledgeEngineId must look like kng_'],
    ['no sources', { taggedDataSources: [] }, 'invalid_request', 'taggedDataSources must name at least one data source'],
    ['too many sources', { taggedDataSources: Array.from({ length: MAX_TAGGED_SOURCES + 1 }, () => ({ id: 'ds_BBBBBBBBBB', pageRange: null })) }, 'invalid_request', `holds at most ${MAX_TAGGED_SOURCES} data sources`],
    ['a malformed source id', { taggedDataSources: [{ id: 'doc_1', pageRange: null }] }, 'invalid_id', 'taggedDataSources[0].id must look like ds_'],
    ['a backwards page range', { taggedDataSources: [{ id: 'ds_BBBBBBBBBB', pageRange: '4-2' }] }, 'invalid_request', 'taggedDataSources[0].pageRange must not end before it starts'],
    ['no fields', { fields: [] }, 'invalid_request', 'fields must define at least one field'],
    ['too many fields', { fields: Array.from({ length: MAX_FIELDS + 1 }, (_, i) => ({ name: `f${i}`, description: '', type: 'text', options: null })) }, 'invalid_request', `holds at most ${MAX_FIELDS} fields (got ${MAX_FIELDS + 1})`],
    ['a blank name', field({ name: '  ' }), 'invalid_request', 'fields[0].name must be a non-empty string'],
    ['a long name', field({ name: 'n'.repeat(101) }), 'invalid_request', 'fields[0].name must be at most 100 characters'],
    ['a long description', field({ description: 'd'.repeat(2001) }), 'invalid_request', 'fields[0].description must be at most 2000 characters'],
    ['an unknown type', field({ type: 'money' }), 'invalid_request', 'fields[0].type must be one of: text, id_alphanumeric'],
    ['a select without options', field({ type: 'multi_select' }), 'invalid_request', 'fields[0].options is required for a multi_select field'],
    ['a select with no options', field({ type: 'single_select', options: [] }), 'invalid_request', 'fields[0].options must be a non-empty array of strings'],
    ['a blank option', field({ type: 'single_select', options: ['a', ' '] }), 'invalid_request', 'fields[0].options[1] must be a non-empty string, got " "'],
    ['a repeated option', field({ type: 'single_select', options: ['a', 'a'] }), 'invalid_request', 'fields[0].options lists a choice twice'],
    ['notes over 16 KiB', { notes: { x: 'y'.repeat(17_000) } }, 'invalid_request', 'notes must be at most 16384 bytes of JSON'],
    ['a webhook that is not http', { webhookUrl: 'ftp://example.com/h' }, 'invalid_request', 'webhookUrl must use http or https, not ftp'],
    ['a webhook with credentials', { webhookUrl: 'https://u:p@example.com/h' }, 'invalid_request', 'webhookUrl must not hold credentials'],
    ['a webhook URL over 2048 characters', { webhookUrl: `https://example.com/${'a'.repeat(2048)}` }, 'invalid_request', 'webhookUrl must be at most 2048 characters'],
  ])('refuses %s', (_name, change, code, message) => {
    const answer = refusal(change);
    expect(answer.code).toBe(code);
    expect(answer.message).toContain(message);
  });

  it('refuses a field name used twice, naming the second', () => {
    const twice = { name: 'a', description: 'd', type: 'text', options: null };
    expect(refusal({ fields: [twice, twice] }).message).toBe('fields[1].name "a" is used twice; field names are the keys of the result');
  });
});
