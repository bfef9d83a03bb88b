import type { Evidence, ExtractedField, FieldDefinition } from '../../domain/tool-runs.ts';
import { BackendError, type ExtractionBackend, type ExtractionInput } from '../backend.ts';
import { locate, normalizeValue } from './normalize.ts';
import { buildPrompt, type ModelAnswer } from './prompt.ts';
import { readCappedAnswer, upstreamFailure } from './model-answer.ts';

/** Sends one prompt to a model and returns the text it wrote; throws BackendError on failure. */
export type Complete = (prompt: { system: string; user: string }, signal: AbortSignal) => Promise<string>;

/**
 * What every LLM backend shares: one prompt with the fields and the pages, a JSON
 * answer, values normalised to their type, and quotes located in the pages to give
 * evidence offsets. Only `complete` differs between model APIs.
 */
export function createLlmBackend(name: string, complete: Complete): ExtractionBackend {
  return {
    name,
    async extract(input: ExtractionInput): Promise<ExtractedField[]> {
      const content = await complete(buildPrompt(input.fields, input.sources), input.signal);
      let answer: ModelAnswer;
      try {
        answer = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```\s*$/g, '')) as ModelAnswer;
      } catch {
        throw new BackendError('the model did not answer JSON', true);
      }
      return input.fields.map((field) => {
        const extracted = toField(field, answer?.fields?.[field.name], input);
        input.onField(extracted);
        return extracted;
      });
    },
  };
}

/** POSTs JSON to a model API, turning network trouble and 429/5xx into transient BackendErrors. */
export async function postJson(url: string, headers: Record<string, string>, body: unknown, signal: AbortSignal, maxAnswerBytes: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body), signal });
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw new BackendError(`cannot reach the model server: ${(error as Error).message}`, true);
  }
  if (!response.ok) throw await upstreamFailure(response);
  const text = await readCappedAnswer(response, maxAnswerBytes).catch((error: unknown) => {
    if (signal.aborted) throw signal.reason;
    throw error instanceof BackendError ? error : new BackendError(`the model server's answer broke off: ${(error as Error).message}`, true);
  });
  try {
    return JSON.parse(text);
  } catch {
    throw new BackendError('the model server answered something other than JSON', true);
  }
}

function toField(field: FieldDefinition, answer: ModelAnswer['fields'][string] | undefined, input: ExtractionInput): ExtractedField {
  const value = normalizeValue(field, answer?.value);
  const evidence: Evidence[] = [];
  for (const cite of answer?.evidence ?? []) {
    const source = input.sources.find((s) => s.dataSourceId === cite.data_source_id) ?? input.sources[0];
    const page = source?.pages.find((p) => p.page === cite.page) ?? source?.pages[0];
    const at = page && typeof cite.quote === 'string' ? locate(page.text, cite.quote) : null;
    if (source && page && at) evidence.push({ dataSourceId: source.dataSourceId, page: page.page, ...at, text: page.text.slice(at.start, at.end) });
  }
  const stated = typeof answer?.confidence === 'number' ? Math.min(1, Math.max(0, answer.confidence)) : 0.5;
  // A value the model cannot point to in the pages is worth less than it claims.
  const confidence = value === null ? Math.min(stated, 0.2) : evidence.length ? stated : stated * 0.6;
  return { name: field.name, type: field.type, value, confidence: Math.round(confidence * 1000) / 1000, ...(field.options ? { options: field.options } : {}), evidence };
}
