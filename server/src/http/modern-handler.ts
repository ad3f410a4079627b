import { createMcpHandler, McpServer, type CacheHint, type McpHttpHandler, type ServerContext, type ServerOptions, type StandardSchemaWithJSON } from "@modelcontextprotocol/server";
import { runToolHandler, toolConfig, type ToolBinding, type ToolDefinition } from "@travel/shared";
import { onFirstUse } from "./first-use.js";

/** Who a server is, the same on every protocol revision it serves. */
export interface ServerIdentity {
  info: { name: string; title: string; version: string };
  instructions: string;
}

/** What the 2026-07-28 leg of an endpoint serves. */
export interface ModernServerSpec extends ServerIdentity {
  /** Tools answered as on the 2025 path. */
  tools: readonly ToolBinding[];
  /** Registers tools with their own 2026-07-28 behaviour (the desk's, which may ask before it answers). */
  register?: (server: McpServer) => void;
  /** Verifies an echoed requestState before a handler sees it (ServerOptions.requestState.verify). */
  verifyRequestState?: NonNullable<ServerOptions["requestState"]>["verify"];
}

// Tool lists and the discovery answer change only with a deployment, and hold nothing per caller.
const CACHE_HINT: CacheHint = { ttlMs: 3_600_000, cacheScope: "public" };

/** Builds a v2 McpServer for one 2026-07-28 request: what the SDK's per-request factory asks for. */
function buildModernServer(spec: ModernServerSpec, onError: (error: Error) => void): McpServer {
  const server = new McpServer(spec.info, {
    // Nothing is ever pushed: no stream outlives a request on a stateless server.
    capabilities: { tools: { listChanged: false } },
    instructions: spec.instructions,
    cacheHints: { "tools/list": CACHE_HINT, "server/discover": CACHE_HINT },
    ...(spec.verifyRequestState ? { requestState: { verify: spec.verifyRequestState } } : {}),
  });
  for (const { definition, handler } of spec.tools) registerModernTool(server, definition, (input) => runToolHandler(handler, input as never, onError));
  spec.register?.(server);
  return server;
}

/** What a 2026-07-28 tool callback may answer: a tool result, or (from the SDK's inputRequired) a request for input. */
type ModernToolAnswer = Awaited<ReturnType<Parameters<McpServer["registerTool"]>[2]>>;

/** Registers a tool from its definition on a v2 server; results have the same shape as on the 2025 path. */
export function registerModernTool(server: McpServer, definition: ToolDefinition, callback: (input: unknown, ctx: ServerContext) => Promise<unknown>): void {
  const config = toolConfig(definition);
  server.registerTool(
    definition.name,
    { ...config, inputSchema: convertedOnce(config.inputSchema), outputSchema: convertedOnce(config.outputSchema, TRUSTED) },
    callback as (input: unknown, ctx: ServerContext) => Promise<ModernToolAnswer>,
  );
}

// The v2 McpServer turns a tool's schemas into JSON Schema when first asked (tools/list, and every tools/call for
// the output schema), and keeps the answer per server; the SDK's factory builds a server per request, so each
// call converted the desk's whole result schema again (~40% of a 2026-07-28 call's CPU). The server is handed
// the same zod schema behind a Standard Schema whose validation is zod's and whose JSON Schema is made once.
// An output schema is trusted, as on the 2025 path (shared/src/mcp/register-tool.ts, trustToolOutputs): results
// come from typed code built from that schema, and the tests check them against it; parsing the desk's whole
// result again on every call cost more than serialising it.
const converted = new WeakMap<object, StandardSchemaWithJSON>();
const trustedOutputs = new WeakMap<object, StandardSchemaWithJSON>();
const TRUSTED = true;

type JsonSchemaProps = StandardSchemaWithJSON["~standard"]["jsonSchema"];
type Validate = StandardSchemaWithJSON["~standard"]["validate"];

function convertedOnce(schema: StandardSchemaWithJSON, trusted = false): StandardSchemaWithJSON {
  const cache = trusted ? trustedOutputs : converted;
  const known = cache.get(schema);
  if (known) return known;
  const standard = schema["~standard"];
  const validate: Validate = trusted ? (value) => ({ value }) : (value, options) => standard.validate(value, options);
  const made = new Map<string, Record<string, unknown>>();
  const once = (io: "input" | "output"): JsonSchemaProps["input"] => (options) => {
    const key = `${io} ${options.target}`;
    let json = made.get(key);
    if (!json) made.set(key, (json = deepFreeze(standard.jsonSchema[io](options))));
    return json;
  };
  const wrapped: StandardSchemaWithJSON = {
    "~standard": {
      version: standard.version,
      vendor: standard.vendor,
      validate,
      jsonSchema: { input: once("input"), output: once("output") },
    },
  };
  cache.set(schema, wrapped);
  return wrapped;
}

/** Shared by every server from now on: frozen, so a change to it anywhere would fail loudly instead of leaking. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The 2026-07-28 leg of an endpoint: the official SDK's createMcpHandler, strict (`legacy: "reject"`),
 * since 2025-era requests never reach it (mountEndpoint routes them to the endpoint's 2025 server).
 * Responses are single JSON bodies, since no tool here sends anything before its result ("auto" mode).
 * The handler is made on the first 2026-07-28 request, so start-up loads no SDK.
 */
export function createModernHandler(spec: ModernServerSpec, onError: (error: Error) => void): McpHttpHandler {
  // What the SDK refuses before any handler runs ("Rejected inbound request (version-header-missing): ...")
  // reaches the same callback as a failing handler; it is the client's fault, answered with a 4xx whose
  // reason mountEndpoint puts on the request's log line, and no bug.
  const onerror = (error: Error) => {
    if (!REFUSAL.test(error.message)) onError(error);
  };
  return onFirstUse(() => createMcpHandler(() => buildModernServer(spec, onError), { legacy: "reject", onerror }));
}

const REFUSAL = /^Rejected inbound request \(/;
