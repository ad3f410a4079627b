import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { CLIENT_KINDS } from "@travel/shared";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../helpers/app.js";
import { PACKAGE_VERSION } from "../helpers/version.js";

let server: Awaited<ReturnType<typeof startTestServer>>;
let client: Client;

beforeAll(async () => {
  server = await startTestServer();
  client = new Client({ name: "catalogue-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

type Structured = Record<string, unknown> & { items?: Record<string, unknown>[] };
const readRows = (name: string): { id: string; job: string }[] => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), "utf8"));
async function call(name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as { isError?: boolean; structuredContent?: Structured; content: { type: string; text: string }[] };
  return { ...result, text: result.content.map((c) => c.text).join("\n") };
}

// docs/DESIGN.md section 6, rule 6, written out: the category each route and kind is served from.
const ROUTE_CATEGORY: Record<string, string | null> = { group: "group-travel", sos: "disruption", esim: "esim", clarify: null, split: null };
const KIND_CATEGORY: Record<string, string> = { flights: "flights-search", rail: "rail", ferry: "rail", stay: "hotels", visa: "visas", weather: "weather", currency: "currency", places: "maps" };
const categoryOf = (route: string, kind: string): string | null => (route in ROUTE_CATEGORY ? (ROUTE_CATEGORY[route] ?? null) : (KIND_CATEGORY[kind] ?? null));

// The aisle's servers of each category the jobs below reach (shared/data/aisle.json), as many as a
// recommendation lists (5), sorted: a job must be answered from its own category's servers and no other.
const FLIGHTS = ["amadeus-mcp-donghyun", "duffel-flights-mcp", "fli-google-flights", "kiwi-com", "skiplagged"];
// A train between Germany and Austria: the rail servers that cover Germany, never the ferries or China's railway.
const GERMAN_RAIL = ["db-fahrplan-mcp", "db-mcp-datamonkey", "db-timetable-mcp"];
const FERRY = ["ferryhopper"];
const HOTELS = ["airbnb-openbnb", "expedia-travel-recommendations", "liteapi", "trip1", "trivago"];
const CURRENCY = ["currency-conversion-wesbos", "frankfurter", "frankfurtermcp-py"];
const DISRUPTION = ["aviationstack-mcp", "flightradar24-fr24api-mcp"];
const ESIM = ["pikasim"];
const GROUP = ["easygroupflights"];
/** Routes on which the desk itself lists the aisle's servers. */
const DESK_LISTS = new Set(["search", "esim"]);

type Expected = { route: string; kind: string; category: string | null; servers: string[] };
/** Job text -> what both the desk and recommend_for_job must make of it. */
const ROUTED: [string, Expected & { parts?: Expected[] }][] = [
  ["15 people from Berlin to Warsaw on 3 June 2027", { route: "group", kind: "flights", category: "group-travel", servers: GROUP }],
  ["2 passengers from Warsaw to Prague on 2027-05-04", { route: "regional", kind: "flights", category: "flights-search", servers: FLIGHTS }],
  ["1 passenger Prague to Vienna on 2027-04-12", { route: "search", kind: "flights", category: "flights-search", servers: FLIGHTS }],
  ["Zwei Personen von Wien nach Zagreb am 4. Juli 2027", { route: "search", kind: "flights", category: "flights-search", servers: FLIGHTS }],
  ["A hotel in Ljubljana for 2 nights from 8 May 2027, one guest", { route: "search", kind: "stay", category: "hotels", servers: HOTELS }],
  ["Train from Munich to Salzburg on 2 June 2027 for 3 adults", { route: "search", kind: "rail", category: "rail", servers: GERMAN_RAIL }],
  ["Ferry from Tallinn to Helsinki for 4 on 19 May 2027", { route: "search", kind: "ferry", category: "rail", servers: FERRY }],
  ["Do Canadians need a visa for Serbia?", { route: "search", kind: "visa", category: "visas", servers: ["travelagentmcp-visa"] }],
  ["Weather in Sofia this weekend?", { route: "search", kind: "weather", category: "weather", servers: ["open-meteo-mcp"] }],
  ["How many forints is 300 euros?", { route: "search", kind: "currency", category: "currency", servers: CURRENCY }],
  ["A rental car at Bucharest airport for a week from 10 August 2027", { route: "search", kind: "car-rental", category: null, servers: [] }],
  ["My flight from Warsaw to Paris was cancelled this morning, what can I do?", { route: "sos", kind: "disruption", category: "disruption", servers: DISRUPTION }],
  ["I need an eSIM for Croatia for 10 days", { route: "esim", kind: "esim", category: "esim", servers: ESIM }],
  ["I'd like a holiday", { route: "clarify", kind: "unknown", category: null, servers: [] }],
  [
    "2 passengers Warsaw to Prague on 4 May 2027, and an eSIM for Czechia",
    {
      route: "split", kind: "flights", category: "flights-search", servers: [],
      parts: [{ route: "regional", kind: "flights", category: "flights-search", servers: FLIGHTS }, { route: "esim", kind: "esim", category: "esim", servers: ESIM }],
    },
  ],
  [
    "Our flight to Sofia was cancelled; also need a SIM with data in Bulgaria",
    {
      route: "split", kind: "disruption", category: "disruption", servers: [],
      parts: [{ route: "sos", kind: "disruption", category: "disruption", servers: DISRUPTION }, { route: "esim", kind: "esim", category: "esim", servers: ESIM }],
    },
  ],
];

type Listed = { slug: string; category?: string };
type CatalogueAnswer = { route: string; kind: string; category: string | null; items: Listed[]; parts?: { route: string; kind: string; category: string | null; items: Listed[] }[] };
type DeskAnswer = { route: string; job: { kind: string }; recommendations?: Listed[]; parts?: { route: string; job: { kind: string }; recommendations?: Listed[] }[] };
const slugs = (items: readonly Listed[]) => items.map((i) => i.slug).sort();

describe("catalogue MCP at /mcp", () => {
  it("names itself and lists exactly the four read-only tools, each with input and output schemas", async () => {
    expect(client.getServerVersion()?.name).toBe("travel-aisle");
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["get_eval", "get_install", "recommend_for_job", "search_capabilities"]);
    for (const tool of tools) {
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, openWorldHint: false });
      expect(tool.outputSchema?.type).toBe("object");
      expect(tool.inputSchema.type).toBe("object");
    }
  });

  describe("search_capabilities", () => {
    it("returns esim listings first for 'esim', as structured content and text", async () => {
      const r = await call("search_capabilities", { query: "esim" });
      expect(r.isError).toBeFalsy();
      const items = r.structuredContent!.items!;
      expect(items.length).toBeGreaterThan(0);
      expect(items[0]!.category).toBe("esim");
      expect(r.text).toContain(String(items[0]!.slug));
      expect(r.text).toContain('"items"');
    });

    it("limits to a category and a count", async () => {
      const r = await call("search_capabilities", { category: "hotels", limit: 2 });
      expect(r.structuredContent!.items!.map((i) => i.category)).toEqual(["hotels", "hotels"]);
      expect(r.structuredContent!.total).toBeGreaterThan(2);
    });

    it("is a tool error naming the valid categories for an unknown one, and for a bad limit", async () => {
      const r = await call("search_capabilities", { query: "x", category: "spaceflight" });
      expect(r.isError).toBe(true);
      expect(r.text).toContain("flights-search");
      expect(r.text).toContain("esim");
      const bad = await call("search_capabilities", { limit: 0 });
      expect(bad.isError).toBe(true);
    });
  });

  describe("recommend_for_job", () => {
    it("routes a 15-person job to group travel, with the desk first and the catalogue second", async () => {
      const r = await call("recommend_for_job", { job: "15 people from Berlin to Warsaw on 3 June 2027" });
      expect(r.isError).toBeFalsy();
      const s = r.structuredContent!;
      expect(s.route).toBe("group");
      expect(s.category).toBe("group-travel");
      expect((s.install as { url: string }[]).map((i) => i.url)).toEqual([`${server.url}/desk`, `${server.url}/mcp`]);
      expect(s.items![0]!.slug).toBe("easygroupflights");
      expect(r.text).toMatch(/group travel/i);
      expect(r.text.indexOf("/desk")).toBeLessThan(r.text.indexOf("/mcp"));
    });

    it("maps mobile data to esim and a two-way flight search to flights-search", async () => {
      const esim = await call("recommend_for_job", { job: "I need an eSIM with mobile data for my trip to Japan" });
      expect(esim.structuredContent!.category).toBe("esim");
      for (const item of esim.structuredContent!.items!) expect(item.category).toBe("esim");
      const flights = await call("recommend_for_job", { job: "4 adults from London to Lisbon on 12 June 2027" });
      expect(flights.structuredContent!.category).toBe("flights-search");
    });

    it("routes every acceptance job as the kit expects, with its kind's category (fixed table, not the code's)", async () => {
      type Row = { id: string; job: string; expect: { route: string; kind?: string; parts?: string[] } };
      const jobs: Row[] = JSON.parse(readFileSync(new URL("../fixtures/jobs.json", import.meta.url), "utf8"));
      // Rows whose fixture names no kind: what section 5 says they are (travel between two places is flights).
      const kinds: Record<string, string> = { "kind-10": "flights", "split-01": "flights", "split-02": "flights", "split-03": "disruption" };
      for (const { id, job, expect: want } of jobs) {
        const s = (await call("recommend_for_job", { job })).structuredContent!;
        const kind = want.kind ?? kinds[id];
        expect([s.route, s.kind], id).toEqual([want.route, kind]);
        const parts = (s.parts ?? []) as { route: string; kind: string; category: string | null; items: { category: string }[] }[];
        expect(parts.map((p) => p.route), id).toEqual(want.parts ?? []);
        for (const part of parts) expect(part.category, `${id} ${part.route}`).toBe(categoryOf(part.route, part.kind));
        expect(s.category, id).toBe(parts.length ? (parts[0]?.category ?? null) : categoryOf(want.route, kind as string));
        for (const part of parts) for (const item of part.items) expect(item.category, id).toBe(part.category);
        for (const item of s.items ?? []) expect(item.category, id).toBe(s.category);
      }
    });

    it("names the same category and servers as the desk for each route and kind (fixed table)", async () => {
      for (const [job, want] of ROUTED) {
        const desk = (await (await fetch(`${server.url}/desk`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job }) })).json()) as DeskAnswer;
        const s = (await call("recommend_for_job", { job })).structuredContent! as unknown as CatalogueAnswer;
        const wantParts = want.parts ?? [want];
        const catParts = s.parts ?? [s];
        const deskParts = desk.parts ?? [desk];
        expect([s.route, s.kind, s.category], job).toEqual([want.route, want.kind, want.category]);
        expect([desk.route, desk.job.kind], job).toEqual([want.route, want.kind]);
        expect(catParts.map((p) => [p.route, p.kind, p.category, slugs(p.items)]), job).toEqual(wantParts.map((p) => [p.route, p.kind, p.category, p.servers]));
        // The desk lists the aisle's servers on its search and esim routes, the same ones in the same order.
        expect(deskParts.map((p) => [p.route, p.job.kind, slugs(p.recommendations ?? [])]), job).toEqual(wantParts.map((p) => [p.route, p.kind, DESK_LISTS.has(p.route) ? p.servers : []]));
        catParts.forEach((p, i) => {
          if (DESK_LISTS.has(p.route)) expect(p.items.map((item) => item.slug), job).toEqual((deskParts[i]?.recommendations ?? []).map((r) => r.slug));
        });
      }
    });

    it("recommends nothing unrelated where the aisle has no server of the job's kind", async () => {
      for (const job of ["Rent a car at Lisbon airport for a week from 10 August 2027", "Travel insurance for a ski trip to Austria"]) {
        const s = (await call("recommend_for_job", { job })).structuredContent!;
        expect(s.category, job).toBeNull();
        expect(s.items, job).toEqual([]);
        expect(s.summary, job).toMatch(/no server of kind/);
      }
    });

    it("agrees with the desk on 100 jobs: same route, kind and recommendations (one code path)", async () => {
      const rows = [...readRows("kind-jobs.json"), ...readRows("multilingual-jobs.json")].filter((_, i) => i % 4 === 0).slice(0, 100);
      expect(rows).toHaveLength(100);
      for (const { id, job } of rows) {
        const desk = (await (await fetch(`${server.url}/desk`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job }) })).json()) as {
          route: string;
          job: { kind: string };
          recommendations?: { slug: string }[];
        };
        const s = (await call("recommend_for_job", { job })).structuredContent!;
        expect([s.route, s.kind], id).toEqual([desk.route, desk.job.kind]);
        if (desk.route === "search" || desk.route === "esim") expect((s.items ?? []).map((i) => i.slug), id).toEqual((desk.recommendations ?? []).map((r) => r.slug));
      }
    });

    it("rejects a blank job as a tool error", async () => {
      const r = await call("recommend_for_job", { job: "   " });
      expect(r.isError).toBe(true);
    });
  });

  describe("get_eval", () => {
    it("answers the same eval /data/evals.json serves", async () => {
      const r = await call("get_eval", { slug: "kiwi-com" });
      expect(r.isError).toBeFalsy();
      const served = await (await fetch(`${server.url}/data/evals.json`)).json();
      const { listing, ...evaluation } = r.structuredContent as Record<string, unknown>;
      expect((listing as { slug: string }).slug).toBe("kiwi-com");
      expect(typeof evaluation.usefulness).toBe("number");
      expect(evaluation).toEqual(served["kiwi-com"]);
    });

    it("is a tool error naming the valid slugs for an unknown slug", async () => {
      const r = await call("get_eval", { slug: "no-such-server-xyz" });
      expect(r.isError).toBe(true);
      expect(r.text).toContain("kiwi-com");
    });
  });

  describe("get_install", () => {
    it.each(CLIENT_KINDS)("installs the desk by default in %s, with the desk url", async (kind) => {
      const r = await call("get_install", { client: kind });
      expect(r.isError).toBeFalsy();
      const s = r.structuredContent as { target: { kind: string; url: string }; lines: { client: string; text: string }[]; order: string };
      expect(s.target).toMatchObject({ kind: "desk", url: `${server.url}/desk` });
      expect(s.lines.length).toBeGreaterThan(0);
      for (const line of s.lines) expect(line.client).toBe(kind);
      expect(s.lines.some((l) => l.text.includes(`${server.url}/desk`) || l.text.includes(encodeURIComponent(`${server.url}/desk`)) || l.text.includes(Buffer.from(JSON.stringify({ url: `${server.url}/desk` })).toString("base64")))).toBe(true);
      expect(s.order.indexOf("/desk")).toBeLessThan(s.order.indexOf("/mcp"));
    });

    it("installs the catalogue and a hosted listing by slug", async () => {
      const catalogue = await call("get_install", { client: "cursor", slug: "catalogue" });
      expect(catalogue.structuredContent!.target).toMatchObject({ kind: "catalogue", name: "travel-aisle", url: `${server.url}/mcp` });
      const kiwi = await call("get_install", { client: "vscode", slug: "kiwi-com" });
      expect(kiwi.structuredContent!.target).toMatchObject({ kind: "listing", url: "https://mcp.kiwi.com" });
      expect(JSON.stringify(kiwi.structuredContent!.lines)).toContain("mcp.kiwi.com");
    });

    it("gives a listing you run yourself lines that start it locally, and says the package", async () => {
      const r = await call("get_install", { client: "claude", slug: "airbnb-openbnb" });
      expect(r.structuredContent).toMatchObject({ target: { url: null }, local: { registry: "npm", identifier: "@openbnb/mcp-server-airbnb" } });
      const lines = (r.structuredContent as { lines: { text: string }[] }).lines;
      expect(lines.map((l) => l.text)).toEqual(["claude mcp add airbnb-openbnb -- npx -y @openbnb/mcp-server-airbnb"]);
      const cloud = await call("get_install", { client: "chatgpt", slug: "airbnb-openbnb" });
      expect((cloud.structuredContent as { lines: unknown[]; note: string }).lines).toEqual([]);
      expect((cloud.structuredContent as { note: string }).note).toMatch(/cannot start one on your machine/);
    });

    it.each(["gemini", "codex"])("installs the desk in %s", async (client) => {
      const r = await call("get_install", { client });
      const lines = (r.structuredContent as { lines: { text: string; format: string }[] }).lines;
      const command = lines.find((l) => l.format === "command")!.text;
      expect(command).toContain(`${server.url}/desk`);
      expect(command.startsWith(`${client} mcp add`)).toBe(true);
    });

    it("is a tool error naming the valid choices for an unknown slug or client", async () => {
      const slug = await call("get_install", { client: "cursor", slug: "no-such-server-xyz" });
      expect(slug.isError).toBe(true);
      expect(slug.text).toContain("desk, catalogue, ");
      const client = await call("get_install", { client: "netscape" });
      expect(client.isError).toBe(true);
      for (const kind of CLIENT_KINDS) expect(client.text).toContain(kind);
    });
  });
});

describe("GET and other methods on /mcp", () => {
  it("answers a JSON handshake naming the catalogue, its tools and the install order", async () => {
    const res = await fetch(`${server.url}/mcp`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ serverInfo: { name: "travel-aisle", version: PACKAGE_VERSION }, transport: "streamable-http", endpoint: `${server.url}/mcp` });
    expect(body.tools.sort()).toEqual(["get_eval", "get_install", "recommend_for_job", "search_capabilities"]);
    expect(body.installOrder).toEqual([`${server.url}/desk`, `${server.url}/mcp`]);
  });

  it("refuses an SSE stream and a REST body", async () => {
    expect((await fetch(`${server.url}/mcp`, { headers: { accept: "text/event-stream" } })).status).toBe(405);
    const rest = await fetch(`${server.url}/mcp`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job: "x" }) });
    expect(rest.status).toBe(400);
    expect(rest.headers.get("content-type")).toContain("application/problem+json");
  });
});

describe("excluded seed servers through the catalogue MCP", () => {
  it("get_eval for an excluded slug says it was left out and why, instead of 'unknown slug'", async () => {
    const { isError, text } = await call("get_eval", { slug: "eu261-mcp" });
    expect(isError).toBe(true);
    expect(text).toMatch(/not in the aisle/);
    expect(text).toMatch(/endpoint/i);
    expect(text).not.toMatch(/Unknown slug/);
  });
});

describe("ranked items say what placed them", () => {
  it.each([
    ["search_capabilities", { query: "train Europe" }],
    ["recommend_for_job", { job: "Hotel in Barcelona for 2 on 4 May 2027" }],
  ])("%s items carry relevance, relevanceParts, usefulness and sortKey = [-relevance, -usefulness, slug]", async (tool, args) => {
    const { structuredContent } = await call(tool, args);
    const items = structuredContent!.items as { slug: string; relevance: number; usefulness: number; sortKey: unknown[]; relevanceParts: { text: number; region: number } }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(JSON.stringify(item.sortKey)).toBe(JSON.stringify([-item.relevance, -item.usefulness, item.slug]));
      expect(item.relevance).toBeCloseTo(item.relevanceParts.text + item.relevanceParts.region, 2);
    }
  });
});
