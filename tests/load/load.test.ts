import autocannon, { type Result } from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCP_HEADERS, startTestServer, type RunningServer } from "../helpers/app.js";
import { readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

const TOTAL = 10_000;
const CONNECTIONS = 100;
const TIME_LIMIT_S = 120;
// GET documents that may be served; the mix uses those that answer 200 on this build.
const DOCUMENTS = ["/healthz", "/desk", "/mcp", "/openapi.json", "/llms.txt", "/server.json", "/data/install.json", "/data/for-agents.json", "/data/desk-evals.json", "/.well-known/mcp.json"];

const jobs = JSON.parse(readFileSync(new URL("../fixtures/jobs.json", import.meta.url), "utf8")) as { job: string }[];

// A full GC before each heap reading, so retained memory is measured rather than garbage not yet collected.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const heapAfterGcMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

type Req = { method: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: string };

let server: RunningServer;
beforeAll(async () => {
  // A limit far above the run so the limiter is on the path without refusing anything; suppliers stay on loopback.
  server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: "1000000", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp" } });
});
afterAll(() => server?.close());

async function buildMix(): Promise<Req[]> {
  const json = { "content-type": "application/json" };
  const mcp = { ...json, ...MCP_HEADERS };
  const rest: Req[] = jobs.map((c) => ({ method: "POST", path: "/desk", headers: json, body: JSON.stringify({ job: c.job }) }));
  const calls: Req[] = jobs.map((c, i) => ({
    method: "POST",
    path: "/desk",
    headers: mcp,
    body: JSON.stringify({ jsonrpc: "2.0", id: i + 1, method: "tools/call", params: { name: "run_travel_job", arguments: { job: c.job } } }),
  }));
  const catalogue: Req[] = [];
  const probe = await fetch(`${server.url}/mcp`, { method: "POST", headers: mcp, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) });
  if (probe.status === 200) catalogue.push({ method: "POST", path: "/mcp", headers: mcp, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) });
  const documents: Req[] = [];
  for (const path of DOCUMENTS) if ((await fetch(server.url + path)).status === 200) documents.push({ method: "GET", path });
  // Interleave so every stretch of the run mixes protocols.
  const mix: Req[] = [];
  for (let i = 0; i < jobs.length; i++) mix.push(rest[i]!, calls[i]!, documents[i % documents.length]!, ...(catalogue.length && i % 4 === 0 ? catalogue : []));
  return mix;
}

describe("load: 10,000 mixed requests at concurrency 100", () => {
  it("has zero errors, zero non-2xx, bounded memory and time", async () => {
    const mix = await buildMix();
    expect(mix.some((r) => r.method === "GET")).toBe(true);
    const heapBefore = heapAfterGcMb();
    const rssBefore = process.memoryUsage().rss;
    const statuses = new Map<number, number>();
    const result = await new Promise<Result>((resolve, reject) => {
      const instance = autocannon({ url: server.url, connections: CONNECTIONS, amount: TOTAL, timeout: 10, requests: mix }, (error, done) => {
        clearTimeout(limit);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(done);
      });
      instance.on("response", (_client, statusCode) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1));
      const limit = setTimeout(() => instance.stop(), TIME_LIMIT_S * 1000);
    });
    const rssGrowthMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    await new Promise((r) => setTimeout(r, 200)); // let closed sockets and their buffers go
    const heapGrowthMb = heapAfterGcMb() - heapBefore;
    console.log(`load: ${result.requests.total} requests in ${result.duration} s, ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, statuses ${JSON.stringify(Object.fromEntries(statuses))}, RSS +${rssGrowthMb.toFixed(0)} MB, heap retained after GC +${heapGrowthMb.toFixed(1)} MB`);

    expect(result.requests.total).toBeGreaterThanOrEqual(TOTAL);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect([...statuses.keys()].every((s) => s >= 200 && s < 300)).toBe(true);
    expect(result.duration).toBeLessThan(TIME_LIMIT_S);
    // Nothing is kept per request: after a full GC the heap is back near where it started (10,000
    // requests retaining even 5 KB each would be 50 MB). RSS, which also holds the load generator and
    // V8's grown-but-free heap, gets a looser bound.
    expect(heapGrowthMb).toBeLessThan(32);
    expect(rssGrowthMb).toBeLessThan(400);
  });

  it("serves normally afterwards (nothing stuck, nothing left half-open)", async () => {
    const res = await fetch(`${server.url}/desk`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job: "2 passengers from Warsaw to Prague on 4 May 2027" }) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { advisory: boolean }).advisory).toBe(true);
  });
});
