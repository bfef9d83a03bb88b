import type { Redis } from 'ioredis';
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors.ts';

/**
 * The per-key limit. In memory a token bucket; with Redis, shared by every API process
 * (rate-limiter-flexible): `perSecond` requests each second, and beyond them a reserve
 * of `burst - perSecond` that refills every `burst / perSecond` seconds, which keeps the
 * bucket's average, its largest burst and its short wait after one. A Redis outage
 * falls back to counting in this process rather than refusing or waving everything through.
 */
export function createRateLimiter(opts: { perSecond: number; burst: number; redis?: { client: Redis; prefix: string } }): (key: string) => Promise<void> {
  if (opts.perSecond === 0) return async () => undefined;
  if (!opts.redis) return inMemory(opts);
  const { client, prefix } = opts.redis;
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterRedis({ storeClient: client, keyPrefix: `${prefix}${keyPrefix}`, points, duration, insuranceLimiter: new RateLimiterMemory({ points, duration }) });
  const steady = limiter('rate', opts.perSecond, 1);
  const reserve = Math.max(0, opts.burst - opts.perSecond);
  const limited = reserve ? new BurstyRateLimiter(steady, limiter('rate-burst', reserve, Math.max(1, Math.ceil(opts.burst / opts.perSecond)))) : steady;
  return async (key) => {
    try {
      await limited.consume(key);
    } catch (refusal) {
      if (refusal instanceof Error) throw refusal;
      throw tooMany(Math.max(1, Math.ceil((refusal as RateLimiterRes).msBeforeNext / 1000)));
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
    if (bucket.tokens < 1) throw tooMany(Math.max(1, Math.ceil((1 - bucket.tokens) / opts.perSecond)));
    bucket.tokens -= 1;
  };
}

const tooMany = (wait: number) => new AppError('rate_limited', `too many requests; retry in ${wait} s`, { 'Retry-After': String(wait) });
