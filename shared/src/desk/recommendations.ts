import type { Catalogue } from "../catalogue/catalogue.js";
import type { JobAnalysis } from "@travel/parser";
import type { Route } from "../schemas/desk-result.js";
import type { Category } from "../schemas/listing.js";
import type { SlimListing } from "../schemas/slim-listing.js";
import { jobView } from "./compose-base.js";

/** How many listings the desk and recommend_for_job recommend. */
export const RECOMMENDATIONS = 5;

/**
 * The aisle's listings for one routed request from its route's category, those that can serve the job's
 * kind and places, in the published order, each with the call to make; none where the aisle has no server
 * of that kind. The desk's results and recommend_for_job both come here.
 */
export function aisleListings(job: JobAnalysis, _route: Route, category: Category | null, catalogue: Pick<Catalogue, "recommendForJob">): SlimListing[] {
  if (!category) return [];
  return catalogue.recommendForJob(category, jobView(job), RECOMMENDATIONS);
}
