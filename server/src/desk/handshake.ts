import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { runTravelJobTool, type Config } from "@travel/shared";

/** GET /desk: what this endpoint is and how to call it, in one JSON document. */
export function buildDeskHandshake(config: Config) {
  const base = config.baseUrl;
  return {
    serverInfo: { name: config.deskServerName, version: config.version },
    protocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
    transport: "streamable-http",
    endpoint: `${base}/desk`,
    stateless: true,
    tools: [runTravelJobTool.name],
    rest: {
      method: "POST",
      url: `${base}/desk`,
      contentType: "application/json",
      body: { job: "string" },
      example: { job: "2 passengers from Warsaw to Prague on 4 May 2027" },
    },
    policy: "Advisory only: never books, never pays, never files a group quote.",
    docs: {
      openapi: `${base}/openapi.json`,
      llms: `${base}/llms.txt`,
      llmsFull: `${base}/llms-full.txt`,
      serverJson: `${base}/server.json`,
      catalogue: `${base}/mcp`,
      install: `${base}/data/install.json`,
    },
  };
}
