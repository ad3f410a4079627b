export { catalogueIdentity, catalogueToolBindings, createCatalogueServer } from "./create-catalogue-server.js";

