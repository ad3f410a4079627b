import { DeskResultSchema } from "@travel/shared";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { MCP_HEADERS, buildTestApp, postJson } from "../helpers/app.js";

let app: Hono;
beforeAll(async () => {
  app = (await buildTestApp()).app;
});

async function desk(body: Record<string, unknown>) {
  const response = await postJson(app, "/desk", body);
  expect(response.status).toBe(200);
  return DeskResultSchema.parse(await response.json());
}

async function problemFields(body: unknown): Promise<string[]> {
  const response = await postJson(app, "/desk", body);
  expect(response.status).toBe(400);
  expect(response.headers.get("content-type")).toContain("application/problem+json");
  const problem = (await response.json()) as { errors: { field: string }[] };
  return problem.errors.map((e) => e.field);
}

describe("POST /desk: fields the caller already knows", () => {
  it("routes 12 given travellers to the group specialist whatever the text says", async () => {
    const result = await desk({ job: "Flights for 3 people from Warsaw to Lisbon on 3 June 2027", travellers: 12 });
    expect(result.route).toBe("group");
    expect(result.job.passengers).toBe(12);
    expect(result.job.conflicts).toEqual([{ field: "travellers", given: 12, read: 3 }]);
  });

  it("lets given places and dates win and lists every disagreement with the text", async () => {
    const result = await desk({ job: "2 of us from Kraków to Prague on 4 May 2027", from: "Budapest", date: "2027-05-06" });
    expect(result.job.origin).toMatchObject({ name: "Budapest", country: "HU" });
    expect(result.job.destination).toMatchObject({ country: "CZ" });
    expect(result.job.date).toBe("2027-05-06");
    expect(result.job.conflicts).toEqual([
      { field: "from", given: "Budapest", read: "Krakow" },
      { field: "date", given: "2027-05-06", read: "2027-05-04" },
    ]);
  });

  it("fills what the text leaves out without calling it a conflict, in any language and as codes", async () => {
    const result = await desk({ job: "we need a train", from: "Warszawa", to: "gdn", date: "2027-03-10", travellers: { adults: 2, children: 1 } });
    expect(result.job).toMatchObject({
      kind: "rail",
      passengers: 3,
      party: { adults: 2, children: 1, infants: 0 },
      origin: { country: "PL" },
      destination: { iata: "GDN", country: "PL" },
      date: "2027-03-10",
    });
    expect(result.job.conflicts).toBeUndefined();
    expect(result.job.missing).not.toEqual(expect.arrayContaining(["passengers", "origin", "destination", "date"]));
  });

  it("keeps the text's city when the given place is the country it is in", async () => {
    const result = await desk({ job: "hotel in Gdańsk for 2 nights from 5 May 2027", to: "Poland" });
    expect(result.job.destination).toMatchObject({ name: "Gdansk", country: "PL" });
    expect(result.job.conflicts).toBeUndefined();
  });

  it("makes a given kind decide the route: esim wins over a text that reads as flights", async () => {
    const result = await desk({ job: "Warsaw to Tokyo next month", kind: "esim", to: "Japan" });
    expect(result.route).toBe("esim");
    expect(result.job.kind).toBe("esim");
  });

  it.each([
    [{ job: "trip", travellers: 0 }, "travellers"],
    [{ job: "trip", travellers: "three" }, "travellers"],
    [{ job: "trip", travellers: { adults: 0 } }, "travellers"],
    [{ job: "trip", date: "2027-02-30" }, "date"],
    [{ job: "trip", date: "4 May" }, "date"],
    [{ job: "trip", date: "2027-05-04", returnDate: "2027-05-01" }, "returnDate"],
    [{ job: "trip", cabin: "luxury" }, "cabin"],
    [{ job: "trip", kind: "spaceflight" }, "kind"],
    [{ job: "trip", to: "Xqzzyville" }, "to"],
    [{ job: "trip", from: "" }, "from"],
  ])("refuses %j with a 400 naming the field", async (body, field) => {
    expect(await problemFields(body)).toContain(field);
  });
});

describe("run_travel_job over MCP: the same fields", () => {
  async function call(args: Record<string, unknown>) {
    const response = await postJson(app, "/desk", { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "run_travel_job", arguments: args } }, MCP_HEADERS);
    return (await response.json()) as { result?: { isError?: boolean; structuredContent?: unknown; content: { text: string }[] }; error?: { code: number } };
  }

  it("describes every given field in the tool's input schema", async () => {
    const response = await postJson(app, "/desk", { jsonrpc: "2.0", id: 1, method: "tools/list" }, MCP_HEADERS);
    const body = (await response.json()) as { result: { tools: { inputSchema: { properties: Record<string, { description?: string; anyOf?: unknown }>; required: string[] } }[] } };
    const schema = body.result.tools[0]!.inputSchema;
    expect(schema.required).toEqual(["job"]);
    for (const field of ["travellers", "from", "to", "date", "returnDate", "kind", "cabin"]) {
      expect(schema.properties[field]?.description, field).toMatch(/\w{4,}/);
    }
  });

  it("answers with the merged job, and refuses an invalid field as invalid params naming it", async () => {
    const ok = await call({ job: "Flights for 3 people from Warsaw to Lisbon", travellers: 12 });
    expect(DeskResultSchema.parse(ok.result?.structuredContent).route).toBe("group");
    const bad = await call({ job: "Flights from Warsaw to Lisbon", cabin: "luxury" });
    const text = JSON.stringify(bad);
    expect(bad.error?.code === -32602 || (bad.result?.isError === true && text.includes("-32602"))).toBe(true);
    expect(text).toContain("cabin");
  });
});
