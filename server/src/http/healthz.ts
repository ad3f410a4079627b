import type { Hono } from "hono";
import type { AppContext } from "../context/app-context.js";

/**
 * GET /healthz: liveness for load balancers and uptime checks. Says only what is safe to publish:
 * no configuration values, no URLs, no paths. The regional supplier's last probe is included so an
 * operator sees a DOWN supplier without running a job; it never triggers a probe itself.
 */
export function mountHealthz(app: Hono, ctx: AppContext): void {
  const startedAt = Date.now();
  app.get("/healthz", (c) => {
    const regional = ctx.desk.regional.lastStatus();
    return c.json(
      {
        status: "ok",
        version: ctx.config.version,
        uptimeS: Math.round((Date.now() - startedAt) / 1000),
        regionalSupplier: regional ? { status: regional.status, checkedAt: regional.checkedAt } : { status: "not-probed-yet" },
      },
      200,
      { "cache-control": "no-store" },
    );
  });
}
