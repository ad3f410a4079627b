import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { CATEGORIES, RANKING_POLICY, catalogueTools, type Catalogue, type Config } from "@travel/shared";

/** GET /mcp: what the catalogue endpoint is and how to call it, in one JSON document (like GET /desk). */
export function buildCatalogueHandshake(config: Config, catalogue: Catalogue) {
  const base = config.baseUrl;
  return {
    serverInfo: { name: config.catalogueServerName, version: config.version },
    protocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
    transport: "streamable-http",
    endpoint: `${base}/mcp`,
    stateless: true,
    tools: catalogueTools.map((t) => t.name),
    readOnly: true,
    installOrder: [`${base}/desk`, `${base}/mcp`],
    aisle: { listings: catalogue.listings.length, categories: [...CATEGORIES], assembledOn: catalogue.assembledOn },
    rankingPolicy: RANKING_POLICY,
    policy: "Read-only: it searches and describes other people's travel MCP servers; it never calls them, books or pays.",
    docs: {
      desk: `${base}/desk`,
      listings: `${base}/data/listings.json`,
      evals: `${base}/data/evals.json`,
      forAgents: `${base}/data/for-agents.json`,
      registry: `${base}/registry`,
      llmsFull: `${base}/llms-full.txt`,
    },
  };
}
