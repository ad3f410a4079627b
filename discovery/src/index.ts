export type { DocumentEntry } from "./document.js";
export { buildCatalogueDocuments } from "./catalogue-documents.js";
