import { parseJob, type JobAnalysis } from "../job/parse-job.js";
import { routeJob, type RoutedPart } from "../routing/route-job.js";
import type { DeskPartResult, DeskResult, Route } from "../schemas/desk-result.js";
import { composeClarify, composeSos } from "./compose-advice.js";
import { composeEsim, composeSearch } from "./compose-aisle.js";
import { deskResult, type RouteFields } from "./compose-base.js";
import { composeGroup, composeRegional } from "./compose-suppliers.js";
import type { DeskDeps } from "./deps.js";
import { tripLabel } from "./describe.js";

async function fieldsFor(route: Exclude<Route, "split">, job: JobAnalysis, deps: DeskDeps): Promise<RouteFields> {
  switch (route) {
    case "sos":
      return composeSos(job, deps);
    case "esim":
      return composeEsim(job, deps);
    case "group":
      return composeGroup(job, deps);
    case "regional":
      return composeRegional(job, deps);
    case "search":
      return composeSearch(job, deps);
    case "clarify":
      return composeClarify(job);
  }
}

async function composePart(part: RoutedPart, deps: DeskDeps): Promise<DeskPartResult> {
  return deskResult(part.route, part.job, await fieldsFor(part.route, part.job, deps));
}

function partLabel(result: DeskPartResult): string {
  if (result.route === "esim") return `esim: mobile data${result.job.destination ? ` for ${result.job.destination.name}` : ""}`;
  if (result.route === "sos") return "sos: advice on a disrupted flight";
  return `${result.route}: ${tripLabel(result.job)}`;
}

/** Rule 2: each independent part is routed and answered on its own, in `parts`. */
async function composeSplit(job: JobAnalysis, parts: RoutedPart[], deps: DeskDeps): Promise<DeskResult> {
  const results = await Promise.all(parts.map((part) => composePart(part, deps)));
  const listed = results.map((r, i) => `(${i + 1}) ${partLabel(r)}`).join("; ");
  return {
    ...deskResult("split", job, {
      summary: `This job holds ${results.length} independent requests, each answered on its own in parts: ${listed}. Relay each part's summary; nothing has been booked, paid or filed.`,
      nextSteps: results.map((r, i) => `Part ${i + 1} (${r.route}): ${r.nextSteps[0] ?? "see its summary"}`),
    }),
    parts: results,
  };
}

/** Runs one travel job through the desk: parse, route, ask the suppliers, compose the result. */
export async function runTravelJob(text: string, deps: DeskDeps): Promise<DeskResult> {
  const job = parseJob(text, deps.now(), { ceeCountries: deps.config.ceeCountries });
  const decision = routeJob(job, deps.config.ceeCountries);
  if (decision.route === "split" && decision.parts) return composeSplit(job, decision.parts, deps);
  return composePart({ job, route: decision.route as Exclude<Route, "split"> }, deps);
}
