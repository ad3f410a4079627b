import type { Carrier } from "./carriers.js";

/** EU member states (ISO-2), whose airports EC261 Art. 3 calls "situated in the territory of a Member State". */
export const EU_COUNTRIES = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU",
  "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
] as const;

/**
 * Outermost regions are EU territory; the dataset files them under their own codes (Canaries,
 * Azores and Madeira already sit under ES and PT; Åland under AX).
 */
export const EU_OUTERMOST_REGIONS = ["GP", "MQ", "GF", "RE", "YT", "MF", "AX"] as const;

/** EEA states and Switzerland, which apply EC261 as if they were members (airports and carriers). */
export const EEA_AND_SWISS = ["IS", "NO", "LI", "CH"] as const;

/** Every country whose airports count as "EU" for EC261. Faroe, Greenland, Svalbard and the UK do not. */
export const EC261_COUNTRIES: ReadonlySet<string> = new Set<string>([...EU_COUNTRIES, ...EU_OUTERMOST_REGIONS, ...EEA_AND_SWISS]);

/** The UK applies its own copy (UK261) since 1 January 2021. */
export const UK261_COUNTRIES: ReadonlySet<string> = new Set(["GB"]);

/** What the scope test of Art. 3 concluded, and why. */
export interface ScopeFinding {
  applies: "yes" | "no" | "unknown";
  reason: string;
  departureInScope: boolean | null;
  arrivalInScope: boolean | null;
  communityCarrier: boolean | null;
  /** Set when the UK's own regime covers the flight (alone or as well). */
  uk261: string | null;
}

/** Whether a country's airports are EC261 airports; null when the country is not known. */
export function isEc261Country(country: string | null | undefined): boolean | null {
  return country ? EC261_COUNTRIES.has(country) : null;
}

/**
 * EC261 Art. 3(1): (a) any flight departing an EU/EEA/CH airport, whatever the airline; (b) a flight
 * from a third country to an EU/EEA/CH airport when the operating carrier is a Community carrier.
 */
export function assessScope(fromCountry: string | null, toCountry: string | null, carrier: Carrier | null, communityCarrier: boolean | null): ScopeFinding {
  const departureInScope = isEc261Country(fromCountry);
  const arrivalInScope = isEc261Country(toCountry);
  const isCommunity = communityCarrier ?? (carrier ? carrier.regime === "eu" : null);
  const uk261 = ukNote(fromCountry, toCountry, carrier);
  const base = { departureInScope, arrivalInScope, communityCarrier: isCommunity, uk261 };
  const carrierName = carrier ? `${carrier.name} (${carrier.code})` : "the operating airline";

  if (departureInScope === true) {
    return { ...base, applies: "yes", reason: `The flight departs from an EU/EEA/Swiss airport (${fromCountry}), so EC261 applies whatever the airline (Art. 3(1)(a)).` };
  }
  if (departureInScope === null) {
    return { ...base, applies: "unknown", reason: "The departure airport is not known, so EC261's scope (Art. 3) cannot be checked yet: name the airport the journey started from." };
  }
  if (arrivalInScope === null) {
    return { ...base, applies: "unknown", reason: `The flight departs outside the EU (${fromCountry}); EC261 would apply only on arrival in the EU/EEA/Switzerland on an EU carrier, and the destination is not known.` };
  }
  if (!arrivalInScope) {
    return { ...base, applies: "no", reason: `Neither end of the flight is in the EU/EEA/Switzerland (${fromCountry} to ${toCountry}), so EC261 does not apply.` };
  }
  if (isCommunity === true) {
    return { ...base, applies: "yes", reason: `The flight arrives in the EU/EEA/Switzerland (${toCountry}) from outside on ${carrierName}, an EU/EEA/Swiss-licensed carrier, so EC261 applies (Art. 3(1)(b)) unless you already received benefits or compensation and assistance in ${fromCountry}.` };
  }
  if (isCommunity === false) {
    return { ...base, applies: "no", reason: `The flight arrives in the EU/EEA/Switzerland (${toCountry}) from outside (${fromCountry}) on ${carrierName}, which is not an EU/EEA/Swiss-licensed carrier, so EC261 does not apply (Art. 3(1)(b)).` };
  }
  return { ...base, applies: "unknown", reason: `The flight arrives in the EU/EEA/Switzerland (${toCountry}) from outside (${fromCountry}); EC261 applies only if the operating carrier holds an EU/EEA/Swiss licence, and the carrier is not known: name the airline or flight number.` };
}

// UK261 (the UK's retained copy): departures from the UK on any airline; arrivals in the UK on a
// UK or EU carrier; arrivals in the EU on a UK carrier. One claim only where both regimes apply.
function ukNote(fromCountry: string | null, toCountry: string | null, carrier: Carrier | null): string | null {
  const amounts = "GBP 220 / 350 / 520 by the same distance bands";
  if (fromCountry && UK261_COUNTRIES.has(fromCountry)) {
    return `UK261 applies instead of EC261 to departures from the UK on any airline (${amounts}); if the airline is an EU carrier and the flight lands in the EU, EC261 may also apply, but you can claim only once.`;
  }
  if (toCountry && UK261_COUNTRIES.has(toCountry) && carrier && carrier.regime !== "other") {
    return `UK261 covers arrivals in the UK on a UK or EU airline such as ${carrier.name} (${amounts}); where EC261 covers the same flight you can claim only once.`;
  }
  if (toCountry && UK261_COUNTRIES.has(toCountry)) {
    return `UK261 covers arrivals in the UK only on a UK or EU airline (${amounts}); name the operating airline to check.`;
  }
  if (isEc261Country(toCountry) && carrier?.regime === "uk") {
    return `UK261 also covers arrivals in the EU on a UK airline such as ${carrier.name} (${amounts}); you can claim only once.`;
  }
  return null;
}
