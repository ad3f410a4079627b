import type { Hono } from "hono";
import type { AppContext } from "../app-context.js";

// STUB (owned by the side-desks issue): /sos-mcp, /whatsapp-adapter, /group-hotels-mcp.
/** Mounts the three side desks through mountEndpoint. */
export async function mountSideDesks(app: Hono, ctx: AppContext): Promise<void> {
  void app;
  void ctx;
}
