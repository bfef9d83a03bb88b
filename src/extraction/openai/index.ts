import type { Evidence, ExtractedField, FieldDefinition } from '../../domain/tool-runs.ts';
import { BackendError, type ExtractionBackend, type ExtractionInput } from '../backend.ts';
import { buildPrompt, type ModelAnswer } from '../prompt.ts';
import { locate, normalizeValue } from '../normalize.ts';

/**
 * Any server that speaks OpenAI's Chat Completions API (OpenAI itself, vLLM,
 * llama.cpp, Ollama, LM Studio). The model answers JSON; values are normalised to
 * their type and quotes are located in the pages to give evidence offsets.
 */
export function createOpenAIBackend(opts: { baseUrl: string; apiKey?: string; model: string }): ExtractionBackend {
  return {
    name: 'openai',
    async extract(input: ExtractionInput): Promise<ExtractedField[]> {
      const prompt = buildPrompt(input.fields, input.sources);
      let response: Response;
      try {
        response = await fetch(`${opts.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(opts.apiKey ? { Authorization: `Bearer ${opts.apiKey}` } : {}) },
          body: JSON.stringify({
            model: opts.model,
            temperature: 0,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: prompt.system },
              { role: 'user', content: prompt.user },
            ],
          }),
          signal: input.signal,
        });
      } catch (error) {
        if (input.signal.aborted) throw input.signal.reason;
        throw new BackendError(`cannot reach ${opts.baseUrl}: ${(error as Error).message}`, true);
      }
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new BackendError(`HTTP ${response.status} from the model server${detail ? `: ${detail}` : ''}`, response.status === 429 || response.status >= 500);
      }
      const body = (await response.json().catch(() => null)) as { choices?: Array<{ message?: { content?: string } }> } | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new BackendError('the model server answered without a message', true);
      let answer: ModelAnswer;
      try {
        answer = JSON.parse(content) as ModelAnswer;
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
