import type { Place } from "@travel/parser";
import type { Disruption } from "./schemas.js";
import { findAirport, resolveAirport, type Airport } from "./airports.js";
import { findCarrier, findCarrierInText } from "./carriers.js";
import type { Ec261Case } from "./ec261-case.js";
import { extractDisruptionFacts } from "./extract.js";

/** Disruption facts as given: structured fields, each optional (undefined or null: not given). */
export interface GivenFacts {
  flight?: string | null;
  from?: string | null;
  to?: string | null;
  disruption?: Disruption | null;
  arrivalDelayHours?: number | null;
  departureDelayHours?: number | null;
  noticeDays?: number | null;
  reroutedDepartureHoursEarlier?: number | null;
  carrier?: string | null;
  communityCarrier?: boolean | null;
  extraordinary?: boolean | null;
  cause?: string | null;
  rerouted?: boolean | null;
  volunteered?: boolean | null;
  overnight?: boolean | null;
  claimCountry?: string | null;
}

/** The two ends of a trip as the routing core's parser found them. */
export interface ParsedPlaces {
  origin: Place | null;
  destination: Place | null;
}

const given = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);

/** Looks up airports and the airline for structured facts. */
export function resolveCase(facts: GivenFacts, places: { from?: Airport | null; to?: Airport | null } = {}): Ec261Case {
  const flight = facts.flight ? facts.flight.replace(/\s+/g, "").toUpperCase() : null;
  const carrier = (facts.carrier ? findCarrier(facts.carrier) : null) ?? (flight ? findCarrier(flight.slice(0, 2)) : null);
  return {
    flightNumber: flight,
    carrier,
    communityCarrier: given(facts.communityCarrier),
    from: places.from ?? (facts.from ? resolveAirport(facts.from) : null),
    to: places.to ?? (facts.to ? resolveAirport(facts.to) : null),
    fromQuery: given(facts.from),
    toQuery: given(facts.to),
    disruption: given(facts.disruption),
    arrivalDelayHours: given(facts.arrivalDelayHours),
    departureDelayHours: given(facts.departureDelayHours),
    noticeDays: given(facts.noticeDays),
    reroutedDepartureHoursEarlier: given(facts.reroutedDepartureHoursEarlier),
    extraordinary: given(facts.extraordinary),
    cause: given(facts.cause),
    rerouted: given(facts.rerouted),
    volunteered: given(facts.volunteered),
    overnight: given(facts.overnight),
    claimCountry: given(facts.claimCountry),
  };
}

/**
 * Reads a free-text disruption: the route from the parser's places (or an airport-code route in
 * the text), the rest from the text itself. Structured facts given beside the text win.
 */
export function resolveTextCase(text: string, places: ParsedPlaces, overrides: GivenFacts = {}): Ec261Case {
  const t = extractDisruptionFacts(text);
  const fromPlace = placeAirport(places.origin) ?? (t.routeCodes ? findAirport(t.routeCodes[0]) : null);
  const toPlace = placeAirport(places.destination) ?? (t.routeCodes ? findAirport(t.routeCodes[1]) : null);
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined && v !== null)) as GivenFacts;
  const resolved = resolveCase(
    {
      flight: t.flight,
      from: places.origin?.name ?? t.routeCodes?.[0] ?? null,
      to: places.destination?.name ?? t.routeCodes?.[1] ?? null,
      disruption: t.disruption,
      arrivalDelayHours: t.arrivalDelayHours,
      departureDelayHours: t.departureDelayHours,
      noticeDays: t.noticeDays,
      extraordinary: t.extraordinaryHint === true ? true : null,
      cause: t.cause,
      rerouted: t.rerouted,
      volunteered: t.volunteered,
      overnight: t.overnight,
      ...defined,
    },
    { from: defined.from ? null : fromPlace, to: defined.to ? null : toPlace },
  );
  return resolved.carrier || defined.carrier ? resolved : { ...resolved, carrier: findCarrierInText(text) };
}

function placeAirport(place: Place | null): Airport | null {
  if (!place) return null;
  return (place.iata ? findAirport(place.iata) : null) ?? resolveAirport(place.name, place.country);
}
