import type { Category, DeskDeps, ParsedJob, Route } from "@travel/shared";
import { categoryForRoute, normalizeCategory, parseJob, routeJob, toParsedJob } from "@travel/shared";

/** What the desk's routing core says about a job, in the terms the catalogue needs. */
export interface RoutedJob {
  job: ParsedJob;
  route: Route;
  category: Category | null;
  /** Split jobs: each part's route and category, with its own text as the search query. */
  parts: { route: Route; category: Category | null; query: string }[];
}

function categoryOf(route: Route): Category | null {
  const name = categoryForRoute(route);
  return name === null ? null : normalizeCategory(name);
}

/** Parses and routes a job with the desk's own core (parseJob, routeJob, categoryForRoute); calls no supplier. */
export function routeForCatalogue(text: string, desk: DeskDeps): RoutedJob {
  const analysis = parseJob(text, desk.now(), { ceeCountries: desk.config.ceeCountries });
  const decision = routeJob(analysis, desk.config.ceeCountries);
  const parts = (decision.parts ?? []).map((part) => ({ route: part.route, category: categoryOf(part.route), query: part.job.text }));
  return { job: toParsedJob(analysis), route: decision.route, category: categoryOf(decision.route), parts };
}
