import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

const built = new Map<string, string>();

/**
 * A folder the processes of one test run share their bundles in (tests/setup/shared-bundles.ts sets it): the
 * sources do not change during a run, and each test file runs in its own process, so without it every file
 * that starts the service built the same bundles again (the server's takes ~10-25 s: esbuild, then a warm-up).
 */
export const SHARED_BUNDLES_ENV = "DESK_SHARED_BUNDLES_DIR";

type BuildScript = "build.mjs" | "build-worker.mjs";

/** Runs a build script of scripts/ once per process (once per test run with a shared folder); returns the bundle's path. */
function buildOnce(script: BuildScript, file: string): string {
  let out = built.get(script);
  if (!out) {
    const shared = process.env[SHARED_BUNDLES_ENV];
    out = shared ? buildShared(shared, script, file) : runBuild(script, join(mkdtempSync(join(tmpdir(), "desk-build-")), file));
    built.set(script, out);
  }
  return out;
}

function runBuild(script: BuildScript, out: string): string {
  execFileSync(process.execPath, [`scripts/${script}`, "--outfile", out], { cwd: REPO_ROOT, stdio: "pipe" });
  return out;
}

const SHARED_WAIT_MS = 300_000;

/** The first process to claim the build (mkdir is atomic) builds; the others wait for its outcome and share it. */
function buildShared(dir: string, script: BuildScript, file: string): string {
  const folder = join(dir, script.replace(/\.mjs$/, ""));
  const out = join(folder, file);
  const outcome = join(folder, "outcome.json");
  try {
    mkdirSync(folder, { recursive: false });
  } catch {
    return awaitShared(outcome, out);
  }
  try {
    runBuild(script, out);
    writeFileSync(outcome, JSON.stringify({ ok: true }));
  } catch (error) {
    writeFileSync(outcome, JSON.stringify({ ok: false, message: error instanceof Error ? error.message : String(error) }));
    throw error;
  }
  return out;
}

/** Blocks until the building process has written its outcome: a build is awaited synchronously, as one is run. */
function awaitShared(outcome: string, out: string): string {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + SHARED_WAIT_MS;
  while (!existsSync(outcome)) {
    if (Date.now() > deadline) throw new Error(`another test process did not finish building ${out} within ${SHARED_WAIT_MS / 1000} s`);
    Atomics.wait(pause, 0, 0, 100);
  }
  const result = JSON.parse(readFileSync(outcome, "utf8")) as { ok: boolean; message?: string };
  if (!result.ok) throw new Error(`the shared build of ${out} failed in another test process: ${result.message}`);
  return out;
}

/** The Node bundle exactly as `pnpm start` builds it (scripts/build.mjs), built once per process. */
export function buildServerBundle(): string {
  return buildOnce("build.mjs", "main.mjs");
}

/** The Worker bundle exactly as wrangler.jsonc's build command builds it (scripts/build-worker.mjs), built once per process. */
export function buildWorkerBundle(): string {
  return buildOnce("build-worker.mjs", "worker.mjs");
}

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
