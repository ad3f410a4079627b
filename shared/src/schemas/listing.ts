import { z } from "zod";
import { ServerStatusSchema } from "./aisle-check.js";
import { KindSchema } from "@travel/parser";

/** The aisle's categories; the desk asks for esim, flights-search, group-travel and disruption by these names. */
export const CATEGORIES = ["flights-search", "group-travel", "hotels", "rail", "esim", "disruption", "maps", "visas", "currency", "weather"] as const;
export const CategorySchema = z.enum(CATEGORIES).describe("Aisle category");
export type Category = z.infer<typeof CategorySchema>;

/** What calling a tool does to the world; only `search` and `quote` are safe for an agent to call. */
export const SIDE_EFFECTS = ["search", "quote", "books", "pays", "sends"] as const;
export const SideEffectSchema = z
  .enum(SIDE_EFFECTS)
  .describe("Derived from the tool's name and annotations: search and quote are safe; books, pays and sends are not");
export type SideEffect = z.infer<typeof SideEffectSchema>;

/** Facts a listing can carry that its sources did not confirm. */
export const UNCONFIRMED_FIELDS = ["endpoint", "package", "publisher", "transport", "auth", "tools", "booksOrPays", "inputSchema", "coverage"] as const;

export const TRANSPORTS = ["streamable-http", "sse", "stdio"] as const;
export const AUTH_KINDS = ["none", "api-key", "oauth", "partner", "unknown"] as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");
/** A day, or a month when the source did not record the day. */
export const CheckedAtSchema = z
  .string()
  .regex(/^\d{4}-\d{2}(-\d{2})?$/, "YYYY-MM or YYYY-MM-DD")
  .describe("When the source was read: YYYY-MM-DD, or YYYY-MM when only the month is known");

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/, "lower-case letters, digits and '-'");

/** One tool of a listed server, as the data file records it (no side-effect flag: that is derived). */
export const ListingToolEntrySchema = z
  .object({
    name: z.string().min(1).describe("The tool's name as the server lists it"),
    purpose: z.string().min(1).describe("What the tool is for, in a few words"),
    annotations: z
      .object({
        readOnlyHint: z.boolean().optional().describe("The server says the tool changes nothing"),
        destructiveHint: z.boolean().optional().describe("The server says the tool may change or delete things"),
      })
      .strict()
      .optional()
      .describe("The server's own tool annotations, when a source shows them"),
    inputSchema: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("The tool's input JSON Schema as the server publishes it (its own source or its tools/list); absent when no source showed it"),
    schemaSource: z.string().min(1).optional().describe("Where inputSchema was read: a URL of the server's own source or documentation"),
  })
  .strict()
  .refine((t) => (t.inputSchema === undefined) === (t.schemaSource === undefined), { message: "inputSchema and schemaSource go together", path: ["schemaSource"] })
  .describe("A tool of a listed server");
export type ListingToolEntry = z.infer<typeof ListingToolEntrySchema>;

export const ListingPackageSchema = z
  .object({
    registry: z.enum(["npm", "pypi", "github"]).describe("Where the package or source lives"),
    identifier: z.string().min(1).describe("Package name, or owner/repo for GitHub"),
    version: z.string().optional().describe("The version the source named, when it named one"),
    run: z.string().optional().describe("How the source says to start it"),
    start: z
      .object({
        command: z.string().min(1).describe("The program, e.g. npx or uvx"),
        args: z.array(z.string()).describe("Its arguments"),
        env: z.array(z.string().regex(/^[A-Z_][A-Z0-9_]*$/)).describe("Env vars the server reads (keys), by name only"),
      })
      .strict()
      .optional()
      .describe("The command that starts it as a local (stdio) server, when its source gives one; install lines are built from it"),
  })
  .strict()
  .describe("A package or repository to run the server yourself");

export const ListingAuthSchema = z
  .object({
    kind: z.enum(AUTH_KINDS).describe("none, api-key, oauth, partner (gated access) or unknown"),
    detail: z.string().describe("What exactly is needed, as the source says"),
  })
  .strict()
  .describe("What a caller needs before the first call");

/** Where a listing works: the whole world, a continent, or ISO 3166-1 alpha-2 countries. */
export const CONTINENTS = ["europe", "asia", "africa", "north-america", "south-america", "oceania"] as const;
export const RegionSchema = z
  .union([z.enum(["world", ...CONTINENTS]), z.string().regex(/^[A-Z]{2}$/, "ISO 3166-1 alpha-2")])
  .describe("'world', a continent (europe, asia, africa, north-america, south-america, oceania) or an ISO 3166-1 alpha-2 country");
export type Region = z.infer<typeof RegionSchema>;

/** How the server names itself in the official MCP registry (its server.json), when it publishes one. */
export const PublishedAsSchema = z
  .object({
    name: z.string().min(1).describe("Its registry name, e.g. com.easygroupflights/easygroupflights"),
    version: z.string().optional().describe("The version its server.json publishes"),
  })
  .strict()
  .describe("How the server publishes itself in the MCP registry");

/** A key the server takes in its URL's query string; install lines read it from `env`, never write it. */
export const UrlKeySchema = z
  .object({
    param: z.string().regex(/^[A-Za-z0-9_]+$/).describe("The query parameter, e.g. apiKey"),
    env: z.string().regex(/^[A-Z_][A-Z0-9_]*$/).describe("The environment variable the install lines read the key from"),
  })
  .strict()
  .describe("A key the endpoint needs in its query string");

/**
 * How the desk fills the listing's search tool from a job. A string "$path" or "$path|format" stands for a
 * field of the job (docs/DESIGN.md section 9); an argument whose field the job lacks is left out, and named
 * in call.missing when the tool's schema requires it.
 */
export const HandoffSchema = z
  .object({
    tool: z.string().min(1).describe("The search or quote tool a recommendation's call names"),
    arguments: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("The argument template, written against the tool's recorded inputSchema; absent while that schema is unconfirmed"),
  })
  .strict()
  .describe("How a job becomes a call of the listing's search tool");
export type Handoff = z.infer<typeof HandoffSchema>;

/** A listing as shipped in the aisle data file. Strict: a `sponsored` or `boost` field is a start-up error. */
export const ListingEntrySchema = z
  .object({
    slug: slug.describe("Listing id, unique in the aisle"),
    name: z.string().min(1).describe("The server's name"),
    publisher: z.string().min(1).describe("Who runs or publishes it"),
    category: CategorySchema,
    regions: z.array(RegionSchema).min(1).describe("Where it works; search relevance counts it when a query names a place"),
    description: z.string().min(1).max(400).describe("What it does, in one or two sentences"),
    transport: z.array(z.enum(TRANSPORTS)).describe("Transports it speaks; empty when unknown"),
    url: z.url({ protocol: /^https$/ }).nullable().describe("Public remote MCP endpoint, or null when you run it yourself"),
    package: ListingPackageSchema.nullable(),
    urlKey: UrlKeySchema.optional(),
    published: PublishedAsSchema.optional(),
    docs: z.url().optional().describe("The publisher's documentation page, when there is one"),
    auth: ListingAuthSchema,
    tools: z.array(ListingToolEntrySchema).describe("Its tools; empty when no source named them"),
    booksOrPays: z.boolean().describe("Sources say the server can make a booking or take a payment (through a listed tool or not)"),
    argumentHints: z.array(z.string()).describe("How its tools want their arguments"),
    modes: z.array(KindSchema).min(1).describe("The kinds of job it serves, e.g. ['rail'] or ['ferry']; ranking leaves it out of other kinds"),
    coverageSource: z.array(z.string().min(1)).min(1).optional().describe("Where the modes and regions come from, when not from source"),
    handoff: HandoffSchema.optional(),
    source: z.array(z.string().min(1)).min(1).describe("Where the facts come from"),
    checkedAt: CheckedAtSchema,
    unconfirmed: z.array(z.enum(UNCONFIRMED_FIELDS)).describe("Facts here that no source confirmed"),
    notes: z.string().describe("Caveats worth knowing"),
  })
  .strict()
  .describe("A travel MCP server someone else runs");
export type ListingEntry = z.infer<typeof ListingEntrySchema>;

/** A seed entry left out of the aisle, and why. */
export const ExcludedEntrySchema = z
  .object({
    slug: z.string().describe("The seed entry's slug"),
    reason: z.string().min(1).describe("Why it is not listed"),
  })
  .strict()
  .describe("A seed entry left out");

/** The aisle data file (shared/data/aisle.json). */
export const AisleFileSchema = z
  .object({
    $comment: z.string().optional().describe("What the file is"),
    seed: z.string().describe("The research seed the listings come from"),
    assembledOn: isoDay.describe("The day the aisle was assembled; freshness is measured against it"),
    listings: z.array(z.unknown()).describe("Listings; each is validated on its own so an error can name it"),
    excluded: z.array(ExcludedEntrySchema).describe("Seed entries left out, with the reason"),
  })
  .strict()
  .describe("The aisle data file");

/** A tool as served: with the side-effect flag derived from its name and annotations. */
export const ListingToolSchema = ListingToolEntrySchema.safeExtend({ sideEffect: SideEffectSchema }).strict().describe("A tool of a listed server");
export type ListingTool = z.infer<typeof ListingToolSchema>;

/** Warnings derived from a listing's tools; a listing whose every tool books or pays is still listed, flagged. */
export const LISTING_FLAGS = ["all-tools-book-or-pay", "has-unsafe-tools", "books-or-pays-via-unlisted-tools", "tools-unconfirmed", "no-safe-tools"] as const;

/** A full listing as /data/listings.json serves it: the file entry plus what is derived from it. */
export const ListingSchema = ListingEntrySchema.extend({
  tools: z.array(ListingToolSchema).describe("Its tools, each with a derived side-effect flag; empty when no source named them"),
  safeTools: z.array(z.string()).describe("Tools an agent may call: they search or quote"),
  flags: z.array(z.enum(LISTING_FLAGS)).describe("Warnings derived from the tools, e.g. all-tools-book-or-pay"),
  status: ServerStatusSchema,
  lastCheckedAt: z.string().nullable().describe("When aisle:check last reached a verdict on the server (UTC), or null: never checked for real"),
})
  .strict()
  .describe("A listing in the aisle");
export type Listing = z.infer<typeof ListingSchema>;
