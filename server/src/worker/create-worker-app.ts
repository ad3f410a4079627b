import { loadConfig } from "@travel/shared";
import type { Hono } from "hono";
import { createApp } from "../app/app.js";
import { createDefaultDeps } from "../app/default-deps.js";
import { createCloudflareRateLimiter } from "./cloudflare-rate-limiter.js";
import { RATE_LIMITER_BINDING, workerVariables, type WorkerEnv } from "./worker-env.js";

export type WorkerApp = { ok: true; app: Hono } | { ok: false; errors: string[] };

// Cloudflare sets CF-Connecting-IP on every request it forwards to a Worker and overwrites any
// value the client sent: it is the peer's address, as a socket's would be on Node.
const cloudflareSocketAddress = (request: Request): string | undefined => request.headers.get("cf-connecting-ip") ?? undefined;
const WINDOW_MS = 60_000;

/**
 * Builds the app for one Worker isolate from its env, with the same zod schema main.ts uses. A Worker
 * cannot refuse to start, so a bad setting becomes an error value the entry answers every request with.
 */
export async function createWorkerApp(env: WorkerEnv): Promise<WorkerApp> {
  const vars = workerVariables(env);
  const loaded = loadConfig(vars);
  if (!loaded.ok) return { ok: false, errors: loaded.errors.map((e) => `${e.variable}: ${e.message}`) };
  const config = loaded.config;
  const errors: string[] = [];
  // Without a port to derive it from, a default base URL would put a wrong address in every document.
  if (!vars.BASE_URL) errors.push("BASE_URL: required on Workers (the public https URL of this Worker, e.g. https://travel-desk.<account>.workers.dev)");
  const limiter = env[RATE_LIMITER_BINDING];
  // A memory counter would be per isolate, that is no limit at all: insist on the binding.
  if (config.rateLimitPerMinute > 0 && !limiter) errors.push(`${RATE_LIMITER_BINDING}: the rate-limiting binding is missing (see wrangler.jsonc), or set RATE_LIMIT_PER_MINUTE=0`);
  const deps = createDefaultDeps(config);
  if (!deps.ok) errors.push(deps.error);
  if (!deps.ok || errors.length > 0) return { ok: false, errors };
  const app = await createApp({
    config,
    desk: deps.desk,
    catalogue: deps.catalogue,
    sideDesks: deps.sideDesks,
    // Absent when RATE_LIMIT_PER_MINUTE=0: the app then installs no limit at all.
    ...(limiter && config.rateLimitPerMinute > 0 ? { rateLimiter: createCloudflareRateLimiter(limiter, config.rateLimitPerMinute, WINDOW_MS) } : {}),
    socketAddress: cloudflareSocketAddress,
    // Workers Logs keeps console output; request lines come from Cloudflare's own request log.
    onError: (error) => console.error("request failed", error),
  });
  return { ok: true, app };
}
