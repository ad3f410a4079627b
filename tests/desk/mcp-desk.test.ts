import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { DeskResultSchema } from "@travel/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type RunningServer } from "../helpers/app.js";
import { PACKAGE_VERSION } from "../helpers/version.js";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function connect(): Promise<Client> {
  const client = new Client({ name: "desk-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/desk`)));
  return client;
}

/** When a probe ran (and whether the second call reused it) differs between two runs; nothing else may. */
function withoutTimes(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (key, v) => (key === "checkedAt" ? "<time>" : key === "cached" ? undefined : v));
}

describe("POST /desk over MCP, through the official SDK client", () => {
  it("initializes, lists exactly run_travel_job with schemas and annotations, and answers like REST", async () => {
    const client = await connect();
    expect(client.getServerVersion()).toMatchObject({ name: "travel-desk", version: PACKAGE_VERSION });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["run_travel_job"]);
    const tool = tools[0]!;
    expect(tool.outputSchema?.type).toBe("object");
    expect(tool.inputSchema.properties).toHaveProperty("job");
    expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true });

    const job = "Group of 14 from Manchester to Kraków on 2 March 2027, names later";
    const result = await client.callTool({ name: "run_travel_job", arguments: { job } });
    expect(result.isError).toBeFalsy();
    const structured = DeskResultSchema.parse(result.structuredContent);
    const text = (result.content as { type: string; text: string }[]).find((b) => b.type === "text")?.text ?? "";
    // The text block is the readable summary, then the same result as JSON.
    expect(text.startsWith(`${structured.summary}\n\n{`)).toBe(true);
    expect(JSON.parse(text.slice(structured.summary.length))).toEqual(result.structuredContent);

    const rest = await fetch(`${server.url}/desk`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job }) });
    expect(rest.status).toBe(200);
    expect(withoutTimes(structured)).toEqual(withoutTimes(await rest.json()));
    await client.close();
  });

  it("rejects a non-string job as invalid params, not as a result", async () => {
    const client = await connect();
    const bad = await client.callTool({ name: "run_travel_job", arguments: { job: 42 } });
    expect(bad.isError).toBe(true);
    expect(JSON.stringify(bad.content)).toMatch(/-32602|Invalid/);
    await client.close();
  });

  it("gives 50 concurrent calls that all use JSON-RPC id 1 their own answers", async () => {
    const jobs = Array.from({ length: 50 }, (_, i) => `${i + 1} travellers from Warsaw to Prague on 4 May 2027 (request ${i})`);
    const answers = await Promise.all(
      jobs.map(async (job) => {
        const response = await fetch(`${server.url}/desk`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25" },
          body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "run_travel_job", arguments: { job } } }),
        });
        return { job, status: response.status, body: (await response.json()) as { id: unknown; result?: { structuredContent?: { job?: { text?: string } } } } };
      }),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.id).toBe(1);
      expect(answer.body.result?.structuredContent?.job?.text).toBe(answer.job);
    }
  });

  it("answers an unknown JSON-RPC method with method-not-found", async () => {
    const response = await fetch(`${server.url}/desk`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "book/now" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 7, error: { code: -32601 } });
  });

  it("keeps the SDK's transport checks: Accept without event-stream is 406, bad protocol version is 400", async () => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
    const noSse = await fetch(`${server.url}/desk`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body });
    expect(noSse.status).toBe(406);
    const badVersion = await fetch(`${server.url}/desk`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2099-01-01" },
      body,
    });
    expect(badVersion.status).toBe(400);
  });
});
