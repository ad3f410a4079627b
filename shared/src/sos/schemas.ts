import { z } from "zod";
import { EC261_NAME } from "../schemas/desk-result.js";

/** The three kinds of disruption EC261 deals with. */
export const DisruptionSchema = z.enum(["delay", "cancellation", "denied-boarding"]).describe("What happened: a delay, a cancellation, or being denied boarding (bumped)");
export type Disruption = z.infer<typeof DisruptionSchema>;

const hours = (what: string) => z.number().min(0).max(240).describe(what);

/** The structured facts of a disruption; every one but the route and kind is optional. */
const structuredFields = {
  flight: z.string().trim().regex(/^[A-Za-z0-9]{2}\s?\d{1,4}[A-Za-z]?$/, "a flight number such as LO333").optional().describe("Flight number, e.g. 'LO333'; its first two characters name the airline"),
  from: z.string().trim().min(2).max(100).describe("First departure airport of the journey: IATA code ('FCO') or city name ('Rome')"),
  to: z.string().trim().min(2).max(100).describe("Final destination of the journey (not a stop-over): IATA code ('HAM') or city name"),
  disruption: DisruptionSchema,
  arrivalDelayHours: hours("How many hours after the scheduled arrival you reached the final destination (doors open); for a cancellation or denied boarding, the arrival of the replacement flight").optional(),
  departureDelayHours: hours("How many hours after the scheduled departure the flight left (or is expected to leave); sets the right to care").optional(),
  noticeDays: z.number().min(0).max(365).optional().describe("Cancellation only: how many days before the scheduled departure the airline told you"),
  reroutedDepartureHoursEarlier: hours("Cancellation only: how many hours before the original departure time the replacement flight left (0 if not earlier)").optional(),
  carrier: z.string().trim().min(2).max(60).optional().describe("Operating airline: IATA designator ('LH') or name ('Lufthansa')"),
  communityCarrier: z.boolean().optional().describe("Set when you know whether the operating airline holds an EU/EEA/Swiss operating licence"),
  extraordinary: z.boolean().optional().describe("True when the airline cites extraordinary circumstances (weather, air-traffic-control strike, security)"),
  cause: z.string().trim().max(200).optional().describe("The cause the airline gave, in its words, e.g. 'technical fault' or 'storm'"),
  rerouted: z.boolean().optional().describe("True when you took a replacement flight (re-routing) to the same destination"),
  volunteered: z.boolean().optional().describe("Denied boarding only: true when you gave up your seat voluntarily in exchange for benefits"),
  overnight: z.boolean().optional().describe("True when the new departure is the next day or later (hotel and transfers are then owed)"),
  claimCountry: z.string().regex(/^[A-Z]{2}$/).optional().describe("ISO-2 country where you would bring a claim, for the national time limit"),
};

/** The free-text form of the job input, 1 to 2,000 characters. */
const jobText = z.string().trim().min(1, "job must not be blank").max(2000, "job must be at most 2,000 characters");

/** REST body, free-text form: `{ job }`; any structured field given beside it overrides what the text says. */
export const SosJobRequestSchema = z
  .object({
    job: jobText.describe("The disruption in plain language, e.g. 'Flight LO333 Warsaw to Frankfurt cancelled 2 days before departure'"),
    ...z.object(structuredFields).partial().shape,
  })
  .describe("A disruption told in free text");

/** REST body, structured form. */
export const SosStructuredRequestSchema = z.object(structuredFields).describe("A disruption given as structured facts");

/** POST /sos-mcp REST body: `{ job }` (free text) or the structured facts (docs/DESIGN.md section 10). */
export const SosRequestSchema = z.union([SosJobRequestSchema, SosStructuredRequestSchema]).describe("A disruption to assess under EC261: free text or structured facts");
export type SosRequest = z.infer<typeof SosRequestSchema>;

/** The MCP tool's input: one object, `job` or the route and kind (an MCP input schema must be an object). */
export const SosToolInputSchema = z
  .object({
    job: jobText.optional().describe("The disruption in plain language; give this or from, to and disruption"),
    ...z.object(structuredFields).partial().shape,
  })
  .refine((i) => i.job !== undefined || (i.from !== undefined && i.to !== undefined && i.disruption !== undefined), {
    message: "give either job (the disruption in plain language) or from, to and disruption",
  })
  .describe("A disruption to assess under EC261: job (free text) or from, to, disruption and the optional facts");
export type SosToolInput = z.infer<typeof SosToolInputSchema>;

const status = (what: string) => z.enum(["owed", "not-owed", "depends"]).describe(what);

/** An airport as the advisor resolved it. */
export const SosAirportSchema = z
  .object({
    iata: z.string().describe("IATA airport code"),
    name: z.string().describe("Airport name"),
    city: z.string().describe("City the airport serves"),
    country: z.string().nullable().describe("ISO 3166-1 alpha-2 country code, null when the dataset cannot tell"),
  })
  .describe("An airport from the airport dataset");

/** The advisor's full answer (REST body and MCP structuredContent of /sos-mcp). */
export const SosAdviceSchema = z
  .object({
    regulation: z.literal(EC261_NAME).describe("The regulation the advice follows"),
    summary: z.string().describe("One paragraph to relay to the passenger"),
    applies: z.enum(["yes", "no", "unknown"]).describe("Whether EC261 covers this flight"),
    scope: z
      .object({
        reason: z.string().describe("Why EC261 applies, does not, or cannot be told yet (Art. 3)"),
        departureInScope: z.boolean().nullable().describe("Departure airport in the EU/EEA/Switzerland; null when unknown"),
        arrivalInScope: z.boolean().nullable().describe("Final destination in the EU/EEA/Switzerland; null when unknown"),
        communityCarrier: z.boolean().nullable().describe("Operating airline licensed in the EU/EEA/Switzerland; null when unknown"),
        uk261: z.string().nullable().describe("When the UK's own regime (UK261) covers the flight, what it says; else null"),
      })
      .describe("The scope test of Art. 3"),
    flight: z
      .object({
        number: z.string().nullable().describe("Flight number as given, else null"),
        carrier: z
          .object({
            code: z.string().describe("IATA designator"),
            name: z.string().describe("Airline name"),
            communityCarrier: z.boolean().describe("True for an EU/EEA/Swiss-licensed airline"),
          })
          .nullable()
          .describe("The airline when it could be identified"),
        from: SosAirportSchema.nullable().describe("First departure airport, null when not resolved"),
        to: SosAirportSchema.nullable().describe("Final destination airport, null when not resolved"),
      })
      .describe("The flight as understood"),
    disruption: DisruptionSchema.nullable().describe("The kind of disruption; null when the text did not say"),
    distanceKm: z.number().int().nullable().describe("Great-circle distance first departure to final destination (Art. 7(4), C-559/16 Bossen); null when an airport is unknown"),
    band: z
      .object({
        amountEur: z.union([z.literal(250), z.literal(400), z.literal(600)]).describe("Art. 7(1) compensation for this distance"),
        label: z.string().describe("Which Art. 7(1) band, in words"),
        reductionWindowHours: z.number().int().describe("Art. 7(2): arriving within this many hours of schedule after re-routing halves the compensation"),
        careThresholdHours: z.number().int().describe("Art. 6(1): a departure delay of this many hours triggers the right to care"),
      })
      .nullable()
      .describe("The distance band; null when the distance is unknown"),
    compensation: z
      .object({
        status: status("Whether Art. 7 compensation is owed"),
        amountEur: z.number().nullable().describe("The amount owed per passenger when owed, after any 50% reduction; else null"),
        reducedBy50: z.boolean().describe("True when Art. 7(2) halves the amount (re-routed or delayed arrival within the window)"),
        reason: z.string().describe("Why, with the article"),
        conditions: z.array(z.string()).describe("What would change the answer (exemptions the airline may claim, facts still missing)"),
      })
      .describe("Compensation under Art. 7"),
    care: z
      .object({
        status: status("Whether the right to care is owed"),
        items: z.array(z.string()).describe("What the airline must provide free of charge (Art. 9)"),
        reason: z.string().describe("Why"),
      })
      .describe("Right to care (Art. 9)"),
    reimbursementOrRerouting: z
      .object({
        status: status("Whether the Art. 8 choice is owed"),
        options: z.array(z.string()).describe("The choices the passenger has"),
        reason: z.string().describe("Why"),
      })
      .describe("Reimbursement or re-routing (Art. 8)"),
    extraordinaryCircumstances: z
      .object({
        claimed: z.boolean().nullable().describe("Whether the airline cites extraordinary circumstances; null when not known"),
        assessment: z.enum(["not-claimed", "may-qualify", "does-not-qualify", "unclear", "not-applicable"]).describe("How the cited cause fares under CJEU case law"),
        note: z.string().describe("What the law says about it (Art. 5(3), Wallentin-Hermann C-549/07)"),
      })
      .describe("Extraordinary circumstances"),
    askTheAirlineFor: z.array(z.string()).describe("What to ask the airline for, in order"),
    evidenceToKeep: z.array(z.string()).describe("What to keep as evidence"),
    claimDeadline: z
      .object({
        rule: z.string().describe("Why the deadline is national law"),
        byCountry: z
          .array(
            z.object({
              country: z.string().describe("ISO-2 country"),
              limit: z.string().nullable().describe("Limitation period there, or null when not in our table"),
              verify: z.literal(true).describe("Always true: check the current national rule"),
              source: z.string().nullable().describe("Where the period was read"),
            }),
          )
          .describe("Periods for the departure, arrival and chosen countries"),
      })
      .describe("Claim deadlines"),
    missing: z.array(z.string()).describe("Facts that would sharpen the assessment"),
    references: z.array(z.string()).describe("Articles and judgments the advice rests on"),
    advisory: z.literal(true).describe("Always true: advice only"),
    claimFiled: z.literal(false).describe("Always false: this desk never files a claim"),
    booked: z.literal(false).describe("Always false: this desk never buys or books anything"),
    notLegalAdvice: z.literal(true).describe("Always true: this is guidance, not legal advice"),
  })
  .describe("Passenger-rights assessment under EC261");
export type SosAdvice = z.infer<typeof SosAdviceSchema>;
