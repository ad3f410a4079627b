import { JobInputSchema, KindSchema, ParsedJobSchema } from "@travel/parser";
import { z } from "zod";
import { InstallStepSchema } from "../catalogue/install-order.js";
import { RouteSchema } from "../schemas/desk-result.js";
import { EvalSchema } from "../schemas/eval.js";
import { CLIENT_KINDS, InstallLineSchema } from "../schemas/install.js";
import { CATEGORIES, CategorySchema, LISTING_FLAGS } from "../schemas/listing.js";
import { SlimListingSchema } from "../schemas/slim-listing.js";
import type { ToolDefinition } from "./tool-definition.js";

/** Every catalogue tool only reads the aisle shipped with the service. */
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** What placed a ranked item, so anyone can recompute the order (weights in /data/search-weights.json). */
const RankFields = {
  relevance: z.number().min(0).describe("Relevance to the query by the published formula (text + region); 0 without a query"),
  relevanceParts: z
    .object({
      text: z.number().min(0).describe("Points from the query's words matching the listing's category and own fields"),
      region: z.number().min(0).describe("Points from the listing's coverage of the countries or continents the query names"),
    })
    .describe("Where the relevance came from"),
  sortKey: z
    .tuple([z.number(), z.number(), z.string()])
    .describe("[-relevance, -usefulness, slug]: sorting the items' sortKeys ascending, element by element, gives the served order"),
};

/** A search hit: the slim listing plus what placed it and what to watch out for. */
export const SearchItemSchema = SlimListingSchema.extend({
  description: z.string().describe("What the server does"),
  ...RankFields,
  flags: z.array(z.enum(LISTING_FLAGS)).describe("Warnings such as all-tools-book-or-pay or tools-unconfirmed"),
}).describe("A listing found by search_capabilities");

/** A recommendation: the slim listing plus what placed it. */
export const RecommendItemSchema = SlimListingSchema.extend(RankFields).describe("A listing recommended for the job, with what placed it");

const categoryChoice = `one of ${CATEGORIES.join(", ")}`;

/** search_capabilities: find travel MCP servers in the aisle. */
export const searchCapabilitiesTool = {
  name: "search_capabilities",
  title: "Search the travel MCP aisle",
  description:
    "Search the aisle of travel MCP servers other people run (flights, group travel, hotels, rail, eSIM, disruption, maps, visas, currency, weather). " +
    "Ranked by relevance, then the published usefulness score, then slug: ranking is not for sale. Each hit names the tools an agent may call (search or quote only).",
  inputSchema: z.object({
    query: z.string().trim().max(500).optional().describe("Free text, e.g. 'esim' or 'ferry Greece'; omit to list by usefulness"),
    category: z.string().trim().max(64).optional().describe(`Limit to one category: ${categoryChoice}`),
    limit: z.number().int().min(1).max(50).optional().describe("How many hits to return (1-50, default 10)"),
  }),
  outputSchema: z.object({
    query: z.string().nullable().describe("The query as searched, or null"),
    category: CategorySchema.nullable().describe("The category searched, or null for all"),
    total: z.number().int().min(0).describe("How many listings matched before the limit"),
    items: z.array(SearchItemSchema).describe("Hits in ranked order"),
    rankingPolicy: z.string().describe("How the order is decided"),
  }),
  annotations: READ_ONLY,
} satisfies ToolDefinition;

/** recommend_for_job: the desk's own routing, answered with the aisle's listings. */
export const recommendForJobTool = {
  name: "recommend_for_job",
  title: "Recommend travel MCP servers for a job",
  description:
    "Give a travel job in plain language; the same routing core as the travel desk decides the route and the aisle category, and this returns the ranked listings for it. " +
    "It always recommends installing the travel desk first and this catalogue second. It runs nothing: no supplier is called, nothing is booked.",
  inputSchema: JobInputSchema,
  outputSchema: z.object({
    route: RouteSchema,
    kind: KindSchema,
    category: CategorySchema.nullable().describe("The aisle category for the job's route and kind; null when the job needs clarifying or the aisle has no server of its kind"),
    job: ParsedJobSchema,
    install: z.array(InstallStepSchema).describe("Install these first, in order: the desk, then this catalogue"),
    items: z.array(RecommendItemSchema).describe("Ranked listings for the category"),
    parts: z
      .array(
        z.object({
          route: RouteSchema,
          kind: KindSchema,
          category: CategorySchema.nullable().describe("The aisle category of this part"),
          items: z.array(RecommendItemSchema).describe("Ranked listings for this part"),
        }),
      )
      .optional()
      .describe("Split jobs: one entry per part"),
    summary: z.string().describe("What to do, in a few sentences"),
    rankingPolicy: z.string().describe("How the order is decided"),
  }),
  annotations: READ_ONLY,
} satisfies ToolDefinition;

/** get_eval: one listing's eval. */
export const getEvalTool = {
  name: "get_eval",
  title: "Get a listing's eval",
  description: "The eval of one aisle listing: purpose tests with results, the usefulness score with its rubric inputs and breakdown, alternatives and notes.",
  inputSchema: z.object({ slug: z.string().trim().min(1).max(100).describe("A listing slug, e.g. 'kiwi-com' (search_capabilities lists them)") }),
  outputSchema: EvalSchema.extend({ listing: SlimListingSchema }),
  annotations: READ_ONLY,
} satisfies ToolDefinition;

/** get_install: install lines for the desk, this catalogue or a listing, in one client's format. */
export const getInstallTool = {
  name: "get_install",
  title: "Get install lines",
  description:
    "How to install the travel desk (slug omitted or 'desk'), this catalogue ('catalogue') or any aisle listing (its slug) in one MCP client, " +
    `in that client's exact format. Clients: ${CLIENT_KINDS.join(", ")}.`,
  inputSchema: z.object({
    client: z.enum(CLIENT_KINDS, { error: () => `client must be one of: ${CLIENT_KINDS.join(", ")}` }).describe(`The MCP client: ${CLIENT_KINDS.join(", ")}`),
    slug: z.string().trim().max(100).optional().describe("'desk' (default), 'catalogue', or a listing slug"),
  }),
  outputSchema: z.object({
    target: z
      .object({
        kind: z.enum(["desk", "catalogue", "listing"]).describe("What is being installed"),
        slug: z.string().describe("'desk', 'catalogue' or the listing slug"),
        name: z.string().describe("The name it is registered under"),
        url: z.string().nullable().describe("Its MCP endpoint, or null for a package you run yourself"),
      })
      .describe("The server to install"),
    client: z.enum(CLIENT_KINDS).describe("The client the lines are for"),
    lines: z.array(InstallLineSchema).describe("Install lines in the client's format; empty for a package you run yourself"),
    local: z
      .object({
        registry: z.enum(["npm", "pypi", "github"]).describe("Where the package lives"),
        identifier: z.string().describe("Package name or owner/repo"),
        run: z.string().optional().describe("How its source says to start it"),
      })
      .optional()
      .describe("For a listing without a hosted endpoint: the package to run yourself"),
    order: z.string().describe("Reminder: the desk first, this catalogue second"),
    note: z.string().describe("What else to know before installing"),
  }),
  annotations: READ_ONLY,
} satisfies ToolDefinition;

/** The catalogue MCP's four tools, in the order they are registered. */
export const catalogueTools = [searchCapabilitiesTool, recommendForJobTool, getEvalTool, getInstallTool] as const;
