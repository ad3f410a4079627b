import { spawn } from "node:child_process";
import { runLoad } from "./bench/load.js";
import { cpuTimeMs } from "./bench/children.js";
import { loadJobs, restRequests, mcpRequests } from "./bench/targets.js";
// usage: tsx scripts/tmp-load.ts rest|mcp rounds secs script...
const [kind, rounds, secs, ...scripts] = process.argv.slice(2);
const jobs = loadJobs();
const reqs = kind === "mcp" ? mcpRequests("/desk", jobs) : restRequests("/desk", jobs);
const servers = [];
for (const script of scripts) {
  const port = 46000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, [script], { env: { PATH: process.env.PATH, NODE_ENV: "production", RATE_LIMIT_PER_MINUTE: "0", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp", SUPPLIER_HEALTH_TTL_MS: "30000", LOG_LEVEL: "silent", PORT: String(port), HOST: "127.0.0.1", BENCH_JOBS_FILE: "tests/fixtures/jobs.json" }, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  for (;;) { if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 20)); }
  await runLoad(url, reqs, { connections: 50, durationS: 3 });
  servers.push({ script, child, url, cpu: [] as number[], rps: [] as number[] });
}
for (let i = 0; i < Number(rounds); i++) {
  for (const s of i % 2 ? [...servers].reverse() : servers) {
    const c0 = cpuTimeMs(s.child.pid!)!;
    const r = await runLoad(s.url, reqs, { connections: 50, durationS: Number(secs) });
    s.cpu.push(Math.round(((cpuTimeMs(s.child.pid!)! - c0) * 1000) / r.requests));
    s.rps.push(r.rps);
  }
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const s of servers) { console.log(s.script, kind, "cpu_us/req", s.cpu.join(" "), "median", med(s.cpu), "rps", s.rps.join(" "), "median", med(s.rps)); s.child.kill("SIGKILL"); }
if (servers.length === 2) console.log("ratio cpu b/a per round", servers[0]!.cpu.map((c, i) => (servers[1]!.cpu[i]! / c).toFixed(2)).join(" "));
