// `pnpm bench`: the desk against its peers and on both runtimes, measured in one run on this machine
// (docs/DESIGN.md section 13, issue 16). Every Node server is a child process on 127.0.0.1 running prebuilt JS
// under plain node (as `pnpm start` runs it); the Worker runs its bundle on workerd (as `pnpm dev:worker`);
// autocannon is the load generator. Settings: BENCH_ROUNDS (3), BENCH_DURATION_S (5), BENCH_WARMUP_S (1),
// BENCH_PEAK_S (8), BENCH_STARTS (3; each start times the first 200 on /healthz and the first desk answer),
// BENCH_TARGETS (comma-separated keys for a quick partial run: bareHono,deskRest,deskMcp,expressMcp,workerRest,workerMcp).
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join, relative } from "node:path";
import { buildPeer, buildServer, buildWorker, ROOT } from "./build.js";
import { memoryMb, startChild, threadsCpuMs, type Child } from "./children.js";
import { optionalBench, preflight } from "./checks.js";
import { measurePeak, PEAK_CONNECTIONS } from "./peak.js";
import { printReport } from "./print.js";
import { ratio, summarise, type TargetReport } from "./report.js";
import { median, runRounds, type Target } from "./rounds.js";
import { bundleSize } from "./sizes.js";
import { loadJobs, mcpRequests, restRequests } from "./targets.js";
import { startWorkerChild } from "./worker-child.js";

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = num("BENCH_ROUNDS", 3);
const DURATION_S = num("BENCH_DURATION_S", 5);
const WARMUP_S = num("BENCH_WARMUP_S", 1);
const PEAK_S = num("BENCH_PEAK_S", 8);
const STARTS = num("BENCH_STARTS", 3);
const CONNECTIONS = 50;
const PHASES = 7;
let phase = 0;
const progress = (text: string) => console.log(`[bench ${++phase}/${PHASES}] ${text}`);
const note = (text: string) => console.log(`           ${text}`);

progress("building the server, the Worker and the peers");
const serverScript = buildServer();
const workerScript = buildWorker();
const bareScript = await buildPeer("bare-hono");
const expressScript = await buildPeer("express-sdk");
const jobsFile = join(ROOT, "tests", "fixtures", "jobs.json");
// The desk's suppliers point at a closed loopback port: nothing in the bench leaves 127.0.0.1.
const deskEnv = { RATE_LIMIT_PER_MINUTE: "0", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp", SUPPLIER_HEALTH_TTL_MS: "30000", LOG_LEVEL: "silent", BENCH_JOBS_FILE: jobsFile };
const children: Child[] = [];
const settle = () => new Promise((r) => setTimeout(r, 1000));

try {
  progress(`cold start: the first 200 on /healthz and the first desk answer (POST /desk {job}), median of ${STARTS} starts; then idle RSS on a fresh start`);
  const jobs = loadJobs();
  const firstJob = restRequests("/desk", jobs)[0]!;
  const starts: number[] = [];
  const startsCpu: number[] = [];
  const answers: number[] = [];
  const answersCpu: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const child = await startChild("desk", serverScript, deskEnv, "/healthz");
    starts.push(child.coldStartMs);
    if (typeof child.coldStartCpuMs === "number") startsCpu.push(child.coldStartCpuMs);
    const res = await fetch(child.url + firstJob.path, { method: "POST", headers: firstJob.headers, body: firstJob.body });
    await res.text();
    if (res.status !== 200) throw new Error(`the first desk answer after start was ${res.status}`);
    answers.push(Math.round(performance.now() - child.spawnedAt));
    const cpu = threadsCpuMs(child.pid);
    if (typeof cpu === "number") answersCpu.push(cpu);
    await child.stop();
  }
  note(`desk (Node): first 200 after ${starts.join(", ")} ms (CPU ${startsCpu.join(", ")} ms); first desk answer after ${answers.join(", ")} ms (CPU ${answersCpu.join(", ")} ms)`);
  // Idle RSS is read before any job, on one more start: the desk that then serves the peak and the load phases.
  const desk = await startChild("desk", serverScript, deskEnv, "/healthz");
  children.push(desk);
  await settle();
  const deskIdle = memoryMb(desk.pid).rssMb;
  note(`desk (Node): idle RSS ${deskIdle} MB (1 s after its first 200, before any job)`);
  const worker = await startWorkerChild("worker", workerScript, deskEnv, "/healthz");
  children.push(worker);
  await settle();
  const workerIdle = memoryMb(worker.pid).rssMb;
  note(`desk (Worker on workerd): first 200 after ${worker.coldStartMs} ms (workerd start + isolate; the isolate's first request alone ${worker.firstRequestMs} ms), idle RSS ${workerIdle ?? "n/a"} MB`);
  const peers: Record<string, { child: Child; idleRssMb: number | null }> = {};
  for (const [name, script, env] of [["bare-hono", bareScript, {}], ["express-sdk", expressScript, {}]] as const) {
    const child = await startChild(name, script, { ...deskEnv, ...env }, "/healthz");
    children.push(child);
    await settle();
    peers[name] = { child, idleRssMb: memoryMb(child.pid).rssMb };
    note(`${name}: first 200 after ${child.coldStartMs} ms, idle RSS ${peers[name]!.idleRssMb} MB`);
  }

  const mixed = restRequests("/desk", jobs).flatMap((r, i) => [r, mcpRequests("/desk", jobs)[i]!]);
  progress(`peak RSS: ${PEAK_CONNECTIONS} connections of REST and MCP jobs for ${PEAK_S} s on the fresh desk`);
  await preflight(desk.url, mixed, "desk (peak phase)");
  const peak = await measurePeak(desk, mixed, PEAK_S);
  note(`desk (Node): peak RSS ${peak.peakRssMb} MB at ${PEAK_CONNECTIONS} connections (${peak.load.rps} req/s, non-2xx ${peak.load.non2xx}, errors ${peak.load.errors})`);
  const workerPeak = await measurePeak(worker, mixed, PEAK_S);
  note(`desk (Worker): workerd peak RSS ${workerPeak.peakRssMb ?? "n/a"} MB at ${PEAK_CONNECTIONS} connections (${workerPeak.load.rps} req/s)`);

  const targets: Target[] = [
    { key: "bareHono", label: "bare Hono route answering the desk's precomputed result (POST /bare)", child: peers["bare-hono"]!.child, requests: restRequests("/bare", jobs) },
    { key: "deskRest", label: "desk REST on Node (POST /desk {job})", child: desk, requests: restRequests("/desk", jobs) },
    { key: "deskMcp", label: "desk MCP on Node (tools/call run_travel_job)", child: desk, requests: mcpRequests("/desk", jobs) },
    { key: "expressMcp", label: "SDK stateless Express example, trivial tool (POST /mcp)", child: peers["express-sdk"]!.child, requests: mcpRequests("/mcp", jobs) },
    { key: "workerRest", label: "desk REST on the Worker (workerd)", child: worker, requests: restRequests("/desk", jobs) },
    { key: "workerMcp", label: "desk MCP on the Worker (workerd)", child: worker, requests: mcpRequests("/desk", jobs) },
  ];
  const only = process.env.BENCH_TARGETS?.split(",").map((s) => s.trim());
  if (only) targets.splice(0, targets.length, ...targets.filter((t) => only.includes(t.key)));

  progress(`checking every target answers 200 with real work (${jobs.length} rotating jobs each)`);
  for (const t of targets) await preflight(t.child.url, t.requests, t.label);

  progress(`load: ${ROUNDS} interleaved rounds x ${targets.length} targets, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s each`);
  const runs = await runRounds(targets, { rounds: ROUNDS, connections: CONNECTIONS, warmupS: WARMUP_S, durationS: DURATION_S }, note);
  const report = Object.fromEntries(targets.map((t) => [t.key, summarise(t.label, t.child.name, runs.get(t.key)!)])) as Record<string, TargetReport>;
  const goals = [
    ["desk REST / bare Hono with the same bytes", "deskRest", "bareHono", 0.6],
    ["desk MCP / SDK Express example", "deskMcp", "expressMcp", 3],
    ["Worker REST / Node REST", "workerRest", "deskRest", null],
    ["Worker MCP / Node MCP", "workerMcp", "deskMcp", null],
  ] as const;
  const ratios = goals.flatMap(([label, a, b, goal]) => (report[a] && report[b] ? [ratio(label, report[a], report[b], goal)] : []));

  progress("sizes and the in-process benches");
  const sizes = { worker: bundleSize(workerScript), node: bundleSize(serverScript.replace(/\.mjs$/, ".cjs")) };
  const inProcess = {
    parseRoute: await optionalBench("parse-route.ts", "runParseRouteBench"),
    parser: await optionalBench("parser.ts", "runParserBench"),
    catalogueSearch: await optionalBench("catalogue-search.ts", "runCatalogueSearchBench"),
    adversarial: await optionalBench("adversarial.ts", "runAdversarialBench"),
  };
  const memory = {
    node: {
      firstOkMs: Math.round(median(starts)), starts, firstOkCpuMs: startsCpu.length ? Math.round(median(startsCpu)) : null, startsCpu,
      firstAnswerMs: Math.round(median(answers)), answers, firstAnswerCpuMs: answersCpu.length ? Math.round(median(answersCpu)) : null, answersCpu,
      idleRssMb: deskIdle, peakRssMb: peak.peakRssMb, peakConnections: PEAK_CONNECTIONS },
    worker: { firstOkMs: worker.coldStartMs, isolateFirstRequestMs: worker.firstRequestMs ?? null, idleRssMb: workerIdle, peakRssMb: workerPeak.peakRssMb, note: "workerd process RSS (runtime included), not the isolate's heap" },
    peers: Object.fromEntries(Object.entries(peers).map(([name, p]) => [name, { firstOkMs: p.child.coldStartMs, idleRssMb: p.idleRssMb, peakRssMb: memoryMb(p.child.pid).peakMb }])),
  };
  const limits = [
    { label: "Node idle RSS", value: deskIdle, unit: "MB", goal: 80 },
    { label: `Node peak RSS at ${PEAK_CONNECTIONS} connections`, value: peak.peakRssMb, unit: "MB", goal: 200 },
    { label: "Worker bundle, gzipped", value: sizes.worker.gzipMb, unit: "MB", goal: 3 },
    { label: "Node first 200 after start (median, wall clock)", value: memory.node.firstOkMs, unit: "ms", goal: 250 },
    { label: "Node CPU time used until the first 200 (median; the wall clock of an idle machine)", value: memory.node.firstOkCpuMs, unit: "ms", goal: 250 },
    { label: "Node first desk answer after start (POST /desk {job}; median, wall clock)", value: memory.node.firstAnswerMs, unit: "ms", goal: 250 },
    { label: "Node CPU time used until the first desk answer (median)", value: memory.node.firstAnswerCpuMs, unit: "ms", goal: 250 },
  ].map((l) => ({ ...l, met: l.value !== null && l.value <= l.goal }));

  const results = {
    command: "pnpm bench",
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? "unknown", node: process.version, platform: process.platform },
    settings: {
      connections: CONNECTIONS, rounds: ROUNDS, durationS: DURATION_S, warmupS: WARMUP_S, peakS: PEAK_S, starts: STARTS, jobs: jobs.length,
      loadGenerator: "autocannon 9, in the bench process, on the same machine as the servers",
      servers: "Node: child processes running prebuilt JS under plain node (server/dist/main.mjs; peers bundled by esbuild); Worker: server/dist/worker.mjs on workerd via Miniflare, configured from wrangler.jsonc",
      suppliers: "regional supplier not configured (DOWN at once); group specialist at a closed loopback port (DOWN, cached)",
      desk: "RATE_LIMIT_PER_MINUTE=0, LOG_LEVEL=silent, other settings at their defaults",
    },
    targets: report,
    ratios,
    limits,
    memory,
    sizes,
    inProcess,
  };
  // A partial run (BENCH_TARGETS) never replaces the committed full results: it goes under node_modules/.cache.
  const resultsDir = only ? join(ROOT, "node_modules", ".cache", "travel-bench") : join(ROOT, "scripts", "bench", "results");
  const resultsFile = join(resultsDir, only ? "partial.json" : "latest.json");
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(resultsFile, JSON.stringify(results, null, 2) + "\n");
  printReport(results);
  console.log(`\nWritten to ${relative(ROOT, resultsFile)}`);
} finally {
  await Promise.all(children.map((c) => c.stop()));
}
