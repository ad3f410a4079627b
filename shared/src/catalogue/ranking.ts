import { CATEGORY_INFO } from "./categories.js";
import { REGION_WEIGHTS } from "./query-places.js";
import { FUZZY_MIN, FUZZY_SHARE, MATCH_WEIGHTS, MIN_SHARE_OF_BEST, PREFIX_MIN, SEARCH_FIELDS, STOP_WORDS } from "./search-index.js";

/** What decides a listing's place; a listing with a higher relevance always comes first. */
export interface RankKey {
  relevance: number;
  usefulness: number;
  slug: string;
}

/** The sort key of a ranked item: sorting these arrays ascending, element by element, gives the served order. */
export function sortKey(key: RankKey): [number, number, string] {
  // 0 - 0 is -0, which JSON writes as 0: normalise so the served key equals the computed one.
  return [0 - key.relevance || 0, 0 - key.usefulness || 0, key.slug];
}

/** Every number and word list the search uses, as /data/search-weights.json publishes them, so any order can be recomputed. */
export const SEARCH_WEIGHTS = {
  order: "relevance (descending), then usefulness (descending), then slug (code-point order); sortKey = [-relevance, -usefulness, slug], sorted ascending",
  relevance: "text + region, rounded to 2 decimals",
  text: {
    fields: SEARCH_FIELDS,
    rule: "for each query word (stop words and place names removed, plurals folded): its best match among the category words, plus its best match among the listing's own fields (field weight x match weight); summed over the words",
    matchWeights: MATCH_WEIGHTS,
    prefixMinLetters: PREFIX_MIN,
    fuzzyMinLetters: FUZZY_MIN,
    fuzzyMaxEditsShare: FUZZY_SHARE,
    stopWords: [...STOP_WORDS].sort(),
    categoryWords: Object.fromEntries(Object.entries(CATEGORY_INFO).map(([category, info]) => [category, info.terms])),
  },
  region: {
    rule: "for each country or continent the query names (countries-list names, 1 to 3 words): the best of the listing's regions; summed over the places. Added only to listings the query's other words matched; a query of places only ranks every listing by coverage",
    weights: REGION_WEIGHTS,
  },
  cutoff: {
    minShareOfBest: MIN_SHARE_OF_BEST,
    rule: "a hit whose relevance is below this share of the best hit's is dropped as an accidental match; recommend_for_job still lists every listing of the job's category, a dropped or unmatched one with relevance 0",
  },
} as const;

const own = Object.keys(SEARCH_FIELDS).filter((field) => field !== "category").join(", ");
const matches = Object.entries(MATCH_WEIGHTS).map(([kind, weight]) => `${kind} ${weight}`).join(", ");

/** The ranking policy in words, for for-agents.json, the catalogue MCP and the docs. */
export const RANKING_POLICY =
  "Ranking is not for sale. Order = relevance to the query or job, then usefulness (0-5, computed by the published rubric), then slug. " +
  "Relevance: for each word of the query (common words such as 'from' and 'to' ignored), its best match among the words of the listing's category " +
  `(weight ${SEARCH_FIELDS.category}) plus its best match in the listing's own public fields (${own}; weight ${SEARCH_FIELDS.name}), each times the match weight ` +
  `(${matches}; prefix on 3+ letters, fuzzy on 5+; plurals folded), summed over the words and rounded to 2 decimals; repeating a word in more fields earns nothing. ` +
  "Words every travel listing could claim (travel, trip, mcp, server, search, ...) are stop words. A country or continent the query names counts through the listing's regions instead " +
  `(country ${REGION_WEIGHTS.country}, its continent ${REGION_WEIGHTS.continent}, worldwide ${REGION_WEIGHTS.world}, part of a named continent ${REGION_WEIGHTS.partOf}); hits under ${MIN_SHARE_OF_BEST * 100}% of the best relevance are dropped. ` +
  "MiniSearch's index finds the matches. With no query every listing has relevance 0. Every weight and word list is in /data/search-weights.json; each item carries relevance, relevanceParts, usefulness and sortKey. " +
  "No field can be bought or added to move a listing: unknown fields are rejected when the aisle loads, and every input is public, so anyone can recompute the order.";
