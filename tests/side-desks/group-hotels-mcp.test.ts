import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { GroupHotelsResultSchema } from "@travel/server";
import { ProblemSchema } from "@travel/shared";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, postJson, startTestServer, type RunningServer } from "../helpers/app.js";
import { connectClient, firstText } from "./mcp-client.js";
import { PACKAGE_VERSION } from "../helpers/version.js";

// Dates next year, so the tests do not expire.
const year = new Date().getUTCFullYear() + 1;
const REQUEST = { rooms: 12, city: "Kraków", checkIn: `${year}-05-04`, checkOut: `${year}-05-07` };

describe("/group-hotels-mcp over REST", () => {
  let app: Hono;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });

  it("prepares 12 rooms as a stub that cannot be booked", async () => {
    const res = await postJson(app, "/group-hotels-mcp", { ...REQUEST, notes: "two accessible rooms" });
    expect(res.status).toBe(200);
    const out = GroupHotelsResultSchema.parse(await res.json());
    expect(out).toMatchObject({ stub: true, bookable: false, booked: false });
    expect(out.request).toMatchObject({ rooms: 12, country: "PL", nights: 3, roomNights: 36, invoice: "single", notes: "two accessible rooms" });
    expect(out.nextSteps.length).toBeGreaterThan(2);
  });

  it("answers fewer than 10 rooms with a 422 problem stating the minimum", async () => {
    const res = await postJson(app, "/group-hotels-mcp", { ...REQUEST, rooms: 5 });
    expect(res.status).toBe(422);
    expect(res.headers.get("content-type")).toMatch(/application\/problem\+json/);
    const problem = ProblemSchema.parse(await res.json());
    expect(problem.detail).toMatch(/minimum is 10/);
    expect(problem.errors?.[0]?.field).toBe("rooms");
  });

  it.each([
    [{ ...REQUEST, checkOut: REQUEST.checkIn }, "checkOut"],
    [{ ...REQUEST, checkIn: `${year}-02-30` }, "checkIn"],
    [{ ...REQUEST, checkIn: "4 May" }, "checkIn"],
    [{ ...REQUEST, city: "123" }, "city"],
    [{ ...REQUEST, invoice: "split" }, "invoice"],
    [{ ...REQUEST, rooms: 12.5 }, "rooms"],
    [{ ...REQUEST, rooms: 5, city: "" }, "city"],
    [{ ...REQUEST, checkIn: "2001-05-04", checkOut: "2001-05-07" }, "checkIn"],
  ])("refuses %j with a 400 problem naming %s", async (body, field) => {
    const res = await postJson(app, "/group-hotels-mcp", body);
    expect(res.status).toBe(400);
    const problem = ProblemSchema.parse(await res.json());
    expect(problem.errors?.map((e) => e.field)).toContain(field);
  });

  it("answers GET with a handshake naming the tool", async () => {
    const doc = (await (await app.request("/group-hotels-mcp")).json()) as { tools: string[]; serverInfo: { version: string } };
    expect(doc.tools).toEqual(["prepare_group_hotel_request"]);
    expect(doc.serverInfo.version).toBe(PACKAGE_VERSION);
  });
});

describe("/group-hotels-mcp through the official SDK client", () => {
  let server: RunningServer;
  let client: Client;
  beforeAll(async () => {
    server = await startTestServer();
    client = await connectClient(server.url, "/group-hotels-mcp");
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  it("prepares the request as structuredContent", async () => {
    const result = await client.callTool({ name: "prepare_group_hotel_request", arguments: REQUEST });
    expect(result.isError).toBeFalsy();
    expect(GroupHotelsResultSchema.parse(result.structuredContent).bookable).toBe(false);
  });

  it("answers 9 rooms with a tool error that states the minimum", async () => {
    const result = await client.callTool({ name: "prepare_group_hotel_request", arguments: { ...REQUEST, rooms: 9 } });
    expect(result.isError).toBe(true);
    expect(firstText(result)).toMatch(/minimum is 10/);
  });
});
