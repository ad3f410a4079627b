import { parseJob, type JobAnalysis } from "../job/parse-job.js";
import { categoryForRoute, routeJob, type CeeSource, type RouteDecision } from "./route-job.js";

/** A job understood and routed, with the aisle category that serves it. */
export interface JobClassification {
  job: JobAnalysis;
  decision: RouteDecision;
  /** The route's category; for a split, the first part's (null when nothing fits, e.g. clarify). */
  category: string | null;
}

/** parseJob + routeJob + categoryForRoute in one call, for the catalogue's recommend_for_job. */
export function classifyJob(text: string, now: Date, cee: CeeSource): JobClassification {
  const list = Array.isArray(cee) ? (cee as readonly string[]) : (cee as { ceeCountries: readonly string[] }).ceeCountries;
  const job = parseJob(text, now, { ceeCountries: list });
  const decision = routeJob(job, list);
  const lead = decision.parts?.[0]?.route ?? decision.route;
  return { job, decision, category: categoryForRoute(lead) };
}
