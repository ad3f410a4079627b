import { Writable } from "node:stream";
import { createLogger } from "@travel/server";
import { describe, expect, it } from "vitest";
import { buildTestApp, postJson } from "../helpers/app.js";
import { HERMETIC_ENV } from "./endpoints.js";
import { PACKAGE_VERSION } from "../helpers/version.js";

/** The service's real logger, writing its JSON lines into memory. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n")) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger({ logLevel: "info", version: PACKAGE_VERSION }, sink) };
}

describe("request ids", () => {
  it("echoes a plain X-Request-Id and generates a fresh UUID otherwise", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    const echoed = await app.request("/healthz", { headers: { "x-request-id": "trace-abc.123:9" } });
    expect(echoed.headers.get("x-request-id")).toBe("trace-abc.123:9");

    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const a = (await app.request("/healthz")).headers.get("x-request-id");
    const b = (await app.request("/healthz")).headers.get("x-request-id");
    expect(a).toMatch(uuid);
    expect(b).toMatch(uuid);
    expect(a).not.toBe(b);

    // Anything that could smuggle text into headers or logs is replaced, never echoed.
    for (const bad of ["a b", "x".repeat(200), "<script>", "id\u00e9", "a,b"]) {
      expect((await app.request("/healthz", { headers: { "x-request-id": bad } })).headers.get("x-request-id")).toMatch(uuid);
    }
  });
});

describe("structured JSON request log", () => {
  it("writes one JSON line per request with reqId, method, path, status and duration", async () => {
    const { lines, logger } = capturingLogger();
    const { app } = await buildTestApp({ env: HERMETIC_ENV, deps: { logger } });
    const res = await postJson(app, "/desk?utm=private", { job: "Warsaw to Prague" }, { "x-request-id": "req-42" });
    await app.request("/nowhere");
    const desk = lines.find((l) => l.reqId === "req-42");
    expect(desk).toMatchObject({ level: 30, service: "travel-desk", version: PACKAGE_VERSION, reqId: "req-42", method: "POST", path: "/desk", status: res.status, msg: "request" });
    expect(typeof desk?.durationMs).toBe("number");
    expect(desk?.durationMs as number).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(desk)).not.toContain("utm=private"); // the query string is not logged
    expect(lines.find((l) => l.path === "/nowhere")).toMatchObject({ method: "GET", status: 404 });
  });

  it("logs a 5xx at error level with the request id the client saw", async () => {
    const { lines, logger } = capturingLogger();
    const { app } = await buildTestApp({ env: HERMETIC_ENV, deps: { logger } });
    app.get("/test-bug", () => {
      throw new Error("a bug");
    });
    const res = await app.request("/test-bug");
    expect(res.status).toBe(500);
    const id = res.headers.get("x-request-id");
    expect(lines.find((l) => l.reqId === id)).toMatchObject({ level: 50, status: 500, path: "/test-bug" });
  });

  it("logs a request the MCP transport refuses as a client error: one info line with the reason, no stack", async () => {
    const { lines, logger } = capturingLogger();
    // Wired as main.ts wires it: what reaches onError is a bug and is logged at error with its stack.
    const { app } = await buildTestApp({ env: HERMETIC_ENV, deps: { logger, onError: (err) => logger.error({ err }, "request failed") } });
    const call = { jsonrpc: "2.0", id: 1, method: "tools/list" };
    const refused: { headers: Record<string, string>; status: number; reason: RegExp }[] = [
      { headers: { accept: "application/json" }, status: 406, reason: /Not Acceptable/ },
      { headers: { accept: "application/json, text/event-stream", "mcp-protocol-version": "1999-01-01" }, status: 400, reason: /protocol version/ },
    ];
    for (const [i, r] of refused.entries()) {
      const res = await postJson(app, "/desk", call, { ...r.headers, "x-request-id": `refused-${i}` });
      expect(res.status).toBe(r.status);
      const line = lines.find((l) => l.reqId === `refused-${i}`);
      expect(line).toMatchObject({ level: 30, msg: "client error", status: r.status });
      expect(line?.reason).toMatch(r.reason);
    }
    // A 2026-07-28 request whose headers and body disagree is refused by the v2 SDK: a client error too.
    const meta = { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} };
    const modern = await postJson(app, "/desk", { ...call, params: { _meta: meta } }, { accept: "application/json, text/event-stream", "x-request-id": "refused-2026" });
    expect(modern.status).toBe(400);
    expect(lines.find((l) => l.reqId === "refused-2026")).toMatchObject({ level: 30, msg: "client error", status: 400, reason: expect.stringMatching(/MCP-Protocol-Version/i) });
    expect(lines.filter((l) => (l.level as number) >= 40)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain("stack");
  });

  it("is silent without a logger, and createLogger honours LOG_LEVEL", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    expect((await app.request("/healthz")).status).toBe(200);
    const logger = createLogger({ logLevel: "warn", version: PACKAGE_VERSION });
    expect(logger.level).toBe("warn");
    expect(logger.isLevelEnabled("info")).toBe(false);
  });
});
