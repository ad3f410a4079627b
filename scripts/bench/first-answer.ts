// `npx tsx scripts/bench/first-answer.ts`: start-up CPU to the first 200 and to the first desk answer, read from the
// scheduler's nanosecond counters of every thread of the server (/proc/<pid>/task/*/schedstat) instead of the 10 ms
// ticks of /proc/<pid>/stat that start.ts reads: on a loaded 2-core machine two builds 20 ms apart could not be told
// apart by those. BENCH_SCRIPTS=a.mjs,b.mjs are started in turn BENCH_STARTS (6) times each; per start: wall clock and
// CPU to /healthz, then with JOB=1 the CPU of the first desk job (tests/fixtures/jobs.json's first), the wall clock and
// CPU from spawn to its answer and RSS 1 s after it, without JOB the RSS 1 s after /healthz (what `pnpm bench` reports
// as idle RSS). Medians are printed.
import { memoryMb, startChild, threadsCpuMs } from "./children.js";
import { median } from "./rounds.js";
import { loadJobs, restRequests } from "./targets.js";

const env = { RATE_LIMIT_PER_MINUTE: "0", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp", SUPPLIER_HEALTH_TTL_MS: "30000", LOG_LEVEL: "silent" };
const first = restRequests("/desk", loadJobs())[0]!;
const withJob = !!process.env.JOB;
const scripts = (process.env.BENCH_SCRIPTS ?? "server/dist/main.mjs").split(",");
const STARTS = Number(process.env.BENCH_STARTS ?? 6);

type Figures = Record<"healthMs" | "healthCpu" | "jobCpu" | "answerMs" | "answerCpu" | "rss", number[]>;
const runs = new Map<string, Figures>(scripts.map((s) => [s, { healthMs: [], healthCpu: [], jobCpu: [], answerMs: [], answerCpu: [], rss: [] }]));
for (let i = 0; i < STARTS; i++) {
  for (const script of scripts) {
    const child = await startChild("desk", script, env, "/healthz");
    const figures = runs.get(script)!;
    const atHealth = threadsCpuMs(child.pid) ?? NaN;
    figures.healthMs.push(child.coldStartMs);
    figures.healthCpu.push(atHealth);
    if (withJob) {
      const res = await fetch(child.url + first.path, { method: "POST", headers: first.headers, body: first.body });
      await res.text();
      if (res.status !== 200) throw new Error(`first desk answer: ${res.status}`);
      figures.answerMs.push(performance.now() - child.spawnedAt);
      const atAnswer = threadsCpuMs(child.pid) ?? NaN;
      figures.jobCpu.push(atAnswer - atHealth);
      figures.answerCpu.push(atAnswer);
    }
    await new Promise((r) => setTimeout(r, 1000));
    figures.rss.push(memoryMb(child.pid).rssMb ?? NaN);
    await child.stop();
  }
}
const med = (xs: number[]) => Math.round(median(xs) * 10) / 10;
for (const [script, f] of runs) {
  const job = withJob ? `; first job CPU ${med(f.jobCpu)} ms, first desk answer after ${med(f.answerMs)} ms, CPU ${med(f.answerCpu)} ms; RSS 1 s after it` : "; idle RSS (1 s after /healthz, before any job)";
  console.log(`${script}: medians of ${STARTS} starts: /healthz 200 after ${med(f.healthMs)} ms, CPU ${med(f.healthCpu)} ms${job} ${med(f.rss)} MB`);
}
