// pnpm interop: tries the served install lines as a new user would, in the real CLIs.
// Installs Claude Code, Gemini CLI and Codex from npm into the ignored .interop/ folder, starts the
// desk on a free loopback port, and with a throw-away HOME runs the `command` lines of /data/install.json
// verbatim for the desk and the catalogue, then each client's own `mcp list`. No API key is needed for
// adding or listing; nothing here is part of `pnpm check`. Every step has a time limit.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServerBundle, freePort } from "@travel/workbench";

const root = fileURLToPath(new URL("..", import.meta.url));
const tools = join(root, ".interop");
const CLIS = { claude: "@anthropic-ai/claude-code@2.1.328", gemini: "@google/gemini-cli@0.61.0", codex: "@openai/codex@0.169.0" } as const;
const STEP_MS = 90_000;

interface Line {
  client: string;
  format: string;
  text: string;
}

/** Runs a shell line with the throw-away HOME and the installed CLIs first on PATH; never longer than STEP_MS. */
function run(line: string, home: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn("sh", ["-c", line], {
      cwd: home,
      env: { HOME: home, PATH: `${join(tools, "node_modules", ".bin")}:${process.env.PATH ?? ""}`, TERM: "dumb", NO_COLOR: "1", CI: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const timer = setTimeout(() => {
      out += `\n[interop: stopped after ${STEP_MS / 1000} s]`;
      child.kill("SIGKILL");
    }, STEP_MS);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, out: out.trim() });
    });
  });
}

function report(title: string, result: { code: number | null; out: string }): void {
  console.log(`\n$ ${title}\n  exit ${result.code}\n${result.out.split("\n").slice(0, 25).map((l) => `  | ${l}`).join("\n")}`);
}

mkdirSync(tools, { recursive: true });
console.log(`Installing ${Object.values(CLIS).join(", ")} into .interop/ ...`);
try {
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--prefix", tools, ...Object.values(CLIS)], { stdio: "inherit", timeout: 600_000 });
} catch (error) {
  console.log(`npm install failed: ${(error as Error).message}`);
}

const port = await freePort();
const base = `http://localhost:${port}`;
const server = spawn(process.execPath, [buildServerBundle()], {
  cwd: root,
  env: { PATH: process.env.PATH ?? "", PORT: String(port), HOST: "127.0.0.1", BASE_URL: base, LOG_LEVEL: "silent" },
  stdio: "ignore",
});
// Under .interop/, not /tmp: Codex refuses to create its helper links under a temporary directory.
const home = mkdtempSync(join(tools, "home-"));
try {
  let install: { servers: { role: string; lines: Line[] }[] } | undefined;
  for (let i = 0; i < 100 && !install; i++) {
    install = await fetch(`${base}/data/install.json`).then((r) => (r.ok ? (r.json() as Promise<typeof install>) : undefined), () => undefined);
    if (!install) await new Promise((r) => setTimeout(r, 100));
  }
  if (!install) throw new Error("the desk did not start");
  console.log(`\nDesk at ${base}; throw-away HOME ${home}`);
  for (const client of Object.keys(CLIS)) {
    for (const role of ["desk", "catalogue"]) {
      const line = install.servers.find((s) => s.role === role)?.lines.find((l) => l.client === client && l.format === "command");
      if (line) report(line.text, await run(line.text, home));
    }
    if (client === "gemini") {
      // What a new user does when Gemini asks whether to trust the folder it runs in: without it, Gemini
      // disables every MCP server ("this folder is untrusted") and never tries to connect.
      mkdirSync(join(home, ".gemini"), { recursive: true });
      writeFileSync(join(home, ".gemini", "trustedFolders.json"), JSON.stringify({ [home]: "TRUST_FOLDER" }));
      console.log(`\n(trusting ${home} for Gemini CLI, as its first-run prompt would)`);
    }
    report(`${client} mcp list`, await run(`${client} mcp list`, home));
  }
  // The acceptance's negative case: a bare url entry is not a valid Claude Code configuration.
  const bare = `claude mcp add-json x '{"url":"${base}/desk"}'`;
  report(bare, await run(bare, home));
} finally {
  server.kill();
  rmSync(home, { recursive: true, force: true });
}
