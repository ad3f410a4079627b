import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { freePort, REPO_ROOT } from "./bundles.js";

/** A Worker bundle running on workerd on 127.0.0.1. */
export interface WorkerdServer {
  url: string;
  dispose: () => Promise<void>;
}

export interface WorkerdOptions {
  /** Variables on top of wrangler.jsonc's; BASE_URL is set to the served address. */
  env: Record<string, string>;
  /** Overrides the limit of every rate-limiting binding, so a test can reach it. */
  rateLimit?: number;
  /** workerd's own stdout and stderr. */
  onOutput?: (stdout: Readable, stderr: Readable) => void;
}

/**
 * A Worker bundle on workerd (through Miniflare, which `wrangler dev` also runs), configured from the
 * repository's wrangler.jsonc by wrangler's own converter, so the compatibility date, flags and the
 * RATE_LIMITER binding are the deployed ones. Fully offline: no account, no metrics, no cf.json download.
 * wrangler and miniflare are loaded on the first call: nothing else in the workbench needs them.
 */
export async function startWorkerd(script: string, options: WorkerdOptions): Promise<WorkerdServer> {
  const [{ unstable_getMiniflareWorkerOptions }, { Miniflare }] = await Promise.all([import("wrangler"), import("miniflare")]);
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(REPO_ROOT, "wrangler.jsonc"));
  type RateLimitOption = { simple: { limit: number; period: number } } & Record<string, unknown>;
  const configured = (workerOptions.ratelimits ?? {}) as Record<string, RateLimitOption>;
  const ratelimits = Object.fromEntries(
    Object.entries(configured).map(([name, rl]) => [name, { ...rl, simple: { ...rl.simple, limit: options.rateLimit ?? rl.simple.limit } }]),
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const mf = new Miniflare({
    ...(workerOptions as object),
    name: "travel-desk",
    modules: true,
    modulesRoot: dirname(script),
    scriptPath: script,
    ratelimits,
    bindings: { ...workerOptions.bindings, BASE_URL: url, ...options.env },
    host: "127.0.0.1",
    port,
    cf: false,
    verbose: false,
    ...(options.onOutput ? { handleRuntimeStdio: options.onOutput } : {}),
  });
  await mf.ready;
  return { url, dispose: () => mf.dispose() };
}
