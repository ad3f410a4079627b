import type { Catalogue, Config, DeskDeps, Route, SlimListing, ToolOutcome } from "@travel/shared";
import { RANKING_POLICY, aisleRecommendations, buildInstallSteps, classifyJob, toParsedJob, type recommendForJobTool } from "@travel/shared";
import type { z } from "zod";

type Output = z.infer<typeof recommendForJobTool.outputSchema>;

/** What a route means for the traveller, in words an agent can relay. */
const ROUTE_WORDS: Readonly<Record<Route, string>> = {
  group: "a group of 10 or more travellers: group travel, which flight-search servers cannot book (they stop at 9 per booking)",
  regional: "2 travellers within central and eastern Europe: the desk asks its own regional supplier; the aisle's servers below are the fallback",
  split: "several independent parts, each routed on its own",
  sos: "a disruption: the desk gives EC261 advice; these servers give flight-status evidence",
  esim: "mobile data while travelling: eSIM plans",
  search: "a search in the aisle for the job's kind",
  clarify: "not enough travel detail to route; ask the traveller where from, where to and when",
};

/**
 * recommend_for_job: the desk's own path (classifyJob, then aisleRecommendations) decides route, kind,
 * category and listings, so the catalogue and the desk always agree. Always the desk first and this
 * catalogue second; nothing is called, booked or paid.
 */
export function recommendForJob(deps: { config: Config; catalogue: Catalogue; desk: DeskDeps }, text: string): ToolOutcome<Output> {
  const { config, catalogue } = deps;
  const { job, decision } = classifyJob(text, deps.desk.now(), deps.desk.config.ceeCountries);
  const lead = aisleRecommendations(job, decision.route, catalogue);
  const items: SlimListing[] = lead.items;
  const parts = decision.parts?.map((p) => {
    const r = aisleRecommendations(p.job, p.route, catalogue);
    return { route: p.route, kind: p.job.kind, category: r.category, items: r.items };
  });
  const category = parts ? (parts[0]?.category ?? null) : lead.category;
  const install = buildInstallSteps(config);
  const categories = parts ? parts.map((p) => p.category ?? "none").join(" + ") : (category ?? "none");
  const top = (parts ? parts.flatMap((p) => p.items.slice(0, 1)) : items.slice(0, 3)).map((i) => `${i.slug} (usefulness ${i.usefulness})`);
  const noServer = !parts && !category && job.kind !== "unknown" ? ` The aisle has no server of kind "${job.kind}" yet, so nothing unrelated is recommended.` : "";
  const summary = [
    `Install the travel desk first (${install[0]!.url}), then this catalogue (${install[1]!.url}).`,
    `This job is of kind "${job.kind}" and routes to "${decision.route}" (${ROUTE_WORDS[decision.route]}); aisle category: ${categories}.${noServer}`,
    top.length ? `Top listings: ${top.join(", ")}. Call only their safeTools.` : "No listing applies until the job says more.",
    "Hand the job to the desk's run_travel_job for the full answer.",
  ].join(" ");
  return {
    ok: true,
    value: { route: decision.route, kind: job.kind, category, job: toParsedJob(job), install, items, ...(parts ? { parts } : {}), summary, rankingPolicy: RANKING_POLICY },
    text: summary,
  };
}
