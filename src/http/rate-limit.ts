import { AppError } from '../errors.ts';

/**
 * A token bucket per account, in memory. It lives behind this one function so a
 * shared store (Redis) can take its place when the service runs on several machines.
 */
export function createRateLimiter(opts: { perSecond: number; burst: number }) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return function take(key: string): void {
    if (opts.perSecond === 0) return;
    const now = Date.now();
    const bucket = buckets.get(key) ?? { tokens: opts.burst, at: now };
    bucket.tokens = Math.min(opts.burst, bucket.tokens + ((now - bucket.at) / 1000) * opts.perSecond);
    bucket.at = now;
    buckets.set(key, bucket);
    if (bucket.tokens < 1) {
      const wait = Math.max(1, Math.ceil((1 - bucket.tokens) / opts.perSecond));
      throw new AppError('rate_limited', `too many requests; retry in ${wait} s`, { 'Retry-After': String(wait) });
    }
    bucket.tokens -= 1;
  };
}
