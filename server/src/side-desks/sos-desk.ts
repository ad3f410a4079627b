import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SosJobRequestSchema, SosStructuredRequestSchema, adviseEc261, assessDisruptionTool, registerToolFromDefinition, isJsonObject, type Config, type PlaceParser } from "@travel/shared";
import type { Context } from "hono";
import { problemResponse } from "../http/problem.js";
import { describeErrors, validateBody } from "./rest-body.js";

/** The /sos-mcp McpServer: one tool, assess_disruption, over the shared EC261 engine. */
export function createSosServer(config: Config, parse: PlaceParser): McpServer {
  const server = new McpServer(
    { name: `${config.deskServerName}-sos`, title: "Passenger rights desk (EC261)", version: config.version },
    {
      capabilities: { tools: {} },
      instructions: "Hand assess_disruption a flight disruption (free text or structured facts). It advises under EC261 only: it never files a claim, never buys, and is not legal advice.",
    },
  );
  registerToolFromDefinition(server, assessDisruptionTool, (input) => {
    const outcome = adviseEc261(input, parse);
    return outcome.ok ? { ok: true, value: outcome.value, text: outcome.value.summary } : { ok: false, message: outcome.message };
  });
  return server;
}

/** The REST half of POST /sos-mcp: `{ job }` or the structured facts in, the assessment out. */
export function sosRest(config: Config, parse: PlaceParser) {
  return (body: unknown, c: Context): Response => {
    if (!isJsonObject(body)) {
      return problemResponse(config.baseUrl, "invalid-body", 400,
        'POST /sos-mcp accepts a JSON-RPC 2.0 message (MCP), {"job": "<the disruption in plain language>"} or {"from", "to", "disruption": "delay" | "cancellation" | "denied-boarding", ...}.',
        [{ field: "body", message: "expected a JSON object" }]);
    }
    const valid = "job" in body ? validateBody(SosJobRequestSchema, body) : validateBody(SosStructuredRequestSchema, body);
    if (!valid.ok) return problemResponse(config.baseUrl, "invalid-body", 400, `Invalid disruption: ${describeErrors(valid.errors)}.`, valid.errors);
    const outcome = adviseEc261(valid.data, parse);
    if (!outcome.ok) return problemResponse(config.baseUrl, "invalid-body", 400, outcome.message, [{ field: outcome.field, message: outcome.message }]);
    return c.json(outcome.value);
  };
}
