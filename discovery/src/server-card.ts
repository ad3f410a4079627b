import type { Config } from "@travel/shared";
import { buildServerJson } from "./server-json.js";
import { CATALOGUE_SHORT_DESCRIPTION, CATALOGUE_TITLE, MEDIA } from "./service-text.js";
import { catalogueRegistryName, serviceUrls, vendorDomain } from "./urls.js";

/** The only `$schema` value SEP-2127 accepts. */
export const SERVER_CARD_SCHEMA = "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json";

/**
 * /desk/server-card: the SEP-2127 server card, at the path SEP-2127 reserves (`<endpoint>/server-card`).
 * A card is a remote-only subset of server.json, so it is built from it: its own schema, and the
 * protocol versions the remote speaks.
 */
export function buildServerCard(config: Config, protocolVersions: readonly string[]) {
  const entry = buildServerJson(config);
  return {
    ...entry,
    $schema: SERVER_CARD_SCHEMA,
    remotes: entry.remotes.map((remote) => ({ ...remote, supportedProtocolVersions: [...protocolVersions] })),
  };
}

/** /mcp/server-card: the catalogue's card, shaped like the desk's, for its endpoint at /mcp. */
export function buildCatalogueServerCard(config: Config, protocolVersions: readonly string[]) {
  const urls = serviceUrls(config);
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: catalogueRegistryName(config),
    title: CATALOGUE_TITLE,
    description: CATALOGUE_SHORT_DESCRIPTION,
    version: config.version,
    websiteUrl: urls.home,
    remotes: [{ type: "streamable-http", url: urls.catalogue, supportedProtocolVersions: [...protocolVersions] }],
  };
}

/** /.well-known/ai-catalog.json: the domain's AI Catalog, pointing at both server cards, the desk first. */
export function buildAiCatalog(config: Config) {
  const urls = serviceUrls(config);
  const entry = (name: string, url: string) => ({ identifier: `urn:air:${vendorDomain(config)}:mcp:${name}`, type: MEDIA.serverCard, url });
  return { specVersion: "1.0", entries: [entry("desk", urls.serverCard), entry("catalogue", urls.catalogueServerCard)] };
}
