import placesJson from "../../data/generated/places.json" with { type: "json" };
import { nameKey } from "./fold.js";

export { nameKey };

/** A place the index knows: a city with an airport, a town beyond airports, or a whole country. */
export interface PlaceEntry {
  name: string;
  country: string;
  /** The IATA city or airport code of a city with an airport. */
  iata?: string;
  kind: "city" | "country" | "town";
  population: number;
  /** US state (postal code) of a US place, for "Paris, Texas". */
  state?: string;
  /** The nearest sensible airport of a town, for a flight there ("Zakopane" -> KRK). */
  near?: string;
}

/** A read-only lookup by key: what the index needs of a Map, over the generated table as it is. */
export interface Lookup<V> {
  get(key: string): V | undefined;
  has(key: string): boolean;
}

/** The lookup tables over shared/data/generated/places.json, built once and lazily. */
export interface PlaceIndex {
  /** Folded name ("krakow", "czech republic") to the place it most likely means. */
  names: Lookup<PlaceEntry>;
  /** Every place a name may mean, most likely first (Paris FR, then Paris TX...). */
  candidates(key: string): readonly PlaceEntry[];
  /** Irregular inflected forms ("wiednia") to their place. */
  inflected: Lookup<PlaceEntry>;
  /** IATA airport or city code to its city. */
  iata: Lookup<PlaceEntry>;
  /** First word of multi-word names to the most words such a name has. */
  multiWordStarts: Map<string, number>;
  /** ISO 3166-1 alpha-2 to alpha-3, for argument hints. */
  alpha3: Lookup<string>;
  /** Folded US state name, or its postal code in lower case, to the postal code. */
  states: Lookup<string>;
  /** Folded common given names ("sofia", "florence", "jordan"): a capitalised one may be a person. */
  givenNames: ReadonlySet<string>;
  /** First five letters of every country's name in every language: a cheap test before an inflected look-up. */
  countryHeads: ReadonlySet<string>;
}

/**
 * A place from the curated tables (landmarks, islands and ports, resorts, airports by their own names): no
 * population of its own, only the airport travellers use. Its name is one nothing else has.
 */
export function isTableName(entry: PlaceEntry): boolean {
  return entry.population === 0 && !!entry.near;
}

type Row = [string, string, string, string, number, string, string];
const KINDS: Readonly<Record<string, PlaceEntry["kind"]>> = { c: "city", n: "country", t: "town" };

function toEntry(row: Row): PlaceEntry {
  const [name, country, kind, iata, population, state, near] = row;
  const entry: PlaceEntry = { name, country, kind: KINDS[kind] ?? "town", population };
  if (iata) entry.iata = iata;
  if (state) entry.state = state;
  if (near) entry.near = near;
  return entry;
}

// A Map over the table's own keys (a caller's "constructor" or "__proto__" finds nothing); the values
// stay as parsed and become objects only when asked for.
function lookup<R, V>(table: Record<string, R>, make: (raw: R) => V): Lookup<V> & { raw(key: string): R | undefined } {
  const map = new Map<string, R>(Object.entries(table));
  return {
    get: (key) => {
      const raw = map.get(key);
      return raw === undefined ? undefined : make(raw);
    },
    has: (key) => map.has(key),
    raw: (key) => map.get(key),
  };
}

// The table stays as parsed; a place becomes an object only when a job names it, so the 42,000
// towns cost memory once, as data, not twice.
function buildIndex(): PlaceIndex {
  const data = placesJson as unknown as {
    places: Row[];
    keys: Record<string, number | number[]>;
    inflected: Record<string, number>;
    iata: Record<string, number>;
    states: Record<string, string>;
    givenNames: string[];
    alpha3: Record<string, string>;
  };
  const made: (PlaceEntry | undefined)[] = new Array(data.places.length);
  const at = (i: number): PlaceEntry => (made[i] ??= toEntry(data.places[i] as Row));
  const first = (value: number | number[]) => at(typeof value === "number" ? value : (value[0] as number));
  const multiWordStarts = new Map<string, number>();
  for (const key in data.keys) {
    const space = key.indexOf(" ");
    if (space > 0) {
      const head = key.slice(0, space);
      multiWordStarts.set(head, Math.max(multiWordStarts.get(head) ?? 1, key.split(" ").length));
    }
  }
  const countryHeads = new Set<string>();
  for (const key in data.keys) {
    const value = data.keys[key] as number | number[];
    const row = data.places[typeof value === "number" ? value : (value[0] as number)] as Row;
    if (row[2] === "n") countryHeads.add(key.slice(0, 5));
  }
  const stateCodes: Record<string, string> = { ...data.states };
  for (const code of Object.values(data.states)) stateCodes[code.toLowerCase()] = code;
  const names = lookup(data.keys, first);
  return {
    names,
    candidates: (key) => {
      const value = names.raw(key);
      if (value === undefined) return [];
      return typeof value === "number" ? [at(value)] : value.map(at);
    },
    inflected: lookup(data.inflected, at),
    iata: lookup(data.iata, at),
    multiWordStarts,
    alpha3: lookup(data.alpha3, (v) => v),
    states: lookup(stateCodes, (v) => v),
    givenNames: new Set(data.givenNames),
    countryHeads,
  };
}

let index: PlaceIndex | undefined;

/** The place index, built on first use and kept for the life of the process. */
export function placeIndex(): PlaceIndex {
  index ??= buildIndex();
  return index;
}

/** Every airport with an IATA code: [iata, name, city, ISO-2 country or "", latitude, longitude], major ones first. */
export function airportRows(): readonly (readonly [string, string, string, string, number, number])[] {
  return (placesJson as unknown as { airports: [string, string, string, string, number, number][] }).airports;
}

