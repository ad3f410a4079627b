import {
  SOS_DESK_PATH,
  SosAdviceSchema,
  SosJobRequestSchema,
  SosRequestSchema,
  SosStructuredRequestSchema,
  SosToolInputSchema,
  adviseEc261,
  isJsonObject,
  parseJob,
  type PlaceParser,
  type ToolDefinition,
} from "@travel/shared";
import { problemResponse } from "../../http/problem.js";
import { defineSideDesk } from "../kit/define.js";
import { describeErrors, validateBody } from "../kit/rest-body.js";

/** assess_disruption: the EC261 advisor (docs/DESIGN.md section 10). */
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

/** /sos-mcp: passenger-rights advice under EC261 over the shared engine, the one the desk's sos route uses. */
export const sosDesk = defineSideDesk({
  path: SOS_DESK_PATH,
  name: "sos",
  title: "Passenger rights desk (EC261)",
  instructions: "Hand assess_disruption a flight disruption (free text or structured facts). It advises under EC261 only: it never files a claim, never buys, and is not legal advice.",
  topic: "passenger rights",
  tool: assessDisruptionTool,
  openapi: { request: { id: "SosRequest", schema: SosRequestSchema }, resultId: "SosAdvice", extraProblems: [], describeId: "describe_sos_desk" },
  handshake: {
    body: {
      job: "string: the disruption in plain language (or give from, to and disruption instead)",
      from: "string: first departure airport, IATA code or city",
      to: "string: final destination, IATA code or city",
      disruption: "delay | cancellation | denied-boarding",
      "arrivalDelayHours?": "number", "noticeDays?": "number", "flight?": "string", "carrier?": "string", "cause?": "string",
    },
    example: { job: "Flight LO333 Warsaw to Frankfurt cancelled 2 days before departure" },
    policy: "EC261 advice only: never files a claim, never buys; not legal advice.",
  },
  handlers: ({ config, now }) => {
    // The routing core's parser reads the route; the advisor reads delay, notice and cause itself.
    const parse: PlaceParser = (text) => parseJob(text, now(), { ceeCountries: config.ceeCountries });
    const base = config.baseUrl;
    return {
      call: (input) => {
        const outcome = adviseEc261(input, parse);
        return outcome.ok ? { ok: true, value: outcome.value, text: outcome.value.summary } : { ok: false, message: outcome.message };
      },
      // REST: `{ job }` or the structured facts in, the assessment out.
      rest: (body, c) => {
        if (!isJsonObject(body)) {
          return problemResponse(base, "invalid-body", 400,
            'POST /sos-mcp accepts a JSON-RPC 2.0 message (MCP), {"job": "<the disruption in plain language>"} or {"from", "to", "disruption": "delay" | "cancellation" | "denied-boarding", ...}.',
            [{ field: "body", message: "expected a JSON object" }]);
        }
        const valid = "job" in body ? validateBody(SosJobRequestSchema, body) : validateBody(SosStructuredRequestSchema, body);
        if (!valid.ok) return problemResponse(base, "invalid-body", 400, `Invalid disruption: ${describeErrors(valid.errors)}.`, valid.errors);
        const outcome = adviseEc261(valid.data, parse);
        if (!outcome.ok) return problemResponse(base, "invalid-body", 400, outcome.message, [{ field: outcome.field, message: outcome.message }]);
        return c.json(outcome.value);
      },
    };
  },
});
