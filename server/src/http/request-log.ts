import type { ServiceLogger } from "../context/ports.js";
import { CLIENT_GONE_STATUS } from "./read-body.js";

/** One request as the JSON log records it. */
export interface RequestLogEntry {
  reqId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  /** What was wrong with a request the service refused (a 4xx): the client's fault, said in one line. */
  reason?: string;
}

// Why a request was refused, noted by whoever refused it (the MCP transport: 406, a bad protocol version,
// invalid JSON-RPC) and read back when its line is logged. Keyed by the request, so nothing outlives it.
const refusals = new WeakMap<Request, string>();

/** Notes why `request` was refused: its log line says so, one line, no stack (it is the client's fault, not a bug). */
export function noteClientError(request: Request, reason: string): void {
  refusals.set(request, reason);
}

/** The reason noted for `request`, if any. */
export function clientErrorOf(request: Request): string | undefined {
  return refusals.get(request);
}

/**
 * Logs a finished request: a 5xx as an error (it is a bug), a refused request as a client error with its
 * reason, a client that went away and everything else as info.
 */
export function logRequest(logger: ServiceLogger, entry: RequestLogEntry): void {
  if (entry.status >= 500) logger.error(entry, "request failed");
  else if (entry.reason) logger.info(entry, "client error");
  else if (entry.status === CLIENT_GONE_STATUS) logger.info(entry, "client went away before its body arrived");
  else logger.info(entry, "request");
}
