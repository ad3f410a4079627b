import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { StatelessMcpMux } from "@travel/server";
import { buildTestApp } from "../helpers/app.js";

// A plain 2025-era tools/call is answered without the SDK (server/src/http/direct-tool-call.ts), and so are
// initialize, tools/list and notifications/initialized once the SDK has answered one of each (known-answers.ts;
// the first of each kind below reaches the SDK, later ones must not). Every answer must be the SDK's to the byte: every request below goes to the app as served and to the same app with the
// direct path off (every message through the SDK), in the same order, and both answers are compared whole.

// The v2 SDK that serves 2026-07-28, as the server resolves it (the tests package does not depend on it): its ES
// module entry, the one instance the server's import loads.
const modernSdkEntry = createRequire(new URL("../../server/package.json", import.meta.url)).resolve("@modelcontextprotocol/server").replace(/\.cjs$/, ".mjs");
const { McpServer: ModernMcpServer } = (await import(pathToFileURL(modernSdkEntry).href)) as { McpServer: { prototype: { registerTool: (...args: never[]) => unknown } } };

const NOW = new Date("2027-01-15T09:30:00.000Z");
const BOTH = "application/json, text/event-stream";
const LEGACY = { accept: BOTH, "mcp-protocol-version": "2025-11-25" };

interface Probe {
  name: string;
  path?: string;
  /** Answered without the SDK; every other probe must reach it (the 2025 mux, or the 2026-07-28 leg when `modern`: the SDK's era check sends what is no 2025 request there). */
  direct?: true;
  modern?: true;
  headers?: Record<string, string>;
  body: unknown;
}

const call = (name: string, args: unknown, id: unknown = 1, extra: Record<string, unknown> = {}) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args, ...extra } });
const job = (text: string, id: unknown = 1) => call("run_travel_job", { job: text }, id);
const list = (id: unknown) => ({ jsonrpc: "2.0", id, method: "tools/list" });
const init = (id: unknown, protocolVersion: string, capabilities: unknown = {}, clientInfo: unknown = { name: "t", version: "1" }) =>
  ({ jsonrpc: "2.0", id, method: "initialize", params: { protocolVersion, capabilities, clientInfo } });

// 2026-07-28: no handshake; the version, method and tool name in headers, the client in each request's _meta.
const MODERN = "2026-07-28";
const envelope = (capabilities: unknown = {}, clientInfo: unknown = { name: "t", version: "1" }, extra: Record<string, unknown> = {}) => ({
  "io.modelcontextprotocol/protocolVersion": MODERN,
  "io.modelcontextprotocol/clientInfo": clientInfo,
  "io.modelcontextprotocol/clientCapabilities": capabilities,
  ...extra,
});
const modernHeaders = (name: string, extra: Record<string, string> = {}) => ({ accept: BOTH, "mcp-protocol-version": MODERN, "mcp-method": "tools/call", "mcp-name": name, ...extra });
const modernCall = (name: string, args: unknown, id: unknown = 1, meta: unknown = envelope(), extra: Record<string, unknown> = {}) =>
  call(name, args, id, { _meta: meta, ...extra });
const modernJob = (text: string, meta: unknown = envelope(), id: unknown = 1) => modernCall("run_travel_job", { job: text }, id, meta);

const fixedHeaders = (method: string) => ({ accept: BOTH, "mcp-protocol-version": MODERN, "mcp-method": method });
const fixed = (method: string, id: unknown, meta: unknown = envelope()) => ({ jsonrpc: "2.0", id, method, params: { _meta: meta } });

// A job the desk asks nothing about: an asking answer carries a requestState sealed with a fresh nonce, never the same twice.
const COMPLETE_JOB = "2 passengers from Warsaw to Prague on 4 May 2027";

const MODERN_PROBES: Probe[] = [
  { name: "2026-07-28: a valid call", direct: true, headers: modernHeaders("run_travel_job"), body: modernJob("2 passengers from Warsaw to Prague on 4 May 2027") },
  { name: "2026-07-28: a string id, a titled client, roots and sampling", direct: true, headers: modernHeaders("run_travel_job"), body: modernJob("Group of 14 from Manchester to Kraków on 2 March 2027", envelope({ roots: {}, sampling: {} }, { name: "c", version: "2", title: "C" }), "m-1") },
  { name: "2026-07-28: given fields, an unknown argument and text that needs escaping", direct: true, headers: modernHeaders("run_travel_job"), body: modernCall("run_travel_job", { job: ' My flight "LO 281" was cancelled\n\u2028 ', travellers: 2, colour: "blue" }, -3) },
  { name: "2026-07-28: the desk at /desk/mcp", direct: true, path: "/desk/mcp", headers: modernHeaders("run_travel_job"), body: modernJob("eSIM for Japan, 10 days", envelope(), 0) },
  { name: "2026-07-28: the catalogue's search, elicitation declared", direct: true, path: "/mcp", headers: modernHeaders("search_capabilities"), body: modernCall("search_capabilities", { query: "rail europe" }, 2, envelope({ elicitation: {} })) },
  { name: "2026-07-28: the catalogue's get_eval of an unknown slug (a tool error)", direct: true, path: "/mcp", headers: modernHeaders("get_eval"), body: modernCall("get_eval", { slug: "no-such-server" }) },
  { name: "2026-07-28: the group hotels desk", direct: true, path: "/group-hotels-mcp", headers: modernHeaders("prepare_group_hotel_request"), body: modernCall("prepare_group_hotel_request", { rooms: 12, city: "Kraków", checkIn: "2027-05-04", checkOut: "2027-05-07" }) },
  { name: "2026-07-28: the group hotels desk under its minimum", modern: true, path: "/group-hotels-mcp", headers: modernHeaders("prepare_group_hotel_request"), body: modernCall("prepare_group_hotel_request", { rooms: 3, city: "Kraków", checkIn: "2027-05-04", checkOut: "2027-05-07" }) },
  { name: "2026-07-28: the desk to a client that can be asked", modern: true, headers: modernHeaders("run_travel_job"), body: modernJob(COMPLETE_JOB, envelope({ elicitation: {} })) },
  { name: "2026-07-28: a form elicitation capability", modern: true, headers: modernHeaders("run_travel_job"), body: modernJob(COMPLETE_JOB, envelope({ elicitation: { form: {} } })) },
  { name: "2026-07-28: roots that list changes", modern: true, headers: modernHeaders("run_travel_job"), body: modernJob("Rome to Paris", envelope({ roots: { listChanged: true } })) },
  { name: "2026-07-28: an experimental capability", modern: true, headers: modernHeaders("run_travel_job"), body: modernJob("Rome to Paris", envelope({ experimental: {} })) },
  { name: "2026-07-28: capabilities that are no object", modern: true, headers: modernHeaders("run_travel_job"), body: modernJob("Rome to Paris", envelope("all")) },
  { name: "2026-07-28: a client name that is no string", modern: true, headers: modernHeaders("run_travel_job"), body: modernJob("Rome to Paris", envelope({}, { name: 7, version: "1" })) },
  { name: "2026-07-28: a client without a version", modern: true, headers: modernHeaders("run_travel_job"), body: modernJob("Rome to Paris", envelope({}, { name: "t" })) },
  { name: "2026-07-28: an empty client name", direct: true, headers: modernHeaders("run_travel_job"), body: modernJob("Rome to Paris", envelope({}, { name: "", version: "" })) },
  { name: "2026-07-28: a client with a website", modern: true, headers: modernHeaders("run_travel_job"), body: modernJob("Rome to Paris", envelope({}, { name: "t", version: "1", websiteUrl: "https://example.com" })) },
  { name: "2026-07-28: a progress token beside the envelope", modern: true, headers: modernHeaders("run_travel_job"), body: modernJob("Rome to Paris", envelope({}, undefined, { progressToken: 3 })) },
  { name: "2026-07-28: an envelope without its version", modern: true, headers: modernHeaders("run_travel_job"), body: modernJob("Rome to Paris", { "io.modelcontextprotocol/clientInfo": { name: "t", version: "1" }, "io.modelcontextprotocol/clientCapabilities": {} }) },
  { name: "2026-07-28: an envelope naming another revision", modern: true, headers: modernHeaders("run_travel_job"), body: modernJob("Rome to Paris", envelope({}, undefined, { "io.modelcontextprotocol/protocolVersion": "2025-11-25" })) },
  { name: "2026-07-28: a requestState on a first call", modern: true, headers: modernHeaders("run_travel_job"), body: modernCall("run_travel_job", { job: "Rome to Paris" }, 1, envelope(), { requestState: "forged" }) },
  { name: "2026-07-28: Mcp-Name naming another tool", modern: true, headers: modernHeaders("search_capabilities"), body: modernJob("Rome to Paris") },
  { name: "2026-07-28: Mcp-Name with whitespace (trimmed as a header value)", direct: true, headers: modernHeaders(" run_travel_job"), body: modernJob("Rome to Paris") },
  { name: "2026-07-28: Mcp-Name in Base64", modern: true, headers: modernHeaders("=?base64?cnVuX3RyYXZlbF9qb2I=?="), body: modernJob("Rome to Paris") },
  { name: "2026-07-28: no Mcp-Name", modern: true, headers: { accept: BOTH, "mcp-protocol-version": MODERN, "mcp-method": "tools/call" }, body: modernJob("Rome to Paris") },
  { name: "2026-07-28: no Mcp-Method", modern: true, headers: { accept: BOTH, "mcp-protocol-version": MODERN, "mcp-name": "run_travel_job" }, body: modernJob("Rome to Paris") },
  { name: "2026-07-28: Mcp-Method naming another method", modern: true, headers: modernHeaders("run_travel_job", { "mcp-method": "tools/list" }), body: modernJob("Rome to Paris") },
  { name: "2026-07-28: no version header", modern: true, headers: { accept: BOTH, "mcp-method": "tools/call", "mcp-name": "run_travel_job" }, body: modernJob("Rome to Paris") },
  { name: "2026-07-28: the envelope under a 2025 version header", modern: true, headers: modernHeaders("run_travel_job", { "mcp-protocol-version": "2025-11-25" }), body: modernJob("Rome to Paris") },
  { name: "2026-07-28: without Accept", modern: true, headers: { "mcp-protocol-version": MODERN, "mcp-method": "tools/call", "mcp-name": "run_travel_job" }, body: modernJob("Rome to Paris") },
  { name: "2026-07-28: a non-string job", modern: true, headers: modernHeaders("run_travel_job"), body: modernCall("run_travel_job", { job: 42 }) },
  { name: "2026-07-28: a blank job", modern: true, headers: modernHeaders("run_travel_job"), body: modernCall("run_travel_job", { job: "  " }) },
  { name: "2026-07-28: an invalid given field", modern: true, headers: modernHeaders("run_travel_job"), body: modernCall("run_travel_job", { job: "Rome to Paris", travellers: 0 }) },
  { name: "2026-07-28: an unknown tool", modern: true, headers: modernHeaders("book_everything"), body: modernCall("book_everything", { job: "x" }) },
  { name: "2026-07-28: no arguments", modern: true, headers: modernHeaders("run_travel_job"), body: { jsonrpc: "2.0", id: 4, method: "tools/call", params: { name: "run_travel_job", _meta: envelope() } } },
  { name: "2026-07-28: a fractional id", modern: true, headers: modernHeaders("run_travel_job"), body: modernJob("Rome to Paris", envelope(), 2.5) },
  { name: "2026-07-28: an extra top-level key", modern: true, headers: modernHeaders("run_travel_job"), body: { ...modernJob("Rome to Paris"), extra: 1 } },
  { name: "2026-07-28: a batch", modern: true, headers: modernHeaders("run_travel_job"), body: [modernJob("Rome to Paris")] },
  { name: "2026-07-28: tools/list (the first: the SDK's answer is kept)", modern: true, headers: fixedHeaders("tools/list"), body: fixed("tools/list", 30) },
  { name: "2026-07-28: tools/list again, another client and capabilities", direct: true, headers: fixedHeaders("tools/list"), body: fixed("tools/list", "l-2", envelope({ elicitation: {} }, { name: "x", version: "2", title: "X" })) },
  { name: "2026-07-28: tools/list with a cursor", modern: true, headers: fixedHeaders("tools/list"), body: { ...fixed("tools/list", 31), params: { cursor: "abc", _meta: envelope() } } },
  { name: "2026-07-28: tools/list with an Mcp-Name", modern: true, headers: { ...fixedHeaders("tools/list"), "mcp-name": "run_travel_job" }, body: fixed("tools/list", 32) },
  { name: "2026-07-28: tools/list under Mcp-Method server/discover", modern: true, headers: fixedHeaders("server/discover"), body: fixed("tools/list", 33) },
  { name: "2026-07-28: tools/list with a progress token", modern: true, headers: fixedHeaders("tools/list"), body: fixed("tools/list", 34, envelope({}, undefined, { progressToken: 1 })) },
  { name: "2026-07-28: tools/list without its envelope's capabilities", modern: true, headers: fixedHeaders("tools/list"), body: fixed("tools/list", 35, { "io.modelcontextprotocol/protocolVersion": MODERN, "io.modelcontextprotocol/clientInfo": { name: "t", version: "1" } }) },
  { name: "2026-07-28: tools/list as a notification", modern: true, headers: fixedHeaders("tools/list"), body: { jsonrpc: "2.0", method: "tools/list", params: { _meta: envelope() } } },
  { name: "2026-07-28: server/discover (the first: kept)", modern: true, headers: fixedHeaders("server/discover"), body: fixed("server/discover", 36) },
  { name: "2026-07-28: server/discover again", direct: true, headers: fixedHeaders("server/discover"), body: fixed("server/discover", 0, envelope({ roots: {} })) },
  { name: "2026-07-28: server/discover without Accept", modern: true, headers: { "mcp-protocol-version": MODERN, "mcp-method": "server/discover" }, body: fixed("server/discover", 37) },
  { name: "2026-07-28: server/discover of the catalogue (kept per endpoint)", modern: true, path: "/mcp", headers: fixedHeaders("server/discover"), body: fixed("server/discover", 38) },
  { name: "2026-07-28: server/discover of the catalogue again", direct: true, path: "/mcp", headers: fixedHeaders("server/discover"), body: fixed("server/discover", 39) },
  { name: "2026-07-28: tools/list of a side desk", modern: true, path: "/group-hotels-mcp", headers: fixedHeaders("tools/list"), body: fixed("tools/list", 40) },
  { name: "2026-07-28: tools/list of a side desk again", direct: true, path: "/group-hotels-mcp", headers: fixedHeaders("tools/list"), body: fixed("tools/list", 41) },
];

const PROBES: Probe[] = [
  { name: "a valid call", direct: true, body: job("2 passengers from Warsaw to Prague on 4 May 2027") },
  { name: "a string id on 2025-06-18", direct: true, headers: { accept: BOTH, "mcp-protocol-version": "2025-06-18" }, body: job("Group of 14 from Manchester to Kraków on 2 March 2027", "req-7") },
  { name: "no protocol version header", direct: true, headers: { accept: BOTH }, body: job("eSIM for Japan, 10 days", 0) },
  { name: "a negative id, a job to trim and given fields", direct: true, body: call("run_travel_job", { job: "  family trip to Lisbon  ", travellers: { adults: 2, children: 1 }, from: "WAW", date: "2027-06-01" }, -5) },
  // The job alone is read without the schema (readJobOnly): it must come out as the schema makes it, trimmed.
  { name: "a job alone, to trim", direct: true, body: job("\n  Ferry from Split to Hvar for 4, 3 July 2027 \t ", 12) },
  { name: "a job alone at its 2,000-character limit", direct: true, body: job(`Train from Vienna to Graz ${"x".repeat(1974)}`, 13) },
  { name: "a disruption and text that needs escaping", direct: true, body: job('My flight LO 281 was cancelled "tonight"\n\u2028 \\ tab\t and a lone \ud800 surrogate') },
  { name: "an unknown argument (stripped)", direct: true, body: call("run_travel_job", { job: "Berlin to Vienna by train, 3 people", colour: "blue" }) },
  { name: "a charset on the content type", direct: true, headers: { ...LEGACY, "content-type": "application/json; charset=utf-8" }, body: job("Oslo to Bergen tomorrow") },
  { name: "an unknown tool", body: call("book_everything", { job: "x" }) },
  { name: "a non-string job", body: call("run_travel_job", { job: 42 }) },
  { name: "a blank job", body: call("run_travel_job", { job: "   " }) },
  { name: "a job over the limit", body: job("x".repeat(2001)) },
  { name: "an invalid given field", body: call("run_travel_job", { job: "Rome to Paris", travellers: 0 }) },
  { name: "no arguments", body: { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "run_travel_job" } } },
  { name: "arguments as an array", body: call("run_travel_job", ["Rome to Paris"]) },
  { name: "a progress token in _meta", body: call("run_travel_job", { job: "Rome to Paris" }, 4, { _meta: { progressToken: 9 } }) },
  { name: "a fractional id", modern: true, body: job("Rome to Paris", 1.5) },
  { name: "a null id", modern: true, body: job("Rome to Paris", null) },
  { name: "an extra top-level key", modern: true, body: { ...job("Rome to Paris"), extra: true } },
  { name: "a notification", body: { jsonrpc: "2.0", method: "notifications/initialized" } },
  { name: "a batch", body: [job("Rome to Paris", 1), job("Madrid to Porto", 2)] },
  { name: "Accept without text/event-stream", headers: { accept: "application/json", "mcp-protocol-version": "2025-11-25" }, body: job("Rome to Paris") },
  { name: "no Accept", headers: { "mcp-protocol-version": "2025-11-25" }, body: job("Rome to Paris") },
  { name: "an unsupported protocol version", headers: { accept: BOTH, "mcp-protocol-version": "1999-01-01" }, body: job("Rome to Paris") },
  { name: "the 2026-07-28 header without its envelope", modern: true, headers: { accept: BOTH, "mcp-protocol-version": "2026-07-28" }, body: job("Rome to Paris") },
  { name: "a +json content type", headers: { ...LEGACY, "content-type": "application/vnd.api+json" }, body: job("Rome to Paris") },
  { name: "tools/list (the first: the SDK's answer is kept)", body: list(5) },
  { name: "tools/list again, a string id", direct: true, body: list("list-2") },
  { name: "tools/list with empty params, on 2025-03-26", direct: true, headers: { accept: BOTH, "mcp-protocol-version": "2025-03-26" }, body: { ...list(0), params: {} } },
  { name: "tools/list with a cursor", body: { ...list(8), params: { cursor: "abc" } } },
  { name: "tools/list with a progress token", body: { ...list(8), params: { _meta: { progressToken: 1 } } } },
  { name: "tools/list with a fractional id", modern: true, body: list(8.5) },
  { name: "tools/list without Accept", headers: { "mcp-protocol-version": "2025-11-25" }, body: list(8) },
  { name: "tools/list under an unsupported protocol version", headers: { accept: BOTH, "mcp-protocol-version": "1999-01-01" }, body: list(8) },
  { name: "tools/list with an extra top-level key", modern: true, body: { ...list(8), extra: 1 } },
  { name: "tools/list of the catalogue (kept per endpoint)", path: "/mcp", body: list(9) },
  { name: "tools/list of the catalogue again", direct: true, path: "/mcp", body: list(10) },
  { name: "tools/list of a side desk", path: "/group-hotels-mcp", body: list(9) },
  { name: "tools/list of a side desk again", direct: true, path: "/group-hotels-mcp", body: list(10) },
  { name: "ping", body: { jsonrpc: "2.0", id: 6, method: "ping" } },
  { name: "initialize (the first for 2025-11-25: kept)", body: init(7, "2025-11-25") },
  { name: "initialize for 2025-11-25 again, other client details", direct: true, body: init("init-2", "2025-11-25", { roots: { listChanged: true }, sampling: {} }, { name: "other", version: "9", title: "Other" }) },
  { name: "initialize for an unknown revision (answered 2025-11-25)", direct: true, body: init(11, "2099-01-01") },
  { name: "initialize for 2025-06-18 (its own answer, kept)", headers: { accept: BOTH }, body: init(12, "2025-06-18") },
  { name: "initialize for 2025-06-18 again", direct: true, headers: { accept: BOTH }, body: init(13, "2025-06-18") },
  { name: "initialize with invalid capabilities", body: init(14, "2025-11-25", { roots: "yes" }) },
  { name: "initialize without client info", body: { ...init(15, "2025-11-25"), params: { protocolVersion: "2025-11-25", capabilities: {} } } },
  { name: "initialize with _meta", body: { ...init(16, "2025-11-25"), params: { ...init(16, "2025-11-25").params, _meta: { progressToken: 2 } } } },
  { name: "initialize without params", body: { jsonrpc: "2.0", id: 17, method: "initialize" } },
  { name: "initialize as a notification (no id)", body: { jsonrpc: "2.0", method: "initialize", params: init(0, "2025-11-25").params } },
  { name: "initialize of the catalogue", path: "/mcp", body: init(18, "2025-11-25") },
  { name: "initialize of the catalogue again", direct: true, path: "/mcp", body: init(19, "2025-11-25") },
  { name: "the initialized notification again", direct: true, body: { jsonrpc: "2.0", method: "notifications/initialized" } },
  { name: "the initialized notification with empty params", direct: true, body: { jsonrpc: "2.0", method: "notifications/initialized", params: {} } },
  { name: "the initialized notification with _meta", body: { jsonrpc: "2.0", method: "notifications/initialized", params: { _meta: {} } } },
  { name: "the initialized notification with an id (a request of no known method)", body: { jsonrpc: "2.0", id: 20, method: "notifications/initialized" } },
  { name: "the initialized notification without Accept", headers: { "mcp-protocol-version": "2025-11-25" }, body: { jsonrpc: "2.0", method: "notifications/initialized" } },
  { name: "the initialized notification under the 2026-07-28 header", modern: true, headers: { accept: BOTH, "mcp-protocol-version": "2026-07-28" }, body: { jsonrpc: "2.0", method: "notifications/initialized" } },
  { name: "the catalogue's search", direct: true, path: "/mcp", body: call("search_capabilities", { query: "rail europe" }) },
  { name: "the catalogue's get_eval of an unknown slug (a tool error)", direct: true, path: "/mcp", body: call("get_eval", { slug: "no-such-server" }) },
  { name: "the catalogue's recommend_for_job", direct: true, path: "/mcp", body: call("recommend_for_job", { job: "Ferry from Split to Hvar for 4" }) },
  { name: "the group hotels desk under its minimum (its input schema refuses it)", path: "/group-hotels-mcp", body: call("prepare_group_hotel_request", { rooms: 3, city: "Kraków", checkIn: "2027-05-04", checkOut: "2027-05-07" }) },
  { name: "the group hotels desk", direct: true, path: "/group-hotels-mcp", body: call("prepare_group_hotel_request", { rooms: 12, city: "Kraków", checkIn: "2027-05-04", checkOut: "2027-05-07" }) },
  { name: "the desk at /desk/mcp", direct: true, path: "/desk/mcp", body: job("Two adults Vienna to Budapest on 3 April 2027") },  ...MODERN_PROBES,
];

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function send(app: Hono, probe: Probe): Promise<Answer> {
  const response = await app.request(probe.path ?? "/desk", {
    method: "POST",
    headers: { "content-type": "application/json", ...(probe.headers ?? LEGACY) },
    body: JSON.stringify(probe.body),
  });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== "x-request-id"));
  return { status: response.status, headers, body: await response.text() };
}

let direct: Hono;
let sdk: Hono;
const errors: Error[] = [];

// Every clock (the desk's and each supplier port's) reads NOW, so the two apps' answers can be equal to the byte.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  const desk = { now: () => NOW };
  direct = (await buildTestApp({ desk, deps: { onError: (e) => errors.push(e) } })).app;
  sdk = (await buildTestApp({ desk, deps: { directToolCalls: false } })).app;
});

afterAll(() => {
  vi.useRealTimers();
});

describe("the direct tools/call path answers exactly as the SDK does", () => {
  it("gives the same status, headers and bytes for every request, in order", async () => {
    const mux = vi.spyOn(StatelessMcpMux.prototype, "handleRequest");
    // The 2026-07-28 leg builds a server per request (server/src/http/modern-handler.ts), registering each tool on it.
    const modernServer = vi.spyOn(ModernMcpServer.prototype, "registerTool");
    for (const probe of PROBES) {
      const fromSdk = await send(sdk, probe);
      mux.mockClear();
      modernServer.mockClear();
      const fromDirect = await send(direct, probe);
      expect({ probe: probe.name, ...fromDirect }).toEqual({ probe: probe.name, ...fromSdk });
      const reached = { reachedTheMux: mux.mock.calls.length > 0, builtAModernServer: modernServer.mock.calls.length > 0 };
      // A 2026-07-28 request the SDK answered with a result (200) was served by a server it built; one answered directly never is.
      const built = probe.direct ? false : probe.modern && fromDirect.status === 200 ? true : reached.builtAModernServer;
      expect({ probe: probe.name, ...reached }).toEqual({ probe: probe.name, reachedTheMux: !probe.direct && !probe.modern, builtAModernServer: built });
    }
    mux.mockRestore();
    modernServer.mockRestore();
    expect(errors).toEqual([]);
  });

  it("answers real work on the desk with a result, not a refusal (the comparison above compares answers)", async () => {
    const answer = await send(direct, PROBES[0]!);
    expect(answer.status).toBe(200);
    const parsed = JSON.parse(answer.body) as { id: number; result: { structuredContent: { summary: string }; content: { text: string }[] } };
    expect(parsed.id).toBe(1);
    expect(parsed.result.content[0]!.text.startsWith(`${parsed.result.structuredContent.summary}\n\n{`)).toBe(true);
  });

  it("answers a tool that throws with the generic tool error and reports the bug", async () => {
    const seen: Error[] = [];
    const broken = { now: (): Date => { throw new Error("the clock broke"); } };
    const app = (await buildTestApp({ desk: broken, deps: { onError: (e) => seen.push(e) } })).app;
    const reference = (await buildTestApp({ desk: broken, deps: { directToolCalls: false } })).app;
    const hotels = PROBES.find((p) => p.name === "the group hotels desk")!;
    const probe = { name: "a throwing tool", path: "/group-hotels-mcp", body: hotels.body };
    const fromDirect = await send(app, probe);
    expect(fromDirect).toEqual(await send(reference, probe));
    expect(JSON.parse(fromDirect.body)).toMatchObject({ result: { isError: true } });
    expect(seen.map((e) => e.message)).toContain("the clock broke");
  });
});
