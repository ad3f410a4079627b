import { freePort } from "@travel/workbench";
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** A server the bench started as a child process, on 127.0.0.1. */
export interface Child {
  name: string;
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 on its health path. */
  coldStartMs: number;
  /** CPU time the process used until then (every thread, threadsCpuMs): the start-up work, whatever else the machine is doing. */
  coldStartCpuMs?: number | null;
  /** performance.now() when it was spawned, to time later answers from the start. */
  spawnedAt: number;
  stop: () => Promise<void>;
  /** The Worker: milliseconds from workerd ready to the first 200 (the isolate loads the bundle and builds the app). */
  firstRequestMs?: number;
  /** Why the server is gone, when the bench can tell (the Worker: workerd's last words). */
  exitInfo?: () => string;
}

const running = new Set<ChildProcess>();
let hooked = false;

// Children must never outlive the bench, however it ends.
function killAllOnExit(): void {
  if (hooked) return;
  hooked = true;
  const killAll = () => {
    for (const child of running) child.kill("SIGKILL");
  };
  process.on("exit", killAll);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      killAll();
      process.exit(130);
    });
  }
}

/** Starts `node [nodeFlags] <script>` with env, and waits (bounded) for GET healthPath to answer 200. */
export async function startChild(name: string, script: string, env: Record<string, string>, healthPath: string, timeoutMs = 20_000, nodeFlags: string[] = []): Promise<Child> {
  killAllOnExit();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, script], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  running.add(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
    await exited;
    clearTimeout(timer);
    running.delete(child);
  };
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) break;
    const ok = await fetch(url + healthPath, { signal: AbortSignal.timeout(1000) }).then((r) => r.status === 200, () => false);
    if (ok) return { name, url, pid: child.pid ?? 0, coldStartMs: Math.round(performance.now() - started), coldStartCpuMs: threadsCpuMs(child.pid ?? 0), spawnedAt: started, stop };
    await new Promise((r) => setTimeout(r, 5));
  }
  await stop();
  throw new Error(`${name} did not answer 200 on ${healthPath} within ${timeoutMs} ms. stderr: ${stderr.trim() || "(empty)"}`);
}

/** Resident memory of a process in MB: current (VmRSS) and peak so far (VmHWM), from /proc. */
export function memoryMb(pid: number): { rssMb: number | null; peakMb: number | null } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => {
      const m = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
      return m ? Math.round(Number(m[1]) / 102.4) / 10 : null;
    };
    return { rssMb: kb("VmRSS"), peakMb: kb("VmHWM") };
  } catch {
    return { rssMb: null, peakMb: null };
  }
}

/** CPU time (user + system) a process has used so far, in ms, from /proc; null where /proc is absent. */
export function cpuTimeMs(pid: number): number | null {
  try {
    // Fields after the command name: state is 3rd, utime 14th, stime 15th (in clock ticks, 100 per second on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * CPU time of every live thread of a process in ms, from the scheduler's nanosecond counters
 * (/proc/<pid>/task/<tid>/schedstat): /proc/<pid>/stat's 10 ms ticks cannot tell apart two builds 20 ms apart on a
 * loaded machine. Falls back to those ticks where schedstat is absent.
 */
export function threadsCpuMs(pid: number): number | null {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return cpuTimeMs(pid);
  }
  let ns = 0;
  for (const task of tasks) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // The thread ended between the listing and the read (or schedstat is not there).
    }
  }
  return ns > 0 ? Math.round(ns / 1e4) / 100 : cpuTimeMs(pid);
}
