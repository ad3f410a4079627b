// Scores the desk's reading of a table of jobs (the shape of tests/fixtures/*.json: {id, job, expect, class?})
// and prints the share read right per class, then every miss.
// usage: tsx scripts/score-jobs.ts table.json [more.json ...] [--quiet]   (relative dates against 2026-11-22)
import { readFileSync } from "node:fs";
import { parseJob, routeJob } from "@travel/shared";

interface Row {
  id: string;
  class?: string;
  job: string;
  expect: Record<string, unknown> & { route: string; notes?: string[]; parts?: string[] };
}
const NOW = new Date(process.env.NOW ? `${process.env.NOW}T10:00:00Z` : "2026-11-22T10:00:00Z");
const files = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const quiet = process.argv.includes("--quiet");
const byClass = new Map<string, { n: number; right: number }>();
const fieldMisses = new Map<string, number>();
const misses: string[] = [];
for (const file of files) {
  for (const row of JSON.parse(readFileSync(file, "utf8")) as Row[]) {
    const job = parseJob(row.job, NOW);
    const decision = routeJob(job);
    const e = row.expect;
    const why: string[] = [];
    const check = (field: string, got: unknown, want: unknown) => {
      if (want !== undefined && got !== want) why.push(`${field} ${String(got)} != ${String(want)}`);
    };
    check("route", decision.route, e.route);
    check("passengers", job.passengers, e.passengers);
    check("origin", job.origin?.country, e.origin_country);
    check("destination", job.destination?.country, e.destination_country);
    check("origin_iata", job.origin?.iata, e.origin_iata);
    check("destination_iata", job.destination?.iata, e.destination_iata);
    check("date", job.date, e.date);
    check("returnDate", job.returnDate, e.returnDate);
    check("kind", job.kind, e.kind);
    check("language", job.language, e.language);
    for (const note of e.notes ?? []) if (!job.notes.includes(note)) why.push(`notes lack ${note}`);
    if (e.parts) {
      const got = (decision.parts ?? []).map((p) => p.route).join(",");
      if (got !== e.parts.join(",")) why.push(`parts ${got} != ${e.parts.join(",")}`);
    }
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
