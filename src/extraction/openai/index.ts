import { BackendError, type ExtractionBackend } from '../backend.ts';
import { createLlmBackend, postJson } from '../llm/index.ts';

/** Any server that speaks OpenAI's Chat Completions API (OpenAI, vLLM, llama.cpp, Ollama, LM Studio). */
export function createOpenAIBackend(opts: { baseUrl: string; apiKey?: string; model: string; maxAnswerBytes: number }): ExtractionBackend {
  return createLlmBackend('openai', async (prompt, signal) => {
    const body = (await postJson(
      `${opts.baseUrl}/chat/completions`,
      opts.apiKey ? { Authorization: `Bearer ${opts.apiKey}` } : {},
      {
        model: opts.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
      },
      signal,
      opts.maxAnswerBytes,
    )) as { choices?: Array<{ message?: { content?: string } }> } | null;
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new BackendError('the model server answered without a message', true);
    return content;
  });
}
