// Prints how the desk reads travel jobs: route, kind, language, travellers, places, dates, notes, parts.
// usage: tsx scripts/read-job.ts "2 osoby z Gdańska do Krakowa, 14 maja 2027" ...
//        tsx scripts/read-job.ts < jobs.txt        (jobs separated by a line holding only ---)
//        NOW=2026-11-22 tsx scripts/read-job.ts ...  (relative dates against that day; default: today)
import { readFileSync } from "node:fs";
import { parseJob, routeJob, type Place } from "@travel/shared";

const now = process.env.NOW ? new Date(`${process.env.NOW}T10:00:00Z`) : new Date();
const args = process.argv.slice(2);
const jobs = args.length ? args : readFileSync(0, "utf8").split(/\n---\n/).map((s) => s.trim()).filter(Boolean);
const place = (p: Place | null) => (p ? `${p.name}${p.iata ? ` ${p.iata}` : ""} (${p.country})` : "-");
for (const text of jobs) {
  const job = parseJob(text, now);
  const decision = routeJob(job);
  const parts = decision.parts ? ` parts=[${decision.parts.map((p) => p.route).join(", ")}]` : "";
  console.log(
    `${decision.route} · ${job.kind} · ${job.language} · pax ${job.passengers ?? "-"} · ${place(job.origin)} -> ${place(job.destination)}` +
      ` · ${job.date ?? "-"}${job.returnDate ? ` .. ${job.returnDate}` : ""} · [${job.notes.join(", ")}]${parts} · missing [${job.missing.join(", ")}]`,
  );
  console.log(`    ${text.replace(/\s*\n\s*/g, " ⏎ ").slice(0, 160)}`);
}
