import { readdirSync } from "node:fs";
import { parseJob, routeJob } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { NOW } from "../desk-core/fake-deps.js";
import { mismatches, readCases } from "@travel/workbench";

// One table of native-style jobs per language added as data (shared/data/lang/<locale>.json): every job
// in it is read right, language tag included, so a change to the shared grammar that breaks a language
// fails here by name.
const files = readdirSync(new URL("../fixtures/languages/", import.meta.url)).filter((f) => f.endsWith(".json"));

describe("each language's own jobs (tests/fixtures/languages/<locale>.json)", () => {
  it("has a table for every language file added since the first twenty", () => {
    expect(files.length).toBeGreaterThanOrEqual(2);
  });

  it.each(files)("%s: at least 25 jobs, every one read right", (file) => {
    const cases = readCases(`languages/${file}`);
    expect(cases.length).toBeGreaterThanOrEqual(25);
    const misses = cases.flatMap((c) => {
      const job = parseJob(c.job, NOW);
      const why = mismatches(c, job, routeJob(job));
      if (c.expect.language && job.language !== c.expect.language) why.push(`language ${job.language} != ${c.expect.language}`);
      return why.length ? [`${c.id}: ${why.join("; ")}`] : [];
    });
    expect(misses).toEqual([]);
  });
});
