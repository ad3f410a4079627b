import type { Catalogue, Config, DeskDeps } from "@travel/shared";
import type { DeskRunner, RateLimiter, ServiceLogger, SocketAddressFn } from "./ports.js";
import type { SideDesk } from "./side-desk.js";

/** Everything the app needs; main.ts builds the real ones, tests build their own. */
export interface AppDeps {
  config: Config;
  desk: DeskDeps;
  catalogue: Catalogue;
  /** The side desks to mount and describe: the registry (server/src/side-desks/registry.ts), or a test's own list. */
  sideDesks: readonly SideDesk[];
  /** Where bugs and transport errors are reported; defaults to nowhere. */
  onError?: (error: Error) => void;
  /** Structured JSON request log (pino); absent means silent, as in tests. */
  logger?: ServiceLogger;
  /** The POST rate limit's backend; default: in memory, RATE_LIMIT_PER_MINUTE per minute (0: none). */
  rateLimiter?: RateLimiter;
  /** The connection's peer address; default: @hono/node-server's socket. */
  socketAddress?: SocketAddressFn;
  /**
   * Whether a plain 2025-era tools/call is answered without the SDK (server/src/http/direct-tool-call.ts);
   * default true. False sends every MCP message through the SDK: the reference the tests compare against.
   */
  directToolCalls?: boolean;
}

/** What every mount function receives: the deps, the one desk runner both protocols share, and the peer address (defaulted). */
export interface AppContext extends AppDeps {
  onError: (error: Error) => void;
  runDesk: DeskRunner;
  socketAddress: SocketAddressFn;
}
