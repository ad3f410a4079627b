// `npx tsx scripts/bench/start.ts`: only the start-up and memory figures of `pnpm bench` (issue 28), on the desk
// exactly as `pnpm start` runs it. For each of BENCH_STARTS (7) starts: wall clock and process CPU from spawn to the
// first 200 on /healthz, then to the first desk answer (POST /desk {job}, the first job of tests/fixtures/jobs.json)
// and RSS 1 s after that job (the goal's "idle RSS after the first job"); then the peak RSS at 100 connections of
// REST and MCP jobs on the last start. Medians are printed. BENCH_NO_BUILD=1 measures server/dist/main.mjs as it is
// (to compare two builds, interleaved, pass BENCH_SCRIPTS=a.mjs,b.mjs).
import { join } from "node:path";
import { buildServer, ROOT } from "./build.js";
import { cpuTimeMs, memoryMb, startChild, type Child } from "./children.js";
import { measurePeak } from "./peak.js";
import { median } from "./rounds.js";
import { loadJobs, mcpRequests, restRequests } from "./targets.js";

const STARTS = Number(process.env.BENCH_STARTS ?? 7);
const PEAK_S = Number(process.env.BENCH_PEAK_S ?? 8);
const env = { RATE_LIMIT_PER_MINUTE: "0", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp", SUPPLIER_HEALTH_TTL_MS: "30000", LOG_LEVEL: "silent" };
const jobs = loadJobs();
const first = restRequests("/desk", jobs)[0]!;

interface Start { healthMs: number; healthCpuMs: number | null; answerMs: number; answerCpuMs: number | null; rssAfterJobMb: number | null }

async function oneStart(script: string): Promise<{ child: Child; start: Start }> {
  const spawned = performance.now();
  const child = await startChild("desk", script, env, "/healthz");
  const res = await fetch(child.url + first.path, { method: "POST", headers: first.headers, body: first.body });
  await res.text();
  if (res.status !== 200) throw new Error(`first desk answer: ${res.status}`);
  const answerMs = Math.round(performance.now() - spawned);
  const answerCpuMs = cpuTimeMs(child.pid);
  await new Promise((r) => setTimeout(r, 1000));
  const start = { healthMs: child.coldStartMs, healthCpuMs: child.coldStartCpuMs ?? null, answerMs, answerCpuMs, rssAfterJobMb: memoryMb(child.pid).rssMb };
  return { child, start };
}

const med = (xs: (number | null)[]) => {
  const ok = xs.filter((x): x is number => typeof x === "number");
  return ok.length ? Math.round(median(ok) * 10) / 10 : null;
};

const scripts = process.env.BENCH_SCRIPTS?.split(",") ?? [process.env.BENCH_NO_BUILD ? join(ROOT, "server", "dist", "main.mjs") : buildServer()];
const runs = new Map<string, Start[]>(scripts.map((s) => [s, []]));
let last: Child | undefined;
for (let i = 0; i < STARTS; i++) {
  for (const script of scripts) {
    if (last) await last.stop();
    const { child, start } = await oneStart(script);
    last = child;
    runs.get(script)!.push(start);
  }
}
for (const [script, starts] of runs) {
  const pick = (k: keyof Start) => med(starts.map((s) => s[k]));
  console.log(`${script}: medians of ${starts.length} starts: /healthz 200 after ${pick("healthMs")} ms (CPU ${pick("healthCpuMs")} ms); ` +
    `first desk answer after ${pick("answerMs")} ms (CPU ${pick("answerCpuMs")} ms); RSS 1 s after it ${pick("rssAfterJobMb")} MB`);
}
const mixed = restRequests("/desk", jobs).flatMap((r, i) => [r, mcpRequests("/desk", jobs)[i]!]);
const peak = await measurePeak(last!, mixed, PEAK_S);
console.log(`${scripts.at(-1)}: peak RSS ${peak.peakRssMb} MB at 100 connections for ${PEAK_S} s (${peak.load.rps} req/s, non-2xx ${peak.load.non2xx})`);
await last!.stop();
