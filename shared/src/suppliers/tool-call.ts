import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { FORBIDDEN_TOOL_PATTERN } from "../schemas/config.js";
import { isJsonObject } from "@travel/parser";
import { describeError, isTimeoutError } from "./describe-error.js";

/** The supplier's answer, or which part of the call failed. */
export type ToolCallOutcome =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; kind: "refused" | "tool-error" | "timeout" | "failed"; reason: string };

export interface ToolCallOptions {
  signal: AbortSignal;
  deadline: number;
  budgetMs: number;
}

/** Calls one supplier tool inside the caller's budget; never a tool whose name books or pays. */
export async function callSupplierTool(client: Client, tool: string, args: Record<string, unknown>, options: ToolCallOptions): Promise<ToolCallOutcome> {
  // Defence in depth: start-up already refuses such a name, but this is the last door before the wire.
  if (FORBIDDEN_TOOL_PATTERN.test(tool)) return { ok: false, kind: "refused", reason: `refused: the desk never calls '${tool}' (book/pay/checkout/ticket/email_offer tools are off limits)` };
  const timeout = options.deadline - Date.now();
  const timedOut = { ok: false as const, kind: "timeout" as const, reason: `tool timeout: ${tool} gave no answer within the ${options.budgetMs} ms budget` };
  if (timeout <= 0) return timedOut;
  let result: CallToolResult;
  try {
    result = (await client.callTool({ name: tool, arguments: args }, undefined, { signal: options.signal, timeout })) as CallToolResult;
  } catch (error) {
    if (options.signal.aborted || isTimeoutError(error)) return timedOut;
    return { ok: false, kind: "failed", reason: `tool call failed: ${tool}: ${describeError(error)}` };
  }
  if (result.isError) return { ok: false, kind: "tool-error", reason: `tool error: ${tool} answered with an error: ${errorText(result)}` };
  return { ok: true, data: supplierData(result) };
}

/**
 * The supplier's answer as it sent it: `structuredContent` when present, else the JSON object in
 * its single text block, else the raw content blocks under `content`. Nothing is rewritten.
 */
export function supplierData(result: CallToolResult): Record<string, unknown> {
  if (isJsonObject(result.structuredContent)) return result.structuredContent;
  const texts = (result.content ?? []).filter((block) => block.type === "text");
  if (texts.length === 1 && texts[0]?.type === "text") {
    try {
      const parsed: unknown = JSON.parse(texts[0].text);
      if (isJsonObject(parsed)) return parsed;
    } catch {
      // Not JSON: fall through to the raw content.
    }
  }
  return { content: result.content ?? [] };
}

function errorText(result: CallToolResult): string {
  const text = (result.content ?? [])
    .map((block) => (block.type === "text" ? block.text : `[${block.type}]`))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return "(no message)";
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
