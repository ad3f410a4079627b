import { execFileSync } from "node:child_process";
import { REPO_ROOT } from "./bundles.js";

// The Worker's front-coded tables are written by scripts/build-worker-tables.mjs, plain JavaScript its build script runs
// as it is; the tests reach it through these, which run it as a script (scripts and tests never import each other).
const run = (args: string[], input = "") =>
  execFileSync(process.execPath, ["scripts/build-worker-tables.mjs", ...args], { cwd: REPO_ROOT, input, encoding: "utf8", maxBuffer: 64 << 20 });

/** `text` front-coded: each line a base-36 digit (units shared with the previous line's key), then the rest of it. */
export const frontCode = (text: string): string => run(["--code"], text);

/** The text frontCode was given. */
export const frontDecode = (coded: string): string => run(["--decode"], coded);

/** A generated table module as the Worker's bundle holds it (empty for a module with no front-coded table). */
export const frontCodedModule = (file: string): string => run(["--module", file]);
