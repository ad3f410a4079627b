import { buildAllInstallLines, buildHermesConfig, CLIENT_KINDS, type InstallLine, type InstallTarget, type ToolDefinition } from "@travel/shared";
import { buildClaudeDesktopConfig } from "./drop-ins.js";
import type { DiscoveryInput } from "./input.js";
import { serviceUrls } from "./urls.js";

/** /data/install.json: install lines per client, the desk first, the catalogue second, then the group specialist. */
export function buildInstallJson(input: DiscoveryInput) {
  const { config, groupSpecialist } = input;
  const urls = serviceUrls(config);
  const server = (role: string, name: string, url: string, lines: readonly InstallLine[], extra: object = {}) => ({ role, name, url, ...extra, lines: [...lines] });
  const desk: InstallTarget = { name: config.deskServerName, url: urls.desk, ...allowed(input.tools.desk) };
  const catalogue: InstallTarget = { name: config.catalogueServerName, url: urls.catalogue, ...allowed(input.tools.catalogue) };
  return {
    // Files that hold several servers must be pasted once with all of them: a second paste of
    // `mcp_servers:` (Hermes) or `mcpServers` replaces the first.
    together: [
      { client: "hermes", format: "yaml", where: "~/.hermes/config.yaml", text: buildHermesConfig([desk, catalogue]), note: "Both servers under one mcp_servers: key. Reload with /reload-mcp." },
      { client: "claude-desktop", format: "json", where: "claude_desktop_config.json", text: JSON.stringify(buildClaudeDesktopConfig(config), null, 2), note: "Both servers through the mcp-remote bridge (Node.js); same as /data/claude_desktop_config.json." },
    ],
    servers: [
      server("desk", config.deskServerName, urls.desk, buildAllInstallLines(desk)),
      server("catalogue", config.catalogueServerName, urls.catalogue, buildAllInstallLines(catalogue)),
      server("group-flight-specialist", groupSpecialist.name, groupSpecialist.url, groupSpecialist.lines, {
        token: {
          env: groupSpecialist.tokenEnv,
          note: `Its Bearer token lives in your client's profile environment file as ${groupSpecialist.tokenEnv} and is referenced by that variable; never paste it into a config.`,
        },
      }),
    ],
    clients: [...CLIENT_KINDS],
    order: "Install the desk first and the catalogue second; add the group-flight specialist only when a group job needs it.",
    auth: "The desk and the catalogue take no authentication.",
  };
}

// Only tools that declare they just read are offered for pre-approval in API tool blocks.
function allowed(tools: readonly ToolDefinition[]): { allowedTools?: string[] } {
  const readOnly = tools.filter((t) => t.annotations.readOnlyHint === true).map((t) => t.name);
  return readOnly.length ? { allowedTools: readOnly } : {};
}
