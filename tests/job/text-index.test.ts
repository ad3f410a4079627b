import { describe, expect, it } from "vitest";
import { TextIndex, TextMap } from "@travel/parser";

// The generated tables' look-up (parser/src/tables/text-index.ts): lines "key<TAB>value", or a bare key.
describe("TextIndex", () => {
  it("finds every key of a word list whose lines have no tab", () => {
    const words = Array.from({ length: 500 }, (_v, i) => `word${i}`);
    const index = new TextIndex(words.join("\n"));
    expect(index.size).toBe(500);
    for (const [i, word] of words.entries()) {
      expect(index.find(word)).toBe(i);
      expect(index.value(i)).toBe("");
    }
    expect(index.has("word500")).toBe(false);
  });

  it("ends a bare line's key at its own end, not at a later line's tab", () => {
    const map = new TextMap(["alpha", "beta", "gamma\t3", "delta", "epsilon\t5", "zeta"].join("\n"), (v) => v);
    expect([...map.keys()]).toEqual(["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]);
    expect([...map.values()]).toEqual(["", "", "3", "", "5", ""]);
    expect(map.get("gamma")).toBe("3");
    expect(map.has("beta\ngamma")).toBe(false);
  });

  it("gives back keys and values beyond Latin-1, short and long, as they were written", () => {
    const long = "ж".repeat(5000) + "z";
    const lines = ["варшава\tWarszawa", "kraków\tКраков", "a\t" + long, "łódź", "zürich\tZürich, a city of some 420,000 people"];
    const map = new TextMap(lines.join("\n"), (v) => v);
    expect(map.get("варшава")).toBe("Warszawa");
    expect(map.get("kraków")).toBe("Краков");
    expect(map.get("a")).toBe(long);
    expect(map.get("łódź")).toBe("");
    expect(map.get("zürich")).toBe("Zürich, a city of some 420,000 people");
    expect(map.has("lodz")).toBe(false);
    expect([...map.keys()]).toEqual(["варшава", "kraków", "a", "łódź", "zürich"]);
  });
});
