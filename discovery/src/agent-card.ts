import type { DiscoveryInput } from "./input.js";
import { LONG_DESCRIPTION } from "./service-text.js";
import { serviceUrls } from "./urls.js";

// This service speaks MCP, not A2A. The card is published so A2A crawlers find the desk, and says
// so: `url` is the MCP endpoint and the transport is named for what it is, not an A2A binding.
const MCP_TRANSPORT = "MCP-STREAMABLE-HTTP";

/** /.well-known/agent.json and /.well-known/agent-card.json: an A2A v0.3.0 AgentCard naming the desk MCP server. */
export function buildAgentCard(input: DiscoveryInput) {
  const { config } = input;
  const urls = serviceUrls(config);
  return {
    name: config.deskServerName,
    description:
      `${LONG_DESCRIPTION} This service does not speak the A2A protocol: it is an MCP server (streamable HTTP, no authentication) ` +
      `named ${config.deskServerName} at ${urls.desk}; the catalogue MCP server ${config.catalogueServerName} is at ${urls.catalogue}.`,
    url: urls.desk,
    preferredTransport: MCP_TRANSPORT,
    additionalInterfaces: [{ url: urls.desk, transport: MCP_TRANSPORT }],
    version: config.version,
    protocolVersion: "0.3.0",
    provider: { organization: config.vendor, url: urls.home },
    documentationUrl: urls.llmsFull,
    capabilities: { streaming: false, pushNotifications: false, stateTransitionHistory: false },
    defaultInputModes: ["application/json"],
    defaultOutputModes: ["application/json"],
    skills: input.tools.desk.map((tool) => ({
      id: tool.name,
      name: tool.title,
      description: tool.description,
      tags: ["travel", "advisory", "mcp"],
      examples: ["2 passengers from Warsaw to Prague on 4 May 2027", "12 colleagues from Kraków to Lisbon in June, names later"],
    })),
  };
}
