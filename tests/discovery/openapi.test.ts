import SwaggerParser from "@apidevtools/swagger-parser";
import { JobInputSchema, ProblemSchema } from "@travel/shared";
import { Ajv } from "ajv";
import { beforeAll, describe, expect, it } from "vitest";
import { postJson } from "../helpers/app.js";
import { discoveryApp, json } from "../helpers/served.js";
import { fetchDocs, type ServedDoc } from "@travel/workbench";
import { PACKAGE_VERSION } from "../helpers/version.js";

type OpenApi = {
  openapi: string;
  info: { version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId: string; "x-openai-isConsequential"?: boolean; requestBody?: unknown; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
  components: { schemas: Record<string, { properties?: Record<string, { description?: string; maxLength?: number }>; required?: string[] }> };
};

describe("/openapi.json", () => {
  let docs: Map<string, ServedDoc>;
  let doc: OpenApi;
  let app: Awaited<ReturnType<typeof discoveryApp>>["app"];

  beforeAll(async () => {
    ({ app } = await discoveryApp({ BASE_URL: "https://desk.example.test" }));
    docs = await fetchDocs(app, ["/openapi.json"]);
    doc = json<OpenApi>(docs, "/openapi.json");
  });

  it("passes swagger-parser's OpenAPI validation", async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("is OpenAPI 3.0.3 at the package version, served on BASE_URL", () => {
    expect(doc.openapi).toBe("3.0.3");
    expect(doc.info.version).toBe(PACKAGE_VERSION);
    expect(doc.servers[0]?.url).toBe("https://desk.example.test");
  });

  it("has POST /desk first: run_travel_job, not consequential", () => {
    expect(Object.keys(doc.paths)[0]).toBe("/desk");
    const post = doc.paths["/desk"]?.post;
    expect(post?.operationId).toBe("run_travel_job");
    expect(post?.["x-openai-isConsequential"]).toBe(false);
  });

  it("describes GET /desk and the three side desks", () => {
    expect(doc.paths["/desk"]?.get?.responses["200"]).toBeDefined();
    for (const path of ["/sos-mcp", "/whatsapp-adapter", "/group-hotels-mcp"]) {
      expect(doc.paths[path]?.post?.requestBody, path).toBeDefined();
      expect(doc.paths[path]?.post?.["x-openai-isConsequential"], path).toBe(false);
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    expect(doc.paths["/group-hotels-mcp"]?.post?.responses["422"]).toBeDefined();
  });

  it("generates the request and problem schemas from the zod schemas, descriptions included", () => {
    const job = doc.components.schemas.JobInput?.properties?.job;
    expect(job?.description).toBe(JobInputSchema.shape.job.description);
    expect(job?.maxLength).toBe(2000);
    expect(doc.components.schemas.Problem?.required).toEqual(expect.arrayContaining(["type", "title", "status", "detail"]));
    expect(doc.components.schemas.Problem?.properties?.detail?.description).toBe(ProblemSchema.shape.detail.description);
  });

  it("describes the desk result the REST call really returns, and the problem a bad call gets", async () => {
    const api = (await SwaggerParser.dereference(structuredClone(doc) as never)) as unknown as OpenApi;
    const ajv = new Ajv({ strict: false, allErrors: true });
    const responses = api.paths["/desk"]!.post!.responses;
    const result = ajv.compile(responses["200"]!.content!["application/json"]!.schema as object);
    const problem = ajv.compile(responses["400"]!.content!["application/problem+json"]!.schema as object);

    const ok = await postJson(app, "/desk", { job: "2 passengers from Warsaw to Prague on 4 May 2027" });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(result(body), JSON.stringify(result.errors)).toBe(true);
    expect(result({ ...body, booked: true })).toBe(false);

    const bad = await postJson(app, "/desk", { job: "" });
    expect(bad.status).toBe(400);
    const badBody = await bad.json();
    expect(problem(badBody), JSON.stringify(problem.errors)).toBe(true);
  });

  it("describes what the group hotels desk really answers, 422 below the minimum included", async () => {
    const api = (await SwaggerParser.dereference(structuredClone(doc) as never)) as unknown as OpenApi;
    const ajv = new Ajv({ strict: false, allErrors: true });
    const responses = api.paths["/group-hotels-mcp"]!.post!.responses;
    const result = ajv.compile(responses["200"]!.content!["application/json"]!.schema as object);
    const problem = ajv.compile(responses["422"]!.content!["application/problem+json"]!.schema as object);
    const request = { city: "Kraków", checkIn: "2027-05-04", checkOut: "2027-05-07" };

    const ok = await postJson(app, "/group-hotels-mcp", { rooms: 12, ...request });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(result(body), JSON.stringify(result.errors)).toBe(true);

    const few = await postJson(app, "/group-hotels-mcp", { rooms: 5, ...request });
    expect(few.status).toBe(422);
    expect(problem(await few.json()), JSON.stringify(problem.errors)).toBe(true);
  });
});
