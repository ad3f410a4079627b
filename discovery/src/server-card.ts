import type { Config } from "@travel/shared";
import { MEDIA, SERVICE_TITLE, SHORT_DESCRIPTION } from "./service-text.js";
import { registryName, serviceUrls, vendorDomain } from "./urls.js";

/** The only `$schema` value SEP-2127 accepts. */
export const SERVER_CARD_SCHEMA = "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json";

/** /desk/server-card: the SEP-2127 server card, at the path SEP-2127 reserves (`<endpoint>/server-card`). */
export function buildServerCard(config: Config, protocolVersions: readonly string[]) {
  const urls = serviceUrls(config);
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: registryName(config),
    title: SERVICE_TITLE,
    description: SHORT_DESCRIPTION,
    version: config.version,
    websiteUrl: urls.home,
    remotes: [{ type: "streamable-http", url: urls.desk, supportedProtocolVersions: [...protocolVersions] }],
  };
}

/** /.well-known/ai-catalog.json: the domain's AI Catalog, pointing at the server card. */
export function buildAiCatalog(config: Config) {
  return {
    specVersion: "1.0",
    entries: [{ identifier: `urn:air:${vendorDomain(config)}:mcp:desk`, type: MEDIA.serverCard, url: serviceUrls(config).serverCard }],
  };
}
