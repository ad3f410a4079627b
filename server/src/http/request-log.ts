import type { ServiceLogger } from "./logger.js";

/** One request as the JSON log records it. */
export interface RequestLogEntry {
  reqId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
}

/** Logs a finished request: a 5xx as an error (it is a bug), everything else as info. */
export function logRequest(logger: ServiceLogger, entry: RequestLogEntry): void {
  if (entry.status >= 500) logger.error(entry, "request failed");
  else logger.info(entry, "request");
}
