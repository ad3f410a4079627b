import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WhatsappRequestSchema, composeWhatsappHandoffTool, handoffFromRequest, registerToolFromDefinition, isJsonObject, type Config, type DeskRunnerFn } from "@travel/shared";
import type { Context } from "hono";
import { problemResponse } from "../http/problem.js";
import { describeErrors, validateBody } from "./rest-body.js";

// Compose only: nothing in this file, or in what it calls, opens a connection to WhatsApp or sends.
const COMPOSED = "Composed, not sent: a person opens the link and presses send in WhatsApp.";

/** The /whatsapp-adapter McpServer: one tool, compose_whatsapp_handoff. */
export function createWhatsappServer(config: Config, runDesk: DeskRunnerFn): McpServer {
  const server = new McpServer(
    { name: `${config.deskServerName}-whatsapp-adapter`, title: "VIP WhatsApp handoff (compose only)", version: config.version },
    {
      capabilities: { tools: {} },
      instructions: "compose_whatsapp_handoff composes a message and a wa.me link for a person to open. It never sends (sent is always false).",
    },
  );
  registerToolFromDefinition(server, composeWhatsappHandoffTool, async (input) => ({ ok: true, value: await handoffFromRequest(input, runDesk), text: COMPOSED }));
  return server;
}

/** The REST half of POST /whatsapp-adapter: `{ job | deskResult, name, phone }` in, `{ message, link, sent: false }` out. */
export function whatsappRest(config: Config, runDesk: DeskRunnerFn) {
  return async (body: unknown, c: Context): Promise<Response> => {
    if (!isJsonObject(body)) {
      return problemResponse(config.baseUrl, "invalid-body", 400, 'POST /whatsapp-adapter accepts a JSON-RPC 2.0 message (MCP) or {"job" | "deskResult", "name", "phone": "+<E.164>"}.', [{ field: "body", message: "expected a JSON object" }]);
    }
    const valid = validateBody(WhatsappRequestSchema, body);
    if (!valid.ok) return problemResponse(config.baseUrl, "invalid-body", 400, `Invalid handoff: ${describeErrors(valid.errors)}.`, valid.errors);
    return c.json(await handoffFromRequest(valid.data, runDesk));
  };
}
