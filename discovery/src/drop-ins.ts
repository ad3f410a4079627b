import { claudeDesktopEntry, type Config } from "@travel/shared";
import { serviceUrls } from "./urls.js";

// The three drop-ins are copy-true: each is exactly the file its client reads, with nothing else in
// it (no comments, no extra keys), desk first and catalogue second. Explanations live in llms-full.txt.

/** The two servers as one client's entries, keyed by name: the desk first, the catalogue second. */
function bothServers<T>(config: Config, entry: (target: { name: string; url: string }) => T): Record<string, T> {
  const urls = serviceUrls(config);
  return {
    [config.deskServerName]: entry({ name: config.deskServerName, url: urls.desk }),
    [config.catalogueServerName]: entry({ name: config.catalogueServerName, url: urls.catalogue }),
  };
}

/** /data/cursor-mcp.json: paste as ~/.cursor/mcp.json or .cursor/mcp.json. */
export function buildCursorConfig(config: Config) {
  return { mcpServers: bothServers(config, ({ url }) => ({ url })) };
}

/**
 * /data/claude_desktop_config.json. docs/DESIGN.md section 11 asks for `mcpServers.<desk>.url`, but Claude Desktop
 * launches only local commands from this file and skips a `url` entry as "not a valid MCP server
 * configuration", so no single entry can keep `url` and work. It serves what works: the mcp-remote
 * bridge, with the desk's url as its argument (docs/decisions.md).
 */
export function buildClaudeDesktopConfig(config: Config) {
  return { mcpServers: bothServers(config, claudeDesktopEntry) };
}

/** /data/vscode-mcp.json: paste as .vscode/mcp.json (VS Code's top-level key is `servers`). */
export function buildVscodeConfig(config: Config) {
  return { servers: bothServers(config, ({ url }) => ({ type: "http", url })) };
}

/** /data/mcp.json: an index of the two MCP servers and the drop-ins; not a client config. */
export function buildMcpIndex(config: Config) {
  const urls = serviceUrls(config);
  return {
    copyTrue: false,
    note: "This is an index, not a client config: do not paste it into a client. Use one of the drop-ins below, or the install lines.",
    servers: {
      [config.deskServerName]: { role: "desk", install: "first", transport: "streamable-http", url: urls.desk, serverCard: urls.serverCard, auth: "none" },
      [config.catalogueServerName]: { role: "catalogue", install: "second", transport: "streamable-http", url: urls.catalogue, auth: "none" },
    },
    dropIns: { cursor: urls.cursor, "claude-desktop": urls.claudeDesktop, vscode: urls.vscode },
    install: urls.install,
  };
}
