import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('keeps the database in the data directory unless DATABASE_PATH says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/ke' }).databasePath).toBe(path.resolve('/srv/ke/knowledge-engine.sqlite'));
    expect(loadConfig({ DATA_DIR: '/srv/ke', DATABASE_PATH: '/fast/ke.sqlite' }).databasePath).toBe(path.resolve('/fast/ke.sqlite'));
  });
});
