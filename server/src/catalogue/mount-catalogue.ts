import type { Hono } from "hono";
import type { AppContext } from "../app-context.js";

// STUB (owned by the aisle issue): the catalogue MCP at /mcp and the registry read API under /registry.
/** Mounts the aisle's endpoints. */
export async function mountCatalogue(app: Hono, ctx: AppContext): Promise<void> {
  void app;
  void ctx;
}
