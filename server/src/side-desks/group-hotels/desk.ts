import { isJsonObject, type ToolDefinition } from "@travel/shared";
import { problemResponse } from "../../http/problem.js";
import { defineSideDesk } from "../kit/define.js";
import { describeErrors, validateBody } from "../kit/rest-body.js";
import { buildGroupHotelRequest } from "./request.js";
import { GROUP_HOTEL_MIN_ROOMS, GroupHotelsRequestSchema, GroupHotelsResultSchema } from "./schemas.js";

/** prepare_group_hotel_request: a stub for 10+ rooms on one invoice. */
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

/** /group-hotels-mcp: a group hotel request (a stub); fewer than 10 rooms is a 422 that states the minimum. */
export const groupHotelsDesk = defineSideDesk({
  path: "/group-hotels-mcp",
  name: "group-hotels",
  title: "Group hotels desk (stub)",
  instructions: "prepare_group_hotel_request validates a request for 10 or more rooms on one invoice and returns it with next steps. A stub: it contacts no hotel and books nothing.",
  topic: "group hotels",
  tool: prepareGroupHotelRequestTool,
  openapi: { request: { id: "GroupHotelsRequest", schema: GroupHotelsRequestSchema }, resultId: "GroupHotelsResult", extraProblems: ["422"], describeId: "describe_group_hotels_desk" },
  handshake: {
    body: { rooms: `integer >= ${GROUP_HOTEL_MIN_ROOMS}`, city: "string", checkIn: "YYYY-MM-DD", checkOut: "YYYY-MM-DD (after checkIn)", "invoice?": "single", "notes?": "string" },
    example: { rooms: 12, city: "Kraków", checkIn: "2027-05-04", checkOut: "2027-05-07" },
    policy: "A stub: validates and structures the request (stub: true, bookable: false); contacts no hotel, books nothing.",
  },
  handlers: ({ config, now }) => {
    const base = config.baseUrl;
    return {
      call: (input) => {
        const outcome = buildGroupHotelRequest(input, { baseUrl: base, now: now() });
        return outcome.ok ? { ok: true, value: outcome.value, text: outcome.value.summary } : { ok: false, message: outcome.message };
      },
      rest: (body, c) => {
        if (!isJsonObject(body)) {
          return problemResponse(base, "invalid-body", 400, 'POST /group-hotels-mcp accepts a JSON-RPC 2.0 message (MCP) or {"rooms": >= 10, "city", "checkIn": "YYYY-MM-DD", "checkOut": "YYYY-MM-DD", "invoice"?: "single", "notes"?}.', [{ field: "body", message: "expected a JSON object" }]);
        }
        const valid = validateBody(GroupHotelsRequestSchema, body);
        if (!valid.ok) {
          // Below the minimum is well-formed but unprocessable (422); any other fault is a bad body (400).
          const onlyMinimum = valid.errors.every((e) => e.field === "rooms") && typeof body.rooms === "number" && Number.isInteger(body.rooms) && body.rooms < 10;
          return onlyMinimum
            ? problemResponse(base, "below-minimum", 422, `Group hotel requests start at 10 rooms; got ${body.rooms}. The minimum is 10.`, valid.errors)
            : problemResponse(base, "invalid-body", 400, `Invalid group hotel request: ${describeErrors(valid.errors)}.`, valid.errors);
        }
        const outcome = buildGroupHotelRequest(valid.data, { baseUrl: base, now: now() });
        if (!outcome.ok) return problemResponse(base, "invalid-body", 400, outcome.message, [{ field: outcome.field, message: outcome.message }]);
        return c.json(outcome.value);
      },
    };
  },
});
