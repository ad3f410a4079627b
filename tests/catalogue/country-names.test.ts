import { loadCatalogue, type Catalogue } from "@travel/shared";
import { countries, getCountryCode } from "countries-list";
import { describe, expect, it } from "vitest";

function shipped(): Catalogue {
  const loaded = loadCatalogue();
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.catalogue;
}

// What a search answers, in a form two searches can be compared by.
function answer(catalogue: Catalogue, query: string): string[] {
  const found = catalogue.search({ query, limit: 30 });
  if (!found.ok) throw new Error(found.message);
  return found.items.map((i) => `${i.listing.slug} ${i.relevance} ${i.relevanceParts.region}`);
}

// A query's words as the aisle folds them: accents off, lower case.
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

describe("a country named in an aisle query", () => {
  const catalogue = shipped();
  const named = Object.entries(countries).flatMap(([code, info]) =>
    [info.name, info.native, ...(("alias" in info ? info.alias : undefined) ?? [])].map((name) => ({ code, name })),
  );
  // Names the aisle can take as one place: one to three words, of three letters or more.
  const readable = named.filter(({ name }) => /^[\p{L} ]{3,}$/u.test(fold(name)) && fold(name).split(" ").length <= 3);

  it("is read as the same country countries-list's getCountryCode names, by any of its names and in any case", () => {
    expect(readable.length).toBeGreaterThan(300);
    let placed = 0;
    for (const { name } of readable) {
      for (const typed of [name, name.toUpperCase(), fold(name)]) {
        const code = getCountryCode(fold(typed));
        const english = code ? countries[code].name : null;
        // The same ranking as the country's English name gives.
        const expected = english && fold(english).split(" ").length <= 3 ? answer(catalogue, `esim ${english}`) : null;
        if (code && expected) placed++;
        if (expected) expect(answer(catalogue, `esim ${typed}`), `${typed} -> ${code}`).toEqual(expected);
      }
    }
    expect(placed).toBeGreaterThan(600);
  });

  it("ranks listings that cover the country above those that cover only its continent", () => {
    const items = catalogue.search({ query: "esim deutschland", limit: 50 });
    if (!items.ok) throw new Error(items.message);
    const regions = items.items.map((i) => i.relevanceParts.region);
    expect(Math.max(...regions)).toBeGreaterThan(0);
    expect(answer(catalogue, "esim DEUTSCHLAND")).toEqual(answer(catalogue, "esim germany"));
  });
});
