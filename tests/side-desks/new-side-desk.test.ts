import { defineSideDesk, SIDE_DESKS } from "@travel/server";
import { isJsonObject, type ToolDefinition } from "@travel/shared";
import type { Context, Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { HERMETIC_ENV, mountedPostRoutes, POST_ENDPOINTS, postEndpoints } from "../hardening/endpoints.js";
import { buildTestApp, MCP_HEADERS, postJson } from "../helpers/app.js";

// A throw-away side desk, added the way docs/contributing.md "A new side desk" says: its parts in one definition,
// then one more entry in the list the app is built with. The real registry is not touched.
const EchoRequestSchema = z.object({ word: z.string().trim().min(1).max(20).describe("One word to say back") }).describe("A word to echo");
const EchoResultSchema = z.object({ echoed: z.string().describe("The word, said back"), booked: z.literal(false).describe("Always false") }).describe("The echo");

const echoTool = {
  name: "echo_word",
  title: "Echo a word",
  description: "Says one word back. A throw-away side desk that only the contributing test mounts.",
  inputSchema: EchoRequestSchema,
  outputSchema: EchoResultSchema,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
} satisfies ToolDefinition;

const ECHO_PARTS = {
  path: "/echo-desk" as const,
  name: "echo",
  title: "Echo desk (test only)",
  instructions: "echo_word says a word back.",
  topic: "echoes",
  tool: echoTool,
  openapi: { request: { id: "EchoRequest", schema: EchoRequestSchema }, resultId: "EchoResult", extraProblems: [], describeId: "describe_echo_desk" },
  handshake: { body: { word: "string" }, example: { word: "hello" }, policy: "Echoes only." },
  handlers: () => ({
    call: (input: z.infer<typeof EchoRequestSchema>) => ({ ok: true as const, value: { echoed: input.word, booked: false as const } }),
    rest: (body: unknown, c: Context) => {
      const parsed = EchoRequestSchema.safeParse(isJsonObject(body) ? body : null);
      return parsed.success ? c.json({ echoed: parsed.data.word, booked: false }) : c.json({ title: "bad word" }, 400);
    },
  }),
};

const echoDesk = defineSideDesk(ECHO_PARTS);

describe("a new side desk: one definition, one registry entry", () => {
  let app: Hono;
  let base: string;
  let deskServerName: string;
  beforeAll(async () => {
    const built = await buildTestApp({ env: HERMETIC_ENV, deps: { sideDesks: [...SIDE_DESKS, echoDesk] } });
    app = built.app;
    base = built.deps.config.baseUrl;
    deskServerName = built.deps.config.deskServerName;
  });

  it("is mounted: REST answers, MCP lists and calls its tool, GET describes it under its server name", async () => {
    const rest = await postJson(app, "/echo-desk", { word: "hello" });
    expect(rest.status).toBe(200);
    expect(await rest.json()).toEqual({ echoed: "hello", booked: false });

    const list = await postJson(app, "/echo-desk", { jsonrpc: "2.0", id: 1, method: "tools/list" }, MCP_HEADERS);
    expect(((await list.json()) as { result: { tools: { name: string }[] } }).result.tools.map((t) => t.name)).toEqual(["echo_word"]);
    const call = await postJson(app, "/echo-desk", { jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "echo_word", arguments: { word: "hi" } } }, MCP_HEADERS);
    expect(((await call.json()) as { result: { structuredContent: unknown } }).result.structuredContent).toEqual({ echoed: "hi", booked: false });

    const described = (await (await app.request("/echo-desk")).json()) as { serverInfo: { name: string }; tools: string[]; policy: string };
    expect(described).toMatchObject({ serverInfo: { name: `${deskServerName}-echo` }, tools: ["echo_word"], policy: "Echoes only." });
  });

  it("is in OpenAPI: its path, its request and result schemas, its topic in the side-desks tag", async () => {
    const openapi = (await (await app.request("/openapi.json")).json()) as {
      paths: Record<string, { post: { operationId: string }; get: { operationId: string } }>;
      components: { schemas: Record<string, unknown> };
      tags: { name: string; description: string }[];
    };
    expect(Object.keys(openapi.paths)).toEqual(["/desk", "/sos-mcp", "/whatsapp-adapter", "/group-hotels-mcp", "/echo-desk"]);
    expect(openapi.paths["/echo-desk"]).toMatchObject({ post: { operationId: "echo_word" }, get: { operationId: "describe_echo_desk" } });
    expect(openapi.components.schemas).toHaveProperty("EchoRequest");
    expect(openapi.components.schemas).toHaveProperty("EchoResult");
    expect(openapi.tags.find((t) => t.name === "side-desks")?.description).toBe("Passenger rights, VIP handoff, group hotels, echoes: advice and compose only");
  });

  it("is in llms-full.txt: in the side-desks list with its tool, and among the GET paths that answer 200", async () => {
    const text = await (await app.request("/llms-full.txt")).text();
    expect(text).toContain(`- ${base}/echo-desk (tool echo_word): Says one word back. A throw-away side desk that only the contributing test mounts.\n`);
    expect(text.split("\n")).toContain(`${base}/echo-desk`);
  });

  it("is in the fuzzer's endpoint list built from the same registry, which then matches the mounted routes", () => {
    expect(mountedPostRoutes(app).sort()).toEqual(postEndpoints([...SIDE_DESKS, echoDesk]).sort());
    // Mounted but missing from the list the hardening tests walk: the endpoint check would fail.
    expect(mountedPostRoutes(app).filter((p) => !POST_ENDPOINTS.includes(p))).toEqual(["/echo-desk"]);
  });

  it("leaves the real registry alone: the app on the default side desks knows nothing of it", async () => {
    const { app: plain } = await buildTestApp({ env: HERMETIC_ENV });
    expect((await plain.request("/echo-desk")).status).toBe(404);
    expect(await (await plain.request("/llms-full.txt")).text()).not.toContain("echo_word");
  });

  it("is refused by the type checker when a part is missing", () => {
    const { handshake: _handshake, ...withoutHandshake } = ECHO_PARTS;
    const { openapi: _openapi, ...withoutOpenApi } = ECHO_PARTS;
    // @ts-expect-error: no handshake (what GET on its path says)
    expect(() => defineSideDesk(withoutHandshake)).not.toThrow();
    // @ts-expect-error: no OpenAPI components
    expect(() => defineSideDesk(withoutOpenApi)).not.toThrow();
    // @ts-expect-error: a handler whose answer does not match the tool's output schema
    defineSideDesk({ ...ECHO_PARTS, handlers: () => ({ call: () => ({ ok: true, value: { echoed: 1 } }), rest: ECHO_PARTS.handlers().rest }) });
  });
});
