import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Catalogue, Config, DeskDeps } from "@travel/shared";

// STUB (owned by the aisle issue): search_capabilities, recommend_for_job, get_eval, get_install.
export interface CatalogueServerDeps {
  config: Config;
  catalogue: Catalogue;
  /** The desk's dependencies, so recommend_for_job runs the same routing core. */
  desk: DeskDeps;
}

/** The catalogue McpServer served at /mcp. */
export function createCatalogueServer(deps: CatalogueServerDeps): McpServer {
  return new McpServer({ name: deps.config.catalogueServerName, version: deps.config.version }, { capabilities: { tools: {} } });
}
