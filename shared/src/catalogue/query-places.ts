import { countries, getCountryCode } from "countries-list";
import { CONTINENTS, type Region } from "../schemas/listing.js";

type Continent = (typeof CONTINENTS)[number];

// countries-list's two-letter continent codes, in the aisle's words.
const CONTINENT_OF_CODE: Readonly<Record<string, Continent>> = { EU: "europe", AS: "asia", AF: "africa", NA: "north-america", SA: "south-america", OC: "oceania" };
const CONTINENT_WORDS: Readonly<Record<string, Continent>> = {
  europe: "europe",
  european: "europe",
  asia: "asia",
  asian: "asia",
  africa: "africa",
  african: "africa",
  "north america": "north-america",
  "south america": "south-america",
  "latin america": "south-america",
  oceania: "oceania",
};

/** A place a query names: a country (ISO-2, with its continent) or a continent. */
export type QueryPlace = { kind: "country"; code: string; continent: Continent | null } | { kind: "continent"; continent: Continent };

/** How much a listing's coverage of a named place adds to relevance (published with the search weights). */
export const REGION_WEIGHTS = {
  /** The listing names the country itself. */
  country: 2,
  /** The listing names the continent the place is in (or the continent the query names). */
  continent: 1.5,
  /** The listing works worldwide. */
  world: 1,
  /** The query names a continent and the listing one of its countries: it covers part of it. */
  partOf: 1,
} as const;

export function continentOf(code: string): Continent | null {
  const info = (countries as Record<string, { continent: string } | undefined>)[code];
  return info ? (CONTINENT_OF_CODE[info.continent] ?? null) : null;
}

/**
 * The places a query names, found by country and continent names (countries-list, English and native
 * names, tried on three, two and one word spans), and the indexes of the words they used, so those words
 * count through coverage rather than as text.
 */
export function findPlaces(words: readonly string[]): { places: QueryPlace[]; used: Set<number> } {
  const places: QueryPlace[] = [];
  const used = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    for (const span of [3, 2, 1]) {
      if (i + span > words.length || [...Array(span).keys()].some((k) => used.has(i + k))) continue;
      const phrase = words.slice(i, i + span).join(" ");
      const continent = CONTINENT_WORDS[phrase];
      // Two-letter words ("in", "us") are too often ordinary words; "uk" is the one exception people type.
      const code = continent || (phrase.length < 3 && phrase !== "uk") ? false : getCountryCode(phrase);
      if (!continent && !code) continue;
      places.push(continent ? { kind: "continent", continent } : { kind: "country", code: code as string, continent: continentOf(code as string) });
      for (let k = 0; k < span; k++) used.add(i + k);
      break;
    }
  }
  return { places, used };
}

/** The coverage points one listing earns for one named place: the best of its regions (REGION_WEIGHTS). */
export function regionScore(regions: readonly Region[], place: QueryPlace): number {
  let best = 0;
  for (const region of regions) {
    let score = 0;
    if (region === "world") score = REGION_WEIGHTS.world;
    else if (place.kind === "country") {
      if (region === place.code) score = REGION_WEIGHTS.country;
      else if (region === place.continent) score = REGION_WEIGHTS.continent;
    } else if (region === place.continent) score = REGION_WEIGHTS.continent;
    else if (continentOf(region) === place.continent) score = REGION_WEIGHTS.partOf;
    best = Math.max(best, score);
  }
  return best;
}
