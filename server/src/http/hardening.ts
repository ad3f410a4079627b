import type { Hono } from "hono";
import { getPath } from "hono/utils/url";
import type { AppContext } from "../context/app-context.js";
import { mountHealthz } from "./healthz.js";
import type { ServiceLogger } from "../context/ports.js";
import { createClientAddress } from "./client-address.js";
import { createMemoryRateLimiter } from "./memory-rate-limiter.js";
import { postRateLimit } from "./rate-limit.js";
import { resolveRequestId } from "./request-id.js";
import { clientErrorOf, logRequest } from "./request-log.js";
import { nodeOutgoing, securityHeaderList, stampNodeResponse, stampResponseHeaders } from "./security-headers.js";

const RATE_WINDOW_MS = 60_000;

/**
 * Installs the cross-cutting work; runs before any route is mounted: request ids, security headers and JSON
 * request logs on every answer (404s and problem documents included), the per-client POST rate limit, and
 * GET /healthz.
 */
export function applyHardening(app: Hono, ctx: AppContext): void {
  const { config } = ctx;
  // Both around the app's fetch, not middlewares: a route that matches one handler only is called straight away by
  // Hono, while a middleware on "*" put every request through its composition (an async dispatch a handler, a
  // closure for next, the answer set on the context) for nothing the service needs (issue 28).
  const limiter = ctx.rateLimiter ?? (config.rateLimitPerMinute > 0 ? createMemoryRateLimiter({ limit: config.rateLimitPerMinute, windowMs: RATE_WINDOW_MS }) : null);
  const limited = limiter ? postRateLimit(config, limiter, createClientAddress(config.trustProxy, ctx.socketAddress), app.fetch, ctx.onError) : app.fetch;
  app.fetch = envelope(limited, ctx.logger, securityHeaderList(config.baseUrl.startsWith("https:")));
  mountHealthz(app, ctx);
}

/**
 * Kept cheap on purpose (reference measurements P3/P4): touching Response headers before the handler
 * (as hono/cors or hono/request-id do) makes Hono build a Headers object early and costs
 * @hono/node-server its fast path. On Node the headers go on the ServerResponse instead; elsewhere
 * they are set on the final Response. Without a logger no clock is read.
 */
function envelope(fetch: Hono["fetch"], logger: ServiceLogger | undefined, headers: readonly (readonly [string, string])[]): Hono["fetch"] {
  return (request, env, executionCtx) => {
    const started = logger ? performance.now() : 0;
    const reqId = resolveRequestId(request.headers.get("x-request-id") ?? undefined);
    const outgoing = nodeOutgoing(env);
    if (outgoing) stampNodeResponse(outgoing, reqId, headers);
    const finish = (answer: Response): Response => {
      const response = outgoing ? answer : stamped(answer, reqId, headers);
      if (logger) {
        const reason = response.status < 500 ? clientErrorOf(request) : undefined;
        const durationMs = Math.round((performance.now() - started) * 100) / 100;
        logRequest(logger, { reqId, method: request.method, path: getPath(request), status: response.status, durationMs, ...(reason ? { reason } : {}) });
      }
      return response;
    };
    const answer = fetch(request, env, executionCtx);
    return answer instanceof Promise ? answer.then(finish) : finish(answer);
  };
}

/** The answer with the security headers and request id, stamped in place or, where its headers are immutable, on a copy. */
function stamped(answer: Response, reqId: string, headers: readonly (readonly [string, string])[]): Response {
  try {
    stampResponseHeaders(answer.headers, reqId, headers);
    return answer;
  } catch {
    // Immutable headers (Response.redirect, a Response passed through from fetch): stamp a copy.
    const copy = new Response(answer.body, answer);
    stampResponseHeaders(copy.headers, reqId, headers);
    return copy;
  }
}
