import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root. */
export const ROOT = join(here, "..", "..");
const OUT = join(ROOT, "node_modules", ".cache", "travel-bench");

/** Builds the real server exactly as `pnpm start` does: server/dist/main.mjs. */
export function buildServer(): string {
  execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: ROOT, stdio: "inherit" });
  return join(ROOT, "server", "dist", "main.mjs");
}

/** Builds the Worker bundle exactly as wrangler.jsonc's build command does: server/dist/worker.mjs. */
export function buildWorker(): string {
  execFileSync(process.execPath, ["scripts/build-worker.mjs"], { cwd: ROOT, stdio: "inherit" });
  return join(ROOT, "server", "dist", "worker.mjs");
}

/** Bundles a peer the same way, so every server in the bench runs as plain node on prebuilt JS. */
export async function buildPeer(name: "bare-hono" | "express-sdk"): Promise<string> {
  mkdirSync(OUT, { recursive: true });
  const outfile = join(OUT, `${name}.mjs`);
  await build({
    entryPoints: [join(here, "peers", `${name}.ts`)],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    logLevel: "warning",
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  return outfile;
}
