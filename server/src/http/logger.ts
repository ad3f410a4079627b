import type { Config } from "@travel/shared";
import { pino, type DestinationStream, type Logger } from "pino";

/** What the service logs through; a pino logger satisfies it. */
export type ServiceLogger = Pick<Logger, "info" | "warn" | "error">;

/**
 * The structured JSON logger main.ts hands to createApp: one line per request, on stdout unless a
 * destination is given (tests pass an in-memory stream).
 */
export function createLogger(config: Pick<Config, "logLevel" | "version">, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, base: { service: "travel-desk", version: config.version } };
  // Buffered, asynchronous writes: a synchronous write per request line cost about a quarter of the
  // throughput of a small route. main.ts flushes before the process exits.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096 }));
}
