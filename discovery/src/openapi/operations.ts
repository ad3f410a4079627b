import type { JsonObject } from "./json-schema.js";

/** A `$ref` to a component schema. */
export function ref(id: string): JsonObject {
  return { $ref: `#/components/schemas/${id}` };
}

/** A JSON request body. */
export function jsonRequest(id: string, description: string): JsonObject {
  return { required: true, description, content: { "application/json": { schema: ref(id) } } };
}

/** A 200 JSON response. */
export function jsonResponse(id: string, description: string): JsonObject {
  return { description, content: { "application/json": { schema: ref(id) } } };
}

const PROBLEM_TEXT: Record<string, string> = {
  "400": "Bad JSON or a body of neither accepted shape; `errors[]` names the field",
  "403": "A browser Origin that is not allowed",
  "405": "GET with Accept: text/event-stream: this stateless MCP server opens no standalone stream",
  "413": "Body over 16 KiB",
  "415": "Content-Type is not application/json",
  "422": "Valid JSON that is below the endpoint's minimum",
  "429": "Too many requests from this address",
  "500": "A bug on the service's side (never caused by input)",
};

/** RFC 9457 problem responses for the given status codes. */
export function problemResponses(codes: readonly string[]): Record<string, JsonObject> {
  return Object.fromEntries(
    codes.map((code) => [code, { description: PROBLEM_TEXT[code] ?? "A problem document", content: { "application/problem+json": { schema: ref("Problem") } } }]),
  );
}

/** The problem codes every POST endpoint may answer with. */
export const POST_PROBLEMS = ["400", "403", "413", "415", "429", "500"] as const;

/** GET on an MCP endpoint: its JSON description, or 405 to an SSE request. */
export function describeOperation(operationId: string, summary: string, schemaId: string, tag: string): JsonObject {
  return {
    operationId,
    tags: [tag],
    summary,
    description: "Without `Accept: text/event-stream` this answers a JSON description of the endpoint; with it, 405.",
    security: [],
    responses: { "200": jsonResponse(schemaId, "The endpoint's description"), ...problemResponses(["405"]) },
  };
}
