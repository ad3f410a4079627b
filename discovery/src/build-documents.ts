import { CLIENT_GUIDANCE } from "@travel/shared";
import { buildAgentCard } from "./agent-card.js";
import { buildAiPlugin } from "./ai-plugin.js";
import { buildCatalogueDocuments } from "./catalogue-documents.js";
import type { DocumentEntry } from "./document.js";
import { buildClaudeDesktopConfig, buildCursorConfig, buildMcpIndex, buildVscodeConfig } from "./drop-ins.js";
import type { DiscoveryInput } from "./input.js";
import { buildInstallJson } from "./install-json.js";
import { buildLlmsFull } from "./llms-full.js";
import { buildLlmsTxt } from "./llms-txt.js";
import { buildMcpWellKnown } from "./mcp-well-known.js";
import { buildNotAnAuthorizationServer, buildNotAnOpenIdProvider, buildProtectedResource } from "./oauth.js";
import { buildOpenApi } from "./openapi.js";
import { buildAiCatalog, buildCatalogueServerCard, buildServerCard } from "./server-card.js";
import { buildServerJson } from "./server-json.js";
import { MEDIA } from "./service-text.js";

/** Where the desk eval pack is served. */
export const DESK_EVALS_PATH = "/data/desk-evals.json";
const LLMS_TXT = { path: "/llms.txt", title: "llms.txt: what this service is, in short, with links" };
const LLMS_FULL = { path: "/llms-full.txt", title: "Full instructions for agents: install, calling the desk, guidance, drop-ins, every GET path" };

/**
 * Every GET document of the service, each from its builder, in the order llms.txt lists them.
 * Paths are unique; a string body is served as is, anything else as JSON.
 */
export function buildDocuments(input: DiscoveryInput): DocumentEntry[] {
  const { config } = input;
  const json = (path: string, title: string, body: unknown, contentType: string = MEDIA.json): DocumentEntry => ({ path, contentType, body, title });
  const serverJson = buildServerJson(config);
  const resource = buildProtectedResource(config);
  const notAs = buildNotAnAuthorizationServer(config);
  const notOp = buildNotAnOpenIdProvider(config);
  const agentCard = buildAgentCard(input);
  const documents: DocumentEntry[] = [
    json("/openapi.json", "OpenAPI 3.0.3 description of POST /desk and the side desks", buildOpenApi(input)),
    json("/server.json", "MCP registry entry (server.json) for the desk", serverJson),
    json("/desk/server-card", "SEP-2127 MCP server card of the desk", buildServerCard(config, input.protocolVersions), MEDIA.serverCard),
    json("/mcp/server-card", "SEP-2127 MCP server card of the catalogue", buildCatalogueServerCard(config, input.protocolVersions), MEDIA.serverCard),
    json("/data/install.json", "Install lines per client: the desk first, the catalogue second, then the group specialist", buildInstallJson(input)),
    json("/data/mcp.json", "Index of the MCP servers and drop-ins (not a client config)", buildMcpIndex(config)),
    json("/data/cursor-mcp.json", "Cursor mcp.json drop-in (copy-true)", buildCursorConfig(config)),
    json("/data/claude_desktop_config.json", "Claude Desktop config (copy-true): the desk and the catalogue through the mcp-remote bridge, since Claude Desktop skips url entries", buildClaudeDesktopConfig(config)),
    json("/data/vscode-mcp.json", "VS Code .vscode/mcp.json drop-in (copy-true)", buildVscodeConfig(config)),
    ...buildCatalogueDocuments(config, input.catalogue),
    ...(input.deskEvals === null ? [] : [json(DESK_EVALS_PATH, "Desk eval pack: run_travel_job scored on five cases", input.deskEvals)]),
    json("/.well-known/mcp-server.json", "MCP registry entry (same as /server.json)", serverJson),
    json("/.well-known/mcp.json", "MCP server discovery document (SEP-1649 shape)", buildMcpWellKnown(input)),
    json("/.well-known/ai-catalog.json", "AI Catalog pointing at the server cards of the desk and the catalogue", buildAiCatalog(config), MEDIA.aiCatalog),
    json("/.well-known/agent-card.json", "A2A agent card naming the desk MCP server (this service does not speak A2A)", agentCard),
    json("/.well-known/agent.json", "A2A agent card at the pre-0.3 path", agentCard),
    json("/.well-known/ai-plugin.json", "OpenAI plugin manifest over /openapi.json", buildAiPlugin(config)),
    json("/.well-known/oauth-protected-resource", "RFC 9728 resource metadata: no authentication, no authorization servers", resource),
    json("/.well-known/oauth-protected-resource/desk", "RFC 9728 resource metadata for /desk: no authentication", resource),
    json("/.well-known/oauth-authorization-server", "Not an OAuth authorization server (JSON answer)", notAs),
    json("/.well-known/oauth-authorization-server/desk", "Not an OAuth authorization server, for /desk (JSON answer)", notAs),
    json("/.well-known/openid-configuration", "Not an OpenID provider (JSON answer)", notOp),
    json("/.well-known/openid-configuration/desk", "Not an OpenID provider, for /desk (JSON answer)", notOp),
  ];
  const llmsTxt: DocumentEntry = { ...LLMS_TXT, contentType: MEDIA.text, body: buildLlmsTxt(input, [...documents, { ...LLMS_FULL, contentType: MEDIA.text, body: "" }], CLIENT_GUIDANCE) };
  const listed = [...documents, llmsTxt];
  const geoPaths = unique([...input.getEndpoints, LLMS_TXT.path, LLMS_FULL.path, ...documents.map((d) => d.path)]);
  const llmsFull: DocumentEntry = { ...LLMS_FULL, contentType: MEDIA.text, body: buildLlmsFull(input, { guidance: CLIENT_GUIDANCE, documents: listed, geoPaths }) };
  const all = [llmsTxt, llmsFull, ...documents];
  assertUniquePaths(all);
  return all;
}

function unique(paths: readonly string[]): string[] {
  return [...new Set(paths)];
}

function assertUniquePaths(documents: readonly DocumentEntry[]): void {
  const seen = new Set<string>();
  for (const { path } of documents) {
    if (seen.has(path)) throw new Error(`two discovery documents claim ${path}`);
    seen.add(path);
  }
}
