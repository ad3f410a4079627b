import { describe, expect, it } from "vitest";
import { buildTestApp } from "../helpers/app.js";
import { findLeak, HERMETIC_ENV } from "./endpoints.js";
import { PACKAGE_VERSION } from "../helpers/version.js";

describe("GET /healthz", () => {
  it("answers 200 JSON with status, version and uptime, uncached", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { status: string; version: string; uptimeS: number };
    expect(body.status).toBe("ok");
    expect(body.version).toBe(PACKAGE_VERSION);
    expect(Number.isInteger(body.uptimeS) && body.uptimeS >= 0).toBe(true);
  });

  it("publishes no configuration: no URLs, no paths, no token names", async () => {
    const env = { ...HERMETIC_ENV, REGIONAL_SUPPLIER_URL: "http://127.0.0.1:9/secret-path/mcp", GROUP_SPECIALIST_TOKEN_ENV: "VERY_PRIVATE_TOKEN" };
    const { app } = await buildTestApp({ env });
    const text = await (await app.request("/healthz")).text();
    expect(text).not.toMatch(/https?:\/\//);
    expect(text).not.toContain("secret-path");
    expect(text).not.toContain("VERY_PRIVATE_TOKEN");
    expect(findLeak(text)).toBeNull();
  });
});
