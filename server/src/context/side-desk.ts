import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { SideDeskDocument } from "@travel/discovery";
import type { Config, ToolBinding, ToolDefinition, ToolOutcome } from "@travel/shared";
import type { Context } from "hono";
import type { z } from "zod";
import type { DeskRunner } from "./ports.js";

/** What a side desk's handlers are built from, once per app. */
export interface SideDeskEnv {
  config: Config;
  now: () => Date;
  /** The desk itself, for a side desk that runs a job through it. */
  runDesk: DeskRunner;
}

/** The REST half of a POST path: a JSON body that is not JSON-RPC in, a response out. */
export type RestHandler = (body: unknown, c: Context) => Response | Promise<Response>;

/**
 * Everything one side desk is, as its folder writes it (server/src/side-desks/<name>/desk.ts). Every
 * part is required, so the type checker refuses a side desk that lacks one.
 */
export interface SideDeskParts<I extends z.ZodObject, O extends z.ZodObject> extends SideDeskDocument {
  tool: ToolDefinition<I, O>;
  /** Its MCP server's name after the desk's: `<DESK_SERVER_NAME>-<name>`, the one place it is written. */
  name: string;
  /** Its MCP server's title. */
  title: string;
  /** Its MCP server's instructions to the client. */
  instructions: string;
  /** What GET on its path says besides the MCP handshake: the REST body, an example and its policy. */
  handshake: { body: Record<string, string>; example: Record<string, unknown>; policy: string };
  /** The tool's handler and the REST handler, built once for an app. */
  handlers: (env: SideDeskEnv) => { call: (input: z.infer<I>) => ToolOutcome<z.infer<O>> | Promise<ToolOutcome<z.infer<O>>>; rest: RestHandler };
}

/** A side-desk registry entry, as defineSideDesk makes it from the parts: its tool registered by its own types. */
export interface SideDesk extends Omit<SideDeskParts<z.ZodObject, z.ZodObject>, "handlers"> {
  /** Builds, for one app, the tool's binding (for the 2026-07-28 server), its registration on the 2025 server, and the REST handler. */
  build: (env: SideDeskEnv) => { binding: ToolBinding; register: (server: McpServer) => void; rest: RestHandler };
}
