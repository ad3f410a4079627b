import { normalizeCategory } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { buildTestApp, MCP_HEADERS, postJson } from "../helpers/app.js";

const OBJECT_KEYS = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf", "__defineGetter__"];

async function callTool(path: string, name: string, args: Record<string, unknown>) {
  const { app } = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: "0" } });
  const res = await postJson(app, path, { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } }, MCP_HEADERS);
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { isError?: boolean; content: { text: string }[] } }).result;
}

describe("caller-given keys that name Object.prototype members", () => {
  it.each(OBJECT_KEYS)("search_capabilities with category %j is a tool error naming the valid categories", async (category) => {
    const result = await callTool("/mcp", "search_capabilities", { category });
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toMatch(/Unknown category .*Valid categories: flights-search, group-travel/);
    expect(normalizeCategory(category)).toBeNull();
  });

  it.each(OBJECT_KEYS)("get_eval and get_install with slug %j name the valid slugs", async (slug) => {
    for (const tool of ["get_eval", "get_install"]) {
      const result = await callTool("/mcp", tool, { slug, client: "claude" });
      expect(result.isError, tool).toBe(true);
      expect(result.content[0]?.text, tool).toMatch(/slug/i);
    }
  });

  it("the passenger-rights desk reads such words as unknown places, not as table rows", async () => {
    const result = await callTool("/sos-mcp", "assess_disruption", { from: "constructor", to: "__proto__", disruption: "delay", arrivalDelayHours: 4 });
    expect(result.isError).toBeFalsy();
    expect(result.content[0]?.text).not.toMatch(/failed/i);
  });
});
