import { readdirSync, readFileSync } from "node:fs";
import { parseJob, routeJob } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { NOW } from "../desk-core/fake-deps.js";
import { mismatches, readCases } from "@travel/workbench";

// One table of native-style jobs per language added as data (parser/data/lang/<locale>.json): every job
// in it is read right, language tag included, so a change to the shared grammar that breaks a language
// fails here by name.
const files = readdirSync(new URL("../fixtures/languages/", import.meta.url)).filter((f) => f.endsWith(".json"));

// A new language is its file in shared/data/lang and its table here, nothing else: every table in this folder is
// read below without being listed, and a language file with no table fails unless the language is one of the twenty
// the repo's multilingual table already holds ten jobs of.
const langDir = new URL("../../parser/data/lang/", import.meta.url);
const languageFiles = readdirSync(langDir).filter((f) => f.endsWith(".json"));
const tagOf = (file: string) => (JSON.parse(readFileSync(new URL(file, langDir), "utf8")) as { language: string }).language.split("-")[0] as string;

describe("each language's own jobs (tests/fixtures/languages/<locale>.json)", () => {
  it("has a table for every language file added since the first twenty", () => {
    const multilingual = readCases("multilingual-jobs.json");
    const covered = (tag: string) => multilingual.filter((c) => c.expect.language === tag).length >= 10;
    const tables = new Set(files.map((f) => f.replace(/\.json$/, "")));
    const missing = languageFiles.filter((f) => !tables.has(f.replace(/\.json$/, "")) && !covered(tagOf(f)));
    expect(missing).toEqual([]);
    for (const table of tables) expect(languageFiles, `${table}.json has no language file`).toContain(`${table}.json`);
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
