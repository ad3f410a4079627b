// Benchmark (not a test) for speed work on the parser: two parser bundles measured in one process, so a
// before/after ratio does not ride on the machine's load between two runs. `--save <name>` bundles the
// worktree as it is now under that name (do it before a change: the baseline); `<a> <b>` then runs parse
// alone and parse + route for each bundle over every fixture job, in interleaved rounds, and prints the
// medians in jobs per second of CPU time and b's speed over a's (chrono-node's en-GB parse beside them).
// `--save-plain <name>` bundles it unminified, for `node --cpu-prof`.
// usage: tsx scripts/bench/parser-compare.ts --save base; tsx scripts/bench/parser-compare.ts base parser
// Settings: PARSER_BENCH_ROUNDS (7), PARSER_BENCH_SECONDS (1.5).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./build.js";
import { buildParser, fixtureJobs, OUT } from "./parser.js";
import { median } from "./rounds.js";

interface Round {
  parse: number[];
  parseRoute: number[];
  chrono: number;
}

const args = process.argv.slice(2);
if (args[0] === "--save" || args[0] === "--save-plain") {
  // A plain (unminified) bundle keeps the functions' names in a CPU profile.
  console.log(`bundled ${await buildParser(args[1] ?? "base", args[0] === "--save")}`);
} else {
  const [a = "base", b = "parser"] = args;
  if (b === "parser") await buildParser("parser");
  const jobsFile = join(OUT, "parser-jobs.json");
  writeFileSync(jobsFile, JSON.stringify(fixtureJobs()));
  const rounds = process.env.PARSER_BENCH_ROUNDS ?? "7";
  const seconds = process.env.PARSER_BENCH_SECONDS ?? "1.5";
  const bundles = [a, b].map((n) => join(OUT, `${n}.mjs`));
  const child = join(ROOT, "scripts", "bench", "parser-compare-child.mjs");
  const out = execFileSync(process.execPath, [child, jobsFile, rounds, seconds, ...bundles], { encoding: "utf8", maxBuffer: 16e6 });
  const rs = JSON.parse(out.trim().split("\n").at(-1) ?? "[]") as Round[];
  const med = (f: (r: Round) => number) => median(rs.map(f));
  const fmt = (n: number) => Math.round(n).toLocaleString("en");
  const chrono = med((r) => r.chrono);
  for (const [i, name] of [a, b].entries()) {
    const parse = med((r) => r.parse[i] ?? 0);
    const parseRoute = med((r) => r.parseRoute[i] ?? 0);
    console.log(`${name}: parse ${fmt(parse)} jobs/s, parse + route ${fmt(parseRoute)} jobs/s (${(parseRoute / chrono).toFixed(3)}x chrono ${fmt(chrono)})`);
  }
  const speed = (f: (r: Round) => number[]) => med((r) => (f(r)[1] ?? 0) / (f(r)[0] ?? 1));
  console.log(`${b} over ${a}, median of ${rs.length} rounds: parse ${speed((r) => r.parse).toFixed(3)}x, parse + route ${speed((r) => r.parseRoute).toFixed(3)}x`);
}
