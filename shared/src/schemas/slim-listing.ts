import { z } from "zod";

/** A ready-to-call handoff: the listing's search tool with arguments built from the job, or what is still missing. */
export const CallSchema = z
  .object({
    tool: z.string().describe("The tool to call on that server; always one that searches or quotes"),
    arguments: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("Arguments built from the job, valid against the tool's recorded input schema; present only when nothing required is missing"),
    missing: z
      .array(z.string())
      .optional()
      .describe("What must be found before calling: the tool's required arguments the job does not give (e.g. 'departure_date'), or 'inputSchema' while no source confirmed the tool's schema"),
    schemaSource: z.string().nullable().describe("Where the tool's input schema was read, or null while it is unconfirmed"),
  })
  .describe("A call of the listing's search tool, ready to make or with what it lacks");
export type Call = z.infer<typeof CallSchema>;

/** A short listing from the aisle, as recommendations and for-agents.json carry it. */
export const SlimListingSchema = z
  .object({
    slug: z.string().describe("Listing id in the aisle"),
    name: z.string().describe("Server name"),
    category: z.string().describe("Aisle category, e.g. 'flights-search', 'esim'"),
    url: z.string().nullable().describe("Remote MCP endpoint, or null for a package you run yourself"),
    package: z.string().optional().describe("Package or repository to run it locally, when there is one"),
    usefulness: z.number().min(0).max(5).describe("0-5 from the published rubric"),
    safeTools: z.array(z.string()).describe("Tools an agent may call: they search or quote, never book, pay or send"),
    argumentHints: z.array(z.string()).optional().describe("How the target's tools want their arguments (IATA arrays, ISO-2 vs ISO-3, date shapes)"),
    placedBy: z.string().optional().describe("Recommendations: what placed it here, in the published ranking's terms (coverage of the job's places, usefulness)"),
    call: CallSchema.optional().describe("Recommendations: the call to make on this server for the job"),
  })
  .describe("A slim listing");
export type SlimListing = z.infer<typeof SlimListingSchema>;
