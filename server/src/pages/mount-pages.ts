import type { Hono } from "hono";
import type { AppContext } from "../app-context.js";

// STUB (owned by the landing-page issue): GET /.
/** Mounts the landing page. */
export function mountPages(app: Hono, ctx: AppContext): void {
  void app;
  void ctx;
}
