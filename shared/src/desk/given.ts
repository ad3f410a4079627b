import { DeskInputSchema, MAX_JOB_CHARS, parseJob, type Conflict, type DeskInput, type GivenFields, type JobAnalysis, type Party, type Place, regionName } from "@travel/parser";

const NOW = new Date(0);

function placeOf(text: string, cee: readonly string[]): Place | null {
  const job = parseJob(text, NOW, { ceeCountries: cee });
  return job.destination ?? job.origin;
}

/**
 * The place a given `from` or `to` names: an IATA code in any case, an ISO country code, or a name in any
 * language the parser reads ("Warszawa", "Варшава", "Polska"); null when it names no place the desk knows.
 */
export function resolveGivenPlace(value: string, cee: readonly string[] = []): Place | null {
  const text = value.trim();
  if (/^[a-z]{3}$/i.test(text)) return placeOf(text.toUpperCase(), cee) ?? placeOf(`to ${text}`, cee);
  if (/^[a-z]{2}$/i.test(text)) {
    const name = regionName(text.toUpperCase());
    if (name) return placeOf(`to ${name}`, cee);
  }
  // "to X" first: a lone "Split" or "Nice" is a word until something says it is a destination.
  return placeOf(`to ${text}`, cee) ?? placeOf(text, cee);
}

/** run_travel_job's input as the tool and the REST call check it: the schema, and a known place in `from` and `to`. */
export const DeskRequestSchema = DeskInputSchema.superRefine((input, ctx) => {
  for (const field of ["from", "to"] as const) {
    const value = input[field];
    if (value !== undefined && !resolveGivenPlace(value)) ctx.addIssue({ code: "custom", path: [field], message: `no place known by the name "${value}"` });
  }
});

/**
 * What DeskRequestSchema makes of the commonest input, `{ "job": "<text>" }` with nothing else and a text within its
 * limits: `{ job: text.trim() }`, read without building zod's parse context for every request (issue 28). Any other
 * input, valid or not, is left to the schema (undefined). The REST body and the MCP tool's arguments both come here.
 */
export function readJobOnly(input: unknown): DeskInput | undefined {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return undefined;
  const record = input as Record<string, unknown>;
  const job = record.job;
  // The schema's limits on `job` (parser/src/schemas/job.ts): at most MAX_JOB_CHARS as sent, not blank once trimmed.
  if (typeof job !== "string" || job.length > MAX_JOB_CHARS) return undefined;
  for (const key in record) if (key !== "job") return undefined;
  const trimmed = job.trim();
  return trimmed ? { job: trimmed } : undefined;
}

function partyOf(given: NonNullable<GivenFields["travellers"]>): { passengers: number; party: Party | null } {
  if (typeof given === "number") return { passengers: given, party: null };
  const party = { adults: given.adults, children: given.children ?? 0, infants: given.infants ?? 0 };
  return { passengers: party.adults + party.children + party.infants, party };
}

const samePlace = (a: Place, b: Place) => a.country === b.country && (a.iata !== undefined && a.iata === b.iata ? true : a.name === b.name);
const isCountry = (p: Place) => p.iata === undefined && regionName(p.country) === p.name;

/** The given place, or the read one when it is the same place or a place inside the given country. */
function mergePlace(field: string, given: Place, read: Place | null, conflicts: Conflict[]): Place {
  if (!read || samePlace(given, read)) return given;
  if (isCountry(given) && read.country === given.country) return read;
  if (isCountry(read) && read.country === given.country) return given;
  conflicts.push({ field, given: given.name, read: read.name });
  return given;
}

function differs<T>(field: string, given: T | undefined, read: T | null | undefined, conflicts: Conflict[]): boolean {
  if (given === undefined) return false;
  if (read !== null && read !== undefined && JSON.stringify(read) !== JSON.stringify(given)) conflicts.push({ field, given, read });
  return true;
}

/** One request with the given fields laid over its reading; what the text said otherwise goes to `conflicts`. */
function overlay(job: JobAnalysis, given: GivenFields, cee: readonly string[], route: boolean): JobAnalysis {
  const conflicts: Conflict[] = [];
  const out: JobAnalysis = { ...job };
  const drop = new Set<string>();
  if (given.travellers !== undefined) {
    const { passengers, party } = partyOf(given.travellers);
    if (job.passengers !== null && job.passengers !== passengers) conflicts.push({ field: "travellers", given: given.travellers, read: job.passengers });
    else if (party && job.party && JSON.stringify(party) !== JSON.stringify(job.party)) conflicts.push({ field: "travellers", given: given.travellers, read: job.party });
    out.passengers = passengers;
    // A bare count does not say who is a child: the text's split stays only when it adds up to the count.
    out.party = party ?? (job.party && job.passengers === passengers ? job.party : null);
    drop.add("passengers");
  }
  if (differs("cabin", given.cabin, job.cabin, conflicts)) out.cabin = given.cabin;
  if (route) {
    if (given.from !== undefined) {
      out.origin = mergePlace("from", resolveGivenPlace(given.from, cee) as Place, job.origin, conflicts);
      drop.add("origin");
    }
    if (given.to !== undefined) {
      out.destination = mergePlace("to", resolveGivenPlace(given.to, cee) as Place, job.destination, conflicts);
      drop.add("destination");
    }
    if (differs("date", given.date, job.date, conflicts)) drop.add("date");
    out.date = given.date ?? job.date;
    differs("returnDate", given.returnDate, job.returnDate, conflicts);
    out.returnDate = given.returnDate ?? job.returnDate;
    if (given.kind !== undefined) {
      // A kind the text only inferred ("Warsaw to Rome" reads as flights) is no disagreement.
      if (job.kindNamed && job.kind !== given.kind) conflicts.push({ field: "kind", given: given.kind, read: job.kind });
      out.kind = given.kind;
      out.kindNamed = true;
      out.intents = { mobileData: given.kind === "esim", disruption: given.kind === "disruption" };
    }
  }
  out.missing = job.missing.filter((m) => !drop.has(m));
  if (conflicts.length) out.conflicts = conflicts;
  return out;
}

/**
 * The job as the desk routes it: the reading of the text with every given field laid over it (section 4).
 * A job of several parts takes the given party and cabin in every part, and the route fields in its first.
 */
export function applyGivenFields(job: JobAnalysis, given: GivenFields, cee: readonly string[]): JobAnalysis {
  if (Object.values(given).every((v) => v === undefined)) return job;
  const merged = overlay(job, given, cee, true);
  if (job.parts.length < 2) return merged;
  const parts = job.parts.map((part, i) => overlay(part, given, cee, i === 0));
  return { ...merged, parts };
}
