// Benchmark (not a test): parseJob + routeJob throughput on one core, over the acceptance and
// generalisation jobs (the set every earlier run measured), and apart over the multilingual and kind
// jobs, which are longer and go through the language layer. Run directly
// (`tsx scripts/bench/parse-route.ts`) or from `pnpm bench`.
import { pathToFileURL } from "node:url";
import { parseJob, routeJob } from "@travel/shared";
import { readCases } from "@travel/workbench";

const GOAL_JOBS_PER_SECOND = 20_000;

function loadJobs(names: readonly string[]): string[] {
  return names.flatMap((name) => readCases(name).map((c) => c.job));
}

/**
 * Parses and routes the fixture jobs for about `seconds`, after a warm-up. The rate is jobs per
 * second of this process's CPU time, so other work on a shared machine does not skew it.
 */
export async function runParseRouteBench(seconds = 2): Promise<{ jobsPerSecond: number; jobs: number; goal: number; multilingual: { jobsPerSecond: number; jobs: number } }> {
  const multilingual = await rate(loadJobs(["multilingual-jobs.json", "kind-jobs.json"]), seconds);
  const kit = await rate(loadJobs(["jobs.json", "generalisation-jobs.json"]), seconds);
  return { ...kit, goal: GOAL_JOBS_PER_SECOND, multilingual };
}

async function rate(jobs: readonly string[], seconds: number): Promise<{ jobsPerSecond: number; jobs: number }> {
  const now = new Date();
  const cee = ["PL", "CZ", "SK", "HU", "SI", "HR", "RO", "BG", "EE", "LV", "LT", "RS", "BA", "ME", "MK", "AL", "XK", "MD", "UA"];
  let sink = 0;
  const runOnce = () => {
    for (const job of jobs) sink += routeJob(parseJob(job, now, { ceeCountries: cee }), cee).route.length;
  };
  // Warm-up builds the place index and lets the JIT settle; it is not measured.
  for (let i = 0; i < 50; i++) runOnce();
  let done = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const budget = seconds * 1000;
  while (performance.now() - started < budget) {
    runOnce();
    done += jobs.length;
  }
  const cpu = process.cpuUsage(cpuBefore);
  const elapsed = (cpu.user + cpu.system) / 1e6;
  if (sink < 0) console.log(sink);
  return { jobsPerSecond: Math.round(done / elapsed), jobs: jobs.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { jobsPerSecond, jobs, multilingual } = await runParseRouteBench();
  console.log(`parseJob + routeJob: ${jobsPerSecond.toLocaleString("en")} jobs/s on one core (${jobs} kit and generalisation jobs)`);
  console.log(`  multilingual and kind jobs: ${multilingual.jobsPerSecond.toLocaleString("en")} jobs/s (${multilingual.jobs} jobs)`);
  console.log(`goal ${GOAL_JOBS_PER_SECOND.toLocaleString("en")} jobs/s: ratio ${(jobsPerSecond / GOAL_JOBS_PER_SECOND).toFixed(2)}x ${jobsPerSecond >= GOAL_JOBS_PER_SECOND ? "(met)" : "(NOT met)"}`);
}
