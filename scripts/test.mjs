// `npm test`: the whole suite on SQLite, then what touches the store or the bus (vitest.config.ts) again on PostgreSQL and Redis.
// In CI (CI=true) both passes always run, and a missing PostgreSQL or Redis fails the run;
// elsewhere the second pass runs when both answer, and otherwise says it was left out.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { Redis } from 'ioredis';

const args = process.argv.slice(2);
const ci = ['true', '1'].includes(String(process.env.CI).toLowerCase());
const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

function vitest(store) {
  console.log(`\n== test pass on ${store === 'postgres' ? `PostgreSQL (${databaseUrl}) and Redis (${redisUrl})` : 'SQLite, events in process'} ==\n`);
  const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args], { stdio: 'inherit', env: { ...process.env, TEST_STORE: store } });
  return run.status ?? 1;
}

async function servicesAnswer() {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3000 });
  redis.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return error.message || String(error);
  } finally {
    await client.end().catch(() => undefined);
    redis.disconnect();
  }
}

let failed = vitest('sqlite') !== 0;
const missing = await servicesAnswer();
if (missing && ci) {
  console.error(`\nCI: the PostgreSQL and Redis pass cannot run (${missing}). Start PostgreSQL (${databaseUrl}) and Redis (${redisUrl}), or set TEST_DATABASE_URL / TEST_REDIS_URL.`);
  failed = true;
} else if (missing) {
  console.log(`\nSQLite pass only: PostgreSQL (${databaseUrl}) or Redis (${redisUrl}) did not answer (${missing}). CI runs both passes; set TEST_DATABASE_URL / TEST_REDIS_URL to run the second here.`);
} else {
  failed = vitest('postgres') !== 0 || failed;
}
process.exit(failed ? 1 : 0);
