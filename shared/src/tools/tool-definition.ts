import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";

/** A tool as data: built once at start-up, registered on every server that serves it. */
export interface ToolDefinition<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  inputSchema: I;
  outputSchema: O;
  annotations: ToolAnnotations;
  /**
   * The commonest arguments read without the schema: exactly what `inputSchema` makes of them, or undefined to leave
   * them to it. The direct MCP path (server/src/http/direct-tool-call.ts) asks it first; the SDK always parses.
   */
  readInput?: (args: unknown) => z.infer<I> | undefined;
}
