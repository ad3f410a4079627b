import { DeskResultSchema } from "@travel/shared";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { MCP_HEADERS, buildTestApp, postJson } from "../helpers/app.js";
import { PACKAGE_VERSION } from "../helpers/version.js";

let app: Hono;
beforeAll(async () => {
  app = (await buildTestApp()).app;
});

async function expectProblem(response: Response, status: number, field?: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/problem+json");
  const problem = (await response.json()) as { type: string; title: string; status: number; detail: string; errors?: { field: string }[] };
  expect(problem.status).toBe(status);
  expect(problem.type).toMatch(/^https?:\/\//);
  expect(problem.detail.length).toBeGreaterThan(10);
  if (field) expect(problem.errors?.map((e) => e.field)).toContain(field);
}

describe("POST /desk over REST", () => {
  it("answers a job with a desk result that keeps the four invariants", async () => {
    const response = await postJson(app, "/desk", { job: "2 passengers from Warsaw to Prague on 2027-05-04", extra: "ignored" });
    expect(response.status).toBe(200);
    const result = DeskResultSchema.parse(await response.json());
    expect(result).toMatchObject({ advisory: true, booked: false, paid: false, quoteFiled: false });
    expect(result.job.text).toBe("2 passengers from Warsaw to Prague on 2027-05-04");
  });

  const badInputs: [string, unknown, number, string?][] = [
    ["malformed JSON", "{job:", 400, "body"],
    ["an empty body", "", 400, "body"],
    ["a body without job", { nope: 1 }, 400, "job"],
    ["a number job", { job: 42 }, 400, "job"],
    ["a null job", { job: null }, 400, "job"],
    ["a blank job", { job: "   " }, 400, "job"],
    ["a 20,000-character job", { job: "x".repeat(20_000) }, 413, "body"],
    ["a 2,001-character job", { job: "x".repeat(2001) }, 400, "job"],
    ["an array body", [1, 2], 400, "job"],
    ["a string body", '"Warsaw to Prague"', 400, "job"],
  ];
  it.each(badInputs)("rejects %s with a problem document", async (_name, body, status, field) => {
    await expectProblem(await postJson(app, "/desk", body), status, field);
  });

  it("rejects text/plain with 415", async () => {
    const response = await app.request("/desk", { method: "POST", headers: { "content-type": "text/plain" }, body: "2 pax Warsaw to Prague" });
    await expectProblem(response, 415, "content-type");
  });

  it("ignores a __proto__ key: nothing is polluted and nothing is booked", async () => {
    const response = await postJson(app, "/desk", '{"job":"2 pax Warsaw to Prague","__proto__":{"booked":true}}');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { booked: boolean }).booked).toBe(false);
    expect(({} as { booked?: boolean }).booked).toBeUndefined();
  });

  it("answers a JSON-RPC message with a non-string method with a 4xx JSON error", async () => {
    const response = await postJson(app, "/desk", { jsonrpc: "2.0", method: 12 }, MCP_HEADERS);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("content-type")).toContain("json");
  });

  it("keeps answering after every bad input", async () => {
    for (const [, body] of badInputs) await postJson(app, "/desk", body);
    expect((await postJson(app, "/desk", { job: "1 passenger Prague to Vienna on 2027-04-12" })).status).toBe(200);
  });
});

describe("GET /desk", () => {
  it("is the JSON handshake document", async () => {
    const response = await app.request("/desk");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      serverInfo: { name: "travel-desk", version: PACKAGE_VERSION },
      protocolVersions: expect.arrayContaining(["2025-11-25", "2025-06-18"]),
      transport: "streamable-http",
      endpoint: "http://127.0.0.1:8787/desk",
      tools: ["run_travel_job"],
      rest: { method: "POST", body: { job: "string" } },
    });
  });

  it("is 405 to a client asking for an SSE stream, which a stateless server has not got", async () => {
    const response = await app.request("/desk", { headers: { accept: "text/event-stream" } });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("POST");
  });
});

describe("errors", () => {
  it("answers unknown paths with a JSON 404, never HTML", async () => {
    const response = await app.request("/no/such/path");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
  });
});

describe("problem types", () => {
  it("are URLs that say what they mean", async () => {
    const problem = (await (await postJson(app, "/desk", "{job:")).json()) as { type: string };
    const path = new URL(problem.type).pathname;
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ type: problem.type, title: "The request body is not valid JSON" });
    expect((await app.request("/problems/no-such-kind")).status).toBe(404);
  });

  it("every problem type the service writes resolves, the registry's bad query included", async () => {
    const bad = (await (await app.request("/registry/v0.1/servers?limit=abc")).json()) as { type: string; status: number };
    expect(bad.status).toBe(400);
    const kinds = ((await (await app.request(new URL(bad.type).pathname)).json()) as { kinds: string[] }).kinds;
    // Written from the endpoints' error paths, not read from the table under test.
    for (const kind of ["invalid-body", "invalid-json", "invalid-query", "body-too-large", "unsupported-media-type", "forbidden-origin", "not-found", "method-not-allowed", "rate-limited", "below-minimum", "internal-error"])
      expect(kinds, kind).toContain(kind);
    for (const kind of kinds) {
      const response = await app.request(`/problems/${kind}`);
      expect(response.status, kind).toBe(200);
      expect(((await response.json()) as { title: string }).title.length, kind).toBeGreaterThan(5);
    }
  });
});
