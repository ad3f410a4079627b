import type { Catalogue, Config, Listing } from "@travel/shared";
import type { Context, Hono } from "hono";
import { problemResponse } from "../http/problem.js";
import { aisleMetaKey, buildRegistryEntry, registryName } from "./registry-entry.js";

const DEFAULT_LIMIT = 30;
const MAX_LIMIT = 100;

/**
 * The official MCP registry's read API (v0.1) over the aisle, under /registry, so a client that takes
 * a registry URL can browse it. Entries come in the aisle's ranking order (usefulness, then slug);
 * `search` is a case-insensitive substring match on name, title and description, as the official API does on names.
 */
export function mountRegistry(app: Hono, config: Config, catalogue: Catalogue): void {
  const base = config.baseUrl;
  const found = catalogue.search({ limit: catalogue.listings.length });
  const ranked: readonly Listing[] = found.ok ? found.items.map((i) => i.listing) : [];
  const entries = new Map(ranked.map((l) => [registryName(config, l.slug), buildRegistryEntry(config, catalogue, l)]));
  const order = [...entries.values()];

  app.get("/registry", (c) =>
    c.json({
      name: `${config.catalogueServerName} registry`,
      description: "The travel MCP aisle through the official MCP registry read API (v0.1). Our evals are under each entry's _meta.",
      api: "https://github.com/modelcontextprotocol/registry (generic registry API, v0.1)",
      servers: `${base}/registry/v0.1/servers`,
      latest: `${base}/registry/v0.1/servers/{url-encoded name}/versions/latest`,
      metaKey: aisleMetaKey(config),
      count: order.length,
    }),
  );

  app.get("/registry/v0.1/servers", (c) => {
    const limit = parseLimit(c.req.query("limit"));
    if (limit === null) return badQuery(base, "limit", `limit must be a whole number from 1 to ${MAX_LIMIT}.`);
    const search = (c.req.query("search") ?? "").trim().toLowerCase();
    const matches = search ? order.filter(({ server }) => [server.name, server.title, server.description].some((s) => s.toLowerCase().includes(search))) : order;
    const cursor = c.req.query("cursor");
    let start = 0;
    if (cursor) {
      const at = matches.findIndex(({ server }) => server.name === cursor);
      if (at < 0) return badQuery(base, "cursor", "cursor is not one this API returned; use metadata.nextCursor exactly as given.");
      start = at + 1;
    }
    const page = matches.slice(start, start + limit);
    const more = start + limit < matches.length;
    return c.json({ servers: page, metadata: { ...(more ? { nextCursor: page[page.length - 1]!.server.name } : {}), count: page.length } });
  });

  const latest = (c: Context, name: string, version: string) => {
    const entry = entries.get(name);
    if (!entry) return problemResponse(base, "not-found", 404, `No server named '${name.slice(0, 200)}' in this registry; list them at ${base}/registry/v0.1/servers.`);
    if (version !== "latest" && version !== entry.server.version) {
      return problemResponse(base, "not-found", 404, `Server '${name}' has only version '${entry.server.version}' (also reachable as 'latest').`);
    }
    return c.json(entry);
  };
  app.get("/registry/v0.1/servers/:name/versions", (c) => {
    const entry = entries.get(c.req.param("name"));
    if (!entry) return latest(c, c.req.param("name"), "latest");
    return c.json({ servers: [entry], metadata: { count: 1 } });
  });
  app.get("/registry/v0.1/servers/:name/versions/:version", (c) => latest(c, c.req.param("name"), c.req.param("version")));
}

function parseLimit(raw: string | undefined): number | null {
  if (raw === undefined || raw === "") return DEFAULT_LIMIT;
  if (!/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_LIMIT ? n : null;
}

// A registry read has no body: its bad input is a query parameter, a problem kind of its own.
function badQuery(base: string, field: string, message: string): Response {
  return problemResponse(base, "invalid-query", 400, message, [{ field, message }]);
}
