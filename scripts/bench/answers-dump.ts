// Answer-identity check for speed work on the desk (not a test), as parse-dump.ts is for the parser: starts a built
// desk (server/dist/main.mjs or a copy of an earlier build), POSTs every job of every fixture table to /desk and
// writes status and body, one line a job. What differs between two runs for reasons other than the code is written
// the same way every time: the server's own address, the clock's timestamps and whether a supplier's status came from
// its health cache. Dump before a change, dump after, compare with `cmp`.
// usage: tsx scripts/bench/answers-dump.ts <desk.mjs> <out.txt>
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { startChild } from "./children.js";
import { fixtureJobs } from "./parser.js";

const [bundle, out] = process.argv.slice(2);
if (!bundle || !out) throw new Error("usage: tsx scripts/bench/answers-dump.ts <desk.mjs> <out.txt>");
const env = { RATE_LIMIT_PER_MINUTE: "0", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp", SUPPLIER_HEALTH_TTL_MS: "30000", LOG_LEVEL: "silent" };
const desk = await startChild("desk", resolve(bundle), env, "/healthz");
const steady = (body: string) =>
  body
    .replaceAll(desk.url.replace("127.0.0.1", "localhost"), "<desk>")
    .replaceAll(desk.url, "<desk>")
    .replace(/"([A-Za-z]*At)":"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"$1":"<time>"')
    .replaceAll('"cached":true,', "");
const lines: string[] = [];
try {
  for (const job of fixtureJobs()) {
    const res = await fetch(desk.url + "/desk", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job }) });
    lines.push(`${res.status} ${res.headers.get("content-type")} ${steady(await res.text())}`);
  }
} finally {
  await desk.stop();
}
writeFileSync(out, lines.join("\n") + "\n");
console.log(`${lines.length} answers written to ${out}`);
