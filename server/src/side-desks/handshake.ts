import type { Config } from "@travel/shared";
import { mcpHandshake } from "../http/handshake.js";

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
    ...mcpHandshake(config, { name: spec.serverName, path: spec.path, tools: [spec.tool] }),
    rest: { method: "POST", url: `${base}${spec.path}`, contentType: "application/json", body: spec.body, example: spec.example },
    policy: spec.policy,
    docs: { openapi: `${base}/openapi.json`, llms: `${base}/llms.txt`, desk: `${base}/desk` },
  };
}
