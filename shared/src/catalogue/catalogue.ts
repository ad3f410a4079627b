import type { Eval } from "../schemas/eval.js";
import type { ParsedJob } from "@travel/parser";
import { CATEGORIES, type Category, type Listing } from "../schemas/listing.js";
import type { SlimListing } from "../schemas/slim-listing.js";
import { normalizeCategory } from "./categories.js";
import { deriveEval, deriveListing, toSlimListing } from "./derive.js";
import { parseAisleData, type AisleData, type AisleDataResult } from "./parse-aisle.js";
import { compileCall, handoffFields, type HandoffValue } from "./handoff.js";
import { continentOf, findPlaces, REGION_WEIGHTS, regionScore } from "./query-places.js";
import { MIN_SHARE_OF_BEST, createSearchIndex, foldedTokens } from "./search-index.js";
import { shippedAisleData } from "./shipped-aisle.js";

/** A listing in ranked order, with the numbers that placed it. */
export interface RankedListing {
  listing: Listing;
  /** text + region, rounded to 2 decimals. */
  relevance: number;
  /** Where the relevance came from: matching words, and coverage of the places the query names. */
  relevanceParts: { text: number; region: number };
  usefulness: number;
  /** Job recommendations: what placed it, in words. */
  placedBy?: string;
}

/** A search of the aisle: free text and/or a category. */
export interface CatalogueQuery {
  query?: string;
  category?: string;
  limit?: number;
}

export type CatalogueSearchResult =
  | { ok: true; category: Category | null; total: number; items: RankedListing[] }
  | { ok: false; message: string };

/** The aisle as the service uses it: validated listings, computed evals, one search index. */
export interface Catalogue {
  /** The day the aisle was assembled; freshness is measured against it. */
  assembledOn: string;
  /** Full listings in slug order, as /data/listings.json serves them. */
  listings: readonly Listing[];
  /** slug -> eval, as /data/evals.json serves it. */
  evals: Readonly<Record<string, Eval>>;
  /** The research seed the listings come from. */
  seed: string;
  /** Seed entries left out, and why. */
  excluded: readonly { slug: string; reason: string }[];
  get(slug: string): Listing | undefined;
  /** Ranked listings for a query and/or category; an unknown category is an error value naming the valid ones. */
  search(query: CatalogueQuery): CatalogueSearchResult;
  /** Ranked slim listings for a category and free-text query; an unknown category gives none. */
  recommend(category: string, query: string, limit: number): SlimListing[];
  /** The same ranking as `recommend`, with the numbers that placed each listing. */
  recommendRanked(category: string, query: string, limit: number): RankedListing[];
  /**
   * The listings of a category that can serve a job, in the published order: only those of the job's kind
   * (where the category holds any) that cover at least one of its places, ranked by that coverage, then
   * usefulness, then slug.
   */
  rankForJob(category: string, job: ParsedJob, limit: number): RankedListing[];
  /** rankForJob's listings as recommendations: slim, with what placed them and the call to make for the job. */
  recommendForJob(category: string, job: ParsedJob, limit: number): SlimListing[];
  /** A ranked listing as a recommendation for the job. */
  slimForJob(ranked: RankedListing, job: ParsedJob): SlimListing;
  slim(listing: Listing): SlimListing;
}

export type CatalogueResult = { ok: true; catalogue: Catalogue } | { ok: false; error: string };

const DEFAULT_LIMIT = 10;

interface Hit {
  position: number;
  relevance: number;
  region: number;
}

/** Builds the catalogue from validated data: derives listings and evals, indexes once, pre-sorts by usefulness. */
export function createCatalogue(data: AisleData): Catalogue {
  const listings = data.listings.map((entry) => deriveListing(entry, data.checks[entry.slug])).sort((a, b) => (a.slug < b.slug ? -1 : 1));
  const evals: Record<string, Eval> = {};
  for (const listing of listings) evals[listing.slug] = deriveEval(listing, data.evidence[listing.slug]!, data.assembledOn, data.checks[listing.slug]);
  const usefulness = listings.map((l) => evals[l.slug]!.usefulness);
  const categoryAt = listings.map((l) => l.category);
  const regionsAt = listings.map((l) => l.regions);
  const bySlug = new Map(listings.map((l, i) => [l.slug, i]));
  // The word index serves free-text searches only (the catalogue tools, /data search): a job's recommendations rank
  // by coverage, so it is built on the first search, not at start-up (issue 28: with the handoffs below, idle RSS
  // 75.1 -> 73.2 MB).
  let index: ReturnType<typeof createSearchIndex> | undefined;
  // Ranking is not for sale: relevance, then usefulness, then slug (SEARCH_WEIGHTS.order). Nothing else is read;
  // listings are in slug order, so comparing positions compares slugs.
  const byRank = (a: Hit, b: Hit) => b.relevance - a.relevance || usefulness[b.position]! - usefulness[a.position]! || a.position - b.position;
  const baseOrder = listings.map((_, position) => ({ position, relevance: 0, region: 0 })).sort(byRank).map((h) => h.position);
  const byCategory = new Map<Category, number[]>(CATEGORIES.map((c) => [c, baseOrder.filter((i) => categoryAt[i] === c)]));
  const inCategory = (category: Category | null) => (category ? (p: number) => categoryAt[p] === category : undefined);

  /** The `limit` best hits and how many there were: a query's matches, or the whole pool by usefulness. */
  function rank(query: string, category: Category | null, limit: number): { total: number; hits: Hit[] } {
    const text = query.trim();
    const pool = category ? byCategory.get(category)! : baseOrder;
    if (!text) return { total: pool.length, hits: pool.slice(0, limit).map((position) => ({ position, relevance: 0, region: 0 })) };
    // Words naming a country or continent count through coverage, not as text: "train Europe" is about trains, in Europe.
    const tokens = foldedTokens(text);
    const { places, used } = findPlaces(tokens);
    const rest = tokens.filter((_, i) => !used.has(i)).join(" ");
    const matched = rest ? (index ??= createSearchIndex(listings)).match(rest, inCategory(category)) : { positions: [], relevance: new Float64Array(listings.length) };
    const region = new Float64Array(listings.length);
    let positions = matched.positions;
    if (places.length) {
      // Coverage adds to the listings the words matched; a query that is only places ranks the whole pool by coverage.
      const candidates = matched.positions.length || tokens.length > used.size ? matched.positions : pool;
      for (const position of candidates) {
        region[position] = places.reduce((sum, place) => sum + regionScore(regionsAt[position]!, place), 0);
        matched.relevance[position] = Math.round((matched.relevance[position]! + region[position]!) * 100) / 100;
      }
      positions = candidates.filter((p) => matched.relevance[p]! > 0);
    }
    // A hit far below the best one matched by accident (a near-miss spelling, one shared word in a long
    // description): "currency exchange" must not list a timetable server. It is dropped, by a published share.
    let best = 0;
    for (const p of positions) best = Math.max(best, matched.relevance[p]!);
    const kept = positions.filter((p) => matched.relevance[p]! >= best * MIN_SHARE_OF_BEST);
    return { total: kept.length, hits: topHits(kept, matched.relevance, region, limit) };
  }

  // Keeps only the best `limit` hits in order, so a query matching thousands of listings is not fully sorted.
  function topHits(positions: number[], relevance: Float64Array, region: Float64Array, limit: number): Hit[] {
    const top: Hit[] = [];
    if (limit < 1) return top;
    for (const position of positions) {
      const hit = { position, relevance: relevance[position]!, region: region[position]! };
      if (top.length === limit && byRank(hit, top[top.length - 1]!) >= 0) continue;
      let at = top.length;
      while (at > 0 && byRank(hit, top[at - 1]!) < 0) at--;
      top.splice(at, 0, hit);
      if (top.length > limit) top.pop();
    }
    return top;
  }

  const slim = (listing: Listing) => toSlimListing(listing, evals[listing.slug]!.usefulness);
  const ranked = ({ position, relevance, region }: Hit): RankedListing => ({
    listing: listings[position]!,
    relevance,
    relevanceParts: { text: Math.round((relevance - region) * 100) / 100, region },
    usefulness: usefulness[position]!,
  });

  /** Every listing of the category is a candidate: one the query misses still ranks, with relevance 0. */
  function recommendHits(category: string, query: string, limit: number): Hit[] {
    const normalized = normalizeCategory(category);
    if (!normalized) return [];
    const wanted = Math.max(0, Math.floor(limit));
    const { hits } = rank(query, normalized, wanted);
    const seen = new Set(hits.map((h) => h.position));
    const rest = byCategory.get(normalized)!.filter((p) => !seen.has(p)).map((position) => ({ position, relevance: 0, region: 0 }));
    return [...hits, ...rest].slice(0, wanted);
  }
  // A category that holds servers of the job's kind recommends only those: a train gets no ferry server.
  // Each category and kind's pool is found once, the first time a job asks for it.
  // Keyed by category, then kind: no key string is built (and hashed) for every job.
  const kindPools = new Map<Category, Map<ParsedJob["kind"], readonly number[]>>();
  function poolFor(category: Category, kind: ParsedJob["kind"]): readonly number[] {
    let ofCategory = kindPools.get(category);
    if (!ofCategory) kindPools.set(category, (ofCategory = new Map()));
    let found = ofCategory.get(kind);
    if (!found) {
      const pool = byCategory.get(category)!;
      const ofKind = pool.filter((p) => listings[p]!.modes.includes(kind));
      found = ofKind.length ? ofKind : pool;
      ofCategory.set(kind, found);
    }
    return found;
  }
  function rankForJob(category: string, job: ParsedJob, limit: number): RankedListing[] {
    const normalized = normalizeCategory(category);
    if (!normalized) return [];
    const candidates = poolFor(normalized, job.kind);
    const countries = [...new Set([job.origin?.country, job.destination?.country].filter((c): c is string => !!c))];
    const places = countries.map((code) => ({ kind: "country" as const, code, continent: continentOf(code) }));
    const hits: Hit[] = [];
    for (const position of candidates) {
      let region = 0;
      for (const place of places) region += regionScore(regionsAt[position]!, place);
      // A server that covers none of the job's places cannot serve the trip.
      if (places.length > 0 && !(region > 0)) continue;
      const rounded = Math.round(region * 100) / 100;
      hits.push({ position, region: rounded, relevance: rounded });
    }
    hits.sort(byRank);
    return hits.slice(0, Math.max(0, Math.floor(limit))).map((hit) => {
      const listing: RankedListing = ranked(hit);
      listing.placedBy = placedBy(hit.position, places);
      return listing;
    });
  }

  function placedBy(position: number, places: readonly { kind: "country"; code: string; continent: ReturnType<typeof continentOf> }[]): string {
    const regions = regionsAt[position]!;
    const how = places.map((place) => {
      const score = regionScore(regions, place);
      const by = score === REGION_WEIGHTS.country ? "by name" : score === REGION_WEIGHTS.continent ? "through its continent" : score > 0 ? "worldwide" : "not at all";
      return `${place.code} ${by}`;
    });
    const coverage = how.length ? `covers ${how.join(", ")}` : "the job names no place, so coverage counts for nothing";
    return `${coverage}; usefulness ${usefulness[position]}; order: coverage, then usefulness, then slug`;
  }

  // Each listing's handoff compiled once (its template, its tool's required arguments), not once a request, and only
  // when a job first recommends it: most listings are never recommended in a process's first minutes.
  const callOf = new Map<Listing, ReturnType<typeof compileCall>>();
  const compiledCall = (listing: Listing) => {
    let call = callOf.get(listing);
    if (!call) callOf.set(listing, (call = compileCall(listing)));
    return call;
  };
  const slimForJob = (hit: RankedListing, job: ParsedJob): SlimListing => slimWith(hit, handoffFields(job));
  const slimWith = (hit: RankedListing, fields: Readonly<Record<string, HandoffValue>>): SlimListing => {
    const call = compiledCall(hit.listing)(fields);
    return toSlimListing(hit.listing, evals[hit.listing.slug]!.usefulness, hit.placedBy, call);
  };

  return deepFreeze({
    assembledOn: data.assembledOn,
    seed: data.seed,
    listings,
    evals,
    excluded: data.excluded,
    get: (slug: string) => {
      const at = bySlug.get(slug);
      return at === undefined ? undefined : listings[at];
    },
    search({ query = "", category, limit = DEFAULT_LIMIT }: CatalogueQuery): CatalogueSearchResult {
      const normalized = category === undefined || category.trim() === "" ? null : normalizeCategory(category);
      if (category !== undefined && category.trim() !== "" && normalized === null) {
        return { ok: false, message: `Unknown category "${category}". Valid categories: ${CATEGORIES.join(", ")}.` };
      }
      const { total, hits } = rank(query, normalized, Math.max(0, Math.floor(limit)));
      const items = hits.map(ranked);
      return { ok: true, category: normalized, total, items };
    },
    recommend(category: string, query: string, limit: number): SlimListing[] {
      return recommendHits(category, query, limit).map((hit) => slim(listings[hit.position]!));
    },
    recommendRanked(category: string, query: string, limit: number): RankedListing[] {
      return recommendHits(category, query, limit).map(ranked);
    },
    rankForJob,
    recommendForJob: (category: string, job: ParsedJob, limit: number) => {
      const fields = handoffFields(job);
      return rankForJob(category, job, limit).map((hit) => slimWith(hit, fields));
    },
    slimForJob,
    slim,
  });
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Validates raw aisle and evidence JSON and builds the catalogue; any invalid entry is an error naming it. */
export function loadCatalogueFrom(aisle: unknown, evidence: unknown, checks?: unknown): CatalogueResult {
  return catalogueOf(parseAisleData(aisle, evidence, checks));
}

function catalogueOf(parsed: AisleDataResult): CatalogueResult {
  return parsed.ok ? { ok: true, catalogue: createCatalogue(parsed.data) } : { ok: false, error: parsed.error };
}

let shipped: CatalogueResult | undefined;

/** Loads and validates the aisle shipped with the service (once; the result is immutable). */
export function loadCatalogue(): CatalogueResult {
  shipped ??= catalogueOf(shippedAisleData());
  return shipped;
}
