import type { Config } from "@travel/shared";
import type { Context, Hono } from "hono";
import type { RateDecision, RateLimiter } from "../context/ports.js";
import { internalErrorResponse, problemResponse } from "./problem.js";
import { nodeOutgoing } from "./security-headers.js";

/** Charges the rest of a request's cost once its body is known; a 429 Response when refused. */
export type ChargeCalls = (extra: number) => Promise<Response | null>;

// The charge for each POST in flight, keyed by its request: the endpoint finds it by c.req.raw, and nothing outlives it.
const charges = new WeakMap<Request, ChargeCalls>();

/**
 * Per-client limit on POST, around the app's fetch (hardening.ts): every POST costs 1 here, before its body is
 * read, and an endpoint charges the rest of a JSON-RPC batch (N calls cost N) through `chargeCalls` before any
 * call reaches a server. Answers carry the IETF RateLimit and RateLimit-Policy headers; a refusal is a 429
 * problem document with Retry-After. On Node the headers go on the ServerResponse (no early Headers object, see
 * hardening.ts); elsewhere on the final Response.
 */
export function postRateLimit(
  config: Config, limiter: RateLimiter, clientKey: (request: Request, env: unknown) => string, fetch: Hono["fetch"], onError: (error: Error) => void,
): Hono["fetch"] {
  return (request, env, executionCtx) => (request.method === "POST" ? limited(request, env, () => fetch(request, env, executionCtx)) : fetch(request, env, executionCtx));

  async function limited(request: Request, env: unknown, answer: () => Response | Promise<Response>): Promise<Response> {
    const key = clientKey(request, env);
    let decision: RateDecision;
    try {
      decision = await limiter(key, 1);
    } catch (error) {
      // A limiter that fails is a bug, as it was when the limit was a middleware and the app's onError took it.
      onError(error instanceof Error ? error : new Error(String(error)));
      return internalErrorResponse(config.baseUrl);
    }
    if (!decision.allowed) return refuse(config, decision, 1);
    const outgoing = nodeOutgoing(env);
    const stamp = (d: RateDecision) => {
      decision = d;
      if (outgoing) for (const [name, value] of rateLimitHeaders(d)) outgoing.setHeader(name, value);
    };
    stamp(decision);
    charges.set(request, async (extra) => {
      if (extra <= 0) return null;
      const d = await limiter(key, extra);
      if (!d.allowed) return refuse(config, d, extra + 1);
      stamp(d);
      return null;
    });
    const response = await answer();
    if (outgoing || response.headers.has("ratelimit")) return response;
    const copy = new Response(response.body, response);
    for (const [name, value] of rateLimitHeaders(decision)) copy.headers.set(name, value);
    return copy;
  }
}

/** The endpoint's side of the limit: charges `extra` more units, or null when no limit is on. */
export function chargeCalls(c: Context, extra: number): Promise<Response | null> {
  const charge = charges.get(c.req.raw);
  return charge ? charge(extra) : Promise.resolve(null);
}

/** RateLimit and RateLimit-Policy as draft-ietf-httpapi-ratelimit-headers (structured fields) writes them. */
export function rateLimitHeaders(d: RateDecision): [string, string][] {
  const seconds = Math.max(0, Math.ceil(d.resetMs / 1000));
  return [
    ["ratelimit-policy", `"post";q=${d.limit};w=${Math.round(d.windowMs / 1000)}`],
    ["ratelimit", `"post";r=${d.remaining};t=${seconds}`],
  ];
}

function refuse(config: Config, d: RateDecision, cost: number): Response {
  const seconds = Math.max(1, Math.ceil(d.resetMs / 1000));
  const what = cost === 1 ? "This request" : `This request carries ${cost} JSON-RPC calls, which`;
  return problemResponse(config.baseUrl, "rate-limited", 429,
    `${what} would go over the limit of ${d.limit} calls per minute from this client (${d.remaining} left); retry in ${seconds} s. Nothing in it was run.`,
    undefined, { "retry-after": String(seconds), ...Object.fromEntries(rateLimitHeaders(d)) });
}
