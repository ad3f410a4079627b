import type { Catalogue, Config, InstallLine, ToolDefinition } from "@travel/shared";

/** The group-flight specialist as the documents name it: never called, only installed. */
export interface GroupSpecialistInfo {
  name: string;
  url: string;
  /** Name of the env var a client keeps the specialist's Bearer token in (never the token). */
  tokenEnv: string;
  /** Its install lines, one per client, token referenced by variable. */
  lines: readonly InstallLine[];
}

/** Everything the discovery documents are built from; nothing else goes into them. */
export interface DiscoveryInput {
  config: Config;
  /** Tool definitions as the two MCP servers register them. */
  tools: { desk: readonly ToolDefinition[]; catalogue: readonly ToolDefinition[] };
  catalogue: Catalogue;
  groupSpecialist: GroupSpecialistInfo;
  /** The desk eval pack exactly as committed (discovery/data/desk-evals.json), or null when there is none. */
  deskEvals: string | null;
  /** MCP protocol versions the servers speak, newest first. */
  protocolVersions: readonly string[];
  /** GET paths outside this table that answer 200 (/desk, /mcp, /healthz, ...), for the GEO list. */
  getEndpoints: readonly string[];
}
