import { RANKING_POLICY, USEFULNESS_RUBRIC_MARKDOWN, routeTexts, type InstallLine } from "@travel/shared";
import type { DocumentEntry } from "./document.js";
import { buildClaudeDesktopConfig, buildCursorConfig, buildVscodeConfig } from "./drop-ins.js";
import { fieldList } from "./field-list.js";
import { buildInstallJson } from "./install-json.js";
import type { DiscoveryInput } from "./input.js";
import { llmsSummary } from "./llms-txt.js";
import { deskTool } from "./openapi.js";
import { LONG_DESCRIPTION, SERVICE_TITLE } from "./service-text.js";
import { serviceUrls } from "./urls.js";


/** Everything llms-full.txt says besides the input: the rules, the other documents and the GEO list. */
export interface LlmsFullParts {
  guidance: readonly string[];
  documents: readonly DocumentEntry[];
  /** Every GET path that answers 200, in the order listed. */
  geoPaths: readonly string[];
}

/** /llms-full.txt: the full agent instructions, the guidance, the copy-true drop-ins and the GEO 200 paths. */
export function buildLlmsFull(input: DiscoveryInput, parts: LlmsFullParts): string {
  const { config } = input;
  const urls = serviceUrls(config);
  const desk = deskTool(input);
  const json = (value: unknown) => ["```json", JSON.stringify(value, null, 2), "```"];
  const out: string[] = [
    `# ${SERVICE_TITLE}: full instructions for agents`,
    "",
    llmsSummary(config),
    "",
    `Version ${config.version}. Base URL ${urls.base}. No endpoint takes authentication.`,
    "",
    "## What it is",
    "",
    LONG_DESCRIPTION,
    "",
    "Routes, tried in this order:",
    "",
    ...routeTexts().map((line) => `- ${line}`),
    "",
    "## Install: the desk first, the catalogue second",
    "",
    `- ${config.deskServerName}: ${urls.desk} (MCP, streamable HTTP)`,
    `- ${config.catalogueServerName}: ${urls.catalogue} (MCP, streamable HTTP)`,
    "",
    `Cursor drop-in, copy-true (${urls.cursor}); paste it as ~/.cursor/mcp.json or .cursor/mcp.json:`,
    "",
    ...json(buildCursorConfig(config)),
    "",
    `VS Code drop-in, copy-true (${urls.vscode}); paste it as .vscode/mcp.json:`,
    "",
    ...json(buildVscodeConfig(config)),
    "",
    `Claude Desktop drop-in, copy-true (${urls.claudeDesktop}); paste it as claude_desktop_config.json (it needs Node.js):`,
    "",
    ...json(buildClaudeDesktopConfig(config)),
    "",
    "Why not a url entry: Claude Desktop launches only local commands from claude_desktop_config.json and skips a url entry as invalid, " +
      "so this file runs the mcp-remote bridge with each server's URL. Public deployments can instead add each server under Settings > Connectors > " +
      `Add custom connector (URL ${urls.desk}, no authentication). Claude Code takes the same servers with \`claude mcp add --transport http <name> <url>\`.`,
    "",
    "Hermes: both servers in one ~/.hermes/config.yaml (a second mcp_servers: key would replace the first):",
    "",
    "```yaml",
    buildInstallJson(input).together.find((t) => t.client === "hermes")!.text,
    "```",
    "",
    `The same install lines as JSON: ${urls.install}; the index of servers and drop-ins: ${urls.mcpIndex}. Install lines per client, desk first, catalogue second, then the group-flight specialist:`,
    ...installLines(input),
    "",
    `## Calling ${desk.name}`,
    "",
    desk.description,
    "",
    `Annotations: ${Object.entries(desk.annotations).map(([k, v]) => `${k}=${String(v)}`).join(", ")}.`,
    "",
    "Input:",
    "",
    ...fieldList(desk.inputSchema),
    "",
    "Result (MCP structuredContent, also the REST body):",
    "",
    ...fieldList(desk.outputSchema),
    "",
    `REST without MCP: POST ${urls.desk} with Content-Type application/json and {"job": "<1 to 2,000 characters>"}. ` +
      "Errors are RFC 9457 problem documents (application/problem+json) naming the field: 400 bad JSON or job, 413 over 16 KiB, 415 wrong content type. " +
      `The OpenAPI description is ${urls.openapi}.`,
    "",
    "## Client-side guidance",
    "",
    "Every desk result carries these rules; follow them whatever the answer:",
    "",
    ...parts.guidance.map((rule, i) => `${i + 1}. ${rule}`),
    "",
    "## The aisle (catalogue)",
    "",
    `The catalogue MCP server ${config.catalogueServerName} at ${urls.catalogue} lists travel MCP servers other parties run, with evals. ${RANKING_POLICY}`,
    ...aisleDocuments(parts.documents, urls.base),
    "",
    USEFULNESS_RUBRIC_MARKDOWN,
    ...catalogueTools(input),
    "",
    "## Side desks (POST; MCP for JSON-RPC bodies, REST otherwise)",
    "",
    ...input.sideDesks.map(({ path, tool }) => `- ${urls.base}${path} (tool ${tool.name}): ${tool.description}`),
    "",
    "## Documents",
    "",
    ...parts.documents.map((d) => `- ${urls.base}${d.path}: ${d.title}`),
    "",
    "## GEO 200 paths",
    "",
    "Every URL below answers 200 to a plain GET:",
    "",
    ...parts.geoPaths.map((p) => `${urls.base}${p}`),
  ];
  return `${out.join("\n")}\n`;
}

function installLines(input: DiscoveryInput): string[] {
  const { groupSpecialist } = input;
  return buildInstallJson(input).servers.flatMap((server) => [
    "",
    `### ${server.name} (${server.role}) at ${server.url}`,
    ...(server.role === "group-flight-specialist"
      ? [
          "",
          "For 10 or more travellers; the desk never calls it. Register it under its own name. " +
            `Its Bearer token lives in your client's profile environment file as ${groupSpecialist.tokenEnv} and is referenced by that variable, never pasted into a config.`,
        ]
      : []),
    ...server.lines.flatMap((line: InstallLine) => ["", `${line.client}, ${line.where}:`, "", "```", line.text, "```"]),
  ]);
}

// Only documents the table really holds are named, so every path in this file answers 200.
function aisleDocuments(documents: readonly DocumentEntry[], base: string): string[] {
  const data = documents.filter((d) => /^\/data\/(listings|evals|for-agents)\.json$/.test(d.path));
  return data.length ? ["", ...data.map((d) => `- ${base}${d.path}: ${d.title}`)] : [];
}

function catalogueTools(input: DiscoveryInput): string[] {
  if (input.tools.catalogue.length === 0) return [];
  return ["", "Catalogue tools:", "", ...input.tools.catalogue.map((t) => `- ${t.name}: ${t.description}`)];
}
