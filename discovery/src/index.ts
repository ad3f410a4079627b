export type { DocumentEntry } from "./document.js";
export { buildCatalogueDocuments } from "./catalogue-documents.js";
export type { DiscoveryInput, SideDeskDocument } from "./input.js";
export { buildDocuments, DESK_EVALS_PATH } from "./build-documents.js";
export { bundledDeskEvalPack } from "./bundled-desk-evals.js";
export { loadDeskEvalPack } from "./desk-evals.js";
