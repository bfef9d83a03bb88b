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

  it('runs on SQLite, in one process doing everything, with no scale-out settings', () => {
    const config = loadConfig({});
    expect({ databaseUrl: config.databaseUrl, redisUrl: config.redisUrl, role: config.role, jobLeaseMs: config.jobLeaseMs }).toEqual({
      databaseUrl: undefined,
      redisUrl: undefined,
      role: 'all',
      jobLeaseMs: 60_000,
    });
  });

  it('takes PostgreSQL and Redis URLs and refuses anything else in them', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://ke@db:5432/ke', REDIS_URL: 'redis://cache:6379', ROLE: 'worker' });
    expect([config.databaseUrl, config.redisUrl, config.role]).toEqual(['postgres://ke@db:5432/ke', 'redis://cache:6379', 'worker']);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/ke' })).toThrow(/DATABASE_URL must be a postgres:\/\//);
    expect(() => loadConfig({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL must be a redis:\/\//);
    expect(() => loadConfig({ ROLE: 'both' })).toThrow(/ROLE must be one of all, api, worker/);
  });

  it('refuses separate API and worker processes on the SQLite file', () => {
    expect(() => loadConfig({ ROLE: 'worker' })).toThrow(/ROLE=worker needs DATABASE_URL/);
    expect(() => loadConfig({ ROLE: 'api' })).toThrow(/ROLE=api needs DATABASE_URL/);
  });
});
