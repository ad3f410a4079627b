import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Hono } from "hono";
import { buildTestApp } from "../helpers/app.js";

const schema = JSON.parse(readFileSync(new URL("../fixtures/server.schema.json", import.meta.url), "utf8"));
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
const validServer = ajv.compile(schema);
const META = "com.example.travel-desk/aisle";

interface Entry {
  server: { name: string; remotes?: { url: string }[]; packages?: { registryType: string; identifier: string }[]; repository?: unknown };
  _meta: Record<string, { slug: string; category: string; usefulness: number; safeTools: string[]; evalUrl: string }>;
}

let app: Hono;
beforeAll(async () => {
  app = (await buildTestApp({ env: { BASE_URL: "https://desk.example.org" } })).app;
});

async function get(path: string) {
  const res = await app.request(path);
  return { status: res.status, type: res.headers.get("content-type") ?? "", json: await res.json() };
}

describe("registry read API over the aisle", () => {
  it("lists servers valid against the official server.json schema, each with our eval under our _meta key", async () => {
    const { status, json } = await get("/registry/v0.1/servers?limit=100");
    expect(status).toBe(200);
    expect(json.servers.length).toBeGreaterThanOrEqual(25);
    expect(json.metadata).toEqual({ count: json.servers.length });
    for (const entry of json.servers as Entry[]) {
      expect(validServer(entry.server), `${entry.server.name}: ${JSON.stringify(validServer.errors)}`).toBe(true);
      const meta = entry._meta[META]!;
      expect(meta.evalUrl).toBe(`https://desk.example.org/data/evals.json#/${meta.slug}`);
      expect(typeof meta.usefulness).toBe("number");
    }
  });

  it("gives remotes only to listings with a url and packages only for npm or PyPI", async () => {
    const { json } = await get("/registry/v0.1/servers?limit=100");
    const kiwi = (json.servers as Entry[]).find((e) => e._meta[META]!.slug === "kiwi-com")!;
    expect(kiwi.server.remotes).toEqual([{ type: "streamable-http", url: "https://mcp.kiwi.com" }]);
    expect(kiwi.server.packages).toBeUndefined();
    const airbnb = (json.servers as Entry[]).find((e) => e._meta[META]!.slug === "airbnb-openbnb")!;
    expect(airbnb.server.remotes).toBeUndefined();
    expect(airbnb.server.packages).toMatchObject([{ registryType: "npm", identifier: "@openbnb/mcp-server-airbnb" }]);
    const repoOnly = (json.servers as Entry[]).find((e) => e._meta[META]!.slug === "tripadvisor-mcp")!;
    expect(repoOnly.server.packages).toBeUndefined();
    expect(repoOnly.server.repository).toEqual({ url: "https://github.com/pab1it0/tripadvisor-mcp", source: "github" });
  });

  it("pages with cursors without repeating or losing a server", async () => {
    const all = (await get("/registry/v0.1/servers?limit=100")).json.servers.map((e: Entry) => e.server.name);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 20; page++) {
      const { json } = await get(`/registry/v0.1/servers?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      seen.push(...json.servers.map((e: Entry) => e.server.name));
      expect(json.metadata.count).toBe(json.servers.length);
      cursor = json.metadata.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(all);
  });

  it("filters by search and answers the latest version by URL-encoded name", async () => {
    const { json } = await get("/registry/v0.1/servers?search=ESIM");
    expect(json.servers.map((e: Entry) => e._meta[META]!.category)).toEqual(json.servers.map(() => "esim"));
    expect(json.servers.length).toBeGreaterThan(0);
    const name = json.servers[0].server.name as string;
    const latest = await get(`/registry/v0.1/servers/${encodeURIComponent(name)}/versions/latest`);
    expect(latest.status).toBe(200);
    expect(latest.json).toEqual(json.servers[0]);
  });

  it("describes itself at /registry, where a client is pointed", async () => {
    const { status, json } = await get("/registry");
    expect(status).toBe(200);
    expect(json).toMatchObject({ servers: "https://desk.example.org/registry/v0.1/servers", metaKey: META });
  });

  it("answers a problem document for an unknown server, a bad limit or a bad cursor", async () => {
    const missing = await get(`/registry/v0.1/servers/${encodeURIComponent("com.example.aisle/nope")}/versions/latest`);
    expect(missing.status).toBe(404);
    expect(missing.type).toContain("application/problem+json");
    for (const query of ["limit=0", "limit=abc", "limit=1000", "cursor=nope"]) {
      const bad = await get(`/registry/v0.1/servers?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.type).toContain("application/problem+json");
      expect(bad.json.errors[0].field).toBe(query.split("=")[0]);
    }
  });
});
