import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { bindTool, registerToolFromDefinition, runTravelJobTool, type Config, type ToolBinding } from "@travel/shared";
import type { DeskRunner } from "../context/ports.js";
import type { ServerIdentity } from "../http/modern-handler.js";

/** The desk's identity, the same on every protocol revision it serves. */
export function deskIdentity(config: Config): ServerIdentity {
  return {
    info: { name: config.deskServerName, title: "Travel desk", version: config.version },
    instructions:
      "Hand run_travel_job a travel job in plain language, with the fields you already know (travellers, from, to, date, kind, cabin). The desk advises only: it never books, pays or files a group quote. " +
      "Relay its summary, follow its nextSteps, and apply its guidance when you call any other travel server.",
  };
}

/** run_travel_job on the 2025 revisions: the desk result as structuredContent, its summary leading the text block. */
export function deskToolBinding(runDesk: DeskRunner): ToolBinding {
  return bindTool(runTravelJobTool, async (input) => {
    const result = await runDesk(input);
    return { ok: true, value: result, text: result.summary };
  });
}

/** The desk McpServer for the 2025 revisions: one tool, run_travel_job, served from the shared routing core. */
export function createDeskServer(config: Config, binding: ToolBinding, onError?: (error: Error) => void): McpServer {
  const { info, instructions } = deskIdentity(config);
  const server = new McpServer(info, { capabilities: { tools: {} }, instructions });
  registerToolFromDefinition(server, binding.definition, binding.handler, onError);
  return server;
}
