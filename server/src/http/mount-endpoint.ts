import { isLegacyRequest, type McpHttpHandler } from "@modelcontextprotocol/server";
import type { Config } from "@travel/shared";
import type { Context, Hono } from "hono";
import { asBatchAnswer, prepareBatch } from "./batch-answer.js";
import type { DirectToolCall } from "./direct-tool-call.js";
import { mcpOriginGuard } from "./origin.js";
import { problemResponse } from "./problem.js";
import { chargeCalls } from "./rate-limit.js";
import { isJsonRpcBody, readJsonBody } from "./read-body.js";
import type { McpLeg } from "./stateless-mux.js";
import { noteClientError } from "./request-log.js";

/** One POST path that speaks MCP for JSON-RPC bodies and REST for anything else. */
export interface DualEndpoint {
  path: string;
  /** Extra paths that answer exactly as `path` does (the desk's `/desk/mcp`, for tools that insist on `/mcp`). */
  aliases?: readonly string[];
  /** The 2025 revisions (2025-11-25, 2025-06-18, 2025-03-26): `initialize`, then calls. */
  mcp: McpLeg;
  /** The 2026-07-28 revision: no handshake, each request carries its version and capabilities in `_meta`. */
  modern: McpHttpHandler;
  /** Answers the plain tools/call of both eras (and the 2025 handshake's fixed answers) without the SDK, byte for byte as `mcp` or `modern` would (direct-tool-call.ts); absent: the SDK answers all. */
  direct?: DirectToolCall;
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
  for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) mountPath(app, config, endpoint, path);
}

function mountPath(app: Hono, config: Config, endpoint: DualEndpoint, path: string): void {
  const base = config.baseUrl;
  const guarded = mcpOriginGuard(config);
  app.options(path, guarded((c) => c.body(null, 204)));

  app.post(path, guarded(async (c) => {
    const read = await readJsonBody(c, base, config.bodyTimeoutMs);
    if (!read.ok) return read.response;
    if (isJsonRpcBody(read.body)) {
      const direct = endpoint.direct?.(
        (name) => c.req.header(name),
        read.body,
        () => endpoint.mcp.handleRequest(c.req.raw, read.body),
        async () => noteRefusal(c.req.raw, await endpoint.modern.fetch(c.req.raw, { parsedBody: read.body })),
      );
      if (direct) return direct;
      // A batch of N calls costs N (the POST itself paid 1), checked before any call reaches the server.
      if (Array.isArray(read.body)) {
        const overBudget = await chargeCalls(c, read.body.length - 1);
        if (overBudget) return overBudget;
      }
      // The era is the SDK's own call: a request that carries the 2026-07-28 `_meta` claim (or names that
      // revision in its header) is modern, and the modern leg owns every answer to it, errors included.
      if (!(await isLegacyRequest(c.req.raw, read.body))) return noteRefusal(c.req.raw, await endpoint.modern.fetch(c.req.raw, { parsedBody: read.body }));
      if (!Array.isArray(read.body)) return endpoint.mcp.handleRequest(c.req.raw, read.body);
      const batch = prepareBatch(read.body as Record<string, unknown>[]);
      return asBatchAnswer(await endpoint.mcp.handleRequest(c.req.raw, batch.run), batch.refused);
    }
    if (endpoint.rest) return endpoint.rest(read.body, c);
    return problemResponse(base, "invalid-body", 400, `${path} speaks MCP only: send a JSON-RPC 2.0 message over streamable HTTP.`, [{ field: "body", message: "not a JSON-RPC 2.0 message" }]);
  }));

  app.get(path, guarded((c) => {
    if ((c.req.header("accept") ?? "").includes("text/event-stream")) {
      return problemResponse(base, "method-not-allowed", 405, "This MCP server is stateless and opens no standalone SSE stream; POST JSON-RPC messages instead.", undefined, { allow: "GET, POST" });
    }
    return c.json(endpoint.describe() as object);
  }));

  app.delete(path, guarded(() =>
    problemResponse(base, "method-not-allowed", 405, "There are no sessions to end: this MCP server is stateless.", undefined, { allow: "GET, POST" }),
  ));
}

/** A 2026-07-28 request the SDK refused (a 4xx): its JSON-RPC error message goes on the request's log line. */
async function noteRefusal(request: Request, response: Response): Promise<Response> {
  if (response.status < 400 || response.status >= 500) return response;
  try {
    const body = (await response.clone().json()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === "string") noteClientError(request, body.error.message);
  } catch {
    noteClientError(request, `refused with ${response.status}`);
  }
  return response;
}
