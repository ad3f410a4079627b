import type { DiscoveryInput } from "./input.js";
import { SERVICE_TITLE, SHORT_DESCRIPTION } from "./service-text.js";
import { serviceUrls } from "./urls.js";

/** /.well-known/mcp.json: the SEP-1649 server card shape, still crawled, pointing at the desk. */
export function buildMcpWellKnown(input: DiscoveryInput) {
  const { config } = input;
  const urls = serviceUrls(config);
  return {
    version: "1.0",
    // SEP-1649 predates 2026-07-28: its readers open with initialize, so it names the newest revision
    // that has one (the server cards list them all). Revisions are ISO dates and compare as strings.
    protocolVersion: input.protocolVersions.find((v) => v < "2026-07-28") ?? null,
    serverInfo: { name: config.deskServerName, title: SERVICE_TITLE, version: config.version },
    description: SHORT_DESCRIPTION,
    documentationUrl: urls.llmsFull,
    transport: { type: "streamable-http", endpoint: urls.desk },
    capabilities: { tools: {} },
    authentication: { required: false, schemes: [] },
    tools: input.tools.desk.map((t) => t.name),
    serverCard: urls.serverCard,
    catalogue: { name: config.catalogueServerName, transport: { type: "streamable-http", endpoint: urls.catalogue } },
  };
}
