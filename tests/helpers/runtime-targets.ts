import { spawn } from "node:child_process";
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { buildServerBundle, freePort } from "./built-server.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A running service: its base URL (also its BASE_URL) and how to stop it. */
export interface RunningTarget {
  url: string;
  close: () => Promise<void>;
}

/** One runtime the black-box tests run against; `start` gets the service's environment variables. */
export interface RuntimeTarget {
  name: string;
  start: (env: Record<string, string>) => Promise<RunningTarget>;
}

/** Node: the bundle `pnpm start` runs (server/src/main.ts), as a child process on 127.0.0.1. */
export const nodeTarget: RuntimeTarget = {
  name: "node",
  start: async (env) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [buildServerBundle()], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", PORT: String(port), HOST: "127.0.0.1", BASE_URL: url, LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (d) => (stderr += d));
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const close = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    };
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && child.exitCode === null) {
      if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) return { url, close };
      await new Promise((r) => setTimeout(r, 50));
    }
    await close();
    throw new Error(`the Node server did not answer on ${url}/healthz within 20 s. stderr: ${stderr.trim() || "(empty)"}`);
  },
};

let workerBundle: string | undefined;

/** Builds the Worker bundle exactly as wrangler.jsonc's build command does, into a private folder. */
export function buildWorkerBundle(): string {
  if (!workerBundle) {
    const out = join(mkdtempSync(join(tmpdir(), "desk-worker-")), "worker.mjs");
    execFileSync(process.execPath, ["scripts/build-worker.mjs", "--outfile", out], { cwd: root, stdio: "pipe" });
    workerBundle = out;
  }
  return workerBundle;
}

/**
 * Cloudflare Workers: the Worker bundle on workerd (through Miniflare, which wrangler dev also runs),
 * configured from the repository's wrangler.jsonc by wrangler's own converter, so the compatibility
 * date, flags and the RATE_LIMITER binding are the deployed ones. `rateLimit` overrides the binding's
 * limit so a test can reach it. Fully offline: no account, no metrics, no cf.json download.
 */
export function workerTarget(options: { rateLimit?: number } = {}): RuntimeTarget {
  return {
    name: "worker (workerd)",
    start: async (env) => {
      try {
        const [{ unstable_getMiniflareWorkerOptions }, { Miniflare }] = await Promise.all([import("wrangler"), import("miniflare")]);
        const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, "wrangler.jsonc"));
        type RateLimitOption = { simple: { limit: number; period: number } } & Record<string, unknown>;
        const configured = (workerOptions.ratelimits ?? {}) as Record<string, RateLimitOption>;
        const ratelimits = Object.fromEntries(
          Object.entries(configured).map(([name, rl]) => [name, { ...rl, simple: { ...rl.simple, limit: options.rateLimit ?? rl.simple.limit } }]),
        );
        const script = buildWorkerBundle();
        const port = await freePort();
        const url = `http://127.0.0.1:${port}`;
        const mf = new Miniflare({
          ...(workerOptions as object),
          name: "travel-desk",
          modules: true,
          modulesRoot: dirname(script),
          scriptPath: script,
          ratelimits,
          bindings: { ...workerOptions.bindings, BASE_URL: url, ...env },
          host: "127.0.0.1",
          port,
          cf: false,
          verbose: false,
          // workerd logs a client that hangs up first (the SDK client closing its stream) as a
          // "Broken pipe" error with a stack of addresses: noise here, so only other output is shown.
          handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
            for (const stream of [stdout, stderr]) {
              stream.on("data", (chunk: Buffer) => {
                const text = chunk.toString().split("\n").filter((line) => line.trim() && !/Broken pipe|^stack: /.test(line)).join("\n");
                if (text) process.stderr.write(`${text}\n`);
              });
            }
          },
        });
        await mf.ready;
        return { url, close: () => mf.dispose() };
      } catch (error) {
        // Never a silent skip: the test fails and says why.
        throw new Error(
          `workerd could not be started, so the Worker target cannot be tested: ${error instanceof Error ? error.message : String(error)}. ` +
            "It comes with the npm packages wrangler and miniflare (the workerd binary is in @cloudflare/workerd-<platform>); run `pnpm install` on a supported platform (Linux x64/arm64, macOS, Windows x64).",
          { cause: error },
        );
      }
    },
  };
}
