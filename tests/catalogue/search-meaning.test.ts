import { SEARCH_WEIGHTS, loadCatalogue } from "@travel/shared";
import { describe, expect, it } from "vitest";

// Fixed expectations from issue 13 (point 5), not from the code: a query is about what it means,
// not about words every travel listing shares, and the place it names is part of relevance.
function search(query: string, limit = 10) {
  const loaded = loadCatalogue();
  if (!loaded.ok) throw new Error(loaded.error);
  const found = loaded.catalogue.search({ query, limit });
  if (!found.ok) throw new Error(found.message);
  return found.items;
}
const slugs = (query: string) => search(query).map((i) => i.listing.slug);

describe("search_capabilities ranks by meaning", () => {
  it("'insurance for travel' puts nothing first through the word 'travel' (the aisle has no insurance server)", () => {
    expect(slugs("insurance for travel")).toEqual([]);
    expect(slugs("travel")).toEqual([]);
    expect(slugs("trip mcp server")).toEqual([]);
  });

  it("'train Europe' does not put the China-only railway (12306-mcp) second: every rail listing covering Europe comes first", () => {
    const order = slugs("train Europe");
    expect(order[1]).not.toBe("12306-mcp");
    const china = order.indexOf("12306-mcp");
    for (const europe of ["db-mcp-datamonkey", "db-timetable-mcp", "db-fahrplan-mcp", "ferryhopper"]) {
      expect(order.indexOf(europe), europe).toBeGreaterThanOrEqual(0);
      if (china >= 0) expect(order.indexOf(europe), `${europe} before 12306-mcp`).toBeLessThan(china);
    }
  });

  it("'train China' puts the Chinese railway first: coverage is part of relevance", () => {
    expect(slugs("train China")[0]).toBe("12306-mcp");
  });

  it("'currency exchange' returns currency servers only, no timetable server", () => {
    const items = search("currency exchange");
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.listing.category, item.listing.slug).toBe("currency");
  });

  it("'train Germany' ranks the German railway servers above the ferries and the Chinese railway", () => {
    const order = slugs("train Germany");
    expect(order.slice(0, 3).sort()).toEqual(["db-fahrplan-mcp", "db-mcp-datamonkey", "db-timetable-mcp"]);
  });
});

describe("the ranking can be recomputed from what is served", () => {
  it.each(["train Europe", "flights", "esim Japan", "currency exchange", "Greece"])("%s: relevance = text + region, and sorting by sortKey gives the served order", (query) => {
    const items = search(query, 50);
    for (const item of items) expect(item.relevance).toBeCloseTo(item.relevanceParts.text + item.relevanceParts.region, 2);
    const keys = items.map((i) => [-i.relevance, -i.usefulness, i.listing.slug] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : 1));
    expect(keys).toEqual(sorted);
  });

  it("publishes the weights, the stop words and the region points", () => {
    expect(SEARCH_WEIGHTS.text.stopWords).toEqual(expect.arrayContaining(["travel", "trip", "mcp", "server"]));
    expect(SEARCH_WEIGHTS.text.fields.category).toBeGreaterThan(SEARCH_WEIGHTS.text.fields.description);
    expect(Object.keys(SEARCH_WEIGHTS.region.weights)).toEqual(["country", "continent", "world", "partOf"]);
  });
});
