import { parseJob, routeJob } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { NOW } from "../desk-core/fake-deps.js";
import { mismatches, readCases } from "@travel/workbench";

// Other phrasings and cities than the acceptance jobs (Baltic and Balkan cities, local spellings,
// IATA codes, number words, mixed parties, ranges, relative dates against 2026-11-22).
const cases = readCases("generalisation-jobs.json");

describe("the generalisation jobs (tests/fixtures/generalisation-jobs.json)", () => {
  it("holds at least 60 jobs with distinct ids, none copied from the acceptance table", () => {
    const acceptance = new Set(readCases("jobs.json").map((c) => c.job));
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    expect(cases.filter((c) => acceptance.has(c.job))).toEqual([]);
  });

  it("covers every route", () => {
    expect(new Set(cases.map((c) => c.expect.route))).toEqual(new Set(["regional", "group", "search", "esim", "sos", "split", "clarify"]));
  });

  it.each(cases.map((c) => [c.id, c] as const))("%s", (_id, c) => {
    const job = parseJob(c.job, NOW);
    expect(mismatches(c, job, routeJob(job)), c.job).toEqual([]);
  });
});
