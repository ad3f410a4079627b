// Server CPU per request of each way an MCP client reaches the desk, in process (no sockets, one request at a
// time): REST, the 2025-era handshake and calls, and the 2026-07-28 leg. Used to see what MCP costs over REST.
// usage: npx tsx scripts/bench/mcp-paths.ts   (MCP_PATHS_N requests per path, default 400; MCP_PATHS_ROUNDS, default 3; MCP_PATHS_SDK)
import { readFileSync } from "node:fs";
import { buildApp } from "@travel/workbench";

const N = Number(process.env.MCP_PATHS_N ?? 400);
const ROUNDS = Number(process.env.MCP_PATHS_ROUNDS ?? 3);
const jobs = (JSON.parse(readFileSync("tests/fixtures/jobs.json", "utf8")) as { job: string }[]).map((c) => c.job);
const env = { BASE_URL: "http://127.0.0.1:8787", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp", RATE_LIMIT_PER_MINUTE: "0", SUPPLIER_HEALTH_TTL_MS: "600000" };
// MCP_PATHS_SDK=1: every 2025-era message through the SDK (the app's directToolCalls: false), the reference.
const { app } = await buildApp(env, process.env.MCP_PATHS_SDK ? { deps: { directToolCalls: false } } : {});

const BOTH = "application/json, text/event-stream";
const LEGACY = { "content-type": "application/json", accept: BOTH, "mcp-protocol-version": "2025-11-25" };
const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "bench", version: "1" },
  "io.modelcontextprotocol/clientCapabilities": {},
};
const modern = (method: string, name?: string) => ({
  "content-type": "application/json", accept: BOTH, "mcp-protocol-version": "2026-07-28", "mcp-method": method, ...(name ? { "mcp-name": name } : {}),
});

interface Path {
  label: string;
  request: (i: number) => { headers: Record<string, string>; body: unknown };
}

const PATHS: Path[] = [
  { label: "REST job", request: (i) => ({ headers: { "content-type": "application/json" }, body: { job: jobs[i % jobs.length] } }) },
  {
    label: "2025 tools/call",
    request: (i) => ({ headers: LEGACY, body: { jsonrpc: "2.0", id: i, method: "tools/call", params: { name: "run_travel_job", arguments: { job: jobs[i % jobs.length] } } } }),
  },
  {
    label: "2026-07-28 tools/call",
    request: (i) => ({
      headers: modern("tools/call", "run_travel_job"),
      body: { jsonrpc: "2.0", id: i, method: "tools/call", params: { name: "run_travel_job", arguments: { job: jobs[i % jobs.length] }, _meta: META } },
    }),
  },
  {
    label: "2025 initialize",
    request: (i) => ({ headers: LEGACY, body: { jsonrpc: "2.0", id: i, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "b", version: "1" } } } }),
  },
  { label: "2025 notifications/initialized", request: () => ({ headers: LEGACY, body: { jsonrpc: "2.0", method: "notifications/initialized" } }) },
  { label: "2025 tools/list", request: (i) => ({ headers: LEGACY, body: { jsonrpc: "2.0", id: i, method: "tools/list" } }) },
  { label: "2026-07-28 tools/list", request: (i) => ({ headers: modern("tools/list"), body: { jsonrpc: "2.0", id: i, method: "tools/list", params: { _meta: META } } }) },
  { label: "2026-07-28 server/discover", request: (i) => ({ headers: modern("server/discover"), body: { jsonrpc: "2.0", id: i, method: "server/discover", params: { _meta: META } } }) },
];

// MCP_PATHS_ONLY: a comma-separated list of labels to measure (for a profile of one path).
const only = process.env.MCP_PATHS_ONLY?.split(",");
if (only) PATHS.splice(0, PATHS.length, ...PATHS.filter((p) => only.includes(p.label)));

async function measure(path: Path): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < N; i++) {
    const { headers, body } = path.request(i);
    const res = await app.request("/desk", { method: "POST", headers, body: JSON.stringify(body) });
    if (res.status >= 300) throw new Error(`${path.label}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / N;
}

const results = new Map<string, number[]>(PATHS.map((p) => [p.label, []]));
for (const p of PATHS) await measure(p); // warm-up
for (let r = 0; r < ROUNDS; r++) for (const p of PATHS) results.get(p.label)!.push(await measure(p));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rest = median(results.get("REST job") ?? [1]);
for (const [label, xs] of results) console.log(`${label.padEnd(32)} ${String(Math.round(median(xs))).padStart(6)} µs CPU/request  (${(median(xs) / rest).toFixed(2)}x REST)`);
