import { BackendError } from '../backend.ts';
import type { ModelApi, ModelRequest, Usage } from '../llm/caller.ts';
import { FormatRefused, readEventsOrJson } from '../llm/model-answer.ts';
import { brokenOff, postModel } from '../llm/post.ts';
import { answerSchema } from '../llm/schema.ts';

/** How a server is asked for JSON, strictest first; each server keeps the first it accepted. */
const FORMATS = ['json_schema', 'json_object', 'prompt'] as const;
type Format = (typeof FORMATS)[number];

type Chunk = { choices?: Array<{ delta?: { content?: string | null }; message?: { content?: string | null } }>; usage?: { prompt_tokens?: number; completion_tokens?: number } | null };

/**
 * Any server that speaks OpenAI's Chat Completions API (OpenAI, vLLM, llama.cpp's
 * server, Ollama, LM Studio), streamed (`stream: true`, usage in the last chunk by
 * `stream_options.include_usage`). A JSON answer is asked with a strict json_schema;
 * a server that refuses it (400) is asked with json_object, then in words only, and
 * that choice is remembered for the server and model.
 */
export function createOpenAIApi(opts: { baseUrl: string; apiKey?: string; model: string; maxAnswerBytes: number }): ModelApi {
  const formatOf = new Map<string, Format>();
  const serverKey = `${opts.baseUrl} ${opts.model}`;

  async function once(request: ModelRequest, format: Format | null, signal: AbortSignal, onText: (piece: string) => void): Promise<Usage> {
    const responseFormat =
      format === 'json_schema'
        ? { type: 'json_schema', json_schema: { name: 'extracted_fields', strict: true, schema: answerSchema(request.fields!, 'openai') } }
        : format === 'json_object'
          ? { type: 'json_object' }
          : undefined;
    const response = await postModel(
      `${opts.baseUrl}/chat/completions`,
      opts.apiKey ? { Authorization: `Bearer ${opts.apiKey}` } : {},
      {
        model: opts.model,
        temperature: 0,
        max_tokens: request.maxOutputTokens,
        stream: true,
        stream_options: { include_usage: true },
        ...(responseFormat ? { response_format: responseFormat } : {}),
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
      },
      signal,
    );
    const usage: Usage = { inputTokens: 0, outputTokens: 0 };
    const take = (chunk: Chunk) => {
      const choice = chunk.choices?.[0];
      const text = choice?.delta?.content ?? choice?.message?.content;
      if (typeof text === 'string' && text) onText(text);
      if (chunk.usage) {
        usage.inputTokens = chunk.usage.prompt_tokens ?? usage.inputTokens;
        usage.outputTokens = chunk.usage.completion_tokens ?? usage.outputTokens;
      }
    };
    let sawEnd = false;
    const whole = await readEventsOrJson(response, opts.maxAnswerBytes, (data) => {
      if (data.trim() === '[DONE]') return void (sawEnd = true);
      try {
        take(JSON.parse(data) as Chunk);
      } catch {
        throw new BackendError('the model server sent a stream event that is not JSON', true);
      }
    }).catch(brokenOff(signal));
    if (whole !== undefined) {
      // A server that ignored `stream` and answered one completion.
      const message = (whole as Chunk | null)?.choices?.[0]?.message?.content;
      if (typeof message !== 'string') throw new BackendError('the model server answered without a message', true);
      take(whole as Chunk);
    } else if (!sawEnd) throw new BackendError('the model server ended its stream without [DONE]', true);
    return usage;
  }

  return {
    name: 'openai',
    async stream(request, signal, onText) {
      if (!request.fields) return once(request, null, signal, onText);
      for (;;) {
        const format = formatOf.get(serverKey) ?? FORMATS[0];
        try {
          const usage = await once(request, format, signal, onText);
          formatOf.set(serverKey, format);
          return usage;
        } catch (error) {
          if (!(error instanceof FormatRefused) || format === 'prompt') throw error;
          formatOf.set(serverKey, FORMATS[FORMATS.indexOf(format) + 1]);
        }
      }
    },
  };
}
