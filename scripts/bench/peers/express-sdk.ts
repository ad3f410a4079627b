// Peer: the official SDK's stateless Express example (examples/server/simpleStatelessStreamableHttp).
// As in the example: createMcpExpressApp(), and for every POST a new McpServer, a new
// StreamableHTTPServerTransport, connect, handleRequest, close on 'close'. Its tool is trivial (as in
// the example, and as issue 16 measured it): run_travel_job with the desk's input schema that answers
// a short text, so the desk's MCP / this peer says what the desk's stack costs beside the example's.
// PEER_TOOL=desk serves the real desk tool instead (the earlier bench's peer). Two deliberate
// differences, both in the peer's favour: JSON responses instead of SSE, no console.log per request.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { createMcpExpressApp } from "@modelcontextprotocol/sdk/server/express.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { createDefaultDeps } from "@travel/server";
import { loadConfig, registerToolFromDefinition, runTravelJob, runTravelJobTool } from "@travel/shared";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";

// express ships no types and @types/express is not a dependency: the little this file uses, typed here.
type Req = IncomingMessage & { body?: unknown };
type Res = ServerResponse & { json(body: unknown): void; status(code: number): Res };

const loaded = loadConfig(process.env);
if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
const deps = createDefaultDeps(loaded.config);
if (!deps.ok) throw new Error(deps.error);
const desk = deps.desk;

const trivialInput = { job: z.string().min(1).max(2000) };

const getServer = () => {
  const server = new McpServer({ name: "stateless-streamable-http-server", version: "1.0.0" }, { capabilities: { tools: {} } });
  if (process.env.PEER_TOOL === "desk") {
    registerToolFromDefinition(server, runTravelJobTool, async ({ job }) => {
      const result = await runTravelJob(job, desk);
      return { ok: true, value: result, text: result.summary };
    });
  } else {
    server.registerTool("run_travel_job", { description: "Echoes the job (trivial tool)", inputSchema: trivialInput }, async ({ job }) => ({
      content: [{ type: "text", text: `Received: ${job}` }],
    }));
  }
  return server;
};

const app = createMcpExpressApp();
app.get("/healthz", (_req: Req, res: Res) => {
  res.json({ status: "ok" });
});
app.post("/mcp", async (req: Req, res: Res) => {
  const server = getServer();
  try {
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
    res.on("close", () => {
      void transport.close();
      void server.close();
    });
  } catch {
    if (!res.headersSent) res.status(500).json({ jsonrpc: "2.0", error: { code: -32603, message: "Internal server error" }, id: null });
  }
});

app.listen(Number(process.env.PORT ?? 0), "127.0.0.1");
