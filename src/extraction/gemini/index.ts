import { BackendError, type ExtractionBackend } from '../backend.ts';
import { createLlmBackend, postJson } from '../llm/index.ts';

/** Google's Gemini API (generateContent), serving the spec's model id itself. */
export function createGeminiBackend(opts: { baseUrl: string; apiKey?: string; model: string; maxAnswerBytes: number }): ExtractionBackend {
  if (!opts.apiKey) throw new Error('EXTRACTION_BACKEND=gemini needs GEMINI_API_KEY');
  return createLlmBackend('gemini', async (prompt, signal) => {
    const body = (await postJson(
      `${opts.baseUrl}/models/${encodeURIComponent(opts.model)}:generateContent`,
      { 'x-goog-api-key': opts.apiKey! },
      {
        systemInstruction: { parts: [{ text: prompt.system }] },
        contents: [{ role: 'user', parts: [{ text: prompt.user }] }],
        generationConfig: { temperature: 0, responseMimeType: 'application/json' },
      },
      signal,
      opts.maxAnswerBytes,
    )) as { candidates?: Array<{ content?: { parts?: Array<{ text?: string }> } }> } | null;
    const text = body?.candidates?.[0]?.content?.parts?.map((p) => p.text ?? '').join('');
    if (!text) throw new BackendError('the Gemini API answered without content', true);
    return text;
  });
}
