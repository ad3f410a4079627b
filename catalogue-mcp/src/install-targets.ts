import type { Catalogue, Config, InstallTarget, Listing, LocalInstallTarget } from "@travel/shared";
import { catalogueTools, runTravelJobTool } from "@travel/shared";

/** The desk: installed first. */
export function deskTarget(config: Config): InstallTarget {
  return {
    name: config.deskServerName,
    url: `${config.baseUrl}/desk`,
    description: "Travel desk: hand it a travel job, get advice. Never books or pays.",
    allowedTools: [runTravelJobTool.name],
  };
}

/** This catalogue: installed second. */
export function catalogueTarget(config: Config): InstallTarget {
  return {
    name: config.catalogueServerName,
    url: `${config.baseUrl}/mcp`,
    description: "Travel MCP aisle: search, evals and install lines for travel MCP servers.",
    allowedTools: catalogueTools.map((t) => t.name),
  };
}

/** A listing with a hosted endpoint, registered under its slug; only its safe tools are allowed. */
export function listingTarget(listing: Listing & { url: string }): InstallTarget {
  return {
    name: listing.slug,
    url: listing.url,
    description: listing.description,
    allowedTools: [...listing.safeTools],
    ...(listing.urlKey ? { urlKey: { ...listing.urlKey } } : {}),
  };
}

/** A listing you run yourself, when its source gives the command that starts it. */
export function localTarget(listing: Listing): LocalInstallTarget | null {
  const start = listing.package?.start;
  return start ? { name: listing.slug, command: start.command, args: [...start.args], env: [...start.env] } : null;
}

/** Valid get_install slugs, for error messages. */
export function installSlugs(catalogue: Catalogue): string[] {
  return ["desk", "catalogue", ...catalogue.listings.map((l) => l.slug)];
}
