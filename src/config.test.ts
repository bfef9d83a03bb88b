import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('keeps the database in the data directory unless DATABASE_PATH says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/ke' }).databasePath).toBe(path.resolve('/srv/ke/knowledge-engine.sqlite'));
    expect(loadConfig({ DATA_DIR: '/srv/ke', DATABASE_PATH: '/fast/ke.sqlite' }).databasePath).toBe(path.resolve('/fast/ke.sqlite'));
  });

  it('sizes the token budget for the model configured: small for a local server', () => {
    expect(loadConfig({ EXTRACTION_BACKEND: 'openai', OPENAI_BASE_URL: 'http://localhost:11434/v1' }).llm.contextTokens).toBe(8192);
    expect(loadConfig({ EXTRACTION_BACKEND: 'openai' }).llm.contextTokens).toBe(128_000);
    expect(loadConfig({ EXTRACTION_BACKEND: 'gemini', GEMINI_API_KEY: 'k' }).llm.contextTokens).toBe(1_000_000);
    expect(loadConfig({ EXTRACTION_BACKEND: 'hybrid', OPENAI_BASE_URL: 'http://vllm:8000/v1', LLM_CONTEXT_TOKENS: '32768' }).llm.contextTokens).toBe(32768);
    expect(() => loadConfig({ HYBRID_THRESHOLD: '2' })).toThrow(/HYBRID_THRESHOLD/);
  });
});
