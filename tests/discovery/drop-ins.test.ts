import { InstallLineSchema } from "@travel/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { discoveryApp, json } from "../helpers/served.js";
import { fetchDocs, type ServedDoc } from "@travel/workbench";

const BASE = "https://travel.example.test";
const DESK = "acme-desk";
const CATALOGUE = "acme-aisle";

describe("drop-ins and install lines", () => {
  let docs: Map<string, ServedDoc>;

  beforeAll(async () => {
    const { app, paths } = await discoveryApp({ BASE_URL: BASE, DESK_SERVER_NAME: DESK, CATALOGUE_SERVER_NAME: CATALOGUE });
    docs = await fetchDocs(app, paths);
  });

  // Each drop-in is read the way its client reads the file: JSON.parse, then its own key path.
  it("Cursor finds mcpServers.<desk>.url at /desk, desk first and catalogue second", () => {
    const file = JSON.parse(docs.get("/data/cursor-mcp.json")!.body) as { mcpServers: Record<string, { url: string }> };
    expect(file.mcpServers[DESK]?.url).toBe(`${BASE}/desk`);
    expect(Object.keys(file.mcpServers)).toEqual([DESK, CATALOGUE]);
    expect(file.mcpServers[CATALOGUE]?.url).toBe(`${BASE}/mcp`);
  });

  it("the Claude Desktop file starts mcpServers.<desk> as a command bridging to /desk (a url entry would be skipped)", () => {
    const file = JSON.parse(docs.get("/data/claude_desktop_config.json")!.body) as { mcpServers: Record<string, { command: string; args: string[] }> };
    expect(file.mcpServers[DESK]?.command).toBe("npx");
    expect(file.mcpServers[DESK]?.args).toContain(`${BASE}/desk`);
  });

  it("VS Code finds servers.<desk> with type http at /desk", () => {
    const file = JSON.parse(docs.get("/data/vscode-mcp.json")!.body) as { servers: Record<string, { type: string; url: string }> };
    expect(file.servers[DESK]).toEqual({ type: "http", url: `${BASE}/desk` });
    expect(file.servers[CATALOGUE]).toEqual({ type: "http", url: `${BASE}/mcp` });
  });

  it("the drop-ins are copy-true: nothing but the client's own keys", () => {
    for (const [path, top] of [["/data/cursor-mcp.json", "mcpServers"], ["/data/claude_desktop_config.json", "mcpServers"], ["/data/vscode-mcp.json", "servers"]] as const) {
      expect(Object.keys(json(docs, path)), path).toEqual([top]);
    }
  });

  it("/data/mcp.json is an index that says it is not copy-true, mapping the desk to /desk and the catalogue to /mcp", () => {
    const index = json<{ copyTrue: boolean; note: string; servers: Record<string, { url: string }>; dropIns: Record<string, string> }>(docs, "/data/mcp.json");
    expect(index.copyTrue).toBe(false);
    expect(index.note).toMatch(/not a client config/);
    expect(index.servers[DESK]?.url).toBe(`${BASE}/desk`);
    expect(index.servers[CATALOGUE]?.url).toBe(`${BASE}/mcp`);
    expect(Object.values(index.dropIns).every((url) => docs.has(url.replace(BASE, "")))).toBe(true);
  });

  it("/data/install.json: desk first, catalogue second, then the group specialist with its token by env var", () => {
    const install = json<{ servers: { role: string; name: string; url: string; token?: { env: string }; lines: unknown[] }[] }>(docs, "/data/install.json");
    expect(install.servers.map((s) => s.role)).toEqual(["desk", "catalogue", "group-flight-specialist"]);
    expect(install.servers[0]).toMatchObject({ name: DESK, url: `${BASE}/desk` });
    expect(install.servers[1]).toMatchObject({ name: CATALOGUE, url: `${BASE}/mcp` });
    expect(install.servers[2]?.token?.env).toBe("GROUP_SPECIALIST_TOKEN");
    for (const server of install.servers) {
      for (const line of server.lines) expect(InstallLineSchema.safeParse(line).success, JSON.stringify(line)).toBe(true);
    }
    const text = docs.get("/data/install.json")!.body.toLowerCase();
    for (const client of ["claude", "cursor", "hermes", "chatgpt", "grok"]) expect(text, client).toContain(`"client": "${client}"`);
    expect(text.indexOf("/desk")).toBeLessThan(text.indexOf("/mcp"));
  });
});

describe("no secret in any document", () => {
  it("never carries a bearer token, even when the token's variable is set where the service runs", async () => {
    const secret = "tok3n-value-that-must-never-leak-0123456789";
    process.env.GROUP_SPECIALIST_TOKEN = secret;
    try {
      const { app, paths } = await discoveryApp({ GROUP_SPECIALIST_URL: "https://groups.example.test/mcp" });
      const all = [...(await fetchDocs(app, paths)).values()].map((d) => d.body).join("\n");
      expect(all).not.toContain(secret);
      expect(all).not.toMatch(/bearer\s+(?!\$|\{|<|\[)(?=[a-z0-9._-]*\d)[a-z0-9._-]{16,}/i);
      expect(all).toContain("GROUP_SPECIALIST_TOKEN");
    } finally {
      delete process.env.GROUP_SPECIALIST_TOKEN;
    }
  });
});
