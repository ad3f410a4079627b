import { catalogueIdentity, catalogueToolBindings, createCatalogueServer } from "@travel/catalogue-mcp";
import type { Hono } from "hono";
import type { AppContext } from "../context/app-context.js";
import { directToolCallsFor } from "../http/direct-tool-call.js";
import { createModernHandler } from "../http/modern-handler.js";
import { mountEndpoint } from "../http/mount-endpoint.js";
import { StatelessMcpMux } from "../http/stateless-mux.js";
import { buildCatalogueHandshake } from "./handshake.js";
import { mountRegistry } from "./registry-routes.js";

/** Mounts the aisle: the catalogue MCP at /mcp (MCP only, no REST half) and the registry read API under /registry. */
export async function mountCatalogue(app: Hono, ctx: AppContext): Promise<void> {
  const deps = { config: ctx.config, catalogue: ctx.catalogue, desk: ctx.desk, onError: ctx.onError };
  mountEndpoint(app, ctx.config, {
    path: "/mcp",
    mcp: StatelessMcpMux.deferred(() => createCatalogueServer(deps), ctx.onError),
    modern: createModernHandler({ ...catalogueIdentity(ctx.config), tools: catalogueToolBindings(deps) }, ctx.onError),
    direct: directToolCallsFor(ctx, catalogueToolBindings(deps), { info: catalogueIdentity(ctx.config).info }),
    describe: () => buildCatalogueHandshake(ctx.config, ctx.catalogue),
  });
  mountRegistry(app, ctx.config, ctx.catalogue);
}
