// Runs under plain node for scripts/bench/parser-compare.ts: loads two parser bundles (and the first's
// chrono-node) and measures parse alone and parse + route for each over the same jobs, in rounds whose order
// alternates, printing one line of JSON. usage: node parser-compare-child.mjs <jobs.json> <rounds> <seconds> <a.mjs> <b.mjs>
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [jobsFile, roundsArg, secondsArg, ...bundles] = process.argv.slice(2);
const jobs = JSON.parse(readFileSync(jobsFile, "utf8"));
const NOW = new Date("2026-11-22T10:00:00Z");
const CEE = ["PL", "CZ", "SK", "HU", "SI", "HR", "RO", "BG", "EE", "LV", "LT", "RS", "BA", "ME", "MK", "AL", "XK", "MD", "UA"];
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const mods = [];
for (const b of bundles) mods.push(await import(pathToFileURL(b).href));
let sink = 0;
const runs = mods.map(({ parseJob, routeJob }) => ({
  parse: () => {
    for (const job of jobs) sink += parseJob(job, NOW, { ceeCountries: CEE }).notes.length;
  },
  parseRoute: () => {
    for (const job of jobs) sink += routeJob(parseJob(job, NOW, { ceeCountries: CEE }), CEE).route.length;
  },
}));
const chrono = () => {
  for (const job of jobs) sink += mods[0].chrono.en.GB.parse(job, NOW).length;
};
const rate = (run) => {
  let done = 0;
  const from = cpuMs();
  while (cpuMs() - from < Number(secondsArg) * 1000) {
    run();
    done += jobs.length;
  }
  return (done * 1000) / (cpuMs() - from);
};
for (let i = 0; i < 3; i++) {
  for (const r of runs) r.parseRoute();
  chrono();
}
const rounds = [];
for (let r = 0; r < Number(roundsArg); r++) {
  const order = r % 2 === 0 ? runs.map((_, i) => i) : runs.map((_, i) => runs.length - 1 - i);
  const round = { parse: [], parseRoute: [], chrono: rate(chrono) };
  for (const i of order) round.parse[i] = rate(runs[i].parse);
  for (const i of order) round.parseRoute[i] = rate(runs[i].parseRoute);
  rounds.push(round);
}
if (sink < 0) console.log(sink);
console.log(JSON.stringify(rounds));
