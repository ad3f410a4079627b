// Baseline peer: a bare Hono JSON route on @hono/node-server, nothing else. It parses the body and
// answers JSON, which is the least any JSON endpoint does; the desk's REST and MCP paths are compared to it.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/healthz", (c) => c.json({ status: "ok" }));
app.post("/bare", async (c) => {
  const body = (await c.req.json()) as { job?: unknown };
  return c.json({ ok: true, job: body.job ?? null });
});

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: "127.0.0.1" });
