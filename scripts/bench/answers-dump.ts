// Answer-identity check for speed work on the desk (not a test), as parse-dump.ts is for the parser: starts a built
// desk (server/dist/main.mjs or a copy of an earlier build), POSTs every job of every fixture table to /desk and
// writes status and body, one line a job. What differs between two runs for reasons other than the code is written
// the same way every time: the server's own address, the clock's timestamps and whether a supplier's status came from
// its health cache. Dump before a change, dump after, compare with `cmp`. With --mcp, each job goes as an MCP
// tools/call of run_travel_job instead (2025-11-25), whose text block holds the same result as escaped JSON.
// usage: tsx scripts/bench/answers-dump.ts [--mcp] <desk.mjs> <out.txt>
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { startChild } from "./children.js";
import { fixtureJobs } from "./parser.js";
import { mcpRequests, restRequests } from "./targets.js";

const args = process.argv.slice(2);
const mcp = args[0] === "--mcp";
const [bundle, out] = mcp ? args.slice(1) : args;
if (!bundle || !out) throw new Error("usage: tsx scripts/bench/answers-dump.ts [--mcp] <desk.mjs> <out.txt>");
const request = mcp ? mcpRequests : restRequests;
const env = { RATE_LIMIT_PER_MINUTE: "0", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp", SUPPLIER_HEALTH_TTL_MS: "30000", LOG_LEVEL: "silent" };
const desk = await startChild("desk", resolve(bundle), env, "/healthz");
const steady = (body: string) =>
  body
    .replaceAll(desk.url.replace("127.0.0.1", "localhost"), "<desk>")
    .replaceAll(desk.url, "<desk>")
    .replace(/"([A-Za-z]*At)":"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"$1":"<time>"')
    .replace(/\\"([A-Za-z]*At)\\":\\"\d{4}-\d\d-\d\dT[\d:.]+Z\\"/g, '\\"$1\\":\\"<time>\\"')
    .replaceAll('"cached":true,', "")
    .replaceAll('\\"cached\\":true,', "");
const lines: string[] = [];
try {
  for (const job of fixtureJobs()) {
    const { method, headers, body } = request("/desk", [job])[0]!;
    const res = await fetch(desk.url + "/desk", { method, headers, body });
    lines.push(`${res.status} ${res.headers.get("content-type")} ${steady(await res.text())}`);
  }
} finally {
  await desk.stop();
}
writeFileSync(out, lines.join("\n") + "\n");
console.log(`${lines.length} answers written to ${out}`);
