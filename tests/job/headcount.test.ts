import { readFileSync } from "node:fs";
import { parseJob, routeJob } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { NOW } from "../desk-core/fake-deps.js";

interface Entry {
  text: string;
  passengers: number;
  route?: string;
}

// The corpus lives beside the grammar; it is read as data, not imported from the package's source.
const corpus = JSON.parse(readFileSync(new URL("../../parser/src/dimensions/travellers/headcount/corpus.json", import.meta.url), "utf8")) as { entries: Entry[] };

describe("head-counts read compositionally (parser/src/dimensions/travellers/headcount/corpus.json)", () => {
  it.each(corpus.entries.map((e) => [e.text, e] as const))("%s", (_text, entry) => {
    const job = parseJob(entry.text, NOW);
    expect(job.passengers).toBe(entry.passengers);
    if (entry.route) expect(routeJob(job).route).toBe(entry.route);
  });
});
