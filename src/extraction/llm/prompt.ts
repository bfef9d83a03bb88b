import type { FieldDefinition } from '../../domain/tool-runs.ts';
import type { SourceDocument } from '../backend.ts';

/** The JSON every LLM backend is asked to answer. */
export interface ModelAnswer {
  fields: Record<string, { value: unknown; confidence?: number; evidence?: Array<{ data_source_id?: string; page?: number; quote?: string }> }>;
}

const SHAPES: Record<FieldDefinition['type'], string> = {
  text: 'a string',
  id_alphanumeric: 'the identifier as a string',
  verbatim: 'an exact passage copied from the document',
  number: 'a number',
  percentage: 'a number in percent units (15.5 means 15.5%)',
  currency: 'the amount as a number, without symbol',
  currency_symbol: 'the ISO 4217 code, such as USD',
  date: 'a date as YYYY-MM-DD',
  single_select: 'exactly one of the options',
  multi_select: 'an array of the options that apply',
  url: 'a URL string',
};

export function buildPrompt(fields: FieldDefinition[], sources: SourceDocument[]): { system: string; user: string } {
  const system =
    'You extract fields from documents. Answer only JSON of the form ' +
    '{"fields": {"<field_name>": {"value": ..., "confidence": 0..1, "evidence": [{"data_source_id": "...", "page": N, "quote": "exact text from that page"}]}}}. ' +
    'Use null when the document does not state the value. Quotes must be copied exactly from the page.';
  const fieldList = fields
    .map((f) => `- ${f.name} (${f.type}: ${SHAPES[f.type]}${f.options ? `; options: ${JSON.stringify(f.options)}` : ''}): ${f.description}`)
    .join('\n');
  const pages = sources
    .flatMap((s) => s.pages.map((p) => `=== data_source_id ${s.dataSourceId} (${s.name}), page ${p.page} ===\n${p.text}`))
    .join('\n\n');
  return { system, user: `Fields:\n${fieldList}\n\nDocuments:\n${pages}` };
}
