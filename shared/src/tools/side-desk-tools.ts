import { GroupHotelsRequestSchema, GroupHotelsResultSchema } from "../side-desks/group-hotels-schemas.js";
import { SosAdviceSchema, SosToolInputSchema } from "../side-desks/sos-schemas.js";
import { WhatsappRequestSchema, WhatsappResultSchema } from "../side-desks/whatsapp-schemas.js";
import type { ToolDefinition } from "./tool-definition.js";

/** assess_disruption: /sos-mcp's EC261 advisor (docs/DESIGN.md section 10). */
export const assessDisruptionTool = {
  name: "assess_disruption",
  title: "Assess a flight disruption under EC261",
  description:
    "Passenger-rights advice under Regulation (EC) No 261/2004 (EC261) for a delay, cancellation or denied boarding. " +
    "Give job (the disruption in plain language) or from, to and disruption with any known facts (arrivalDelayHours, noticeDays, flight, carrier, cause). " +
    "Returns whether EC261 applies, the great-circle distance and 250/400/600 EUR band, any 50% reduction, right to care, refund or re-routing, " +
    "extraordinary circumstances, what to ask the airline for, what evidence to keep and the national claim deadline. " +
    "Advice only: it never files a claim, never buys anything, and is not legal advice.",
  inputSchema: SosToolInputSchema,
  outputSchema: SosAdviceSchema,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
} satisfies ToolDefinition;

/** compose_whatsapp_handoff: /whatsapp-adapter's compose-only VIP handoff (SKU C). */
export const composeWhatsappHandoffTool = {
  name: "compose_whatsapp_handoff",
  title: "Compose a WhatsApp handoff for a VIP",
  description:
    "Composes a WhatsApp message for a VIP from a travel job (run through the desk) or a desk result, and returns the text with a " +
    "https://wa.me/<number>?text=... link for a person to open. Give job or deskResult, plus name and phone (E.164, e.g. +48512345678). " +
    "Compose only: it never sends anything (sent is always false), never books and never pays.",
  inputSchema: WhatsappRequestSchema,
  outputSchema: WhatsappResultSchema,
  // A job runs through the desk, which may ask the regional supplier: open world, not idempotent.
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
} satisfies ToolDefinition;

/** prepare_group_hotel_request: /group-hotels-mcp's stub for 10+ rooms on one invoice. */
export const prepareGroupHotelRequestTool = {
  name: "prepare_group_hotel_request",
  title: "Prepare a group hotel request (10+ rooms)",
  description:
    "Validates and structures a group hotel request: rooms (10 or more), city, checkIn and checkOut (ISO dates, check-out after check-in), " +
    "invoice 'single', optional notes. Returns the request with stub: true, bookable: false and next steps for a person. " +
    "It contacts no hotel, holds and books nothing. Fewer than 10 rooms is refused: the minimum is 10.",
  inputSchema: GroupHotelsRequestSchema,
  outputSchema: GroupHotelsResultSchema,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
} satisfies ToolDefinition;
