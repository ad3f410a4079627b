import type { Catalogue, ToolOutcome } from "@travel/shared";
import { RANKING_POLICY, sortKey, type searchCapabilitiesTool } from "@travel/shared";
import type { z } from "zod";

type Input = z.infer<typeof searchCapabilitiesTool.inputSchema>;
type Output = z.infer<typeof searchCapabilitiesTool.outputSchema>;

/** search_capabilities: ranked hits from the aisle; an unknown category is a tool error naming the valid ones. */
export function searchCapabilities(catalogue: Catalogue, input: Input): ToolOutcome<Output> {
  const query = input.query?.trim() || null;
  const found = catalogue.search({ query: query ?? "", ...(input.category ? { category: input.category } : {}), limit: input.limit ?? 10 });
  if (!found.ok) return { ok: false, message: found.message };
  const items = found.items.map(({ listing, relevance, relevanceParts, usefulness }) => ({
    ...catalogue.slim(listing),
    description: listing.description,
    relevance,
    relevanceParts,
    sortKey: sortKey({ relevance, usefulness, slug: listing.slug }),
    flags: [...listing.flags],
  }));
  const scope = found.category ? ` in ${found.category}` : "";
  const text = items.length
    ? `${found.total} listing(s)${scope}${query ? ` match "${query}"` : ""}; top: ${items.slice(0, 3).map((i) => `${i.slug} (${i.category}, usefulness ${i.usefulness})`).join(", ")}. Call only each listing's safeTools.`
    : `No listing${scope} matches "${query}". Try a category (e.g. esim, flights-search, hotels) or fewer words.`;
  return { ok: true, value: { query, category: found.category, total: found.total, items, rankingPolicy: RANKING_POLICY }, text };
}
