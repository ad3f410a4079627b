import { CLIENT_KINDS, chooseGroupSpecialist, createGroupSpecialist, DEFAULT_GROUP_SPECIALIST, SupplierReportSchema, type SlimListing } from "@travel/shared";
import { afterEach, describe, expect, it } from "vitest";
import { testConfig } from "../helpers/app.js";
import { startFakeSupplier, type FakeSupplier } from "../helpers/fake-supplier.js";

// The test configs name an offline specialist by default; these tests are about what happens when none is configured.
const UNCONFIGURED = { GROUP_SPECIALIST_NAME: "", GROUP_SPECIALIST_URL: "" };

const fakes: FakeSupplier[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) await f.close();
});

async function fake(...args: Parameters<typeof startFakeSupplier>): Promise<FakeSupplier> {
  const f = await startFakeSupplier(...args);
  fakes.push(f);
  return f;
}

/** An aisle that answers one fixed ranking, standing in for the catalogue another issue builds. */
function aisle(listings: SlimListing[]) {
  const asked: string[] = [];
  return { asked, recommend: (category: string, query: string, limit: number) => (asked.push(`${category}|${query}|${limit}`), listings.slice(0, limit)) };
}

const LISTING: SlimListing = { slug: "group-air-desk", name: "Group Air Desk MCP", category: "group-travel", url: "https://mcp.group-air.example/mcp", usefulness: 4, safeTools: ["search_groups"] };

describe("group-flight specialist: which one", () => {
  it("configuration wins", () => {
    const config = testConfig({ GROUP_SPECIALIST_NAME: "my-groups", GROUP_SPECIALIST_URL: "https://groups.example.org/mcp" });
    expect(chooseGroupSpecialist(config, aisle([LISTING]))).toEqual({ name: "my-groups", url: "https://groups.example.org/mcp" });
  });

  it("a configured url without a name is named after its registrable domain", () => {
    expect(chooseGroupSpecialist(testConfig({ ...UNCONFIGURED, GROUP_SPECIALIST_URL: "https://mcp.fly-together.co.uk/mcp" }), aisle([]))).toEqual({ name: "fly-together", url: "https://mcp.fly-together.co.uk/mcp" });
  });

  it("a configured address without a name is named by the address itself", () => {
    for (const host of ["127.0.0.1", "localhost"]) {
      const url = `http://${host}:8790/mcp`;
      expect(chooseGroupSpecialist(testConfig({ ...UNCONFIGURED, GROUP_SPECIALIST_URL: url }), aisle([]))).toEqual({ name: host, url });
    }
  });

  it("otherwise the aisle's best group-travel listing", () => {
    const a = aisle([LISTING]);
    expect(chooseGroupSpecialist(testConfig(UNCONFIGURED), a)).toEqual({ name: "group-air-desk", url: LISTING.url });
    expect(a.asked).toEqual(["group-travel|group flights|1"]);
  });

  it("and the seed entry when the aisle has none with a url", () => {
    expect(chooseGroupSpecialist(testConfig(UNCONFIGURED), aisle([]))).toEqual(DEFAULT_GROUP_SPECIALIST);
    expect(chooseGroupSpecialist(testConfig(UNCONFIGURED), aisle([{ ...LISTING, url: null }]))).toEqual({ name: "easygroupflights", url: "https://mcp.easygroupflights.com/mcp" });
  });
});

describe("group-flight specialist: status", () => {
  it("live when initialize succeeds; no tool is ever called on it", async () => {
    const f = await fake("live");
    const specialist = createGroupSpecialist(testConfig({ GROUP_SPECIALIST_NAME: "fake-groups", GROUP_SPECIALIST_URL: f.url }), aisle([]), () => new Date());
    const report = await specialist.report();
    expect(SupplierReportSchema.safeParse(report).success).toBe(true);
    expect(report).toMatchObject({ role: "group-flight-specialist", name: "fake-groups", url: f.url, status: "live" });
    expect(report.data).toBeUndefined();
    expect(f.hits.initialize).toBe(1);
    expect(f.calls).toEqual([]);
  });

  it("is cached for the TTL and shares one initialize between concurrent reports", async () => {
    const f = await fake("live", { delayMs: 200 });
    const specialist = createGroupSpecialist(testConfig({ GROUP_SPECIALIST_URL: f.url, SUPPLIER_HEALTH_TTL_MS: "60000" }), aisle([]), () => new Date());
    const first = await Promise.all(Array.from({ length: 20 }, () => specialist.report()));
    expect(first.every((r) => r.status === "live")).toBe(true);
    const again = await specialist.report();
    expect(again.cached).toBe(true);
    expect(again.checkedAt).toBe(first[0]?.checkedAt);
    expect(f.hits.initialize).toBe(1);
  });

  it("DOWN with the real reason when it cannot be reached", async () => {
    const f = await fake("live");
    const url = f.url;
    await f.close();
    const report = await createGroupSpecialist(testConfig({ GROUP_SPECIALIST_URL: url }), aisle([]), () => new Date()).report();
    expect(SupplierReportSchema.safeParse(report).success).toBe(true);
    expect(report.status).toBe("DOWN");
    expect(report.reason).toMatch(/^initialize failed: unreachable: .*ECONNREFUSED/);
  });

  it("DOWN, not a crash, when the aisle's url is malformed", async () => {
    const report = await createGroupSpecialist(testConfig(UNCONFIGURED), aisle([{ ...LISTING, url: "mcp.group-air.example (see docs)" }]), () => new Date()).report();
    expect(report).toMatchObject({ status: "DOWN", reason: expect.stringMatching(/^initialize failed: Invalid URL/) });
  });

  it("DOWN within the budget when it hangs", async () => {
    const f = await fake("hang");
    const started = Date.now();
    const report = await createGroupSpecialist(testConfig({ GROUP_SPECIALIST_URL: f.url, SUPPLIER_TIMEOUT_MS: "500" }), aisle([]), () => new Date()).report();
    expect(report).toMatchObject({ status: "DOWN", reason: "initialize failed: no answer within 500 ms (timeout)" });
    expect(Date.now() - started).toBeLessThan(1200);
  });
});

describe("group-flight specialist: install lines", () => {
  it("registers it under its own name and url for every client, token by variable", () => {
    const config = testConfig({ GROUP_SPECIALIST_NAME: "fake-groups", GROUP_SPECIALIST_URL: "https://groups.example.org/mcp", GROUP_SPECIALIST_TOKEN_ENV: "FAKE_GROUPS_TOKEN" });
    const lines = createGroupSpecialist(config, aisle([]), () => new Date()).installLines();
    expect(new Set(lines.map((l) => l.client))).toEqual(new Set(CLIENT_KINDS));
    for (const l of lines) {
      expect(l).toMatchObject({ server: "fake-groups", url: "https://groups.example.org/mcp" });
      expect(l.text).toContain(l.format === "link" ? encodeURIComponent("fake-groups") : "fake-groups");
    }
    const withSecret = lines.filter((l) => l.secret);
    expect(withSecret.length).toBeGreaterThanOrEqual(CLIENT_KINDS.length);
    expect(withSecret.every((l) => l.secret?.env === "FAKE_GROUPS_TOKEN")).toBe(true);
    expect(lines.find((l) => l.client === "hermes")?.secret?.keptIn).toBe("~/.hermes/.env");
  });
});
