import type { Catalogue } from "../catalogue/catalogue.js";
import { aisleListings } from "./recommendations.js";
import { deskResult } from "./compose-base.js";
import { applyGivenFields } from "./given.js";
import type { DeskDeps } from "./deps.js";
import { parseJob, type CeeSource, type DeskInput, type JobAnalysis, type Kind } from "@travel/parser";
import { decideRoute, type RoutableJob, type RouteDecision, type RoutedPart } from "./route-job.js";
import type { DeskPartResult, DeskResult, Route } from "../schemas/desk-result.js";
import type { Category } from "../schemas/listing.js";
import type { SlimListing } from "../schemas/slim-listing.js";
import { clarify } from "./rule-clarify.js";
import { esim } from "./rule-esim.js";
import { group } from "./rule-group.js";
import { regional } from "./rule-regional.js";
import type { ComposedPart, RouteRule } from "./rule.js";
import { search } from "./rule-search.js";
import { sos } from "./rule-sos.js";
import { split } from "./rule-split.js";

/** The routing rules of docs/DESIGN.md section 6, one line each, in the order the desk tries them. */
export const ROUTE_TABLE = [sos, split, esim, group, regional, search, clarify] as const satisfies readonly RouteRule[];

// Every route of the published schema has its rule: a route left out of the table fails to type-check here.
type Uncovered = Exclude<Route, (typeof ROUTE_TABLE)[number]["id"]>;
export const EVERY_ROUTE_HAS_A_RULE: [Uncovered] extends [never] ? true : Uncovered = true;

/** A table of rules: the service's own, or one a test builds around it. */
export type RouteTable = readonly RouteRule[];

function ruleFor(route: Route, table: RouteTable): RouteRule {
  const rule = table.find((r) => r.id === route);
  if (!rule) throw new Error(`no rule for route ${route}`);
  return rule;
}

/** Routes a parsed job by the table's rules, in order. */
export function routeJob(job: RoutableJob, cee?: CeeSource, table: RouteTable = ROUTE_TABLE): RouteDecision {
  return decideRoute(job, table, cee);
}

/** The aisle category for a routed job: its rule's, by the job's kind. */
export function categoryFor(route: Route, kind: Kind, table: RouteTable = ROUTE_TABLE): Category | null {
  return ruleFor(route, table).category(kind);
}

/** What a route means, in a sentence. */
export function routeWords(route: Route, table: RouteTable = ROUTE_TABLE): string {
  return ruleFor(route, table).words;
}

/** The rules as llms-full.txt lists them: "route: text", in order. */
export function routeTexts(table: RouteTable = ROUTE_TABLE): string[] {
  return table.map((r) => `${r.id}: ${r.text}`);
}

/** The aisle's listings for one routed request, from its rule's category only. */
export function aisleRecommendations(job: JobAnalysis, route: Route, catalogue: Pick<Catalogue, "recommendForJob">, table: RouteTable = ROUTE_TABLE): { category: Category | null; items: SlimListing[] } {
  const category = categoryFor(route, job.kind, table);
  return { category, items: aisleListings(job, route, category, catalogue) };
}

/** A job understood and routed, with the aisle category that serves it. */
export interface JobClassification {
  job: JobAnalysis;
  decision: RouteDecision;
  /** The category for the job's route and kind; for a split, the first part's (null when nothing fits). */
  category: Category | null;
}

/** parseJob + routeJob + the route's category: the one path the desk and recommend_for_job share. */
export function classifyJob(text: string, now: Date, cee: CeeSource, table: RouteTable = ROUTE_TABLE): JobClassification {
  const list = Array.isArray(cee) ? (cee as readonly string[]) : (cee as { ceeCountries: readonly string[] }).ceeCountries;
  const job = parseJob(text, now, { ceeCountries: list });
  const decision = routeJob(job, list, table);
  const lead = decision.parts?.[0];
  return { job, decision, category: lead ? categoryFor(lead.route, lead.job.kind, table) : categoryFor(decision.route, job.kind, table) };
}

async function composePart(part: RoutedPart, deps: DeskDeps, table: RouteTable): Promise<ComposedPart> {
  const rule = ruleFor(part.route, table);
  return { result: deskResult(part.route, part.job, await rule.compose(part.job, deps, [])), label: rule.label(part.job) };
}

/**
 * Runs one travel job through the desk: parse, lay the caller's given fields over the reading, route the
 * merged job by the table, compose each part's answer by its rule. `input` is validated already.
 */
export async function runTravelJob(input: string | DeskInput, deps: DeskDeps, table: RouteTable = ROUTE_TABLE): Promise<DeskResult> {
  const { job: text, ...given } = typeof input === "string" ? { job: input } : input;
  const read = parseJob(text, deps.now(), { ceeCountries: deps.config.ceeCountries });
  const job = applyGivenFields(read, given, deps.config.ceeCountries);
  const decision = routeJob(job, deps.config.ceeCountries, table);
  if (decision.route === "split" && decision.parts) {
    const parts = await Promise.all(decision.parts.map((part) => composePart(part, deps, table)));
    const fields = await ruleFor("split", table).compose(job, deps, parts);
    return { ...deskResult("split", job, fields), parts: parts.map((p) => p.result) as DeskPartResult[] };
  }
  return (await composePart({ job, route: decision.route as Exclude<Route, "split"> }, deps, table)).result;
}
