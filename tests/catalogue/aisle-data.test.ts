import { CATEGORIES, ListingSchema, loadCatalogue, loadCatalogueFrom, normalizeCategory } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { readSeed, readShippedData } from "./helpers.js";

function shipped() {
  const loaded = loadCatalogue();
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.catalogue;
}

/** True when a listing's facts were re-read after the seed: it cites a source the seed did not have. */
function reverified(listingSources: readonly string[], seedSource: string): boolean {
  const seed = new Set(seedSource.split(" ; "));
  return listingSources.some((s) => !seed.has(s));
}

describe("the shipped aisle", () => {
  it("has at least 25 valid listings across at least 8 of the fixed categories", () => {
    const { listings } = shipped();
    expect(listings.length).toBeGreaterThanOrEqual(25);
    for (const listing of listings) expect(ListingSchema.safeParse(listing).success).toBe(true);
    const categories = new Set(listings.map((l) => l.category));
    expect(categories.size).toBeGreaterThanOrEqual(8);
    for (const c of ["flights-search", "group-travel", "esim", "disruption"]) expect(categories.has(c as never)).toBe(true);
  });

  it("accounts for every seed entry: listed with the seed's sources and category, or excluded with a reason", () => {
    const catalogue = shipped();
    const excluded = new Map(catalogue.excluded.map((e) => [e.slug, e.reason]));
    for (const entry of readSeed()) {
      const listing = catalogue.get(entry.slug);
      if (!listing) {
        expect(excluded.get(entry.slug), `${entry.slug} is neither listed nor excluded`).toMatch(/\w/);
        continue;
      }
      expect(listing.category).toBe(normalizeCategory(entry.category));
      if (reverified(listing.source, entry.source)) {
        // A fact corrected after the seed names the newer source it comes from, and the day it was read.
        expect(listing.checkedAt, `${entry.slug} re-checked on a known day`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        continue;
      }
      expect(listing.source).toEqual(entry.source.split(" ; "));
      expect(listing.booksOrPays).toBe(entry.books_or_pays);
      // Tool names the seed did not have are never invented.
      for (const tool of listing.tools) expect(entry.tools).toContain(tool.name);
      if (entry.tools.length === 0) expect(listing.unconfirmed).toContain("tools");
    }
    expect(catalogue.listings.length + excluded.size).toBe(readSeed().length);
  });

  it("leaves out exactly the seed entries nobody could install: no usable endpoint or package, or no known transport", () => {
    const catalogue = shipped();
    const unusable = readSeed().filter((e) => /^UNCONFIRMED|^host .*path UNCONFIRMED/.test(e.url_or_package)).map((e) => e.slug);
    const noTransport = catalogue.excluded.filter((e) => /^No transport/.test(e.reason)).map((e) => e.slug);
    expect(catalogue.excluded.map((e) => e.slug).sort()).toEqual([...unusable, ...noTransport].sort());
    for (const listing of catalogue.listings) {
      expect(listing.url !== null || listing.package !== null).toBe(true);
      expect(listing.transport.length, `${listing.slug} can be installed`).toBeGreaterThan(0);
    }
  });

  it("marks what the seed left unconfirmed", () => {
    const catalogue = shipped();
    for (const entry of readSeed() as unknown as Record<string, string>[]) {
      const listing = catalogue.get(entry.slug!);
      if (!listing || reverified(listing.source, entry.source!)) continue;
      const expected = [
        /UNCONFIRMED/.test(entry.auth!) && "auth",
        /UNCONFIRMED/.test(entry.transport!) && "transport",
        /UNCONFIRMED/.test(entry.publisher!) && "publisher",
        /tools? (names )?UNCONFIRMED/i.test(entry.notes!) && "tools",
      ].filter((f): f is string => typeof f === "string");
      for (const field of expected) expect(listing.unconfirmed, `${entry.slug} ${field}`).toContain(field);
    }
  });

  it("uses only the fixed category names", () => {
    for (const listing of shipped().listings) expect(CATEGORIES).toContain(listing.category);
  });
});

describe("start-up validation", () => {
  it.each([
    ["sponsored", true],
    ["boost", 1e9],
    ["usefulness", 5],
    ["safeTools", ["book_now"]],
  ])("refuses a listing carrying '%s' and names the listing", (field, value) => {
    const { aisle, evidence } = readShippedData();
    const target = aisle.listings[3]!;
    target[field] = value;
    const loaded = loadCatalogueFrom(aisle, evidence);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) {
      expect(loaded.error).toContain(`listing "${String(target.slug)}"`);
      expect(loaded.error).toContain(field);
    }
  });

  it("refuses a typed-in side effect on a tool", () => {
    const { aisle, evidence } = readShippedData();
    const kiwi = aisle.listings.find((l) => l.slug === "kiwi-com")!;
    (kiwi.tools as Record<string, unknown>[])[0]!.sideEffect = "search";
    const loaded = loadCatalogueFrom(aisle, evidence);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error).toMatch(/listing "kiwi-com".*sideEffect/);
  });

  it("refuses an eval with an unknown field, a hand-typed score, or an alternative that is not a listing", () => {
    for (const mutate of [
      (e: Record<string, unknown>) => (e.boost = 2),
      (e: Record<string, unknown>) => (e.usefulness = 5),
      (e: Record<string, unknown>) => (e.alternatives = [{ slug: "no-such-listing", reason: "x" }]),
    ]) {
      const { aisle, evidence } = readShippedData();
      mutate(evidence.evals["trivago"]!);
      const loaded = loadCatalogueFrom(aisle, evidence);
      expect(loaded.ok).toBe(false);
      if (!loaded.ok) expect(loaded.error).toContain('eval "trivago"');
    }
  });

  it("refuses a listing without eval evidence, and one with neither url nor package", () => {
    const missing = readShippedData();
    delete missing.evidence.evals["frankfurter"];
    const a = loadCatalogueFrom(missing.aisle, missing.evidence);
    expect(a.ok || a.error).toMatch(/listing "frankfurter": no eval evidence/);

    const nothing = readShippedData();
    const listing = nothing.aisle.listings.find((l) => l.slug === "frankfurter")!;
    listing.url = null;
    listing.package = null;
    const b = loadCatalogueFrom(nothing.aisle, nothing.evidence);
    expect(b.ok || b.error).toMatch(/listing "frankfurter".*neither a url nor a package/);
  });

  it("accepts the shipped files unchanged", () => {
    const { aisle, evidence } = readShippedData();
    expect(loadCatalogueFrom(aisle, evidence).ok).toBe(true);
  });
});
