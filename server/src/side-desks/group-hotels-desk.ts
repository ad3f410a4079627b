import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { GroupHotelsRequestSchema, buildGroupHotelRequest, prepareGroupHotelRequestTool, registerToolFromDefinition, isJsonObject, type Config } from "@travel/shared";
import type { Context } from "hono";
import { problemResponse } from "../http/problem.js";
import { describeErrors, validateBody } from "./rest-body.js";

/** The /group-hotels-mcp McpServer: one tool, prepare_group_hotel_request (a stub). */
export function createGroupHotelsServer(config: Config, now: () => Date): McpServer {
  const server = new McpServer(
    { name: `${config.deskServerName}-group-hotels`, title: "Group hotels desk (stub)", version: config.version },
    {
      capabilities: { tools: {} },
      instructions: "prepare_group_hotel_request validates a request for 10 or more rooms on one invoice and returns it with next steps. A stub: it contacts no hotel and books nothing.",
    },
  );
  registerToolFromDefinition(server, prepareGroupHotelRequestTool, (input) => {
    const outcome = buildGroupHotelRequest(input, { baseUrl: config.baseUrl, now: now() });
    return outcome.ok ? { ok: true, value: outcome.value, text: outcome.value.summary } : { ok: false, message: outcome.message };
  });
  return server;
}

/** The REST half of POST /group-hotels-mcp; fewer than 10 rooms is a 422 that states the minimum. */
export function groupHotelsRest(config: Config, now: () => Date) {
  const base = config.baseUrl;
  return (body: unknown, c: Context): Response => {
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
  };
}
