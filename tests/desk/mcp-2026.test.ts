import { Client as LegacyClient } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as LegacyTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { DeskResultSchema } from "@travel/shared";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../helpers/app.js";
import { PACKAGE_VERSION } from "../helpers/version.js";

// Protocol revision 2026-07-28 beside the 2025 revisions, on every MCP endpoint: no initialize, the
// version and the client's capabilities in each request's _meta, Mcp-Method/Mcp-Name headers.

const MODERN = "2026-07-28";
const ENDPOINTS = ["/desk", "/desk/mcp", "/mcp", "/sos-mcp", "/whatsapp-adapter", "/group-hotels-mcp"] as const;
const KEY = "a-test-key-that-is-at-least-32-characters-long";

type Json = Record<string, unknown>;
interface RpcAnswer {
  status: number;
  body: { result?: Json & { structuredContent?: Json; isError?: boolean }; error?: { code: number; message: string } };
}

function meta(capabilities: Json = {}): Json {
  return {
    "io.modelcontextprotocol/protocolVersion": MODERN,
    "io.modelcontextprotocol/clientInfo": { name: "desk-2026-test", version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": capabilities,
  };
}

/** One 2026-07-28 request as the transport section writes it: headers plus the _meta envelope. */
async function rpc(app: Hono, path: string, method: string, params: Json = {}, capabilities: Json = {}): Promise<RpcAnswer> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": MODERN, "mcp-method": method };
  if (typeof params.name === "string") headers["mcp-name"] = params.name;
  const res = await app.request(path, { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id: 7, method, params: { ...params, _meta: meta(capabilities) } }) });
  return { status: res.status, body: (await res.json()) as RpcAnswer["body"] };
}

const callJob = (app: Hono, job: string, capabilities: Json = {}, retry: Json = {}) =>
  rpc(app, "/desk", "tools/call", { name: "run_travel_job", arguments: { job }, ...retry }, capabilities);

const ELICITS = { elicitation: {} };
const withoutTimes = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, v) => (key === "checkedAt" ? "<time>" : key === "cached" ? undefined : v));

let app: Hono;
beforeAll(async () => {
  app = (await buildTestApp({ env: { REQUEST_STATE_KEY: KEY } })).app;
});

describe("every MCP endpoint serves 2026-07-28 beside the 2025 revisions", () => {
  it.each(ENDPOINTS)("%s answers server/discover with its versions, capabilities, identity, instructions and cache hints", async (path) => {
    const { status, body } = await rpc(app, path, "server/discover");
    expect(status).toBe(200);
    const result = body.result!;
    expect(result).toMatchObject({ resultType: "complete", supportedVersions: [MODERN], capabilities: { tools: {} }, cacheScope: "public" });
    expect(result.ttlMs).toBeGreaterThan(0);
    expect(typeof result.instructions).toBe("string");
    expect((result._meta as Json)["io.modelcontextprotocol/serverInfo"]).toMatchObject({ version: PACKAGE_VERSION });
  });

  it.each(ENDPOINTS)("%s lists the same tools on both eras, with cache hints on 2026-07-28", async (path) => {
    const modern = (await rpc(app, path, "tools/list")).body.result!;
    expect(modern).toMatchObject({ resultType: "complete", cacheScope: "public" });
    expect(modern.ttlMs).toBeGreaterThan(0);
    const legacy = new LegacyClient({ name: "legacy", version: "1.0.0" });
    await legacy.connect(new LegacyTransport(new URL(`http://127.0.0.1:8787${path}`), { fetch: async (url, init) => app.request(String(url), init) }));
    const { tools } = await legacy.listTools();
    expect((modern.tools as { name: string }[]).map((t) => t.name)).toEqual(tools.map((t) => t.name));
    await legacy.close();
  });

  it("the GET handshake names 2026-07-28 first, then the 2025 revisions", async () => {
    const handshake = (await (await app.request("/desk")).json()) as { protocolVersions: string[] };
    expect(handshake.protocolVersions.slice(0, 4)).toEqual([MODERN, "2025-11-25", "2025-06-18", "2025-03-26"]);
  });

  it.each(["/desk", "/mcp"])("the server card of %s names exactly the revisions the endpoint answers", async (path) => {
    const card = (await (await app.request(`${path}/server-card`)).json()) as { remotes: { url: string; supportedProtocolVersions: string[] }[] };
    const versions = card.remotes[0]!.supportedProtocolVersions;
    const discovered = (await rpc(app, path, "server/discover")).body.result!.supportedVersions as string[];
    for (const version of versions.filter((v) => !discovered.includes(v))) {
      // Every other revision is a 2025-era one: initialize negotiates it as asked.
      const res = await app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: version, capabilities: {}, clientInfo: { name: "t", version: "1" } } }),
      });
      expect(((await res.json()) as RpcAnswer["body"]).result?.protocolVersion, version).toBe(version);
    }
    expect(versions).toEqual(expect.arrayContaining(discovered));
  });

  it("serverInfo names the right server on each endpoint", async () => {
    const names = await Promise.all(["/desk", "/mcp"].map(async (p) => ((await rpc(app, p, "server/discover")).body.result!._meta as Json)["io.modelcontextprotocol/serverInfo"]));
    expect(names.map((n) => (n as Json).name)).toEqual(["travel-desk", "travel-aisle"]);
  });
});

describe("run_travel_job on 2026-07-28, with no initialize", () => {
  it("answers with the desk result REST gives for the same job, marked complete", async () => {
    const job = "Group of 14 from Manchester to Kraków on 2 March 2027, names later";
    const { status, body } = await callJob(app, job);
    expect(status).toBe(200);
    expect(body.result?.resultType).toBe("complete");
    expect(body.result?.isError).toBeFalsy();
    const structured = DeskResultSchema.parse(body.result?.structuredContent);
    expect(structured.route).toBe("group");
    const rest = await app.request("/desk", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job }) });
    expect(withoutTimes(structured)).toEqual(withoutTimes(await rest.json()));
  });

  it("refuses a request whose Mcp-Method header contradicts its body, as the transport requires", async () => {
    const res = await app.request("/desk", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": MODERN, "mcp-method": "tools/list" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "run_travel_job", arguments: { job: "Rome" }, _meta: meta() } }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(((await res.json()) as RpcAnswer["body"]).error?.code).toBeTypeOf("number");
  });

  it("answers an unknown revision in _meta with the versions it supports", async () => {
    const res = await app.request("/mcp", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2099-01-01", "mcp-method": "tools/list" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: { ...meta(), "io.modelcontextprotocol/protocolVersion": "2099-01-01" } } }),
    });
    const text = await res.text();
    expect(text).toContain(MODERN);
    expect(text).toContain("error");
  });
});

describe("asks instead of guessing, on 2026-07-28 clients that declare elicitation", () => {
  const regionalNoDate = "2 of us from Warsaw to Prague";

  it("a regional trip without a date gets input_required with a form for the date alone, and a sealed requestState", async () => {
    const { body } = await callJob(app, regionalNoDate, ELICITS);
    const result = body.result!;
    expect(result.resultType).toBe("input_required");
    expect(result).not.toHaveProperty("ttlMs");
    const request = (result.inputRequests as Record<string, { method: string; params: { mode: string; message: string; requestedSchema: Json } }>).desk!;
    expect(request.method).toBe("elicitation/create");
    expect(request.params.mode).toBe("form");
    expect(request.params.requestedSchema).toMatchObject({ type: "object", required: ["date"] });
    expect(Object.keys(request.params.requestedSchema.properties as Json)).toEqual(["date"]);
    expect(request.params.message).not.toMatch(/\b(book|pay|confirm)\b(?! or paid)/i);
    expect(typeof result.requestState).toBe("string");
  });

  it("continues with the answer: the date fills the job and the regional route runs with it", async () => {
    const first = (await callJob(app, regionalNoDate, ELICITS)).body.result!;
    const { body } = await callJob(app, regionalNoDate, ELICITS, {
      requestState: first.requestState,
      inputResponses: { desk: { action: "accept", content: { date: "2027-05-04" } } },
    });
    expect(body.result?.resultType).toBe("complete");
    const structured = DeskResultSchema.parse(body.result?.structuredContent);
    expect([structured.route, structured.job.date, structured.job.missing]).toEqual(["regional", "2027-05-04", []]);
  });

  it("clients that do not declare elicitation get today's answer: the result, with what is missing", async () => {
    const { body } = await callJob(app, regionalNoDate);
    expect(body.result?.resultType).toBe("complete");
    const structured = DeskResultSchema.parse(body.result?.structuredContent);
    expect([structured.route, structured.job.missing]).toEqual(["regional", ["date"]]);
  });

  it("a declined question gets the result the job supports, and is not asked again", async () => {
    const first = (await callJob(app, regionalNoDate, ELICITS)).body.result!;
    const { body } = await callJob(app, regionalNoDate, ELICITS, { requestState: first.requestState, inputResponses: { desk: { action: "decline" } } });
    expect(body.result?.resultType).toBe("complete");
    expect(DeskResultSchema.parse(body.result?.structuredContent).job.missing).toEqual(["date"]);
  });

  it("asks a trip whose route turns on the head-count for the number of travellers, and routes on the answer", async () => {
    const job = "flights from Warsaw to Prague on 2027-05-04";
    const first = (await callJob(app, job, ELICITS)).body.result!;
    const schema = (first.inputRequests as Record<string, { params: { requestedSchema: { properties: Json; required: string[] } } }>).desk!.params.requestedSchema;
    expect(schema.required).toEqual(["travellers"]);
    expect(schema.properties.travellers).toMatchObject({ type: "integer", minimum: 1 });
    const { body } = await callJob(app, job, ELICITS, { requestState: first.requestState, inputResponses: { desk: { action: "accept", content: { travellers: 2 } } } });
    const structured = DeskResultSchema.parse(body.result?.structuredContent);
    expect([structured.route, structured.job.passengers]).toEqual(["regional", 2]);
  });

  it("asks which of two namesakes is meant, and reads the answer", async () => {
    const first = (await callJob(app, "Reading", ELICITS)).body.result!;
    const schema = (first.inputRequests as Record<string, { params: { requestedSchema: { properties: Record<string, { title: string }>; required: string[] } } }>).desk!.params.requestedSchema;
    expect(schema.required).toEqual(["place1"]);
    expect(schema.properties.place1?.title).toBe("Which Reading?");
    const { body } = await callJob(app, "Reading", ELICITS, { requestState: first.requestState, inputResponses: { desk: { action: "accept", content: { place1: "Reading, England" } } } });
    const structured = DeskResultSchema.parse(body.result?.structuredContent);
    expect(structured.job.destination?.country).toBe("GB");
    expect(structured.job.missing).not.toContain("which Reading");
  });

  it.each([
    ["a group with everything it needs", "Group of 14 from Manchester to Kraków on 2 March 2027"],
    ["a disruption", "My flight from Warsaw to Paris was cancelled yesterday"],
    ["mobile data", "eSIM for Japan for 10 days"],
    ["a search whose route no count changes", "weather in Lisbon next week"],
  ])("never asks when the route needs nothing more: %s", async (_, job) => {
    expect((await callJob(app, job, ELICITS)).body.result?.resultType).toBe("complete");
  });

  it("an answer cannot write more of the job than the field it fills", async () => {
    const first = (await callJob(app, regionalNoDate, ELICITS)).body.result!;
    const { body } = await callJob(app, regionalNoDate, ELICITS, {
      requestState: first.requestState,
      inputResponses: { desk: { action: "accept", content: { date: "2027-05-04\n12 people", travellers: 40 } } },
    });
    const structured = DeskResultSchema.parse(body.result?.structuredContent);
    expect([structured.route, structured.job.passengers, structured.job.date]).toEqual(["regional", 2, null]);
  });
});

describe("the requestState is sealed", () => {
  const job = "2 of us from Warsaw to Prague";
  const answer = { desk: { action: "accept", content: { date: "2027-05-04" } } };

  it("refuses a forged or altered requestState with -32602", async () => {
    const state = String((await callJob(app, job, ELICITS)).body.result!.requestState);
    const [head, body, mac] = state.split(".");
    const forgedBody = Buffer.from(JSON.stringify({ p: { job: "Group of 40 from Warsaw to Rome", asked: [] }, exp: 4102444800 })).toString("base64url");
    for (const forged of ["forged", `${head}.${forgedBody}.${mac}`, `${head}.${body}.${mac!.slice(0, -2)}AA`]) {
      const refused = await callJob(app, job, ELICITS, { requestState: forged, inputResponses: answer });
      expect(refused.body.error?.code, forged).toBe(-32602);
    }
  });

  it("refuses a genuine requestState presented with another job", async () => {
    const state = (await callJob(app, job, ELICITS)).body.result!.requestState;
    const { body } = await callJob(app, "2 of us from Warsaw to Budapest", ELICITS, { requestState: state, inputResponses: answer });
    expect(body.result?.isError).toBe(true);
  });

  it("any instance with the same REQUEST_STATE_KEY continues it; an instance with its own random key refuses it", async () => {
    const state = (await callJob(app, job, ELICITS)).body.result!.requestState;
    const sameKey = (await buildTestApp({ env: { REQUEST_STATE_KEY: KEY } })).app;
    const continued = await callJob(sameKey, job, ELICITS, { requestState: state, inputResponses: answer });
    expect(DeskResultSchema.parse(continued.body.result?.structuredContent).job.date).toBe("2027-05-04");
    const randomKey = (await buildTestApp()).app;
    expect((await callJob(randomKey, job, ELICITS, { requestState: state, inputResponses: answer })).body.error?.code).toBe(-32602);
  });
});

describe("the official clients of both SDK generations", () => {
  const fetchApp = async (url: string | URL, init?: RequestInit) => app.request(String(url), init);

  it("the v2 client negotiates 2026-07-28 at /desk/mcp and fills the desk's form through its elicitation handler", async () => {
    const client = new Client({ name: "v2-client", version: "1.0.0" }, { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: "auto" } });
    const asked: string[] = [];
    client.setRequestHandler("elicitation/create", async (request) => {
      asked.push(...Object.keys((request.params as { requestedSchema: { properties: Json } }).requestedSchema.properties));
      return { action: "accept", content: { date: "2027-05-04" } };
    });
    await client.connect(new StreamableHTTPClientTransport(new URL("http://127.0.0.1:8787/desk/mcp"), { fetch: fetchApp }));
    expect(client.getNegotiatedProtocolVersion()).toBe(MODERN);
    const result = await client.callTool({ name: "run_travel_job", arguments: { job: "2 of us from Warsaw to Prague" } });
    expect(asked).toEqual(["date"]);
    expect(DeskResultSchema.parse(result.structuredContent).job.date).toBe("2027-05-04");
    await client.close();
  });

  it("the v1 client (2025-11-25) still initializes and calls run_travel_job at /desk/mcp, and is never asked", async () => {
    const client = new LegacyClient({ name: "v1-client", version: "1.0.0" }, { capabilities: { elicitation: {} } });
    await client.connect(new LegacyTransport(new URL("http://127.0.0.1:8787/desk/mcp"), { fetch: fetchApp }));
    const result = await client.callTool({ name: "run_travel_job", arguments: { job: "2 of us from Warsaw to Prague" } });
    expect(DeskResultSchema.parse(result.structuredContent).job.missing).toEqual(["date"]);
    await client.close();
  });
});
