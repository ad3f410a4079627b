import type { Hono, MiddlewareHandler } from "hono";
import type { AppContext } from "../context/app-context.js";
import { mountHealthz } from "./healthz.js";
import type { ServiceLogger } from "../context/ports.js";
import { createClientAddress } from "./client-address.js";
import { createMemoryRateLimiter } from "./memory-rate-limiter.js";
import { postRateLimit } from "./rate-limit.js";
import { resolveRequestId } from "./request-id.js";
import { clientErrorOf, logRequest } from "./request-log.js";
import { nodeResponse, securityHeaderList, stampNodeResponse, stampResponseHeaders } from "./security-headers.js";

const RATE_WINDOW_MS = 60_000;

/**
 * Installs the cross-cutting middleware; runs before any route is mounted: request ids, security
 * headers and JSON request logs on every answer (404s and problem documents included), the per-client
 * POST rate limit, and GET /healthz.
 */
export function applyHardening(app: Hono, ctx: AppContext): void {
  app.use("*", envelope(ctx.logger, securityHeaderList(ctx.config.baseUrl.startsWith("https:"))));
  const { config } = ctx;
  const limiter = ctx.rateLimiter ?? (config.rateLimitPerMinute > 0 ? createMemoryRateLimiter({ limit: config.rateLimitPerMinute, windowMs: RATE_WINDOW_MS }) : null);
  if (limiter) app.use("*", postRateLimit(config, limiter, createClientAddress(config.trustProxy, ctx.socketAddress)));
  mountHealthz(app, ctx);
}

/**
 * Kept cheap on purpose (reference measurements P3/P4): touching Response headers before the handler
 * (as hono/cors or hono/request-id do) makes Hono build a Headers object early and costs
 * @hono/node-server its fast path. On Node the headers go on the ServerResponse instead; elsewhere
 * they are set on the final Response. Without a logger no clock is read.
 */
function envelope(logger: ServiceLogger | undefined, headers: readonly (readonly [string, string])[]): MiddlewareHandler {
  return async (c, next) => {
    const started = logger ? performance.now() : 0;
    const reqId = resolveRequestId(c.req.header("x-request-id"));
    const outgoing = nodeResponse(c);
    if (outgoing) stampNodeResponse(outgoing, reqId, headers);
    await next();
    if (!outgoing) {
      try {
        stampResponseHeaders(c.res.headers, reqId, headers);
      } catch {
        // Immutable headers (Response.redirect, a Response passed through from fetch): stamp a copy.
        c.res = new Response(c.res.body, c.res);
        stampResponseHeaders(c.res.headers, reqId, headers);
      }
    }
    if (logger) {
      const reason = c.res.status < 500 ? clientErrorOf(c.req.raw) : undefined;
      const durationMs = Math.round((performance.now() - started) * 100) / 100;
      logRequest(logger, { reqId, method: c.req.method, path: c.req.path, status: c.res.status, durationMs, ...(reason ? { reason } : {}) });
    }
  };
}
