import type { RouteFields } from "./compose-base.js";
import type { DeskDeps } from "./deps.js";
import type { JobAnalysis, Kind } from "@travel/parser";
import type { RulePredicate } from "./route-job.js";
import type { DeskPartResult, Route } from "../schemas/desk-result.js";
import type { Category } from "../schemas/listing.js";

/** A part of a split, answered on its own, with how its rule names it. */
export interface ComposedPart {
  result: DeskPartResult;
  label: string;
}

/**
 * One routing rule of docs/DESIGN.md section 6 with everything the service says and does for it. A rule
 * lives in its own file in this folder (rule-<route>.ts) and takes one line in `run.ts`; the type checker refuses a rule
 * that lacks any part.
 */
export interface RouteRule<Id extends Route = Route> extends RulePredicate<Id> {
  /** The rule in one line, as llms-full.txt lists the routes in order. */
  readonly text: string;
  /** What the route means, in the catalogue's recommend_for_job summary. */
  readonly words: string;
  /** The fields of its answer; a split gets its parts' results, every other route none. */
  readonly compose: (job: JobAnalysis, deps: DeskDeps, parts: readonly ComposedPart[]) => RouteFields | Promise<RouteFields>;
  /** How a part on this route is named in a split's summary. */
  readonly label: (job: JobAnalysis) => string;
  /** The aisle category that serves its jobs, by kind; null where none does. */
  readonly category: (kind: Kind) => Category | null;
}

/** A rule, checked whole by the type checker where it is written. */
export const defineRoute = <Id extends Route>(rule: RouteRule<Id>): RouteRule<Id> => rule;
