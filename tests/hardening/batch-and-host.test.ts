import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, MCP_HEADERS, postJson, startTestServer, type RunningServer } from "../helpers/app.js";
import { HERMETIC_ENV } from "./endpoints.js";

const call = (id: unknown, job = "Warsaw to Prague") => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "run_travel_job", arguments: { job } } });

describe("JSON-RPC batches are answered with an array", () => {
  it("answers duplicate ids with one result and one -32600 error each, in an array", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    const res = await postJson(app, "/desk", [call(1), call(1, "Paris to Rome"), { jsonrpc: "2.0", id: 2, method: "ping" }], MCP_HEADERS);
    expect(res.status).toBe(200);
    const answers = (await res.json()) as { id: unknown; result?: { structuredContent?: { job: { text: string } } }; error?: { code: number; message: string } }[];
    expect(Array.isArray(answers)).toBe(true);
    expect(answers).toHaveLength(3);
    const ones = answers.filter((a) => a.id === 1);
    expect(ones).toHaveLength(2);
    expect(ones.find((a) => a.result)?.result?.structuredContent?.job.text).toBe("Warsaw to Prague");
    expect(ones.find((a) => a.error)?.error).toMatchObject({ code: -32600 });
    expect(answers.find((a) => a.id === 2)?.result).toEqual({});
  });

  it("answers a batch of one with an array of one", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    const res = await postJson(app, "/mcp", [{ jsonrpc: "2.0", id: "a", method: "ping" }], MCP_HEADERS);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ jsonrpc: "2.0", id: "a", result: {} }]);
  });
});

describe("DNS-rebinding check on a loopback bind", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ env: HERMETIC_ENV });
  });
  afterAll(() => server.close());

  function statusFor(hostLine: string): Promise<number> {
    return new Promise((resolve) => {
      const body = JSON.stringify({ job: "Warsaw to Prague" });
      const socket = connect(server.port, "127.0.0.1", () =>
        socket.write(`POST /desk HTTP/1.1\r\n${hostLine}Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`),
      );
      let text = "";
      socket.on("data", (d) => (text += d.toString()));
      socket.on("close", () => resolve(Number(text.split(" ")[1])));
      socket.on("error", () => resolve(0));
    });
  }

  it("refuses an empty Host like a foreign one, and serves a loopback one", async () => {
    expect(await statusFor("Host: \r\n")).toBe(403);
    expect(await statusFor("Host: evil.example\r\n")).toBe(403);
    expect(await statusFor(`Host: 127.0.0.1:${server.port}\r\n`)).toBe(200);
    expect(await statusFor(`Host: localhost:${server.port}\r\n`)).toBe(200);
  });
});
