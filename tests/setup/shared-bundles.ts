import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SHARED_BUNDLES_ENV } from "@travel/workbench";

// vitest's global setup: one folder for the whole run, in which the first test file that needs the server's or
// the Worker's bundle builds it and every later one reuses it (workbench/src/bundles.ts). Nothing is built here,
// so a run of files that start no service pays nothing.
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), "desk-bundles-"));
  process.env[SHARED_BUNDLES_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
