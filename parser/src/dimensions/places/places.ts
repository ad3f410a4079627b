import type { Place } from "../../schemas/job.js";
import { nameKey } from "../../text/fold.js";
import { placeIndex, type PlaceEntry } from "../../gazetteer/place-index.js";
import { regionName } from "../../tables/english-names.js";

// The places dimension's vocabulary: a mention, its cue, and how mentions become a route and the schema's Place.
// The rules that find mentions in a job are in ./places-rules (findPlaces).

/** What the place finder found: the places, and names it could not decide between meanings of. */
export interface FoundPlaces {
  mentions: PlaceMention[];
  /** Names that stay ambiguous ("Reading" with no context): reported, never guessed. */
  ambiguous: string[];
}

/** How the words before a place tie it to the trip. */
export type PlaceCue = "from" | "to" | "at" | "via" | "back" | "none";

/** A place found in the job: which tokens name it, what it is, and the cue before it. */
export interface PlaceMention {
  first: number;
  last: number;
  entry: PlaceEntry;
  /** The name to show: the city's English name, or the country as written. */
  name: string;
  cue: PlaceCue;
  /** Named with its state ("Paris, Texas"): the namesake is settled. */
  qualified?: boolean;
}

/** A country's English name whatever language the job named it in. */
export function countryName(entry: PlaceEntry): string {
  return regionName(entry.country) ?? entry.name;
}

/** The gazetteer's entry of a country, by its ISO 3166 alpha-2 code. */
export function countryEntry(code: string): PlaceEntry | undefined {
  if (placeIndex().alpha3.get(code) === undefined) return undefined;
  return placeIndex().candidates(nameKey(regionName(code) ?? code)).find((c) => c.kind === "country" && c.country === code);
}

type Route = { origin: PlaceMention | null; destination: PlaceMention | null };

/** Origin and destination among the places of one trip, from the cues around them. */
// A "from" place the route already went to earlier ("to Rome ... from Rome onwards"): not where it starts.
const onward = (firstTo: PlaceMention | undefined, m: PlaceMention) => firstTo !== undefined && firstTo.first < m.first && firstTo.entry === m.entry;

export function assignRoute(mentions: readonly PlaceMention[]): Route {
  const usable = mentions.filter((m) => m.cue !== "via");
  // A later "from" the destination already named starts the next thing, not this trip.
  const firstTo = usable.find((m) => m.cue === "to");
  const origin = usable.find((m) => m.cue === "from" && !onward(firstTo, m)) ?? null;
  const destination = finerDestination(usable, usable.find((m) => m.cue === "to" && m !== origin) ?? null);
  if (!origin && destination) return { origin: originBefore(usable, destination), destination };
  if (origin && !destination) return { origin, destination: destinationAfter(usable, origin) };
  if (!origin && !destination) return uncuedRoute(usable);
  return { origin, destination };
}

// A country as the destination, and a city inside it named later: the city is the finer end.
function finerDestination(usable: readonly PlaceMention[], destination: PlaceMention | null): PlaceMention | null {
  if (destination?.entry.kind !== "country") return destination;
  const country = destination;
  const inside = (m: PlaceMention) => m.cue === "to" && m.first > country.first && m.entry.kind !== "country" && m.entry.country === country.entry.country;
  return usable.find(inside) ?? country;
}

// A route written with an arrow, or where the traveller is stuck before the place they go: the place before the destination.
function originBefore(usable: readonly PlaceMention[], d: PlaceMention): PlaceMention | null {
  const plain = [...usable].reverse().find((m) => m.cue === "none" && m.first < d.first);
  return plain ?? usable.find((m) => m.cue === "at" && m.first < d.first && m.entry.country !== "") ?? null;
}

function destinationAfter(usable: readonly PlaceMention[], o: PlaceMention): PlaceMention | null {
  const after = usable.find((m) => m !== o && (m.cue === "none" || m.cue === "at") && m.first > o.first);
  return after ?? usable.find((m) => m !== o && m.cue !== "back") ?? null;
}

// No cue at all: two plain names are a route; one is where the trip goes.
function uncuedRoute(usable: readonly PlaceMention[]): Route {
  const plain = usable.filter((m) => m.cue === "none");
  if (plain.length >= 2) return { origin: plain[0] ?? null, destination: plain[1] ?? null };
  return { origin: null, destination: plain[0] ?? usable.find((m) => m.cue === "at") ?? usable.find((m) => m.cue === "back") ?? null };
}

/**
 * The schema's Place for a mention, tagged "cee" when its country is in the configured set. A town
 * beyond airports gets its nearest airport's code only when the job is about flying there.
 */
export function toPlace(m: PlaceMention, cee: ReadonlySet<string>, flying = false): Place {
  const place: Place = { name: m.name, country: m.entry.country };
  if (m.entry.iata) place.iata = m.entry.iata;
  else if (flying && m.entry.near) place.iata = m.entry.near;
  if (cee.has(m.entry.country)) place.region = "cee";
  return place;
}
