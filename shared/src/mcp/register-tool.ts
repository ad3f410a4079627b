import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import type { ToolDefinition } from "../tools/tool-definition.js";

/** What a tool handler returns: a value matching the output schema, or an expected failure. */
export type ToolOutcome<T> = { ok: true; value: T; text?: string } | { ok: false; message: string };

/** A tool's definition with its handler: what every server that serves the tool registers, whichever SDK serves it. */
export interface ToolBinding<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> {
  definition: ToolDefinition<I, O>;
  handler: (input: z.infer<I>) => Promise<ToolOutcome<z.infer<O>>> | ToolOutcome<z.infer<O>>;
}

/** Binds a handler to its definition, checking the handler against the definition's schemas. */
export function bindTool<I extends z.ZodObject, O extends z.ZodObject>(definition: ToolDefinition<I, O>, handler: ToolBinding<I, O>["handler"]): ToolBinding {
  return { definition, handler } as unknown as ToolBinding;
}

/** What a caller sees when a handler throws: the bug is reported, never its message or stack. */
export const TOOL_BUG_MESSAGE = "The tool failed on this request. The failure has been logged; please try again.";

/**
 * Registers a tool from its definition. Success answers with `structuredContent` and a text block
 * (a readable summary, then the JSON); an expected failure is a tool error (`isError: true`). A
 * handler that throws is a bug: it goes to `onError` and the caller gets a generic tool error.
 */
export function registerToolFromDefinition<I extends z.ZodObject, O extends z.ZodObject>(
  server: McpServer,
  definition: ToolDefinition<I, O>,
  handler: (input: z.infer<I>) => Promise<ToolOutcome<z.infer<O>>> | ToolOutcome<z.infer<O>>,
  onError: (error: Error) => void = () => {},
): void {
  server.registerTool(
    definition.name,
    toolConfig(definition),
    // The SDK has already validated the arguments against inputSchema.
    ((input: z.infer<I>): Promise<CallToolResult> => runToolHandler(handler, input, onError)) as never,
  );
  trustToolOutputs(server);
}

/**
 * A result is validated once. The SDK checks every call's structured content against the tool's output
 * schema (for the desk a full zod parse of its result, ~0.1 ms a call, more than serialising it), and then
 * checks the whole result again against CallToolResultSchema. Our results come from typed code built from
 * those schemas, and the tests check them against them: the SDK's second check stays, the first goes. The
 * check is an instance method in SDK 1.x; if a later SDK moves it, it simply runs again.
 */
function trustToolOutputs(server: McpServer): void {
  const internals = server as unknown as { validateToolOutput?: unknown };
  if (typeof internals.validateToolOutput === "function") internals.validateToolOutput = async () => {};
}

/** What registerTool is told of a tool, the same for every SDK generation that serves it. */
export function toolConfig<I extends z.ZodObject, O extends z.ZodObject>(definition: ToolDefinition<I, O>) {
  return {
    title: definition.title,
    description: definition.description,
    inputSchema: definition.inputSchema,
    outputSchema: definition.outputSchema,
    annotations: { title: definition.title, ...definition.annotations },
  };
}

/** Runs a handler and answers with its result; a throw is a bug, reported to onError and answered generically. */
export async function runToolHandler<T, In>(handler: (input: In) => Promise<ToolOutcome<T>> | ToolOutcome<T>, input: In, onError: (error: Error) => void): Promise<CallToolResult> {
  return toCallToolResult(await runToolOutcome(handler, input, onError));
}

/** Runs a handler for its outcome; a throw is a bug, reported to onError, and the outcome is the generic tool error. */
export async function runToolOutcome<T, In>(handler: (input: In) => Promise<ToolOutcome<T>> | ToolOutcome<T>, input: In, onError: (error: Error) => void): Promise<ToolOutcome<T>> {
  try {
    return await handler(input);
  } catch (error) {
    onError(error instanceof Error ? error : new Error(String(error)));
    return { ok: false, message: TOOL_BUG_MESSAGE };
  }
}

/** The text block of a successful result: the readable summary, a blank line, then the result's JSON (`json`). */
export function toolResultText(summary: string | undefined, json: string): string {
  return summary ? `${summary}\n\n${json}` : json;
}

/** Turns an outcome into the MCP result shape (both SDK generations answer with it). */
export function toCallToolResult<T>(outcome: ToolOutcome<T>): CallToolResult {
  if (!outcome.ok) return { isError: true, content: [{ type: "text", text: outcome.message }] };
  // Compact: the same bytes a REST caller gets, and half the cost of pretty-printing on every call.
  const json = JSON.stringify(outcome.value);
  return { structuredContent: outcome.value as Record<string, unknown>, content: [{ type: "text", text: toolResultText(outcome.text, json) }] };
}
