import { AisleChecksFileSchema, checkServer, loadCatalogue, loadCatalogueFrom, mergeChecks, type CheckOptions, type Listing, type ServerCheck } from "@travel/shared";
import { afterEach, describe, expect, it } from "vitest";
import { readShippedData } from "../catalogue/helpers.js";
import { startFakeListedServer, type FakeListedServer } from "../helpers/fake-listed-server.js";

const fakes: FakeListedServer[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});
async function fake(...args: Parameters<typeof startFakeListedServer>) {
  const f = await startFakeListedServer(...args);
  fakes.push(f);
  return f;
}

function shippedListing(slug: string): Listing {
  const loaded = loadCatalogue();
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.catalogue.get(slug)!;
}

/**
 * The frankfurter listing, pointed at a loopback fake (the checker takes any listing; the data file only https).
 * Its recorded schemas are dropped: the fake serves its own, and each test records the schema it compares.
 */
function listingAt(url: string, over: Partial<Listing> = {}): Listing {
  const shipped = shippedListing("frankfurter");
  const tools = shipped.tools.map(({ inputSchema: _schema, schemaSource: _source, ...tool }) => tool);
  return { ...shipped, tools, url, ...over };
}

const LIST_CURRENCIES = {
  id: "list-currencies",
  task: "List the supported currencies",
  expected: "EUR among them",
  result: "not-run" as const,
  checkedAt: null,
  evidence: "not run",
  run: { tool: "list_currencies", arguments: {}, expect: { textMatches: "EUR" } },
};

function options(over: Partial<CheckOptions> = {}): CheckOptions {
  return { fetch: (i, init) => fetch(i, init), env: {}, timeoutMs: 2000, now: () => new Date("2026-11-24T05:00:00Z"), online: async () => true, purposeTests: [LIST_CURRENCIES], ...over };
}

const checked = (outcome: Awaited<ReturnType<typeof checkServer>>): ServerCheck => {
  if (outcome.kind !== "checked") throw new Error(`expected a check, got ${outcome.kind}: ${outcome.reason}`);
  return outcome.check;
};

const FRANKFURTER_TOOLS = [{ name: "convert" }, { name: "get_rates" }, { name: "list_currencies", answer: "EUR, USD, PLN" }, { name: "list_providers" }];

describe("aisle:check against loopback fakes", () => {
  it("a server that matches its listing is healthy: no diff, its purpose test runs and passes", async () => {
    const f = await fake("mcp", FRANKFURTER_TOOLS);
    const check = checked(await checkServer(listingAt(f.url), options()));
    expect(check).toMatchObject({ status: "healthy", serverInfo: { name: "fake-listed", version: "9.9.9" }, diff: { missing: [], extra: [] } });
    expect(check.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(check.tools!.map((t) => t.name)).toEqual(["convert", "get_rates", "list_currencies", "list_providers"]);
    expect(check.tools![0]!.inputSchema).toMatchObject({ type: "object" });
    expect(check.purposeTests).toEqual([{ id: "list-currencies", result: "pass", evidence: expect.stringContaining("EUR") }]);
    expect(f.calls).toEqual(["list_currencies"]);
  });

  it("compares a recorded input schema with the served one: same properties pass, changed ones are named", async () => {
    const f = await fake("mcp", FRANKFURTER_TOOLS);
    const base = listingAt(f.url);
    const withSchema = (inputSchema: Record<string, unknown>) =>
      listingAt(f.url, { tools: base.tools.map((t) => (t.name === "convert" ? { ...t, inputSchema, schemaSource: "test" } : t)) });
    const same = checked(await checkServer(withSchema({ type: "object", properties: { query: { type: "string" } } }), options()));
    expect(same.diff?.schemaChanged).toEqual([]);
    const changed = checked(await checkServer(withSchema({ type: "object", properties: { from: { type: "string" } }, required: ["from"] }), options()));
    expect(changed.diff?.schemaChanged).toEqual(["convert"]);
  });

  it("a server whose tools changed is reported with the diff", async () => {
    const f = await fake("mcp", [{ name: "convert" }, { name: "get_rates_v2" }]);
    const check = checked(await checkServer(listingAt(f.url), options()));
    expect(check.status).toBe("healthy");
    expect(check.diff).toEqual({ missing: ["get_rates", "list_currencies", "list_providers"], extra: ["get_rates_v2"] });
    expect(check.purposeTests[0]).toMatchObject({ result: "not-run", evidence: expect.stringContaining("does not list list_currencies") });
  });

  it("a server that hangs is unreachable within the timeout, with the reason", async () => {
    const f = await fake("hang");
    const started = Date.now();
    const check = checked(await checkServer(listingAt(f.url), options({ timeoutMs: 500 })));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(check).toMatchObject({ status: "unreachable", reason: expect.stringContaining("timeout") });
    expect(check.purposeTests[0]!.result).toBe("not-run");
  });

  it("a server that answers 401 is auth-required", async () => {
    const f = await fake("unauthorized");
    const check = checked(await checkServer(listingAt(f.url), options()));
    expect(check).toMatchObject({ status: "auth-required", reason: expect.stringContaining("401") });
  });

  it("a server that answers garbage is unreachable: it answered, but not as an MCP server", async () => {
    const f = await fake("garbage");
    const check = checked(await checkServer(listingAt(f.url), options()));
    expect(check).toMatchObject({ status: "unreachable", reason: expect.stringContaining("not as an MCP server") });
  });

  it("never calls a tool matching book|pay|checkout|ticket|email_offer, or one not annotated read-only", async () => {
    const f = await fake("mcp", [{ name: "book_room", answer: "EUR" }, { name: "update_rates", readOnly: false, answer: "EUR" }]);
    const tests = [
      { ...LIST_CURRENCIES, id: "forbidden", run: { ...LIST_CURRENCIES.run, tool: "book_room" } },
      { ...LIST_CURRENCIES, id: "not-read-only", run: { ...LIST_CURRENCIES.run, tool: "update_rates" } },
    ];
    const check = checked(await checkServer(listingAt(f.url), options({ purposeTests: tests })));
    expect(check.purposeTests.map((t) => t.result)).toEqual(["not-run", "not-run"]);
    expect(f.calls).toEqual([]);
  });

  it("tells 'this machine has no network' from 'the server is down', and never records the first", async () => {
    const down = listingAt("http://127.0.0.1:9/mcp");
    const offline = await checkServer(down, options({ online: async () => false }));
    expect(offline.kind).toBe("no-network");
    const online = checked(await checkServer(down, options({ online: async () => true })));
    expect(online.status).toBe("unreachable");
    const merged = mergeChecks({ checks: {} }, [{ slug: "frankfurter", outcome: offline }]);
    expect(merged.checks).toEqual({});
  });

  it("checks a server that needs a token only when its variable is set, and sends it", async () => {
    const f = await fake("mcp", FRANKFURTER_TOOLS);
    const gated = listingAt(f.url, { slug: "gated-server", auth: { kind: "api-key", detail: "a key" } });
    const skipped = await checkServer(gated, options());
    expect(skipped).toEqual({ kind: "skipped", reason: "needs a credential: set AISLE_TOKEN_GATED_SERVER to check it" });
    expect(f.authorizations).toEqual([]);
    checked(await checkServer(gated, options({ env: { AISLE_TOKEN_GATED_SERVER: "tok-123" } })));
    expect(new Set(f.authorizations)).toEqual(new Set(["Bearer tok-123"]));
  });
});

describe("evals derive from the dated evidence", () => {
  it("a measured check sets status, lastCheckedAt, the purpose test result and says which rubric inputs were measured", async () => {
    const f = await fake("mcp", FRANKFURTER_TOOLS);
    const { aisle, evidence } = readShippedData();
    // The shipped frankfurter eval has this machine-form test; the fake answers it.
    expect((evidence.evals["frankfurter"]!.purposeTests as { id: string; run?: unknown }[]).find((t) => t.id === "list-currencies")?.run).toEqual(LIST_CURRENCIES.run);
    const check = checked(await checkServer(listingAt(f.url), options()));
    const file = AisleChecksFileSchema.parse(JSON.parse(JSON.stringify(mergeChecks({ checks: {} }, [{ slug: "frankfurter", outcome: { kind: "checked", check } }]))));
    const loaded = loadCatalogueFrom(aisle, evidence, file);
    if (!loaded.ok) throw new Error(loaded.error);
    const evaluation = loaded.catalogue.evals["frankfurter"]!;
    expect(evaluation.status).toBe("healthy");
    expect(evaluation.lastCheckedAt).toBe("2026-11-24T05:00:00.000Z");
    expect(evaluation.purposeTests.find((t) => t.id === "list-currencies")).toMatchObject({ result: "pass", basis: "measured", checkedAt: "2026-11-24" });
    expect(evaluation.inputBasis).toMatchObject({ purposeTests: "measured", safeTools: "measured", coverage: "documentary" });
    expect(loaded.catalogue.get("frankfurter")!.status).toBe("healthy");
    // Nothing measured anywhere else: the rest stays honestly not-checked.
    expect(loaded.catalogue.evals["kiwi-com"]).toMatchObject({ status: "not-checked", lastCheckedAt: null });
  });

  it("the shipped evals say not-checked and never present a documentary result as measured", () => {
    const loaded = loadCatalogue();
    if (!loaded.ok) throw new Error(loaded.error);
    for (const evaluation of Object.values(loaded.catalogue.evals)) {
      for (const test of evaluation.purposeTests) {
        if (test.result === "not-run") expect(test.basis).toBe("none");
        else expect(test.basis, `${evaluation.slug} ${test.id}`).toMatch(/measured|documentary/);
      }
    }
  });
});
