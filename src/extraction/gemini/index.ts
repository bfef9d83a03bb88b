import { BackendError } from '../backend.ts';
import type { ModelApi, ModelRequest, Usage } from '../llm/caller.ts';
import { FormatRefused, readEventsOrJson } from '../llm/model-answer.ts';
import { brokenOff, postModel } from '../llm/post.ts';
import { answerSchema } from '../llm/schema.ts';

type Chunk = {
  candidates?: Array<{ content?: { parts?: Array<{ text?: string; thought?: boolean }> }; finishReason?: string }>;
  usageMetadata?: { promptTokenCount?: number; candidatesTokenCount?: number };
};

/** How Gemini is asked for JSON, strictest first; the first accepted is kept. */
const FORMATS = ['schema', 'json', 'prompt'] as const;
type Format = (typeof FORMATS)[number];

/**
 * Google's Gemini API, streamed (`streamGenerateContent?alt=sse`: each event one
 * GenerateContentResponse, usage counts in `usageMetadata`). JSON answers are asked
 * with `responseMimeType: application/json` and a `responseSchema`; if the API
 * refuses the schema, with the MIME type only, then in words only (remembered).
 */
export function createGeminiApi(opts: { baseUrl: string; apiKey?: string; model: string; maxAnswerBytes: number }): ModelApi {
  if (!opts.apiKey) throw new Error('the gemini backend needs GEMINI_API_KEY');
  let known: Format | undefined;

  async function once(request: ModelRequest, format: Format | null, signal: AbortSignal, onText: (piece: string) => void): Promise<Usage> {
    const response = await postModel(
      `${opts.baseUrl}/models/${encodeURIComponent(opts.model)}:streamGenerateContent?alt=sse`,
      { 'x-goog-api-key': opts.apiKey! },
      {
        systemInstruction: { parts: [{ text: request.system }] },
        contents: [{ role: 'user', parts: [{ text: request.user }] }],
        generationConfig: {
          temperature: 0,
          maxOutputTokens: request.maxOutputTokens,
          ...(format === 'schema' || format === 'json' ? { responseMimeType: 'application/json' } : {}),
          ...(format === 'schema' ? { responseSchema: answerSchema(request.fields!, 'gemini') } : {}),
        },
      },
      signal,
    );
    const usage: Usage = { inputTokens: 0, outputTokens: 0 };
    let sawText = false;
    const take = (chunk: Chunk) => {
      for (const part of chunk.candidates?.[0]?.content?.parts ?? []) {
        if (typeof part.text === 'string' && part.text && !part.thought) {
          sawText = true;
          onText(part.text);
        }
      }
      // Each event carries the running counts; the last is the total.
      usage.inputTokens = chunk.usageMetadata?.promptTokenCount ?? usage.inputTokens;
      usage.outputTokens = chunk.usageMetadata?.candidatesTokenCount ?? usage.outputTokens;
    };
    const whole = await readEventsOrJson(response, opts.maxAnswerBytes, (data) => {
      try {
        take(JSON.parse(data) as Chunk);
      } catch {
        throw new BackendError('the Gemini API sent a stream event that is not JSON', true);
      }
    }).catch(brokenOff(signal));
    for (const chunk of Array.isArray(whole) ? whole : whole ? [whole] : []) take(chunk as Chunk);
    if (!sawText) throw new BackendError('the Gemini API answered without content', true);
    return usage;
  }

  return {
    name: 'gemini',
    async stream(request, signal, onText) {
      if (!request.fields) return once(request, null, signal, onText);
      for (;;) {
        const format = known ?? FORMATS[0];
        try {
          const usage = await once(request, format, signal, onText);
          known = format;
          return usage;
        } catch (error) {
          if (!(error instanceof FormatRefused) || format === 'prompt') throw error;
          known = FORMATS[FORMATS.indexOf(format) + 1];
        }
      }
    },
  };
}
