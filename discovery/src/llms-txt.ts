import type { Config } from "@travel/shared";
import type { DocumentEntry } from "./document.js";
import type { DiscoveryInput } from "./input.js";
import { POLICY, SERVICE_TITLE } from "./service-text.js";
import { serviceUrls } from "./urls.js";

const SECTIONS = ["Docs", "Install", "Data", "Optional"] as const;
type Section = (typeof SECTIONS)[number];

const INSTALL_PATHS = new Set(["/data/install.json", "/data/mcp.json", "/data/cursor-mcp.json", "/data/claude_desktop_config.json", "/data/vscode-mcp.json"]);

/** Which llms.txt section a document is listed under; `.well-known` documents are for crawlers, so Optional. */
export function llmsSection(path: string): Section {
  if (INSTALL_PATHS.has(path)) return "Install";
  if (path.startsWith("/data/")) return "Data";
  if (path.startsWith("/.well-known/")) return "Optional";
  return "Docs";
}

/** The one-paragraph summary both llms files open with. */
export function llmsSummary(config: Config): string {
  const urls = serviceUrls(config);
  return `> A public, non-booking travel desk for AI agents: the MCP server ${config.deskServerName} at ${urls.desk} (streamable HTTP, no authentication) with one tool, run_travel_job, that turns a travel job in plain language into advice. ${POLICY}`;
}

/** /llms.txt: H1, summary blockquote, a short body, link sections and `## Optional` (llmstxt.org). */
export function buildLlmsTxt(input: DiscoveryInput, documents: readonly DocumentEntry[], guidance: readonly string[]): string {
  const { config } = input;
  const urls = serviceUrls(config);
  const lines = [
    `# ${SERVICE_TITLE}`,
    "",
    llmsSummary(config),
    "",
    `Install the desk MCP server first (${urls.desk}) and the catalogue MCP server ${config.catalogueServerName} second (${urls.catalogue}). ` +
      `Without MCP: POST ${urls.desk} with {"job": "<the travel job>"}.`,
    "",
    "Client-side rules, whatever the desk answers:",
    "",
    ...guidance.map((rule, i) => `${i + 1}. ${rule}`),
    "",
    "## MCP servers",
    "",
    `- [${config.deskServerName}](${urls.desk}): the travel desk; tool ${input.tools.desk.map((t) => t.name).join(", ")}`,
    `- [${config.catalogueServerName}](${urls.catalogue}): the catalogue of travel MCP servers (the aisle)${toolList(input.tools.catalogue)}`,
  ];
  for (const section of SECTIONS) {
    const entries = documents.filter((d) => llmsSection(d.path) === section);
    if (entries.length === 0) continue;
    lines.push("", `## ${section}`, "", ...entries.map((d) => `- [${d.path}](${urls.base}${d.path}): ${d.title}`));
  }
  return `${lines.join("\n")}\n`;
}

function toolList(tools: DiscoveryInput["tools"]["catalogue"]): string {
  return tools.length ? `; tools ${tools.map((t) => t.name).join(", ")}` : "";
}
