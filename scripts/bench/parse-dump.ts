// Output-identity check for speed work (not a test): writes parseJob's output for every job of every
// fixture table, one JSON line a job, to the file given. Dump before a change, dump after, compare with
// `cmp`: a speed-up must leave every line byte-identical. usage: tsx scripts/bench/parse-dump.ts <out.jsonl>
import { writeFileSync } from "node:fs";
import { parseJob } from "@travel/shared";
import { fixtureJobs } from "./parser.js";

const NOW = new Date("2026-11-22T10:00:00Z");
const CEE = ["PL", "CZ", "SK", "HU", "SI", "HR", "RO", "BG", "EE", "LV", "LT", "RS", "BA", "ME", "MK", "AL", "XK", "MD", "UA"];
const out = process.argv[2];
if (!out) throw new Error("usage: tsx scripts/bench/parse-dump.ts <out.jsonl>");
const lines = fixtureJobs().map((job) => JSON.stringify(parseJob(job, NOW, { ceeCountries: CEE })));
writeFileSync(out, lines.join("\n") + "\n");
console.log(`${lines.length} jobs written to ${out}`);
