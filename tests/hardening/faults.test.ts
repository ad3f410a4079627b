import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type RunningServer } from "../helpers/app.js";
import { startFakeSupplier, type FakeSupplier, type FakeSupplierMode } from "../helpers/fake-supplier.js";
import { HERMETIC_ENV } from "./endpoints.js";

const REGIONAL_JOB = "2 passengers from Warsaw to Prague on 4 May 2027";
const OTHER_JOB = "1 passenger Prague to Vienna on 2027-04-12";
// Generous slack over the budget: this machine is small and shared, and the bound is about orders of magnitude.
const SLACK_MS = 1500;

type Desk = { route: string; supplier?: { status: string; reason?: string; data?: unknown } };

const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

async function setUp(mode: FakeSupplierMode, timeoutMs: number): Promise<{ supplier: FakeSupplier; server: RunningServer }> {
  const supplier = await startFakeSupplier(mode, { dripMs: 300 });
  open.push(supplier);
  const server = await startTestServer({
    env: { ...HERMETIC_ENV, REGIONAL_SUPPLIER_URL: supplier.url, SUPPLIER_TIMEOUT_MS: String(timeoutMs), SUPPLIER_HEALTH_TTL_MS: "0" },
  });
  open.push(server);
  return { supplier, server };
}

async function timedPost(url: string, job: string): Promise<{ ms: number; status: number; body: Desk }> {
  const started = performance.now();
  const res = await fetch(`${url}/desk`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job }) });
  const body = (await res.json()) as Desk;
  return { ms: performance.now() - started, status: res.status, body };
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/healthz`);
  await res.arrayBuffer();
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe("supplier faults: the desk answers DOWN within the budget", () => {
  const cases: [FakeSupplierMode, RegExp][] = [
    ["hang", /time/i],
    ["apex301", /301/],
    ["broken500", /initiali[sz]e|500/i],
    ["garbage", /initiali[sz]e|invalid|json/i],
    ["slowDrip", /time/i],
    ["toolError", /tool/i],
  ];
  for (const [mode, reason] of cases) {
    it(`${mode}: DOWN with a reason naming the failed step, no data, inside SUPPLIER_TIMEOUT_MS`, async () => {
      const budget = 1000;
      const { supplier, server } = await setUp(mode, budget);
      const { ms, status, body } = await timedPost(server.url, REGIONAL_JOB);
      expect(status).toBe(200);
      expect(body.route).toBe("regional");
      expect(body.supplier?.status).toBe("DOWN");
      expect(body.supplier?.reason ?? "").toMatch(reason);
      expect(body.supplier?.data).toBeUndefined();
      expect(ms).toBeLessThan(budget + SLACK_MS);
      // The desk gave up on the supplier's connections instead of leaving them open.
      await new Promise((r) => setTimeout(r, 300));
      expect(supplier.inFlight()).toBe(0);
    });
  }
});

describe("supplier faults: other routes do not slow down while a hanging supplier is probed", () => {
  it("keeps /healthz and a search job fast while 20 regional jobs wait on a hanging supplier", async () => {
    const budget = 2500;
    const { server } = await setUp("hang", budget);
    const sample = async () => {
      const health: number[] = [];
      const search: number[] = [];
      for (let i = 0; i < 15; i++) {
        health.push(await timedGet(server.url));
        const r = await timedPost(server.url, OTHER_JOB);
        expect(r.status).toBe(200);
        search.push(r.ms);
      }
      return { health, search };
    };
    await sample(); // warm up
    const before = await sample();

    const started = performance.now();
    const pending = Array.from({ length: 20 }, () => timedPost(server.url, REGIONAL_JOB));
    const during = await sample();
    const whileProbing = performance.now() - started < budget; // the sample finished before any probe could time out
    const regional = await Promise.all(pending);

    expect(whileProbing).toBe(true);
    for (const key of ["health", "search"] as const) {
      const base = median(before[key]);
      expect(median(during[key]), key).toBeLessThan(Math.max(base * 5, base + 50));
      expect(Math.max(...during[key]), key).toBeLessThan(budget / 2);
    }
    for (const r of regional) {
      expect(r.body.supplier?.status).toBe("DOWN");
      expect(r.ms).toBeLessThan(budget + SLACK_MS);
    }
  });
});
