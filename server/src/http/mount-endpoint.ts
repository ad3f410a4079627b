import type { Config } from "@travel/shared";
import type { Context, Hono } from "hono";
import { asBatchAnswer, prepareBatch } from "./batch-answer.js";
import { mcpOriginGuard } from "./origin.js";
import { problemResponse } from "./problem.js";
import { chargeCalls } from "./rate-limit.js";
import { isJsonRpcBody, readJsonBody } from "./read-body.js";
import type { StatelessMcpMux } from "./stateless-mux.js";

/** One POST path that speaks MCP for JSON-RPC bodies and REST for anything else. */
export interface DualEndpoint {
  path: string;
  mcp: StatelessMcpMux;
  /** Handles a non-JSON-RPC JSON body; absent for an MCP-only path, which then answers 400. */
  rest?: (body: unknown, c: Context) => Response | Promise<Response>;
  /** The JSON document GET answers with (without `Accept: text/event-stream`). */
  describe: () => unknown;
}

/**
 * Mounts an endpoint: the one mechanism behind /desk, /mcp and the side desks. GET answers a JSON
 * description (or 405 to an SSE request: a stateless server has no standalone stream), DELETE 405.
 */
export function mountEndpoint(app: Hono, config: Config, endpoint: DualEndpoint): void {
  const base = config.baseUrl;
  const guard = mcpOriginGuard(config);
  app.use(endpoint.path, guard);
  app.options(endpoint.path, (c) => c.body(null, 204));

  app.post(endpoint.path, async (c) => {
    const read = await readJsonBody(c, base, config.bodyTimeoutMs);
    if (!read.ok) return read.response;
    if (isJsonRpcBody(read.body)) {
      // A batch of N calls costs N (the POST itself paid 1), checked before any call reaches the server.
      if (!Array.isArray(read.body)) return endpoint.mcp.handleRequest(c.req.raw, read.body);
      const overBudget = await chargeCalls(c, read.body.length - 1);
      if (overBudget) return overBudget;
      const batch = prepareBatch(read.body as Record<string, unknown>[]);
      return asBatchAnswer(await endpoint.mcp.handleRequest(c.req.raw, batch.run), batch.refused);
    }
    if (endpoint.rest) return endpoint.rest(read.body, c);
    return problemResponse(base, "invalid-body", 400, `${endpoint.path} speaks MCP only: send a JSON-RPC 2.0 message over streamable HTTP.`, [{ field: "body", message: "not a JSON-RPC 2.0 message" }]);
  });

  app.get(endpoint.path, (c) => {
    if ((c.req.header("accept") ?? "").includes("text/event-stream")) {
      return problemResponse(base, "method-not-allowed", 405, "This MCP server is stateless and opens no standalone SSE stream; POST JSON-RPC messages instead.", undefined, { allow: "GET, POST" });
    }
    return c.json(endpoint.describe() as object);
  });

  app.delete(endpoint.path, () =>
    problemResponse(base, "method-not-allowed", 405, "There are no sessions to end: this MCP server is stateless.", undefined, { allow: "GET, POST" }),
  );
}
