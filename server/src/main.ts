// First: Headers, Request and Response that do not load undici (./node/web-globals.ts).
import "./node/install-web-globals.js";
import { loadConfig } from "@travel/shared";
import type { Server } from "node:http";
import { createApp } from "./app/app.js";
import { createDefaultDeps } from "./app/default-deps.js";
import { createLogger } from "./http/logger.js";
import { serveNode } from "./node/serve-node.js";
import { shutdownGraceMs, trackForShutdown } from "./node/shutdown.js";
import { restoreV8DefaultsAfterStartUp } from "./node/start-up-flags.js";

// The only file with side effects: read the environment, build the app, listen, shut down cleanly.
const loaded = loadConfig(process.env);
if (!loaded.ok) {
  for (const e of loaded.errors) console.error(`Invalid configuration: ${e.variable}: ${e.message}`);
  process.exit(1);
}
const config = loaded.config;

const deps = createDefaultDeps(config);
if (!deps.ok) {
  console.error(`Cannot start: ${deps.error}`);
  process.exit(1);
}
const { desk, catalogue, sideDesks } = deps;
const logger = createLogger(config);
// No top-level await: the bundle is a classic script, so V8 can load its code cache (scripts/build.mjs).
void start();

async function start(): Promise<void> {
  const app = await createApp({ config, desk, catalogue, sideDesks, logger, onError: (error) => logger.error({ err: error }, "request failed") });

  const server = serveNode({
    fetch: restoreV8DefaultsAfterStartUp(app.fetch),
    config,
    onListen: (info) => logger.info(`travel desk ${config.version} listening on http://${info.address}:${info.port} (public base ${config.baseUrl})`),
  });

  // A port another process holds stops the server with one line that says what to change, not a Node stack.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EADDRINUSE" && error.code !== "EACCES") throw error;
    const why = error.code === "EADDRINUSE" ? "is already in use" : "may not be opened by this user";
    console.error(`Cannot start: port ${config.port} on ${config.host} ${why}. Set PORT to another port (and HOST to change the address).`);
    process.exit(1);
  });

  const stop = trackForShutdown(server as Server, {
    graceMs: shutdownGraceMs(config.supplierTimeoutMs),
    log: (message) => logger.info(message),
    warn: (message) => logger.warn(message),
    exit: (code) => {
      logger.flush();
      process.exit(code);
    },
  });
  process.on("SIGTERM", () => stop.shutdown("SIGTERM"));
  process.on("SIGINT", () => stop.shutdown("SIGINT"));
}
