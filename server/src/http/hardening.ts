import type { Hono } from "hono";
import type { AppContext } from "../app-context.js";

// STUB (owned by the hardening issue): security headers, request ids and JSON logs, rate limits, /healthz.
/** Installs the cross-cutting middleware; runs before any route is mounted. */
export function applyHardening(app: Hono, ctx: AppContext): void {
  void app;
  void ctx;
}
