import type { ServiceLogger } from "../context/ports.js";
import { CLIENT_GONE_STATUS } from "./read-body.js";

/** One request as the JSON log records it. */
export interface RequestLogEntry {
  reqId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
}

/** Logs a finished request: a 5xx as an error (it is a bug), a client that went away and everything else as info. */
export function logRequest(logger: ServiceLogger, entry: RequestLogEntry): void {
  if (entry.status >= 500) logger.error(entry, "request failed");
  else if (entry.status === CLIENT_GONE_STATUS) logger.info(entry, "client went away before its body arrived");
  else logger.info(entry, "request");
}
