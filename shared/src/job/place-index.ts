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

/** The lookup tables, built once from shared/data/generated/places.json. */
export interface PlaceIndex {
  /** Folded name ("krakow", "czech republic") to the place it most likely means. */
  names: Map<string, PlaceEntry>;
  /** Every place a name may mean, most likely first (Paris FR, then Paris TX...). */
  candidates(key: string): readonly PlaceEntry[];
  /** Irregular inflected forms ("wiednia") to their place. */
  inflected: Map<string, PlaceEntry>;
  /** IATA airport or city code to its city. */
  iata: Map<string, PlaceEntry>;
  /** First word of multi-word names to the most words such a name has. */
  multiWordStarts: Map<string, number>;
  /** ISO 3166-1 alpha-2 to alpha-3, for argument hints. */
  alpha3: Map<string, string>;
  /** Folded US state name to its postal code. */
  states: Map<string, string>;
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

function buildIndex(): PlaceIndex {
  const data = placesJson as unknown as {
    places: Row[];
    keys: Record<string, number | number[]>;
    inflected: Record<string, number>;
    iata: Record<string, number>;
    states: Record<string, string>;
    alpha3: Record<string, string>;
  };
  const entries = data.places.map(toEntry);
  const at = (i: number) => entries[i] as PlaceEntry;
  const names = new Map<string, PlaceEntry>();
  const more = new Map<string, number[]>();
  const multiWordStarts = new Map<string, number>();
  for (const [key, value] of Object.entries(data.keys)) {
    if (typeof value === "number") names.set(key, at(value));
    else {
      names.set(key, at(value[0] as number));
      more.set(key, value);
    }
    const space = key.indexOf(" ");
    if (space > 0) {
      const first = key.slice(0, space);
      multiWordStarts.set(first, Math.max(multiWordStarts.get(first) ?? 1, key.split(" ").length));
    }
  }
  return {
    names,
    candidates: (key) => {
      const list = more.get(key);
      if (list) return list.map(at);
      const one = names.get(key);
      return one ? [one] : [];
    },
    inflected: new Map(Object.entries(data.inflected).map(([k, i]) => [k, at(i)])),
    iata: new Map(Object.entries(data.iata).map(([k, i]) => [k, at(i)])),
    multiWordStarts,
    alpha3: new Map(Object.entries(data.alpha3)),
    states: new Map(Object.entries(data.states)),
  };
}

let index: PlaceIndex | undefined;

/** The place index, built on first use and kept for the life of the process. */
export function placeIndex(): PlaceIndex {
  index ??= buildIndex();
  return index;
}

/** The ISO-2 country of an IATA airport or city code, or undefined when the code is unknown. */
export function iataCountry(code: string): string | undefined {
  return placeIndex().iata.get(code)?.country;
}
