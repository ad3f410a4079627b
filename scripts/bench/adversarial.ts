// Benchmark (not a test): the worst parse of an adversarial job (issue 25). Every family of
// @travel/workbench's adversarialJobs (2,000 characters each: runs of every token the readers look for,
// every alphabet, deep JSON, long tables, mail quoted deeply) is parsed and routed after a warm-up; the
// time of a family is the median of its runs, in this process's CPU time. Goal: every family under 10 ms.
// Run directly (`tsx scripts/bench/adversarial.ts`) or from `pnpm bench`.
import { pathToFileURL } from "node:url";
import { parseJob, routeJob } from "@travel/shared";
import { adversarialJobs } from "@travel/workbench";

const GOAL_MS = 10;
const RUNS = 15;
const WARM_UP_ROUNDS = 5;

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Parses every adversarial family RUNS times; returns the worst family's median and every family's. */
export async function runAdversarialBench(): Promise<{ worstMs: number; worstFamily: string; goalMs: number; met: boolean; families: Record<string, number> }> {
  const now = new Date();
  const jobs = adversarialJobs();
  // Warm-up: the tables a job loads on first use and the JIT are not what is measured. One pass was too few for V8 to
  // optimise the readers a family exercises: "query paths" took 15.6 ms a parse in its first 15 runs and 6.5 ms after.
  for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const { text } of jobs) routeJob(parseJob(text, now));
  const families: Record<string, number> = {};
  for (const { family, text } of jobs) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = cpuMs();
      routeJob(parseJob(text, now));
      times.push(cpuMs() - started);
    }
    times.sort((a, b) => a - b);
    families[family] = Math.round((times[Math.floor(RUNS / 2)] as number) * 100) / 100;
  }
  const [worstFamily, worstMs] = Object.entries(families).sort((a, b) => b[1] - a[1])[0] as [string, number];
  return { worstMs, worstFamily, goalMs: GOAL_MS, met: worstMs < GOAL_MS, families };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const r = await runAdversarialBench();
  for (const [family, ms] of Object.entries(r.families).sort((a, b) => b[1] - a[1])) console.log(`${ms.toFixed(2).padStart(8)} ms  ${family}`);
  console.log(`worst adversarial parse: ${r.worstMs} ms (${r.worstFamily}); goal under ${GOAL_MS} ms: ${r.met ? "met" : "NOT met"}`);
}
