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
  // A first job loads the place tables; done here so the timed jobs measure the supplier budget alone.
  await timedPost(server.url, OTHER_JOB);
  return { supplier, server };
}

async function timedPost(url: string, job: string): Promise<{ ms: number; status: number; body: Desk }> {
  const started = performance.now();
  const res = await fetch(`${url}/desk`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job }) });
  const body = (await res.json()) as Desk;
  return { ms: performance.now() - started, status: res.status, body };
}

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
      // The desk reached the supplier, then gave up on its connections instead of leaving them open.
      expect(supplier.hits.total).toBeGreaterThan(0);
      await expect.poll(() => supplier.inFlight(), { timeout: 5000, interval: 20 }).toBe(0);
    });
  }
});

describe("supplier faults: other routes do not wait for a hanging supplier", () => {
  // Order, not speed: every /healthz and search answer must arrive while all regional jobs still wait on
  // the supplier (they can only finish when the budget runs out). How much slower they get is `pnpm bench`'s.
  it("answers /healthz and search jobs while 20 regional jobs wait on a hanging supplier", async () => {
    const budget = 4000;
    const { supplier, server } = await setUp("hang", budget);
    let settled = 0;
    const pending = Array.from({ length: 20 }, () => timedPost(server.url, REGIONAL_JOB).finally(() => (settled += 1)));
    await expect.poll(() => supplier.hits.total, { timeout: budget / 2, interval: 10 }).toBeGreaterThan(0);

    for (let i = 0; i < 10; i++) {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      await health.arrayBuffer();
      const search = await timedPost(server.url, OTHER_JOB);
      expect([search.status, search.body.route]).toEqual([200, "search"]);
    }
    expect(settled, "a regional job finished before the other requests were answered").toBe(0);

    for (const r of await Promise.all(pending)) expect([r.body.route, r.body.supplier?.status]).toEqual(["regional", "DOWN"]);
  });
});
