import { airports, countryHeads, givenNames, iata, inflected, keys, keysWide, lookups, multiWordStarts, rows, rowsWide } from "../../data/generated/places.js";
import { nameKey } from "../text/fold.js";
import { FIELD, forEachLine, isWide, lineStarts } from "../tables/lines.js";
import { TextIndex, TextMap } from "../tables/text-index.js";
import { hashOf, sieveHas, sieveOfKeyUnits } from "../tables/sieve.js";

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

/** The lookup tables over the generated place table (parser/data/generated/places.js), built once and lazily. */
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
  multiWordStarts: TextMap<number>;
  /** ISO 3166-1 alpha-2 to alpha-3, for argument hints. */
  alpha3: Lookup<string>;
  /** Folded US state name, or its postal code in lower case, to the postal code. */
  states: Lookup<string>;
  /** Folded common given names ("sofia", "florence", "jordan"): a capitalised one may be a person. */
  givenNames: Pick<ReadonlySet<string>, "has">;
  /** First five letters of every country's name in every language: a cheap test before an inflected look-up. */
  countryHeads: Pick<ReadonlySet<string>, "has">;
}

/**
 * A place from the curated tables (landmarks, islands and ports, resorts, airports by their own names): no
 * population of its own, only the airport travellers use. Its name is one nothing else has.
 */
export function isTableName(entry: PlaceEntry): boolean {
  return entry.population === 0 && !!entry.near;
}

const KINDS: Readonly<Record<string, PlaceEntry["kind"]>> = { c: "city", n: "country", t: "town" };

/** The small tables beside the rows and names (scripts/data/build-tables.ts). */
interface Lookups {
  states: Record<string, string>;
  alpha3: Record<string, string>;
  /** The most words a multi-word name has (multiWordStarts' lines: its first word -> the most words such a name has). */
  mostWords: number;
}

// A Map over the table's own keys (a caller's "constructor" or "__proto__" finds nothing); the values
// stay as parsed and become objects only when asked for.
function lookup<R, V>(table: Record<string, R>, make: (raw: R) => V): Lookup<V> {
  const map = new Map<string, R>(Object.entries(table));
  return {
    get: (key) => {
      const raw = map.get(key);
      return raw === undefined ? undefined : make(raw);
    },
    has: (key) => map.has(key),
  };
}

/** A table of "key<TAB>row" lines, looked up in place, its rows made places on demand. */
function rowLookup(text: string, at: (row: number) => PlaceEntry): Lookup<PlaceEntry> {
  const table = new TextMap(text, Number);
  return {
    get: (key) => {
      const row = table.get(key);
      return row === undefined ? undefined : at(row);
    },
    has: (key) => table.has(key),
  };
}

/**
 * Folded name -> its row, or its rows most likely first (a negative number: where they start in `many`, minus one).
 * Names with a letter beyond Latin-1 are in their own text (`wide`), so the other stays one byte a letter.
 */
function readNames(narrow: string, wide: string): { find: (key: string) => number | undefined; many: number[] } {
  const many: number[] = [];
  const read = (text: string) => {
    const index = new TextIndex(text);
    const rowsOf = new Int32Array(index.size);
    // A name of one row: its number, prebuilt beside the Node bundle (../tables/prebuilt-index.ts) or read here.
    const numbers = index.prebuiltNumbers(10);
    for (let line = 0; line < index.size; line++) {
      const known = numbers ? (numbers[line] as number) : -1;
      if (known >= 0) {
        rowsOf[line] = known;
        continue;
      }
      const value = index.value(line);
      if (value.includes(",")) {
        rowsOf[line] = -many.length - 1;
        const list = value.split(",").map(Number);
        many.push(list.length, ...list);
      } else rowsOf[line] = Number(value);
    }
    return (key: string) => {
      const line = index.find(key);
      return line < 0 ? undefined : (rowsOf[line] as number);
    };
  };
  const [findNarrow, findWide] = [read(narrow), read(wide)];
  return { find: (key) => (isWide(key) ? findWide(key) : findNarrow(key)), many };
}

/** Row i as its fields: from the one-byte text, or, where its line there is empty, from the wide rows by its number. */
function readRows(narrow: string, wide: () => string): (i: number) => string[] {
  const starts = lineStarts(narrow);
  let wideRows: TextIndex | undefined;
  return (i) => {
    const from = starts[i] as number;
    const end = (starts[i + 1] as number) - 1;
    if (end > from) return narrow.slice(from, end).split(FIELD);
    wideRows ??= new TextIndex(wide());
    return wideRows.value(wideRows.find(String(i))).split(FIELD);
  };
}

// The rows stay one string, as generated: a place becomes an object only when a job names it, so the 42,000
// towns cost their text once, not a parsed row and an object each.
function buildIndex(): PlaceIndex {
  const row = readRows(rows(), rowsWide);
  const made: (PlaceEntry | undefined)[] = [];
  const at = (i: number): PlaceEntry => (made[i] ??= toEntry(row(i)));
  const { find, many } = readNames(keys(), keysWide());
  const data = JSON.parse(lookups()) as Lookups;
  const stateCodes: Record<string, string> = { ...data.states };
  for (const code of Object.values(data.states)) stateCodes[code.toLowerCase()] = code;
  const candidates = (key: string): PlaceEntry[] => {
    const value = find(key);
    if (value === undefined) return [];
    if (value >= 0) return [at(value)];
    const from = -value - 1;
    return many.slice(from + 1, from + 1 + (many[from] as number)).map(at);
  };
  return {
    names: {
      get: (key) => {
        const value = find(key);
        return value === undefined ? undefined : at(value >= 0 ? value : (many[-value] as number));
      },
      has: (key) => find(key) !== undefined,
    },
    candidates,
    inflected: rowLookup(inflected(), at),
    iata: rowLookup(iata(), at),
    multiWordStarts: TextMap.listed(multiWordStarts(), Array.from({ length: data.mostWords + 1 }, (_v, n) => n)),
    alpha3: lookup(data.alpha3, (v) => v),
    states: lookup(stateCodes, (v) => v),
    givenNames: new TextIndex(givenNames()),
    countryHeads: new TextIndex(countryHeads()),
  };
}

function toEntry(row: string[]): PlaceEntry {
  const [name = "", country = "", kind = "", iata, population, state, near] = row;
  const entry: PlaceEntry = { name, country, kind: KINDS[kind] ?? "town", population: Number(population) };
  if (iata) entry.iata = iata;
  if (state) entry.state = state;
  if (near) entry.near = near;
  return entry;
}

let index: PlaceIndex | undefined;

/** The place index, built on first use and kept for the life of the process. */
export function placeIndex(): PlaceIndex {
  index ??= buildIndex();
  return index;
}

let startsSieve: Uint32Array | undefined;

/**
 * Whether a word may start a name of several words (multiWordStarts): false for most words, told by a sieve of a few
 * kilobytes, so that the place finder's words and their inflected bases skip the look-up in the map of some 7,000.
 */
export function mayStartName(word: string): boolean {
  startsSieve ??= sieveOfKeyUnits(placeIndex().multiWordStarts);
  return sieveHas(startsSieve, hashOf(word));
}

/** One airport: [iata, name, city, ISO-2 country or "", latitude, longitude]. */
export type AirportRow = readonly [string, string, string, string, number, number];

let airportList: readonly AirportRow[] | undefined;

/** Every airport with an IATA code, major ones first; read on first use. */
export function airportRows(): readonly AirportRow[] {
  if (!airportList) {
    const list: AirportRow[] = [];
    forEachLine(airports(), (line) => {
      const [iata = "", name = "", city = "", country = "", lat, lon] = line.split(FIELD);
      list.push([iata, name, city, country, Number(lat), Number(lon)]);
    });
    airportList = list;
  }
  return airportList;
}
