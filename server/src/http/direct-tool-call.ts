import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { isJsonObject, runToolOutcome, toolResultText, type ToolBinding, type ToolOutcome } from "@travel/shared";
import { knownAnswers, type ViaSdk } from "./known-answers.js";

/**
 * Answers one 2025-era `tools/call` without the SDK (and `initialize`, `tools/list`, `notifications/initialized`
 * with the SDK's own earlier answer, known-answers.ts), or returns undefined to leave the request to it.
 * `header` reads a request header (undefined when absent); `viaSdk` sends this request to the SDK.
 */
export type DirectToolCall = (header: (name: string) => string | undefined, body: unknown, viaSdk: ViaSdk) => Promise<Response> | undefined;

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
export function directToolCalls(bindings: readonly ToolBinding[], onError: (error: Error) => void): DirectToolCall {
  const tools = new Map(bindings.map((b) => [b.definition.name, b]));
  const known = knownAnswers();
  return (header, body, viaSdk) => {
    if (!headersPass(header) || !isJsonObject(body)) return undefined;
    if (body.method !== "tools/call") return known(body, viaSdk);
    const call = toolCallOf(body);
    const binding = call && tools.get(call.name);
    if (!call || !binding) return undefined;
    const input = parseInput(binding, call.args);
    if (!input) return undefined;
    return runToolOutcome(binding.handler, input.data, onError).then((outcome) => answer(call.id, outcome));
  };
}

/** What the SDK's transport requires of the headers: Accept naming both types, a JSON body, a 2025-era version if any. */
function headersPass(header: (name: string) => string | undefined): boolean {
  const accept = header("accept");
  if (!accept?.includes("application/json") || !accept.includes("text/event-stream")) return false;
  const type = header("content-type") ?? "";
  // The transport takes the media type's essence; a comma anywhere may make it refuse, so such a header goes to it.
  if (type !== "application/json" && (type.includes(",") || type.split(";", 1)[0]!.trim().toLowerCase() !== "application/json")) return false;
  const version = header("mcp-protocol-version");
  return version === undefined || LEGACY_VERSIONS.includes(version);
}

function toolCallOf(body: Record<string, unknown>): { id: string | number; name: string; args: unknown } | undefined {
  if (body.jsonrpc !== "2.0" || body.method !== "tools/call") return undefined;
  for (const key in body) if (!BODY_KEYS.has(key)) return undefined;
  const { id, params } = body;
  if (typeof id !== "string" && !Number.isSafeInteger(id)) return undefined;
  if (!isJsonObject(params) || typeof params.name !== "string") return undefined;
  for (const key in params) if (!PARAMS_KEYS.has(key)) return undefined;
  if (!isJsonObject(params.arguments)) return undefined;
  return { id: id as string | number, name: params.name, args: params.arguments };
}

/** The arguments as the SDK hands them to the tool (its input schema's output); undefined when the SDK would refuse them. */
function parseInput(binding: ToolBinding, args: unknown): { data: Record<string, unknown> } | undefined {
  try {
    const parsed = binding.definition.inputSchema.safeParse(args);
    return parsed.success ? { data: parsed.data } : undefined;
  } catch {
    // An asynchronous refinement cannot run synchronously: the SDK parses asynchronously.
    return undefined;
  }
}

/** The JSON-RPC answer, byte for byte as the SDK writes it, with the result's JSON written once. */
function answer(id: string | number, outcome: ToolOutcome<unknown>): Response {
  const body = `{"result":${resultJson(outcome)},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`;
  return new Response(body, { status: 200, headers: { "content-type": "application/json" } });
}

/** A CallToolResult in the key order of the SDK's CallToolResultSchema (content, structuredContent, isError). */
function resultJson(outcome: ToolOutcome<unknown>): string {
  if (!outcome.ok) return `{"content":[{"type":"text","text":${JSON.stringify(outcome.message)}}],"isError":true}`;
  const json = JSON.stringify(outcome.value);
  return `{"content":[{"type":"text","text":${JSON.stringify(toolResultText(outcome.text, json))}}],"structuredContent":${json}}`;
}

/** The direct path for an app's endpoint, unless the app's deps turn it off (`directToolCalls: false`). */
export function directToolCallsFor(ctx: { directToolCalls?: boolean; onError: (error: Error) => void }, bindings: readonly ToolBinding[]): DirectToolCall | undefined {
  return ctx.directToolCalls === false ? undefined : directToolCalls(bindings, ctx.onError);
}
