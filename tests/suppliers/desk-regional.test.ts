import { DeskResultSchema, type DeskResult } from "@travel/shared";
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type RunningServer } from "../helpers/app.js";
import { FAKE_OFFER_ID, startFakeSupplier, type FakeSupplier } from "../helpers/fake-supplier.js";

const JOB = "2 passengers from Warsaw to Prague on 2027-05-04";
const CLAIMS_AN_ANSWER = /supplier (responded|returned|found)/i;

const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const r of running.splice(0).reverse()) await r.close();
});

async function deskAgainst(fake: FakeSupplier | null, env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startTestServer({ env: { ...(fake ? { REGIONAL_SUPPLIER_URL: fake.url } : {}), SUPPLIER_HEALTH_TTL_MS: "0", SUPPLIER_TIMEOUT_MS: "1500", ...env } });
  running.push(server);
  return server;
}

async function postJob(server: RunningServer, job: string): Promise<DeskResult> {
  const response = await fetch(`${server.url}/desk`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job }) });
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(DeskResultSchema.safeParse(body).success).toBe(true);
  return body as DeskResult;
}

describe("POST /desk against the regional supplier", () => {
  it("live: the regional route carries the supplier's own answer", async () => {
    const fake = await startFakeSupplier("live");
    running.push(fake);
    const result = await postJob(await deskAgainst(fake), JOB);
    expect(result.route).toBe("regional");
    expect(result.supplier).toMatchObject({ role: "regional", status: "live", url: fake.url });
    expect(JSON.stringify(result.supplier?.data)).toContain(FAKE_OFFER_ID);
    expect(fake.calls).toEqual([{ tool: "search_trips", args: { origin: "WAW", destination: "PRG", date: "2027-05-04", passengers: 2 } }]);
  });

  it("apex 301: DOWN, says 301, never claims an answer, and the MCP endpoint is untouched", async () => {
    const fake = await startFakeSupplier("apex301");
    running.push(fake);
    const result = await postJob(await deskAgainst(fake), JOB);
    expect(result.route).toBe("regional");
    expect(result.supplier).toMatchObject({ role: "regional", status: "DOWN", reason: expect.stringMatching(/301/) });
    expect(result.supplier?.data).toBeUndefined();
    expect(result.summary).not.toMatch(CLAIMS_AN_ANSWER);
    expect(fake.hits.mcp).toBe(0);
  });

  it("hanging supplier: DOWN within the budget", async () => {
    const fake = await startFakeSupplier("hang");
    running.push(fake);
    const server = await deskAgainst(fake);
    const started = Date.now();
    const result = await postJob(server, JOB);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result.supplier).toMatchObject({ status: "DOWN", reason: expect.stringMatching(/timeout/) });
  });

  it("unset: DOWN, not configured", async () => {
    const result = await postJob(await deskAgainst(null), JOB);
    expect(result.route).toBe("regional");
    expect(result.supplier).toMatchObject({ role: "regional", status: "DOWN", reason: expect.stringMatching(/not configured/) });
    expect(result.summary).not.toMatch(CLAIMS_AN_ANSWER);
  });
});
