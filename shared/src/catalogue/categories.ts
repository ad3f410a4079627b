import { CATEGORIES, type Category } from "../schemas/listing.js";

/** What each category holds, and the words a search for it uses (indexed with every listing of the category). */
export const CATEGORY_INFO: Readonly<Record<Category, { title: string; terms: string }>> = {
  "flights-search": { title: "Flight search for individual travellers (up to 9 per booking)", terms: "flights flight airfare fares airline airlines plane air" },
  "group-travel": { title: "Group travel: 10 or more travellers on one itinerary, group fares", terms: "group groups team teams class school students delegation" },
  hotels: { title: "Hotels and other stays", terms: "hotel hotels accommodation stay stays lodging rooms apartments" },
  rail: { title: "Rail and other ground or sea transport: trains, timetables, ferries", terms: "rail train trains railway timetable station ferry ferries ground" },
  esim: { title: "Mobile data while travelling: eSIM plans", terms: "esim esims e-sim sim data roaming mobile connectivity internet" },
  disruption: { title: "Disruption: flight status, delays, cancellations, passenger-rights evidence", terms: "disruption delay delayed cancelled cancellation status tracking compensation eu261 ec261" },
  maps: { title: "Maps and places: geocoding, routes, points of interest", terms: "map maps places place directions routes geocoding attractions restaurants" },
  visas: { title: "Visas and entry requirements", terms: "visa visas entry passport immigration requirements" },
  currency: { title: "Currency conversion and exchange rates", terms: "currency currencies exchange fx convert conversion money" },
  weather: { title: "Weather forecasts", terms: "weather forecast forecasts temperature rain climate" },
};

// Names callers use for the same categories (the research seed's names among them). A Map, not an
// object: a caller's "__proto__" or "constructor" must find nothing, not Object.prototype.
const ALIASES: ReadonlyMap<string, Category> = new Map<string, Category>(Object.entries({
  flights: "flights-search",
  flight: "flights-search",
  "flight-search": "flights-search",
  group: "group-travel",
  groups: "group-travel",
  "group-flights": "group-travel",
  hotel: "hotels",
  "rail-ground": "rail",
  ground: "rail",
  train: "rail",
  trains: "rail",
  ferry: "rail",
  "esim-connectivity": "esim",
  "e-sim": "esim",
  "disruption-passenger-rights": "disruption",
  sos: "disruption",
  "maps-places": "maps",
  places: "maps",
  "visas-entry": "visas",
  visa: "visas",
} satisfies Record<string, Category>));

const KNOWN: ReadonlySet<string> = new Set(CATEGORIES);

/** The category a caller meant, or null when the name is not one of the aisle's categories or their aliases. */
export function normalizeCategory(name: string): Category | null {
  const key = name.trim().toLowerCase();
  if (KNOWN.has(key)) return key as Category;
  return ALIASES.get(key) ?? null;
}
