import type { RateDecision, RateLimiter } from "../context/ports.js";

export interface MemoryRateLimiterOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

/**
 * A fixed-window limiter in this process's memory: `limit` units per key per window. A request that
 * costs more than what is left is refused whole and consumes nothing, so a client can retry smaller.
 * Expired windows are swept once per window, so memory follows the clients of the last minute only.
 * Portable (no Node API): another runtime plugs its own RateLimiter in instead, e.g. a platform binding.
 */
export function createMemoryRateLimiter(options: MemoryRateLimiterOptions): RateLimiter {
  const { limit, windowMs } = options;
  const now = options.now ?? Date.now;
  const windows = new Map<string, { used: number; resetAt: number }>();
  let nextSweep = now() + windowMs;

  return (key: string, cost: number): RateDecision => {
    const t = now();
    if (t >= nextSweep) {
      for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      nextSweep = t + windowMs;
    }
    let w = windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { used: 0, resetAt: t + windowMs };
      windows.set(key, w);
    }
    const allowed = w.used + cost <= limit;
    if (allowed) w.used += cost;
    return { allowed, limit, remaining: Math.max(0, limit - w.used), resetMs: w.resetAt - t, windowMs };
  };
}
