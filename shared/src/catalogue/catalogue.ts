import type { SlimListing } from "../schemas/slim-listing.js";

// STUB (owned by the aisle issue): the loaded, validated aisle with its search index and evals.
/** The aisle as the service uses it. */
export interface Catalogue {
  /** Full listings, as /data/listings.json serves them. */
  listings: readonly unknown[];
  /** slug -> eval, as /data/evals.json serves it. */
  evals: Readonly<Record<string, unknown>>;
  /** Ranked slim listings for a category and free-text query. */
  recommend(category: string, query: string, limit: number): SlimListing[];
}

export type CatalogueResult = { ok: true; catalogue: Catalogue } | { ok: false; error: string };

/** Loads and validates the aisle shipped with the service; an invalid listing is an error naming it. */
export function loadCatalogue(): CatalogueResult {
  return { ok: true, catalogue: { listings: [], evals: {}, recommend: () => [] } };
}
