import { countries } from "countries-list";
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

// One code unit as a case-insensitive, non-Unicode RegExp compares it (ECMAScript's Canonicalize):
// its upper case when that is one unit and does not turn a non-ASCII letter into ASCII.
function canonicalUnit(unit: string): string {
  const upper = unit.toUpperCase();
  return upper.length !== 1 || (unit.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128) ? unit : upper;
}

/** A text as a case-insensitive, non-Unicode RegExp compares it, unit by unit. */
function countryKey(text: string): string {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0x7f) return Array.from(text.split(""), canonicalUnit).join("");
  }
  return text.toUpperCase();
}

let countryCodes: Map<string, string> | undefined;

/**
 * countries-list's getCountryCode answered from a Map built once: the same first country in list order
 * whose name, native name or an alias equals the phrase ignoring case. getCountryCode itself builds a
 * RegExp and scans every country on each call, and the aisle asks for every one-to-three-word span.
 */
export function countryCodeOf(phrase: string): string | false {
  if (!countryCodes) {
    countryCodes = new Map();
    for (const [code, info] of Object.entries(countries as Record<string, { name: string; native: string; alias?: readonly string[] }>)) {
      for (const name of [info.name, info.native, ...(info.alias ?? [])]) {
        const key = countryKey(name);
        if (!countryCodes.has(key)) countryCodes.set(key, code);
      }
    }
  }
  return countryCodes.get(countryKey(phrase.trim())) ?? false;
}

// Read once a code: every recommendation asks for the continents of the job's countries and of its regions.
const continentByCode = new Map<string, Continent | null>();

export function continentOf(code: string): Continent | null {
  let found = continentByCode.get(code);
  if (found === undefined) {
    const info = Object.hasOwn(countries, code) ? (countries as Record<string, { continent: string }>)[code] : undefined;
    found = info ? (CONTINENT_OF_CODE[info.continent] ?? null) : null;
    // Only the country codes are kept: any other text a caller passes is answered without growing the map.
    if (info) continentByCode.set(code, found);
  }
  return found;
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
      const code = continent || (phrase.length < 3 && phrase !== "uk") ? false : countryCodeOf(phrase);
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
