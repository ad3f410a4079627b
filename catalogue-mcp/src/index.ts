export { createCatalogueServer } from "./create-catalogue-server.js";
