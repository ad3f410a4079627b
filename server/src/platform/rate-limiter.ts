import { MemoryStore } from "hono-rate-limiter";

/**
 * The one question the app asks a rate limiter. Cloudflare's rate-limiting binding
 * (`env.RATE_LIMITER.limit({ key })`) has exactly this shape, so on Workers the binding is passed
 * in as it is; on Node the per-process memory limiter below answers it.
 */
export interface RateLimiter {
  limit(options: { key: string }): Promise<RateLimitOutcome>;
}

/** `success: false` means over the limit; `retryAfterS` is given when the limiter knows when its window resets. */
export interface RateLimitOutcome {
  success: boolean;
  retryAfterS?: number;
}

/** The window of every limiter the service uses (Cloudflare's binding allows 10 or 60 s). */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * A fixed-window counter held in this process (hono-rate-limiter's MemoryStore). Right for one Node
 * process; on Workers it would be per isolate, that is no limit at all, hence the binding there.
 */
export function createMemoryRateLimiter(limitPerMinute: number, windowMs = RATE_LIMIT_WINDOW_MS): RateLimiter {
  const store = new MemoryStore();
  store.init({ windowMs } as Parameters<MemoryStore["init"]>[0]);
  return {
    limit: async ({ key }) => {
      const { totalHits, resetTime } = await store.increment(key);
      if (totalHits <= limitPerMinute) return { success: true };
      const resetAt = resetTime?.getTime() ?? Date.now() + windowMs;
      return { success: false, retryAfterS: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) };
    },
  };
}
