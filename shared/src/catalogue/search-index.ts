import MiniSearch from "minisearch";
import SearchableMap from "minisearch/SearchableMap";
import type { Listing } from "../schemas/listing.js";
import { CATEGORY_INFO } from "./categories.js";

/** The listing fields the index reads, with their weights; nothing else about a listing reaches relevance. */
export const SEARCH_FIELDS = { category: 3, name: 1, slug: 1, description: 1, tools: 1, publisher: 1 } as const;
/** How much a match counts by kind: the same word, a word it begins (3+ letters), a near miss (5+ letters). */
export const MATCH_WEIGHTS = { exact: 1, prefix: 0.5, fuzzy: 0.25 } as const;

/**
 * Words that say nothing about which server fits: grammar words, and words every listing of a travel
 * aisle could claim ("travel", "trip", "mcp", "server", "search"). Without them "insurance for travel"
 * found Travelpayouts through the prefix "travel".
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...["a", "an", "and", "any", "are", "at", "be", "by", "can", "do", "for", "from", "get", "how", "i", "in", "into", "is", "it", "me", "my", "need", "of", "on", "or", "our"],
  ...["please", "some", "that", "the", "this", "to", "us", "via", "want", "we", "what", "where", "which", "will", "with", "you", "your"],
  ...["travel", "travels", "travelling", "traveling", "traveller", "travellers", "traveler", "travelers", "trip", "trips", "journey", "journeys"],
  ...["mcp", "server", "servers", "tool", "tools", "api", "apis", "agent", "agents", "service", "services", "find", "search", "best", "good"],
]);
/** A hit whose relevance is below this share of the best hit's is dropped as an accidental match. */
export const MIN_SHARE_OF_BEST = 0.25;
export const PREFIX_MIN = 3;
export const FUZZY_MIN = 5;
export const FUZZY_SHARE = 0.2;

/** Which fields of a listing the search sees: an explicit projection, never the whole object. */
function fieldsOf(listing: Listing): Record<keyof typeof SEARCH_FIELDS, string> {
  return {
    category: `${listing.category} ${CATEGORY_INFO[listing.category].terms}`,
    name: listing.name,
    slug: listing.slug,
    description: listing.description,
    tools: listing.tools.map((t) => `${t.name} ${t.purpose}`).join(" "),
    publisher: listing.publisher,
  };
}

// MiniSearch's own tokenizer (splits on spaces and punctuation, '_' and '-' included), accents folded.
const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

/** A light plural stemmer, so "hotels" finds "hotel" and "ferries" finds "ferry" (applied to index and query alike). */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A text's words as the index sees them before stop words and stems: accents off, lower case. */
export function foldedTokens(text: string): string[] {
  // Fold the whole text once (accents off, lower case), then split: cheaper than folding each token.
  const folded = text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return tokenize(folded).filter((token) => token.length > 0);
}

function words(text: string): string[] {
  const out: string[] = [];
  for (const token of foldedTokens(text)) if (!STOP_WORDS.has(token)) out.push(stem(token));
  return out;
}

/** How many distinct query words are remembered per group before the memo starts over. */
const WORD_MEMO_LIMIT = 10_000;

/** A word's best match per listing in one group: positions and their match values. */
interface WordMatch {
  positions: Int32Array;
  values: Float64Array;
}

/** Which listings hold a word (ascending positions) and the heaviest field weight it has in each. */
interface Postings {
  positions: number[];
  weights: number[];
}

/** The listings a query matches: their positions, and the relevance of each (indexed by position). */
export interface SearchMatches {
  positions: number[];
  relevance: Float64Array;
}

/** A full-text index over listings, built once at load. */
export interface SearchIndex {
  /** The listings matching at least one query word (and `accept`, when given), with their relevance. */
  match(query: string, accept?: (position: number) => boolean): SearchMatches;
}

function addPosting(index: SearchableMap<Postings>, word: string, position: number, weight: number): void {
  let postings = index.get(word);
  if (!postings) index.set(word, (postings = { positions: [], weights: [] }));
  // Listings are indexed in order, so a listing's entry, if any, is the last one.
  const last = postings.positions.length - 1;
  if (postings.positions[last] === position) postings.weights[last] = Math.max(postings.weights[last]!, weight);
  else {
    postings.positions.push(position);
    postings.weights.push(weight);
  }
}

/**
 * Builds the index: MiniSearch's radix tree (SearchableMap) maps each word to the listings holding it.
 * Two groups of fields are kept apart: the category's words, and the listing's own fields (with the
 * heaviest field a word appears in). Relevance is the published formula: for each query word, its best
 * match among the category words plus its best match among the own fields (field weight x match
 * weight: exact, prefix, fuzzy), summed over the query's words. Taking the best match per group means
 * repeating a word in more fields earns nothing.
 */
export function createSearchIndex(listings: readonly Listing[]): SearchIndex {
  const categoryWords = new SearchableMap<Postings>();
  const ownWords = new SearchableMap<Postings>();
  listings.forEach((listing, position) => {
    for (const [field, text] of Object.entries(fieldsOf(listing))) {
      const weight = SEARCH_FIELDS[field as keyof typeof SEARCH_FIELDS];
      const group = field === "category" ? categoryWords : ownWords;
      for (const word of words(text)) addPosting(group, word, position, weight);
    }
  });
  const size = listings.length;

  // What one word matches in one group depends only on the word and the (immutable) index, and the
  // words of travel jobs repeat (cities, "flight", "esim"): remember each word's best match per listing.
  const memo = [new Map<string, WordMatch>(), new Map<string, WordMatch>()];
  const scratch = new Float64Array(size);
  const matchWord = (groupAt: 0 | 1, word: string): WordMatch => {
    const cache = memo[groupAt]!;
    let found = cache.get(word);
    if (found) return found;
    const group = groupAt === 0 ? categoryWords : ownWords;
    const touched: number[] = [];
    const add = ({ positions: at, weights }: Postings, factor: number) => {
      for (let i = 0; i < at.length; i++) {
        const position = at[i]!;
        const value = weights[i]! * factor;
        if (scratch[position]! >= value) continue;
        if (scratch[position] === 0) touched.push(position);
        scratch[position] = value;
      }
    };
    const exact = group.get(word);
    if (exact) add(exact, MATCH_WEIGHTS.exact);
    if (word.length >= PREFIX_MIN) {
      for (const [term, postings] of group.atPrefix(word)) if (term !== word) add(postings, MATCH_WEIGHTS.prefix);
    }
    if (word.length >= FUZZY_MIN) {
      for (const [term, [postings]] of group.fuzzyGet(word, Math.round(word.length * FUZZY_SHARE))) {
        if (!term.startsWith(word)) add(postings, MATCH_WEIGHTS.fuzzy);
      }
    }
    found = { positions: Int32Array.from(touched), values: Float64Array.from(touched, (p) => scratch[p]!) };
    for (const position of touched) scratch[position] = 0;
    if (cache.size >= WORD_MEMO_LIMIT) cache.clear();
    cache.set(word, found);
    return found;
  };

  return {
    match(query, accept) {
      // Flat arrays indexed by position: far cheaper than maps when a word matches thousands of listings.
      const relevance = new Float64Array(size);
      const positions: number[] = [];
      for (const word of new Set(words(query))) {
        for (const groupAt of [0, 1] as const) {
          const { positions: at, values } = matchWord(groupAt, word);
          for (let i = 0; i < at.length; i++) {
            const position = at[i]!;
            if (accept && !accept(position)) continue;
            if (relevance[position] === 0) positions.push(position);
            relevance[position] = relevance[position]! + values[i]!;
          }
        }
      }
      for (const position of positions) relevance[position] = Math.round(relevance[position]! * 100) / 100;
      return { positions, relevance };
    },
  };
}
