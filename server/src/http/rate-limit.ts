import { getConnInfo } from "@hono/node-server/conninfo";
import type { Config } from "@travel/shared";
import type { Context, MiddlewareHandler } from "hono";
import { rateLimiter } from "hono-rate-limiter";
import { problemResponse } from "./problem.js";

const WINDOW_MS = 60_000;

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
 */
export function postRateLimit(config: Config): MiddlewareHandler | null {
  const limit = config.rateLimitPerMinute;
  if (limit <= 0) return null;
  const limiter = rateLimiter({
    windowMs: WINDOW_MS,
    limit,
    standardHeaders: false,
    keyGenerator: clientAddress,
    handler: (c) => {
      const resetTime = (c.get("rateLimit") as { resetTime?: Date } | undefined)?.resetTime;
      const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + WINDOW_MS) - Date.now()) / 1000));
      return problemResponse(config.baseUrl, "rate-limited", 429,
        `More than ${limit} POST requests per minute from this address; retry in ${seconds} s.`, undefined, { "retry-after": String(seconds) });
    },
  });
  return (c, next) => (c.req.method === "POST" ? limiter(c, next) : next());
}
