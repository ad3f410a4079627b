import { CLIENT_KINDS, type ClientKind, type InstallLine } from "../schemas/install.js";

/** A server to install: its registered name, its MCP url, and the env var holding its token if it needs one. */
export interface InstallTarget {
  name: string;
  url: string;
  description?: string;
  /** Name of the env var that holds a Bearer token; the token itself is never written anywhere. */
  tokenEnv?: string;
  /**
   * Tools an API caller may allow (search and quote only). When given, the OpenAI and xAI tool
   * blocks list them and OpenAI's `require_approval` is "never"; otherwise OpenAI asks every time.
   */
  allowedTools?: string[];
}

type LineFields = Pick<InstallLine, "format" | "where" | "text"> & { note?: string | undefined };
type Builder = (t: InstallTarget) => InstallLine[];

const SHELL_PROFILE = "your shell profile (~/.zshrc or ~/.bashrc): export the variable there";
const HERMES_ENV = "~/.hermes/.env";
const APP_ENV = "your application's environment (e.g. a .env file your code loads), never the request source";

/** The install lines for one client kind, in that client's own format. */
export function buildInstallLines(target: InstallTarget, client: ClientKind): InstallLine[] {
  return BUILDERS[client](target);
}

/** Install lines for every client kind, in CLIENT_KINDS order. */
export function buildAllInstallLines(target: InstallTarget): InstallLine[] {
  return CLIENT_KINDS.flatMap((client) => buildInstallLines(target, client));
}

const BUILDERS: Record<ClientKind, Builder> = {
  claude: (t) => {
    const header = t.tokenEnv ? `Authorization: Bearer \${${t.tokenEnv}}` : null;
    // Options must come before the name; single quotes keep ${VAR} for Claude Code to expand, so the shell never pastes the token.
    const command = ["claude mcp add --transport http", header ? `--header ${shellQuote(header)}` : null, shellArg(t.name), shellArg(t.url)].filter(Boolean).join(" ");
    const server = { type: "http", url: t.url, ...(header ? { headers: { Authorization: `Bearer \${${t.tokenEnv}}` } } : {}) };
    const expands = t.tokenEnv ? `Claude Code expands \${${t.tokenEnv}} from the environment it was started in.` : undefined;
    return [
      line(t, "claude", { format: "command", where: "a terminal (Claude Code CLI)", text: command, note: expands }, SHELL_PROFILE),
      line(t, "claude", { format: "json", where: ".mcp.json at the project root (what `claude mcp add --scope project` writes)", text: json({ mcpServers: { [t.name]: server } }), note: expands }, SHELL_PROFILE),
    ];
  },
  "claude-desktop": (t) => {
    const args = ["mcp-remote", t.url, "--transport", "http-only", ...(t.tokenEnv ? ["--header", "Authorization:${AUTH_HEADER}"] : [])];
    const entry = { command: "npx", args, ...(t.tokenEnv ? { env: { AUTH_HEADER: `Bearer \${${t.tokenEnv}}` } } : {}) };
    return [
      line(t, "claude-desktop", {
        format: "steps",
        where: "Claude Desktop > Settings > Connectors",
        text: `Open Settings > Connectors > Add custom connector. Name: "${t.name}". Remote MCP server URL: "${t.url}". Leave the OAuth fields empty and click Add.`,
        note: `Claude connects from Anthropic's cloud, so the URL must be publicly reachable.${t.tokenEnv ? " Connectors have no field for a static Bearer token: to send one, use the claude_desktop_config.json entry instead." : ""}`,
      }),
      line(t, "claude-desktop", {
        format: "json",
        where: "claude_desktop_config.json (macOS ~/Library/Application Support/Claude/, Windows %APPDATA%\\Claude\\)",
        text: json({ mcpServers: { [t.name]: entry } }),
        note: `A bare url entry is not supported in this file; this runs the mcp-remote stdio bridge (needs Node.js).${t.tokenEnv ? ` mcp-remote expands \${AUTH_HEADER} from its environment, which references ${t.tokenEnv}; the token itself is never written here.` : ""}`,
      }, SHELL_PROFILE),
    ];
  },
  cursor: (t) => {
    const server = { url: t.url, ...(t.tokenEnv ? { headers: { Authorization: `Bearer \${env:${t.tokenEnv}}` } } : {}) };
    const config = Buffer.from(JSON.stringify(server), "utf8").toString("base64");
    return [
      line(t, "cursor", { format: "json", where: "~/.cursor/mcp.json (every project) or .cursor/mcp.json (one project)", text: json({ mcpServers: { [t.name]: server } }) }, SHELL_PROFILE),
      line(t, "cursor", { format: "link", where: "a browser or terminal on a machine with Cursor installed (opens Cursor's install prompt)", text: `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(t.name)}&config=${encodeURIComponent(config)}` }, SHELL_PROFILE),
    ];
  },
  vscode: (t) => {
    const headers = t.tokenEnv ? { headers: { Authorization: `Bearer \${env:${t.tokenEnv}}` } } : {};
    const server = { type: "http", url: t.url, ...headers };
    const named = { name: t.name, type: "http", url: t.url, ...headers };
    return [
      line(t, "vscode", { format: "json", where: ".vscode/mcp.json (workspace) or the profile's mcp.json (MCP: Open User Configuration)", text: json({ servers: { [t.name]: server } }) }, SHELL_PROFILE),
      line(t, "vscode", { format: "link", where: "a browser on a machine with VS Code installed (use vscode-insiders: for Insiders)", text: `vscode:mcp/install?${encodeURIComponent(JSON.stringify(named))}` }, SHELL_PROFILE),
      line(t, "vscode", { format: "command", where: "a terminal (VS Code CLI)", text: `code --add-mcp ${shellQuote(JSON.stringify(named))}` }, SHELL_PROFILE),
    ];
  },
  hermes: (t) => {
    const yaml = [
      "mcp_servers:",
      `  ${yamlKey(t.name)}:`,
      `    url: ${JSON.stringify(t.url)}`,
      ...(t.tokenEnv ? ["    headers:", `      Authorization: ${JSON.stringify(`Bearer \${${t.tokenEnv}}`)}`] : []),
    ].join("\n");
    const note = t.tokenEnv
      ? `Put ${t.tokenEnv}=<your token> in ${HERMES_ENV} (never in config.yaml); Hermes expands \${${t.tokenEnv}} when it connects. Reload with /reload-mcp.`
      : "Reload with /reload-mcp.";
    return [line(t, "hermes", { format: "yaml", where: "~/.hermes/config.yaml", text: yaml, note }, HERMES_ENV)];
  },
  chatgpt: (t) => [
    line(t, "chatgpt", {
      format: "steps",
      where: "ChatGPT > Settings > Apps > Advanced settings",
      text: `Turn on Developer mode, then Create app. Name: "${t.name}". MCP Server URL: "${t.url}". Authentication: No authentication. Tick "I understand and want to continue", then Create.`,
      note: `ChatGPT connects from OpenAI's servers, so the URL must be publicly reachable.${t.tokenEnv ? " The app form has no field for a static Bearer token: send it through the Responses API tool block instead." : ""}`,
    }),
    apiToolLine(t, "chatgpt", "the tools array of an OpenAI Responses API request", true),
  ],
  grok: (t) => [apiToolLine(t, "grok", "the tools array of an xAI Responses API request (remote MCP tool)", false)],
};

/** The remote MCP tool block of the OpenAI or xAI API; with a token it is code reading the caller's own environment. */
function apiToolLine(t: InstallTarget, client: "chatgpt" | "grok", where: string, approval: boolean): InstallLine {
  const allowed = t.allowedTools?.length ? { allowed_tools: t.allowedTools } : {};
  const block = {
    type: "mcp",
    server_label: t.name,
    ...(t.description ? { server_description: t.description } : {}),
    server_url: t.url,
    // xAI does not support require_approval.
    ...(approval ? { require_approval: t.allowedTools?.length ? "never" : "always" } : {}),
    ...allowed,
    ...(t.tokenEnv ? { authorization: AUTH_SENTINEL } : {}),
  };
  if (!t.tokenEnv) return line(t, client, { format: "json", where, text: json(block) });
  const code = json(block).replace(JSON.stringify(AUTH_SENTINEL), `process.env.${t.tokenEnv}`);
  return line(t, client, { format: "code", where: `${where} (JavaScript)`, text: code, note: `Your code passes the token from its own environment (process.env.${t.tokenEnv}); there is no user-side env file.` }, APP_ENV);
}

const AUTH_SENTINEL = "\u0000authorization-from-env\u0000";

function line(t: InstallTarget, client: ClientKind, fields: LineFields, keptIn?: string): InstallLine {
  const { note, ...rest } = fields;
  return {
    client,
    server: t.name,
    url: t.url,
    ...rest,
    ...(note ? { note } : {}),
    ...(t.tokenEnv && keptIn ? { secret: { env: t.tokenEnv, keptIn } } : {}),
  };
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** A shell word: bare when it is plainly safe, else single-quoted. */
function shellArg(word: string): string {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(word) ? word : shellQuote(word);
}

function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

function yamlKey(key: string): string {
  return /^[A-Za-z0-9_.-]+$/.test(key) ? key : JSON.stringify(key);
}
