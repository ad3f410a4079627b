import { buildInstallLines, createGroupSpecialist, loadCatalogue, type InstallLine } from "@travel/shared";
import { parse as parseToml } from "smol-toml";
import { beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { testConfig } from "../helpers/app.js";
import { discoveryApp, json } from "../helpers/served.js";
import { fetchDocs, type ServedDoc } from "@travel/workbench";

const BASE = "https://travel.example.test";
const DESK = "acme-desk";
const CATALOGUE = "acme-aisle";

function catalogue() {
  const loaded = loadCatalogue();
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.catalogue;
}

/** Runs an API tool block as the caller's JavaScript would. */
function evaluate(text: string, env: Record<string, string>): Record<string, unknown> {
  return new Function("process", `return (${text});`)({ env }) as Record<string, unknown>;
}

describe("served install documents, pasted as a new user would", () => {
  let docs: Map<string, ServedDoc>;
  beforeAll(async () => {
    const { app, paths } = await discoveryApp({ BASE_URL: BASE, DESK_SERVER_NAME: DESK, CATALOGUE_SERVER_NAME: CATALOGUE });
    docs = await fetchDocs(app, paths);
  });

  it("one Hermes snippet holds both servers: YAML-parsed, mcp_servers has the desk and the catalogue", () => {
    const install = json<{ together: { client: string; text: string }[] }>(docs, "/data/install.json");
    const hermes = install.together.find((t) => t.client === "hermes")!;
    const parsed = parseYaml(hermes.text) as { mcp_servers: Record<string, { url: string }> };
    expect(Object.keys(parsed.mcp_servers)).toEqual([DESK, CATALOGUE]);
    expect(parsed.mcp_servers[DESK]!.url).toBe(`${BASE}/desk`);
    expect(parsed.mcp_servers[CATALOGUE]!.url).toBe(`${BASE}/mcp`);
    expect(docs.get("/llms-full.txt")!.body).toContain(hermes.text);
  });

  it("the Claude Desktop drop-in runs commands (Claude Desktop skips url entries), the desk's URL as mcp-remote's argument", () => {
    const file = JSON.parse(docs.get("/data/claude_desktop_config.json")!.body) as { mcpServers: Record<string, { command: string; args: string[]; url?: string }> };
    expect(Object.keys(file.mcpServers)).toEqual([DESK, CATALOGUE]);
    for (const [name, path] of [[DESK, "/desk"], [CATALOGUE, "/mcp"]] as const) {
      const entry = file.mcpServers[name]!;
      expect(entry.url).toBeUndefined();
      expect(entry.command).toBe("npx");
      expect(entry.args).toEqual(["-y", "mcp-remote@0.15.1", `${BASE}${path}`, "--transport", "http-only"]);
    }
  });

  it("install.json has Gemini CLI and Codex lines for the desk and the catalogue, in the forms the issue names", () => {
    const install = json<{ clients: string[]; servers: { role: string; lines: InstallLine[] }[] }>(docs, "/data/install.json");
    expect(install.clients).toEqual(expect.arrayContaining(["gemini", "codex"]));
    const desk = install.servers.find((s) => s.role === "desk")!.lines;
    expect(desk.find((l) => l.client === "gemini" && l.format === "command")!.text).toBe(`gemini mcp add --scope user --transport http ${DESK} ${BASE}/desk`);
    expect(desk.find((l) => l.client === "codex" && l.format === "command")!.text).toBe(`codex mcp add ${DESK} --url ${BASE}/desk`);
    const toml = parseToml(desk.find((l) => l.client === "codex" && l.format === "toml")!.text) as { mcp_servers: Record<string, { url: string }> };
    expect(toml.mcp_servers[DESK]!.url).toBe(`${BASE}/desk`);
  });

  it("the landing page shows the Gemini, Codex and single Hermes snippets", async () => {
    const { app } = await discoveryApp({ BASE_URL: BASE, DESK_SERVER_NAME: DESK, CATALOGUE_SERVER_NAME: CATALOGUE });
    const page = await (await app.request("/")).text();
    expect(page).toContain(`gemini mcp add --scope user --transport http ${DESK} ${BASE}/desk`);
    expect(page).toContain(`codex mcp add ${CATALOGUE} --url ${BASE}/mcp`);
    expect(page.match(/mcp_servers:/g)).toHaveLength(1);
    // The aisle table tells reading the sources apart from a live check (none has run: not-checked).
    expect(page).toContain("Live check");
    expect(page).toContain("not-checked");
  });
});

describe("the group specialist's API blocks allow only what the guidance allows", () => {
  const lines = createGroupSpecialist(testConfig({ GROUP_SPECIALIST_NAME: "", GROUP_SPECIALIST_URL: "" }), catalogue(), () => new Date()).installLines();
  const egf = catalogue().get("easygroupflights")!;

  it.each(["chatgpt", "grok"] as const)("%s: allowed_tools are the listing's safe tools; nothing that sends, files or books", (client) => {
    const block = evaluate(lines.find((l) => l.client === client && l.format === "code")!.text, { GROUP_SPECIALIST_TOKEN: "t" });
    const allowed = block.allowed_tools as string[];
    expect(allowed).toEqual(egf.safeTools);
    for (const unsafe of ["egf_send_flight_offer", "egf_request_group_quote", "request_group_quote"]) expect(allowed).not.toContain(unsafe);
    expect(allowed.every((name) => !/book|pay|checkout|ticket|email_offer/.test(name))).toBe(true);
  });
});

describe("install lines for listings", () => {
  it("a listing you run yourself gets lines that start it locally (claude, desktop, codex), and none for cloud-run ChatGPT", () => {
    const target = { name: "open-meteo-mcp", command: "npx", args: ["-y", "open-meteo-mcp-server"], env: [] };
    return import("@travel/shared").then(({ buildLocalInstallLines }) => {
      expect(buildLocalInstallLines(target, "claude")[0]!.text).toBe("claude mcp add open-meteo-mcp -- npx -y open-meteo-mcp-server");
      const desktop = JSON.parse(buildLocalInstallLines(target, "claude-desktop")[0]!.text) as { mcpServers: Record<string, unknown> };
      expect(desktop.mcpServers["open-meteo-mcp"]).toEqual({ command: "npx", args: ["-y", "open-meteo-mcp-server"] });
      const codex = parseToml(buildLocalInstallLines(target, "codex")[0]!.text) as { mcp_servers: Record<string, { command: string; args: string[] }> };
      expect(codex.mcp_servers["open-meteo-mcp"]).toEqual({ command: "npx", args: ["-y", "open-meteo-mcp-server"] });
      expect(buildLocalInstallLines(target, "chatgpt")).toEqual([]);
    });
  });

  it("liteapi's key reaches its URL through each client's own env syntax, never as a value", () => {
    const target = { name: "liteapi", url: "https://mcp.liteapi.travel/api/mcp", urlKey: { param: "apiKey", env: "LITEAPI_API_KEY" } };
    const claude = JSON.parse(buildInstallLines(target, "claude")[1]!.text).mcpServers.liteapi;
    expect(claude.url).toBe("https://mcp.liteapi.travel/api/mcp?apiKey=${LITEAPI_API_KEY}");
    const cursor = JSON.parse(buildInstallLines(target, "cursor")[0]!.text).mcpServers.liteapi;
    expect(cursor.url).toBe("https://mcp.liteapi.travel/api/mcp?apiKey=${env:LITEAPI_API_KEY}");
    const openai = evaluate(buildInstallLines(target, "chatgpt")[1]!.text, { LITEAPI_API_KEY: "sand_x" });
    expect(openai.server_url).toBe("https://mcp.liteapi.travel/api/mcp?apiKey=sand_x");
    // Codex reads its url as written: it cannot take a key from the environment there, so it gets no line.
    expect(buildInstallLines(target, "codex")).toEqual([]);
  });
});
