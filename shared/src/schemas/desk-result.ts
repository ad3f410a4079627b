import { z } from "zod";
import { InstallLineSchema } from "./install.js";
import { ParsedJobSchema } from "@travel/parser";
import { SlimListingSchema } from "./slim-listing.js";

export const ROUTES = ["group", "regional", "split", "sos", "esim", "search", "clarify"] as const;
export const RouteSchema = z.enum(ROUTES).describe("Which rule of the desk handled the job");
export type Route = z.infer<typeof RouteSchema>;

export const EC261_NAME = "EC261 (Regulation (EC) No 261/2004)" as const;

export const SupplierReportSchema = z
  .object({
    role: z.enum(["group-flight-specialist", "regional"]).describe("What the supplier is for"),
    name: z.string().describe("The supplier's MCP server name"),
    url: z.string().describe("The supplier's MCP endpoint, or a placeholder when none is configured"),
    status: z.enum(["live", "DOWN"]).describe("live only when every probe step succeeded for this answer"),
    reason: z.string().optional().describe("Required when DOWN: exactly which step failed"),
    checkedAt: z.string().describe("When the supplier was last checked (ISO 8601)"),
    cached: z.boolean().optional().describe("True when this status is a reused probe result from checkedAt"),
    data: z.record(z.string(), z.unknown()).optional().describe("Regional and live only: the supplier's own answer, untouched"),
  })
  .refine((s) => s.status === "live" || (typeof s.reason === "string" && s.reason.length > 0), {
    message: "a DOWN supplier must say why",
    path: ["reason"],
  })
  .refine((s) => s.status === "live" || s.data === undefined, { message: "a DOWN supplier carries no data", path: ["data"] })
  .describe("A supplier and its honest status");
export type SupplierReport = z.infer<typeof SupplierReportSchema>;

export const DeskSosSchema = z
  .object({
    regulation: z.literal(EC261_NAME).describe("The regulation the advice follows"),
    endpoint: z.string().describe("The passenger-rights desk ({base_url}/sos-mcp) for a fuller assessment"),
    applies: z.enum(["yes", "no", "unknown"]).describe("Whether EC261 appears to cover this flight from what the job says"),
    compensationEur: z.number().nullable().describe("The compensation band in EUR when it can be told, else null"),
    advice: z.array(z.string()).describe("What applies, what to ask the airline for, what evidence to keep"),
    claimFiled: z.literal(false).describe("Always false: the desk never files a claim"),
    notLegalAdvice: z.literal(true).describe("Always true: this is guidance, not legal advice"),
  })
  .describe("Passenger-rights advice for a disruption");
export type DeskSos = z.infer<typeof DeskSosSchema>;

/** Everything a desk result has except `parts`; a split's parts are results of this shape. */
export const DeskPartResultSchema = z
  .object({
    route: RouteSchema,
    advisory: z.literal(true).describe("Always true: the desk advises only"),
    booked: z.literal(false).describe("Always false: the desk never books"),
    paid: z.literal(false).describe("Always false: the desk never pays"),
    quoteFiled: z.literal(false).describe("Always false: request_group_quote is never filed"),
    summary: z.string().min(1).describe("One paragraph an agent can relay to its user"),
    job: ParsedJobSchema,
    supplier: SupplierReportSchema.optional().describe("Group and regional routes: the supplier and its status"),
    install: z.array(InstallLineSchema).optional().describe("Group route: how to register the group-flight specialist, token by env var"),
    sos: DeskSosSchema.optional().describe("Sos route: EC261 advice"),
    recommendations: z.array(SlimListingSchema).optional().describe("Esim and search routes: ranked listings from the aisle"),
    questions: z.array(z.string()).optional().describe("Clarify route: what to ask the user"),
    nextSteps: z.array(z.string()).describe("What the calling agent should do next"),
    guidance: z.array(z.string()).describe("The four client-side rules"),
  })
  .describe("A desk result");
export type DeskPartResult = z.infer<typeof DeskPartResultSchema>;

/** The desk result: the REST body and the MCP structuredContent of run_travel_job (docs/DESIGN.md section 4). */
export const DeskResultSchema = DeskPartResultSchema.extend({
  parts: z.array(DeskPartResultSchema).optional().describe("Split route: one full result per part"),
}).describe("The desk result");
export type DeskResult = z.infer<typeof DeskResultSchema>;
