import { CATEGORIES, createCatalogue, loadCatalogue, type AisleData, type Catalogue } from "@travel/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { syntheticAisle } from "@travel/workbench";
import { shippedAisleData } from "./helpers.js";

interface RankKey {
  relevance: number;
  usefulness: number;
  slug: string;
}

/** The published order (SEARCH_WEIGHTS.order): relevance descending, then usefulness descending, then slug in code-point order. */
function comesBefore(a: RankKey, b: RankKey): boolean {
  if (a.relevance !== b.relevance) return a.relevance > b.relevance;
  if (a.usefulness !== b.usefulness) return a.usefulness > b.usefulness;
  return a.slug < b.slug;
}

function shipped(): Catalogue {
  const loaded = loadCatalogue();
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.catalogue;
}

const QUERIES = ["esim", "hotels", "flights", "group flights", "train timetable Germany", "weather forecast", "currency", "delay", "ferry", "", "maps directions", "kiwi"];

function orders(catalogue: Catalogue): string[][] {
  const searched = QUERIES.map((query) => {
    const found = catalogue.search({ query, limit: 50 });
    return found.ok ? found.items.map((i) => i.listing.slug) : [];
  });
  const recommended = CATEGORIES.flatMap((c) => [catalogue.recommend(c, "", 50), catalogue.recommend(c, "2 people Warsaw to Barcelona on 4 May 2027", 50)]).map((l) => l.map((s) => s.slug));
  return [...searched, ...recommended];
}

describe("search and ranking", () => {
  it("finds esim listings first for 'esim'", () => {
    const found = shipped().search({ query: "esim" });
    expect(found.ok && found.items.length > 0).toBe(true);
    if (found.ok) for (const item of found.items) expect(item.listing.category).toBe("esim");
  });

  it("orders by relevance, then usefulness, then slug", () => {
    const catalogue = shipped();
    for (const query of QUERIES) {
      const found = catalogue.search({ query, limit: 50 });
      if (!found.ok) throw new Error(found.message);
      const keys = found.items.map((i) => ({ relevance: i.relevance, usefulness: i.usefulness, slug: i.listing.slug }));
      for (let i = 1; i < keys.length; i++) expect(comesBefore(keys[i - 1]!, keys[i]!), `${query}: ${keys[i - 1]!.slug} before ${keys[i]!.slug}`).toBe(true);
      for (const item of found.items) expect(item.usefulness).toBe(catalogue.evals[item.listing.slug]!.usefulness);
    }
  });

  it("ties on relevance are broken by usefulness: for 'currency' the better-evidenced server comes first", () => {
    const found = shipped().search({ query: "currency" });
    if (!found.ok) throw new Error(found.message);
    const [first, second] = found.items;
    expect(first!.relevance).toBe(second!.relevance);
    expect(first!.usefulness).toBeGreaterThan(second!.usefulness);
  });

  it("recommends only the asked category, accepts the seed's category names, and gives nothing for an unknown one", () => {
    const catalogue = shipped();
    for (const category of CATEGORIES) for (const s of catalogue.recommend(category, "anything", 50)) expect(s.category).toBe(category);
    expect(catalogue.recommend("esim-connectivity", "", 5).map((s) => s.slug)).toEqual(catalogue.recommend("esim", "", 5).map((s) => s.slug));
    expect(catalogue.recommend("no-such-category", "esim", 5)).toEqual([]);
    const unknown = catalogue.search({ query: "esim", category: "spaceflight" });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.message).toContain("flights-search");
  });

  it("returns slim listings that name their safe tools", () => {
    const [kiwi] = shipped().recommend("flights-search", "", 1);
    expect(kiwi).toMatchObject({ slug: "kiwi-com", category: "flights-search", url: "https://mcp.kiwi.com", safeTools: ["search-flight"] });
  });
});

describe("ranking is not for sale", () => {
  /** The validated data with arbitrary extra fields pushed onto listings and tools, bypassing the strict schema. */
  function withExtras(data: AisleData, extras: { at: number; key: string; value: unknown }[]): AisleData {
    const listings = data.listings.map((l) => ({ ...l, tools: l.tools.map((t) => ({ ...t })) }));
    for (const { at, key, value } of extras) {
      const listing = listings[at % listings.length]! as unknown as Record<string, unknown>;
      listing[key] = value;
      const tools = listing.tools as Record<string, unknown>[];
      if (tools[0]) tools[0][key] = value;
    }
    return { ...data, listings };
  }

  it("cannot be moved by a sponsored flag or a boost", () => {
    const data = shippedAisleData();
    const plain = orders(createCatalogue(data));
    const bought = withExtras(data, data.listings.map((_, at) => ({ at, key: at % 2 ? "sponsored" : "boost", value: at % 2 ? true : 1e9 })));
    expect(orders(createCatalogue(bought))).toEqual(plain);
  });

  it("cannot be moved by any extra field on any listing", () => {
    const data = shippedAisleData();
    const plain = orders(createCatalogue(data));
    const extra = fc.record({
      at: fc.nat(),
      key: fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !["slug", "name", "publisher", "category", "description", "transport", "url", "package", "docs", "auth", "tools", "booksOrPays", "argumentHints", "source", "checkedAt", "unconfirmed", "notes", "purpose", "annotations"].includes(k) && k !== "__proto__"),
      value: fc.oneof(fc.boolean(), fc.double(), fc.string(), fc.constant(1e9), fc.array(fc.string(), { maxLength: 3 })),
    });
    fc.assert(fc.property(fc.array(extra, { minLength: 1, maxLength: 8 }), (extras) => {
      expect(orders(createCatalogue(withExtras(data, extras)))).toEqual(plain);
    }), { numRuns: 25 });
  });

  it("does not leak extra fields into what it serves", () => {
    const data = shippedAisleData();
    const catalogue = createCatalogue(withExtras(data, [{ at: 0, key: "sponsored", value: true }]));
    expect(JSON.stringify(catalogue.listings)).not.toContain("sponsored");
  });
});

describe("ranking at scale", () => {
  it("returns, for any limit, the head of the full ranking, even with thousands of ties", () => {
    const catalogue = createCatalogue(syntheticAisle(2000));
    for (const query of ["flights", "hotels esim", "train timetable germany", "kiwi"]) {
      const full = catalogue.search({ query, limit: 2000 });
      if (!full.ok) throw new Error(full.message);
      const keys = full.items.map((i) => ({ relevance: i.relevance, usefulness: i.usefulness, slug: i.listing.slug }));
      for (let i = 1; i < keys.length; i++) expect(comesBefore(keys[i - 1]!, keys[i]!)).toBe(true);
      for (const limit of [0, 1, 7, 25]) {
        const head = catalogue.search({ query, limit });
        expect(head.ok && head.items.map((i) => i.listing.slug)).toEqual(full.items.slice(0, limit).map((i) => i.listing.slug));
        expect(head.ok && head.total).toBe(full.total);
      }
    }
  });
});
