import { CATEGORIES, RANKING_POLICY, catalogueTools, type Catalogue, type Config } from "@travel/shared";
import { mcpHandshake } from "../http/handshake.js";

/** GET /mcp: what the catalogue endpoint is and how to call it, in one JSON document (like GET /desk). */
export function buildCatalogueHandshake(config: Config, catalogue: Catalogue) {
  const base = config.baseUrl;
  return {
    ...mcpHandshake(config, { name: config.catalogueServerName, path: "/mcp", tools: catalogueTools.map((t) => t.name) }),
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
