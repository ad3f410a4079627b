import type { Catalogue } from "../catalogue/catalogue.js";
import { parseJob, type JobAnalysis } from "../job/parse-job.js";
import type { Route } from "../schemas/desk-result.js";
import type { Category } from "../schemas/listing.js";
import type { SlimListing } from "../schemas/slim-listing.js";
import { categoryFor } from "./kinds.js";
import type { CeeSource } from "../schemas/cee.js";
import { routeJob, type RouteDecision } from "./route-job.js";

/** How many listings the desk and recommend_for_job recommend. */
export const RECOMMENDATIONS = 5;

/** A job understood and routed, with the aisle category that serves it. */
export interface JobClassification {
  job: JobAnalysis;
  decision: RouteDecision;
  /** The category for the job's route and kind; for a split, the first part's (null when nothing fits). */
  category: Category | null;
}

/** parseJob + routeJob + the kind's category: the one path the desk and recommend_for_job share. */
export function classifyJob(text: string, now: Date, cee: CeeSource): JobClassification {
  const list = Array.isArray(cee) ? (cee as readonly string[]) : (cee as { ceeCountries: readonly string[] }).ceeCountries;
  const job = parseJob(text, now, { ceeCountries: list });
  const decision = routeJob(job, list);
  const lead = decision.parts?.[0];
  return { job, decision, category: lead ? categoryFor(lead.route, lead.job.kind) : categoryFor(decision.route, job.kind) };
}

/**
 * The aisle's listings for one routed request, ranked: from the category of its route and kind only,
 * none where the aisle has no server of that kind. The desk's results and recommend_for_job both call this.
 */
export function aisleRecommendations(job: JobAnalysis, route: Route, catalogue: Pick<Catalogue, "recommend">): { category: Category | null; items: SlimListing[] } {
  const category = categoryFor(route, job.kind);
  if (!category) return { category, items: [] };
  const where = job.destination ?? job.origin;
  const query = route === "esim" && where ? `esim ${where.name} ${job.text}` : job.text;
  return { category, items: catalogue.recommend(category, query, RECOMMENDATIONS) };
}
