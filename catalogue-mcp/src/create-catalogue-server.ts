import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Catalogue, Config, DeskDeps } from "@travel/shared";
import { bindTool, getEvalTool, getInstallTool, recommendForJobTool, registerToolFromDefinition, searchCapabilitiesTool, type ToolBinding } from "@travel/shared";
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

/** The catalogue's identity, the same on every protocol revision it serves. */
export function catalogueIdentity(config: Config) {
  return {
    info: { name: config.catalogueServerName, title: "Travel MCP aisle", version: config.version },
    instructions:
      `Install the travel desk (${config.baseUrl}/desk) first and this catalogue second. Use search_capabilities or recommend_for_job to find a travel MCP server, ` +
      "get_eval to see how it scored and why, get_install for the exact lines for your client. Call only a listing's safeTools; never a tool that books, pays or sends.",
  };
}

/** The four read-only tools over the aisle, each with its handler; no routing logic of their own. */
export function catalogueToolBindings(deps: CatalogueServerDeps): ToolBinding[] {
  const { config, catalogue } = deps;
  return [
    bindTool(searchCapabilitiesTool, (input) => searchCapabilities(catalogue, input)),
    bindTool(recommendForJobTool, ({ job }) => recommendForJob(deps, job)),
    bindTool(getEvalTool, ({ slug }) => getEval(catalogue, slug)),
    bindTool(getInstallTool, (input) => getInstall(config, catalogue, input)),
  ];
}

/** The catalogue McpServer served at /mcp to the 2025 revisions. */
export function createCatalogueServer(deps: CatalogueServerDeps): McpServer {
  const { info, instructions } = catalogueIdentity(deps.config);
  const server = new McpServer(info, { capabilities: { tools: {} }, instructions });
  for (const { definition, handler } of catalogueToolBindings(deps)) registerToolFromDefinition(server, definition, handler, deps.onError);
  return server;
}
