import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

/** A tool the fake lists; `answer` is its text reply when called. */
export interface FakeTool {
  name: string;
  readOnly?: boolean;
  answer?: string;
}

/**
 * How a fake listed server behaves:
 * - mcp: a real MCP server (SDK) with the given tools;
 * - hang: accepts connections and never answers;
 * - unauthorized: 401 with a WWW-Authenticate Bearer challenge;
 * - garbage: 200 with a body that is not JSON-RPC.
 */
export type FakeListedMode = "mcp" | "hang" | "unauthorized" | "garbage";

export interface FakeListedServer {
  url: string;
  /** Authorization header of every POST (the MCP messages), in order; discovery GETs are not counted. */
  authorizations: (string | undefined)[];
  /** Tool calls received, by name. */
  calls: string[];
  close(): Promise<void>;
}

/** Starts a fake listed MCP server on 127.0.0.1, a free port. */
export async function startFakeListedServer(mode: FakeListedMode, tools: FakeTool[] = []): Promise<FakeListedServer> {
  const authorizations: (string | undefined)[] = [];
  const calls: string[] = [];
  const open = new Set<http.ServerResponse>();
  const server = http.createServer(async (req, res) => {
    if (req.method === "POST") authorizations.push(req.headers.authorization);
    else if (mode === "mcp") {
      res.writeHead(404).end();
      return;
    }
    if (mode === "hang") {
      open.add(res);
      return;
    }
    if (mode === "unauthorized") {
      res.writeHead(401, { "www-authenticate": 'Bearer realm="fake"', "content-type": "application/json" }).end('{"error":"unauthorized"}');
      return;
    }
    if (mode === "garbage") {
      res.writeHead(200, { "content-type": "application/json" }).end("<html>not json-rpc</html>");
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : undefined;
    // Stateless: a fresh server and transport per request, as the SDK's stateless example does.
    const mcp = new McpServer({ name: "fake-listed", version: "9.9.9" });
    for (const tool of tools) {
      mcp.registerTool(
        tool.name,
        { description: `fake ${tool.name}`, inputSchema: { query: z.string().optional() }, annotations: { readOnlyHint: tool.readOnly ?? true } },
        async () => {
          calls.push(tool.name);
          return { content: [{ type: "text", text: tool.answer ?? "ok" }] };
        },
      );
    }
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on("close", () => void transport.close());
    await mcp.connect(transport);
    await transport.handleRequest(req, res, body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    authorizations,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
