import type { Config } from "@travel/shared";
import { SERVICE_TITLE, SHORT_DESCRIPTION } from "./service-text.js";
import { registryName, serviceUrls } from "./urls.js";

/** The registry schema server.json is written to (tests validate against a copy of it). */
export const SERVER_JSON_SCHEMA = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json";

/** /server.json and /.well-known/mcp-server.json: the MCP registry entry for the desk. */
export function buildServerJson(config: Config) {
  const urls = serviceUrls(config);
  return {
    $schema: SERVER_JSON_SCHEMA,
    name: registryName(config),
    title: SERVICE_TITLE,
    description: SHORT_DESCRIPTION,
    version: config.version,
    websiteUrl: urls.home,
    remotes: [{ type: "streamable-http", url: urls.desk }],
  };
}
