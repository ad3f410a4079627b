import { DeskResultSchema, parseJob, routeJob, runTravelJob } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { NOW, fakeDeps } from "../desk-core/fake-deps.js";
import { mismatches, readCases } from "@travel/workbench";

const cases = readCases("jobs.json");

describe("the acceptance jobs (tests/fixtures/jobs.json)", () => {
  it("has the 44 cases of the team kit", () => {
    expect(cases).toHaveLength(44);
  });

  it.each(cases.map((c) => [c.id, c] as const))("%s: parseJob + routeJob", (_id, c) => {
    const job = parseJob(c.job, NOW);
    expect(mismatches(c, job, routeJob(job)), c.job).toEqual([]);
  });

  it.each(cases.map((c) => [c.id, c] as const))("%s: runTravelJob gives the same answer in a valid desk result", async (_id, c) => {
    const { deps } = fakeDeps();
    const result = DeskResultSchema.parse(await runTravelJob(c.job, deps));
    const job = { ...result.job, intents: { disruption: false, mobileData: false }, parts: [], ambiguous: [] };
    expect(mismatches(c, job, { route: result.route, parts: result.parts })).toEqual([]);
    expect(result.job.text).toBe(c.job);
  });
});
