import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { isJsonObject, runToolOutcome, toolResultText, type ToolBinding, type ToolOutcome } from "@travel/shared";
import { knownAnswers, knownModernAnswers, type ViaSdk } from "./known-answers.js";

/**
 * Answers one `tools/call` of either era without the SDK (and the 2025 era's `initialize`, `tools/list` and
 * `notifications/initialized` with the SDK's own earlier answer, known-answers.ts), or returns undefined to leave
 * the request to it.
 * `header` reads a request header (undefined when absent); `viaSdk` sends this request to the SDK's 2025 leg,
 * `viaModern` to its 2026-07-28 leg (where the 2026-07-28 `tools/list` and `server/discover` are kept, likewise).
 */
export type DirectToolCall = (header: (name: string) => string | undefined, body: unknown, viaSdk: ViaSdk, viaModern: ViaSdk) => Promise<Response> | undefined;

// The SDK's path for a tools/call costs about as much again as the desk's own work (issue 28): a transport
// and an id route per request, the message parsed by zod four times over (JSON-RPC shape, request schema,
// the v2 era check, the answer's shape as it is sent), the result parsed against CallToolResultSchema and
// serialised twice (its JSON inside the text block, then the whole answer). This path answers the one
// request a client sends for real work, and only in the shape where the SDK's answer is known to the byte:
// a single JSON-RPC request, nothing but jsonrpc/id/method/params, params nothing but name/arguments (no
// _meta: no progress token, no task, no 2026-07-28 claim), a tool this endpoint serves, arguments its input
// schema accepts, and headers the SDK's transport would let through. Everything else (errors included)
// goes to the SDK, which words every refusal; tests/desk/mcp-direct.test.ts compares both paths' bytes.

const BODY_KEYS = new Set(["jsonrpc", "id", "method", "params"]);
const PARAMS_KEYS = new Set(["name", "arguments"]);
const LEGACY_VERSIONS: readonly string[] = SUPPORTED_PROTOCOL_VERSIONS;

/** The direct path for the tools `bindings` serves; a handler that throws is reported to onError, as on the SDK path. */
export function directToolCalls(bindings: readonly ToolBinding[], onError: (error: Error) => void, modern?: ModernIdentity): DirectToolCall {
  const tools = new Map(bindings.map((b) => [b.definition.name, b]));
  const known = knownAnswers();
  const run = (binding: ToolBinding, args: unknown, reply: (outcome: ToolOutcome<unknown>) => Response): Promise<Response> | undefined => {
    const input = parseInput(binding, args);
    if (!input) return undefined;
    return runToolOutcome(binding.handler, input.data, onError).then(reply);
  };
  const modernCall = modern && directModernCalls(tools, modern, run);
  return (header, body, viaSdk, viaModern) => {
    if (!mediaTypesPass(header) || !isJsonObject(body)) return undefined;
    const version = header("mcp-protocol-version");
    if (version === MODERN_VERSION) return modernCall?.(header, body, viaModern);
    if (version !== undefined && !LEGACY_VERSIONS.includes(version)) return undefined;
    if (body.method !== "tools/call") return known(body, viaSdk);
    const call = toolCallOf(body, PARAMS_KEYS);
    const binding = call && tools.get(call.name);
    if (!call || !binding) return undefined;
    return run(binding, call.args, (outcome) => answer(call.id, resultJson(outcome)));
  };
}

/** What the SDK's transports require of the headers on both eras: Accept naming both types, and a JSON body. */
function mediaTypesPass(header: (name: string) => string | undefined): boolean {
  const accept = header("accept");
  if (!accept?.includes("application/json") || !accept.includes("text/event-stream")) return false;
  const type = header("content-type") ?? "";
  // The transport takes the media type's essence; a comma anywhere may make it refuse, so such a header goes to it.
  return type === "application/json" || (!type.includes(",") && type.split(";", 1)[0]!.trim().toLowerCase() === "application/json");
}

interface ToolCall {
  id: string | number;
  name: string;
  args: unknown;
  params: Record<string, unknown>;
}

/** A tools/call request whose params hold exactly the keys `paramsKeys` allows (name and arguments required). */
function toolCallOf(body: Record<string, unknown>, paramsKeys: ReadonlySet<string>): ToolCall | undefined {
  if (body.jsonrpc !== "2.0" || body.method !== "tools/call") return undefined;
  for (const key in body) if (!BODY_KEYS.has(key)) return undefined;
  const { id, params } = body;
  if (typeof id !== "string" && !Number.isSafeInteger(id)) return undefined;
  if (!isJsonObject(params) || typeof params.name !== "string") return undefined;
  for (const key in params) if (!paramsKeys.has(key)) return undefined;
  if (!isJsonObject(params.arguments)) return undefined;
  return { id: id as string | number, name: params.name, args: params.arguments, params };
}

// ---- 2026-07-28 -------------------------------------------------------------------------------------------------
// The 2026-07-28 leg is the v2 SDK's createMcpHandler: per request it classifies the era, checks the standard headers
// against the body, validates the _meta envelope, builds a server, connects a transport, parses the message with zod,
// runs the tool, parses the result's shape and serialises it (about 0.6 of a REST call's CPU on top of the desk's
// work). The same answer is made here for the one shape a 2026-07-28 client sends for real work, and only where the
// SDK's answer is known to the byte: the version, Mcp-Method and Mcp-Name headers exactly as the body names them (no
// whitespace, no Base64 sentinel), params of nothing but name, arguments and the _meta envelope, an envelope of
// nothing but its three keys with a client identity of plain strings and capabilities the SDK takes as they are, and
// for a tool that may ask its caller (the desk's), a client that declares no elicitation: such a client is never
// asked, and the tool answers as on the 2025 path. No requestState and no inputResponses: a retry goes to the SDK.

const MODERN_VERSION = "2026-07-28";
const MODERN_PARAMS_KEYS = new Set(["name", "arguments", "_meta"]);
const VERSION_KEY = "io.modelcontextprotocol/protocolVersion";
const CLIENT_INFO_KEY = "io.modelcontextprotocol/clientInfo";
const CAPABILITIES_KEY = "io.modelcontextprotocol/clientCapabilities";
const ENVELOPE_KEYS = new Set([VERSION_KEY, CLIENT_INFO_KEY, CAPABILITIES_KEY]);
const CLIENT_INFO_KEYS = new Set(["name", "version", "title"]);
const CAPABILITY_KEYS = new Set(["roots", "sampling", "elicitation"]);

/** Who the endpoint's 2026-07-28 server is (its `_meta` serverInfo), and which of its tools may ask the caller first. */
export interface ModernIdentity {
  info: { name: string; title: string; version: string };
  /** Tools that answer otherwise when the client declares elicitation (the desk asks for what a job lacks). */
  asking?: readonly string[];
}

type Run = (binding: ToolBinding, args: unknown, reply: (outcome: ToolOutcome<unknown>) => Response) => Promise<Response> | undefined;

// What a 2026-07-28 client asks before any work, answered by nothing but the server (its tools, identity and cache
// hints): kept from the SDK's first answer and replayed with each request's id, as on the 2025 era (known-answers.ts).
const MODERN_FIXED = new Set(["tools/list", "server/discover"]);

function directModernCalls(tools: ReadonlyMap<string, ToolBinding>, modern: ModernIdentity, run: Run) {
  const asking = new Set(modern.asking);
  const tail = `,"resultType":"complete","_meta":{"io.modelcontextprotocol/serverInfo":${JSON.stringify(modern.info)}}}`;
  const known = knownModernAnswers();
  return (header: (name: string) => string | undefined, body: Record<string, unknown>, viaModern: ViaSdk): Promise<Response> | undefined => {
    const method = header("mcp-method");
    if (method !== undefined && MODERN_FIXED.has(method)) {
      const id = fixedRequestId(body, method);
      if (id === undefined || header("mcp-name") !== undefined) return undefined;
      return envelopePasses((body.params as Record<string, unknown>)._meta, false) ? known(method, id, viaModern) : undefined;
    }
    if (method !== "tools/call") return undefined;
    const call = toolCallOf(body, MODERN_PARAMS_KEYS);
    const binding = call && tools.get(call.name);
    if (!call || !binding || header("mcp-name") !== call.name) return undefined;
    if (!envelopePasses(call.params._meta, asking.has(call.name))) return undefined;
    return run(binding, call.args, (outcome) => answer(call.id, resultJson(outcome).slice(0, -1) + tail));
  };
}

/** The id of a `method` request whose params hold the envelope and nothing else; undefined for any other shape. */
function fixedRequestId(body: Record<string, unknown>, method: string): string | number | undefined {
  if (body.jsonrpc !== "2.0" || body.method !== method) return undefined;
  for (const key in body) if (!BODY_KEYS.has(key)) return undefined;
  const { id, params } = body;
  if ((typeof id !== "string" && !Number.isSafeInteger(id)) || !isJsonObject(params)) return undefined;
  for (const key in params) if (key !== "_meta") return undefined;
  return id as string | number;
}

/** An envelope the SDK takes as it is: its three keys and no others, this revision, string identity, plain capabilities. */
function envelopePasses(meta: unknown, mayAsk: boolean): boolean {
  if (!isJsonObject(meta)) return false;
  for (const key in meta) if (!ENVELOPE_KEYS.has(key)) return false;
  if (meta[VERSION_KEY] !== MODERN_VERSION) return false;
  const info = meta[CLIENT_INFO_KEY];
  if (!isJsonObject(info) || typeof info.name !== "string" || typeof info.version !== "string") return false;
  for (const key in info) if (!CLIENT_INFO_KEYS.has(key) || typeof info[key] !== "string") return false;
  const capabilities = meta[CAPABILITIES_KEY];
  if (!isJsonObject(capabilities)) return false;
  for (const key in capabilities) {
    // A client that can be asked gets asked by a tool that asks: the SDK's path decides that one.
    if (!CAPABILITY_KEYS.has(key) || (mayAsk && key === "elicitation") || !isEmptyObject(capabilities[key])) return false;
  }
  return true;
}

function isEmptyObject(value: unknown): boolean {
  if (!isJsonObject(value)) return false;
  for (const _ in value) return false;
  return true;
}

/** The arguments as the SDK hands them to the tool (its input schema's output); undefined when the SDK would refuse them. */
function parseInput(binding: ToolBinding, args: unknown): { data: Record<string, unknown> } | undefined {
  const read = binding.definition.readInput?.(args);
  if (read) return { data: read };
  try {
    const parsed = binding.definition.inputSchema.safeParse(args);
    return parsed.success ? { data: parsed.data } : undefined;
  } catch {
    // An asynchronous refinement cannot run synchronously: the SDK parses asynchronously.
    return undefined;
  }
}

/** The JSON-RPC answer, byte for byte as the SDK writes it, with the result's JSON written once. */
function answer(id: string | number, result: string): Response {
  const body = `{"result":${result},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`;
  return new Response(body, { status: 200, headers: { "content-type": "application/json" } });
}

/** A CallToolResult in the key order of the SDK's CallToolResultSchema (content, structuredContent, isError). */
function resultJson(outcome: ToolOutcome<unknown>): string {
  if (!outcome.ok) return `{"content":[{"type":"text","text":${JSON.stringify(outcome.message)}}],"isError":true}`;
  const json = JSON.stringify(outcome.value);
  return `{"content":[{"type":"text","text":${JSON.stringify(toolResultText(outcome.text, json))}}],"structuredContent":${json}}`;
}

/** The direct path for an app's endpoint, unless the app's deps turn it off (`directToolCalls: false`). */
export function directToolCallsFor(ctx: { directToolCalls?: boolean; onError: (error: Error) => void }, bindings: readonly ToolBinding[], modern?: ModernIdentity): DirectToolCall | undefined {
  return ctx.directToolCalls === false ? undefined : directToolCalls(bindings, ctx.onError, modern);
}
