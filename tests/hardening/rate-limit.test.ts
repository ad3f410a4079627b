import { loadConfig } from "@travel/shared";
import { afterEach, describe, expect, it } from "vitest";
import { MCP_HEADERS, startTestServer, type RunningServer } from "../helpers/app.js";
import { startFakeSupplier, type FakeSupplier } from "../helpers/fake-supplier.js";
import { HERMETIC_ENV } from "./endpoints.js";

const REGIONAL_JOB = "2 passengers from Warsaw to Prague on 2027-05-04";
let server: RunningServer | undefined;
let supplier: FakeSupplier | undefined;
afterEach(async () => {
  await server?.close();
  await supplier?.close();
  server = undefined;
  supplier = undefined;
});

function call(id: number) {
  return { jsonrpc: "2.0", id, method: "tools/call", params: { name: "run_travel_job", arguments: { job: REGIONAL_JOB } } };
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server!.url}/desk`, { method: "POST", headers: { "content-type": "application/json", ...MCP_HEADERS, ...headers }, body: JSON.stringify(body) });
}

describe("rate limit counts JSON-RPC calls, not HTTP requests", () => {
  it("refuses a batch over the remaining budget with 429 before any call reaches the supplier", async () => {
    supplier = await startFakeSupplier("live");
    server = await startTestServer({ env: { ...HERMETIC_ENV, RATE_LIMIT_PER_MINUTE: "5", REGIONAL_SUPPLIER_URL: supplier.url, SUPPLIER_HEALTH_TTL_MS: "0" } });
    const batch = await post([1, 2, 3, 4, 5, 6].map(call));
    expect(batch.status).toBe(429);
    expect(batch.headers.get("content-type")).toContain("application/problem+json");
    expect(Number(batch.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(((await batch.json()) as { detail: string }).detail).toMatch(/6 JSON-RPC calls/);
    expect(supplier.calls).toHaveLength(0);

    // The refused batch consumed only the POST itself; a batch that fits runs, and costs its size.
    const fits = await post([1, 2, 3].map(call));
    expect(fits.status).toBe(200);
    expect(((await fits.json()) as unknown[]).length).toBe(3);
    expect(supplier.calls).toHaveLength(3);
    expect(fits.headers.get("ratelimit")).toMatch(/^"post";r=1;t=\d+$/);
    expect((await post(call(9))).status).toBe(200);
    expect((await post(call(10))).status).toBe(429);
    expect(supplier.calls).toHaveLength(4);
  });

  it("puts the IETF RateLimit and RateLimit-Policy headers on POST answers", async () => {
    server = await startTestServer({ env: { ...HERMETIC_ENV, RATE_LIMIT_PER_MINUTE: "4" } });
    const first = await post({ job: "Warsaw to Prague" });
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-policy")).toBe('"post";q=4;w=60');
    expect(first.headers.get("ratelimit")).toMatch(/^"post";r=3;t=(?:[1-5]?\d|60)$/);
    await post({ job: "Warsaw to Prague" });
    await post({ job: "Warsaw to Prague" });
    await post({ job: "Warsaw to Prague" });
    const refused = await post({ job: "Warsaw to Prague" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("ratelimit")).toMatch(/^"post";r=0;t=\d+$/);
    expect(refused.headers.get("ratelimit-policy")).toBe('"post";q=4;w=60');
  });
});

describe("TRUST_PROXY", () => {
  it("is off by default: X-Forwarded-For cannot buy a client a fresh bucket", async () => {
    server = await startTestServer({ env: { ...HERMETIC_ENV, RATE_LIMIT_PER_MINUTE: "2" } });
    const statuses = [];
    for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) statuses.push((await post({ job: "Warsaw to Prague" }, { "x-forwarded-for": ip })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("keys on the client the trusted proxy reports: the rightmost address that is not a trusted proxy", async () => {
    server = await startTestServer({ env: { ...HERMETIC_ENV, RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "127.0.0.1/8, 10.0.0.0/8" } });
    const as = (xff: string) => post({ job: "Warsaw to Prague" }, { "x-forwarded-for": xff });
    expect((await as("203.0.113.1")).status).toBe(200);
    // A client that prepends a fake address is still itself: proxies append, so the rightmost untrusted one counts.
    expect((await as("198.51.100.77, 203.0.113.1")).status).toBe(200);
    expect((await as("203.0.113.1, 10.1.2.3")).status).toBe(429);
    // Another client behind the same proxy has its own bucket.
    expect((await as("203.0.113.2")).status).toBe(200);
  });

  it("is validated at start-up, naming the variable", () => {
    for (const bad of ["not-an-address", "10.0.0.0/99", "1.2.3"]) {
      const loaded = loadConfig({ TRUST_PROXY: bad });
      expect(loaded.ok, bad).toBe(false);
      if (!loaded.ok) expect(loaded.errors.map((e) => e.variable)).toContain("TRUST_PROXY");
    }
    const good = loadConfig({ TRUST_PROXY: "10.0.0.0/8, ::1, loopback" });
    expect(good.ok && good.config.trustProxy).toEqual(["10.0.0.0/8", "::1", "loopback"]);
    expect(loadConfig({}).ok && (loadConfig({}) as { config: { trustProxy: string[] } }).config.trustProxy).toEqual([]);
  });
});
