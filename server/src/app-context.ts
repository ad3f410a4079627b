import type { Catalogue, Config, DeskDeps } from "@travel/shared";
import type { Context } from "hono";
import type { DeskRunner } from "./desk/desk-runner.js";
import type { ServiceLogger } from "./http/logger.js";
import type { RateLimiter } from "./platform/rate-limiter.js";

/** Everything the app needs; main.ts builds the real ones, tests build their own. */
export interface AppDeps {
  config: Config;
  desk: DeskDeps;
  catalogue: Catalogue;
  /** Where bugs and transport errors are reported; defaults to nowhere. */
  onError?: (error: Error) => void;
  /** Structured JSON request log (pino); absent means silent, as in tests. */
  logger?: ServiceLogger;
  /** Counts POSTs per client; absent means a per-process memory counter (Node). Workers pass Cloudflare's binding. */
  rateLimiter?: RateLimiter;
  /** The client address the rate limit keys on; absent means the socket's (Node). */
  clientAddress?: (c: Context) => string;
}

/** What every mount function receives: the deps plus the one desk runner both protocols share. */
export interface AppContext extends AppDeps {
  onError: (error: Error) => void;
  runDesk: DeskRunner;
}
