// Benchmark (not a test): the parser on its own, in a fresh process running its esbuild bundle under plain
// node, as the server carries it. Reports the CPU time of module load and of the first parse + route,
// the parser's heap after reading 1,000 varied jobs, and parse + route against chrono-node's en-GB `parse`
// over the same texts (every job of every fixture table), as the median of interleaved rounds of CPU time.
// Goals (issue 26, point 4): heap <= 20 MB, ratio >= 1.0x. Run directly (`tsx scripts/bench/parser.ts`)
// or from `pnpm bench`. Settings: PARSER_BENCH_ROUNDS (5), PARSER_BENCH_SECONDS (2).
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { ROOT } from "./build.js";
import { median } from "./rounds.js";

export const OUT = join(ROOT, "node_modules", ".cache", "travel-bench");
const FIXTURES = join(ROOT, "tests", "fixtures");
const HEAP_GOAL_MB = 20;
const RATIO_GOAL = 1;

/** Every job of every job table in tests/fixtures (and its languages folder), in file order. */
export function fixtureJobs(): string[] {
  const tables = [
    ...readdirSync(FIXTURES).filter((f) => f.endsWith(".json")).map((f) => join(FIXTURES, f)),
    ...readdirSync(join(FIXTURES, "languages")).filter((f) => f.endsWith(".json")).map((f) => join(FIXTURES, "languages", f)),
  ];
  return tables.flatMap((file) => {
    const rows: unknown = JSON.parse(readFileSync(file, "utf8"));
    return Array.isArray(rows) ? rows.flatMap((r: { job?: unknown }) => (typeof r?.job === "string" ? [r.job] : [])) : [];
  });
}

type Plugin = never;
const plugin = async <T>(file: string) => (await import(pathToFileURL(join(ROOT, "scripts", file)).href)) as T;

/**
 * Bundles the parser and router as scripts/build.mjs bundles the server (same plugins, same one-byte source): the
 * generated tables are files beside the bundle, read when a job first needs one, and tinyld loads on first use.
 */
export async function buildParser(name = "parser", minify = true): Promise<string> {
  mkdirSync(OUT, { recursive: true });
  const outfile = join(OUT, `${name}.mjs`);
  const tables = join(OUT, `${name}.tables`);
  rmSync(tables, { recursive: true, force: true });
  const { jsonParsePlugin } = await plugin<{ jsonParsePlugin: Plugin }>("json-parse-plugin.mjs");
  const { dataFilesPlugin } = await plugin<{ dataFilesPlugin: (dir: string) => Plugin }>("data-files-plugin.mjs");
  const { lazyModulePlugin } = await plugin<{ lazyModulePlugin: (m: Record<string, string[]>) => Plugin }>("lazy-module-plugin.mjs");
  const { makeOneByte } = await plugin<{ makeOneByte: (f: string) => void }>("one-byte-source.mjs");
  await build({
    // The parser and router alone, with chrono-node beside them: the reference they are measured against (a root devDependency).
    stdin: {
      contents: 'export { parseJob } from "./src/pipeline/parse-job.js"; export { routeJob } from "../shared/src/desk/run.js"; export * as chrono from "chrono-node";',
      resolveDir: join(ROOT, "parser"),
      loader: "ts",
    },
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    // As scripts/build.mjs: identifiers kept, so no function is renamed at run time.
    minifyWhitespace: minify,
    minifySyntax: minify,
    legalComments: "none",
    plugins: [dataFilesPlugin(tables), jsonParsePlugin, lazyModulePlugin({ "tinyld/light": ["detect"] })],
    logLevel: "warning",
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" +
        `const __tables_dir = ${JSON.stringify(tables)};`,
    },
  });
  makeOneByte(outfile);
  return outfile;
}

interface ChildReport {
  moduleLoadCpuMs: number;
  firstParseCpuMs: number;
  heapAfter1000JobsMb: number;
  buffersAfter1000JobsMb: number;
  rounds: { parseRoute: number; chrono: number }[];
}

/** Runs the parser child; returns its figures, rounded, with the goals. */
export async function runParserBench(rounds = Number(process.env.PARSER_BENCH_ROUNDS ?? 5), seconds = Number(process.env.PARSER_BENCH_SECONDS ?? 2)) {
  const bundle = await buildParser();
  const jobs = fixtureJobs();
  const jobsFile = join(OUT, "parser-jobs.json");
  writeFileSync(jobsFile, JSON.stringify(jobs));
  const out = execFileSync(process.execPath, ["--expose-gc", join(ROOT, "scripts", "bench", "parser-child.mjs"), bundle, jobsFile, String(rounds), String(seconds)], { encoding: "utf8", maxBuffer: 16e6 });
  const r = JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as ChildReport;
  const ratio = median(r.rounds.map((x) => x.parseRoute / x.chrono));
  const heap = Math.round(r.heapAfter1000JobsMb * 10) / 10;
  return {
    jobs: jobs.length,
    moduleLoadCpuMs: Math.round(r.moduleLoadCpuMs),
    firstParseCpuMs: Math.round(r.firstParseCpuMs),
    heapAfter1000JobsMb: heap,
    // Outside the heap, not in the goal's figure: the tables' typed arrays (indexes, and texts kept as their units).
    buffersAfter1000JobsMb: Math.round(r.buffersAfter1000JobsMb * 10) / 10,
    // V8 holds a script's source in the heap (one byte per character here); the tables are files read on first use.
    sourceMb: Math.round(statSync(bundle).size / 1e5) / 10,
    heapGoalMb: HEAP_GOAL_MB,
    parseRouteJobsPerSecond: Math.round(median(r.rounds.map((x) => x.parseRoute))),
    chronoEnGbJobsPerSecond: Math.round(median(r.rounds.map((x) => x.chrono))),
    ratio: Math.round(ratio * 100) / 100,
    ratioGoal: RATIO_GOAL,
    met: { heap: heap <= HEAP_GOAL_MB, ratio: ratio >= RATIO_GOAL },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const r = await runParserBench();
  console.log(`parser bundle: module load ${r.moduleLoadCpuMs} ms CPU, first parse + route ${r.firstParseCpuMs} ms CPU`);
  console.log(`parser heap after 1,000 jobs: ${r.heapAfter1000JobsMb} MB, ${r.sourceMb} MB of it the bundle's source (goal <= ${r.heapGoalMb} MB: ${r.met.heap ? "met" : "NOT met"}); array buffers beside it ${r.buffersAfter1000JobsMb} MB`);
  console.log(`parse + route ${r.parseRouteJobsPerSecond.toLocaleString("en")} jobs/s vs chrono.en.GB.parse ${r.chronoEnGbJobsPerSecond.toLocaleString("en")} jobs/s over ${r.jobs} jobs: ${r.ratio}x (goal >= ${r.ratioGoal}x: ${r.met.ratio ? "met" : "NOT met"})`);
}
