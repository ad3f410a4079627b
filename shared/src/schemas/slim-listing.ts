import { z } from "zod";

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
  })
  .describe("A slim listing");
export type SlimListing = z.infer<typeof SlimListingSchema>;
