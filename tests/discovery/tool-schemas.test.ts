import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { POST_ENDPOINTS } from "../hardening/endpoints.js";
import { buildTestApp, MCP_HEADERS, postJson } from "../helpers/app.js";

type Schema = Record<string, unknown>;
interface ListedTool {
  name: string;
  inputSchema: Schema;
  outputSchema?: Schema;
}

async function listEverything() {
  const { app } = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: "0" } });
  const out: { path: string; capabilities: { tools?: { listChanged?: boolean } }; tools: ListedTool[] }[] = [];
  for (const path of POST_ENDPOINTS) {
    const init = await postJson(app, path, { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "t", version: "1" } } }, MCP_HEADERS);
    const list = await postJson(app, path, { jsonrpc: "2.0", id: 2, method: "tools/list" }, MCP_HEADERS);
    const capabilities = ((await init.json()) as { result: { capabilities: { tools?: { listChanged?: boolean } } } }).result.capabilities;
    out.push({ path, capabilities, tools: ((await list.json()) as { result: { tools: ListedTool[] } }).result.tools });
  }
  return out;
}

/** Every `pattern` (and patternProperties key) anywhere in a schema. */
function patterns(schema: unknown, found: string[] = []): string[] {
  if (Array.isArray(schema)) for (const s of schema) patterns(s, found);
  else if (schema && typeof schema === "object") {
    for (const [key, value] of Object.entries(schema)) {
      if (key === "pattern" && typeof value === "string") found.push(value);
      if (key === "patternProperties" && value && typeof value === "object") found.push(...Object.keys(value));
      patterns(value, found);
    }
  }
  return found;
}

// Outside the portable subset that JSON Schema recommends (and Python's re, Go's RE2, Java all read the
// same way): Unicode property classes, lookbehind, named groups and backreferences, \u{...} escapes.
const NOT_PORTABLE: [string, RegExp][] = [
  ["Unicode property class \\p{...}/\\P{...}", /\\[pP]\{/],
  ["lookbehind", /\(\?<[=!]/],
  ["named group", /\(\?<[A-Za-z]/],
  ["backreference", /\\k<|\\[1-9]/],
  ["code point escape \\u{...}", /\\u\{/],
];

function ajvFor(schema: Schema) {
  const draft2020 = String(schema.$schema ?? "").includes("2020-12");
  const ajv = draft2020 ? new Ajv2020({ strict: true }) : new Ajv({ strict: true });
  addFormats.default(ajv);
  return ajv;
}

describe("every published tool schema is portable", () => {
  it("compiles under Ajv in strict mode, input and output, on every server", async () => {
    const servers = await listEverything();
    expect(servers.flatMap((s) => s.tools).length).toBeGreaterThanOrEqual(8);
    for (const { path, tools } of servers) {
      for (const tool of tools) {
        for (const [which, schema] of [["input", tool.inputSchema], ["output", tool.outputSchema]] as const) {
          if (!schema) continue;
          expect(() => ajvFor(schema).compile(schema), `${path} ${tool.name} ${which}`).not.toThrow();
        }
      }
    }
  });

  it("uses only portable regex patterns, each valid with and without the u flag", async () => {
    const all = (await listEverything()).flatMap(({ path, tools }) => tools.flatMap((t) => [t.inputSchema, t.outputSchema].flatMap((s) => patterns(s).map((p) => ({ where: `${path} ${t.name}`, p })))));
    expect(all.length).toBeGreaterThan(0);
    for (const { where, p } of all) {
      for (const [what, bad] of NOT_PORTABLE) expect(bad.test(p), `${where}: ${p} uses ${what}`).toBe(false);
      expect(() => new RegExp(p), `${where}: ${p}`).not.toThrow();
      expect(() => new RegExp(p, "u"), `${where}: ${p}`).not.toThrow();
    }
  });

  it("prepare_group_hotel_request takes Kraków and refuses a city with no letter, without publishing \\p{L}", async () => {
    const { app } = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: "0" } });
    const body = { rooms: 12, checkIn: "2027-05-04", checkOut: "2027-05-07" };
    expect((await postJson(app, "/group-hotels-mcp", { ...body, city: "Kraków" })).status).toBe(200);
    expect((await postJson(app, "/group-hotels-mcp", { ...body, city: "1234" })).status).toBe(400);
  });

  it("says tools.listChanged is false on every stateless server: no notification can ever arrive", async () => {
    for (const { path, capabilities } of await listEverything()) {
      expect(capabilities.tools, path).toBeDefined();
      expect(capabilities.tools?.listChanged, path).toBe(false);
    }
  });
});
