export { createApp } from "./app/app.js";
export type { AppDeps } from "./context/app-context.js";
export { createDefaultDeps } from "./app/default-deps.js";
export { discoveryInput } from "./http/discovery-routes.js";
export { createLogger } from "./http/logger.js";
export { serveNode } from "./node/serve-node.js";
export { shutdownGraceMs } from "./node/shutdown.js";
export { createWorkerApp } from "./worker/create-worker-app.js";
export type { RateLimitBinding } from "./worker/cloudflare-rate-limiter.js";
