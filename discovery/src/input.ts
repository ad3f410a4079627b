import type { Catalogue, Config, InstallLine, ToolDefinition } from "@travel/shared";
import type { z } from "zod";

/** The group-flight specialist as the documents name it: never called, only installed. */
export interface GroupSpecialistInfo {
  name: string;
  url: string;
  /** Name of the env var a client keeps the specialist's Bearer token in (never the token). */
  tokenEnv: string;
  /** Its install lines, one per client, token referenced by variable. */
  lines: readonly InstallLine[];
}

/**
 * What the documents say about one side desk. The server's side-desk registry
 * (server/src/side-desks/registry.ts) lists them; OpenAPI and llms-full.txt name each in that order.
 */
export interface SideDeskDocument {
  /** The POST path it answers on, e.g. "/sos-mcp". */
  path: `/${string}`;
  /** Its one MCP tool; the REST operation carries the same name and words. */
  tool: ToolDefinition;
  /** What it is about, a few words for the OpenAPI tag (e.g. "passenger rights"). */
  topic: string;
  /** Its REST half as OpenAPI components: the body, the answer, the problems beyond every POST's, and GET's operation id. */
  openapi: { request: { id: string; schema: z.ZodType }; resultId: string; extraProblems: readonly string[]; describeId: string };
}

/** Everything the discovery documents are built from; nothing else goes into them. */
export interface DiscoveryInput {
  config: Config;
  /** Tool definitions as the two MCP servers register them. */
  tools: { desk: readonly ToolDefinition[]; catalogue: readonly ToolDefinition[] };
  catalogue: Catalogue;
  /** The side desks the server mounts, in the registry's order. */
  sideDesks: readonly SideDeskDocument[];
  groupSpecialist: GroupSpecialistInfo;
  /** The desk eval pack exactly as committed (discovery/data/desk-evals.json), or null when there is none. */
  deskEvals: string | null;
  /** MCP protocol versions the servers speak, newest first. */
  protocolVersions: readonly string[];
  /** GET paths outside this table that answer 200 (/desk, /mcp, /healthz, ...), for the GEO list. */
  getEndpoints: readonly string[];
}
