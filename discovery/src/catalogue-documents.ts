import type { Catalogue, Config } from "@travel/shared";
import type { DocumentEntry } from "./document.js";

// STUB (owned by the aisle issue): /data/listings.json, /data/evals.json, /data/for-agents.json.
/** The catalogue's documents, built from the loaded aisle. */
export function buildCatalogueDocuments(config: Config, catalogue: Catalogue): DocumentEntry[] {
  void config;
  void catalogue;
  return [];
}
