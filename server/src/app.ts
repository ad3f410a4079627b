import type { Config, DeskDeps } from "@travel/shared";
import { runTravelJob } from "@travel/shared";
import { Hono } from "hono";
import { buildDeskHandshake } from "./desk/handshake.js";
import { createDeskServer } from "./desk/create-desk-server.js";
import type { DeskRunner } from "./desk/desk-runner.js";
import { deskRest } from "./desk/rest.js";
import { mountEndpoint } from "./http/mount-endpoint.js";
import { problemResponse } from "./http/problem.js";
import { StatelessMcpMux } from "./http/stateless-mux.js";

/** Everything the app needs; main.ts builds the real ones, tests build their own. */
export interface AppDeps {
  config: Config;
  desk: DeskDeps;
  /** Where bugs and transport errors are reported; defaults to nowhere. */
  onError?: (error: Error) => void;
}

/** Builds the whole service as a Hono app. No port is opened here. */
export async function createApp(deps: AppDeps): Promise<Hono> {
  const { config } = deps;
  const base = config.baseUrl;
  const onError = deps.onError ?? (() => {});
  const app = new Hono();
  const runDesk: DeskRunner = (job) => runTravelJob(job, deps.desk);

  mountEndpoint(app, config, {
    path: "/desk",
    mcp: await StatelessMcpMux.create(createDeskServer(config, runDesk), onError),
    rest: deskRest(config, runDesk),
    describe: () => buildDeskHandshake(config),
  });

  app.notFound((c) => problemResponse(base, "not-found", 404, `Nothing is served at ${c.req.method} ${c.req.path}.`));
  app.onError((error) => {
    onError(error);
    return problemResponse(base, "internal-error", 500, "The service failed on this request. It has been logged; please try again.");
  });
  return app;
}
