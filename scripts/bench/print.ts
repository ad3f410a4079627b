import type { runParserBench } from "./parser.js";
import { markdownTable, type RatioReport, type TargetReport } from "./report.js";

type ParserFigures = Awaited<ReturnType<typeof runParserBench>>;

/** The parser on its own (scripts/bench/parser.ts): start-up, heap after 1,000 jobs, speed against chrono-node. */
function printParser(p: ParserFigures): void {
  console.log(`\nThe parser alone, its bundle in a fresh process (CPU time; ${p.jobs} jobs of every fixture table)\n`);
  console.log(markdownTable(["figure", "measured", "goal", "met"], [
    ["module load", `${p.moduleLoadCpuMs} ms`, "-", "-"],
    ["first parse + route", `${p.firstParseCpuMs} ms`, "-", "-"],
    ["heap after 1,000 jobs (all of it, the bundle's source included)", `${p.heapAfter1000JobsMb} MB`, `${p.heapGoalMb} MB`, p.met.heap ? "yes" : "NO"],
    ["  of which the bundle's source text", `${p.sourceMb} MB`, "-", "-"],
    ["array buffers beside the heap (the tables' typed arrays)", `${p.buffersAfter1000JobsMb} MB`, "-", "-"],
    [`parse + route ${p.parseRouteJobsPerSecond} jobs/s / chrono.en.GB.parse ${p.chronoEnGbJobsPerSecond} jobs/s`, `${p.ratio}x`, `${p.ratioGoal}x`, p.met.ratio ? "yes" : "NO"],
  ]));
}

interface Printable {
  targets: Record<string, TargetReport>;
  ratios: RatioReport[];
  limits: { label: string; value: number | null; unit: string; goal: number; met: boolean }[];
  memory: { node: { firstOkMs: number; firstAnswerMs: number; idleRssMb: number | null; peakRssMb: number | null }; worker: { firstOkMs: number; idleRssMb: number | null; peakRssMb: number | null }; peers: Record<string, { firstOkMs: number; idleRssMb: number | null; peakRssMb: number | null }> };
  sizes: { worker: { mb: number; gzipMb: number }; node: { mb: number; gzipMb: number } };
  inProcess: Record<string, unknown>;
}

/** Prints every figure of the run as Markdown tables, ready to paste into docs/measurements.md. */
export function printReport(r: Printable): void {
  console.log("\nThroughput and latency (median of the rounds, 50 connections)\n");
  console.log(markdownTable(["target", "req/s", "p50 ms", "p99 ms", "server CPU µs/req", "non-2xx", "errors"],
    Object.values(r.targets).map((t) => [t.label, t.rps, t.p50Ms, t.p99Ms, t.cpuUsPerRequest ?? "n/a", t.non2xx, t.errors])));
  console.log("\nRatios (median of the per-round ratios; goal: at least)\n");
  console.log(markdownTable(["ratio (req/s)", "measured", "goal", "met", "same ratio from server CPU per request"],
    r.ratios.map((x) => [x.label, `${x.value}x`, x.goal === null ? "-" : `${x.goal}x`, x.met === null ? "-" : x.met ? "yes" : "NO", x.cpuValue === null ? "n/a" : `${x.cpuValue}x`])));
  console.log("\nMemory, size and start-up (goal: at most)\n");
  console.log(markdownTable(["figure", "measured", "goal", "met"], r.limits.map((l) => [l.label, `${l.value ?? "n/a"} ${l.unit}`, `${l.goal} ${l.unit}`, l.met ? "yes" : "NO"])));
  const servers: [string, { firstOkMs: number; firstAnswerMs?: number; idleRssMb: number | null; peakRssMb: number | null }][] = [["desk on Node", r.memory.node], ["desk on the Worker (workerd process)", r.memory.worker], ...Object.entries(r.memory.peers)];
  console.log("");
  console.log(markdownTable(["server", "first 200 after start (ms)", "first desk answer after start (ms)", "idle RSS (MB)", "peak RSS (MB)"],
    servers.map(([name, m]) => [name, m.firstOkMs, m.firstAnswerMs ?? "-", m.idleRssMb ?? "n/a", m.peakRssMb ?? "n/a"])));
  console.log(`\nBundles: Worker ${r.sizes.worker.mb} MB (${r.sizes.worker.gzipMb} MB gzipped), Node ${r.sizes.node.mb} MB (${r.sizes.node.gzipMb} MB gzipped)`);
  const parser = r.inProcess.parser as ParserFigures | null | undefined;
  if (parser) printParser(parser);
  for (const [name, value] of Object.entries(r.inProcess)) if (name !== "parser") console.log(`\n${name}: ${value === null ? "not present" : JSON.stringify(value)}`);
}
