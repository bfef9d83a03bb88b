import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors.ts';

/**
 * The per-key limit. In memory a token bucket; with Redis shared by every API process
 * (rate-limiter-flexible), `burst` requests per `burst / perSecond` seconds, which
 * keeps the same average and the same largest burst. A Redis outage falls back to
 * counting in this process rather than refusing or waving everything through.
 */
export function createRateLimiter(opts: { perSecond: number; burst: number; redis?: { client: Redis; prefix: string } }): (key: string) => Promise<void> {
  if (opts.perSecond === 0) return async () => undefined;
  if (!opts.redis) return inMemory(opts);
  const window = { points: opts.burst, duration: Math.max(1, Math.round(opts.burst / opts.perSecond)) };
  const limiter = new RateLimiterRedis({
    storeClient: opts.redis.client,
    keyPrefix: `${opts.redis.prefix}rate`,
    ...window,
    insuranceLimiter: new RateLimiterMemory(window),
  });
  return async (key) => {
    try {
      await limiter.consume(key);
    } catch (refusal) {
      if (refusal instanceof Error) throw refusal;
      throw limited(Math.max(1, Math.ceil((refusal as RateLimiterRes).msBeforeNext / 1000)));
    }
  };
}

function inMemory(opts: { perSecond: number; burst: number }): (key: string) => Promise<void> {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return async (key) => {
    const now = Date.now();
    const bucket = buckets.get(key) ?? { tokens: opts.burst, at: now };
    bucket.tokens = Math.min(opts.burst, bucket.tokens + ((now - bucket.at) / 1000) * opts.perSecond);
    bucket.at = now;
    buckets.set(key, bucket);
    if (bucket.tokens < 1) throw limited(Math.max(1, Math.ceil((1 - bucket.tokens) / opts.perSecond)));
    bucket.tokens -= 1;
  };
}

const limited = (wait: number) => new AppError('rate_limited', `too many requests; retry in ${wait} s`, { 'Retry-After': String(wait) });
