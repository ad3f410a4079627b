import { buildServerBundle, buildWorkerBundle, freePort, REPO_ROOT, startWorkerd } from "@travel/workbench";
import { spawn } from "node:child_process";

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
      cwd: REPO_ROOT,
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

/** Cloudflare Workers: the Worker bundle on workerd, as startWorkerd runs it; `rateLimit` overrides the binding's limit so a test can reach it. */
export function workerTarget(options: { rateLimit?: number } = {}): RuntimeTarget {
  return {
    name: "worker (workerd)",
    start: async (env) => {
      try {
        const server = await startWorkerd(buildWorkerBundle(), {
          env,
          rateLimit: options.rateLimit,
          // workerd logs a client that hangs up first (the SDK client closing its stream) as a
          // "Broken pipe" error with a stack of addresses: noise here, so only other output is shown.
          onOutput: (stdout, stderr) => {
            for (const stream of [stdout, stderr]) {
              stream.on("data", (chunk: Buffer) => {
                const text = chunk.toString().split("\n").filter((line) => line.trim() && !/Broken pipe|^stack: /.test(line)).join("\n");
                if (text) process.stderr.write(`${text}\n`);
              });
            }
          },
        });
        return { url: server.url, close: server.dispose };
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
