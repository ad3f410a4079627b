import { airportRows, nameKey } from "@travel/parser";

/** An airport as the EC261 advisor uses it: code, names, ISO country and coordinates. */
export interface Airport {
  iata: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2, or null when the dataset's country name has no code. */
  country: string | null;
  lat: number;
  lon: number;
}



// IATA city codes and city names whose main airport the dataset cannot tell (several airports,
// or a code the 2019-era dataset lacks: BER opened next to SXF in 2020). A Map: the keys are what a
// passenger typed, and "constructor" must find nothing.
const MAIN_AIRPORT: ReadonlyMap<string, string> = new Map(Object.entries({
  LON: "LHR", london: "LHR", PAR: "CDG", paris: "CDG", ROM: "FCO", rome: "FCO", roma: "FCO", MIL: "MXP", milan: "MXP", milano: "MXP",
  STO: "ARN", stockholm: "ARN", MOW: "SVO", moscow: "SVO", NYC: "JFK", "new york": "JFK", WAS: "IAD", washington: "IAD",
  CHI: "ORD", chicago: "ORD", BUH: "OTP", bucharest: "OTP", bucuresti: "OTP", TYO: "HND", tokyo: "HND", OSA: "KIX",
  SEL: "ICN", seoul: "ICN", BJS: "PEK", beijing: "PEK", SAO: "GRU", "sao paulo": "GRU", RIO: "GIG", YTO: "YYZ", toronto: "YYZ",
  YMQ: "YUL", montreal: "YUL", REK: "KEF", reykjavik: "KEF", TCI: "TFS", tenerife: "TFS", BER: "SXF", berlin: "SXF",
  JKT: "CGK", jakarta: "CGK", BUE: "EZE", "buenos aires": "EZE", warsaw: "WAW", warszawa: "WAW", brussels: "BRU",
  venice: "VCE", oslo: "OSL", istanbul: "IST", dubai: "DXB", frankfurt: "FRA", munich: "MUC", "tel aviv": "TLV",
  glasgow: "GLA", belfast: "BFS", lisbon: "LIS", basel: "BSL", geneva: "GVA", zurich: "ZRH", vienna: "VIE", wien: "VIE",
  prague: "PRG", praha: "PRG", krakow: "KRK", budapest: "BUD", hamburg: "HAM", athens: "ATH",
}));

interface AirportIndex {
  byIata: Map<string, Airport>;
  byCity: Map<string, { airport: Airport; id: number }[]>;
}

let index: AirportIndex | null = null;


// Built on first use: 5,600 airports are cheap to index, but nothing pays for it at import.
function getIndex(): AirportIndex {
  if (index) return index;
  const byIata = new Map<string, Airport>();
  const byCity = new Map<string, { airport: Airport; id: number }[]>();
  // The build-time table (OpenFlights order, countries read as the parser reads them: Pristina is XK).
  airportRows().forEach(([iata, name, city, country, lat, lon], id) => {
    const airport: Airport = { iata, name, city, country: country || null, lat, lon };
    byIata.set(iata, airport);
    const key = nameKey(city);
    const list = byCity.get(key) ?? [];
    list.push({ airport, id });
    byCity.set(key, list);
  });
  index = { byIata, byCity };
  return index;
}

/** The airport with this IATA code (or the main airport of an IATA city code), else null. */
export function findAirport(code: string): Airport | null {
  const upper = code.trim().toUpperCase();
  const { byIata } = getIndex();
  const main = MAIN_AIRPORT.get(upper);
  return (main ? byIata.get(main) : undefined) ?? byIata.get(upper) ?? null;
}

/**
 * Resolves what a passenger typed: an IATA airport or city code ("FCO", "LON") or a city name
 * ("Rome", "Kraków"). A country hint (ISO-2) settles names shared across countries.
 */
export function resolveAirport(query: string, countryHint?: string | null): Airport | null {
  const trimmed = query.trim();
  if (/^[A-Za-z]{3}$/.test(trimmed)) {
    const byCode = findAirport(trimmed);
    if (byCode && (!countryHint || byCode.country === countryHint || /^[A-Z]{3}$/.test(trimmed))) return byCode;
  }
  const key = nameKey(trimmed);
  if (!key) return null;
  const main = MAIN_AIRPORT.get(key);
  const mainAirport = main ? getIndex().byIata.get(main) : undefined;
  if (mainAirport && (!countryHint || mainAirport.country === countryHint)) return mainAirport;
  const candidates = (getIndex().byCity.get(key) ?? []).filter((c) => !countryHint || c.airport.country === countryHint);
  if (candidates.length === 0) return null;
  // Lacking traffic figures, an "International" airport is the likelier one, then the dataset's oldest id.
  const ranked = [...candidates].sort((a, b) => Number(/international/i.test(b.airport.name)) - Number(/international/i.test(a.airport.name)) || a.id - b.id);
  return ranked[0]?.airport ?? null;
}
