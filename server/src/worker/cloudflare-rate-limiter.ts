import type { RateDecision, RateLimiter } from "../context/ports.js";

/** Cloudflare's rate-limiting binding (wrangler.jsonc `ratelimits`): each call counts one unit for `key`. */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/**
 * The app's RateLimiter over Cloudflare's binding, which counts across isolates (memory would be per
 * isolate: no limit at all). The binding counts one unit a call and answers only yes or no, so a cost
 * of N is N calls, stopping at the first no; it does not say how many are left or when its window
 * resets, so `remaining` is an upper bound (the limit less this cost, 0 once refused) and `resetMs`
 * the whole window.
 */
export function createCloudflareRateLimiter(binding: RateLimitBinding, limit: number, windowMs: number): RateLimiter {
  return async (key: string, cost: number): Promise<RateDecision> => {
    let allowed = true;
    for (let i = 0; i < cost && allowed; i++) allowed = (await binding.limit({ key })).success;
    return { allowed, limit, remaining: allowed ? Math.max(0, limit - cost) : 0, resetMs: windowMs, windowMs };
  };
}
