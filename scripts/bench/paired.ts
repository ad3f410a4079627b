// Before and after for speed work on the desk's request path (issue 28), when the change is a few per cent: rest.ts
// runs each desk for 5 s a round, and on this shared machine a desk's CPU per request moves by a third between
// rounds as other work comes and goes. Here every desk gets a long warm-up, so its hot code is optimised and not
// still in V8's baseline tier (at load 14, 15 s left a build 25% behind itself), then short bursts of the same
// load, one desk after the other, over and over: the drift is shared by each pair of bursts, and the median of
// their ratios is what the change did.
// usage: tsx scripts/bench/paired.ts <before.mjs> <after.mjs> [more.mjs ...]
// PAIRED_KIND=rest|mcp (rest), PAIRED_WARMUP_S (30), PAIRED_BURSTS (16), PAIRED_BURST_S (2); 50 connections.
import { resolve } from "node:path";
import { cpuTimeMs, startChild, type Child } from "./children.js";
import { runLoad } from "./load.js";
import { median } from "./rounds.js";
import { loadJobs, mcpRequests, restRequests } from "./targets.js";

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const bundles = process.argv.slice(2).map((a) => resolve(a));
if (bundles.length < 2) throw new Error("usage: tsx scripts/bench/paired.ts <before.mjs> <after.mjs> [more.mjs ...]");
const env = { RATE_LIMIT_PER_MINUTE: "0", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp", SUPPLIER_HEALTH_TTL_MS: "30000", LOG_LEVEL: "silent" };
const jobs = loadJobs();
const requests = process.env.PAIRED_KIND === "mcp" ? mcpRequests("/desk", jobs) : restRequests("/desk", jobs);
const load = { connections: 50, durationS: num("PAIRED_BURST_S", 2) };

/** One burst on one desk: its server CPU per request in µs, and how many requests it answered. */
async function burst(desk: Child): Promise<{ us: number; requests: number }> {
  const before = cpuTimeMs(desk.pid);
  const result = await runLoad(desk.url, requests, load);
  const after = cpuTimeMs(desk.pid);
  if (before === null || after === null || result.requests === 0) throw new Error(`${desk.name}: no CPU time or no answers`);
  return { us: ((after - before) * 1000) / result.requests, requests: result.requests };
}

const desks: Child[] = [];
try {
  for (const [i, bundle] of bundles.entries()) desks.push(await startChild(`desk${i}`, bundle, env, "/healthz"));
  for (const desk of desks) await runLoad(desk.url, requests, { connections: 50, durationS: num("PAIRED_WARMUP_S", 30) });
  const bursts: { us: number; requests: number }[][] = desks.map(() => []);
  for (let k = 0; k < num("PAIRED_BURSTS", 16); k++) {
    // Alternating the order, so neither desk always runs right after the other's load.
    const order = k % 2 ? [...desks.keys()].reverse() : [...desks.keys()];
    for (const i of order) bursts[i]!.push(await burst(desks[i]!));
  }
  for (const [i, bundle] of bundles.entries()) {
    const own = bursts[i]!;
    const ratio = i === 0 ? "" : `, ${median(own.map((b, k) => b.us / bursts[0]![k]!.us)).toFixed(3)}x the first by the median of paired bursts`;
    console.log(`${bundle}: median ${Math.round(median(own.map((b) => b.us)))} µs of server CPU per request over ${own.length} bursts${ratio}`);
  }
} finally {
  for (const desk of desks) await desk.stop();
}
