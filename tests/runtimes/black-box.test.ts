import { readFileSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { nodeTarget, workerTarget, type RunningTarget } from "../helpers/runtime-targets.js";
import { PACKAGE_VERSION } from "../helpers/version.js";

// The service as a user meets it, over HTTP and MCP, on both runtimes it ships for: the same checks
// against `pnpm start` (Node) and against the Worker bundle on workerd. Nothing here looks inside.

const RATE_LIMIT = 40;
// Offline: the group specialist at a closed loopback port, the regional supplier not configured.
const ENV = { GROUP_SPECIALIST_NAME: "easygroupflights", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp", RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) };
const year = new Date().getUTCFullYear() + 1;
const COMMITTED_EVAL_PACK = readFileSync(new URL("../../discovery/data/desk-evals.json", import.meta.url), "utf8");
const MCP_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25" };

type Json = Record<string, unknown> & { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each([nodeTarget, workerTarget({ rateLimit: RATE_LIMIT })])("the service on $name", (target) => {
  let server: RunningTarget;
  let base = "";
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(base + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });
  const connect = async (path: string) => {
    const client = new Client({ name: "black-box-tests", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(base + path)));
    return client;
  };

  let startError: unknown;
  beforeAll(async () => {
    try {
      server = await target.start(ENV);
      base = server.url;
    } catch (error) {
      startError = error;
    }
  }, 120_000);
  // Every test of a runtime that did not start fails with the reason: red, never skipped.
  beforeEach(() => {
    if (startError) throw startError;
  });
  afterAll(async () => server?.close());

  describe("the desk", () => {
    it("describes itself on GET /desk and refuses a standalone event stream", async () => {
      const res = await fetch(`${base}/desk`);
      expect(res.status).toBe(200);
      const doc = (await res.json()) as Json;
      expect(doc.serverInfo).toEqual({ name: "travel-desk", version: PACKAGE_VERSION });
      expect(doc.endpoint).toBe(`${base}/desk`);
      expect(doc.tools).toEqual(["run_travel_job"]);
      expect((await fetch(`${base}/desk`, { headers: { accept: "text/event-stream" } })).status).toBe(405);
    });

    it("answers a REST job with an advisory result that books nothing and says the supplier is DOWN", async () => {
      const res = await post("/desk", { job: `2 of us from Warsaw to Prague on 4 May ${year}` });
      expect(res.status).toBe(200);
      const result = (await res.json()) as Json;
      expect(result).toMatchObject({ route: "regional", advisory: true, booked: false, paid: false, quoteFiled: false });
      expect(result.job).toMatchObject({ passengers: 2, origin: { iata: "WAW" }, destination: { iata: "PRG" }, date: `${year}-05-04` });
      expect(result.supplier).toMatchObject({ role: "regional", status: "DOWN" });
      expect(result.supplier.reason).toMatch(/not configured/);
      expect(result.data).toBeUndefined();
    });

    it("serves run_travel_job over MCP with the same result as REST", async () => {
      const job = `14 of us from Vienna to Kraków on 4 May ${year}`;
      const client = await connect("/desk");
      try {
        expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["run_travel_job"]);
        const call = (await client.callTool({ name: "run_travel_job", arguments: { job } })) as Json;
        expect(call.isError).toBeFalsy();
        const rest = (await (await post("/desk", { job })).json()) as Json;
        expect(call.structuredContent.route).toBe("group");
        expect(call.structuredContent.job).toEqual(rest.job);
        expect(call.structuredContent.summary).toBe(rest.summary);
        expect(call.structuredContent.quoteFiled).toBe(false);
        expect(call.content[0].text).toContain(rest.summary);
      } finally {
        await client.close();
      }
    });

    it("speaks 2026-07-28 as well: the v2 client negotiates it, is asked for the missing date, and gets the regional result", async () => {
      const client = new ModernClient({ name: "black-box-2026", version: "1.0.0" }, { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: "auto" } });
      const asked: string[] = [];
      client.setRequestHandler("elicitation/create", async (request) => {
        asked.push(...Object.keys((request.params as Json).requestedSchema.properties));
        return { action: "accept", content: { date: `${year}-05-04` } };
      });
      await client.connect(new ModernTransport(new URL(`${base}/desk/mcp`)));
      try {
        expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28");
        const call = (await client.callTool({ name: "run_travel_job", arguments: { job: "2 of us from Warsaw to Prague" } })) as Json;
        expect(asked).toEqual(["date"]);
        expect(call.structuredContent).toMatchObject({ route: "regional", job: { date: `${year}-05-04`, missing: [] } });
      } finally {
        await client.close();
      }
    });
  });

  describe("the catalogue", () => {
    it("lists its four read-only tools and recommends eSIM servers for a mobile-data job", async () => {
      const client = await connect("/mcp");
      try {
        const tools = (await client.listTools()).tools;
        expect(tools.map((t) => t.name).sort()).toEqual(["get_eval", "get_install", "recommend_for_job", "search_capabilities"]);
        for (const tool of tools) expect(tool.annotations?.readOnlyHint).toBe(true);
        const r = (await client.callTool({ name: "recommend_for_job", arguments: { job: "I need an eSIM with mobile data for Japan" } })) as Json;
        expect(r.structuredContent.category).toBe("esim");
        expect(r.structuredContent.items.length).toBeGreaterThan(0);
        for (const item of r.structuredContent.items) expect(item.category).toBe("esim");
      } finally {
        await client.close();
      }
    });

    it("serves the registry read API over the aisle", async () => {
      const res = await fetch(`${base}/registry/v0.1/servers`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Json;
      expect(body.servers.length).toBeGreaterThan(5);
    });
  });

  describe("the side desks", () => {
    it("/sos-mcp gives EC261 advice and files nothing", async () => {
      const res = await post("/sos-mcp", { job: "Flight LO333 Warsaw to Frankfurt cancelled 2 days before departure" });
      expect(res.status).toBe(200);
      const advice = (await res.json()) as Json;
      expect(advice.regulation).toMatch(/261/);
      expect(advice.compensation).toMatchObject({ status: "owed", amountEur: 250 });
      expect(advice.claimFiled).toBe(false);
    });

    it("/group-hotels-mcp prepares 12 rooms as a stub and states the minimum for 5", async () => {
      const request = { rooms: 12, city: "Kraków", checkIn: `${year}-05-04`, checkOut: `${year}-05-07` };
      const ok = (await (await post("/group-hotels-mcp", request)).json()) as Json;
      expect(ok).toMatchObject({ stub: true, bookable: false, booked: false });
      const small = await post("/group-hotels-mcp", { ...request, rooms: 5 });
      expect(small.status).toBe(422);
      expect(((await small.json()) as Json).detail).toMatch(/10/);
    });

    it("/whatsapp-adapter composes a wa.me link and sends nothing", async () => {
      const res = await post("/whatsapp-adapter", { job: "2 of us to Split in June", name: "Ms Example", phone: "+48512345678" });
      expect(res.status).toBe(200);
      const out = (await res.json()) as Json;
      expect(out.sent).toBe(false);
      expect(out.link.startsWith("https://wa.me/48512345678?text=")).toBe(true);
    });
  });

  describe("the discovery documents", () => {
    it("name this service's own base URL, the desk first", async () => {
      const openapi = (await (await fetch(`${base}/openapi.json`)).json()) as Json;
      expect(openapi.info.version).toBe(PACKAGE_VERSION);
      expect(Object.keys(openapi.paths)[0]).toBe("/desk");
      expect(JSON.stringify(openapi.servers)).toContain(base);
      const card = (await (await fetch(`${base}/.well-known/mcp-server.json`)).json()) as Json;
      expect(card.remotes).toEqual([expect.objectContaining({ type: "streamable-http", url: `${base}/desk` })]);
      const cursor = (await (await fetch(`${base}/data/cursor-mcp.json`)).json()) as Json;
      expect(cursor.mcpServers["travel-desk"].url).toBe(`${base}/desk`);
    });

    it("serve llms.txt as text and the desk eval pack byte for byte as committed", async () => {
      const llms = await fetch(`${base}/llms.txt`);
      expect(llms.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await llms.text()).toMatch(/^# /);
      const pack = await fetch(`${base}/data/desk-evals.json`);
      expect(pack.status).toBe(200);
      expect(await pack.text()).toBe(COMMITTED_EVAL_PACK);
    });

    it("answer a repeat with 304 and never HTML under /.well-known/", async () => {
      const first = await fetch(`${base}/server.json`);
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^"/);
      expect((await fetch(`${base}/server.json`, { headers: { "if-none-match": etag } })).status).toBe(304);
      const missing = await fetch(`${base}/.well-known/nothing-here`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("content-type")).toMatch(/json/);
    });
  });

  describe("bad input", () => {
    it("gets a 4xx problem document naming the field, never a 5xx", async () => {
      const cases: { res: Promise<Response>; status: number; type: RegExp }[] = [
        { res: post("/desk", "job=x", { "content-type": "text/plain" }), status: 415, type: /unsupported-media-type$/ },
        { res: post("/desk", "{\"job\": "), status: 400, type: /invalid-json$/ },
        { res: post("/desk", { job: "x".repeat(17 * 1024) }), status: 413, type: /body-too-large$/ },
        { res: post("/desk", { job: "   " }), status: 400, type: /invalid-body$/ },
        { res: post("/desk", { trip: "Paris" }), status: 400, type: /invalid-body$/ },
        { res: fetch(`${base}/no/such/path`), status: 404, type: /not-found$/ },
      ];
      for (const c of cases) {
        const res = await c.res;
        expect(res.status).toBe(c.status);
        expect(res.headers.get("content-type")).toMatch(/application\/problem\+json/);
        expect(((await res.json()) as Json).type).toMatch(c.type);
      }
    });

    it("gets a JSON-RPC invalid-params error over MCP for a job that is too long", async () => {
      const body = { jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "run_travel_job", arguments: { job: "x".repeat(2001) } } };
      const res = await post("/desk", body, MCP_HEADERS);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toMatch(/-32602|isError/);
      expect(text).not.toMatch(/"booked":true/);
    });
  });

  // Last: it spends this client's budget. On Workers the count is Cloudflare's rate-limiting binding.
  it(`limits POSTs to ${RATE_LIMIT} a minute per client with a 429 and Retry-After`, async () => {
    let limited: Response | undefined;
    for (let i = 0; i <= RATE_LIMIT && !limited; i++) {
      const res = await post("/desk", { job: "esim for Japan" });
      if (res.status === 429) limited = res;
      else await res.body?.cancel();
    }
    expect(limited?.status).toBe(429);
    const seconds = Number(limited!.headers.get("retry-after"));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(((await limited!.json()) as Json).type).toMatch(/rate-limited$/);
    expect((await fetch(`${base}/desk`)).status).toBe(200);
  });
});
