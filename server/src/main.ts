import { serve } from "@hono/node-server";
import { loadConfig } from "@travel/shared";
import { createApp } from "./app.js";
import { createDefaultDeps } from "./default-deps.js";
import { createLogger } from "./http/logger.js";

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
const logger = createLogger(config);
const app = await createApp({ config, desk: deps.desk, catalogue: deps.catalogue, logger, onError: (error) => logger.error({ err: error }, "request failed") });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(`travel desk ${config.version} listening on http://${info.address}:${info.port} (public base ${config.baseUrl})`);
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: finishing in-flight requests, then exiting`);
  // close() stops accepting connections and waits for in-flight requests; idle keep-alive sockets are closed.
  server.close(() => {
    logger.flush();
    process.exit(0);
  });
  (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  setTimeout(() => {
    logger.flush();
    process.exit(0);
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
