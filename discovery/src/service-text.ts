/** The service's display name in every document. */
export const SERVICE_TITLE = "Travel desk";

/** One line for registries: at most 100 characters (server.json and the server card require it). */
export const SHORT_DESCRIPTION = "Advisory travel desk for agents: routes a travel job to the right MCP server; never books or pays";

/** The catalogue's display name (its MCP server's title). */
export const CATALOGUE_TITLE = "Travel MCP aisle";

/** The catalogue in one registry line (at most 100 characters). */
export const CATALOGUE_SHORT_DESCRIPTION = "Read-only catalogue of travel MCP servers with evals; ranking not for sale; never books or pays";

/** What the desk never does, said the same way everywhere. */
export const POLICY = "Advisory only: it never books, never pays, never files a group quote (request_group_quote) and never sends messages.";

/** The longer description used where there is room. */
export const LONG_DESCRIPTION =
  "A public, non-booking travel desk for AI agents. One MCP tool, run_travel_job, takes a travel job in plain language " +
  "and returns advice: the group-flight specialist to install for 10+ travellers, live data from the regional supplier " +
  "(or an honest DOWN) for 2 travellers in central and eastern Europe, EC261 advice for disruptions, and ranked servers " +
  "from the catalogue (the aisle) for everything else. " + POLICY;

/** Media types the documents are served with. */
export const MEDIA = {
  json: "application/json",
  text: "text/plain; charset=utf-8",
  serverCard: "application/mcp-server-card+json",
  aiCatalog: "application/ai-catalog+json",
} as const;
