import type { Catalogue, ToolOutcome } from "@travel/shared";
import type { getEvalTool } from "@travel/shared";
import type { z } from "zod";

type Output = z.infer<typeof getEvalTool.outputSchema>;

/** get_eval: one listing's eval; an unknown slug is a tool error listing the valid slugs. */
export function getEval(catalogue: Catalogue, slug: string): ToolOutcome<Output> {
  const listing = catalogue.get(slug.trim());
  const found = listing ? catalogue.evals[listing.slug] : undefined;
  const excluded = catalogue.excluded.find((e) => e.slug === slug.trim());
  if (excluded) {
    return { ok: false, message: `"${excluded.slug}" is not in the aisle, so it has no eval: it was left out of the research seed on purpose. Why: ${excluded.reason} The full list of left-out servers is /data/excluded.json.` };
  }
  if (!listing || !found) {
    return { ok: false, message: `Unknown slug "${slug}". Valid slugs: ${catalogue.listings.map((l) => l.slug).join(", ")}.` };
  }
  const passed = found.purposeTests.filter((t) => t.result === "pass").length;
  const text =
    `${listing.name} (${listing.slug}, ${listing.category}): usefulness ${found.usefulness}/5 by rubric v${found.rubricVersion}; ` +
    `${passed} of ${found.purposeTests.length} purpose test(s) passed. ` +
    (found.lastCheckedAt ? `Last real check ${found.lastCheckedAt}: ${found.status}. ` : "Status not-checked: no real check has run yet, so every input is documentary. ") +
    found.notes;
  return { ok: true, value: { ...found, listing: catalogue.slim(listing) }, text };
}
