import type { Catalogue, Config, DeskDeps, Route, ToolOutcome } from "@travel/shared";
import { RANKING_POLICY, buildInstallSteps, sortKey, type RecommendItemSchema, type recommendForJobTool } from "@travel/shared";
import type { z } from "zod";
import { routeForCatalogue } from "./route-job-core.js";

type Output = z.infer<typeof recommendForJobTool.outputSchema>;
type RecommendItem = z.infer<typeof RecommendItemSchema>;

const ITEMS = 5;

/** What a route means for the traveller, in words an agent can relay. */
const ROUTE_WORDS: Readonly<Record<Route, string>> = {
  group: "a group of 10 or more travellers: group travel, which flight-search servers cannot book (they stop at 9 per booking)",
  regional: "2 travellers within central and eastern Europe: the desk asks its own regional supplier; flight search below is the fallback",
  split: "several independent parts, each routed on its own",
  sos: "a disruption: the desk gives EC261 advice; these servers give flight-status evidence",
  esim: "mobile data while travelling: eSIM plans",
  search: "a trip to search for",
  clarify: "not enough travel detail to route; ask the traveller where from, where to and when",
};

/**
 * recommend_for_job: the desk's routing core decides route and category, the aisle ranks listings for it.
 * Always the desk first and this catalogue second; nothing is called, booked or paid.
 */
export function recommendForJob(deps: { config: Config; catalogue: Catalogue; desk: DeskDeps }, text: string): ToolOutcome<Output> {
  const { config, catalogue } = deps;
  const routed = routeForCatalogue(text, deps.desk);
  // Each item carries what placed it (relevance, usefulness, sortKey), so the order can be recomputed.
  const pick = (category: string | null, query: string): RecommendItem[] =>
    category
      ? catalogue.recommendRanked(category, query, ITEMS).map(({ listing, relevance, relevanceParts, usefulness }) => ({
          ...catalogue.slim(listing),
          relevance,
          relevanceParts,
          sortKey: sortKey({ relevance, usefulness, slug: listing.slug }),
        }))
      : [];
  const items = pick(routed.category, text);
  const parts = routed.route === "split" ? routed.parts.map((p) => ({ route: p.route, category: p.category, items: pick(p.category, p.query) })) : undefined;

  const install = buildInstallSteps(config);
  const categories = parts ? parts.map((p) => p.category ?? "none").join(" + ") : (routed.category ?? "none");
  const top = (parts ? parts.flatMap((p) => p.items.slice(0, 1)) : items.slice(0, 3)).map((i) => `${i.slug} (usefulness ${i.usefulness})`);
  const summary = [
    `Install the travel desk first (${install[0]!.url}), then this catalogue (${install[1]!.url}).`,
    `This job routes to "${routed.route}" (${ROUTE_WORDS[routed.route]}); aisle category: ${categories}.`,
    top.length ? `Top listings: ${top.join(", ")}. Call only their safeTools.` : "No listing applies until the job says more.",
    "Hand the job to the desk's run_travel_job for the full answer.",
  ].join(" ");
  return {
    ok: true,
    value: { route: routed.route, category: routed.category, job: routed.job, install, items, ...(parts ? { parts } : {}), summary, rankingPolicy: RANKING_POLICY },
    text: summary,
  };
}
