import { placeIndex, regionName } from "@travel/parser";
import { resolveGivenPlace } from "@travel/shared";
import { describe, expect, it } from "vitest";

const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
const twoLetterCodes = letters.flatMap((a) => letters.map((b) => a + b));

// The English names come from the generated CLDR table (scripts/data/build-english-names.ts), not from Intl.
describe("English names of countries", () => {
  it("names every country the gazetteer knows, so an answer never falls back to a name in the job's language", () => {
    const countries = twoLetterCodes.filter((code) => placeIndex().alpha3.has(code));
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.filter((code) => !regionName(code))).toEqual([]);
  });

  it("writes CLDR's English names, and reads a deprecated code one code replaced as that country", () => {
    expect([regionName("PL"), regionName("HR"), regionName("CZ"), regionName("UK"), regionName("QQ")]).toEqual(["Poland", "Croatia", "Czechia", "United Kingdom", undefined]);
  });

  it("resolves a country code given in `to` in any case, as the desk did with Intl", () => {
    expect(resolveGivenPlace("uk")).toMatchObject({ country: "GB", name: "United Kingdom" });
    expect(resolveGivenPlace("HR")).toMatchObject({ country: "HR", name: "Croatia" });
    expect(resolveGivenPlace("md")).toMatchObject({ country: "MD" });
  });
});
