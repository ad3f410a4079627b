import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import ajvFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { discoveryApp, json } from "../helpers/served.js";
import { fetchDocs, type ServedDoc } from "@travel/workbench";
import { PACKAGE_VERSION } from "../helpers/version.js";

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), "utf8")) as Record<string, unknown>;
const BASE = "https://travel.example.test";
// ajv-formats is CommonJS: under NodeNext its plugin is the module's `default`.
const addFormats = ajvFormats.default;

describe("registry documents and cards", () => {
  let docs: Map<string, ServedDoc>;

  beforeAll(async () => {
    const { app, paths } = await discoveryApp({ BASE_URL: BASE, VENDOR: "acme-travel", DESK_SERVER_NAME: "acme-desk" });
    docs = await fetchDocs(app, paths);
  });

  it("/server.json is valid against the MCP registry schema, with one streamable-http remote at /desk", () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(fixture("server.schema.json"));
    const server = json<{ name: string; description: string; version: string; remotes: { type: string; url: string }[] }>(docs, "/server.json");
    expect(validate(server), JSON.stringify(validate.errors)).toBe(true);
    expect(server.name).toBe("com.acme-travel/desk");
    expect(server.version).toBe(PACKAGE_VERSION);
    expect(server.description.length).toBeLessThanOrEqual(100);
    expect(server.remotes).toEqual([{ type: "streamable-http", url: `${BASE}/desk` }]);
    expect(validate({ ...server, description: "x".repeat(101) })).toBe(false);
  });

  it("/.well-known/mcp-server.json is byte for byte /server.json", () => {
    expect(docs.get("/.well-known/mcp-server.json")?.body).toBe(docs.get("/server.json")?.body);
  });

  it.each([
    ["/desk/server-card", "com.acme-travel/desk", "/desk"],
    ["/mcp/server-card", "com.acme-travel/catalogue", "/mcp"],
  ])("%s is a valid SEP-2127 card served as application/mcp-server-card+json, naming every revision the endpoint serves", (path, name, endpoint) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(fixture("server-card.schema.json"), "card");
    const validate = ajv.getSchema("card#/$defs/ServerCard")!;
    const card = json<{ name: string; version: string; remotes: { type: string; url: string; supportedProtocolVersions: string[] }[] }>(docs, path);
    expect(validate(card), JSON.stringify(validate.errors)).toBe(true);
    expect(card.name).toBe(name);
    expect(card.version).toBe(PACKAGE_VERSION);
    expect(card.remotes).toEqual([{ type: "streamable-http", url: `${BASE}${endpoint}`, supportedProtocolVersions: ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2024-10-07"] }]);
    expect(docs.get(path)?.contentType).toBe("application/mcp-server-card+json");
    expect(validate({ ...card, $schema: "https://example.test/other.json" })).toBe(false);
  });

  it("/.well-known/ai-catalog.json points at the server cards of the desk and the catalogue", () => {
    const catalog = json<{ specVersion: string; entries: { type: string; url: string; identifier: string }[] }>(docs, "/.well-known/ai-catalog.json");
    expect(catalog.specVersion).toBe("1.0");
    expect(catalog.entries).toEqual([
      { identifier: "urn:air:acme-travel.com:mcp:desk", type: "application/mcp-server-card+json", url: `${BASE}/desk/server-card` },
      { identifier: "urn:air:acme-travel.com:mcp:catalogue", type: "application/mcp-server-card+json", url: `${BASE}/mcp/server-card` },
    ]);
    for (const entry of catalog.entries) expect(docs.has(new URL(entry.url).pathname), entry.url).toBe(true);
  });

  it("the A2A agent cards are valid v0.3.0 AgentCards naming the desk MCP server at /desk, and say A2A is not spoken", () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addSchema(fixture("a2a-v0.3.0.json"), "a2a");
    const validate = ajv.getSchema("a2a#/definitions/AgentCard")!;
    for (const path of ["/.well-known/agent-card.json", "/.well-known/agent.json"]) {
      const card = json<{ name: string; url: string; description: string; skills: { id: string }[]; protocolVersion: string }>(docs, path);
      expect(validate(card), `${path}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(card.name).toBe("acme-desk");
      expect(card.url).toBe(`${BASE}/desk`);
      expect(card.protocolVersion).toBe("0.3.0");
      expect(card.skills.map((s) => s.id)).toEqual(["run_travel_job"]);
      expect(card.description).toMatch(/does not speak the A2A protocol/);
    }
    expect(validate({ name: "no skills" })).toBe(false);
  });

  it("/.well-known/ai-plugin.json is a v1 manifest over /openapi.json with no auth", () => {
    const plugin = json<{ schema_version: string; api: { type: string; url: string }; auth: { type: string }; name_for_model: string }>(docs, "/.well-known/ai-plugin.json");
    expect(plugin.schema_version).toBe("v1");
    expect(plugin.api).toMatchObject({ type: "openapi", url: `${BASE}/openapi.json` });
    expect(plugin.auth).toEqual({ type: "none" });
    expect(plugin.name_for_model).toMatch(/^[A-Za-z0-9_]{1,50}$/);
  });

  it("/.well-known/mcp.json (SEP-1649 shape) points at the desk", () => {
    const mcp = json<{ serverInfo: { name: string; version: string }; transport: { type: string; endpoint: string }; authentication: { required: boolean } }>(docs, "/.well-known/mcp.json");
    expect(mcp.serverInfo).toMatchObject({ name: "acme-desk", version: PACKAGE_VERSION });
    expect(mcp.transport).toEqual({ type: "streamable-http", endpoint: `${BASE}/desk` });
    expect(mcp.authentication.required).toBe(false);
  });
});
