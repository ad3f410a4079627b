import type { Config } from "@travel/shared";
import { buildServerJson } from "./server-json.js";
import { MEDIA } from "./service-text.js";
import { serviceUrls, vendorDomain } from "./urls.js";

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

/** /.well-known/ai-catalog.json: the domain's AI Catalog, pointing at the server card. */
export function buildAiCatalog(config: Config) {
  return {
    specVersion: "1.0",
    entries: [{ identifier: `urn:air:${vendorDomain(config)}:mcp:desk`, type: MEDIA.serverCard, url: serviceUrls(config).serverCard }],
  };
}
