import { createRegionalSupplier, SupplierReportSchema, type RegionalSupplier, type SupplierReport } from "@travel/shared";
import { afterEach, describe, expect, it } from "vitest";
import { testConfig } from "../helpers/app.js";
import { FAKE_OFFER_ID, startFakeSupplier, type FakeSupplier, type FakeSupplierMode, type FakeSupplierOptions } from "../helpers/fake-supplier.js";

const QUERY = { origin: "WAW", destination: "PRG", date: "2027-05-04", passengers: 2 };
const FORBIDDEN = /book|pay|checkout|ticket|email_offer/i;

const open: { close(): unknown }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

async function fake(mode: FakeSupplierMode, options?: FakeSupplierOptions): Promise<FakeSupplier> {
  const f = await startFakeSupplier(mode, options);
  open.push(f);
  return f;
}

function regional(env: Record<string, string>, extra: { now?: () => Date; fetch?: typeof fetch } = {}): RegionalSupplier {
  const created = createRegionalSupplier({ config: testConfig({ SUPPLIER_HEALTH_TTL_MS: "0", ...env }), now: extra.now ?? (() => new Date()), ...(extra.fetch ? { fetch: extra.fetch } : {}) });
  if (!created.ok) throw new Error(created.error);
  open.push(created.supplier);
  return created.supplier;
}

function expectHonestDown(report: SupplierReport, reason: RegExp): void {
  expect(SupplierReportSchema.safeParse(report).success).toBe(true);
  expect(report.status).toBe("DOWN");
  expect(report.reason).toMatch(reason);
  expect(report.data).toBeUndefined();
}

describe("regional supplier: each mode", () => {
  it("live: passes the supplier's answer through untouched and sends IATA codes and 2 passengers", async () => {
    const f = await fake("live");
    const report = await regional({ REGIONAL_SUPPLIER_URL: f.url }).search(QUERY);
    expect(SupplierReportSchema.safeParse(report).success).toBe(true);
    expect(report).toMatchObject({ role: "regional", status: "live", url: f.url, name: "fake-regional-supplier" });
    expect(report.reason).toBeUndefined();
    expect(report.data).toEqual({ offers: [{ id: FAKE_OFFER_ID, carrier: "Regional Test Air", origin: "WAW", destination: "PRG", date: "2027-05-04", passengers: 2, price: { amount: 188.4, currency: "EUR" } }] });
    expect(f.calls).toEqual([{ tool: "search_trips", args: { origin: "WAW", destination: "PRG", date: "2027-05-04", passengers: 2 } }]);
    expect(f.calls.some((c) => FORBIDDEN.test(c.tool))).toBe(false);
  });

  it("live without structuredContent: the JSON of the text block, else the raw content", async () => {
    const text = await fake("live", { answer: "text" });
    expect((await regional({ REGIONAL_SUPPLIER_URL: text.url }).search(QUERY)).data).toMatchObject({ offers: [{ id: FAKE_OFFER_ID }] });
    const plain = await fake("live", { answer: "plain" });
    expect((await regional({ REGIONAL_SUPPLIER_URL: plain.url }).search(QUERY)).data).toEqual({ content: [{ type: "text", text: `One offer: ${FAKE_OFFER_ID}` }] });
  });

  it("a job without a date sends no date (not null)", async () => {
    const f = await fake("live");
    await regional({ REGIONAL_SUPPLIER_URL: f.url }).search({ ...QUERY, date: null });
    expect(f.calls[0]?.args).toEqual({ origin: "WAW", destination: "PRG", passengers: 2 });
  });

  it("apex 301: DOWN saying 301, and the MCP endpoint is never called", async () => {
    const f = await fake("apex301");
    const report = await regional({ REGIONAL_SUPPLIER_URL: f.url }).search(QUERY);
    expectHonestDown(report, /301/);
    expect(f.hits.apex).toBe(1);
    expect(f.hits.mcp).toBe(0);
    expect(f.calls).toEqual([]);
  });

  it("apex hangs: DOWN within the budget, and no connection is left hanging", async () => {
    const f = await fake("hang");
    const started = Date.now();
    const report = await regional({ REGIONAL_SUPPLIER_URL: f.url, SUPPLIER_TIMEOUT_MS: "700" }).search(QUERY);
    const took = Date.now() - started;
    expectHonestDown(report, /apex timeout/);
    expect(report.reason).toMatch(/700 ms/);
    expect(took).toBeGreaterThanOrEqual(650);
    expect(took).toBeLessThan(1500);
    expect(f.hits.apex).toBe(1);
    // The abandoned GET is really gone: the supplier sees its connection closed, not left open.
    await expect.poll(() => f.inFlight(), { timeout: 500 }).toBe(0);
  });

  it("MCP endpoint answers 500: DOWN, initialize failed", async () => {
    const f = await fake("broken500");
    const report = await regional({ REGIONAL_SUPPLIER_URL: f.url }).search(QUERY);
    expectHonestDown(report, /^initialize failed: .*500/);
    expect(f.hits.apex).toBe(1);
    expect(f.calls).toEqual([]);
  });

  it("MCP endpoint answers garbage: DOWN, initialize failed", async () => {
    const f = await fake("garbage");
    expectHonestDown(await regional({ REGIONAL_SUPPLIER_URL: f.url }).search(QUERY), /^initialize failed/);
  });

  it("MCP endpoint drips its answer: DOWN within the budget, initialize timed out", async () => {
    const f = await fake("slowDrip", { dripMs: 100 });
    const started = Date.now();
    const report = await regional({ REGIONAL_SUPPLIER_URL: f.url, SUPPLIER_TIMEOUT_MS: "600" }).search(QUERY);
    expectHonestDown(report, /^initialize failed: no answer within 600 ms \(timeout\)/);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it("tool answers isError: DOWN, tool error with the supplier's message", async () => {
    const f = await fake("toolError");
    const report = await regional({ REGIONAL_SUPPLIER_URL: f.url }).search(QUERY);
    expectHonestDown(report, /^tool error: search_trips .*no fares for this route/);
    expect(f.calls).toHaveLength(1);
  });

  it("tool too slow: DOWN, tool timeout, within the one budget for probe and call", async () => {
    const f = await fake("live", { toolDelayMs: 5000 });
    const started = Date.now();
    const report = await regional({ REGIONAL_SUPPLIER_URL: f.url, SUPPLIER_TIMEOUT_MS: "800" }).search(QUERY);
    expectHonestDown(report, /^tool timeout: search_trips/);
    expect(Date.now() - started).toBeLessThan(1600);
  });

  it("unset: DOWN, not configured, without touching the network", async () => {
    const supplier = regional({});
    expect(supplier.lastStatus()).toBeNull();
    const report = await supplier.search(QUERY);
    expectHonestDown(report, /not configured/);
    expect(supplier.lastStatus()).toEqual(report);
  });

  it("nothing listens: DOWN, apex unreachable naming the refusal", async () => {
    const f = await fake("live");
    const url = f.url;
    await f.close();
    expectHonestDown(await regional({ REGIONAL_SUPPLIER_URL: url }).search(QUERY), /^apex unreachable: .*ECONNREFUSED/);
  });
});

describe("regional supplier: never books", () => {
  it.each(["book_trip", "pay_now", "checkout", "issue_ticket", "email_offer", "BookFlight"])("refuses REGIONAL_SUPPLIER_TOOL=%s at start-up with a clear message", (tool) => {
    const created = createRegionalSupplier({ config: testConfig({ REGIONAL_SUPPLIER_URL: "http://127.0.0.1:9/mcp", REGIONAL_SUPPLIER_TOOL: tool }), now: () => new Date() });
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.error).toMatch(new RegExp(`^REGIONAL_SUPPLIER_TOOL '${tool}' is refused`));
  });

  it("a supplier that also offers book_trip only ever sees search_trips", async () => {
    const f = await fake("live");
    const supplier = regional({ REGIONAL_SUPPLIER_URL: f.url });
    for (let i = 0; i < 3; i++) await supplier.search(QUERY);
    expect(f.calls.map((c) => c.tool)).toEqual(["search_trips", "search_trips", "search_trips"]);
  });
});

describe("regional supplier: health cache", () => {
  it("100 concurrent jobs against a slow supplier share one probe (1 apex GET, 1 initialize)", async () => {
    const f = await fake("live", { delayMs: 300 });
    const supplier = regional({ REGIONAL_SUPPLIER_URL: f.url, SUPPLIER_HEALTH_TTL_MS: "30000", SUPPLIER_TIMEOUT_MS: "8000" });
    const reports = await Promise.all(Array.from({ length: 100 }, (_, i) => supplier.search({ ...QUERY, destination: i % 2 ? "PRG" : "BUD" })));
    expect(reports.every((r) => r.status === "live")).toBe(true);
    expect(f.hits.apex).toBe(1);
    expect(f.hits.initialize).toBe(1);
    // The tool call is per job, with that job's own arguments.
    expect(f.calls).toHaveLength(100);
    expect(f.calls.filter((c) => c.args.destination === "BUD")).toHaveLength(50);
  });

  it("TTL 0 still shares a probe in flight, and probes again for the next job", async () => {
    const f = await fake("live", { delayMs: 200 });
    const supplier = regional({ REGIONAL_SUPPLIER_URL: f.url, SUPPLIER_HEALTH_TTL_MS: "0" });
    await Promise.all(Array.from({ length: 10 }, () => supplier.search(QUERY)));
    expect(f.hits.apex).toBe(1);
    await supplier.search(QUERY);
    expect(f.hits.apex).toBe(2);
    expect(f.hits.initialize).toBe(2);
  });

  it("a cached DOWN says cached and keeps its original checkedAt; after the TTL it probes again", async () => {
    const f = await fake("apex301");
    let clock = new Date("2027-05-01T10:00:00Z").getTime();
    const supplier = regional({ REGIONAL_SUPPLIER_URL: f.url, SUPPLIER_HEALTH_TTL_MS: "60000" }, { now: () => new Date(clock) });
    const first = await supplier.search(QUERY);
    expect(first.cached).toBeUndefined();
    clock += 30_000;
    const second = await supplier.search(QUERY);
    expectHonestDown(second, /301/);
    expect(second.cached).toBe(true);
    expect(second.checkedAt).toBe(first.checkedAt);
    expect(f.hits.apex).toBe(1);
    clock += 31_000;
    const third = await supplier.search(QUERY);
    expect(third.cached).toBeUndefined();
    expect(third.checkedAt).toBe(new Date(clock).toISOString());
    expect(f.hits.apex).toBe(2);
  });

  it("lastStatus is the last report, without the supplier's data", async () => {
    const f = await fake("live");
    const supplier = regional({ REGIONAL_SUPPLIER_URL: f.url });
    const report = await supplier.search(QUERY);
    expect(supplier.lastStatus()).toMatchObject({ status: "live", url: f.url, checkedAt: report.checkedAt });
    expect(supplier.lastStatus()?.data).toBeUndefined();
  });
});

describe("regional supplier: apex", () => {
  it("REGIONAL_SUPPLIER_APEX overrides the derived apex", async () => {
    const parked = await fake("apex301");
    const live = await fake("live");
    const report = await regional({ REGIONAL_SUPPLIER_URL: live.url, REGIONAL_SUPPLIER_APEX: parked.apexUrl }).search(QUERY);
    expectHonestDown(report, /301/);
    expect(parked.hits.apex).toBe(1);
    expect(live.hits.total).toBe(0);
  });

  it("the apex GET and the MCP transport go through the injected fetch", async () => {
    const f = await fake("live");
    const seen: string[] = [];
    const counting: typeof fetch = (input, init) => {
      seen.push(`${init?.method ?? "GET"} ${String(input instanceof Request ? input.url : input)}`);
      return fetch(input, init);
    };
    expect((await regional({ REGIONAL_SUPPLIER_URL: f.url }, { fetch: counting }).search(QUERY)).status).toBe("live");
    expect(seen[0]).toBe(`GET ${f.apexUrl}`);
    expect(seen).toContain(`POST ${f.url}`);
  });
});
