import { buildCatalogueDocuments } from "@travel/discovery";
import { EvalSchema, ListingSchema, SlimListingSchema, loadCatalogue } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { testConfig } from "../helpers/app.js";

function documents(env: Record<string, string> = {}) {
  const loaded = loadCatalogue();
  if (!loaded.ok) throw new Error(loaded.error);
  const docs = buildCatalogueDocuments(testConfig(env), loaded.catalogue);
  const body = (path: string) => JSON.parse(JSON.stringify(docs.find((d) => d.path === path)!.body));
  return { docs, body, catalogue: loaded.catalogue };
}

describe("catalogue documents", () => {
  it("builds /data/listings.json, /data/evals.json and /data/for-agents.json as JSON", () => {
    const { docs } = documents();
    expect(docs.map((d) => d.path).sort()).toEqual(["/data/evals.json", "/data/excluded.json", "/data/for-agents.json", "/data/listings.json", "/data/search-weights.json"]);
    for (const d of docs) expect(d.contentType).toMatch(/json/);
  });

  it("serves every listing in full", () => {
    const { body, catalogue } = documents();
    const listings = body("/data/listings.json");
    expect(listings).toHaveLength(catalogue.listings.length);
    for (const l of listings) expect(ListingSchema.safeParse(l).success, l.slug).toBe(true);
  });

  it("serves evals as exactly a map of slug to eval, alternatives naming existing slugs", () => {
    const { body, catalogue } = documents();
    const evals = body("/data/evals.json");
    const slugs = catalogue.listings.map((l) => l.slug);
    expect(Object.keys(evals).sort()).toEqual([...slugs].sort());
    for (const [slug, e] of Object.entries(evals)) {
      expect(EvalSchema.safeParse(e).success, slug).toBe(true);
      for (const alt of (e as { alternatives: { slug: string }[] }).alternatives) expect(slugs).toContain(alt.slug);
    }
  });

  it("puts the desk object first in for-agents.json, installing the desk before the catalogue, then slim items", () => {
    const { body } = documents({ BASE_URL: "https://desk.example.org" });
    const fa = body("/data/for-agents.json");
    expect(Object.keys(fa)).toEqual(["desk", "items"]);
    expect(fa.desk.install.map((s: { url: string }) => s.url)).toEqual(["https://desk.example.org/desk", "https://desk.example.org/mcp"]);
    expect(fa.desk.guidance).toHaveLength(4);
    expect(fa.desk.rankingPolicy).toMatch(/not for sale/);
    expect(fa.items.length).toBeGreaterThanOrEqual(25);
    for (const item of fa.items) expect(SlimListingSchema.strict().safeParse(item).success, item.slug).toBe(true);
    const scores = fa.items.map((i: { usefulness: number }) => i.usefulness);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(JSON.stringify(fa)).not.toContain("127.0.0.1:8787");
  });
});
