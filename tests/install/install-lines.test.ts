import { buildAllInstallLines, buildInstallLines, CLIENT_KINDS, InstallLineSchema, type InstallLine } from "@travel/shared";
import { parse as parseToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

const DESK = { name: "desk", url: "https://example.com/desk" };
const SPECIALIST = { name: "easygroupflights", url: "https://mcp.easygroupflights.com/mcp", tokenEnv: "GROUP_SPECIALIST_TOKEN" };
// The check the acceptance kit runs over every document: no literal Bearer token anywhere.
const LITERAL_BEARER = /bearer\s+(?!\$|\{|<|\[)(?=[a-z0-9._-]*\d)[a-z0-9._-]{16,}/i;

/** Splits a shell command the way sh does for plain words and single quotes (all these lines use). */
function shellWords(command: string): string[] {
  const words: string[] = [];
  const re = /'((?:[^']|'\\'')*)'|(\S+)/g;
  for (const m of command.matchAll(re)) words.push(m[1] !== undefined ? m[1].replace(/'\\''/g, "'") : (m[2] ?? ""));
  return words;
}

/** Evaluates an API tool block the way the caller's JavaScript would, with the caller's environment. */
function evaluateCode(text: string, env: Record<string, string>): Record<string, unknown> {
  return new Function("process", `return (${text});`)({ env }) as Record<string, unknown>;
}

/** What each line registers, read back as its client reads it. */
function readBack(line: InstallLine): { name: string; url: string; auth?: string } {
  const t = line.text;
  if (line.format === "json" || line.format === "code") {
    const v = line.format === "json" ? JSON.parse(t) : evaluateCode(t, { [SPECIALIST.tokenEnv]: "the-token" });
    if (line.client === "chatgpt" || line.client === "grok") return { name: v.server_label, url: v.server_url, auth: v.authorization };
    const servers = line.client === "vscode" ? v.servers : v.mcpServers;
    const [name, entry] = Object.entries(servers as Record<string, Record<string, unknown>>)[0]!;
    if (line.client === "claude-desktop") return desktopReadBack(name, entry as { command: string; args: string[] });
    if (line.client === "gemini") expect(entry.type).toBe("http");
    if (line.client === "vscode" || line.client === "claude") expect(entry.type).toBe("http");
    return { name, url: entry.url as string, auth: (entry.headers as Record<string, string> | undefined)?.Authorization };
  }
  if (line.format === "toml") {
    const servers = (parseToml(t) as { mcp_servers: Record<string, Record<string, unknown>> }).mcp_servers;
    const [name, entry] = Object.entries(servers)[0]!;
    return { name, url: entry.url as string, ...(entry.bearer_token_env_var ? { auth: `env ${String(entry.bearer_token_env_var)}` } : {}) };
  }
  if (line.format === "command" && line.client === "codex") {
    const words = shellWords(t);
    expect(words.slice(0, 3)).toEqual(["codex", "mcp", "add"]);
    const env = words.indexOf("--bearer-token-env-var");
    return { name: words[3]!, url: words[words.indexOf("--url") + 1]!, ...(env > 0 ? { auth: `env ${words[env + 1]}` } : {}) };
  }
  if (line.format === "command" && line.client === "gemini") {
    const words = shellWords(t);
    expect(words.slice(0, 3)).toEqual(["gemini", "mcp", "add"]);
    const rest = words.slice(3, -2);
    expect(rest.join(" ")).toContain("--transport http");
    const header = rest.indexOf("--header");
    return { name: words.at(-2)!, url: words.at(-1)!, ...(header >= 0 ? { auth: rest[header + 1]!.replace(/^Authorization: /, "") } : {}) };
  }
  if (line.format === "yaml") {
    const servers = (parseYaml(t) as { mcp_servers: Record<string, Record<string, unknown>> }).mcp_servers;
    const [name, entry] = Object.entries(servers)[0]!;
    return { name, url: entry.url as string, auth: (entry.headers as Record<string, string> | undefined)?.Authorization };
  }
  if (line.format === "link" && line.client === "cursor") {
    const u = new URL(t);
    expect(`${u.protocol}//${u.host}${u.pathname}`).toBe("cursor://anysphere.cursor-deeplink/mcp/install");
    const config = JSON.parse(Buffer.from(u.searchParams.get("config")!, "base64").toString("utf8"));
    return { name: u.searchParams.get("name")!, url: config.url, auth: config.headers?.Authorization };
  }
  if (line.format === "link" && line.client === "vscode") {
    expect(t.startsWith("vscode:mcp/install?")).toBe(true);
    const obj = JSON.parse(decodeURIComponent(t.slice("vscode:mcp/install?".length)));
    expect(obj.type).toBe("http");
    return { name: obj.name, url: obj.url, auth: obj.headers?.Authorization };
  }
  if (line.format === "command" && line.client === "vscode") {
    const words = shellWords(t);
    expect(words.slice(0, 2)).toEqual(["code", "--add-mcp"]);
    const obj = JSON.parse(words[2]!);
    return { name: obj.name, url: obj.url, auth: obj.headers?.Authorization };
  }
  if (line.format === "command" && line.client === "claude") {
    const words = shellWords(t);
    expect(words.slice(0, 3)).toEqual(["claude", "mcp", "add"]);
    // Every option (and its value) comes before the name; the name and url are the last two words.
    const rest = words.slice(3, -2);
    for (let i = 0; i < rest.length; i += 2) expect(rest[i]).toMatch(/^--/);
    expect(rest.slice(0, 2)).toEqual(["--transport", "http"]);
    const header = rest[rest.indexOf("--header") + 1];
    return { name: words.at(-2)!, url: words.at(-1)!, ...(rest.includes("--header") ? { auth: header!.replace(/^Authorization: /, "") } : {}) };
  }
  expect(line.format).toBe("steps");
  // UI steps quote what goes into each field.
  return { name: /Name: "([^"]+)"/.exec(t)![1]!, url: /URL: "([^"]+)"/.exec(t)![1]! };
}

/**
 * What Claude Desktop runs for an entry: npx mcp-remote directly, or sh -c sourcing the token file and
 * exec'ing npx mcp-remote. Read as sh would split the script (single quotes kept literal).
 */
function desktopReadBack(name: string, entry: { command: string; args: string[] }): { name: string; url: string; auth?: string } {
  const words = entry.command === "sh" ? shellWords(entry.args[1]!.slice(entry.args[1]!.indexOf("exec ") + 5)).map((w) => w.replace(/^"|"$/g, "")) : [entry.command, ...entry.args];
  expect(words.slice(0, 3)).toEqual(["npx", "-y", "mcp-remote@0.15.1"]);
  if (entry.command === "sh") expect(entry.args[1]).toMatch(/^set -a && \. "\$HOME\/\.config\/mcp-tokens\.env" && exec /);
  const header = words.indexOf("--header");
  return { name, url: words[3]!, ...(header > 0 ? { auth: words[header + 1]!.replace(/^Authorization:/, "") } : {}) };
}

describe("install lines: each client's own format", () => {
  it("covers every client kind, in CLIENT_KINDS order, each line valid against the schema", () => {
    const lines = buildAllInstallLines(DESK);
    expect([...new Set(lines.map((l) => l.client))]).toEqual([...CLIENT_KINDS]);
    for (const l of lines) expect(InstallLineSchema.safeParse(l).success).toBe(true);
    for (const kind of CLIENT_KINDS) expect(buildInstallLines(DESK, kind)).toEqual(lines.filter((l) => l.client === kind));
  });

  it.each(CLIENT_KINDS)("%s: every line, read as the client reads it, registers the server's name and url", (kind) => {
    for (const target of [DESK, { name: "odd name", url: "https://example.com/mcp?x=1&y=2" }]) {
      const lines = buildInstallLines(target, kind);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(readBack(line), `${line.client} ${line.format}`).toMatchObject({ name: target.name, url: target.url });
    }
  });

  it("matches the documented examples for the cursor and vscode links", () => {
    const links = buildAllInstallLines(DESK).filter((l) => l.format === "link").map((l) => l.text);
    expect(links).toContain("cursor://anysphere.cursor-deeplink/mcp/install?name=desk&config=eyJ1cmwiOiJodHRwczovL2V4YW1wbGUuY29tL2Rlc2sifQ%3D%3D");
    expect(links).toContain("vscode:mcp/install?%7B%22name%22%3A%22desk%22%2C%22type%22%3A%22http%22%2C%22url%22%3A%22https%3A%2F%2Fexample.com%2Fdesk%22%7D");
    expect(buildInstallLines(DESK, "claude")[0]?.text).toBe("claude mcp add --transport http desk https://example.com/desk");
  });

  it("claude-desktop never offers a bare url in claude_desktop_config.json", () => {
    const config = buildInstallLines(DESK, "claude-desktop").find((l) => l.format === "json")!;
    expect(JSON.parse(config.text).mcpServers.desk.url).toBeUndefined();
    expect(buildInstallLines(DESK, "claude-desktop").map((l) => l.format)).toEqual(["steps", "json"]);
  });

  it("grok's tool block has no require_approval; OpenAI's asks unless safe tools are listed", () => {
    expect(JSON.parse(buildInstallLines(DESK, "grok")[0]!.text)).toEqual({ type: "mcp", server_label: "desk", server_url: DESK.url });
    const openai = (t: object) => JSON.parse(buildInstallLines({ ...DESK, ...t }, "chatgpt").find((l) => l.format === "json")!.text);
    expect(openai({}).require_approval).toBe("always");
    expect(openai({ allowedTools: ["run_travel_job"] })).toMatchObject({ require_approval: "never", allowed_tools: ["run_travel_job"] });
  });
});

describe("install lines: a server with a Bearer token", () => {
  const secretValue = "sk-live-0123456789abcdef0123456789";
  const lines = (() => {
    // Even with the token in this process's environment, the builder never reads or writes it.
    process.env[SPECIALIST.tokenEnv] = secretValue;
    try {
      return buildAllInstallLines(SPECIALIST);
    } finally {
      delete process.env[SPECIALIST.tokenEnv];
    }
  })();

  it("never writes a token, and every token-carrying line references the variable the client's way", () => {
    const all = JSON.stringify(lines);
    expect(all).not.toContain(secretValue);
    expect(LITERAL_BEARER.test(all)).toBe(false);
    // Why each form delivers the token, from the client's own source or docs:
    // - Claude Code expands ${VAR} in url and headers (code.claude.com/docs/en/mcp, "Environment variable expansion").
    // - Claude Desktop: see token-delivery.test.ts, which runs the served entry through the real mcp-remote 0.15.1.
    // - Gemini CLI stores the header as given and expands $VAR/${VAR} when it loads settings.json
    //   (google-gemini/gemini-cli@5411f11 packages/cli/src/config/settings.ts: resolveEnvVarsInObject), after
    //   loading ~/.gemini/.env into its environment (same file, the home .gemini/.env lookup).
    // - Codex reads bearer_token_env_var at start and sends Authorization: Bearer <value> (codex-rs config
    //   types: StreamableHttp { bearer_token_env_var }); `codex mcp add --bearer-token-env-var` writes it.
    // - Hermes expands ${VAR} in headers from its process environment, which loads ~/.hermes/.env
    //   (NousResearch/hermes-agent website/docs/user-guide/features/mcp.md).
    // - Cursor and VS Code resolve ${env:VAR} (Cursor's MCP docs; VS Code's variables reference).
    const expected: Record<string, string> = {
      "claude command": "Bearer ${GROUP_SPECIALIST_TOKEN}",
      "claude json": "Bearer ${GROUP_SPECIALIST_TOKEN}",
      // mcp-remote substitutes ${VAR} in --header values from its environment, which sh filled from the env file.
      "claude-desktop json": "Bearer ${GROUP_SPECIALIST_TOKEN}",
      "gemini command": "Bearer ${GROUP_SPECIALIST_TOKEN}",
      "gemini json": "Bearer ${GROUP_SPECIALIST_TOKEN}",
      "codex command": "env GROUP_SPECIALIST_TOKEN",
      "codex toml": "env GROUP_SPECIALIST_TOKEN",
      "cursor json": "Bearer ${env:GROUP_SPECIALIST_TOKEN}",
      "cursor link": "Bearer ${env:GROUP_SPECIALIST_TOKEN}",
      "vscode json": "Bearer ${env:GROUP_SPECIALIST_TOKEN}",
      "vscode link": "Bearer ${env:GROUP_SPECIALIST_TOKEN}",
      "vscode command": "Bearer ${env:GROUP_SPECIALIST_TOKEN}",
      "hermes yaml": "Bearer ${GROUP_SPECIALIST_TOKEN}",
      // The API caller's code reads its own environment: evaluated with GROUP_SPECIALIST_TOKEN=the-token.
      "chatgpt code": "the-token",
      "grok code": "the-token",
    };
    const seen: Record<string, string | undefined> = {};
    for (const l of lines) if (l.format !== "steps") seen[`${l.client} ${l.format}`] = readBack(l).auth;
    expect(seen).toEqual(expected);
  });

  it("says where the token is kept, and the steps that cannot send one say so", () => {
    for (const l of lines) {
      if (l.format === "steps") {
        expect(l.secret).toBeUndefined();
        expect(l.note).toMatch(/no field for a static token/);
      } else {
        expect(l.secret?.env).toBe("GROUP_SPECIALIST_TOKEN");
        const where: Record<string, RegExp> = { hermes: /^~\/\.hermes\/\.env$/, chatgpt: /application's environment/, grok: /application's environment/, gemini: /~\/\.gemini\/\.env/, "claude-desktop": /mcp-tokens\.env/ };
        expect(l.secret?.keptIn).toMatch(where[l.client] ?? /shell profile/);
      }
    }
    expect(lines.find((l) => l.client === "hermes")?.note).toContain("GROUP_SPECIALIST_TOKEN=<your token> in ~/.hermes/.env");
  });

  it("quotes the claude header so the shell cannot paste the token into the config", () => {
    expect(lines[0]?.text).toBe("claude mcp add --transport http --header 'Authorization: Bearer ${GROUP_SPECIALIST_TOKEN}' easygroupflights https://mcp.easygroupflights.com/mcp");
  });
});
