import type { Catalogue, Config, Listing } from "@travel/shared";

/** The official registry's server.json schema version the entries follow. */
export const SERVER_SCHEMA_URL = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json";

/** Our reverse-DNS `_meta` key, under which each entry carries the aisle's eval summary. */
export function aisleMetaKey(config: Config): string {
  return `com.${config.vendor}.travel-desk/aisle`;
}

/** The registry name of a listing: our namespace (we describe the server; we do not publish it for its owner). */
export function registryName(config: Config, slug: string): string {
  return `com.${config.vendor}.aisle/${slug}`;
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}

/** A listing as a registry item: `{ server: <server.json>, _meta: { <our key>: eval summary } }`. */
export function buildRegistryEntry(config: Config, catalogue: Catalogue, listing: Listing) {
  const pkg = listing.package;
  const registryPackage = pkg && pkg.registry !== "github" ? pkg : null;
  const server = {
    $schema: SERVER_SCHEMA_URL,
    name: registryName(config, listing.slug),
    title: clip(listing.name, 100),
    description: clip(listing.description, 100),
    // Remote servers publish no version; the registry requires one, so the entry says it is unknown.
    version: registryPackage?.version ?? "unknown",
    ...(listing.docs ? { websiteUrl: listing.docs } : {}),
    ...(pkg?.registry === "github" ? { repository: { url: `https://github.com/${pkg.identifier}`, source: "github" } } : {}),
    ...(listing.url ? { remotes: [{ type: listing.transport.includes("sse") && !listing.transport.includes("streamable-http") ? "sse" : "streamable-http", url: listing.url }] } : {}),
    ...(registryPackage
      ? { packages: [{ registryType: registryPackage.registry, identifier: registryPackage.identifier, ...(registryPackage.version ? { version: registryPackage.version } : {}), transport: { type: "stdio" } }] }
      : {}),
  };
  const evaluation = catalogue.evals[listing.slug]!;
  return {
    server,
    _meta: {
      [aisleMetaKey(config)]: {
        slug: listing.slug,
        category: listing.category,
        publisher: listing.publisher,
        usefulness: evaluation.usefulness,
        safeTools: [...listing.safeTools],
        flags: [...listing.flags],
        unconfirmed: [...listing.unconfirmed],
        checkedAt: listing.checkedAt,
        evalUrl: `${config.baseUrl}/data/evals.json#/${listing.slug}`,
      },
    },
  };
}
