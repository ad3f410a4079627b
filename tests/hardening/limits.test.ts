import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, MCP_HEADERS, postJson, startTestServer, type RunningServer } from "../helpers/app.js";
import { HERMETIC_ENV, POST_ENDPOINTS } from "./endpoints.js";

const JSON_TYPE = { "content-type": "application/json" };

describe("body size limit", () => {
  it("answers 413 problem+json to a body over 16 KiB on every POST endpoint, REST or JSON-RPC", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    const big = "x".repeat(17 * 1024);
    for (const path of POST_ENDPOINTS) {
      for (const body of [{ job: big }, { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "run_travel_job", arguments: { job: big } } }]) {
        const res = await postJson(app, path, body, MCP_HEADERS);
        expect(res.status, path).toBe(413);
        expect(res.headers.get("content-type")).toContain("application/problem+json");
        expect(((await res.json()) as { status: number }).status).toBe(413);
      }
    }
  });

  it("cuts off a chunked body (no Content-Length) at the limit over a real socket", async () => {
    const server = await startTestServer({ env: HERMETIC_ENV });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(`${server.url}/desk`, { method: "POST", headers: JSON_TYPE }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
        req.write('{"job":"');
        for (let i = 0; i < 40; i++) req.write("y".repeat(1024));
        req.end('"}');
      });
      expect(status).toBe(413);
    } finally {
      await server.close();
    }
  });
});

describe("job length", () => {
  it("refuses a job over 2,000 characters with a 400 naming the field, and an MCP call with -32602", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    const long = "Warsaw to Prague ".repeat(120).slice(0, 2001);
    const rest = await postJson(app, "/desk", { job: long });
    expect(rest.status).toBe(400);
    const problem = (await rest.json()) as { errors?: { field: string }[] };
    expect(problem.errors?.map((e) => e.field)).toContain("job");

    const mcp = await postJson(app, "/desk", { jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "run_travel_job", arguments: { job: long } } }, MCP_HEADERS);
    expect(mcp.status).toBe(200);
    const rpc = (await mcp.json()) as { result?: { isError?: boolean; content?: { text: string }[] }; error?: { code: number } };
    const text = rpc.error ? String(rpc.error.code) : rpc.result?.content?.[0]?.text ?? "";
    expect(rpc.error?.code === -32602 || (rpc.result?.isError === true && text.includes("-32602"))).toBe(true);

    // Exactly at the limit is accepted.
    expect((await postJson(app, "/desk", { job: long.slice(0, 2000) })).status).toBe(200);
  });

  it("counts what was sent, before trimming: 2,000 characters plus padding is refused, as the published maxLength says", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    const padded = `${"Warsaw to Prague ".repeat(120).slice(0, 1990)}${" ".repeat(5000)}`;
    const rest = await postJson(app, "/desk", { job: padded });
    expect(rest.status).toBe(400);
    expect(((await rest.json()) as { errors?: { field: string }[] }).errors?.map((e) => e.field)).toContain("job");
    const wa = await postJson(app, "/whatsapp-adapter", { job: padded, name: "Ms Example", phone: "+48512345678" });
    expect(wa.status).toBe(400);
    // Surrounding spaces within the limit are still trimmed, and blank is still blank.
    expect((await postJson(app, "/desk", { job: "  Warsaw to Prague  " })).status).toBe(200);
    expect((await postJson(app, "/desk", { job: "    " })).status).toBe(400);
  });
});

describe("rate limit per address", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ...HERMETIC_ENV, RATE_LIMIT_PER_MINUTE: "3" } });
  });
  afterAll(() => server.close());

  it("answers the 4th POST in a minute with a 429 problem document and Retry-After; GETs are not limited", async () => {
    const post = () => fetch(`${server.url}/desk`, { method: "POST", headers: JSON_TYPE, body: JSON.stringify({ job: "Warsaw to Prague" }) });
    for (let i = 0; i < 3; i++) expect((await post()).status).toBe(200);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toContain("application/problem+json");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const problem = (await limited.json()) as { status: number; type: string };
    expect(problem.status).toBe(429);
    expect(problem.type).toMatch(/rate-limited$/);
    expect(limited.headers.get("x-content-type-options")).toBe("nosniff");

    // Every POST path shares the address's budget; reading documents is never limited.
    const other = await fetch(`${server.url}/nowhere`, { method: "POST", headers: JSON_TYPE, body: "{}" });
    expect(other.status).toBe(429);
    for (let i = 0; i < 10; i++) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("is off when RATE_LIMIT_PER_MINUTE is 0", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    for (let i = 0; i < 30; i++) expect((await postJson(app, "/desk", { job: "Warsaw to Prague" })).status).toBe(200);
  });

  it("limits requests without a socket (app.request) together rather than letting them through", async () => {
    const { app } = await buildTestApp({ env: { ...HERMETIC_ENV, RATE_LIMIT_PER_MINUTE: "2" } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await postJson(app, "/desk", { job: "Warsaw to Prague" })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
