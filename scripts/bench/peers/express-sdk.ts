// Peer: the official SDK's stateless Express example (examples/server/simpleStatelessStreamableHttp),
// serving the same run_travel_job tool on the same desk core. As in the example: createMcpExpressApp(),
// and for every POST a new McpServer, a new StreamableHTTPServerTransport, connect, handleRequest,
// close on 'close'. Two deliberate differences, both in the peer's favour: JSON responses (as the desk
// answers) instead of SSE, and no console.log per request.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { createMcpExpressApp } from "@modelcontextprotocol/sdk/server/express.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { createDefaultDeps } from "@travel/server";
import { loadConfig, registerToolFromDefinition, runTravelJob, runTravelJobTool } from "@travel/shared";
import type { IncomingMessage, ServerResponse } from "node:http";

// express ships no types and @types/express is not a dependency: the little this file uses, typed here.
type Req = IncomingMessage & { body?: unknown };
type Res = ServerResponse & { json(body: unknown): void; status(code: number): Res };

const loaded = loadConfig(process.env);
if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
const deps = createDefaultDeps(loaded.config);
if (!deps.ok) throw new Error(deps.error);
const desk = deps.desk;

const getServer = () => {
  const server = new McpServer({ name: "stateless-streamable-http-server", version: "1.0.0" }, { capabilities: { tools: {} } });
  registerToolFromDefinition(server, runTravelJobTool, async ({ job }) => {
    const result = await runTravelJob(job, desk);
    return { ok: true, value: result, text: result.summary };
  });
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
