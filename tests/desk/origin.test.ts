import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { MCP_HEADERS, buildTestApp, postJson } from "../helpers/app.js";

const listTools = { jsonrpc: "2.0", id: 1, method: "tools/list" };

async function appWith(env: Record<string, string>): Promise<Hono> {
  return (await buildTestApp({ env })).app;
}

describe("Origin and Host checks against DNS rebinding", () => {
  it("lets requests without Origin through (non-browser clients)", async () => {
    const app = await appWith({});
    expect((await postJson(app, "/desk", listTools, MCP_HEADERS)).status).toBe(200);
  });

  it("allows a loopback origin and answers with CORS headers a browser client can use", async () => {
    const app = await appWith({});
    const response = await postJson(app, "/desk", listTools, { ...MCP_HEADERS, origin: "http://localhost:5173" });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(response.headers.get("access-control-expose-headers")?.toLowerCase()).toContain("mcp-protocol-version");
    expect(response.headers.get("access-control-expose-headers")?.toLowerCase()).toContain("mcp-session-id");
  });

  it("refuses a foreign origin with 403 while bound to loopback", async () => {
    const app = await appWith({});
    const response = await postJson(app, "/desk", listTools, { ...MCP_HEADERS, origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ status: 403 });
  });

  it("refuses a foreign Host with 403 while bound to loopback", async () => {
    const app = await appWith({});
    const response = await postJson(app, "/desk", listTools, { ...MCP_HEADERS, host: "evil.example.com" });
    expect(response.status).toBe(403);
  });

  it("allows any origin when bound publicly, and only the listed ones when ALLOWED_ORIGINS is set", async () => {
    const open = await appWith({ HOST: "0.0.0.0" });
    expect((await postJson(open, "/desk", listTools, { ...MCP_HEADERS, origin: "https://agent.example" })).status).toBe(200);
    const listed = await appWith({ HOST: "0.0.0.0", ALLOWED_ORIGINS: "https://agent.example" });
    expect((await postJson(listed, "/desk", listTools, { ...MCP_HEADERS, origin: "https://agent.example" })).status).toBe(200);
    expect((await postJson(listed, "/desk", listTools, { ...MCP_HEADERS, origin: "https://other.example" })).status).toBe(403);
  });

  it("answers a CORS preflight from an allowed origin", async () => {
    const app = await appWith({});
    const response = await app.request("/desk", {
      method: "OPTIONS",
      headers: { origin: "http://127.0.0.1:3000", "access-control-request-method": "POST", "access-control-request-headers": "content-type, mcp-protocol-version" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:3000");
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("mcp-protocol-version");
  });
});
