import { MATCH_WEIGHTS, SEARCH_FIELDS } from "./search-index.js";

/** What decides a listing's place; a listing with a higher relevance always comes first. */
export interface RankKey {
  relevance: number;
  usefulness: number;
  slug: string;
}

/** Ranking is not for sale: relevance, then usefulness, then slug (code-point order). Nothing else is read. */
export function compareRank(a: RankKey, b: RankKey): number {
  if (a.relevance !== b.relevance) return b.relevance - a.relevance;
  if (a.usefulness !== b.usefulness) return b.usefulness - a.usefulness;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

const own = Object.keys(SEARCH_FIELDS).filter((field) => field !== "category").join(", ");
const matches = Object.entries(MATCH_WEIGHTS).map(([kind, weight]) => `${kind} ${weight}`).join(", ");

/** The ranking policy in words, for for-agents.json, the catalogue MCP and the docs. */
export const RANKING_POLICY =
  "Ranking is not for sale. Order = relevance to the query or job, then usefulness (0-5, computed by the published rubric), then slug. " +
  "Relevance: for each word of the query (common words such as 'from' and 'to' ignored), its best match among the words of the listing's category " +
  `(weight ${SEARCH_FIELDS.category}) plus its best match in the listing's own public fields (${own}; weight ${SEARCH_FIELDS.name}), each times the match weight ` +
  `(${matches}; prefix on 3+ letters, fuzzy on 5+; plurals folded), summed over the words and rounded to 2 decimals; repeating a word in more fields earns nothing. ` +
  "MiniSearch's index finds the matches. With no query every listing has relevance 0. " +
  "No field can be bought or added to move a listing: unknown fields are rejected when the aisle loads, and every input is public, so anyone can recompute the order.";
