import { describe, expect, it } from 'vitest';
import { nameInRest, readToolRunBody } from './tool-run-body.ts';

const tool = {
  type: 'extract_fields_from_data_sources',
  knowledge_engine_id: 'kng_AAAAAAAAAA',
  tagged_data_sources: [{ id: 'dsc_BBBBBBBBBB', page_range: '2-4' }, { id: 'ds_CCCCCCCCCC' }],
  fields: [{ field_name: 'kind', description: 'Kind', type: 'single_select', options: ['a', 'b'] }],
};

describe('the REST tool-run body', () => {
  it('reads the snake_case body into the service input, flags in the tool or beside it', () => {
    expect(readToolRunBody({ tool: { ...tool, include_confidence_scores: false }, async_response: true, webhook_url: 'https://example.com/h', notes: { k: 1 } })).toEqual({
      type: 'extract_fields_from_data_sources',
      model: null,
      knowledgeEngineId: 'kng_AAAAAAAAAA',
      taggedDataSources: [{ id: 'dsc_BBBBBBBBBB', pageRange: '2-4' }, { id: 'ds_CCCCCCCCCC', pageRange: null }],
      fields: [{ name: 'kind', description: 'Kind', type: 'single_select', options: ['a', 'b'] }],
      includeConfidenceScores: false,
      streamResponse: false,
      asyncResponse: true,
      perDataSource: false,
      webhookUrl: 'https://example.com/h',
      notes: { k: 1 },
    });
    expect(readToolRunBody({ tool, include_confidence_scores: false }).includeConfidenceScores).toBe(false);
    expect(readToolRunBody({ tool }).includeConfidenceScores).toBe(true);
  });

  it.each<[unknown, string]>([
    [[], 'the request body must be a JSON object'],
    [{}, 'tool is required'],
    [{ tool: { ...tool, type: 3 } }, 'tool.type must be "extract_fields_from_data_sources", got 3'],
    [{ tool: { ...tool, model: 5 } }, 'tool.model must be a string'],
    [{ tool: { ...tool, knowledge_engine_id: 7 } }, 'tool.knowledge_engine_id must look like kng_'],
    [{ tool: { ...tool, tagged_data_sources: {} } }, 'tool.tagged_data_sources must be an array of {id, page_range}'],
    [{ tool: { ...tool, tagged_data_sources: [{ id: 'ds_BBBBBBBBBB', page_range: 3 }] } }, 'tool.tagged_data_sources[0].page_range must look like "3-7" or "4", got 3'],
    [{ tool: { ...tool, fields: [{ description: 'd', type: 'text' }] } }, 'tool.fields[0].field_name is required'],
    [{ tool: { ...tool, fields: [{ field_name: 4, description: 'd', type: 'text' }] } }, 'tool.fields[0].field_name must be a non-empty string'],
    [{ tool: { ...tool, fields: [{ field_name: 'a', description: 'd', type: 'text', options: [1] }] } }, 'tool.fields[0].options[0] must be a non-empty string, got 1'],
    [{ tool, stream_response: 'yes' }, 'stream_response must be true or false, got "yes"'],
    [{ tool, webhook_url: 5 }, 'webhook_url must be a string'],
    [{ tool, notes: [] }, 'notes must be a JSON object'],
  ])('refuses %j in REST words', (body, message) => {
    expect(() => readToolRunBody(body)).toThrow(message);
  });

  it('names places of the input as the REST body writes them', () => {
    expect(nameInRest(['fields', 2, 'name'])).toBe('tool.fields[2].field_name');
    expect(nameInRest(['taggedDataSources', 0, 'pageRange'])).toBe('tool.tagged_data_sources[0].page_range');
    expect(nameInRest(['webhookUrl'])).toBe('webhook_url');
    expect(nameInRest(['knowledgeEngineId'])).toBe('tool.knowledge_engine_id');
    expect(nameInRest(['notes'])).toBe('notes');
  });
});
