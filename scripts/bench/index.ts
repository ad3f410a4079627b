// `pnpm bench`: the desk against its peers, measured in one run on this machine (DESIGN section 13).
// Every server is a child process on 127.0.0.1 running prebuilt JS under plain node; autocannon is the
// load generator. Settings: BENCH_DURATION_S (8), BENCH_WARMUP_S (2), BENCH_PASSES (2), and
// BENCH_TARGETS (comma-separated keys, for a quick partial run: bareHono,deskRest,deskMcp,expressMcp).
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { buildPeer, buildServer, ROOT } from "./build.js";
import { cpuTimeMs, memoryMb, startChild, type Child } from "./children.js";
import { runLoad, type LoadRequest, type LoadResult } from "./load.js";
import { markdownTable, ratio, summarise, type TargetReport } from "./report.js";
import { loadJobs, mcpRequests, restRequests } from "./targets.js";

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
const PASSES = Number(process.env.BENCH_PASSES ?? 2);
const CONNECTIONS = 50;
const PHASES = 6;
let phase = 0;
const progress = (text: string) => console.log(`[bench ${++phase}/${PHASES}] ${text}`);
const note = (text: string) => console.log(`           ${text}`);

progress("building the server (scripts/build.mjs) and the peers (esbuild)");
const serverScript = buildServer();
const bareScript = await buildPeer("bare-hono");
const expressScript = await buildPeer("express-sdk");

progress("cold start to first 200 and idle RSS, one server at a time");
// The desk's own suppliers point at a closed loopback port: nothing in the bench leaves 127.0.0.1.
const deskEnv = { RATE_LIMIT_PER_MINUTE: "0", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp", SUPPLIER_HEALTH_TTL_MS: "30000" };
const children: Child[] = [];
const start = async (name: string, script: string, extraEnv: Record<string, string> = {}) => {
  const child = await startChild(name, script, { ...deskEnv, ...extraEnv }, "/healthz");
  children.push(child);
  await new Promise((r) => setTimeout(r, 1000));
  const idle = memoryMb(child.pid).rssMb;
  note(`${name}: first 200 after ${child.coldStartMs} ms, idle RSS ${idle} MB`);
  return { child, idleRssMb: idle };
};
try {
  const desk = await start("desk", serverScript);
  const bare = await start("bare-hono", bareScript);
  const express = await start("express-sdk", expressScript);

  const jobs = loadJobs(ROOT);
  const targets: { key: string; label: string; child: Child; requests: LoadRequest[] }[] = [
    { key: "bareHono", label: "bare Hono JSON route (POST /bare)", child: bare.child, requests: restRequests("/bare", jobs) },
    { key: "deskRest", label: "desk REST (POST /desk {job})", child: desk.child, requests: restRequests("/desk", jobs) },
    { key: "deskMcp", label: "desk MCP tools/call run_travel_job (POST /desk)", child: desk.child, requests: mcpRequests("/desk", jobs) },
    { key: "expressMcp", label: "SDK stateless Express example, same tool (POST /mcp)", child: express.child, requests: mcpRequests("/mcp", jobs) },
  ];

  const only = process.env.BENCH_TARGETS?.split(",").map((s) => s.trim());
  if (only) targets.splice(0, targets.length, ...targets.filter((t) => only.includes(t.key)));

  progress(`checking every target answers 200 with real work (${jobs.length} rotating jobs each)`);
  for (const t of targets) await preflight(t.child.url, t.requests, t.label);

  progress(`load: ${PASSES} passes x ${targets.length} targets, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s each`);
  const runs = new Map<string, LoadResult[]>(targets.map((t) => [t.key, []]));
  for (let pass = 0; pass < PASSES; pass++) {
    // Alternate the order so drift on a noisy machine does not favour one target.
    for (const t of pass % 2 === 0 ? targets : [...targets].reverse()) {
      await runLoad(t.child.url, t.requests, { connections: CONNECTIONS, durationS: WARMUP_S });
      const cpuBefore = cpuTimeMs(t.child.pid);
      const r = await runLoad(t.child.url, t.requests, { connections: CONNECTIONS, durationS: DURATION_S });
      const cpuAfter = cpuTimeMs(t.child.pid);
      // Server CPU per request varies far less with machine noise than req/s does.
      r.cpuUsPerRequest = cpuBefore === null || cpuAfter === null || r.requests === 0 ? null : Math.round(((cpuAfter - cpuBefore) * 1000) / r.requests);
      runs.get(t.key)!.push(r);
      note(`pass ${pass + 1}: ${t.label}: ${r.rps} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, server CPU ${r.cpuUsPerRequest ?? "n/a"} µs/req, non-2xx ${r.non2xx}, errors ${r.errors}`);
    }
  }
  const report = Object.fromEntries(targets.map((t) => [t.key, summarise(t.label, t.child.name, runs.get(t.key)!)])) as Record<string, TargetReport>;

  progress("peak RSS (VmHWM) of each server over the whole run");
  const memory = Object.fromEntries(
    [desk, bare, express].map(({ child, idleRssMb }) => [child.name, { coldStartMs: child.coldStartMs, idleRssMb, peakRssMb: memoryMb(child.pid).peakMb }]),
  );
  for (const [name, m] of Object.entries(memory)) note(`${name}: peak RSS ${m.peakRssMb} MB`);

  progress("in-process benches (parse + route, catalogue search), when present");
  const inProcess = {
    parseRoute: await optionalBench("parse-route.ts", "runParseRouteBench"),
    catalogueSearch: await optionalBench("catalogue-search.ts", "runCatalogueSearchBench"),
  };

  const goals = [
    ["desk REST / bare Hono", "deskRest", "bareHono", 0.8],
    ["desk MCP / SDK Express example", "deskMcp", "expressMcp", 3],
    ["desk MCP / bare Hono", "deskMcp", "bareHono", 0.3],
  ] as const;
  const ratios = goals.flatMap(([label, a, b, goal]) => (report[a] && report[b] ? [ratio(label, report[a], report[b], goal)] : []));
  const results = {
    command: "pnpm bench",
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? "unknown", node: process.version, platform: process.platform },
    settings: {
      connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S, passes: PASSES, jobs: jobs.length,
      loadGenerator: "autocannon 9, in the bench process, on the same machine as the servers",
      servers: "each a child process running prebuilt JS under plain node (server/dist/main.mjs; peers bundled by esbuild)",
      suppliers: "regional supplier not configured (DOWN at once); group specialist at a closed loopback port (DOWN, cached)",
      desk: "RATE_LIMIT_PER_MINUTE=0, other settings at their defaults",
    },
    targets: report,
    ratios,
    servers: memory,
    inProcess,
  };
  // A partial run (BENCH_TARGETS) never replaces the committed full results: it goes under node_modules/.cache.
  const resultsDir = only ? join(ROOT, "node_modules", ".cache", "travel-bench") : join(ROOT, "scripts", "bench", "results");
  const resultsFile = join(resultsDir, only ? "partial.json" : "latest.json");
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(resultsFile, JSON.stringify(results, null, 2) + "\n");

  console.log("\nThroughput and latency (mean of passes, 50 connections)\n");
  console.log(markdownTable(["target", "req/s", "p50 ms", "p99 ms", "server CPU µs/req", "non-2xx", "errors"],
    Object.values(report).map((t) => [t.label, t.rps, t.p50Ms, t.p99Ms, t.cpuUsPerRequest ?? "n/a", t.non2xx, t.errors])));
  console.log("\nRatios (goal: at least)\n");
  console.log(markdownTable(["ratio (req/s)", "measured", "goal", "met", "same ratio from server CPU per request"],
    ratios.map((r) => [r.label, `${r.value}x`, `${r.goal}x`, r.met ? "yes" : "NO", r.cpuValue === null ? "n/a" : `${r.cpuValue}x`])));
  console.log("\nStart-up and memory\n");
  console.log(markdownTable(["server", "cold start to first 200 (ms)", "idle RSS (MB)", "peak RSS (MB)"],
    Object.entries(memory).map(([name, m]) => [name, m.coldStartMs, m.idleRssMb ?? "n/a", m.peakRssMb ?? "n/a"])));
  for (const [name, value] of Object.entries(inProcess)) console.log(`\n${name}: ${value === null ? "not present" : JSON.stringify(value)}`);
  console.log(`\nWritten to ${relative(ROOT, resultsFile)}`);
} finally {
  await Promise.all(children.map((c) => c.stop()));
}

async function preflight(url: string, requests: LoadRequest[], label: string): Promise<void> {
  for (const r of requests) {
    const res = await fetch(url + r.path, { method: r.method, headers: r.headers, body: r.body, signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    const body = JSON.parse(text) as { route?: unknown; ok?: unknown; result?: { structuredContent?: { route?: unknown } } };
    const real = body.route ?? body.ok ?? body.result?.structuredContent?.route;
    if (res.status !== 200 || real === undefined) throw new Error(`${label}: ${res.status} ${text.slice(0, 300)}`);
  }
}

async function optionalBench(file: string, exportName: string): Promise<unknown> {
  const path = join(ROOT, "scripts", "bench", file);
  if (!existsSync(path)) return null;
  const mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  const run = mod[exportName];
  return typeof run === "function" ? await (run as () => Promise<unknown>)() : null;
}
