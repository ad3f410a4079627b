import { JOURNEY_KINDS, type Kind, type ParsedJob } from "../schemas/job.js";
import { currencyCountry } from "../gazetteer/currency-country.js";
import { placeGrammar } from "../language/lexicon.js";
import { countryEntry, type PlaceMention } from "../dimensions/places/places.js";
import { prepareText, type JobText, type Token } from "../text/text.js";
import type { JobAnalysis } from "./parse-job.js";

// The resolve stage: what the dimensions found, settled against each other (which place is which end, what a later
// leg takes from an earlier one, what is still missing).

/** Kinds that happen in one place: no start point is missing, and one place named twice is not a route. */
export const ONE_PLACE_KINDS: ReadonlySet<Kind> = new Set(["stay", "car-rental", "visa", "weather", "currency", "places", "insurance", "activities", "esim"]);

type Route = { origin: PlaceMention | null; destination: PlaceMention | null };
type MissingInput = Pick<ParsedJob, "passengers" | "origin" | "destination" | "date" | "kind"> & { ambiguous?: readonly string[] };

/** The fields a job still lacks; a name the desk will not guess is missing until the user says which. */
export function missingFields(job: MissingInput): string[] {
  const missing: string[] = [];
  for (const name of job.ambiguous ?? []) missing.push(`which ${name}`);
  if (job.passengers === null) missing.push("passengers");
  if (!job.origin && !ONE_PLACE_KINDS.has(job.kind)) missing.push("origin");
  if (!job.destination) missing.push("destination");
  if (!job.date) missing.push("date");
  return missing;
}

/** The job with its missing fields counted again. */
export function withMissing(job: JobAnalysis): JobAnalysis {
  job.missing = missingFields(job);
  return job;
}

/** A later leg without its own party size or start point continues the earlier one. */
export function continueFrom(previous: JobAnalysis, part: JobAnalysis): void {
  if (part.intents.mobileData || part.intents.disruption) return;
  part.passengers ??= previous.passengers;
  if (!part.origin && part.destination && previous.destination) part.origin = previous.destination;
  else if (part.origin && !part.destination && previous.destination && previous.destination.name !== part.origin.name) part.destination = previous.destination;
  part.missing = missingFields(part);
}

/**
 * What carries the legs, said once for all ("A → B 1 June, then B → C 4 June, buses", "all by train"): the legs that
 * name no kind (read as flights only by default) take the one the others name.
 */
export function shareNamedKind(parts: readonly JobAnalysis[]): void {
  const named = new Set(parts.filter((p) => p.kindNamed && JOURNEY_KINDS.has(p.kind)).map((p) => p.kind));
  if (named.size !== 1) return;
  const [kind] = named as Set<Kind>;
  for (const part of parts) {
    if (part.kindNamed || part.kind !== "flights" || part.intents.disruption || part.intents.mobileData) continue;
    part.kind = kind as Kind;
    part.missing = missingFields(part);
  }
}

/** A party size stated once, after the legs ("..., 2 adults"), belongs to the earlier legs that state none. */
export function countFromLater(part: JobAnalysis, later: JobAnalysis): void {
  if (part.passengers !== null || later.passengers === null) return;
  if (part.intents.mobileData || part.intents.disruption || later.intents.mobileData || later.intents.disruption) return;
  part.passengers = later.passengers;
  part.missing = missingFields(part);
}

/**
 * A day stated once, after the legs ("Wien → Salzburg → Innsbruck, 3. Mai 2027"), is when the journey starts: the earlier
 * legs that state none take it.
 */
export function dateFromLater(part: JobAnalysis, later: JobAnalysis): void {
  if (part.date !== null || later.date === null || part.intents.mobileData || part.intents.disruption || later.intents.mobileData) return;
  part.date = later.date;
  part.missing = missingFields(part);
}

// "from" right after what is asked, in the same clause, names where a car is hired or where directions start; "from"
// after a word of coming ("I'm from", "we are flying from") says where the traveller comes from.
const { comingFrom: COMING, nationality: CITIZEN } = placeGrammar();
function fromWhatIsAsked(text: JobText, m: PlaceMention): boolean {
  const from = text.tokens[m.first - 1];
  const before = text.tokens[m.first - 2];
  if (!from || !before || from.s !== "from" || COMING.has(before.s)) return false;
  return !/[,;.!?\n]/.test(text.folded.slice(before.end, from.start));
}

function besideCitizen(text: JobText, m: PlaceMention): boolean {
  const before = text.tokens[m.first - 1]?.s ?? "";
  return CITIZEN.has(before) || CITIZEN.has(text.tokens[m.last + 1]?.s ?? "") || (before === "of" && CITIZEN.has(text.tokens[m.first - 2]?.s ?? ""));
}

// A name and its code in brackets, side by side, are one place.
function sameNamedTwice(text: JobText, a: PlaceMention, b: PlaceMention): boolean {
  if (a.entry.name !== b.entry.name || a.entry.country !== b.entry.country) return false;
  const [first, second] = a.first < b.first ? [a, b] : [b, a];
  const between = text.folded.slice((text.tokens[first.last] as Token).end, (text.tokens[second.first] as Token).start);
  return /^(?:airport|station|port)?\s*\($/.test(between.trim());
}

/** What a part is about: its text, its places, its kind, and where it starts in the job's tokens. */
export interface RouteContext {
  text: JobText;
  inside: readonly PlaceMention[];
  kind: Kind;
  first: number;
  /** The part's words as written, before the language files rewrote them. */
  written: string;
}

/** The route's ends settled by what the job asks: a car, directions, a visa, money, one place named twice. */
export function resolveRoute(route: Route, ctx: RouteContext): Route {
  const { text, inside, kind } = ctx;
  // A car is hired where it is picked up, and directions are in the place they start from (and keep it as their start).
  // A hotel or a visa "from" a place says where the traveller comes from, and keeps it as the origin.
  if (route.origin && !route.destination && (kind === "car-rental" || kind === "places") && fromWhatIsAsked(text, route.origin)) {
    route.destination = route.origin;
    if (kind === "car-rental") route.origin = null;
  }
  // The country beside "citizen" or "passport" is the traveller's nationality; the trip goes to the other one.
  if (kind === "visa" && route.destination && besideCitizen(text, route.destination)) {
    const other = inside.find((m) => m !== route.destination && !besideCitizen(text, m) && m.cue !== "from");
    if (other) route.destination = other;
  }
  // A trip gone wrong starts where the traveller is ("to Vilnius CANCELLED, we are 3 at BUD"), named before or after where it went.
  if (kind === "disruption" && route.destination && !route.origin) {
    const to = route.destination;
    route.origin = inside.find((m) => m.cue === "at" && m !== to && m.entry.country !== "" && m.entry.name !== to.entry.name) ?? null;
  }
  // One place named twice is where a car, a room or the weather is, not a route.
  const twice = route.origin && route.destination && sameNamedTwice(text, route.origin, route.destination);
  if (twice && ONE_PLACE_KINDS.has(kind)) route.origin = null;
  // The money asked about says where the traveller is going; read on the words as written, before the language files
  // rewrote them into the grammar's words.
  if (kind === "currency" && !route.destination) {
    const entry = countryEntry(currencyCountry(prepareText(ctx.written).tokens) ?? "");
    if (entry) route.destination = { first: ctx.first, last: ctx.first, entry, name: entry.name, cue: "to" };
  }
  return route;
}

/** A journey with a date back is a round trip, whether or not the words say so; a date back counted from a length is no way back. */
export function impliedRoundTrip(kind: Kind, dates: { returnDate: string | null; fromLength?: boolean }, notes: readonly string[]): boolean {
  const journey = kind === "flights" || kind === "rail" || kind === "ferry";
  return !!dates.returnDate && !dates.fromLength && journey && !notes.includes("round-trip") && !notes.includes("one-way");
}
