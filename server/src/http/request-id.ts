import { randomUUID } from "node:crypto";

// A caller's id is echoed only when it is short and plain, so it can never inject into headers or logs.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it is safe to echo, else a fresh UUID. */
export function resolveRequestId(incoming: string | undefined): string {
  return incoming !== undefined && SAFE_ID.test(incoming) ? incoming : randomUUID();
}
