import { readFileSync } from "node:fs";
import { parseJob, routeJob } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { NOW } from "../desk-core/fake-deps.js";

interface Entry {
  text: string;
  passengers?: number;
  origin?: string;
  destination?: string;
  date?: string;
  route?: string;
  kind?: string;
}

// The corpus lives beside the grammar; it is read as data, not imported from the package's source.
const corpus = JSON.parse(readFileSync(new URL("../../parser/src/prepare/discourse/corpus.json", import.meta.url), "utf8")) as { entries: Entry[] };

describe("self-corrections and threads (parser/src/prepare/discourse/corpus.json)", () => {
  it.each(corpus.entries.map((e) => [e.text, e] as const))("%s", (_text, entry) => {
    const job = parseJob(entry.text, NOW);
    if (entry.passengers !== undefined) expect(job.passengers).toBe(entry.passengers);
    if (entry.origin) expect(job.origin?.name).toBe(entry.origin);
    if (entry.destination) expect(job.destination?.name).toBe(entry.destination);
    if (entry.date) expect(job.date).toBe(entry.date);
    if (entry.kind) expect(job.kind).toBe(entry.kind);
    if (entry.route) expect(routeJob(job).route).toBe(entry.route);
  });
});
