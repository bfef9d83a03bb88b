import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('keeps the database in the data directory unless DATABASE_PATH says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/ke' }).databasePath).toBe(path.resolve('/srv/ke/knowledge-engine.sqlite'));
    expect(loadConfig({ DATA_DIR: '/srv/ke', DATABASE_PATH: '/fast/ke.sqlite' }).databasePath).toBe(path.resolve('/fast/ke.sqlite'));
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
