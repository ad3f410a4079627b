import { runTravelJob } from "@travel/shared";
import { Hono } from "hono";
import type { AppContext, AppDeps } from "../context/app-context.js";
import { mountCatalogue } from "../catalogue/mount-catalogue.js";
import { buildDeskHandshake } from "../desk/handshake.js";
import { createDeskServer, deskIdentity, deskToolBinding } from "../desk/create-desk-server.js";
import { modernDeskSpec } from "../desk/modern-desk.js";
import { deskRest } from "../desk/rest.js";
import { mountDiscovery } from "../http/discovery-routes.js";
import { applyHardening } from "../http/hardening.js";
import { directToolCallsFor } from "../http/direct-tool-call.js";
import { createModernHandler } from "../http/modern-handler.js";
import { mountEndpoint } from "../http/mount-endpoint.js";
import { createRequestStateSealer } from "../http/request-state.js";
import { internalErrorResponse, mountProblemTypes, problemResponse } from "../http/problem.js";
import { StatelessMcpMux } from "../http/stateless-mux.js";
import { nodeSocketAddress } from "../node/socket-address.js";
import { mountPages } from "../pages/mount-pages.js";
import { mountSideDesks } from "../side-desks/kit/mount.js";

/** Builds the whole service as a Hono app. No port is opened here. */
export async function createApp(deps: AppDeps): Promise<Hono> {
  const onError = deps.onError ?? (() => {});
  // The desk reports a bug it recovered from (a port that threw) to the same place as every other bug.
  const desk = { ...deps.desk, onError: deps.desk.onError ?? onError };
  const ctx: AppContext = { ...deps, desk, onError, runDesk: (job) => runTravelJob(job, desk), socketAddress: deps.socketAddress ?? nodeSocketAddress };
  const { config } = ctx;
  const app = new Hono();
  applyHardening(app, ctx);

  const deskBinding = deskToolBinding(ctx.runDesk);
  mountEndpoint(app, config, {
    path: "/desk",
    // Tools that insist on a URL ending in /mcp (the MCP Inspector's CLI rewrites any other to /mcp).
    aliases: ["/desk/mcp"],
    mcp: StatelessMcpMux.deferred(() => createDeskServer(config, deskBinding, ctx.onError), ctx.onError),
    // On 2026-07-28 the desk may ask a client that declares elicitation before it answers (modern-desk.ts): such calls go to the SDK.
    direct: directToolCallsFor(ctx, [deskBinding], { info: deskIdentity(config).info, asking: [deskBinding.definition.name] }),
    modern: createModernHandler(modernDeskSpec(config, ctx.runDesk, createRequestStateSealer(config.requestStateKey), ctx.onError), ctx.onError),
    rest: deskRest(config, ctx.runDesk),
    describe: () => buildDeskHandshake(config),
  });
  await mountCatalogue(app, ctx);
  await mountSideDesks(app, ctx);
  mountDiscovery(app, ctx);
  mountPages(app, ctx);
  mountProblemTypes(app, config.baseUrl);

  app.notFound((c) => problemResponse(config.baseUrl, "not-found", 404, `Nothing is served at ${c.req.method} ${c.req.path}.`));
  app.onError((error) => {
    ctx.onError(error);
    return internalErrorResponse(config.baseUrl);
  });
  return app;
}
