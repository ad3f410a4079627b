import type { Catalogue, ClientKind, Config, ToolOutcome } from "@travel/shared";
import { CLIENT_KINDS, buildInstallLines, buildLocalInstallLines, installOrderText, type getInstallTool } from "@travel/shared";
import type { z } from "zod";
import { catalogueTarget, deskTarget, installSlugs, listingTarget, localTarget } from "./install-targets.js";

type Input = z.infer<typeof getInstallTool.inputSchema>;
type Output = z.infer<typeof getInstallTool.outputSchema>;

const CLIENTS: ReadonlySet<string> = new Set(CLIENT_KINDS);

/** get_install: lines for the desk, the catalogue or a listing; an unknown slug or client is a tool error naming the choices. */
export function getInstall(config: Config, catalogue: Catalogue, input: Input): ToolOutcome<Output> {
  // The input schema already refuses other clients; checked again so the message never depends on it.
  if (!CLIENTS.has(input.client)) return { ok: false, message: `Unknown client "${input.client}". Valid clients: ${CLIENT_KINDS.join(", ")}.` };
  const client: ClientKind = input.client;
  const slug = input.slug?.trim() || "desk";
  const order = installOrderText(config);

  if (slug === "desk" || slug === "catalogue") {
    const target = slug === "desk" ? deskTarget(config) : catalogueTarget(config);
    const note = slug === "desk" ? "No authentication: the desk is public and advisory." : "No authentication: the catalogue is public and read-only.";
    return done({ target: { kind: slug, slug, name: target.name, url: target.url }, client, lines: buildInstallLines(target, client), order, note });
  }

  const listing = catalogue.get(slug);
  const excluded = catalogue.excluded.find((e) => e.slug === slug);
  if (excluded) return { ok: false, message: `"${slug}" is not in the aisle, so there is nothing to install: ${excluded.reason}` };
  if (!listing) return { ok: false, message: `Unknown slug "${slug}". Valid slugs: ${installSlugs(catalogue).join(", ")}.` };
  const safe = listing.safeTools.length ? `Call only: ${listing.safeTools.join(", ")}.` : "No tool is confirmed safe to call: read its tools/list first and skip any tool that books, pays or sends.";
  const note = `${listing.auth.detail} ${safe}`;
  if (listing.url) {
    const url = listing.url;
    const lines = buildInstallLines(listingTarget({ ...listing, url }), client);
    const why = lines.length ? "" : `${client} reads the URL as written and cannot take its ${listing.urlKey?.param ?? "key"} from the environment, so no line is given: writing the key into a config is what the guidance forbids. `;
    return done({ target: { kind: "listing", slug, name: listing.slug, url }, client, lines, order, note: `${why}${note}` });
  }
  const pkg = listing.package!;
  const runnable = localTarget(listing);
  const lines = runnable ? buildLocalInstallLines(runnable, client) : [];
  const how = runnable
    ? lines.length
      ? `No hosted endpoint: these lines make your client start it on your machine (${runnable.command} ${runnable.args.join(" ")}).`
      : `No hosted endpoint, and ${client} calls MCP servers from its cloud, so it cannot start one on your machine: use a desktop or CLI client.`
    : `No hosted endpoint and no start command in its sources: run the ${pkg.registry} package ${pkg.identifier} as its README says and register it as a local (stdio) server in your client.`;
  return done({
    target: { kind: "listing", slug, name: listing.slug, url: null },
    client,
    lines,
    local: { registry: pkg.registry, identifier: pkg.identifier, ...(pkg.run ? { run: pkg.run } : {}) },
    order,
    note: `${how} ${note}`,
  });
}

function done(value: Output): ToolOutcome<Output> {
  const where = value.target.url ?? `${value.local?.registry}:${value.local?.identifier}`;
  const text = `Install ${value.target.name} (${where}) in ${value.client}: ${value.lines.length} line(s). ${value.order}`;
  return { ok: true, value, text };
}
