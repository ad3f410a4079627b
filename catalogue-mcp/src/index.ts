export { createCatalogueServer } from "./create-catalogue-server.js";
export type { CatalogueServerDeps } from "./create-catalogue-server.js";
