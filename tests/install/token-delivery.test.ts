import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { buildInstallLines } from "@travel/shared";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeListedServer, type FakeListedServer } from "../helpers/fake-listed-server.js";

// Does the served Claude Desktop line really deliver the token? Run it as Claude Desktop does: the
// entry's command and args, spawned with only the entry's env on top of a minimal environment (Claude
// Desktop gives stdio servers no shell profile and expands no ${VAR}; the SDK's StdioClientTransport
// does the same: getDefaultEnvironment() is HOME, LOGNAME, PATH, SHELL, TERM, USER). The real
// mcp-remote 0.15.1 runs (npx is shimmed to the installed copy, since the test has no network); it
// substitutes ${VAR} in --header values from its own process environment, once (dist: substituteEnvVars
// applied to each parsed header), which is why the old `env: {AUTH_HEADER: "Bearer ${TOKEN}"}` entry sent
// the literal text. The fake server records what arrives.
const TOKEN = "test-token-for-delivery-0001";
const ENV = "GROUP_SPECIALIST_TOKEN";

let home: string;
let fake: FakeListedServer;

beforeAll(async () => {
  fake = await startFakeListedServer("mcp", [{ name: "egf_search_flights" }]);
  home = mkdtempSync(join(tmpdir(), "desktop-home-"));
  mkdirSync(join(home, ".config"), { recursive: true });
  writeFileSync(join(home, ".config", "mcp-tokens.env"), `${ENV}=${TOKEN}\n`, { mode: 0o600 });
  const bin = join(home, "bin");
  mkdirSync(bin);
  const proxy = createRequire(import.meta.url).resolve("mcp-remote/dist/proxy.js");
  // `npx -y mcp-remote@0.15.1 ARGS` becomes `node <installed mcp-remote 0.15.1> ARGS`.
  writeFileSync(join(bin, "npx"), `#!/bin/sh\n[ "$1" = "-y" ] && shift\n[ "$1" = "mcp-remote@0.15.1" ] || exit 64\nshift\nexec "${process.execPath}" "${proxy}" "$@"\n`);
  chmodSync(join(bin, "npx"), 0o755);
});

afterAll(async () => {
  await fake?.close();
  if (home) rmSync(home, { recursive: true, force: true });
});

describe("the Claude Desktop line delivers the specialist's token", () => {
  it("sends Authorization: Bearer <token> read from ~/.config/mcp-tokens.env, and the token is nowhere in the config", async () => {
    const [, config] = buildInstallLines({ name: "specialist", url: fake.url, tokenEnv: ENV }, "claude-desktop");
    expect(config!.text).not.toContain(TOKEN);
    const entry = (JSON.parse(config!.text) as { mcpServers: Record<string, { command: string; args: string[]; env?: Record<string, string> }> }).mcpServers["specialist"]!;
    const transport = new StdioClientTransport({
      command: entry.command,
      args: entry.args,
      env: { ...entry.env, HOME: home, PATH: `${join(home, "bin")}:/usr/bin:/bin` },
      stderr: "pipe",
    });
    const client = new Client({ name: "claude-desktop-stand-in", version: "1.0.0" });
    try {
      await client.connect(transport);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(["egf_search_flights"]);
    } finally {
      await client.close();
    }
    expect(fake.authorizations.length).toBeGreaterThan(0);
    expect(new Set(fake.authorizations)).toEqual(new Set([`Bearer ${TOKEN}`]));
  }, 30_000);
});
