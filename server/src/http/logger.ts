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
  return destination ? pino(options, destination) : pino(options);
}
