import { z } from "zod";
import type { Config } from "../schemas/config.js";

/** One of the service's two MCP servers, in the order an agent installs them. */
export const InstallStepSchema = z
  .object({
    order: z.number().int().min(1).describe("Install in this order"),
    role: z.enum(["desk", "catalogue"]).describe("Which of the service's two MCP servers"),
    name: z.string().describe("The name to register it under"),
    url: z.string().describe("Its MCP endpoint (streamable HTTP, no auth)"),
    why: z.string().describe("What it is for"),
  })
  .describe("A server to install");
export type InstallStep = z.infer<typeof InstallStepSchema>;

/** The desk first, this catalogue second: every catalogue answer and for-agents.json start with these. */
export function buildInstallSteps(config: Config): InstallStep[] {
  return [
    { order: 1, role: "desk", name: config.deskServerName, url: `${config.baseUrl}/desk`, why: "The travel desk: hand it any travel job; it routes and advises, never books or pays. Install it first." },
    { order: 2, role: "catalogue", name: config.catalogueServerName, url: `${config.baseUrl}/mcp`, why: "The catalogue of travel MCP servers (the aisle): search, evals, install lines. Install it second." },
  ];
}

/** The same order in one sentence. */
export function installOrderText(config: Config): string {
  return `Install the travel desk (${config.baseUrl}/desk) first and this catalogue (${config.baseUrl}/mcp) second, then any listing you need.`;
}
