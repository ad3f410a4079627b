import { DeskPartResultSchema, ParsedJobSchema, ProblemSchema, SupplierReportSchema, type ToolDefinition } from "@travel/shared";
import type { DiscoveryInput, SideDeskDocument } from "./input.js";
import { LONG_DESCRIPTION, SERVICE_TITLE } from "./service-text.js";
import { serviceUrls } from "./urls.js";
import { DeskHandshakeSchema, EndpointDescriptionSchema } from "./openapi/handshake-schema.js";
import { componentSchemas, type JsonObject } from "./openapi/json-schema.js";
import { describeOperation, jsonRequest, jsonResponse, POST_PROBLEMS, problemResponses } from "./openapi/operations.js";

const MCP_NOTE = "The same path speaks MCP: a JSON-RPC 2.0 body goes to the MCP server over streamable HTTP; any other JSON body is this REST call.";

/** The desk's own tool, which POST /desk runs. */
export function deskTool(input: DiscoveryInput): ToolDefinition {
  const tool = input.tools.desk.find((t) => t.name === "run_travel_job");
  if (!tool) throw new Error("the desk's tool definitions lack run_travel_job");
  return tool;
}

/** /openapi.json: OpenAPI 3.0.3 for the REST side of the desk and the side desks, schemas generated from zod. */
export function buildOpenApi(input: DiscoveryInput): JsonObject {
  const { config, sideDesks } = input;
  const urls = serviceUrls(config);
  const desk = deskTool(input);
  const schemas = {
    ...componentSchemas(
      [
        { id: "JobInput", schema: desk.inputSchema },
        ...sideDesks.map((d) => d.openapi.request),
      ],
      "input",
    ),
    ...componentSchemas(
      [
        { id: "DeskResult", schema: desk.outputSchema },
        { id: "DeskPartResult", schema: DeskPartResultSchema },
        // Place is not a component: origin and destination are nullable, which OpenAPI 3.0 cannot say beside a $ref.
        { id: "ParsedJob", schema: ParsedJobSchema },
        { id: "SupplierReport", schema: SupplierReportSchema },
        { id: "Problem", schema: ProblemSchema },
        { id: "DeskHandshake", schema: DeskHandshakeSchema },
        ...sideDesks.map((d) => ({ id: d.openapi.resultId, schema: d.tool.outputSchema })),
        { id: "EndpointDescription", schema: EndpointDescriptionSchema },
      ],
      "output",
    ),
  };
  return {
    openapi: "3.0.3",
    info: { title: SERVICE_TITLE, version: config.version, description: `${LONG_DESCRIPTION} MCP clients: install ${urls.desk} first and the catalogue ${urls.catalogue} second.` },
    servers: [{ url: urls.base, description: "This service" }],
    externalDocs: { description: "Full instructions for agents", url: urls.llmsFull },
    tags: [
      { name: "desk", description: "The travel desk: run_travel_job" },
      { name: "side-desks", description: `${capitalised(sideDesks.map((d) => d.topic).join(", "))}: advice and compose only` },
    ],
    paths: {
      // POST /desk stays the first path: GPT Actions and the acceptance checks read it first.
      "/desk": {
        post: {
          operationId: desk.name,
          tags: ["desk"],
          summary: desk.title,
          description: `${desk.description} ${MCP_NOTE}`,
          "x-openai-isConsequential": false,
          security: [],
          requestBody: jsonRequest("JobInput", "The travel job; unknown extra fields are ignored"),
          responses: { "200": jsonResponse("DeskResult", "The desk result (the same object MCP returns as structuredContent)"), ...problemResponses(POST_PROBLEMS) },
        },
        get: describeOperation("get_desk_handshake", "The desk's handshake document", "DeskHandshake", "desk"),
      },
      ...Object.fromEntries(sideDesks.map((d) => [d.path, sideDeskPath(d)])),
    },
    components: { schemas },
  };
}

// A side desk's REST operation carries the name and words of its MCP tool, so both halves read alike.
function sideDeskPath({ tool, openapi }: SideDeskDocument): JsonObject {
  return {
    post: {
      operationId: tool.name,
      tags: ["side-desks"],
      summary: tool.title,
      description: `${tool.description} ${MCP_NOTE}`,
      "x-openai-isConsequential": false,
      security: [],
      requestBody: jsonRequest(openapi.request.id, "The request; unknown extra fields are ignored"),
      responses: { "200": jsonResponse(openapi.resultId, "The answer"), ...problemResponses([...POST_PROBLEMS, ...openapi.extraProblems].sort()) },
    },
    get: describeOperation(openapi.describeId, `What ${tool.name} is and how to call it`, "EndpointDescription", "side-desks"),
  };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
