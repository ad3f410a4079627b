import { z } from "zod";

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
export const KindSchema = z.enum(KINDS).describe("What the job asks for: flights, rail (trains, buses, coaches), ferry, stay, car-rental, visa, weather, currency, places, insurance, activities, esim, disruption or unknown");
export type Kind = z.infer<typeof KindSchema>;

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
  })
  .describe("The travel job as parsed");
export type ParsedJob = z.infer<typeof ParsedJobSchema>;

/** The one input of run_travel_job and of the REST call. */
export const JobInputSchema = z.object({
  // The limit is on what was sent (as the published JSON Schema's maxLength says), not on what is left
  // after trimming: 2,000 characters followed by 14 KiB of spaces is refused. Blank is judged trimmed.
  job: z
    .string()
    .max(2000, "job must be at most 2,000 characters")
    .trim()
    .min(1, "job must not be blank")
    .describe("The travel job in plain language, 1 to 2,000 characters, e.g. '2 passengers from Warsaw to Prague on 4 May 2027'"),
});
