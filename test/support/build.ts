import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beginTestRun, onPostgres, psql, TEST_DATABASE_URL, TEST_REDIS_URL } from '../../scripts/lib/test-store.ts';

/**
 * Vitest global setup: builds dist/ once, so the servers the tests start run the same
 * compiled JavaScript that `npm start` runs. On the PostgreSQL pass it also checks that
 * PostgreSQL and Redis answer (a missing service fails the run, it never skips tests)
 * and marks the run, whose schemas it drops at the end.
 */
export default async function build(): Promise<() => void> {
  execFileSync(process.execPath, [fileURLToPath(new URL('../../scripts/build.mjs', import.meta.url))], { stdio: 'inherit' });
  if (!onPostgres) return () => undefined;
  psql(TEST_DATABASE_URL, 'SELECT 1');
  const { Redis } = await import('ioredis');
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.ping();
  } finally {
    redis.disconnect();
  }
  return beginTestRun();
}
