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
  /** The SQLite database file. `DATABASE_PATH`, default `<DATA_DIR>/knowledge-engine.sqlite`. */
  databasePath: string;
  /** PostgreSQL instead of the SQLite file: `DATABASE_URL` (`postgres://...`), default none. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process holds at most. `DATABASE_POOL_SIZE`, default 10. */
  databasePoolSize: number;
  /** Live events and the rate limit shared through Redis: `REDIS_URL` (`redis://...`), default none (in this process). */
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel this service uses. `REDIS_PREFIX`, default `ke:`. */
  redisPrefix: string;
  /** What this process does: `all` (serve and work jobs), `api` (serve only) or `worker` (work jobs only). `ROLE`, default all. */
  role: 'all' | 'api' | 'worker';
  /** A running job whose worker has not renewed its claim for this long is taken to be abandoned. `JOB_LEASE_S`, default 60. */
  jobLeaseMs: number;
  /** A key (`ke-` + 32 alphanumerics) to seed at start-up. `API_KEY`, default none. */
  apiKey: string | undefined;
  /** pino level: fatal, error, warn, info, debug, trace or silent. `LOG_LEVEL`, default info. */
  logLevel: string;
  /** When set, `GET /metrics` needs `Authorization: Bearer <token>`. `METRICS_TOKEN`, default none (open, like /health). */
  metricsToken: string | undefined;
  /** Largest accepted file, in bytes. `MAX_FILE_BYTES`, default 50 MiB. */
  maxFileBytes: number;
  /** Most files in one batch upload. `MAX_BATCH_FILES`, default 100. */
  maxBatchFiles: number;
  /** Largest JSON request body, in bytes. `MAX_JSON_BYTES`, default 1 MiB. */
  maxJsonBytes: number;
  /**
   * Limits on one GraphQL operation, checked before it runs (README, "Limits"):
   * `GRAPHQL_MAX_TOKENS` (default 2000), `GRAPHQL_MAX_DEPTH` (12), `GRAPHQL_MAX_ALIASES` (30),
   * `GRAPHQL_MAX_DIRECTIVES` (20) and `GRAPHQL_MAX_COST` (10000 objects and values, lists counted by `first`).
   */
  graphqlLimits: { maxTokens: number; maxDepth: number; maxAliases: number; maxDirectives: number; maxCost: number };
  /**
   * Waiting for another process's SQLite write lock without blocking the event loop:
   * `DB_BUSY_TIMEOUT_MS` (SQLite's own spinning wait, default 5) and `DB_LOCK_WAIT_MS`
   * (longest a write waits on timers before answering 500 database_unavailable, default 2000).
   */
  database: { busyTimeoutMs: number; lockWaitMs: number };
  /**
   * Time limits on receiving a request: `HEADERS_TIMEOUT_S` (its headers, default 30),
   * `REQUEST_TIMEOUT_S` (the whole request with its body, default 7200; 0 turns it off),
   * and a minimum body rate, `BODY_MIN_BYTES_PER_SECOND` (default 8192; 0 turns it off)
   * judged after `BODY_RATE_GRACE_S` (default 10).
   */
  timeouts: { headersMs: number; requestMs: number; minBytesPerSecond: number; graceMs: number };
  /** Tests only: uploads are written to this path instead of temporary files (`/dev/full` gives ENOSPC). `TEST_STAGING_TARGET`, default none. */
  testStagingTarget: string | undefined;
  /** Most pages read from one document. `MAX_PAGES`, default 2000. */
  maxPages: number;
  /** Requests a key may make per second on average. `RATE_LIMIT_PER_SECOND`, default 50; 0 turns the limit off. */
  rateLimitPerSecond: number;
  /** Requests a key may make in one burst. `RATE_LIMIT_BURST`, default 200. */
  rateLimitBurst: number;
  /** Images (or scanned pages) read by OCR at once in this process. `OCR_CONCURRENCY`, default 1. */
  ocrConcurrency: number;
  /** Tool runs worked at once by this process. `RUN_CONCURRENCY`, default 2. */
  runConcurrency: number;
  /** A run still going after this many seconds fails with code timeout. `RUN_TIMEOUT_S`, default 300. */
  runTimeoutSeconds: number;
  /**
   * The embedded backend runs in worker threads: `EXTRACTION_THREADS` at once (default 1;
   * 0 runs it on the main thread) with a heap of `EXTRACTION_HEAP_MB` each (default 1024).
   */
  extraction: { threads: number; heapMb: number };
  /**
   * Which extraction backend serves the model: local (embedded, offline), openai, gemini, or hybrid
   * (the embedded engine first, the model for its unsure fields). `EXTRACTION_BACKEND`, default local.
   */
  extractionBackend: 'local' | 'openai' | 'gemini' | 'hybrid';
  /** Settings shared by the model backends (README, "Model backends"). */
  llm: LlmSettings;
  /** For the openai backend: `OPENAI_BASE_URL` (default https://api.openai.com/v1), `OPENAI_API_KEY`, `OPENAI_MODEL` (default gpt-4o-mini). */
  openai: { baseUrl: string; apiKey: string | undefined; model: string; maxAnswerBytes: number };
  /**
   * For the gemini backend: `GEMINI_API_KEY`, `GEMINI_BASE_URL` (default Google's v1beta endpoint).
   * Both model backends cap an answer at `MODEL_ANSWER_MAX_BYTES` (default 8 MiB) while it streams in.
   */
  gemini: { baseUrl: string; apiKey: string | undefined; maxAnswerBytes: number };
  /**
   * Webhook deliveries: `WEBHOOK_ALLOW_PRIVATE` (1 lets URLs reach loopback and private
   * addresses; default off), `WEBHOOK_RETRY_DELAYS_MS` (waits before each retry, comma
   * separated; default 5 s, 5 min, 30 min, 2 h, 5 h, 8 h, 8 h: about a day), `WEBHOOK_TIMEOUT_S`
   * (one attempt, default 10) and `WEBHOOK_MAX_RESPONSE_BYTES` (of a receiver's answer read, default 64 KiB).
   */
  webhooks: { allowPrivate: boolean; retryDelaysMs: number[]; timeoutMs: number; maxResponseBytes: number };
}

export interface LlmSettings {
  /** Which model API hybrid uses. `HYBRID_MODEL`: openai or gemini; default gemini when GEMINI_API_KEY is set, else openai. */
  hybridModel: 'openai' | 'gemini';
  /** Hybrid sends a field to the model when the embedded engine's confidence is below this. `HYBRID_THRESHOLD`, default 0.7. */
  hybridThreshold: number;
  /**
   * Tokens one request may hold, prompt and answer. `LLM_CONTEXT_TOKENS`; default 1,000,000 for Gemini,
   * 128,000 for api.openai.com, 8,192 for any other OpenAI-compatible server (a local one).
   */
  contextTokens: number;
  /** Most fields asked in one request; more are split into groups. `LLM_FIELDS_PER_REQUEST`, default 20. */
  fieldsPerRequest: number;
  /** Model calls in flight at once in this process. `LLM_CONCURRENCY`, default 4. */
  concurrency: number;
  /** One model call's time limit in seconds. `LLM_TIMEOUT_S`, default 120. */
  timeoutSeconds: number;
  /** Tries of one model call on 429/5xx/network trouble. `LLM_RETRIES` (extra tries), default 3. */
  retries: number;
  /** First backoff in ms, doubled each retry, with jitter. `LLM_BACKOFF_MS`, default 500. */
  backoffMs: number;
  /** Answers asked per request; more than 1 lets agreement between samples count in confidence. `LLM_SAMPLES`, default 1. */
  samples: number;
  /** A confidence mapping written by `npm run eval -- --backend ... --fit-confidence FILE`. `LLM_CONFIDENCE_FILE`, default none (the built-in one). */
  confidenceFile: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databasePath: path.resolve(env.DATABASE_PATH || path.join(dataDir, 'knowledge-engine.sqlite')),
    databaseUrl: postgresUrl(env),
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    redisUrl: redisUrl(env),
    redisPrefix: env.REDIS_PREFIX ?? 'ke:',
    role: role(env),
    jobLeaseMs: int(env, 'JOB_LEASE_S', 60, 2, 86_400) * 1000,
    apiKey: env.API_KEY || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    metricsToken: env.METRICS_TOKEN || undefined,
    maxFileBytes: int(env, 'MAX_FILE_BYTES', 50 * 1024 * 1024, 1),
    maxBatchFiles: int(env, 'MAX_BATCH_FILES', 100, 1),
    maxJsonBytes: int(env, 'MAX_JSON_BYTES', 1024 * 1024, 1024),
    graphqlLimits: {
      maxTokens: int(env, 'GRAPHQL_MAX_TOKENS', 2000, 100),
      maxDepth: int(env, 'GRAPHQL_MAX_DEPTH', 12, 2),
      maxAliases: int(env, 'GRAPHQL_MAX_ALIASES', 30, 1),
      maxDirectives: int(env, 'GRAPHQL_MAX_DIRECTIVES', 20, 1),
      maxCost: int(env, 'GRAPHQL_MAX_COST', 10_000, 100),
    },
    database: {
      busyTimeoutMs: int(env, 'DB_BUSY_TIMEOUT_MS', 5, 0, 1000),
      lockWaitMs: int(env, 'DB_LOCK_WAIT_MS', 2000, 0),
    },
    timeouts: {
      headersMs: int(env, 'HEADERS_TIMEOUT_S', 30, 1) * 1000,
      requestMs: int(env, 'REQUEST_TIMEOUT_S', 7200, 0) * 1000,
      minBytesPerSecond: int(env, 'BODY_MIN_BYTES_PER_SECOND', 8192, 0),
      graceMs: int(env, 'BODY_RATE_GRACE_S', 10, 1) * 1000,
    },
    testStagingTarget: env.TEST_STAGING_TARGET || undefined,
    maxPages: int(env, 'MAX_PAGES', 2000, 1),
    rateLimitPerSecond: int(env, 'RATE_LIMIT_PER_SECOND', 50, 0),
    rateLimitBurst: int(env, 'RATE_LIMIT_BURST', 200, 1),
    ocrConcurrency: int(env, 'OCR_CONCURRENCY', 1, 1, 64),
    runConcurrency: int(env, 'RUN_CONCURRENCY', 2, 1, 64),
    runTimeoutSeconds: int(env, 'RUN_TIMEOUT_S', 300, 1),
    extraction: {
      threads: int(env, 'EXTRACTION_THREADS', 1, 0, 64),
      heapMb: int(env, 'EXTRACTION_HEAP_MB', 1024, 64),
    },
    extractionBackend: oneOf(env, 'EXTRACTION_BACKEND', ['local', 'openai', 'gemini', 'hybrid'] as const, 'local'),
    llm: loadLlmSettings(env),
    openai: {
      baseUrl: (env.OPENAI_BASE_URL || 'https://api.openai.com/v1').replace(/\/+$/, ''),
      apiKey: env.OPENAI_API_KEY || undefined,
      model: env.OPENAI_MODEL || 'gpt-4o-mini',
      maxAnswerBytes: int(env, 'MODEL_ANSWER_MAX_BYTES', 8 * 1024 * 1024, 1024),
    },
    gemini: {
      baseUrl: (env.GEMINI_BASE_URL || 'https://generativelanguage.googleapis.com/v1beta').replace(/\/+$/, ''),
      apiKey: env.GEMINI_API_KEY || undefined,
      maxAnswerBytes: int(env, 'MODEL_ANSWER_MAX_BYTES', 8 * 1024 * 1024, 1024),
    },
    webhooks: {
      allowPrivate: flag(env, 'WEBHOOK_ALLOW_PRIVATE'),
      retryDelaysMs: durations(env, 'WEBHOOK_RETRY_DELAYS_MS', [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 28_800_000, 28_800_000]),
      timeoutMs: int(env, 'WEBHOOK_TIMEOUT_S', 10, 1, 300) * 1000,
      maxResponseBytes: int(env, 'WEBHOOK_MAX_RESPONSE_BYTES', 64 * 1024, 0),
    },
  };
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new Error(`${name} must be 1 or 0, got ${JSON.stringify(raw)}`);
}

/** A comma-separated list of waits in milliseconds, each at most a day. */
function durations(env: NodeJS.ProcessEnv, name: string, fallback: number[]): number[] {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.length > 50 || values.some((v) => !Number.isInteger(v) || v < 0 || v > 86_400_000)) {
    throw new Error(`${name} must be up to 50 comma-separated whole numbers of milliseconds, each at most 86400000, got ${JSON.stringify(raw)}`);
  }
  return values;
}

function loadLlmSettings(env: NodeJS.ProcessEnv): LlmSettings {
  const hybridModel = oneOf(env, 'HYBRID_MODEL', ['openai', 'gemini'] as const, env.GEMINI_API_KEY ? 'gemini' : 'openai');
  const api = env.EXTRACTION_BACKEND === 'hybrid' ? hybridModel : env.EXTRACTION_BACKEND;
  const openaiBase = env.OPENAI_BASE_URL || 'https://api.openai.com/v1';
  // A local server's window is often 4k-8k tokens; the hosted models' are far larger.
  const contextDefault = api === 'gemini' ? 1_000_000 : /^https:\/\/api\.openai\.com\//.test(openaiBase) ? 128_000 : 8192;
  const threshold = Number(env.HYBRID_THRESHOLD ?? 0.7);
  if (!(threshold >= 0 && threshold <= 1)) throw new Error(`HYBRID_THRESHOLD must be a number from 0 to 1, got ${JSON.stringify(env.HYBRID_THRESHOLD)}`);
  return {
    hybridModel,
    hybridThreshold: threshold,
    contextTokens: int(env, 'LLM_CONTEXT_TOKENS', contextDefault, 2048),
    fieldsPerRequest: int(env, 'LLM_FIELDS_PER_REQUEST', 20, 1, 100),
    concurrency: int(env, 'LLM_CONCURRENCY', 4, 1, 64),
    timeoutSeconds: int(env, 'LLM_TIMEOUT_S', 120, 1),
    retries: int(env, 'LLM_RETRIES', 3, 0, 10),
    backoffMs: int(env, 'LLM_BACKOFF_MS', 500, 0),
    samples: int(env, 'LLM_SAMPLES', 1, 1, 5),
    confidenceFile: env.LLM_CONFIDENCE_FILE || undefined,
  };
}

function postgresUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.DATABASE_URL;
  if (!raw) return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw)) throw new Error('DATABASE_URL must be a postgres:// (or postgresql://) URL; leave it unset for the SQLite file in DATA_DIR');
  return raw;
}

function redisUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.REDIS_URL;
  if (!raw) return undefined;
  if (!/^rediss?:\/\//.test(raw)) throw new Error('REDIS_URL must be a redis:// (or rediss://) URL');
  return raw;
}

/** Separate API and worker processes share their jobs through PostgreSQL; the SQLite file serves one process. */
function role(env: NodeJS.ProcessEnv): Config['role'] {
  const value = oneOf(env, 'ROLE', ['all', 'api', 'worker'] as const, 'all');
  if (value !== 'all' && !env.DATABASE_URL) throw new Error(`ROLE=${value} needs DATABASE_URL (PostgreSQL): with the SQLite file one process serves and works jobs (ROLE=all)`);
  return value;
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

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${allowed.join(', ')}, got ${JSON.stringify(raw)}`);
  return raw as T;
}
