import { isJsonObject, type ToolDefinition } from "@travel/shared";
import { problemResponse } from "../../http/problem.js";
import { defineSideDesk } from "../kit/define.js";
import { describeErrors, validateBody } from "../kit/rest-body.js";
import { handoffFromRequest } from "./compose.js";
import { WhatsappRequestSchema, WhatsappResultSchema } from "./schemas.js";

// Compose only: nothing in this folder, or in what it calls, opens a connection to WhatsApp or sends.
const COMPOSED = "Composed, not sent: a person opens the link and presses send in WhatsApp.";

/** compose_whatsapp_handoff: the compose-only VIP handoff (SKU C). */
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

/** /whatsapp-adapter: `{ job | deskResult, name, phone }` in, `{ message, link, sent: false }` out. */
export const whatsappAdapterDesk = defineSideDesk({
  path: "/whatsapp-adapter",
  name: "whatsapp-adapter",
  title: "VIP WhatsApp handoff (compose only)",
  instructions: "compose_whatsapp_handoff composes a message and a wa.me link for a person to open. It never sends (sent is always false).",
  topic: "VIP handoff",
  tool: composeWhatsappHandoffTool,
  openapi: { request: { id: "WhatsappRequest", schema: WhatsappRequestSchema }, resultId: "WhatsappResult", extraProblems: [], describeId: "describe_whatsapp_adapter" },
  handshake: {
    body: { "job | deskResult": "a travel job (string) or a desk result (object), exactly one", name: "string", phone: "E.164, e.g. +48512345678" },
    example: { job: "VIP: 2 passengers Warsaw to Prague on 4 May 2027", name: "Ms Example", phone: "+48512345678" },
    policy: "Compose only: returns the message and a wa.me link for a person to open; sent is always false.",
  },
  handlers: ({ config, runDesk }) => ({
    call: async (input) => ({ ok: true, value: await handoffFromRequest(input, runDesk), text: COMPOSED }),
    rest: async (body, c) => {
      if (!isJsonObject(body)) {
        return problemResponse(config.baseUrl, "invalid-body", 400, 'POST /whatsapp-adapter accepts a JSON-RPC 2.0 message (MCP) or {"job" | "deskResult", "name", "phone": "+<E.164>"}.', [{ field: "body", message: "expected a JSON object" }]);
      }
      const valid = validateBody(WhatsappRequestSchema, body);
      if (!valid.ok) return problemResponse(config.baseUrl, "invalid-body", 400, `Invalid handoff: ${describeErrors(valid.errors)}.`, valid.errors);
      return c.json(await handoffFromRequest(valid.data, runDesk));
    },
  }),
});
