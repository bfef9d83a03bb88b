import type { Config } from '../config.ts';
import type { ExtractionBackend } from './backend.ts';
import { createLocalBackend } from './local/index.ts';
import { createOpenAIBackend } from './openai/index.ts';

/** The backend `EXTRACTION_BACKEND` names. */
export function createExtractionBackend(config: Config): ExtractionBackend {
  switch (config.extractionBackend) {
    case 'openai':
      return createOpenAIBackend(config.openai);
    case 'gemini':
      throw new Error('EXTRACTION_BACKEND=gemini is not built yet; use local or openai');
    default:
      return createLocalBackend();
  }
}
