import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseJob, routeJob } from "@travel/shared";
import { REPO_ROOT } from "@travel/workbench";
import { describe, expect, it } from "vitest";
import { NOW } from "../desk-core/fake-deps.js";

// The mechanism's corpus lives beside its rules; it is read as data, not imported from the package's source.
const corpus = JSON.parse(readFileSync(join(REPO_ROOT, "parser/src/normalise/scripts/corpus.json"), "utf8")) as { jobs: unknown[] };

interface Expected {
  text: string;
  language: string;
  kind?: string;
  passengers?: number;
  origin?: [string, string];
  destination?: [string, string];
  date?: string;
  returnDate?: string;
  notes?: string[];
}

const place = (p: { name: string; country: string } | null) => (p ? [p.name, p.country] : null);

// Jobs written in Han, Kana, Hangul, Thai, Arabic, Hebrew, Devanagari, Georgian and Armenian: read through the
// public entry, every field the corpus names is asserted (parser/src/normalise/scripts/corpus.json).
describe("jobs in scripts beyond Latin, Cyrillic and Greek", () => {
  it.each((corpus.jobs as Expected[]).map((j) => [j.text, j] as const))("%s", (_text, expected) => {
    const job = parseJob(expected.text, NOW);
    const got: Partial<Record<keyof Expected, unknown>> = { text: expected.text, language: job.language };
    if (expected.kind) got.kind = job.kind;
    if (expected.passengers !== undefined) got.passengers = job.passengers;
    if (expected.origin) got.origin = place(job.origin);
    if (expected.destination) got.destination = place(job.destination);
    if (expected.date) got.date = job.date;
    if (expected.returnDate) got.returnDate = job.returnDate;
    if (expected.notes) got.notes = expected.notes.filter((n) => job.notes.includes(n));
    expect(got).toEqual(expected);
    expect(routeJob(job).route).not.toBe("clarify");
  });
});
