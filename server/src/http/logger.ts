import { redactUrls, type Config } from "@travel/shared";
import { pino, type DestinationStream, type Logger } from "pino";

/**
 * The structured JSON logger main.ts hands to createApp: one line per request, on stdout unless a
 * destination is given (tests pass an in-memory stream).
 */
export function createLogger(config: Pick<Config, "logLevel" | "version">, destination?: DestinationStream): Logger {
  // An error's message and stack may quote a supplier URL with its credentials or query: shown redacted.
  const err = (e: Error) => {
    const out = pino.stdSerializers.err(e);
    return { ...out, message: redactUrls(out.message), ...(out.stack ? { stack: redactUrls(out.stack) } : {}) };
  };
  const options = { level: config.logLevel, base: { service: "travel-desk", version: config.version }, serializers: { err } };
  // Buffered, asynchronous writes: a synchronous write per request line cost about a quarter of the
  // throughput of a small route. main.ts flushes before the process exits.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096 }));
}
