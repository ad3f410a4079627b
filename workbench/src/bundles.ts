import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

const built = new Map<string, string>();

/** Runs a build script of scripts/ once per process, into a private folder; returns the bundle's path. */
function buildOnce(script: "build.mjs" | "build-worker.mjs", file: string): string {
  let out = built.get(script);
  if (!out) {
    out = join(mkdtempSync(join(tmpdir(), "desk-build-")), file);
    execFileSync(process.execPath, [`scripts/${script}`, "--outfile", out], { cwd: REPO_ROOT, stdio: "pipe" });
    built.set(script, out);
  }
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
