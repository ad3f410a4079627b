export { createApp } from "./app.js";
export type { AppContext, AppDeps } from "./app-context.js";
export { createDefaultDeps } from "./default-deps.js";
export type { DefaultDeps } from "./default-deps.js";
