import { z } from "zod";

// "At least one letter, in any script" is checked here rather than published as a JSON Schema pattern:
// \p{L} is not in the portable regex dialect (Python's jsonschema rejects the schema, a RegExp without
// the u flag rejects "Kraków"), and refinements stay out of the published schema.
const LETTER = /\p{L}/u;

/** The smallest group a group hotel request is for. */
export const GROUP_HOTEL_MIN_ROOMS = 10;

/** A real calendar date in ISO 8601 form (2027-02-30 is refused). */
const isoDate = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${what} must be an ISO date, YYYY-MM-DD`)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), `${what} is not a calendar date`)
    .describe(`${what === "checkIn" ? "Arrival" : "Departure"} date, YYYY-MM-DD`);

/** POST /group-hotels-mcp REST body and the MCP tool input (docs/DESIGN.md section 10). */
export const GroupHotelsRequestSchema = z
  .object({
    rooms: z
      .number()
      .int("rooms must be a whole number")
      .min(GROUP_HOTEL_MIN_ROOMS, `rooms: group hotel requests start at ${GROUP_HOTEL_MIN_ROOMS} rooms (the minimum is ${GROUP_HOTEL_MIN_ROOMS}); book fewer rooms directly`)
      .max(2000, "rooms must be at most 2,000")
      .describe(`Rooms needed, ${GROUP_HOTEL_MIN_ROOMS} or more, all on one invoice`),
    city: z.string().trim().min(2, "city must name a city").max(100, "city must be at most 100 characters").refine((city) => LETTER.test(city), "city must name a city").describe("City to stay in, e.g. 'Kraków'"),
    checkIn: isoDate("checkIn"),
    checkOut: isoDate("checkOut"),
    invoice: z.literal("single").optional().describe("Invoicing: 'single' (one invoice for all rooms), the only kind this desk prepares; default 'single'"),
    notes: z.string().trim().max(1000, "notes must be at most 1,000 characters").optional().describe("Anything the hotels should know: room types, accessibility, meeting space"),
  })
  .refine((r) => r.checkOut > r.checkIn, { message: "checkOut must be after checkIn", path: ["checkOut"] })
  .describe(`A group hotel request: ${GROUP_HOTEL_MIN_ROOMS} or more rooms on one invoice`);
export type GroupHotelsRequest = z.infer<typeof GroupHotelsRequestSchema>;

/** The structured request the stub prepares; nothing is held, booked or sent. */
export const GroupHotelsResultSchema = z
  .object({
    stub: z.literal(true).describe("Always true: this desk prepares the request and contacts no hotel"),
    bookable: z.literal(false).describe("Always false: nothing here can be booked"),
    booked: z.literal(false).describe("Always false: no room is booked or held"),
    request: z
      .object({
        rooms: z.number().int().describe("Rooms needed"),
        city: z.string().describe("City as given"),
        country: z.string().nullable().describe("ISO-2 country of the city when the airport dataset knows it; else null"),
        checkIn: z.string().describe("Arrival date"),
        checkOut: z.string().describe("Departure date"),
        nights: z.number().int().describe("Nights per room"),
        roomNights: z.number().int().describe("Rooms times nights"),
        invoice: z.literal("single").describe("One invoice for all rooms"),
        notes: z.string().nullable().describe("Notes as given, else null"),
      })
      .describe("The validated request, ready to send to hotels by a person"),
    summary: z.string().describe("One paragraph to relay"),
    nextSteps: z.array(z.string()).describe("What to do with the request"),
  })
  .describe("A prepared group hotel request (stub, not bookable)");
export type GroupHotelsResult = z.infer<typeof GroupHotelsResultSchema>;
