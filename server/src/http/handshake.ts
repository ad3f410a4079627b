import { SERVED_PROTOCOL_VERSIONS } from "./protocol-versions.js";
import type { Config } from "@travel/shared";

/** The part every endpoint's GET handshake shares: which MCP server answers where, and how. */
export function mcpHandshake(config: Config, server: { name: string; path: string; tools: readonly string[] }) {
  return {
    serverInfo: { name: server.name, version: config.version },
    protocolVersions: [...SERVED_PROTOCOL_VERSIONS],
    transport: "streamable-http",
    endpoint: `${config.baseUrl}${server.path}`,
    stateless: true,
    tools: [...server.tools],
  };
}
