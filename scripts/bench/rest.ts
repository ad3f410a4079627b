// The bench's REST phase alone (issue 28): desk REST against the bare Hono route with the same bytes, for
// speed work on the REST request. Compares any number of prebuilt desk bundles (server/dist/main.mjs and
// copies of earlier builds) in interleaved rounds, so before and after are measured in one run; with
// --profile <dir>, each desk runs under `node --cpu-prof` and writes its profile there when stopped.
// usage: tsx scripts/bench/rest.ts [--profile <dir>] [desk.mjs ...]   (default: the current server/dist/main.mjs)
// Settings as `pnpm bench`: BENCH_ROUNDS (3), BENCH_DURATION_S (5), BENCH_WARMUP_S (1).
import { join, resolve } from "node:path";
import { buildPeer, ROOT } from "./build.js";
import { startChild, type Child } from "./children.js";
import { preflight } from "./checks.js";
import { median, runRounds, type Target } from "./rounds.js";
import { loadJobs, restRequests } from "./targets.js";

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const args = process.argv.slice(2);
const profileAt = args.indexOf("--profile");
const profileDir = profileAt >= 0 ? resolve(args.splice(profileAt, 2)[1] ?? "") : undefined;
const bundles = args.length ? args.map((a) => resolve(a)) : [join(ROOT, "server", "dist", "main.mjs")];
const jobsFile = join(ROOT, "tests", "fixtures", "jobs.json");
const deskEnv = { RATE_LIMIT_PER_MINUTE: "0", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp", SUPPLIER_HEALTH_TTL_MS: "30000", LOG_LEVEL: "silent", BENCH_JOBS_FILE: jobsFile };
const children: Child[] = [];
try {
  const bare = await startChild("bare-hono", await buildPeer("bare-hono"), deskEnv, "/healthz");
  children.push(bare);
  const flags = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const jobs = loadJobs();
  const targets: Target[] = [{ key: "bare", label: "bare Hono (same bytes)", child: bare, requests: restRequests("/bare", jobs) }];
  for (const [i, bundle] of bundles.entries()) {
    const desk = await startChild(`desk${i}`, bundle, deskEnv, "/healthz", 20_000, flags);
    children.push(desk);
    targets.push({ key: `desk${i}`, label: `desk ${bundle.replace(ROOT + "/", "")}`, child: desk, requests: restRequests("/desk", jobs) });
  }
  for (const t of targets) await preflight(t.child.url, t.requests, t.label);
  const options = { rounds: num("BENCH_ROUNDS", 3), connections: 50, warmupS: num("BENCH_WARMUP_S", 1), durationS: num("BENCH_DURATION_S", 5) };
  const runs = await runRounds(targets, options, (text) => console.log(text));
  const bareRuns = runs.get("bare")!;
  for (const t of targets.slice(1)) {
    const own = runs.get(t.key)!;
    const rps = median(own.map((r, i) => r.rps / bareRuns[i]!.rps));
    const cpu = median(own.map((r, i) => (bareRuns[i]!.cpuUsPerRequest ?? NaN) / (r.cpuUsPerRequest ?? NaN)));
    const us = median(own.map((r) => r.cpuUsPerRequest ?? NaN));
    console.log(`${t.label}: ${rps.toFixed(3)}x the floor by req/s, ${cpu.toFixed(3)}x by CPU (desk ${us} µs/req, floor ${median(bareRuns.map((r) => r.cpuUsPerRequest ?? NaN))} µs/req)`);
  }
} finally {
  for (const c of children) await c.stop();
}
