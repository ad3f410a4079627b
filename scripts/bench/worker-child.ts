import { startWorkerd } from "@travel/workbench";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { Child } from "./children.js";

/** The workerd process Miniflare started: a child of this process whose command is workerd. */
function workerdPid(): number {
  for (const task of readdirSync("/proc/self/task")) {
    const children = readFileSync(`/proc/self/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    for (const pid of children) {
      try {
        if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "workerd") return pid;
      } catch {
        // exited meanwhile
      }
    }
  }
  return 0;
}

/**
 * The Worker bundle on workerd on 127.0.0.1, configured from wrangler.jsonc (as `pnpm dev:worker` runs
 * it), offline. coldStartMs runs from starting workerd to the first 200 on healthPath, the isolate
 * building the app on that first request included.
 */
export async function startWorkerChild(name: string, script: string, env: Record<string, string>, healthPath: string): Promise<Child> {
  const started = performance.now();
  let stderr = "";
  const { url, dispose } = await startWorkerd(script, {
    env,
    // Keep workerd's last output: if it stops answering under load, the bench says what it said.
    onOutput: (stdout, errout) => {
      for (const stream of [stdout, errout]) stream.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-1500)));
    },
  });
  const ready = performance.now();
  const res = await fetch(url + healthPath, { signal: AbortSignal.timeout(20_000) });
  await res.text();
  // What a cold isolate costs on Cloudflare too: loading the bundle and building the app on its first request.
  const firstRequestMs = Math.round(performance.now() - ready);
  if (res.status !== 200) throw new Error(`${name}: ${healthPath} answered ${res.status}`);
  const pid = workerdPid();
  const exitInfo = () => `workerd ${existsSync(`/proc/${pid}`) ? "is still running" : "has exited"}; its last output: ${stderr.trim() || "(none)"}`;
  return { name, url, pid, coldStartMs: Math.round(performance.now() - started), spawnedAt: started, firstRequestMs, stop: dispose, exitInfo };
}
