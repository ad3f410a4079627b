// Scores the desk's reading of a table of jobs (the shape of tests/fixtures/*.json: {id, job, expect, class?})
// and prints the share read right per class, then every miss.
// usage: tsx scripts/score-jobs.ts table.json [more.json ...] [--quiet]   (relative dates against 2026-11-22;
//        files that are not job tables, such as tests/fixtures/*.json's schemas, are skipped with a note)
//        tsx scripts/score-jobs.ts           scores each ratcheted table of tests/fixtures, one line a table
//        tsx scripts/score-jobs.ts --write   does so and writes tests/fixtures/measured-shares.json, where the
//        ratchets in tests/job read their floors
import { parseJob, routeJob } from "@travel/shared";
import { readFileSync } from "node:fs";
import { isJobTable, JOB_TABLE_NOW, mismatches, RATCHETED_TABLES, readCases, readJobTable, scoreTable, writeMeasuredShares } from "@travel/workbench";

const tableArgs = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (process.argv.includes("--write") || tableArgs.length === 0) {
  const tables = Object.fromEntries(
    RATCHETED_TABLES.map((name) => {
      const { jobs, right, rightLanguageAside } = scoreTable(readCases(name));
      console.log(`${name.padEnd(26)} ${right}/${jobs} (${rightLanguageAside} with the language tag aside)`);
      return [name, { jobs, right, rightLanguageAside }];
    }),
  );
  if (process.argv.includes("--write")) {
    writeMeasuredShares({ measuredAt: new Date().toISOString().slice(0, 10), tables });
    console.log("wrote tests/fixtures/measured-shares.json");
  }
  process.exit(0);
}

const NOW = process.env.NOW ? new Date(`${process.env.NOW}T10:00:00Z`) : JOB_TABLE_NOW;
const files = tableArgs.filter((a) => {
  if (a.endsWith(".json") && isJobTable(JSON.parse(readFileSync(a, "utf8")))) return true;
  console.log(`skipped ${a}: not a job table`);
  return false;
});
const quiet = process.argv.includes("--quiet");
const byClass = new Map<string, { n: number; right: number }>();
const fieldMisses = new Map<string, number>();
const misses: string[] = [];
for (const file of files) {
  for (const row of readJobTable(file)) {
    const job = parseJob(row.job, NOW);
    const why = mismatches(row, job, routeJob(job));
    const cls = row.class ?? file;
    const c = byClass.get(cls) ?? { n: 0, right: 0 };
    c.n++;
    // "right" as the held-out sets score it: every field but the language tag.
    const real = why.filter((w) => !w.startsWith("language"));
    if (!real.length) c.right++;
    byClass.set(cls, c);
    for (const w of why) fieldMisses.set(w.split(" ")[0] as string, (fieldMisses.get(w.split(" ")[0] as string) ?? 0) + 1);
    if (why.length) misses.push(`${row.id} [${cls}] ${why.join("; ")}\n      ${row.job.replace(/\s*\n\s*/g, " ⏎ ").slice(0, 220)}`);
  }
}
let n = 0;
let right = 0;
for (const [cls, c] of [...byClass].sort()) {
  n += c.n;
  right += c.right;
  console.log(`${cls.padEnd(24)} ${String(c.right).padStart(4)}/${String(c.n).padEnd(4)} ${((100 * c.right) / c.n).toFixed(0)}%`);
}
console.log(`${"all (language tag aside)".padEnd(24)} ${String(right).padStart(4)}/${String(n).padEnd(4)} ${((100 * right) / n).toFixed(1)}%`);
console.log(`misses by field: ${[...fieldMisses].sort((a, b) => b[1] - a[1]).map(([f, k]) => `${f} ${k}`).join(", ")}`);
if (!quiet) console.log(misses.join("\n"));
