import type { Hono } from "hono";
import type { AppContext } from "../app-context.js";

// STUB (owned by the discovery issue): every GET document, with ETag, Cache-Control and 304.
/** Mounts the discovery documents. */
export function mountDiscovery(app: Hono, ctx: AppContext): void {
  void app;
  void ctx;
}
