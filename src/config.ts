import path from 'node:path';

/**
 * Every setting the service reads, parsed once from the environment.
 * `npm start` needs none of them: each has a working default.
 */
export interface Config {
  /** TCP port to listen on. `PORT`, default 8080 (0 picks a free port). */
  port: number;
  /** Address to bind. `HOST`, default 0.0.0.0. */
  host: string;
  /** Where the SQLite file and stored documents live. `DATA_DIR`, default ./data. */
  dataDir: string;
  /** A key (`ke-` + 32 alphanumerics) to seed at start-up. `API_KEY`, default none. */
  apiKey: string | undefined;
  /** pino level: fatal, error, warn, info, debug, trace or silent. `LOG_LEVEL`, default info. */
  logLevel: string;
  /** Largest accepted file, in bytes. `MAX_FILE_BYTES`, default 50 MiB. */
  maxFileBytes: number;
  /** Most files in one batch upload. `MAX_BATCH_FILES`, default 100. */
  maxBatchFiles: number;
  /** Largest JSON request body, in bytes. `MAX_JSON_BYTES`, default 1 MiB. */
  maxJsonBytes: number;
  /** Most pages read from one document. `MAX_PAGES`, default 2000. */
  maxPages: number;
  /** Requests a key may make per second on average. `RATE_LIMIT_PER_SECOND`, default 50; 0 turns the limit off. */
  rateLimitPerSecond: number;
  /** Requests a key may make in one burst. `RATE_LIMIT_BURST`, default 200. */
  rateLimitBurst: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    apiKey: env.API_KEY || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    maxFileBytes: int(env, 'MAX_FILE_BYTES', 50 * 1024 * 1024, 1),
    maxBatchFiles: int(env, 'MAX_BATCH_FILES', 100, 1),
    maxJsonBytes: int(env, 'MAX_JSON_BYTES', 1024 * 1024, 1024),
    maxPages: int(env, 'MAX_PAGES', 2000, 1),
    rateLimitPerSecond: int(env, 'RATE_LIMIT_PER_SECOND', 50, 0),
    rateLimitBurst: int(env, 'RATE_LIMIT_BURST', 200, 1),
  };
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  }
  return value;
}
