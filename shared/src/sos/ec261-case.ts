import type { Disruption } from "./schemas.js";
import type { Airport } from "./airports.js";
import type { Band } from "./bands.js";
import type { Carrier } from "./carriers.js";
import type { ScopeFinding } from "./eu-scope.js";
import type { ExtraordinaryFinding } from "./extraordinary.js";

/** The facts of one disruption, resolved (airports and airline looked up); null means not known. */
export interface Ec261Case {
  flightNumber: string | null;
  carrier: Carrier | null;
  communityCarrier: boolean | null;
  from: Airport | null;
  to: Airport | null;
  /** What the passenger called the two ends, for messages when they could not be resolved. */
  fromQuery: string | null;
  toQuery: string | null;
  disruption: Disruption | null;
  arrivalDelayHours: number | null;
  departureDelayHours: number | null;
  noticeDays: number | null;
  reroutedDepartureHoursEarlier: number | null;
  extraordinary: boolean | null;
  cause: string | null;
  rerouted: boolean | null;
  volunteered: boolean | null;
  overnight: boolean | null;
  claimCountry: string | null;
}

/** What the assessment has found so far; each later step reads the earlier ones. */
export interface Ec261Findings {
  scope: ScopeFinding;
  distanceKm: number | null;
  band: Band | null;
  extraordinary: ExtraordinaryFinding;
}

/** Owed, not owed, or hanging on a fact the passenger has not given. */
export type EntitlementStatus = "owed" | "not-owed" | "depends";

/** Hours as a passenger says them: 3.1667 reads "3 h 10 min". */
export function formatHours(hours: number): string {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  if (minutes === 60) return `${whole + 1} h`;
  return minutes === 0 ? `${whole} h` : whole === 0 ? `${minutes} min` : `${whole} h ${minutes} min`;
}
