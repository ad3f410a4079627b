import { getConnInfo } from "@hono/node-server/conninfo";
import type { Config } from "@travel/shared";
import type { Context, MiddlewareHandler } from "hono";
import { createMemoryRateLimiter, RATE_LIMIT_WINDOW_MS, type RateLimiter } from "../platform/rate-limiter.js";
import { problemResponse } from "./problem.js";

/**
 * The client's address. Outside @hono/node-server (app.request() in tests) there is no socket: those
 * requests share one bucket, so they are still limited rather than let through.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * Per-address limit on POST requests (config.rateLimitPerMinute per minute; 0 disables: null).
 * Over the limit the answer is a 429 problem document with Retry-After. The RateLimit-* draft
 * headers are off: setting headers before the handler runs costs the fast path (see hardening.ts).
 * The counting is the limiter's (a dependency: memory on Node, Cloudflare's binding on Workers).
 */
export function postRateLimit(config: Config, limiter?: RateLimiter, addressOf: (c: Context) => string = clientAddress): MiddlewareHandler | null {
  const limit = config.rateLimitPerMinute;
  if (limit <= 0) return null;
  const counter = limiter ?? createMemoryRateLimiter(limit);
  return async (c, next) => {
    if (c.req.method !== "POST") return next();
    const outcome = await counter.limit({ key: addressOf(c) });
    if (outcome.success) return next();
    const seconds = outcome.retryAfterS ?? RATE_LIMIT_WINDOW_MS / 1000;
    return problemResponse(config.baseUrl, "rate-limited", 429,
      `More than ${limit} POST requests per minute from this address; retry in ${seconds} s.`, undefined, { "retry-after": String(seconds) });
  };
}
