import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * A Redis connection that reports trouble in the log instead of crashing the process:
 * ioredis reconnects by itself, and what depends on Redis has a fallback meanwhile
 * (watchers re-read the store; the rate limit counts in memory).
 */
export function connectRedis(url: string, log: Logger, purpose: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  let reported = false;
  redis.on('error', (error) => {
    if (!reported) log.error({ err: error, purpose }, 'redis connection failed; retrying');
    reported = true;
  });
  redis.on('ready', () => (reported = false));
  return redis;
}
