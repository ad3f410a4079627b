import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, listen, startTestServer, type RunningServer } from "../helpers/app.js";
import { geoUrls } from "../helpers/served.js";

// The paths an outside checker pulls out of llms-full.txt: every .json/.txt path and every /.well-known path.
const MENTIONED = /(?:^|[\s(`<])((?:https?:\/\/[^\s)`>/]+)?(?:\/[A-Za-z0-9._\-/]*\.(?:json|txt)|\/\.well-known\/[A-Za-z0-9._\-/]*[A-Za-z0-9_-]))/gm;

describe("GEO 200 paths in /llms-full.txt", () => {
  let server: RunningServer;
  let full: string;

  beforeAll(async () => {
    server = await startTestServer();
    const res = await fetch(`${server.url}/llms-full.txt`);
    expect(res.status).toBe(200);
    full = await res.text();
  });
  afterAll(() => server.close());

  it("lists absolute URLs on BASE_URL, one per line, and every one answers 200 to a plain GET", async () => {
    const urls = geoUrls(full);
    expect(urls.length).toBeGreaterThanOrEqual(20);
    const failed: string[] = [];
    for (const url of urls) {
      expect(url.startsWith(`${server.url}/`), url).toBe(true);
      const res = await fetch(url, { redirect: "manual" });
      await res.arrayBuffer();
      if (res.status !== 200) failed.push(`${url} ${res.status}`);
    }
    expect(failed).toEqual([]);
  });

  it("includes the GET endpoints and the documents themselves", () => {
    const paths = geoUrls(full).map((u) => u.slice(server.url.length));
    expect(paths).toEqual(expect.arrayContaining(["/desk", "/llms.txt", "/llms-full.txt", "/openapi.json", "/server.json", "/desk/server-card", "/.well-known/oauth-protected-resource/desk"]));
  });

  it("every .json, .txt or /.well-known path mentioned anywhere in the file answers 200", async () => {
    const mentioned = [...new Set([...full.matchAll(MENTIONED)].map((m) => m[1]!.replace(server.url, "")).filter((p) => p.startsWith("/")))];
    expect(mentioned.length).toBeGreaterThanOrEqual(20);
    const failed: string[] = [];
    for (const path of mentioned) {
      const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
      await res.arrayBuffer();
      if (res.status !== 200) failed.push(`${path} ${res.status}`);
    }
    expect(failed).toEqual([]);
  });
});

describe("the GEO list comes from the app's route table", () => {
  it("lists a GET route mounted after the documents, and leaves out parameterised and non-GET routes", async () => {
    const { app } = await buildTestApp();
    app.get("/late-route", (c) => c.json({ ok: true }));
    app.get("/late-route/:id", (c) => c.json({ id: c.req.param("id") }));
    app.post("/late-post", (c) => c.json({ ok: true }));
    const running = await listen(app);
    try {
      const full = await (await fetch(`${running.url}/llms-full.txt`)).text();
      const paths = geoUrls(full).map((u) => new URL(u).pathname);
      expect(paths).toContain("/late-route");
      expect(paths.some((p) => p.includes(":"))).toBe(false);
      expect(paths).not.toContain("/late-post");
    } finally {
      await running.close();
    }
  });
});
