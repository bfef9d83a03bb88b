import type { Config } from '../config.ts';
import type { ExtractionBackend } from './backend.ts';
import { DEFAULT_MODEL } from '../domain/tool-runs.ts';
import { createGeminiApi } from './gemini/index.ts';
import { createModelCaller, type ModelApi, type ModelCaller } from './llm/caller.ts';
import { loadConfidenceTable } from './llm/confidence.ts';
import { createModelBackend } from './llm/index.ts';
import { createLocalBackend } from './local/index.ts';
import { createOpenAIApi } from './openai/index.ts';
import { createThreadedBackend } from './pool/index.ts';

/**
 * The backend `EXTRACTION_BACKEND` names, and the model caller it uses (null for
 * local), which query answers share: one concurrency limit for every model call.
 */
export function createExtraction(
  config: Config,
  hooks: { warn?: (message: string) => void; threadStarted?: () => void } = {},
): { backend: ExtractionBackend; caller: ModelCaller | null } {
  const { warn } = hooks;
  const embedded = config.extraction.threads > 0 ? createThreadedBackend({ ...config.extraction, threadStarted: hooks.threadStarted }) : createLocalBackend();
  if (config.extractionBackend === 'local') return { backend: embedded, caller: null };
  const caller = createModelCaller(createModelApi(config), config.llm);
  const backend = createModelBackend({
    caller,
    embedded,
    hybridThreshold: config.extractionBackend === 'hybrid' ? config.llm.hybridThreshold : null,
    contextTokens: config.llm.contextTokens,
    fieldsPerRequest: config.llm.fieldsPerRequest,
    samples: config.llm.samples,
    confidence: loadConfidenceTable(config.llm.confidenceFile),
    warn,
  });
  return { backend, caller };
}

/** The model API of a model backend (`EXTRACTION_BACKEND` openai or gemini, or hybrid's `HYBRID_MODEL`). */
export function createModelApi(config: Config): ModelApi {
  const which = config.extractionBackend === 'hybrid' ? config.llm.hybridModel : config.extractionBackend;
  return which === 'gemini' ? createGeminiApi({ ...config.gemini, model: DEFAULT_MODEL }) : createOpenAIApi(config.openai);
}
