import { readFileSync } from "node:fs";
import { parseJob, routeJob, type Place } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { NOW } from "../desk-core/fake-deps.js";

interface Case {
  job: string;
  /** Why a field is left out of the expectation (a language no word of the job tells apart). */
  note?: string;
  expect: { language?: string; passengers?: number; origin?: string; destination?: string; date?: string; kind?: string };
}

const corpus = JSON.parse(readFileSync(new URL("../../parser/src/normalise/translit/corpus.json", import.meta.url), "utf8")) as { cases: Case[] };
const place = (p: Place | null) => (p ? `${p.name} (${p.country})` : null);

// Russian, Ukrainian, Bulgarian, Serbian, Macedonian and Greek typed in Latin letters read as their own
// script reads, and the Latin-script languages that share their short words stay themselves.
describe("languages of other scripts typed in Latin letters", () => {
  it.each(corpus.cases.map((c) => [c.job, c.expect] as const))("%s", (text, want) => {
    const job = parseJob(text, NOW);
    expect(routeJob(job).route).toBeTruthy();
    const got = {
      ...(want.language !== undefined ? { language: job.language } : {}),
      ...(want.passengers !== undefined ? { passengers: job.passengers } : {}),
      ...(want.origin !== undefined ? { origin: place(job.origin) } : {}),
      ...(want.destination !== undefined ? { destination: place(job.destination) } : {}),
      ...(want.date !== undefined ? { date: job.date } : {}),
      ...(want.kind !== undefined ? { kind: job.kind } : {}),
    };
    expect(got).toEqual(want);
  });
});
