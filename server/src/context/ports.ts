import type { DeskInput, DeskResult } from "@travel/shared";
import type { Logger } from "pino";

// The ports the app is built with: http/, desk/ and worker/ implement them, app-context.ts gathers them in AppDeps.

/** Runs one job through the shared core; both protocols of /desk call the same one. */
export type DeskRunner = (input: string | DeskInput) => Promise<DeskResult>;

/** The address of the peer that opened the connection, when the runtime can tell it, from a request and its runtime's env. */
export type SocketAddressFn = (request: Request, env: unknown) => string | undefined;

/** What the service logs through; a pino logger satisfies it. */
export type ServiceLogger = Pick<Logger, "info" | "warn" | "error">;

/** What a limiter says about one charge. */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
  windowMs: number;
}

/**
 * Charges `cost` units to `key`; refuses without consuming when they do not fit. The interface every
 * backend implements: the in-memory one on Node, a platform's binding elsewhere.
 */
export type RateLimiter = (key: string, cost: number) => RateDecision | Promise<RateDecision>;
