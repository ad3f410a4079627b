export { createApp } from "./app.js";
export type { AppDeps } from "./app.js";
export { createDefaultDeskDeps } from "./default-deps.js";
