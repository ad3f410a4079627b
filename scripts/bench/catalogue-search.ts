// Catalogue search over a synthetic 10,000-listing aisle: median time of one search_capabilities-style
// query (catalogue.search, limit 10) against the 1 ms goal. A measurement, not a timed test.
// usage: node_modules/.bin/tsx scripts/bench/catalogue-search.ts   (BENCH_LISTINGS, BENCH_ROUNDS to change the size)
import { createCatalogue } from "@travel/shared";
import { syntheticAisle } from "@travel/workbench";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

/** What one run measured. */
export interface CatalogueSearchBenchResult {
  listings: number;
  queries: number;
  buildMs: number;
  medianMs: number;
  p95Ms: number;
  goalMs: number;
  meetsGoal: boolean;
}

const GOAL_MS = 1;
const QUERIES = [
  "esim", "hotels", "flights", "group flights", "train timetable", "weather forecast", "currency convert",
  "ferry greece", "maps directions", "delay compensation", "kiwi", "visa thailand", "cheap flights warsaw barcelona",
];
const CATEGORY_QUERIES: { query: string; category: string }[] = [
  { query: "", category: "esim" },
  { query: "japan", category: "esim" },
  { query: "", category: "flights-search" },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** Builds the synthetic aisle, warms up, then times every query one at a time. */
export async function runCatalogueSearchBench(options: { listings?: number; rounds?: number } = {}): Promise<CatalogueSearchBenchResult> {
  const size = options.listings ?? Number(process.env.BENCH_LISTINGS ?? 10_000);
  const rounds = options.rounds ?? Number(process.env.BENCH_ROUNDS ?? 60);
  const data = syntheticAisle(size);
  const built = performance.now();
  const catalogue = createCatalogue(data);
  const buildMs = performance.now() - built;

  const asks = [...QUERIES.map((query) => ({ query })), ...CATEGORY_QUERIES];
  for (let i = 0; i < 5; i++) for (const ask of asks) catalogue.search({ ...ask, limit: 10 });
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const ask of asks) {
      const t0 = performance.now();
      const found = catalogue.search({ ...ask, limit: 10 });
      times.push(performance.now() - t0);
      if (!found.ok) throw new Error(found.message);
    }
  }
  times.sort((a, b) => a - b);
  const medianMs = percentile(times, 0.5);
  return { listings: size, queries: times.length, buildMs, medianMs, p95Ms: percentile(times, 0.95), goalMs: GOAL_MS, meetsGoal: medianMs < GOAL_MS };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await runCatalogueSearchBench();
  const fmt = (ms: number) => `${ms.toFixed(3)} ms`;
  console.log(`catalogue search over ${r.listings.toLocaleString("en")} synthetic listings (index built in ${r.buildMs.toFixed(0)} ms)`);
  console.log(`  ${r.queries} queries: median ${fmt(r.medianMs)}, p95 ${fmt(r.p95Ms)}; goal: median under ${fmt(r.goalMs)} -> ${r.meetsGoal ? "met" : "NOT met"} (${(r.medianMs / r.goalMs).toFixed(2)}x the goal)`);
}
