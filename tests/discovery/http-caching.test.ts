import { beforeAll, describe, expect, it } from "vitest";
import { discoveryApp } from "../helpers/served.js";

describe("serving the documents", () => {
  let app: Awaited<ReturnType<typeof discoveryApp>>["app"];
  let paths: string[];

  beforeAll(async () => {
    ({ app, paths } = await discoveryApp());
  });

  it("serves every document with its media type, a strong ETag, Cache-Control and open CORS", async () => {
    for (const path of paths) {
      const res = await app.request(path, { headers: { origin: "https://somewhere.example" } });
      expect(res.status, path).toBe(200);
      const type = res.headers.get("content-type") ?? "";
      if (path.endsWith(".txt")) expect(type, path).toBe("text/plain; charset=utf-8");
      else if (path.endsWith("/server-card")) expect(type, path).toBe("application/mcp-server-card+json");
      else expect(type, path).toMatch(/^application\/(?:[\w.-]+\+)?json$/);
      expect(res.headers.get("etag"), path).toMatch(/^"[^"]+"$/);
      expect(res.headers.get("cache-control"), path).toMatch(/max-age=\d+/);
      expect(res.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(res.headers.get("access-control-expose-headers"), path).toMatch(/ETag/i);
    }
  });

  it("answers a conditional GET with the current ETag with 304 and no body, and a stale one with 200", async () => {
    const first = await app.request("/openapi.json");
    const etag = first.headers.get("etag")!;
    for (const header of [etag, `W/${etag}`, `"stale", ${etag}`, "*"]) {
      const again = await app.request("/openapi.json", { headers: { "if-none-match": header } });
      expect(again.status, header).toBe(304);
      expect(await again.text(), header).toBe("");
      expect(again.headers.get("etag"), header).toBe(etag);
      expect(again.headers.get("access-control-allow-origin"), header).toBe("*");
    }
    const stale = await app.request("/openapi.json", { headers: { "if-none-match": '"not-the-current-one"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(await first.text());
  });

  it("gives each document its own ETag, stable across requests", async () => {
    const tags = await Promise.all(paths.map(async (p) => (await app.request(p)).headers.get("etag")));
    const again = await Promise.all(paths.map(async (p) => (await app.request(p)).headers.get("etag")));
    expect(again).toEqual(tags);
    const bodies = await Promise.all(paths.map(async (p) => (await app.request(p)).text()));
    // Identical bytes (server.json and its .well-known twin) share a tag; different bytes never do.
    expect(new Set(tags).size).toBe(new Set(bodies).size);
  });

  it("answers a CORS preflight for a document", async () => {
    const res = await app.request("/desk/server-card", {
      method: "OPTIONS",
      headers: { origin: "https://somewhere.example", "access-control-request-method": "GET", "access-control-request-headers": "if-none-match" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-methods")).toMatch(/GET/);
    expect(res.headers.get("access-control-allow-headers")).toMatch(/If-None-Match/i);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await app.request("/llms.txt", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toMatch(/^"/);
    expect(await res.text()).toBe("");
  });
});
