// Baseline peer: a bare Hono JSON route on @hono/node-server that answers each job with the desk's own
// result for it, computed once at start-up. Same request, same response bytes as POST /desk, none of the
// desk's work: desk REST / this route is the share of each request the desk's own work leaves (issue 16).
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { createDefaultDeps } from "@travel/server";
import { loadConfig, runTravelJob } from "@travel/shared";
import { Hono } from "hono";

const loaded = loadConfig(process.env);
if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
const deps = createDefaultDeps(loaded.config);
if (!deps.ok) throw new Error(deps.error);
const jobs = (JSON.parse(readFileSync(process.env.BENCH_JOBS_FILE ?? "tests/fixtures/jobs.json", "utf8")) as { job: string }[]).map((c) => c.job);
const answers = new Map<string, string>();
for (const job of jobs) answers.set(job, JSON.stringify(await runTravelJob(job, deps.desk)));

const app = new Hono();
app.get("/healthz", (c) => c.json({ status: "ok" }));
app.post("/bare", async (c) => {
  const body = (await c.req.json()) as { job?: unknown };
  const answer = typeof body.job === "string" ? answers.get(body.job) : undefined;
  if (answer === undefined) return c.json({ error: "not a bench job" }, 404);
  return c.body(answer, 200, { "content-type": "application/json" });
});

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: "127.0.0.1" });
