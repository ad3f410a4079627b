import { buildTestApp, listen, MCP_HEADERS, postJson } from "../helpers/app.js";
import { describe, expect, it } from "vitest";
import { HERMETIC_ENV, POST_ENDPOINTS } from "./endpoints.js";

/** Every answer's policy: the page's own stylesheet and images, nothing inline, no script, no frames, no forms. */
const DEFAULT_CSP = "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** The landing page's own: its script from this origin too, and its category filter form to itself. */
const LANDING_CSP = "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

function expectSecurityHeaders(res: Response, what: string): void {
  expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(res.headers.get("x-frame-options"), what).toBe("DENY");
  expect(res.headers.get("referrer-policy"), what).toBe("no-referrer");
  expect(res.headers.get("content-security-policy"), what).toMatch(/default-src 'none'/);
  expect(res.headers.get("x-request-id"), what).toMatch(/^[\w.:-]{1,128}$/);
}

describe("security headers", () => {
  it("are on every kind of answer: documents, 404s, problem documents, REST and MCP, other methods", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    const answers: [string, Response][] = [
      ["GET /healthz", await app.request("/healthz")],
      ["GET /desk", await app.request("/desk")],
      ["GET /nowhere (404)", await app.request("/nowhere")],
      ["POST /nowhere (404)", await postJson(app, "/nowhere", {})],
      ["GET /desk as SSE (405)", await app.request("/desk", { headers: { accept: "text/event-stream" } })],
      ["DELETE /desk (405)", await app.request("/desk", { method: "DELETE" })],
      ["POST /desk bad JSON (400)", await postJson(app, "/desk", "{nope")],
      ["POST /desk text/plain (415)", await app.request("/desk", { method: "POST", headers: { "content-type": "text/plain" }, body: "hi" })],
      ["POST /desk REST", await postJson(app, "/desk", { job: "2 passengers from Warsaw to Prague on 4 May 2027" })],
      ["POST /desk MCP", await postJson(app, "/desk", { jsonrpc: "2.0", id: 1, method: "tools/list" }, MCP_HEADERS)],
      ["POST /desk MCP without Accept (406)", await postJson(app, "/desk", { jsonrpc: "2.0", id: 1, method: "tools/list" })],
      ["POST /desk from an evil origin (403)", await postJson(app, "/desk", { job: "x" }, { origin: "https://evil.example" })],
    ];
    for (const path of POST_ENDPOINTS) answers.push([`POST ${path} empty body`, await postJson(app, path, "")]);
    for (const [what, res] of answers) expectSecurityHeaders(res, what);
  });

  it("gives HTML answers a strict CSP without 'unsafe-inline', and keeps the landing page's own policy", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    app.get("/test-html-plain", (c) => c.html("<p>hello</p>"));

    const plain = await app.request("/test-html-plain");
    expect(plain.headers.get("content-security-policy")).toBe(DEFAULT_CSP);
    const landing = await app.request("/");
    expect(landing.status).toBe(200);
    expect(landing.headers.get("content-type")).toMatch(/^text\/html/);
    expect(landing.headers.get("content-security-policy")).toBe(LANDING_CSP);
  });

  it("also stamps answers whose headers are immutable (a Response made by Response.redirect or fetch)", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    app.get("/test-redirect", () => Response.redirect("http://127.0.0.1:8787/healthz", 302));
    const res = await app.request("/test-redirect");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("http://127.0.0.1:8787/healthz");
    expectSecurityHeaders(res, "redirect");
  });

  it("are on every answer over a real socket too, where a route's own header still wins", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    app.get("/test-redirect", () => Response.redirect("http://127.0.0.1:8787/healthz", 302));
    const server = await listen(app);
    try {
      const base = server.url;
      const json = { "content-type": "application/json" };
      const answers: [string, Response][] = [
        ["GET /healthz", await fetch(`${base}/healthz`)],
        ["GET /nowhere (404)", await fetch(`${base}/nowhere`)],
        ["POST /desk REST", await fetch(`${base}/desk`, { method: "POST", headers: json, body: JSON.stringify({ job: "Warsaw to Prague" }) })],
        ["POST /desk MCP", await fetch(`${base}/desk`, { method: "POST", headers: { ...json, ...MCP_HEADERS }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }) })],
        ["POST /desk 413", await fetch(`${base}/desk`, { method: "POST", headers: json, body: JSON.stringify({ job: "x".repeat(20_000) }) })],
        ["GET redirect", await fetch(`${base}/test-redirect`, { redirect: "manual" })],
      ];
      for (const [what, res] of answers) {
        expectSecurityHeaders(res, what);
        await res.arrayBuffer();
      }
      const echoed = await fetch(`${base}/healthz`, { headers: { "x-request-id": "over-the-wire-1" } });
      expect(echoed.headers.get("x-request-id")).toBe("over-the-wire-1");
      const landing = await fetch(`${base}/`);
      expect(landing.headers.get("content-security-policy")).toBe(LANDING_CSP);
      expect(landing.headers.get("x-content-type-options")).toBe("nosniff");
      await landing.arrayBuffer();
    } finally {
      await server.close();
    }
  });

  it("adds HSTS only when the public base URL is https", async () => {
    const http = await buildTestApp({ env: HERMETIC_ENV });
    expect((await http.app.request("/healthz")).headers.get("strict-transport-security")).toBeNull();
    const https = await buildTestApp({ env: { ...HERMETIC_ENV, BASE_URL: "https://desk.example.org" } });
    expect((await https.app.request("/healthz")).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});
