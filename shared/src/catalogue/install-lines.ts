import { CLIENT_KINDS, type ClientKind, type InstallLine } from "../schemas/install.js";
import {
  APP_ENV,
  DESKTOP_ENV,
  DESKTOP_ENV_FILE,
  GEMINI_ENV,
  HERMES_ENV,
  MCP_REMOTE,
  SHELL_PROFILE,
  type InstallTarget,
  json,
  keyedUrl,
  line,
  secretEnv,
  shellArg,
  shellQuote,
  tomlKey,
  yamlKey,
} from "./install-format.js";

export type { InstallTarget } from "./install-format.js";

type Builder = (t: InstallTarget) => InstallLine[];

/** The install lines for one client kind, in that client's own format. */
export function buildInstallLines(target: InstallTarget, client: ClientKind): InstallLine[] {
  return BUILDERS[client](target);
}

/** Install lines for every client kind, in CLIENT_KINDS order. */
export function buildAllInstallLines(target: InstallTarget): InstallLine[] {
  return CLIENT_KINDS.flatMap((client) => buildInstallLines(target, client));
}

const bearer = (env: string, ref: (e: string) => string) => `Bearer ${ref(env)}`;
const dollar = (env: string) => `\${${env}}`;
const envColon = (env: string) => `\${env:${env}}`;

/**
 * The claude_desktop_config.json entry. Claude Desktop only launches local commands from this file
 * (a `url` entry is skipped as invalid), so it runs the mcp-remote bridge. With a secret, Claude
 * Desktop neither expands ${VAR} nor passes the shell's environment, so `sh` sources an env file and
 * mcp-remote substitutes ${VAR} in the header from that environment (it does so once, in --header
 * values only: mcp-remote 0.15.1 dist, substituteEnvVars over the parsed headers). Keeping ${VAR}
 * literal in the arguments keeps the token out of the process list.
 */
export function claudeDesktopEntry(t: InstallTarget): { command: string; args: string[] } {
  if (!secretEnv(t)) return { command: "npx", args: ["-y", MCP_REMOTE, t.url, "--transport", "http-only"] };
  // mcp-remote does not expand the URL, so a URL key is expanded by sh (double quotes).
  const url = t.urlKey ? `"${keyedUrl(t, (env) => `$${env}`)}"` : shellQuote(t.url);
  const header = t.tokenEnv ? ` --header ${shellQuote(`Authorization:Bearer \${${t.tokenEnv}}`)}` : "";
  return { command: "sh", args: ["-c", `set -a && . "${DESKTOP_ENV_FILE}" && exec npx -y ${MCP_REMOTE} ${url} --transport http-only${header}`] };
}

/** The lines of one server's entry under Hermes' `mcp_servers:` (two-space indent), so entries can share one key. */
export function hermesEntry(t: InstallTarget): string[] {
  return [
    `  ${yamlKey(t.name)}:`,
    `    url: ${JSON.stringify(keyedUrl(t, dollar))}`,
    ...(t.tokenEnv ? ["    headers:", `      Authorization: ${JSON.stringify(bearer(t.tokenEnv, dollar))}`] : []),
    ...(t.allowedTools?.length ? ["    tools:", `      include: [${t.allowedTools.map((n) => JSON.stringify(n)).join(", ")}]`] : []),
  ];
}

/** One Hermes config.yaml holding every given server under a single `mcp_servers:` key. */
export function buildHermesConfig(targets: readonly InstallTarget[]): string {
  return ["mcp_servers:", ...targets.flatMap(hermesEntry)].join("\n");
}

const BUILDERS: Record<ClientKind, Builder> = {
  claude: (t) => {
    const header = t.tokenEnv ? `Authorization: ${bearer(t.tokenEnv, dollar)}` : null;
    const url = keyedUrl(t, dollar);
    // Options must come before the name; single quotes keep ${VAR} for Claude Code to expand, so the shell never pastes the token.
    const command = ["claude mcp add --transport http", header ? `--header ${shellQuote(header)}` : null, shellArg(t.name), shellArg(url)].filter(Boolean).join(" ");
    const server = { type: "http", url, ...(header ? { headers: { Authorization: bearer(t.tokenEnv!, dollar) } } : {}) };
    const env = secretEnv(t);
    const expands = env ? `Claude Code expands \${${env}} from the environment it was started in.` : undefined;
    return [
      line(t, "claude", { format: "command", where: "a terminal (Claude Code CLI)", text: command, note: expands }, SHELL_PROFILE),
      line(t, "claude", { format: "json", where: ".mcp.json at the project root (what `claude mcp add --scope project` writes)", text: json({ mcpServers: { [t.name]: server } }), note: expands }, SHELL_PROFILE),
    ];
  },
  "claude-desktop": (t) => {
    const env = secretEnv(t);
    return [
      line(t, "claude-desktop", {
        format: "steps",
        where: "Claude Desktop > Settings > Connectors",
        text: `Open Settings > Connectors > Add custom connector. Name: "${t.name}". Remote MCP server URL: "${t.url}". Leave the OAuth fields empty and click Add.`,
        note: `Claude connects from Anthropic's cloud, so the URL must be publicly reachable.${env ? " Connectors have no field for a static token or key: to send one, use the claude_desktop_config.json entry instead." : ""}`,
      }),
      line(t, "claude-desktop", {
        format: "json",
        where: "claude_desktop_config.json (macOS ~/Library/Application Support/Claude/, Windows %APPDATA%\\Claude\\)",
        text: json({ mcpServers: { [t.name]: claudeDesktopEntry(t) } }),
        note: env
          ? `Put ${env}=<your ${t.tokenEnv ? "token" : "key"}> in ~/.config/mcp-tokens.env (chmod 600): Claude Desktop gives its servers no shell environment and expands no \${VAR}, so the entry sources that file and mcp-remote reads ${env} from it. Needs Node.js and sh (macOS, Linux; on Windows run it under WSL).`
          : "A bare url entry is skipped by Claude Desktop (it launches only local commands from this file); this runs the mcp-remote bridge, which needs Node.js.",
      }, DESKTOP_ENV),
    ];
  },
  cursor: (t) => {
    const server = { url: keyedUrl(t, envColon), ...(t.tokenEnv ? { headers: { Authorization: bearer(t.tokenEnv, envColon) } } : {}) };
    const config = Buffer.from(JSON.stringify(server), "utf8").toString("base64");
    return [
      line(t, "cursor", { format: "json", where: "~/.cursor/mcp.json (every project) or .cursor/mcp.json (one project)", text: json({ mcpServers: { [t.name]: server } }) }, SHELL_PROFILE),
      line(t, "cursor", { format: "link", where: "a browser or terminal on a machine with Cursor installed (opens Cursor's install prompt)", text: `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(t.name)}&config=${encodeURIComponent(config)}` }, SHELL_PROFILE),
    ];
  },
  vscode: (t) => {
    const headers = t.tokenEnv ? { headers: { Authorization: bearer(t.tokenEnv, envColon) } } : {};
    const url = keyedUrl(t, envColon);
    const named = { name: t.name, type: "http", url, ...headers };
    return [
      line(t, "vscode", { format: "json", where: ".vscode/mcp.json (workspace) or the profile's mcp.json (MCP: Open User Configuration)", text: json({ servers: { [t.name]: { type: "http", url, ...headers } } }) }, SHELL_PROFILE),
      line(t, "vscode", { format: "link", where: "a browser on a machine with VS Code installed (use vscode-insiders: for Insiders)", text: `vscode:mcp/install?${encodeURIComponent(JSON.stringify(named))}` }, SHELL_PROFILE),
      line(t, "vscode", { format: "command", where: "a terminal (VS Code CLI)", text: `code --add-mcp ${shellQuote(JSON.stringify(named))}` }, SHELL_PROFILE),
    ];
  },
  gemini: (t) => {
    // Gemini CLI stores the header and url as given and expands $VAR/${VAR} in settings.json when it loads them
    // (packages/cli/src/config/settings.ts, resolveEnvVarsInObject); ~/.gemini/.env is loaded into that environment.
    const url = keyedUrl(t, dollar);
    const header = t.tokenEnv ? `Authorization: ${bearer(t.tokenEnv, dollar)}` : null;
    const command = ["gemini mcp add --scope user --transport http", header ? `--header ${shellQuote(header)}` : null, shellArg(t.name), shellArg(url)].filter(Boolean).join(" ");
    const server = { url, type: "http", ...(header ? { headers: { Authorization: bearer(t.tokenEnv!, dollar) } } : {}) };
    // Seen in `pnpm interop`: in a folder the user has not trusted, Gemini CLI lists the server as Disabled.
    const note = "Gemini CLI connects MCP servers only in a trusted folder: accept its trust prompt where you run it, then `gemini mcp list` shows Connected.";
    return [
      line(t, "gemini", { format: "command", where: "a terminal (Gemini CLI; --scope user writes ~/.gemini/settings.json)", text: command, note }, GEMINI_ENV),
      line(t, "gemini", { format: "json", where: "~/.gemini/settings.json (what the command writes)", text: json({ mcpServers: { [t.name]: server } }), note }, GEMINI_ENV),
    ];
  },
  codex: (t) => {
    // Codex reads a URL as given (no ${VAR} expansion), so an endpoint that needs its key in the URL cannot be added without writing the key.
    if (t.urlKey) return [];
    const command = [`codex mcp add ${shellArg(t.name)} --url ${shellArg(t.url)}`, t.tokenEnv ? `--bearer-token-env-var ${t.tokenEnv}` : null].filter(Boolean).join(" ");
    const toml = [
      `[mcp_servers.${tomlKey(t.name)}]`,
      `url = ${JSON.stringify(t.url)}`,
      ...(t.tokenEnv ? [`bearer_token_env_var = ${JSON.stringify(t.tokenEnv)}`] : []),
      ...(t.allowedTools?.length ? [`enabled_tools = [${t.allowedTools.map((n) => JSON.stringify(n)).join(", ")}]`] : []),
    ].join("\n");
    const note = t.tokenEnv ? `Codex reads ${t.tokenEnv} from its environment at each start and sends it as the Bearer token (bearer_token_env_var).` : undefined;
    return [
      line(t, "codex", { format: "command", where: "a terminal (Codex CLI; writes ~/.codex/config.toml)", text: command, note }, SHELL_PROFILE),
      line(t, "codex", { format: "toml", where: "~/.codex/config.toml", text: toml, note }, SHELL_PROFILE),
    ];
  },
  hermes: (t) => {
    const env = secretEnv(t);
    const note = env
      ? `Put ${env}=<your ${t.tokenEnv ? "token" : "key"}> in ${HERMES_ENV} (never in config.yaml); Hermes expands \${${env}} when it connects. Already have mcp_servers:? Add only the entry under it. Reload with /reload-mcp.`
      : "Already have mcp_servers:? Add only the entry under it (a second mcp_servers: key replaces the first). Reload with /reload-mcp.";
    return [line(t, "hermes", { format: "yaml", where: "~/.hermes/config.yaml", text: buildHermesConfig([t]), note }, HERMES_ENV)];
  },
  chatgpt: (t) => [
    line(t, "chatgpt", {
      format: "steps",
      where: "ChatGPT > Settings > Apps > Advanced settings",
      text: `Turn on Developer mode, then Create app. Name: "${t.name}". MCP Server URL: "${t.url}". Authentication: No authentication. Tick "I understand and want to continue", then Create.`,
      note: `ChatGPT connects from OpenAI's servers, so the URL must be publicly reachable.${secretEnv(t) ? " The app form has no field for a static token or key: send it through the Responses API tool block instead." : ""}`,
    }),
    apiToolLine(t, "chatgpt", "the tools array of an OpenAI Responses API request", true),
  ],
  grok: (t) => [apiToolLine(t, "grok", "the tools array of an xAI Responses API request (remote MCP tool)", false)],
};

/** The remote MCP tool block of the OpenAI or xAI API; with a secret it is code reading the caller's own environment. */
function apiToolLine(t: InstallTarget, client: "chatgpt" | "grok", where: string, approval: boolean): InstallLine {
  const block = {
    type: "mcp",
    server_label: t.name,
    ...(t.description ? { server_description: t.description } : {}),
    server_url: t.urlKey ? URL_SENTINEL : t.url,
    // xAI does not support require_approval; OpenAI may skip approval only for an explicit allow list.
    ...(approval ? { require_approval: t.allowedTools?.length ? "never" : "always" } : {}),
    ...(t.allowedTools?.length ? { allowed_tools: t.allowedTools } : {}),
    ...(t.tokenEnv ? { authorization: AUTH_SENTINEL } : {}),
  };
  const env = secretEnv(t);
  if (!env) return line(t, client, { format: "json", where, text: json(block) });
  const code = json(block)
    .replace(JSON.stringify(AUTH_SENTINEL), `process.env.${t.tokenEnv}`)
    .replace(JSON.stringify(URL_SENTINEL), `\`${keyedUrl(t, (e) => `\${process.env.${e}}`)}\``);
  return line(t, client, { format: "code", where: `${where} (JavaScript)`, text: code, note: `Your code passes the secret from its own environment (process.env.${env}); there is no user-side env file.` }, APP_ENV);
}

const AUTH_SENTINEL = "\u0000authorization-from-env\u0000";
const URL_SENTINEL = "\u0000url-with-key-from-env\u0000";
