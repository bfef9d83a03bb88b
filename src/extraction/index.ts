import type { Config } from '../config.ts';
import type { ExtractionBackend } from './backend.ts';
import { DEFAULT_MODEL } from '../domain/tool-runs.ts';
import { createGeminiBackend } from './gemini/index.ts';
import { createLocalBackend } from './local/index.ts';
import { createOpenAIBackend } from './openai/index.ts';
import { createThreadedBackend } from './pool/index.ts';

/** The backend `EXTRACTION_BACKEND` names. */
export function createExtractionBackend(config: Config): ExtractionBackend {
  switch (config.extractionBackend) {
    case 'openai':
      return createOpenAIBackend(config.openai);
    case 'gemini':
      return createGeminiBackend({ ...config.gemini, model: DEFAULT_MODEL });
    default:
      return config.extraction.threads > 0 ? createThreadedBackend(config.extraction) : createLocalBackend();
  }
}
