import { parseAisleData, type AisleData } from "@travel/shared";
import { readFileSync } from "node:fs";

const dataDir = new URL("../../shared/data/", import.meta.url);

/** The raw shipped data files, freshly read, so a test can change a copy. */
export function readShippedData(): { aisle: { listings: Record<string, unknown>[] } & Record<string, unknown>; evidence: { evals: Record<string, Record<string, unknown>> } } {
  return {
    aisle: JSON.parse(readFileSync(new URL("aisle.json", dataDir), "utf8")),
    evidence: JSON.parse(readFileSync(new URL("evals-evidence.json", dataDir), "utf8")),
  };
}

/** The research seed the aisle was curated from. */
export function readSeed(): { slug: string; category: string; url_or_package: string; source: string; tools: string[]; books_or_pays: boolean }[] {
  return JSON.parse(readFileSync(new URL("travel-mcp-servers.seed.json", dataDir), "utf8"));
}

/** The shipped data, validated. */
export function shippedAisleData(): AisleData {
  const { aisle, evidence } = readShippedData();
  const parsed = parseAisleData(aisle, evidence);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.data;
}
