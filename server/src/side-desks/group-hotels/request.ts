import { resolveAirport } from "@travel/shared";
import type { GroupHotelsRequest, GroupHotelsResult } from "./schemas.js";

/** A prepared request, or a value-level refusal naming the field (check-in in the past). */
export type GroupHotelsOutcome = { ok: true; value: GroupHotelsResult } | { ok: false; field: string; message: string };

const DAY_MS = 86_400_000;

/**
 * Prepares a group hotel request from a validated body. A stub by design: it contacts no hotel,
 * holds no room and is never bookable; it says what a person should do next.
 */
export function buildGroupHotelRequest(input: GroupHotelsRequest, options: { baseUrl: string; now: Date }): GroupHotelsOutcome {
  const today = options.now.toISOString().slice(0, 10);
  if (input.checkIn < today) return { ok: false, field: "checkIn", message: `checkIn ${input.checkIn} is in the past (today is ${today}).` };
  const nights = Math.round((Date.parse(`${input.checkOut}T00:00:00Z`) - Date.parse(`${input.checkIn}T00:00:00Z`)) / DAY_MS);
  const country = resolveAirport(input.city)?.country ?? null;
  const request = { rooms: input.rooms, city: input.city, country, checkIn: input.checkIn, checkOut: input.checkOut, nights, roomNights: input.rooms * nights, invoice: "single" as const, notes: input.notes ?? null };
  return {
    ok: true,
    value: {
      stub: true,
      bookable: false,
      booked: false,
      request,
      summary:
        `Group hotel request prepared: ${input.rooms} rooms in ${input.city} from ${input.checkIn} to ${input.checkOut} ` +
        `(${nights} night${nights === 1 ? "" : "s"}, ${request.roomNights} room-nights) on one invoice. This is a stub: no hotel has been contacted and nothing is held or booked.`,
      nextSteps: [
        "Send this request to hotels in the city, or to a group-hotel or venue-sourcing agent, for written quotes; this desk contacts no one.",
        `Ask each hotel for the group rate per room-night, one invoice for all ${input.rooms} rooms, the deposit and cancellation schedule, the allotment release date and the attrition terms.`,
        "Agree when the rooming list (guest names) is due; group contracts usually allow names later.",
        `Find hotel servers in the aisle: ${options.baseUrl}/mcp (search_capabilities with category "hotels"); skip any tool named book, pay or checkout.`,
        "Have a person compare the quotes and sign the chosen contract.",
      ],
    },
  };
}
