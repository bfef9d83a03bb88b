import type { FieldDefinition } from '../../domain/tool-runs.ts';

/** The JSON every LLM backend is asked to answer. */
export interface FieldAnswer {
  value?: unknown;
  evidence?: Array<{ data_source_id?: string; page?: number; quote?: string }>;
}

/** One page as the model sees it. */
export interface PromptPage {
  dataSourceId: string;
  name: string;
  page: number;
  text: string;
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

export const SYSTEM_PROMPT =
  'You extract fields from documents. Answer only JSON of the form ' +
  '{"fields": {"<field_name>": {"value": ..., "evidence": [{"data_source_id": "...", "page": N, "quote": "exact text from that page"}]}}}, ' +
  'with the fields in the order listed. Use null when the pages shown do not state the value. Quotes must be copied exactly from the page.';

export const fieldLine = (f: FieldDefinition) =>
  `- ${f.name} (${f.type}: ${SHAPES[f.type]}${f.options ? `; options: ${JSON.stringify(f.options)}` : ''}): ${f.description}`;

export const pageBlock = (p: PromptPage) => `=== data_source_id ${p.dataSourceId} (${p.name}), page ${p.page} ===\n${p.text}`;

export function buildPrompt(fields: FieldDefinition[], pages: PromptPage[]): { system: string; user: string } {
  return { system: SYSTEM_PROMPT, user: `Fields:\n${fields.map(fieldLine).join('\n')}\n\nDocuments:\n${pages.map(pageBlock).join('\n\n')}` };
}

/**
 * A cautious token count without the model's tokenizer: about 3 characters a
 * token (English runs nearer 4; digits, symbols and other scripts run denser), so
 * a prompt planned to fit does fit. A server that still refuses it as too long
 * has its batch split (see the backend).
 */
export const estimateTokens = (text: string) => Math.ceil(text.length / 3) + 4;

/** Answer tokens to allow for `n` fields: a value and a quote each, with room to spare. */
export const answerTokens = (n: number) => 64 + 160 * n;
