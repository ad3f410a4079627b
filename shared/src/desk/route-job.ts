import { ceeSet, detectIntents, foldText, type CeeSource, type JobAnalysis, type JobIntents, type ParsedJob } from "@travel/parser";
import type { Route } from "../schemas/desk-result.js";

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

/** What a rule sees of a single request. */
export interface RuleContext {
  cee: ReadonlySet<string>;
  intents: JobIntents;
  passengers: number;
}

/** A rule's id and when it takes a single request; the rules are tried in the order given. */
export interface RulePredicate<Id extends Route = Route> {
  readonly id: Id;
  readonly takes: (job: RoutableJob, ctx: RuleContext) => boolean;
}

/** The rules after split for one request (a part is never split again); the last one takes anything. */
function routeOne(job: RoutableJob, cee: ReadonlySet<string>, rules: readonly RulePredicate[]): Exclude<Route, "split"> {
  const ctx: RuleContext = { cee, intents: job.intents ?? detectIntents(foldText(job.text)), passengers: job.passengers ?? 0 };
  for (const rule of rules) if (rule.id !== "split" && rule.takes(job, ctx)) return rule.id as Exclude<Route, "split">;
  return "clarify";
}

/**
 * Routes a parsed job by the given rules, in order (docs/DESIGN.md section 6: sos, split, esim, group,
 * regional, search, clarify). A job of two or more independent parts is a split, each part routed on its
 * own; a disruption with a separate eSIM request is a split, not sos. Only the parsed fields decide:
 * nothing in the text can name its own route.
 */
export function decideRoute(job: RoutableJob, rules: readonly RulePredicate[], cee?: CeeSource): RouteDecision {
  const set = ceeSet(cee);
  if (job.parts && job.parts.length > 1) {
    return { route: "split", parts: job.parts.map((part) => ({ job: part, route: routeOne(part, set, rules) })) };
  }
  return { route: routeOne(job, set, rules) };
}
