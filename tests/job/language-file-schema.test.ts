import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { languageFileProblems, readLanguageFile } from "@travel/parser";

// Every language file is checked whole by LanguageFileSchema when the lexicon is built
// (scripts/data/build-lexicon.ts): an unknown key anywhere, or a value of the wrong type, fails the build with the
// file, the path inside it and the reason. The broken files here are built in memory from a real one.
const LANG = new URL("../../parser/data/lang/", import.meta.url);
const files = readdirSync(LANG).filter((f) => f.endsWith(".json"));
const read = (name: string) => JSON.parse(readFileSync(new URL(name, LANG), "utf8")) as Record<string, unknown>;
const polish = () => read("pl.json");

describe("language files match LanguageFileSchema (parser/src/language/sections/schema.ts)", () => {
  it.each(files)("%s has no key or value the schema does not know", (name) => {
    expect(languageFileProblems(`parser/data/lang/${name}`, read(name))).toEqual([]);
  });

  it("an unknown key at the top level fails, naming the file and the key", () => {
    const problems = languageFileProblems("pl.json", { ...polish(), endingz: ["a"] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^pl\.json: .*Unrecognized key.*"endingz"/);
  });

  it("an unknown key inside a section fails, naming the section", () => {
    const file = polish();
    const problems = languageFileProblems("pl.json", { ...file, headcount: { ...(file.headcount as object), famlies: { rodziny: 0 } } });
    expect(problems).toEqual([expect.stringMatching(/^pl\.json: headcount: Unrecognized key.*"famlies"/)]);
  });

  it("a word list under a key the grammar does not read fails, naming the key", () => {
    const file = polish();
    const problems = languageFileProblems("pl.json", { ...file, words: { ...(file.words as object), flite: ["lot"] } });
    expect(problems).toEqual([expect.stringMatching(/^pl\.json: words\.flite: .*not a canonical key/)]);
  });

  it("a value of the wrong type fails, naming its path and what was expected", () => {
    const file = polish();
    const problems = languageFileProblems("pl.json", { ...file, words: { ...(file.words as object), from: "z" } });
    expect(problems).toEqual([expect.stringMatching(/^pl\.json: words\.from: .*expected array/)]);
    const money = languageFileProblems("pl.json", { ...file, money: { signs: { zł: "Poland" } } });
    expect(money).toEqual([expect.stringMatching(/^pl\.json: money\.signs\.zł: /)]);
    const ending = languageFileProblems("pl.json", { ...file, endings: [{ ending: "ből", means: "out" }] });
    expect(ending).toEqual([expect.stringMatching(/^pl\.json: endings\[0\]/)]);
  });

  it("a stem of another errand's words shorter than four letters fails: it would swallow common words", () => {
    const file = polish();
    const problems = languageFileProblems("pl.json", { ...file, domains: { finance: ["fak*", "faktur*"] } });
    expect(problems).toEqual([expect.stringMatching(/^pl\.json: domains\.finance\[0\]: a stem needs at least four letters/)]);
    expect(languageFileProblems("pl.json", { ...file, domains: { finance: ["faktur*", "vat"] } })).toEqual([]);
  });

  it("reading a broken file throws with every problem on its own line", () => {
    expect(() => readLanguageFile("pl.json", { ...polish(), name: 7, colour: "red" })).toThrow(/pl\.json: name: .*expected string[\s\S]*pl\.json: .*"colour"/);
  });
});
