import { loadCatalogue, type AisleData, type ListingEntry } from "@travel/shared";
import { seededRandom } from "./seeded-random.js";

/** The shipped aisle, multiplied: each copy keeps a real listing's shape and adds made-up words, so the index is realistic and large. */
export function syntheticAisle(size: number): AisleData {
  const loaded = loadCatalogue();
  if (!loaded.ok) throw new Error(loaded.error);
  const shipped = loaded.catalogue;
  const random = seededRandom(42);
  const syllables = ["ka", "lo", "mi", "ra", "tu", "sen", "vo", "dri", "pa", "nel", "qua", "ist", "or", "bel", "fen"];
  const word = () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => syllables[Math.floor(random() * syllables.length)]).join("");
  const listings: ListingEntry[] = [];
  const evidence: AisleData["evidence"] = {};
  for (let i = 0; i < size; i++) {
    const base = shipped.listings[i % shipped.listings.length]!;
    const slug = `${base.slug}-${i}`;
    const extra = Array.from({ length: 6 }, word).join(" ");
    listings.push({
      slug,
      name: `${base.name} ${word()}`,
      publisher: base.publisher,
      category: base.category,
      regions: [...base.regions],
      description: `${base.description} ${extra}`.slice(0, 400),
      transport: [...base.transport],
      url: base.url,
      package: base.package,
      auth: base.auth,
      tools: base.tools.map((t) => ({ name: `${t.name}_${word()}`, purpose: t.purpose })),
      booksOrPays: base.booksOrPays,
      argumentHints: base.argumentHints,
      modes: [...base.modes],
      source: base.source,
      checkedAt: base.checkedAt,
      unconfirmed: base.unconfirmed,
      notes: base.notes,
    });
    const e = shipped.evals[base.slug]!;
    evidence[slug] = { purposeTests: e.purposeTests, coverage: e.coverage, staleness: e.staleness, alternatives: [], notes: e.notes };
  }
  return { seed: "synthetic", assembledOn: shipped.assembledOn, listings, evidence, excluded: [], checks: {} };
}
