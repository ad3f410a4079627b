import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Catalogue, Config, DeskDeps } from "@travel/shared";
import { getEvalTool, getInstallTool, recommendForJobTool, registerToolFromDefinition, searchCapabilitiesTool } from "@travel/shared";
import { getEval } from "./get-eval.js";
import { getInstall } from "./get-install.js";
import { recommendForJob } from "./recommend-for-job.js";
import { searchCapabilities } from "./search-capabilities.js";

/** What the catalogue server is built from. */
export interface CatalogueServerDeps {
  config: Config;
  catalogue: Catalogue;
  /** The desk's dependencies, so recommend_for_job runs the same routing core (it calls no supplier). */
  desk: DeskDeps;
  /** Where a handler bug is reported; the caller only sees a generic tool error. */
  onError?: (error: Error) => void;
}

/** The catalogue McpServer served at /mcp: four read-only tools over the aisle, no routing logic of its own. */
export function createCatalogueServer(deps: CatalogueServerDeps): McpServer {
  const { config, catalogue } = deps;
  const server = new McpServer(
    { name: config.catalogueServerName, title: "Travel MCP aisle", version: config.version },
    {
      capabilities: { tools: {} },
      instructions:
        `Install the travel desk (${config.baseUrl}/desk) first and this catalogue second. Use search_capabilities or recommend_for_job to find a travel MCP server, ` +
        "get_eval to see how it scored and why, get_install for the exact lines for your client. Call only a listing's safeTools; never a tool that books, pays or sends.",
    },
  );
  registerToolFromDefinition(server, searchCapabilitiesTool, (input) => searchCapabilities(catalogue, input), deps.onError);
  registerToolFromDefinition(server, recommendForJobTool, ({ job }) => recommendForJob(deps, job), deps.onError);
  registerToolFromDefinition(server, getEvalTool, ({ slug }) => getEval(catalogue, slug), deps.onError);
  registerToolFromDefinition(server, getInstallTool, (input) => getInstall(config, catalogue, input), deps.onError);
  return server;
}
