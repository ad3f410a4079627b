import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import type { Config } from "@travel/shared";

/** What a side desk says about itself on GET. */
export interface SideDeskSpec {
  path: string;
  serverName: string;
  tool: string;
  body: Record<string, string>;
  example: Record<string, unknown>;
  policy: string;
}

/** GET on a side desk: what it is and how to call it over MCP or REST, in one JSON document. */
export function buildSideDeskHandshake(config: Config, spec: SideDeskSpec) {
  const base = config.baseUrl;
  return {
    serverInfo: { name: spec.serverName, version: config.version },
    protocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
    transport: "streamable-http",
    endpoint: `${base}${spec.path}`,
    stateless: true,
    tools: [spec.tool],
    rest: { method: "POST", url: `${base}${spec.path}`, contentType: "application/json", body: spec.body, example: spec.example },
    policy: spec.policy,
    docs: { openapi: `${base}/openapi.json`, llms: `${base}/llms.txt`, desk: `${base}/desk` },
  };
}
