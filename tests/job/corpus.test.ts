import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseJob, routeJob } from "@travel/shared";
import { REPO_ROOT } from "@travel/workbench";
import { describe, expect, it } from "vitest";
import { NOW } from "../desk-core/fake-deps.js";

// Every dimension of the parser keeps its examples in a corpus.json beside its rules. This file finds each one under
// parser/src, so a new corpus is read without being listed here. An entry is a job's text and the fields it must
// produce; a field left out is not asserted. Relative dates are read against the job tables' day (2026-11-22).
interface Entry {
  text: string;
  kind?: string;
  /** The place's English name; null when the job must name none. */
  origin?: string | null;
  destination?: string | null;
  passengers?: number | null;
  date?: string | null;
  returnDate?: string | null;
  /** Each must be among the job's notes. */
  notes?: string[];
  /** None may be among the job's notes. */
  withoutNotes?: string[];
  /** How many independent parts the job is split into (0 when it is one request). */
  parts?: number;
  language?: string;
  route?: string;
}

const FIELDS = new Set(["text", "kind", "origin", "destination", "passengers", "date", "returnDate", "notes", "withoutNotes", "parts", "language", "route"]);
const PARSER = join(REPO_ROOT, "parser/src");
const TESTS = join(REPO_ROOT, "tests/job");

function corpusFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? corpusFiles(join(dir, d.name)) : d.name === "corpus.json" ? [join(dir, d.name)] : [],
  );
}

const corpora = corpusFiles(PARSER).map((file) => ({
  name: relative(REPO_ROOT, file),
  doc: JSON.parse(readFileSync(file, "utf8")) as { entries?: Entry[] },
}));
const testSources = readdirSync(TESTS)
  .filter((f) => f.endsWith(".test.ts"))
  .map((f) => readFileSync(join(TESTS, f), "utf8"));

/** The fields the entry names, read from the job the parser makes of its text. */
function reading(entry: Entry): Partial<Entry> {
  const job = parseJob(entry.text, NOW);
  const got: Partial<Entry> = { text: entry.text };
  if (entry.kind !== undefined) got.kind = job.kind;
  if (entry.origin !== undefined) got.origin = job.origin?.name ?? null;
  if (entry.destination !== undefined) got.destination = job.destination?.name ?? null;
  if (entry.passengers !== undefined) got.passengers = job.passengers;
  if (entry.date !== undefined) got.date = job.date;
  if (entry.returnDate !== undefined) got.returnDate = job.returnDate;
  if (entry.notes !== undefined) got.notes = entry.notes.filter((n) => job.notes.includes(n));
  if (entry.withoutNotes !== undefined) got.withoutNotes = entry.withoutNotes.filter((n) => !job.notes.includes(n));
  if (entry.parts !== undefined) got.parts = job.parts.length;
  if (entry.language !== undefined) got.language = job.language;
  if (entry.route !== undefined) got.route = routeJob(job).route;
  return got;
}

describe("the parser's corpora (every parser/src/**/corpus.json)", () => {
  it("finds the corpus of every dimension", () => {
    const names = corpora.map((c) => c.name);
    const folders = ["dimensions/places/rules", "dimensions/kind", "dimensions/notes", "dimensions/parts", "dimensions/intents", "prepare/structure"];
    for (const dim of [...folders, "pipeline", "dimensions/travellers/headcount", "prepare/discourse"]) expect(names).toContain(`parser/src/${dim}/corpus.json`);
  });

  // A corpus in another shape must be read by a test of its own; otherwise its examples would be checked by nothing.
  it.each(corpora.filter((c) => !c.doc.entries).map((c) => [c.name] as const))("%s is read by its own test", (name) => {
    expect(testSources.some((src) => src.includes(name.replace("parser/src/", "")))).toBe(true);
  });

  for (const { name, doc } of corpora.filter((c) => c.doc.entries)) {
    describe(name, () => {
      it("names only fields the test reads", () => {
        const unknown = (doc.entries ?? []).flatMap((e) => Object.keys(e).filter((k) => !FIELDS.has(k)).map((k) => `${e.text}: ${k}`));
        expect(unknown).toEqual([]);
        expect(doc.entries?.length).toBeGreaterThan(0);
      });
      it.each((doc.entries ?? []).map((e) => [e.text, e] as const))("%s", (_text, entry) => {
        expect(reading(entry)).toEqual(entry);
      });
    });
  }
});
