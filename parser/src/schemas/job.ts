import { z } from "zod";
import { MAX_JOB_CHARS } from "../text/bound.js";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");

/** A place the parser resolved: a city or airport with its country. */
export const PlaceSchema = z
  .object({
    name: z.string().min(1).describe("The place as the desk understood it, e.g. 'Warsaw'"),
    iata: z.string().regex(/^[A-Z]{3}$/).optional().describe("IATA city or airport code, e.g. 'WAW'"),
    country: z.string().regex(/^[A-Z]{2}$/).describe("ISO 3166-1 alpha-2 country code, e.g. 'PL'"),
    region: z.literal("cee").optional().describe("'cee' when the country is in the configured central and eastern Europe set"),
  })
  .describe("A resolved place");
export type Place = z.infer<typeof PlaceSchema>;

/** What a job asks for (docs/DESIGN.md section 5, "Kinds"). */
export const KINDS = [
  "flights", "rail", "ferry", "stay", "car-rental", "visa", "weather", "currency", "places", "insurance", "activities", "esim", "disruption", "unknown",
] as const;
export const KindSchema = z
  .enum(KINDS)
  .describe(
    "What the job asks for: flights, rail (trains, buses, coaches), ferry, stay, car-rental, visa, weather, currency, places, insurance, activities, " +
      "esim, disruption or unknown",
  );
export type Kind = z.infer<typeof KindSchema>;

/** The kinds that carry the party from a start to an end: a change between them changes how it travels, not where. */
export const JOURNEY_KINDS: ReadonlySet<string> = new Set<Kind>(["flights", "rail", "ferry"]);

/** Cabin classes, as a caller gives them and a flight search takes them. */
export const CABINS = ["economy", "premium", "business", "first"] as const;
export const CabinSchema = z.enum(CABINS).describe("Cabin or travel class: economy, premium (premium economy), business or first (first class on a train too)");
export type Cabin = z.infer<typeof CabinSchema>;

/** Who travels, split as fares are: adults, children (2-11) and infants (under 2). */
export const PartySchema = z
  .object({
    adults: z.number().int().min(0).max(999).describe("Travellers aged 12 or more"),
    children: z.number().int().min(0).max(999).describe("Children aged 2 to 11"),
    infants: z.number().int().min(0).max(999).describe("Infants under 2, usually on a lap"),
  })
  .strict()
  .describe("The party split into adults, children and infants");
export type Party = z.infer<typeof PartySchema>;

/** What an eSIM job asks for: how much data, for how long. */
export const DataPlanSchema = z
  .object({
    gb: z.number().min(0.001).nullable().describe("Data amount in GB (500 MB is 0.5); null when not stated"),
    unlimited: z.boolean().describe("True when the job asks for unlimited data"),
    days: z.number().int().min(1).nullable().describe("How many days the plan must last (two weeks is 14); null when not stated"),
  })
  .strict()
  .describe("The data plan an eSIM job asks for");
export type DataPlan = z.infer<typeof DataPlanSchema>;

/** A given field the job's text contradicts: the given value wins, the reading is reported. */
export const ConflictSchema = z
  .object({
    field: z.string().describe("The given field, e.g. 'travellers'"),
    given: z.unknown().describe("The value the caller gave (it wins)"),
    read: z.unknown().describe("What the desk read in the text"),
  })
  .describe("A given field the text contradicts");
export type Conflict = z.infer<typeof ConflictSchema>;

/** The job as the desk understood it (docs/DESIGN.md section 4, `job`). */
export const ParsedJobSchema = z
  .object({
    text: z.string().describe("The job exactly as given"),
    passengers: z.number().int().min(1).nullable().describe("People travelling, infants included; null when not stated"),
    origin: PlaceSchema.nullable().describe("Where the trip starts; null when not found"),
    destination: PlaceSchema.nullable().describe("Where the trip goes; null when not found"),
    date: isoDate.nullable().describe("Outbound date, ISO 8601; null when not found"),
    returnDate: isoDate.nullable().describe("Return or end date when the job gives a range; else null"),
    notes: z.array(z.string()).describe("Tags the desk noticed, e.g. 'names-later', 'wheelchair', 'infant', 'budget'"),
    missing: z.array(z.string()).describe("Fields the desk could not find, e.g. ['date']"),
    kind: KindSchema,
    language: z.string().regex(/^[a-z]{2,3}$/).describe("BCP 47 primary tag of the job text as detected, e.g. 'en', 'pl'"),
    party: PartySchema.nullable().optional().describe("The party split into adults, children and infants, when the job or the caller splits it"),
    cabin: CabinSchema.optional().describe("The cabin or travel class the job or the caller asks for"),
    dataPlan: DataPlanSchema.optional().describe("Esim jobs: the data amount and duration asked for"),
    rooms: z.number().int().min(1).max(999).optional().describe("Stays: how many rooms the job asks for"),
    conflicts: z.array(ConflictSchema).optional().describe("Given fields the text contradicts; the given value is used"),
  })
  .describe("The travel job as parsed");
export type ParsedJob = z.infer<typeof ParsedJobSchema>;

/** The job text: the one input of recommend_for_job, and the one required field of run_travel_job and the REST call. */
export const JobInputSchema = z.object({
  // The limit is on what was sent (as the published JSON Schema's maxLength says), not on what is left
  // after trimming: 2,000 characters followed by 14 KiB of spaces is refused. Blank is judged trimmed.
  job: z
    .string()
    .max(MAX_JOB_CHARS, "job must be at most 2,000 characters")
    .trim()
    .min(1, "job must not be blank")
    .describe("The travel job in plain language, 1 to 2,000 characters, e.g. '2 passengers from Warsaw to Prague on 4 May 2027'"),
});

// A real calendar day: "2027-02-30" is refused, not rolled over to March.
const calendarDay = isoDate.refine((d) => {
  const day = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === d;
}, "not a calendar day");

const headcount = (what: string) => z.number().int().min(0).max(999).describe(what);

/** How many travel: a count, or the split fares use. */
export const GivenTravellersSchema = z
  .union([
    z.number().int().min(1).max(999).describe("How many people travel, infants included"),
    z
      .object({
        adults: headcount("Travellers aged 12 or more"),
        children: headcount("Children aged 2 to 11").optional(),
        infants: headcount("Infants under 2").optional(),
      })
      .strict()
      .refine((p) => p.adults + (p.children ?? 0) + (p.infants ?? 0) >= 1, "at least one traveller")
      .describe("The party split into adults, children and infants"),
  ])
  .describe("Who travels: an integer 1-999 (everyone, infants included) or {adults, children?, infants?}. Give it when you know it; it wins over the text");

// Descriptions sit on the optional field itself, where tools/list, OpenAPI and llms-full.txt all read them.
const placeText = (where: string) =>
  z
    .string()
    .trim()
    .min(1, "must not be blank")
    .max(100, "at most 100 characters")
    .optional()
    .describe(`${where}: an IATA airport or city code ('WAW'), a city ('Kraków', 'Warszawa') or a country ('Poland', 'PL'), in any language`);

/** What the caller already knows, beside the text (docs/DESIGN.md section 4). Each given field wins over the reading of the text. */
export const GivenFieldsSchema = z.object({
  travellers: GivenTravellersSchema.optional().describe(GivenTravellersSchema.description ?? ""),
  from: placeText("Where the trip starts"),
  to: placeText("Where the trip goes (for a stay, an eSIM, a visa or the weather: the one place it is about)"),
  date: calendarDay.optional().describe("Outbound, check-in or start date, YYYY-MM-DD"),
  returnDate: calendarDay.optional().describe("Return, check-out or end date, YYYY-MM-DD (not before date)"),
  kind: KindSchema.optional().describe(`${KindSchema.description ?? ""}. Give it when the text could be read two ways`),
  cabin: CabinSchema.optional().describe(CabinSchema.description ?? ""),
});
export type GivenFields = z.infer<typeof GivenFieldsSchema>;

/** run_travel_job's input and the REST body: the job text plus what the caller already knows. Unknown fields are ignored. */
export const DeskInputSchema = JobInputSchema.extend(GivenFieldsSchema.shape).refine((v) => !v.date || !v.returnDate || v.returnDate >= v.date, {
  message: "returnDate is before date",
  path: ["returnDate"],
});
export type DeskInput = z.infer<typeof DeskInputSchema>;
