import type { ClientKind, InstallLine } from "../schemas/install.js";
import { DESKTOP_ENV, DESKTOP_ENV_FILE, GEMINI_ENV, HERMES_ENV, SHELL_PROFILE, json, shellArg, shellQuote, tomlKey, yamlKey } from "./install-format.js";

/** A server the user runs on their own machine (stdio): the command that starts it and the env vars it reads. */
export interface LocalInstallTarget {
  name: string;
  command: string;
  args: string[];
  /** Env vars the server reads (API keys); clients are told to pass them through, never given a value. */
  env: string[];
}

const argv = (t: LocalInstallTarget) => [t.command, ...t.args].map(shellArg).join(" ");

function local(t: LocalInstallTarget, client: ClientKind, format: InstallLine["format"], where: string, text: string, keptIn: string, note?: string): InstallLine {
  const [env] = t.env;
  return { client, server: t.name, url: `local: ${[t.command, ...t.args].join(" ")}`, format, where, text, ...(note ? { note } : {}), ...(env ? { secret: { env, keptIn } } : {}) };
}

const passThrough = (t: LocalInstallTarget, ref: (e: string) => string) => (t.env.length ? { env: Object.fromEntries(t.env.map((e) => [e, ref(e)])) } : {});

type Builder = (t: LocalInstallTarget) => InstallLine[];

const BUILDERS: Partial<Record<ClientKind, Builder>> = {
  // Claude Code starts stdio servers with its own environment, so an exported key reaches the server.
  claude: (t) => [local(t, "claude", "command", "a terminal (Claude Code CLI)", `claude mcp add ${shellArg(t.name)} -- ${argv(t)}`, SHELL_PROFILE)],
  "claude-desktop": (t) => {
    // Claude Desktop passes no shell environment: a server that needs a key sources the env file first.
    const entry = t.env.length
      ? { command: "sh", args: ["-c", `set -a && . "${DESKTOP_ENV_FILE}" && exec ${argv(t)}`] }
      : { command: t.command, args: [...t.args] };
    return [local(t, "claude-desktop", "json", "claude_desktop_config.json", json({ mcpServers: { [t.name]: entry } }), DESKTOP_ENV, t.env.length ? `Put ${t.env.join(", ")} in ~/.config/mcp-tokens.env (NAME=value lines, chmod 600).` : undefined)];
  },
  cursor: (t) => [local(t, "cursor", "json", "~/.cursor/mcp.json", json({ mcpServers: { [t.name]: { command: t.command, args: t.args, ...passThrough(t, (e) => `\${env:${e}}`) } } }), SHELL_PROFILE)],
  vscode: (t) => [local(t, "vscode", "json", ".vscode/mcp.json", json({ servers: { [t.name]: { type: "stdio", command: t.command, args: t.args, ...passThrough(t, (e) => `\${env:${e}}`) } } }), SHELL_PROFILE)],
  gemini: (t) => {
    const env = t.env.map((e) => `--env ${shellQuote(`${e}=\${${e}}`)}`).join(" ");
    return [local(t, "gemini", "command", "a terminal (Gemini CLI)", ["gemini mcp add --scope user", env, shellArg(t.name), argv(t)].filter(Boolean).join(" "), GEMINI_ENV)];
  },
  codex: (t) => {
    // Codex forwards only whitelisted variables to stdio servers: env_vars names them without values.
    const toml = [`[mcp_servers.${tomlKey(t.name)}]`, `command = ${JSON.stringify(t.command)}`, `args = [${t.args.map((a) => JSON.stringify(a)).join(", ")}]`, ...(t.env.length ? [`env_vars = [${t.env.map((e) => JSON.stringify(e)).join(", ")}]`] : [])].join("\n");
    return [local(t, "codex", "toml", "~/.codex/config.toml", toml, SHELL_PROFILE)];
  },
  hermes: (t) => {
    const yaml = ["mcp_servers:", `  ${yamlKey(t.name)}:`, `    command: ${JSON.stringify(t.command)}`, `    args: [${t.args.map((a) => JSON.stringify(a)).join(", ")}]`, ...(t.env.length ? ["    env:", ...t.env.map((e) => `      ${e}: ${JSON.stringify(`\${${e}}`)}`)] : [])].join("\n");
    return [local(t, "hermes", "yaml", "~/.hermes/config.yaml", yaml, HERMES_ENV)];
  },
};

/** Install lines for a server the user runs locally; ChatGPT and Grok call from the cloud, so they get none. */
export function buildLocalInstallLines(target: LocalInstallTarget, client: ClientKind): InstallLine[] {
  return BUILDERS[client]?.(target) ?? [];
}
