import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ProblemSchema, SosAdviceSchema } from "@travel/shared";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, postJson, startTestServer, type RunningServer } from "../helpers/app.js";
import { connectClient, firstText } from "./mcp-client.js";
import { PACKAGE_VERSION } from "../helpers/version.js";

describe("/sos-mcp over REST", () => {
  let app: Hono;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });

  it("assesses the acceptance job from free text: EC261 named, nothing filed or bought", async () => {
    const res = await postJson(app, "/sos-mcp", { job: "Flight LO333 Warsaw to Frankfurt cancelled 2 days before departure" });
    expect(res.status).toBe(200);
    const advice = SosAdviceSchema.parse(await res.json());
    expect(advice.regulation).toMatch(/261/);
    expect(advice.flight.from?.iata).toBe("WAW");
    expect(advice.flight.to?.iata).toBe("FRA");
    expect(advice.flight.carrier?.code).toBe("LO");
    expect(advice.compensation).toMatchObject({ status: "owed", amountEur: 250 });
    expect(advice.claimFiled).toBe(false);
    expect(advice.booked).toBe(false);
  });

  it("assesses structured facts", async () => {
    const res = await postJson(app, "/sos-mcp", { from: "WAW", to: "TFS", disruption: "cancellation", noticeDays: 3 });
    expect(res.status).toBe(200);
    const advice = SosAdviceSchema.parse(await res.json());
    expect(advice.distanceKm).toBe(4094);
    expect(advice.compensation.amountEur).toBe(400);
  });

  it("lets structured facts beside the text override what the text says", async () => {
    const res = await postJson(app, "/sos-mcp", { job: "Flight LO333 Warsaw to Frankfurt cancelled 2 days before departure", noticeDays: 30 });
    const advice = SosAdviceSchema.parse(await res.json());
    expect(advice.compensation.status).toBe("not-owed");
  });

  it.each([
    [{ from: "WAW", to: "FRA", disruption: "lost luggage" }, "disruption"],
    [{ from: "WAW", disruption: "delay" }, "to"],
    [{ job: "   " }, "job"],
    [{ from: "WAW", to: "FRA", disruption: "delay", arrivalDelayHours: -2 }, "arrivalDelayHours"],
    [["not", "an", "object"], "body"],
  ])("refuses %j with a 400 problem naming %s", async (body, field) => {
    const res = await postJson(app, "/sos-mcp", body);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/application\/problem\+json/);
    const problem = ProblemSchema.parse(await res.json());
    expect(problem.errors?.map((e) => e.field)).toContain(field);
  });

  it("answers GET with a handshake naming the tool and the REST shape", async () => {
    const res = await app.request("/sos-mcp");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { serverInfo: { version: string }; tools: string[]; rest: { method: string; body: object } };
    expect(doc.serverInfo.version).toBe(PACKAGE_VERSION);
    expect(doc.tools).toEqual(["assess_disruption"]);
    expect(doc.rest.method).toBe("POST");
  });
});

describe("/sos-mcp through the official SDK client", () => {
  let server: RunningServer;
  let client: Client;
  beforeAll(async () => {
    server = await startTestServer();
    client = await connectClient(server.url, "/sos-mcp");
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  it("lists one read-only advisory tool", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["assess_disruption"]);
    expect(tools[0]?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, openWorldHint: false });
    expect(tools[0]?.outputSchema).toBeDefined();
  });

  it("returns the assessment as structuredContent and a readable text", async () => {
    const result = await client.callTool({ name: "assess_disruption", arguments: { from: "FCO", to: "HAM", disruption: "delay", arrivalDelayHours: 4 } });
    expect(result.isError).toBeFalsy();
    const advice = SosAdviceSchema.parse(result.structuredContent);
    expect(advice.distanceKm).toBe(1326);
    expect(advice.compensation.amountEur).toBe(250);
    expect(firstText(result)).toMatch(/EC261 applies/);
  });

  it("reads free text too", async () => {
    const result = await client.callTool({ name: "assess_disruption", arguments: { job: "Flight LO333 Warsaw to Frankfurt cancelled 2 days before departure" } });
    expect(SosAdviceSchema.parse(result.structuredContent).compensation.amountEur).toBe(250);
  });

  it("answers a tool error when neither job nor the route is given", async () => {
    const result = await client.callTool({ name: "assess_disruption", arguments: { disruption: "delay" } });
    expect(result.isError).toBe(true);
    expect(firstText(result)).toMatch(/job .*or from, to and disruption/);
  });
});
