export { createApp } from "./app.js";
export type { AppContext, AppDeps } from "./app-context.js";
export { createDefaultDeps } from "./default-deps.js";
export type { DefaultDeps } from "./default-deps.js";
export { discoveryInput } from "./http/discovery-routes.js";
export { DEFAULT_HTML_CSP, cspHashSource, htmlCsp } from "./http/security-headers.js";
export { createLogger } from "./http/logger.js";
export type { ServiceLogger } from "./http/logger.js";
