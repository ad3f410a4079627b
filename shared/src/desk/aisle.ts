import type { Catalogue } from "../catalogue/catalogue.js";
import type { JobAnalysis } from "../job/parse-job.js";
import type { Route } from "../schemas/desk-result.js";
import type { Category } from "../schemas/listing.js";
import type { SlimListing } from "../schemas/slim-listing.js";

/** How many listings the desk and recommend_for_job recommend. */
export const RECOMMENDATIONS = 5;

/**
 * The aisle's listings for one routed request from its route's category, ranked; none where the aisle has
 * no server of that kind. The desk's results and recommend_for_job both come here.
 */
export function aisleListings(job: JobAnalysis, route: Route, category: Category | null, catalogue: Pick<Catalogue, "recommend">): SlimListing[] {
  if (!category) return [];
  const where = job.destination ?? job.origin;
  const query = route === "esim" && where ? `esim ${where.name} ${job.text}` : job.text;
  return catalogue.recommend(category, query, RECOMMENDATIONS);
}
