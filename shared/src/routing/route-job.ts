import { detectIntents, type JobIntents } from "../job/intents.js";
import type { JobAnalysis } from "../job/parse-job.js";
import { foldText } from "../job/text.js";
import { ceeSet, type CeeSource } from "../schemas/cee.js";
import type { Route } from "../schemas/desk-result.js";
import type { ParsedJob } from "../schemas/job.js";

/** A job as routeJob takes it: parseJob's analysis, or a bare ParsedJob (its intents are then read from its text). */
export type RoutableJob = ParsedJob & { intents?: JobIntents; parts?: readonly JobAnalysis[] };

/** One part of a split job with the route it takes on its own. */
export interface RoutedPart {
  job: JobAnalysis;
  route: Exclude<Route, "split">;
}

/** Where the desk sends a job; `parts` is set for the split route only. */
export interface RouteDecision {
  route: Route;
  parts?: RoutedPart[];
}

/** The desk's minimum party for the group route (airlines sell 10+ as group inventory). */
export const GROUP_MIN_PASSENGERS = 10;

/** Rules 1 and 3-7 of docs/DESIGN.md section 6 for one request (a part is never split again). */
function routeOne(job: RoutableJob, cee: ReadonlySet<string>): Exclude<Route, "split"> {
  const intents = job.intents ?? detectIntents(foldText(job.text));
  if (intents.disruption) return "sos";
  if (intents.mobileData) return "esim";
  const passengers = job.passengers ?? 0;
  if (passengers >= GROUP_MIN_PASSENGERS) return "group";
  if (passengers === 2 && job.origin && job.destination && cee.has(job.origin.country) && cee.has(job.destination.country)) return "regional";
  // Rule 6: a place, or a clear kind (a visa question, a currency conversion) is enough to search.
  if (job.origin || job.destination || (job.kind !== undefined && job.kind !== "unknown")) return "search";
  return "clarify";
}

/**
 * Routes a parsed job by the rules of docs/DESIGN.md section 6, in order: sos, split, esim, group,
 * regional, search, clarify. A disruption with a separate eSIM request is a split, not sos.
 * Only the parsed fields decide: nothing in the text can name its own route.
 */
export function routeJob(job: RoutableJob, cee?: CeeSource): RouteDecision {
  const set = ceeSet(cee);
  if (job.parts && job.parts.length > 1) {
    return { route: "split", parts: job.parts.map((part) => ({ job: part, route: routeOne(part, set) })) };
  }
  return { route: routeOne(job, set) };
}

