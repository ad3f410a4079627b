import { z } from "zod";

/** GET /desk: the handshake document of docs/DESIGN.md section 4 (extra fields may follow). */
export const DeskHandshakeSchema = z
  .looseObject({
    serverInfo: z.object({ name: z.string().describe("serverInfo name"), version: z.string().describe("serverInfo version") }).describe("Who answers"),
    protocolVersions: z.array(z.string()).describe("MCP protocol versions spoken, newest first"),
    transport: z.literal("streamable-http").describe("The MCP transport"),
    endpoint: z.string().describe("The MCP endpoint (this URL)"),
    tools: z.array(z.string()).describe("Tool names, e.g. ['run_travel_job']"),
    rest: z.looseObject({ method: z.literal("POST").describe("The REST method"), body: z.looseObject({}).describe("The REST body shape") }).describe("How to call the desk without MCP"),
    docs: z.record(z.string(), z.string()).describe("Links to the discovery documents"),
  })
  .describe("The desk's handshake: what it is and how to call it");

/** GET on a side desk: its JSON description. */
export const EndpointDescriptionSchema = z
  .looseObject({})
  .describe("What this endpoint is and how to call it: server name and version, transport, tools, REST shape, links");
