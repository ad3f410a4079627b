import { SIDE_DESKS, type SideDesk } from "@travel/server";
import type { Hono } from "hono";
import { MCP_HEADERS } from "../helpers/app.js";

/** The POST endpoints outside the side-desk registry, written out by hand: the desk (and its /mcp alias) and the catalogue. */
const CORE_POST_ENDPOINTS = ["/desk", "/desk/mcp", "/mcp"] as const;

/** The POST endpoints the hardening tests cover for a list of side desks: the core ones, then each side desk's path. */
export function postEndpoints(sideDesks: readonly SideDesk[]): string[] {
  return [...CORE_POST_ENDPOINTS, ...sideDesks.map((d) => d.path)];
}

/**
 * Every POST endpoint of the service, the list the fuzzer and the other hardening tests walk.
 * endpoints.test.ts checks it equals the POST routes the app mounts, so an endpoint mounted outside
 * this list (or listed and not mounted) fails there instead of going untested.
 */
export const POST_ENDPOINTS = postEndpoints(SIDE_DESKS);

/**
 * Environment for hardening tests: nothing may leave 127.0.0.1 (the group specialist's reachability
 * probe goes to a closed loopback port) and the rate limit is off unless a test sets it.
 */
export const HERMETIC_ENV = { GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp", RATE_LIMIT_PER_MINUTE: "0" } as const;

/** The paths the app's own route table answers POST on (Hono's table, not a probe), in mount order. */
export function mountedPostRoutes(app: Hono): string[] {
  return [...new Set(app.routes.filter((r) => r.method === "POST").map((r) => r.path))];
}

/** The names of the tools an endpoint lists over MCP (empty when it is not an MCP endpoint). */
export async function toolNames(app: Hono, path: string): Promise<string[]> {
  const res = await app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...MCP_HEADERS },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });
  if (res.status !== 200) return [];
  const body = (await res.json()) as { result?: { tools?: { name: string }[] } };
  return (body.result?.tools ?? []).map((t) => t.name);
}

// A stack frame ("    at fn (file:12:3)"), a source path, or a path on the machine that built or runs the service.
const LEAKS: [string, RegExp][] = [
  ["stack frame", /\n\s+at .+:\d+:\d+/],
  ["stack frame", /\bat (?:async )?[\w.<>]+ \((?:file:|\/|node:)/],
  ["node_modules path", /node_modules/],
  ["file URL", /file:\/\//],
  ["absolute source path", /(?<![\w.:/-])\/(?:work|home|root|usr|tmp|var|opt|srv|app)\/[\w.-]+\//],
  ["source file name", /\.(?:ts|mjs|cjs):\d+/],
];

/** The kind of internal detail `text` leaks, or null when it leaks none. */
export function findLeak(text: string): string | null {
  for (const [kind, pattern] of LEAKS) if (pattern.test(text)) return kind;
  return null;
}
