import { buildServerBundle, freePort, REPO_ROOT } from "@travel/workbench";
import { spawn, type ChildProcess } from "node:child_process";

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the built server as `pnpm start` would, with extra environment, and waits until GET /desk answers. */
export async function startServerProcess(env: Record<string, string> = {}, timeoutMs = 15_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [buildServerBundle()], {
    cwd: REPO_ROOT,
    // Offline by default: the group specialist points at a closed loopback port, never the public server.
    env: { PATH: process.env.PATH ?? "", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout?.on("data", (d) => (text += d));
  child.stderr?.on("data", (d) => (text += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/desk`)).ok) return { child, url, output: () => text, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url, output: () => text, exited };
}
