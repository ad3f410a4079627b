// Runs under plain `node --expose-gc` on the parser bundle (scripts/bench/parser.ts builds it and reads
// this script's one line of JSON): module load and first parse in CPU time, the parser's heap after
// 1,000 varied jobs, then parse + route against chrono-node's en-GB parse over the same texts in
// interleaved rounds; beside the heap, the array buffers the parser holds then (its tables' typed arrays).
// usage: node --expose-gc parser-child.mjs <bundle.mjs> <jobs.json> <rounds> <seconds per round>
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [bundle, jobsFile, roundsArg, secondsArg] = process.argv.slice(2);
const jobs = JSON.parse(readFileSync(jobsFile, "utf8"));
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const heapMb = () => {
  for (let i = 0; i < 3; i++) globalThis.gc();
  return process.memoryUsage().heapUsed / 1e6;
};
// Array buffers live outside V8's heap (heapUsed counts none of them): the tables' typed arrays are there.
const buffersMb = () => process.memoryUsage().arrayBuffers / 1e6;
const NOW = new Date("2026-11-22T10:00:00Z");
const CEE = ["PL", "CZ", "SK", "HU", "SI", "HR", "RO", "BG", "EE", "LV", "LT", "RS", "BA", "ME", "MK", "AL", "XK", "MD", "UA"];

const heapBefore = heapMb();
const buffersBefore = buffersMb();
const started = cpuMs();
const { parseJob, routeJob, chrono } = await import(pathToFileURL(bundle).href);
const loaded = cpuMs();
let sink = routeJob(parseJob(jobs[0], NOW, { ceeCountries: CEE }), CEE).route.length;
const firstParsed = cpuMs();
for (let i = 0; i < 1000; i++) sink += routeJob(parseJob(jobs[i % jobs.length], NOW, { ceeCountries: CEE }), CEE).route.length;
const heapAfter = heapMb();
const buffersAfter = buffersMb();

const parseRoute = () => {
  for (const job of jobs) sink += routeJob(parseJob(job, NOW, { ceeCountries: CEE }), CEE).route.length;
};
const chronoParse = () => {
  for (const job of jobs) sink += chrono.en.GB.parse(job, NOW).length;
};
// Jobs per second of this process's CPU time over about `seconds`.
const rate = (run, seconds) => {
  let done = 0;
  const from = cpuMs();
  while (cpuMs() - from < seconds * 1000) {
    run();
    done += jobs.length;
  }
  return (done * 1000) / (cpuMs() - from);
};
for (let i = 0; i < 3; i++) {
  parseRoute();
  chronoParse();
}
const rounds = [];
for (let r = 0; r < Number(roundsArg); r++) {
  const order = r % 2 === 0 ? [parseRoute, chronoParse] : [chronoParse, parseRoute];
  const [a, b] = order.map((run) => rate(run, Number(secondsArg)));
  rounds.push(r % 2 === 0 ? { parseRoute: a, chrono: b } : { parseRoute: b, chrono: a });
}
console.log(JSON.stringify({
  moduleLoadCpuMs: loaded - started,
  firstParseCpuMs: firstParsed - loaded,
  heapAfter1000JobsMb: heapAfter - heapBefore,
  buffersAfter1000JobsMb: buffersAfter - buffersBefore,
  rounds,
  sink: sink > 0,
}));
