import type { Catalogue, Config, DeskDeps, ParsedJob, RankedListing, SlimListing, ToolOutcome } from "@travel/shared";
import { RANKING_POLICY, aisleRecommendations, buildInstallSteps, classifyJob, routeWords, sortKey, toParsedJob, type RecommendItemSchema, type recommendForJobTool } from "@travel/shared";
import type { z } from "zod";

type Output = z.infer<typeof recommendForJobTool.outputSchema>;
type RecommendItem = z.infer<typeof RecommendItemSchema>;

/**
 * The catalogue as aisleRecommendations sees it, remembering what placed each listing it returned, so
 * the items can say so (relevance, usefulness, sortKey) while the routing path stays the desk's own.
 */
function recordingCatalogue(catalogue: Catalogue) {
  const placed = new Map<string, RankedListing>();
  return {
    recommendForJob: (category: string, job: ParsedJob, limit: number): SlimListing[] =>
      catalogue.rankForJob(category, job, limit).map((ranked) => {
        placed.set(ranked.listing.slug, ranked);
        return catalogue.slimForJob(ranked, job);
      }),
    withRank: (items: readonly SlimListing[]): RecommendItem[] =>
      items.map((item) => {
        const { relevance = 0, relevanceParts = { text: 0, region: 0 }, usefulness = item.usefulness } = placed.get(item.slug) ?? {};
        return { ...item, relevance, relevanceParts, sortKey: sortKey({ relevance, usefulness, slug: item.slug }) };
      }),
  };
}

/**
 * recommend_for_job: the desk's own path (classifyJob, then aisleRecommendations) decides route, kind,
 * category and listings, so the catalogue and the desk always agree. Always the desk first and this
 * catalogue second; nothing is called, booked or paid.
 */
export function recommendForJob(deps: { config: Config; catalogue: Catalogue; desk: DeskDeps }, text: string): ToolOutcome<Output> {
  const { config, catalogue } = deps;
  const { job, decision } = classifyJob(text, deps.desk.now(), deps.desk.config.ceeCountries);
  const recorder = recordingCatalogue(catalogue);
  const lead = aisleRecommendations(job, decision.route, recorder);
  const items = recorder.withRank(lead.items);
  const parts = decision.parts?.map((p) => {
    const r = aisleRecommendations(p.job, p.route, recorder);
    return { route: p.route, kind: p.job.kind, category: r.category, items: recorder.withRank(r.items) };
  });
  const category = parts ? (parts[0]?.category ?? null) : lead.category;
  const install = buildInstallSteps(config);
  const categories = parts ? parts.map((p) => p.category ?? "none").join(" + ") : (category ?? "none");
  const top = (parts ? parts.flatMap((p) => p.items.slice(0, 1)) : items.slice(0, 3)).map((i) => `${i.slug} (usefulness ${i.usefulness})`);
  const noServer = !parts && !category && job.kind !== "unknown" ? ` The aisle has no server of kind "${job.kind}" yet, so nothing unrelated is recommended.` : "";
  const summary = [
    `Install the travel desk first (${install[0]!.url}), then this catalogue (${install[1]!.url}).`,
    `This job is of kind "${job.kind}" and routes to "${decision.route}" (${routeWords(decision.route)}); aisle category: ${categories}.${noServer}`,
    top.length ? `Top listings: ${top.join(", ")}. Call only their safeTools.` : "No listing applies until the job says more.",
    "Hand the job to the desk's run_travel_job for the full answer.",
  ].join(" ");
  return {
    ok: true,
    value: { route: decision.route, kind: job.kind, category, job: toParsedJob(job), install, items, ...(parts ? { parts } : {}), summary, rankingPolicy: RANKING_POLICY },
    text: summary,
  };
}
