import type { ExecutionContext } from "hono";
import { createWorkerApp, type WorkerApp } from "./worker/create-worker-app.js";
import type { WorkerEnv } from "./worker/worker-env.js";

// One app per isolate, built on the first request: Workers allow no I/O, timers or randomness at
// start-up, and the env arrives only with a request. Caches (the supplier health probe) are per isolate.
let built: Promise<WorkerApp> | undefined;

/**
 * The Cloudflare Workers entry: the same app as server/src/main.ts, without a socket, files, pino or
 * signals. A default export because the Workers module format asks for exactly that.
 */
export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    built ??= createWorkerApp(env);
    const worker = await built;
    if (worker.ok) return worker.app.fetch(request, env, ctx);
    return new Response(JSON.stringify({ type: "about:blank", title: "The Worker is misconfigured", status: 500, detail: `Invalid configuration: ${worker.errors.join("; ")}` }), {
      status: 500,
      headers: { "content-type": "application/problem+json" },
    });
  },
};
